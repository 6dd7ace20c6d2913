//! The PostgreSQL store against a real server on loopback (`tests/pg_server`): schema
//! migrations, two table instances racing on one channel, a database restart in the
//! middle of a game, and `migrate` from a sled folder.

mod common;
mod pg_server;

use std::path::{Path, PathBuf};
use std::sync::{Arc, Barrier};

use checkers_bot::core::HouseRules;
use checkers_bot::store::postgres::{schema_version, PgStore};
use checkers_bot::store::{ChannelSetting, Occupant, SledStore, Store};
use checkers_bot::table::{game_of, Command, Reply, Tables};
use common::{alice, bob, computer_game, new_game};
use pg_server::PgServer;

fn open(url: &str) -> Arc<dyn Store> {
    checkers_bot::store::open(Path::new(url)).unwrap()
}

fn texts(replies: &[Reply]) -> Vec<&str> {
    replies.iter().map(|r| r.text.as_str()).collect()
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
    // Version 2: kept games and ratings (issue 16); 3: solitaire crossings (issue 19);
    // 4: private games (shown only in their own channel).
    assert_eq!(store.schema().unwrap(), 4);
    // Opened by several processes at once, each migration still runs once.
    let other = server.database("together");
    let opened: Vec<_> = (0..4)
        .map(|_| {
            let url = other.clone();
            std::thread::spawn(move || PgStore::open(&url).map(|s| s.schema().unwrap()))
        })
        .collect();
    for o in opened {
        assert_eq!(o.join().unwrap().unwrap(), 4);
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
    let r = tables.handle(1, &alice(), Command::Move(next));
    assert!(r[0].text.contains("Alice played"), "{:?}", texts(&r));
    let record = tables.store().load(1).unwrap().unwrap();
    assert_eq!(record.turns[..2], confirmed.turns[..]);
    assert_eq!(record.turns.len(), 4);
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
    // Piped, it draws no progress bar (issue 20, item 5).
    assert!(!stderr.contains(['\r', '\u{1b}']), "{stderr:?}");
    stdout
}

/// Acceptance: `migrate` copies a sled folder holding games, defaults, languages, a theme
/// and a damaged record; run again it doubles nothing; the folder is left byte for byte
/// as it was; the games play on from PostgreSQL.
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
        store
            .save_setting(ChannelSetting::Language, 3, Some("it"))
            .unwrap();
        store
            .save_setting(ChannelSetting::Language, 40, Some("cs"))
            .unwrap();
        store
            .save_setting(ChannelSetting::Theme, 1, Some("dark"))
            .unwrap();
        store.write_raw(9, b"damaged").unwrap();
        store.quarantine(9).unwrap();
        store.flush().unwrap();
    }
    let before = snapshot(&db);
    let server = PgServer::start();
    let url = server.database("migrated");
    let expected = "records: 3\ndefaults: 1\nlanguages: 2\nthemes: 1\ndamaged: 1\n\
                    checked: every record and setting reads back the same\n";
    assert_eq!(run_migrate(&db, &url), expected);
    assert_eq!(run_migrate(&db, &url), expected, "run again: the same");
    assert_eq!(snapshot(&db), before, "the source is untouched");

    let pg = open(&url);
    let sled = SledStore::open(&db).unwrap();
    assert_eq!(pg.channels().unwrap(), [1, 2, 3]);
    for channel in [1, 2, 3] {
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
    assert_eq!(pg.damaged(9).unwrap(), [b"damaged".to_vec()]);

    // The game plays on from the database.
    let tables = Tables::shared(pg).seeded(0);
    let next = a_legal_move(tables.store(), 1);
    let r = tables.handle(1, &alice(), Command::Move(next));
    assert!(r[0].text.contains("Alice played"), "{:?}", texts(&r));
}
