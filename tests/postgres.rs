//! The PostgreSQL store against a real server on loopback (`tests/pg_server`): schema
//! migrations, two table instances racing on one channel, a database restart in the
//! middle of a game, and `migrate` from a sled folder.

use crate::common;
use crate::pg_server;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Barrier};

use checkers_bot::core::HouseRules;
use checkers_bot::ratings::rate;
use checkers_bot::store::postgres::{schema_version, PgStore};
use checkers_bot::store::{
    decode, ranked, ChannelSetting, GameQuery, KeptGame, KeptSeat, Occupant, Phase, Player,
    PlayerRating, SeatEnd, SledStore, Store, KEPT_FORMAT,
};
use checkers_bot::table::{game_of, Command, Reply, Tables};
use common::{alice, bob, computer_game, fixture, new_game, texts};
use pg_server::PgServer;

fn open(url: &str) -> Arc<dyn Store> {
    checkers_bot::store::open(Path::new(url)).unwrap()
}

/// The first legal move of the player to move in `channel`, as typed.
fn a_legal_move(store: &dyn Store, channel: u64) -> String {
    let game = game_of(&store.load(channel).unwrap().unwrap()).unwrap();
    let mv = game.legal_moves()[0];
    format!("{} {}", mv.from, mv.to)
}

/// The schema is made at the first open, once, and its version recorded.
#[test]
fn schema_is_migrated_once_at_open() {
    let server = PgServer::start();
    let url = server.database("checkers");
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.schema().unwrap(), schema_version());
    drop(store);
    let store = PgStore::open(&url).unwrap();
    // Version 2: kept games and ratings; 3: solitaire crossings;
    // 4: private games (shown only in their own channel); 5: the timers' index; 6: the
    // people seated at each game (`games`); 7: the pools of seeks; 8: the trigger that
    // tells every listening process of each change; 9: reports; 10: rating seasons; 11: the
    // daily puzzle's plans and answers; 12: tournaments.
    assert_eq!(store.schema().unwrap(), 12);
    // Opened by several processes at once, each migration still runs once.
    let other = server.database("together");
    let opened: Vec<_> = (0..4)
        .map(|_| {
            let url = other.clone();
            std::thread::spawn(move || PgStore::open(&url).map(|s| s.schema().unwrap()))
        })
        .collect();
    for o in opened {
        assert_eq!(o.join().unwrap().unwrap(), 12);
    }
}

/// Two table instances (two processes, each with its own channel locks) on one database,
/// the same move sent to both at once: exactly one plays it, the other reads the record
/// again and answers truthfully that it is no longer that player's turn.
#[test]
fn two_table_instances_racing_on_one_channel_only_one_wins() {
    let server = PgServer::start();
    let url = server.database("race");
    let a = Arc::new(Tables::shared(open(&url)).seeded(0));
    let b = Arc::new(Tables::shared(open(&url)).seeded(0));
    a.handle(1, &alice(), new_game(2));
    b.handle(1, &bob(), Command::Join);
    a.handle(1, &alice(), Command::Start);
    for round in 0..8 {
        let before = a.store().load(1).unwrap().unwrap();
        let game = game_of(&before).unwrap();
        let seat = game.to_move().unwrap();
        let user = match &before.seats[seat.index()] {
            Occupant::Human { id: 1, .. } => alice(),
            _ => bob(),
        };
        let text = a_legal_move(a.store(), 1);
        let start = Arc::new(Barrier::new(2));
        let run = |tables: &Arc<Tables>| {
            let (tables, start, user, text) = (
                Arc::clone(tables),
                Arc::clone(&start),
                user.clone(),
                text.clone(),
            );
            std::thread::spawn(move || {
                start.wait();
                tables.handle(1, &user, Command::Move(text))
            })
        };
        let (ra, rb) = (run(&a), run(&b));
        let (ra, rb) = (ra.join().unwrap(), rb.join().unwrap());
        let played = |r: &[Reply]| r.iter().any(|r| r.text.contains(" played `"));
        assert!(
            played(&ra) != played(&rb),
            "round {round}: exactly one plays: {:?} / {:?}",
            texts(&ra),
            texts(&rb)
        );
        let loser = if played(&ra) { &rb } else { &ra };
        assert_eq!(loser.len(), 1, "{:?}", texts(loser));
        assert!(loser[0].private);
        assert!(
            loser[0].text.starts_with("It is not your turn"),
            "round {round}: {}",
            loser[0].text
        );
        let after = a.store().load(1).unwrap().unwrap();
        assert_eq!(after.turns.len(), before.turns.len() + 1);
        assert_eq!(after.revision, before.revision + 1);
    }
}

