//! A game stranded on a computer's turn (the process thinking it was killed) is played
//! on as soon as anyone loads it: a command in the channel, the console's start, the
//! bot's first tick. Exactly once, with several `Tables` (processes) on one database:
//! whoever holds the claim of the turn plays it, the others leave it alone, and a claim
//! dies with its process. On sled and on PostgreSQL (`tests/pg_server`). Case
//! `computer-resume` (with the real binary killed: `tests/crash.rs`; on Discord:
//! `tests/discord_play.rs`).

use crate::common;
use crate::pg_server;

use std::path::Path;
use std::sync::{Arc, Barrier};

use checkers_bot::core::Seat;
use checkers_bot::store::{SledStore, Store};
use checkers_bot::table::{Command, Reply, Tables};
use common::{alice, game, stranded_computer_game};

const CHANNEL: u64 = 7;

fn played_by_computer(replies: &[Reply]) -> bool {
    replies
        .iter()
        .any(|r| r.text.contains("Computer 2 played `"))
}

/// Any command in the channel plays the stranded turn first: `status` shows the
/// computer's move, then the status with Alice to move.
fn a_command_plays_the_stranded_turn_first(tables: &Tables) {
    stranded_computer_game(tables, CHANNEL);
    let replies = tables.handle(CHANNEL, &alice(), Command::Status);
    let texts: Vec<&str> = replies.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(replies.len(), 2, "{texts:?}");
    assert!(played_by_computer(&replies[..1]), "{texts:?}");
    assert!(replies[0].image.is_some(), "the board after it");
    assert!(texts[1].starts_with("Move 3; it is your turn"), "{texts:?}");
    assert_eq!(game(tables, CHANNEL).to_move(), Some(Seat::ALL[0]));
    assert_eq!(
        tables.store().load(CHANNEL).unwrap().unwrap().turns.len(),
        2
    );
    // Nothing more is due.
    assert!(tables.resume(CHANNEL).is_empty());
}

/// Two `Tables` on one store tick at the same moment: exactly one plays the computer's
/// turn and announces it; the record holds it once.
fn two_tables_resume_it_exactly_once(a: &Arc<Tables>, b: &Arc<Tables>) {
    for round in 0..4 {
        let channel = CHANNEL + round;
        stranded_computer_game(a, channel);
        let start = Arc::new(Barrier::new(2));
        let tick = |tables: &Arc<Tables>| {
            let (tables, start) = (Arc::clone(tables), Arc::clone(&start));
            std::thread::spawn(move || {
                start.wait();
                tables.resume(channel)
            })
        };
        let (ra, rb) = (tick(a), tick(b));
        let (ra, rb) = (ra.join().unwrap(), rb.join().unwrap());
        assert!(
            played_by_computer(&ra) != played_by_computer(&rb),
            "round {round}: exactly one plays it: {} / {}",
            ra.len(),
            rb.len()
        );
        let loser = if played_by_computer(&ra) { rb } else { ra };
        assert!(loser.is_empty(), "the other says nothing");
        let record = a.store().load(channel).unwrap().unwrap();
        assert_eq!(record.turns.len(), 2, "round {round}: {:?}", record.turns);
        assert_eq!(game(a, channel).to_move(), Some(Seat::ALL[0]));
    }
}

/// While another holds the claim of the turn (it is thinking), a load leaves the turn to
/// it: `status` shows the computer to move, and nothing is stored. Once it lets go, the
/// turn is played.
fn a_claimed_turn_is_left_to_its_claimer(tables: &Tables, claimer: &dyn Store) {
    stranded_computer_game(tables, CHANNEL);
    assert!(claimer.claim_turn(CHANNEL).unwrap());
    let replies = tables.handle(CHANNEL, &alice(), Command::Status);
    assert_eq!(replies.len(), 1);
    assert!(
        replies[0].text.contains("Computer 2 to move"),
        "{}",
        replies[0].text
    );
    assert!(tables.resume(CHANNEL).is_empty());
    assert_eq!(
        tables.store().load(CHANNEL).unwrap().unwrap().turns.len(),
        1
    );
    claimer.release_turn(CHANNEL);
    assert!(played_by_computer(&tables.resume(CHANNEL)));
    assert_eq!(
        tables.store().load(CHANNEL).unwrap().unwrap().turns.len(),
        2
    );
}

#[test]
fn on_sled_a_command_plays_the_stranded_computer_turn_first() {
    a_command_plays_the_stranded_turn_first(&common::tables());
}

#[test]
fn on_sled_two_tables_resume_a_stranded_turn_exactly_once() {
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let a = Arc::new(Tables::shared(Arc::clone(&store)).seeded(0));
    let b = Arc::new(Tables::shared(store).seeded(0));
    two_tables_resume_it_exactly_once(&a, &b);
}

#[test]
fn on_sled_a_claimed_turn_is_left_to_its_claimer() {
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let tables = Tables::shared(Arc::clone(&store)).seeded(0);
    a_claimed_turn_is_left_to_its_claimer(&tables, &*store);
}

fn open(url: &str) -> Arc<dyn Store> {
    checkers_bot::store::open(Path::new(url)).unwrap()
}

#[test]
fn on_postgres_a_command_plays_the_stranded_computer_turn_first() {
    let server = pg_server::PgServer::start();
    let tables = Tables::shared(open(&server.database("command"))).seeded(0);
    a_command_plays_the_stranded_turn_first(&tables);
}

#[test]
fn on_postgres_two_processes_resume_a_stranded_turn_exactly_once() {
    let server = pg_server::PgServer::start();
    let url = server.database("race");
    let a = Arc::new(Tables::shared(open(&url)).seeded(0));
    let b = Arc::new(Tables::shared(open(&url)).seeded(0));
    two_tables_resume_it_exactly_once(&a, &b);
}

/// The claimer is another process (its own connections); when it dies without letting
/// go, its claim ends with its connection and the turn is played.
#[test]
fn on_postgres_a_claimed_turn_is_left_to_its_claimer_until_it_dies() {
    let server = pg_server::PgServer::start();
    let url = server.database("claim");
    let tables = Tables::shared(open(&url)).seeded(0);
    let claimer = open(&url);
    a_claimed_turn_is_left_to_its_claimer(&tables, &*claimer);

    stranded_computer_game(&tables, CHANNEL + 1);
    assert!(claimer.claim_turn(CHANNEL + 1).unwrap());
    assert!(tables.resume(CHANNEL + 1).is_empty(), "claimed");
    drop(claimer); // the process dies: its connections close
    let waited = std::time::Instant::now();
    loop {
        let replies = tables.resume(CHANNEL + 1);
        if played_by_computer(&replies) {
            break;
        }
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(30),
            "the dead claimer's claim never ended"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    assert_eq!(
        tables
            .store()
            .load(CHANNEL + 1)
            .unwrap()
            .unwrap()
            .turns
            .len(),
        2
    );
}
