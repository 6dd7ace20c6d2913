//! The timers from the stores' index of due times (docs/operating.md, "Timers"): turn
//! clocks that ran out fire once each, also with two processes on one PostgreSQL
//! database; a channel with nothing due is never read; a claim whose claimer stopped is
//! due again when its lease ends; records written without a due time are looked at once.

use crate::common;
use crate::pg_server;

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Barrier};

use checkers_bot::store::postgres::PgStore;
use checkers_bot::store::{Phase, SledStore, Store, TableRecord};
use checkers_bot::table::{Command, Tables, TIMER_LEASE};
use common::gated::Gated;
use common::{alice, bob, new_game_with, one};
use pg_server::PgServer;

/// When the games begin (seconds since the Unix epoch).
const START: u64 = 1_800_000_000;
/// Channels whose turn clock runs out.
const DUE: u64 = 1_000;
/// Channels with a game and nothing due (no turn clock), and lobbies.
const IDLE: u64 = 1_000;

/// A 2-player game between Alice and Bob in `channel`, begun, with `rules`; Alice to
/// move. Its record as stored.
fn begun(tables: &Tables, channel: u64, rules: &[(&str, &str)]) -> TableRecord {
    let mut settings = vec![("first_player", "creator")];
    settings.extend_from_slice(rules);
    one(tables.handle(channel, &alice(), new_game_with(2, &settings)));
    one(tables.handle(channel, &bob(), Command::Join));
    tables.handle(channel, &alice(), Command::Start);
    tables.store().load(channel).unwrap().unwrap()
}

/// Channels `1..=DUE` hold a game whose turn clock (`turn_timeout=5m`, too short for
/// reminders) runs out at `START + 300`; channels `DUE + 1..=DUE + IDLE` a game without a turn clock
/// (`turn_timeout=off`; every other one) or a lobby. The records are written as the table layer writes them: the
/// first of each kind by a command, the others as copies of it.
fn fill(tables: &Tables) {
    let store = tables.store();
    let timed = begun(tables, 1, &[("turn_timeout", "5m")]);
    assert_eq!(
        timed.due,
        Some(START + 300),
        "the turn clock's end is indexed"
    );
    let idle = begun(tables, DUE + 1, &[("turn_timeout", "off")]);
    assert_eq!(idle.due, None, "nothing is due without a turn clock");
    one(tables.handle(DUE + 2, &bob(), new_game_with(2, &[])));
    assert_eq!(
        store.load(DUE + 2).unwrap().unwrap().due,
        None,
        "nor in a lobby"
    );
    let lobby = store.load(DUE + 2).unwrap().unwrap();
    for channel in 2..=DUE {
        store.save(channel, None, &mut timed.clone()).unwrap();
    }
    for channel in DUE + 3..=DUE + IDLE {
        let record = if channel % 2 == 0 { &lobby } else { &idle };
        store.save(channel, None, &mut record.clone()).unwrap();
    }
}

/// Each channel whose turn clock ran out fired once: Alice timed out, the game ended
/// with one timeout turn. Idle channels were not touched.
fn check_fired(store: &dyn Store, fired: &[u64]) {
    let once: BTreeSet<u64> = fired.iter().copied().collect();
    assert_eq!(once.len(), fired.len(), "a channel fired twice");
    assert_eq!(once, (1..=DUE).collect::<BTreeSet<u64>>());
    for channel in [1, DUE / 2, DUE] {
        let record = store.load(channel).unwrap().unwrap();
        assert_eq!(record.phase, Phase::Finished);
        assert_eq!(record.turns, ["resign 1"]);
        assert_eq!(record.due, None);
    }
    for channel in [DUE + 1, DUE + 2, DUE + IDLE] {
        let record = store.load(channel).unwrap().unwrap();
        assert_ne!(record.phase, Phase::Finished);
        assert!(record.turns.is_empty());
    }
}