/// Two table instances (two processes) on one database: every write of a channel's record
/// through one is told to the other as it commits (`LISTEN`/`NOTIFY`), though nothing was
/// asked of the other, so the pages it serves look at once instead of at their next
/// poll. The time from a write's answer to the other's hearing of it is printed.
#[test]
fn a_write_through_one_process_is_told_to_the_other_as_it_commits() {
    use tokio::sync::broadcast::error::TryRecvError;
    let server = PgServer::start();
    let url = server.database("listen");
    let a = Tables::shared(open(&url)).seeded(0);
    let b = Tables::shared(open(&url)).seeded(0);
    let mut heard = b.changes();
    let mut waits = Vec::new();
    let mut wait_for = |what: &str| {
        let since = std::time::Instant::now();
        loop {
            match heard.try_recv() {
                Ok(channel) => {
                    assert_eq!(channel, 1, "{what}");
                    waits.push(since.elapsed());
                    return;
                }
                Err(TryRecvError::Empty) => {
                    assert!(
                        since.elapsed() < std::time::Duration::from_secs(10),
                        "{what}: not heard by the other process"
                    );
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                Err(e) => panic!("{what}: {e}"),
            }
        }
    };
    a.handle(1, &alice(), new_game(2));
    wait_for("the new table");
    a.handle(1, &bob(), Command::Join);
    wait_for("a seat taken");
    a.handle(1, &alice(), Command::Start);
    wait_for("the start");
    for round in 0..12 {
        let record = a.store().load(1).unwrap().unwrap();
        let seat = game_of(&record).unwrap().to_move().unwrap();
        let user = match &record.seats[seat.index()] {
            Occupant::Human { id: 1, .. } => alice(),
            _ => bob(),
        };
        let replies = a.handle(1, &user, Command::Move(a_legal_move(a.store(), 1)));
        assert!(replies.iter().all(|r| !r.private), "{:?}", texts(&replies));
        wait_for(&format!("move {round}"));
    }
    // Nothing more: one notice a write.
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(matches!(heard.try_recv(), Err(TryRecvError::Empty)));
    waits.sort();
    eprintln!(
        "heard by the other process after: median {:?}, worst {:?} ({} writes)",
        waits[waits.len() / 2],
        waits[waits.len() - 1],
        waits.len()
    );
}

/// The database restarts in the middle of a game: the command it affects answers "try
/// again in a moment" and changes nothing, nothing crashes, and once the database is back
/// the same tables reconnect and the game goes on with every confirmed move.
#[test]
fn a_database_restart_mid_game_answers_try_again_and_the_game_goes_on() {
    let server = PgServer::start();
    let url = server.database("restart");
    let tables = Tables::shared(open(&url)).seeded(0);
    computer_game(&tables, 1);
    let first = a_legal_move(tables.store(), 1);
    let r = tables.handle(1, &alice(), Command::Move(first));
    assert!(r[0].text.contains("Alice played"), "{:?}", texts(&r));
    let confirmed = tables.store().load(1).unwrap().unwrap();
    assert_eq!(confirmed.turns.len(), 2, "Alice's move and the computer's");
    let next = a_legal_move(tables.store(), 1);

    // Stopped at once, as after a crash of the server.
    server.stop(false);
    let r = tables.handle(1, &alice(), Command::Move(next.clone()));
    assert_eq!(r.len(), 1, "{:?}", texts(&r));
    assert!(r[0].private);
    assert_eq!(
        r[0].text,
        "The database cannot be reached right now, so nothing was changed. Please try again in a moment."
    );

    server.start_again();
    // For this long after a failed connection the store answers at once without trying.
    std::thread::sleep(checkers_bot::store::postgres::UNREACHABLE_FOR);
    let r = tables.handle(1, &alice(), Command::Move(next));
    assert!(r[0].text.contains("Alice played"), "{:?}", texts(&r));
    let record = tables.store().load(1).unwrap().unwrap();
    assert_eq!(record.turns[..2], confirmed.turns[..]);
    assert_eq!(record.turns.len(), 4);
}

/// What the server refuses is told in its own words, at once (not as "timed out" after
/// the pool's wait): a database or a role that does not exist. A URL without a database
/// is refused before connecting (libpq would take the user's name for it).
#[test]
fn a_wrong_database_or_role_is_told_in_postgresqls_words_and_a_url_needs_a_database() {
    let server = PgServer::start();
    let refused = |url: &str| {
        let at = std::time::Instant::now();
        let e = PgStore::open(url).expect_err(url);
        assert!(
            matches!(e, checkers_bot::store::StoreError::Backend(_)),
            "{url}: {e:?}"
        );
        assert!(
            at.elapsed() < checkers_bot::store::postgres::WAIT,
            "{url}: {:?}",
            at.elapsed()
        );
        // As the command line shows it: the error and its causes.
        let mut text = e.to_string();
        let mut cause = std::error::Error::source(&e);
        while let Some(c) = cause {
            text = format!("{text}: {c}");
            cause = c.source();
        }
        text
    };
    let e = refused(&server.url_of("nope"));
    assert!(e.contains(r#"database "nope" does not exist"#), "{e}");
    let (role, rest) = server
        .url()
        .split_once('@')
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .unwrap();
    assert!(role.starts_with("postgres://"));
    let e = refused(&format!("postgres://nobody@{rest}"));
    assert!(e.contains(r#"role "nobody" does not exist"#), "{e}");
    let host = rest.split('/').next().unwrap();
    let e = refused(&format!("{role}@{host}"));
    assert!(e.contains("names no database"), "{e}");
    // The right URL opens.
    PgStore::open(&server.database("right")).unwrap();
}

/// Every file of folder `dir`, with its bytes, in path order.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let bytes = std::fs::read(&p).unwrap();
                files.push((p, bytes));
            }
        }
    }
    files.sort();
    files
}

fn run_migrate(from: &Path, to: &str) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_checkers-bot"))
        .arg("migrate")
        .arg("--from")
        .arg(from)
        .args(["--to", to])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    // Piped, it draws no progress bar.
    assert!(!stderr.contains(['\r', '\u{1b}']), "{stderr:?}");
    stdout
}

/// A finished game on `server` in `channel`, ended at `ended`, with people `(id, name,
/// place)` in seat order, all home: rated unless it is a solitaire game.
fn kept(server: u64, channel: u64, people: &[(u64, &str, usize)], ended: u64) -> KeptGame {
    KeptGame {
        format: KEPT_FORMAT,
        id: 0,
        server,
        channel,
        started: ended - 600,
        ended,
        seats: people
            .iter()
            .map(|&(id, name, place)| KeptSeat {
                player: Player::Person {
                    id,
                    name: name.into(),
                },
                place,
                end: SeatEnd::Finished,
                moves: 30 + id as u32 % 10,
            })
            .collect(),
        record: "Game: Chinese Checkers\nPlayers: 2\nArmies: 1\nFirst: 1\n\nd2-e7\n".into(),
        rated: true,
        private: false,
        aborted: false,
        places: Vec::new(),
    }
}

/// Ends `game` on `channel` through [`Store::finish`] (storing the fixture record there
/// first when the channel has none); returns its game id.
fn finish(store: &dyn Store, channel: u64, mut game: KeptGame) -> u64 {
    let mut record = store.load(channel).unwrap().unwrap_or_else(|| {
        let mut record = decode(&fixture("store/table-record-v1.json")).unwrap();
        store.save(channel, None, &mut record).unwrap();
        record
    });
    record.phase = Phase::Finished;
    let expected = record.revision;
    store
        .finish(channel, expected, &mut record, &mut game, &rate)
        .unwrap();
    game.id
}