/// sled: 1,000 turn clocks run out among 1,000 idle channels. The round before reads
/// nothing; the round after fires each once, reading only the channels that were due,
/// and the next round has nothing left.
#[test]
fn due_turn_clocks_fire_once_each_and_idle_channels_are_never_read() {
    let now = Arc::new(AtomicU64::new(START));
    let watched = Arc::new(Gated::over(
        Arc::new(SledStore::temporary().unwrap()),
        |_| Ok(()),
    ));
    let tables = common::tables_at(watched.clone(), &now);
    fill(&tables);
    let before = watched.loaded().len();
    now.store(START + 299, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty());
    assert_eq!(watched.loaded().len(), before, "nothing due, nothing read");
    now.store(START + 300, Ordering::SeqCst);
    let fired: Vec<u64> = tables.tick_all().into_iter().map(|(c, _)| c).collect();
    let read: BTreeSet<u64> = watched.loaded()[before..].iter().copied().collect();
    assert_eq!(
        read,
        (1..=DUE).collect::<BTreeSet<u64>>(),
        "only due channels read"
    );
    check_fired(&*watched, &fired);
    assert_eq!(watched.listed(), 0, "no channel list");
    assert!(tables.tick_all().is_empty());
}

/// PostgreSQL, two processes (two stores with their own connections, two tables) on one
/// database: 1,000 turn clocks run out, both run their timers at once, and each channel
/// fires exactly once, in one process or the other. Neither lists the channels or reads
/// an idle one.
#[test]
fn two_processes_on_one_database_fire_each_due_timer_exactly_once() {
    let server = PgServer::start();
    let url = server.database("timers");
    let now = Arc::new(AtomicU64::new(START));
    let stores: Vec<Arc<Gated>> = (0..2)
        .map(|_| {
            Arc::new(Gated::over(Arc::new(PgStore::open(&url).unwrap()), |_| {
                Ok(())
            }))
        })
        .collect();
    let processes: Vec<Tables> = stores
        .iter()
        .map(|s| common::tables_at(s.clone(), &now))
        .collect();
    // Both run from the start (a turn clock counts from its process's start at the
    // earliest, docs/rules.md §4).
    for tables in &processes {
        assert!(tables.tick_all().is_empty());
    }
    fill(&processes[0]);
    let before: Vec<usize> = stores.iter().map(|s| s.loaded().len()).collect();
    now.store(START + 300, Ordering::SeqCst);
    let together = Barrier::new(2);
    let fired: Vec<Vec<u64>> = std::thread::scope(|s| {
        let runs: Vec<_> = processes
            .iter()
            .map(|tables| {
                let together = &together;
                s.spawn(move || {
                    together.wait();
                    let mut fired = Vec::new();
                    // Each process runs rounds until a round finds nothing.
                    loop {
                        let round: Vec<u64> =
                            tables.tick_all().into_iter().map(|(c, _)| c).collect();
                        if round.is_empty() {
                            return fired;
                        }
                        fired.extend(round);
                    }
                })
            })
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    eprintln!(
        "fired by the first process: {}, by the second: {}",
        fired[0].len(),
        fired[1].len()
    );
    for (store, before) in stores.iter().zip(before) {
        let read: BTreeSet<u64> = store.loaded()[before..].iter().copied().collect();
        assert!(
            read.iter().all(|c| (1..=DUE).contains(c)),
            "an idle channel was read"
        );
        assert_eq!(store.listed(), 0, "no channel list");
    }
    check_fired(&*stores[0], &fired.concat());
}

/// A process that claimed a due channel and stopped before doing it: the channel is due
/// again when the claim's lease ends, and another process does it then (PostgreSQL).
/// Each claim goes to one claimer only.
#[test]
fn a_claim_whose_claimer_stopped_is_due_again_after_its_lease() {
    let server = PgServer::start();
    let url = server.database("lease");
    let now = Arc::new(AtomicU64::new(START));
    let first: Arc<dyn Store> = Arc::new(PgStore::open(&url).unwrap());
    let tables = common::tables_at(first.clone(), &now);
    // The other process runs from the start too (its turn clocks count from then).
    let second: Arc<dyn Store> = Arc::new(PgStore::open(&url).unwrap());
    let other = common::tables_at(second.clone(), &now);
    assert!(other.tick_all().is_empty());
    begun(&tables, 7, &[("turn_timeout", "5m")]);
    let at = START + 300;
    assert_eq!(
        first.claim_due(at - 1, TIMER_LEASE, 10).unwrap(),
        Vec::<u64>::new()
    );
    assert_eq!(first.claim_due(at, TIMER_LEASE, 10).unwrap(), [7]);
    // Claimed: nobody else gets it until the lease ends.
    assert_eq!(
        second.claim_due(at, TIMER_LEASE, 10).unwrap(),
        Vec::<u64>::new()
    );
    drop((tables, first));
    now.store(at + TIMER_LEASE - 1, Ordering::SeqCst);
    assert!(other.tick_all().is_empty());
    now.store(at + TIMER_LEASE, Ordering::SeqCst);
    let fired = other.tick_all();
    assert_eq!(fired.len(), 1);
    assert_eq!(fired[0].0, 7);
    assert!(
        fired[0].1[0].text.starts_with("Alice ran out of time."),
        "{}",
        fired[0].1[0].text
    );
}

/// The awake rule with the index: after a restart the person to move has a whole
/// `turn_timeout` again (docs/rules.md §4). The stored due time has passed; the first
/// round looks, finds nothing run out, and sets the new due time, which then fires.
#[test]
fn after_a_restart_the_timer_is_set_again_from_the_restart() {
    let now = Arc::new(AtomicU64::new(START));
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    {
        let tables = common::tables_at(store.clone(), &now);
        begun(&tables, 3, &[("turn_timeout", "5m")]);
    }
    // Two hours later the process starts again.
    now.store(START + 7200, Ordering::SeqCst);
    let tables = common::tables_at(store.clone(), &now);
    assert!(tables.tick_all().is_empty(), "the clock starts again");
    assert_eq!(
        store.claim_due(START + 7200 + 299, 1, 10).unwrap(),
        Vec::<u64>::new()
    );
    now.store(START + 7200 + 300, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1);
    assert!(fired[0].1[0].text.starts_with("Alice ran out of time."));
}

/// A record written without the table layer (a raw write, as `migrate` and repair tools
/// make, or a record from before the index) is due at once: the first round reads it
/// once and sets its due time from it.
#[test]
fn a_record_written_raw_is_looked_at_once() {
    let now = Arc::new(AtomicU64::new(START));
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let tables = common::tables_at(store.clone(), &now);
    let mut record = begun(&tables, 4, &[("turn_timeout", "5m")]);
    record.due = None;
    let bytes = serde_json::to_vec(&record).unwrap();
    store.write_raw(4, &bytes).unwrap();
    assert_eq!(store.claim_due(START, 1, 10).unwrap(), [4]);
    now.store(START + 2, Ordering::SeqCst);
    assert!(
        tables.tick_all().is_empty(),
        "looked at: nothing ran out yet"
    );
    assert_eq!(
        store.claim_due(START + 299, 1, 10).unwrap(),
        Vec::<u64>::new()
    );
    assert_eq!(store.claim_due(START + 300, 1, 10).unwrap(), [4]);
}

/// A database from before the timers' index (schema version 4): the migration makes
/// every record due at once and counts the game being played, so the first round reads
/// each record once.
#[test]
fn a_database_from_before_the_index_gets_every_record_due_at_once() {
    use checkers_bot::store::postgres::migrations::MIGRATIONS;
    use checkers_bot::store::postgres::schema_version;
    let server = PgServer::start();
    let url = server.database("upgrade");
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    client
        .batch_execute("CREATE TABLE checkers_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        .unwrap();
    for (version, sql) in (1..=4).zip(MIGRATIONS) {
        client.batch_execute(sql).unwrap();
        client
            .execute(
                "INSERT INTO checkers_schema (version) VALUES ($1)",
                &[&version],
            )
            .unwrap();
    }
    let playing = common::fixture("store/table-record-v1.json");
    client
        .execute(
            "INSERT INTO checkers_tables (channel, revision, record) VALUES (5, 13, $1), (6, 1, $2)",
            &[&playing, &b"not a record".to_vec()],
        )
        .unwrap();
    drop(client);
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.schema().unwrap(), schema_version());
    assert_eq!(store.games_in_progress().unwrap(), 1);
    // The people of the game are found too (schema 6: NULL until the row is written).
    let seated = checkers_bot::store::decode(&playing).unwrap().people();
    let found: Vec<u64> = store
        .games_of(seated[0])
        .unwrap()
        .iter()
        .map(|g| g.0)
        .collect();
    assert_eq!(found, [5]);
    let mut due = store.claim_due(0, 60, 10).unwrap();
    due.sort_unstable();
    assert_eq!(due, [5, 6]);
}

/// Reminders (docs/rules.md §4): with a day's clock the person to move is pinged when
/// half of it is gone and again when an hour is left, each once, also with two
/// processes on one store; then the clock runs out as before. A move starts them again.
#[test]
fn a_days_clock_reminds_at_half_time_and_in_the_last_hour_once_each() {
    let now = Arc::new(AtomicU64::new(START));
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let tables = common::tables_at(store.clone(), &now);
    let other = common::tables_at(store.clone(), &now);
    let record = begun(&tables, 5, &[("turn_timeout", "1d")]);
    assert_eq!(
        record.due,
        Some(START + 43_200),
        "the first reminder is indexed"
    );
    // Both processes run from the start (a turn counts from its process's start at the
    // earliest).
    assert!(other.tick_all().is_empty());
    now.store(START + 43_199, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty());
    now.store(START + 43_200, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1);
    let reply = &fired[0].1[0];
    assert_eq!(
        reply.text,
        "Alice, it is your turn: 12h left before your time runs out."
    );
    let mention = reply.mention.as_ref().expect("Alice is pinged");
    assert_eq!(mention.user, alice().id);
    assert_eq!(&reply.text[mention.name.clone()], "Alice");
    assert!(other.tick_all().is_empty(), "a reminder is sent once");
    let record = store.load(5).unwrap().unwrap();
    assert_eq!((record.reminded, record.due), (1, Some(START + 82_800)));
    // The second, when an hour is left (seconds are rounded down to minutes).
    now.store(START + 82_830, Ordering::SeqCst);
    let fired = other.tick_all();
    assert_eq!(
        fired[0].1[0].text,
        "Alice, it is your turn: 59m left before your time runs out."
    );
    assert!(tables.tick_all().is_empty());
    assert_eq!(store.load(5).unwrap().unwrap().due, Some(START + 86_400));
    now.store(START + 86_400, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert!(fired[0].1[0].text.starts_with("Alice ran out of time."));
}

/// A move starts the reminders again for the next person, counted from their turn; a
/// process that was down past both reminder times sends one, not two; a clock under
/// ten minutes is never reminded.
#[test]
fn reminders_start_again_each_turn_and_come_once_when_late() {
    let now = Arc::new(AtomicU64::new(START));
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let tables = common::tables_at(store.clone(), &now);
    begun(&tables, 6, &[("turn_timeout", "2h")]);
    now.store(START + 3600, Ordering::SeqCst);
    assert_eq!(tables.tick_all().len(), 1, "half of two hours");
    now.store(START + 3700, Ordering::SeqCst);
    tables.handle_chat(6, &alice(), "d2 e7");
    let record = store.load(6).unwrap().unwrap();
    assert_eq!(record.reminded, 0, "Bob's turn has had no reminder");
    assert_eq!(record.due, Some(START + 3700 + 3600));
    // Down until a quarter of Bob's clock is left (30 minutes of two hours): one reminder.
    now.store(START + 3700 + 5500, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1);
    assert_eq!(
        fired[0].1[0].text,
        "Bob, it is your turn: 28m left before your time runs out."
    );
    assert_eq!(store.load(6).unwrap().unwrap().reminded, 2);
    assert!(tables.tick_all().is_empty());

    begun(&tables, 7, &[("turn_timeout", "9m")]);
    assert_eq!(
        store.load(7).unwrap().unwrap().due,
        Some(START + 3700 + 5500 + 540),
        "only the clock's end"
    );
}