/// People of the migration tests' kept games.
const ANN: u64 = 101;
const BEN: u64 = 102;
const CAT: u64 = 103;
const DAN: u64 = 104;
const EVE: u64 = 105;

/// Kept games on two servers (500 in channel 11, 600 in channel 21), their ratings, two
/// best crossings, and Eve forgotten (`forget-me`) before any migration.
fn keep_history(store: &dyn Store) {
    let t = 1_700_000_000;
    let games = [
        (11, kept(500, 11, &[(ANN, "Ann", 1), (BEN, "Ben", 2)], t)),
        (
            11,
            kept(
                500,
                11,
                &[(BEN, "Ben", 1), (CAT, "Cat", 2), (DAN, "Dan", 3)],
                t + 1,
            ),
        ),
        (
            21,
            kept(600, 21, &[(ANN, "Ann", 2), (CAT, "Cat", 1)], t + 2),
        ),
        (
            21,
            kept(600, 21, &[(EVE, "Eve", 1), (ANN, "Ann", 2)], t + 3),
        ),
        (11, kept(500, 11, &[(DAN, "Dan", 1)], t + 4)),
        (21, kept(600, 21, &[(ANN, "Ann", 1)], t + 5)),
    ];
    for (n, (channel, game)) in (1..).zip(games) {
        assert_eq!(finish(store, channel, game), n);
    }
    assert!(store.forget(EVE).unwrap());
}

/// Every kept game of `server`, newest first.
fn history(store: &dyn Store, server: u64) -> Vec<KeptGame> {
    let all = GameQuery {
        server,
        channel: 0,
        user: None,
        skip: 0,
        limit: usize::MAX,
    };
    store.kept_games(&all).unwrap()
}

/// The ratings of `server` by user id.
fn ratings(store: &dyn Store, server: u64) -> Vec<PlayerRating> {
    let mut ratings = store.ratings(server).unwrap();
    ratings.sort_by_key(|r| r.user);
    ratings
}

/// `pg` holds the kept games, ratings and crossings of `sled` ([`keep_history`]), the same
/// values, with the same ids.
fn assert_same_history(pg: &dyn Store, sled: &dyn Store) {
    let ids =
        |s: &dyn Store, server| -> Vec<u64> { history(s, server).iter().map(|g| g.id).collect() };
    assert_eq!(ids(pg, 500), [5, 2, 1]);
    assert_eq!(ids(pg, 600), [6, 4, 3]);
    for server in [500, 600] {
        assert_eq!(history(pg, server), history(sled, server));
        assert_eq!(ratings(pg, server), ratings(sled, server));
        assert_eq!(
            ranked(pg.crossings(server).unwrap()),
            ranked(sled.crossings(server).unwrap())
        );
    }
    for id in 1..=6 {
        assert_eq!(pg.kept_game(id).unwrap(), sled.kept_game(id).unwrap());
    }
    let users = |server| -> Vec<(u64, String, u32, u64)> {
        ratings(pg, server)
            .into_iter()
            .map(|r| (r.user, r.name, r.games, r.places))
            .collect()
    };
    assert_eq!(
        users(500),
        [
            (ANN, "Ann".into(), 1, 1),
            (BEN, "Ben".into(), 2, 3),
            (CAT, "Cat".into(), 1, 2),
            (DAN, "Dan".into(), 1, 3)
        ]
    );
    // Eve was forgotten before: no rating, "a former player" in her game.
    assert_eq!(
        users(600),
        [(ANN, "Ann".into(), 2, 4), (CAT, "Cat".into(), 1, 1)]
    );
    assert_eq!(
        pg.kept_game(4).unwrap().unwrap().seats[0].player,
        Player::Former
    );
    let best = |server| -> Vec<(u64, u32, u64)> {
        ranked(pg.crossings(server).unwrap())
            .iter()
            .map(|c| (c.user, c.moves, c.game))
            .collect()
    };
    assert_eq!(best(500), [(DAN, 34, 5)]);
    assert_eq!(best(600), [(ANN, 31, 6)]);
}

/// After migrating: a game kept in the database gets an id above the copied ones; a person
/// forgotten there stays forgotten when `migrate` runs again, and what went on there is
/// kept.
fn play_on_and_migrate_again(db: &Path, url: &str) {
    let pg = open(url);
    let game = kept(500, 11, &[(ANN, "Ann", 1), (CAT, "Cat", 2)], 1_800_000_000);
    assert_eq!(finish(pg.as_ref(), 11, game), 7);
    assert!(pg.forget(BEN).unwrap());
    let newer = ratings(pg.as_ref(), 500);
    let expected = "records: 5\ndefaults: 1\nlanguages: 2\nthemes: 1\ndamaged: 1\n\
                    games: 6\nratings: 6\ncrossings: 2\n\
                    settings: anywhere 1, blocks 1, shows 1\nreports: 1\n\
                    records kept newer in the database (not overwritten): 2 (channels 1, 11)\n\
                    ratings kept newer in the database (not overwritten): 2\n\
                    people forgotten in the database (not copied back): 1\n\
                    checked: every record, setting, game, rating and crossing reads back the same\n";
    assert_eq!(run_migrate(db, url), expected);
    assert_eq!(run_migrate(db, url), expected, "and again: the same");
    assert_eq!(
        ratings(pg.as_ref(), 500),
        newer,
        "Ann and Cat as they played on"
    );
    assert!(newer.iter().all(|r| r.user != BEN));
    let ids: Vec<u64> = history(pg.as_ref(), 500).iter().map(|g| g.id).collect();
    assert_eq!(ids, [7, 5, 2, 1]);
    for id in [1, 2] {
        let game = pg.kept_game(id).unwrap().unwrap();
        assert!(!game.has(BEN), "game {id}: {:?}", game.seats);
        assert!(game.seats.iter().any(|s| s.player == Player::Former));
    }
    // The next game still gets a new id.
    let game = kept(600, 21, &[(CAT, "Cat", 1), (ANN, "Ann", 2)], 1_800_000_100);
    assert_eq!(finish(pg.as_ref(), 21, game), 8);
}

/// A person forgotten in the folder after a migration is forgotten in the database when
/// `migrate` runs again: their seats, and their ratings there, including those of games
/// played only in the database.
fn forget_in_the_folder_and_migrate_again(db: &Path, url: &str) {
    let sled = SledStore::open(db).unwrap();
    assert!(sled.forget(CAT).unwrap());
    drop(sled);
    let counts = "records: 5\ndefaults: 1\nlanguages: 2\nthemes: 1\ndamaged: 1\n\
                  games: 6\nratings: 4\ncrossings: 2\n\
                  settings: anywhere 1, blocks 1, shows 1\nreports: 1\n\
                  records kept newer in the database (not overwritten): 3 (channels 1, 11, 21)\n\
                  ratings kept newer in the database (not overwritten): 2\n\
                  people forgotten in the database (not copied back): 1\n";
    let checked = "checked: every record, setting, game, rating and crossing reads back the same\n";
    let forgotten_here = "people forgotten in the folder, now forgotten in the database too: 1\n";
    assert_eq!(
        run_migrate(db, url),
        format!("{counts}{forgotten_here}{checked}")
    );
    assert_eq!(run_migrate(db, url), format!("{counts}{checked}"));
    let pg = open(url);
    for (server, people) in [(500, &[ANN, DAN][..]), (600, &[ANN])] {
        let users: Vec<u64> = ratings(pg.as_ref(), server)
            .iter()
            .map(|r| r.user)
            .collect();
        assert_eq!(users, people, "server {server}");
    }
    for id in [2, 3, 7, 8] {
        let game = pg.kept_game(id).unwrap().unwrap();
        assert!(!game.has(CAT), "game {id}: {:?}", game.seats);
    }
    assert!(!pg.forget(CAT).unwrap(), "nothing of Cat's is left");
}

/// Acceptance: `migrate` copies a sled folder holding games, defaults, languages, a theme,
/// a damaged record, and the kept games of two servers with their ratings and best
/// crossings; run again it doubles nothing; the folder is left byte for byte as it was;
/// the games play on from PostgreSQL, and games kept there get new ids.
/// A block and a report in `store`, for `migrate` to copy.
fn block_and_report(store: &dyn Store) {
    store
        .save_setting(ChannelSetting::Blocks, 7, Some("8 9"))
        .unwrap();
    let mut report = checkers_bot::store::reports::Report {
        id: 0,
        at: 1_800_000_000,
        server: 5,
        channel: 1,
        reporter: 7,
        name: "Ann".into(),
        reason: "rude".into(),
        record: serde_json::json!({ "kept": true }),
    };
    store.report(&mut report).unwrap();
}

/// [`block_and_report`]'s block and report in `pg` as in `sled`: the report under its
/// number, and the next one made in the database after it.
fn blocked_and_reported(pg: &dyn Store, sled: &SledStore) {
    assert_eq!(
        pg.load_setting(ChannelSetting::Blocks, 7)
            .unwrap()
            .as_deref(),
        Some("8 9")
    );
    let reports = sled.reports(10).unwrap();
    assert_eq!(pg.reports(10).unwrap(), reports);
    let mut next = reports[0].clone();
    pg.report(&mut next).unwrap();
    assert_eq!(next.id, reports[0].id + 1);
}

#[test]
fn migrate_round_trips_a_sled_folder_and_can_run_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot");
    {
        let tables = Tables::with_seed(SledStore::open(&db).unwrap(), 0);
        for channel in [1, 2, 3] {
            computer_game(&tables, channel);
        }
        let first = a_legal_move(tables.store(), 1);
        tables.handle(1, &alice(), Command::Move(first));
        let store = tables.store();
        let rules: HouseRules = "preset=masters".parse().unwrap();
        store.save_defaults(2, &rules).unwrap();
        // Languages, a theme, the console's player; a thread that shows the game kept in
        // channel 1; a server open to every server.
        for (setting, key, value) in [
            (ChannelSetting::Language, 3, "it"),
            (ChannelSetting::Language, 40, "cs"),
            (ChannelSetting::Theme, 1, "dark"),
            (ChannelSetting::ConsolePlayer, 0, "Ann"),
            (ChannelSetting::Shows, 77, "1"),
            (ChannelSetting::Anywhere, 500, "on"),
        ] {
            store.save_setting(setting, key, Some(value)).unwrap();
        }
        store.write_raw(9, b"damaged").unwrap();
        store.quarantine(9).unwrap();
        block_and_report(store);
        keep_history(store);
        store.flush().unwrap();
    }
    let before = snapshot(&db);
    let server = PgServer::start();
    let url = server.database("migrated");
    let expected = "records: 5\ndefaults: 1\nlanguages: 2\nthemes: 1\ndamaged: 1\n\
                    games: 6\nratings: 6\ncrossings: 2\nsettings: anywhere 1, blocks 1, shows 1\nreports: 1\n\
                    checked: every record, setting, game, rating and crossing reads back the same\n";
    assert_eq!(run_migrate(&db, &url), expected);
    assert_eq!(run_migrate(&db, &url), expected, "run again: the same");
    assert_eq!(snapshot(&db), before, "the source is untouched");

    let pg = open(&url);
    let sled = SledStore::open(&db).unwrap();
    assert_eq!(pg.channels().unwrap(), [1, 2, 3, 11, 21]);
    assert_same_history(pg.as_ref(), &sled);
    for channel in [1, 2, 3, 11, 21] {
        assert_eq!(pg.load(channel).unwrap(), sled.load(channel).unwrap());
    }
    assert_eq!(pg.load_defaults(2).unwrap(), sled.load_defaults(2).unwrap());
    assert!(pg.load_defaults(2).unwrap().is_some());
    let lang = |s: &dyn Store, c| s.load_setting(ChannelSetting::Language, c).unwrap();
    assert_eq!(lang(pg.as_ref(), 3).as_deref(), Some("it"));
    assert_eq!(lang(pg.as_ref(), 40).as_deref(), Some("cs"));
    assert_eq!(
        pg.load_setting(ChannelSetting::Theme, 1)
            .unwrap()
            .as_deref(),
        Some("dark")
    );
    assert_eq!(
        pg.load_setting(ChannelSetting::ConsolePlayer, 0)
            .unwrap()
            .as_deref(),
        Some("Ann")
    );
    let setting = |s: ChannelSetting, key| pg.load_setting(s, key).unwrap();
    assert_eq!(setting(ChannelSetting::Shows, 77).as_deref(), Some("1"));
    assert_eq!(
        setting(ChannelSetting::Anywhere, 500).as_deref(),
        Some("on")
    );
    assert_eq!(pg.damaged(9).unwrap(), [b"damaged".to_vec()]);
    blocked_and_reported(pg.as_ref(), &sled);
    drop(sled);

    // The game plays on from the database.
    let tables = Tables::shared(pg).seeded(0);
    let next = a_legal_move(tables.store(), 1);
    let r = tables.handle(1, &alice(), Command::Move(next));
    assert!(r[0].text.contains("Alice played"), "{:?}", texts(&r));
    play_on_and_migrate_again(&db, &url);
    forget_in_the_folder_and_migrate_again(&db, &url);

    // A database that kept games of its own under the folder's game ids: nothing copied.
    let own = server.database("own_games");
    let store = open(&own);
    let game = kept(500, 31, &[(ANN, "Ann", 1), (BEN, "Ben", 2)], 1_800_000_000);
    assert_eq!(finish(store.as_ref(), 31, game), 1);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_checkers-bot"))
        .args(["migrate", "--to", &own, "--from"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "the database holds another game under game id 1 (it kept games of its own \
             before): nothing was copied"
        ),
        "{stderr}"
    );
    assert_eq!(store.channels().unwrap(), [31]);
    assert_eq!(history(store.as_ref(), 500).len(), 1);
}

/// A password with the characters a URL gives meaning to (`@ / # ? : %`), percent-encoded
/// as `database_password` puts it (docs/operating.md, "Configuration"), signs in to a
/// server that asks for it; a wrong one gets PostgreSQL's own words and is never shown.
#[test]
fn a_percent_encoded_password_of_any_characters_signs_in() {
    let server = PgServer::start_with_password_for("pw");
    let url = server.database("pw");
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    admin
        .batch_execute(
            "CREATE ROLE pw LOGIN PASSWORD 'p@ss/w#rd?:%'; GRANT ALL ON SCHEMA public TO pw",
        )
        .unwrap();
    let good = format!(
        "postgres://pw:p%40ss%2Fw%23rd%3F%3A%25@127.0.0.1:{}/pw",
        server.port()
    );
    let store = PgStore::open(&good).expect("the encoded password signs in");
    assert_eq!(store.channels().unwrap(), Vec::<u64>::new());
    let wrong = format!("postgres://pw:n0pe%40@127.0.0.1:{}/pw", server.port());
    let chain = |e: checkers_bot::store::StoreError| {
        std::iter::successors(std::error::Error::source(&e), |c| c.source())
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(": ")
    };
    let Err(wrong) = PgStore::open(&wrong) else {
        panic!("a wrong password signed in")
    };
    let told = chain(wrong);
    assert_eq!(
        told,
        format!(
            "cannot connect to postgres://pw:***@127.0.0.1:{}/pw: FATAL: password \
             authentication failed for user \"pw\"",
            server.port()
        )
    );
    let unencoded = format!("postgres://pw:p@ss/w#rd@127.0.0.1:{}/pw", server.port());
    let Err(unencoded) = PgStore::open(&unencoded) else {
        panic!("an unencoded password was taken")
    };
    let told = chain(unencoded);
    assert!(told.contains("must be percent-encoded"), "{told}");
    assert!(!told.contains("ss/w"), "{told}");
    // No password where the server asks for one: said so, not "does not answer".
    let none = format!("postgres://pw@127.0.0.1:{}/pw", server.port());
    let Err(none) = PgStore::open(&none) else {
        panic!("no password was taken")
    };
    assert!(
        matches!(none, checkers_bot::store::StoreError::Backend(_)),
        "{none:?}"
    );
    assert_eq!(
        chain(none),
        format!(
            "cannot connect to postgres://pw@127.0.0.1:{}/pw: the server asks for a password; \
             give it in the URL or in CHECKERS_DATABASE_PASSWORD",
            server.port()
        )
    );
}

/// A transaction PostgreSQL rolled back because it lost a race with another one (a
/// serialization failure, 40001; a deadlock, 40P01) is a lost race to the store, like a
/// compare-and-swap lost (`StoreError::Conflict`), which the table runs again
/// (`Refusal::Busy`), and not an outage (PostgreSQL's manual, "Serialization Failure
/// Handling"). Both failures are made here for real, on two connections.
#[test]
fn serialization_failures_and_deadlocks_are_lost_races_not_outages() {
    use checkers_bot::store::StoreError;
    use checkers_bot::table::Refusal;
    use postgres::error::SqlState;
    let server = PgServer::start();
    let url = server.database("races");
    let connect = || postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let (mut one, mut two) = (connect(), connect());
    one.batch_execute(
        "CREATE TABLE t (id int PRIMARY KEY, v int); INSERT INTO t VALUES (1, 0), (2, 0)",
    )
    .unwrap();
    // 40001: a snapshot taken, the row changed by another transaction, then written.
    let mut first = one
        .build_transaction()
        .isolation_level(postgres::IsolationLevel::RepeatableRead)
        .start()
        .unwrap();
    first.query("SELECT v FROM t WHERE id = 1", &[]).unwrap();
    two.execute("UPDATE t SET v = 1 WHERE id = 1", &[]).unwrap();
    let failed = first
        .execute("UPDATE t SET v = 2 WHERE id = 1", &[])
        .unwrap_err();
    assert_eq!(failed.code(), Some(&SqlState::T_R_SERIALIZATION_FAILURE));
    let failed = StoreError::from(failed);
    assert!(matches!(failed, StoreError::Conflict), "{failed:?}");
    assert!(matches!(Refusal::from(failed), Refusal::Busy));
    drop(first);
    // 40P01: each transaction holds the row the other one wants.
    let barrier = Arc::new(Barrier::new(2));
    let lock_both =
        |mut client: postgres::Client, mine: i32, theirs: i32, barrier: Arc<Barrier>| {
            std::thread::spawn(move || {
                let mut tx = client.transaction().unwrap();
                tx.execute("UPDATE t SET v = v + 1 WHERE id = $1", &[&mine])
                    .unwrap();
                barrier.wait();
                let second = tx.execute("UPDATE t SET v = v + 1 WHERE id = $1", &[&theirs]);
                match second {
                    Ok(_) => tx.commit().map(|()| None),
                    Err(e) => Ok(Some(e)),
                }
            })
        };
    let a = lock_both(one, 1, 2, Arc::clone(&barrier));
    let b = lock_both(two, 2, 1, barrier);
    let failures: Vec<postgres::Error> = [a, b]
        .into_iter()
        .filter_map(|t| t.join().unwrap().unwrap())
        .collect();
    assert_eq!(failures.len(), 1, "one of the two is chosen: {failures:?}");
    let failed = failures.into_iter().next().unwrap();
    assert_eq!(failed.code(), Some(&SqlState::T_R_DEADLOCK_DETECTED));
    assert!(matches!(StoreError::from(failed), StoreError::Conflict));
}
