//! Crash safety with the real binary: a confirmed move survives SIGKILL (case
//! `crash-after-ack`), and a kill at any moment leaves each record either as it was or as
//! it became, never a mix; a kill inside the transaction that ends a game leaves neither
//! its result nor its ratings, just after it both. The first case and the
//! game's end run on sled and on PostgreSQL (a throwaway server on loopback,
//! `tests/pg_server`).

use crate::common;
use crate::pg_server;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use checkers_bot::core::{Game, Seat, Turn};
use checkers_bot::store::{SledStore, Store};
use checkers_bot::table::game_of;

/// `checkers-bot play` on `db` with piped input and output.
fn spawn_play(db: &Path, extra: &[&str]) -> Child {
    spawn_play_out(db, &db.with_extension("boards"), extra)
}

/// [`spawn_play`] with the board images in `out`.
fn spawn_play_out(db: &Path, out: &Path, extra: &[&str]) -> Child {
    common::bin()
        .args(["play", "--no-ascii", "--seed", "0", "--db"])
        .arg(db)
        .arg("--out")
        .arg(out)
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts")
}

/// The lines of the child's output, read on a thread.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Waits for a line containing `what`; returns every line read up to it.
fn wait_for(rx: &mpsc::Receiver<String>, what: &str) -> Vec<String> {
    let mut seen = Vec::new();
    loop {
        match rx.recv_timeout(Duration::from_mins(2)) {
            Ok(line) => {
                let found = line.contains(what);
                seen.push(line);
                if found {
                    return seen;
                }
            }
            Err(e) => panic!("no `{what}` in the output ({e}): {seen:#?}"),
        }
    }
}

/// The text between the first pair of backticks after `marker` in `line`.
fn quoted_after<'a>(line: &'a str, marker: &str) -> Option<&'a str> {
    let rest = &line[line.find(marker)? + marker.len()..];
    let start = rest.find('`')? + 1;
    let len = rest[start..].find('`')?;
    Some(&rest[start..start + len])
}

/// Case `crash-after-ack`: the console confirms a move, the process is killed with
/// SIGKILL at once; after a restart the move (and the computer's answer shown in the same
/// reply) is there, and play goes on from it.
#[test]
fn crash_after_ack_the_confirmed_move_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    crash_after_ack(&dir.path().join("console"), &dir.path().join("boards"));
}

/// Case `crash-after-ack` with the database in PostgreSQL: the move was committed before
/// the reply, so it is there after SIGKILL.
#[test]
fn crash_after_ack_on_postgres_the_confirmed_move_survives_sigkill() {
    let server = pg_server::PgServer::start();
    let url = server.database("console");
    let dir = tempfile::tempdir().unwrap();
    crash_after_ack(Path::new(&url), &dir.path().join("boards"));
}

/// Opens the store at `db` (a folder or a URL).
fn open(db: &Path) -> std::sync::Arc<dyn Store> {
    checkers_bot::store::open(db).expect("the database opens after SIGKILL")
}

fn crash_after_ack(db: &Path, out: &Path) {
    let db = db.to_path_buf();
    let mut child = spawn_play_out(&db, out, &["--opponents", "1"]);
    let rx = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    // Seed 0: the player moves first. The input stays open: the process waits for more.
    wait_for(&rx, "Player, your turn");
    writeln!(stdin, "d2 e7").unwrap();
    let seen = wait_for(&rx, "Player played `d2-e7`");
    // The computer's answer is part of the same confirmation.
    let more = wait_for(&rx, "Computer 2 played");
    let answer = quoted_after(more.last().unwrap(), "Computer 2 played")
        .unwrap()
        .to_string();
    child.kill().unwrap(); // SIGKILL on Unix
    let status = child.wait().unwrap();
    assert!(!status.success(), "killed, not exited: {seen:?}");
    drop(stdin);

    let store = open(&db);
    let record = store.load(checkers_bot::console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.turns, ["d2-e7".to_string(), answer]);
    assert_eq!(game_of(&record).unwrap().to_move(), Some(Seat::ALL[0]));
    drop(store);

    // The restarted program continues the same game.
    let mut child = spawn_play_out(&db, out, &[]);
    let rx = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "c1 e5").unwrap();
    writeln!(stdin, "quit").unwrap();
    wait_for(&rx, "Player played `c1-e5`");
    assert!(child.wait().unwrap().success());
    let store = open(&db);
    let record = store.load(checkers_bot::console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.turns.len(), 4);
    assert_eq!(record.turns[0], "d2-e7");
}

/// A two-player hot-seat game in console lines, and the history it produces.
fn hot_seat_script() -> (String, Game) {
    let (moves, game) = common::greedy_hot_seat(["Player", "Bob"]);
    (
        format!("new 2\nas Bob\njoin\nas Player\nstart\n{moves}"),
        game,
    )
}

/// A kill at any moment, including in the middle of a write: the database opens, the
/// record decodes and replays, it holds every move confirmed before the kill, and what it
/// holds is a prefix of the game being typed (an old or a new record, never a mix).
#[test]
fn sigkill_at_any_moment_leaves_the_old_or_the_new_record() {
    let (script, full) = hot_seat_script();
    let full: Vec<String> = full.history().iter().map(Turn::text).collect();
    let mut seed = 0x2545_f491_u64;
    for round in 0..6u64 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("console");
        let mut child = spawn_play(&db, &[]);
        let rx = lines_of(&mut child);
        let mut stdin = child.stdin.take().unwrap();
        // Everything at once: the program works through it as fast as it can.
        let input = script.clone();
        let feeder = std::thread::spawn(move || {
            // Fails with a broken pipe once the process is killed.
            let _ = stdin.write_all(input.as_bytes());
            stdin
        });
        // Kill after the k-th confirmation plus a random delay (0–30 ms), so the kill
        // lands at varied points of the next command, write and flush included.
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let k = 2 + (seed >> 33) % 12;
        let delay = Duration::from_micros((seed >> 20) % 30_000);
        let mut confirmed = 0;
        while confirmed < k {
            let line = rx
                .recv_timeout(Duration::from_mins(2))
                .expect("the game goes on");
            confirmed += u64::from(line.contains(" played `"));
        }
        std::thread::sleep(delay);
        child.kill().unwrap();
        child.wait().unwrap();
        // Lines already printed before the kill are confirmations too.
        while let Ok(line) = rx.recv_timeout(Duration::from_millis(200)) {
            confirmed += u64::from(line.contains(" played `"));
        }
        drop(feeder.join());

        let store = SledStore::open(&db).expect("the database opens after SIGKILL");
        let record = store.load(checkers_bot::console::CHANNEL).unwrap().unwrap();
        let game = game_of(&record).expect("the stored game replays");
        let stored: Vec<String> = game.history().iter().map(Turn::text).collect();
        assert!(
            stored.len() as u64 >= confirmed,
            "round {round}: {confirmed} confirmed, {} stored",
            stored.len()
        );
        assert_eq!(stored[..], full[..stored.len()], "round {round}");
    }
}

/// `checkers-bot play` on `db` (a folder or a URL) with board images in `out`, that
/// stops for good at test pause `point` (`checkers_bot::test_hook`), writing `marker`
/// when it gets there.
fn spawn_paused(db: &Path, out: &Path, point: &str, marker: &Path) -> Child {
    common::bin()
        .args(["play", "--no-ascii", "--seed", "0", "--db"])
        .arg(db)
        .arg("--out")
        .arg(out)
        .env(
            "CHECKERS_TEST_PAUSE",
            format!("{point}:{}", marker.display()),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts")
}

/// A rated 2-player game of Player and Bob in the console that Player resigns after two
/// moves each (the least that rates it; the prompt passes to the player to move): the
/// game ends with Bob first.
const RESIGNED_GAME: &str = "new 2 abandon=freeze rated=on first_player=creator\nas Bob\njoin\n\
     as Player\nstart\nd2 e7\nn2 m6\nd3 e8\nn3 m7\nresign confirm\n";

/// Where a crash test keeps its database and files: `db` is a sled folder or a
/// PostgreSQL URL, `dir` a temporary folder for the board images and the pause marker.
struct Place<'a> {
    db: &'a Path,
    dir: &'a Path,
}

/// Runs [`RESIGNED_GAME`] in a process that pauses at `point`, kills it there with
/// SIGKILL, and returns the store as the kill left it.
fn killed_at(place: &Place<'_>, point: &str) -> std::sync::Arc<dyn Store> {
    killed_in(place, point, RESIGNED_GAME)
}

/// Types `script` into a process that pauses at `point`, kills it there with SIGKILL,
/// and returns the store as the kill left it.
fn killed_in(place: &Place<'_>, point: &str, script: &str) -> std::sync::Arc<dyn Store> {
    let marker = place.dir.join(format!("{point}.reached"));
    let out = place.dir.join("boards");
    let mut child = spawn_paused(place.db, &out, point, &marker);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(script.as_bytes()).unwrap();
    let waited = std::time::Instant::now();
    while !marker.exists() {
        assert!(
            waited.elapsed() < Duration::from_mins(2),
            "the process never reached `{point}`"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap(); // SIGKILL on Unix
    assert!(!child.wait().unwrap().success());
    drop(stdin);
    open(place.db)
}

/// The console's kept games (server 0), newest first.
fn kept_games(store: &dyn Store) -> Vec<checkers_bot::store::KeptGame> {
    let query = checkers_bot::store::GameQuery {
        server: 0,
        channel: checkers_bot::console::CHANNEL,
        user: None,
        skip: 0,
        limit: 10,
    };
    store.kept_games(&query).unwrap()
}

/// A SIGKILL inside the transaction that ends a game, after its result and kept copy
/// and before its ratings: none of it is written, the game is still being played; played
/// to its end again after the restart, it is kept once and rates each person once.
fn before_the_rating_write(place: &Place<'_>) {
    let store = killed_at(place, checkers_bot::test_hook::RATING_WRITE);
    let channel = checkers_bot::console::CHANNEL;
    let record = store.load(channel).unwrap().unwrap();
    assert_eq!(record.phase, checkers_bot::store::Phase::Playing);
    assert_eq!(record.turns, ["d2-e7", "n2-m6", "d3-e8", "n3-m7"]);
    assert!(kept_games(&*store).is_empty());
    assert!(store.ratings(0).unwrap().is_empty());
    drop(store);

    // The restarted program: the same resignation ends the game, written once.
    let mut child = spawn_play_out(place.db, &place.dir.join("boards"), &[]);
    let rx = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "as Player\nresign confirm\nquit").unwrap();
    wait_for(&rx, "Game over");
    assert!(child.wait().unwrap().success());
    let store = open(place.db);
    let kept = kept_games(&*store);
    assert_eq!(kept.len(), 1, "kept once");
    let places: Vec<usize> = kept[0].seats.iter().map(|s| s.place).collect();
    assert_eq!(places, [2, 1], "Player resigned, Bob won");
    let ratings = store.ratings(0).unwrap();
    assert_eq!(ratings.len(), 2);
    assert!(ratings.iter().all(|r| r.games == 1), "{ratings:?}");
}

/// A SIGKILL just after the transaction that ends a game: all of it is written, the
/// finished game, its kept copy and both ratings.
fn after_the_finishing_write(place: &Place<'_>) {
    let store = killed_at(place, checkers_bot::test_hook::FINISHED);
    let channel = checkers_bot::console::CHANNEL;
    let record = store.load(channel).unwrap().unwrap();
    assert_eq!(record.phase, checkers_bot::store::Phase::Finished);
    let kept = kept_games(&*store);
    assert_eq!(kept.len(), 1, "the game is kept once");
    assert_eq!(
        store.kept_game(kept[0].id).unwrap().as_ref(),
        Some(&kept[0])
    );
    let places: Vec<usize> = kept[0].seats.iter().map(|s| s.place).collect();
    assert_eq!(places, [2, 1], "Player resigned, Bob won");
    let mut ratings = store.ratings(0).unwrap();
    ratings.sort_by_key(|r| r.wins);
    let counts: Vec<(u32, u32)> = ratings.iter().map(|r| (r.games, r.wins)).collect();
    assert_eq!(counts, [(1, 0), (1, 1)]);
}

/// Runs `case` against a database of a throwaway PostgreSQL server on loopback.
fn on_postgres(case: fn(&Place<'_>)) {
    let server = pg_server::PgServer::start();
    let url = server.database("crash");
    let dir = tempfile::tempdir().unwrap();
    case(&Place {
        db: Path::new(&url),
        dir: dir.path(),
    });
}

/// [`before_the_rating_write`] on sled: the kept game after the restart is game 1 (the
/// killed batch took no id).
#[test]
fn sigkill_before_the_rating_write_leaves_neither_result_nor_rating() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    before_the_rating_write(&Place {
        db: &db,
        dir: dir.path(),
    });
    let store = open(&db);
    assert!(store.kept_game(1).unwrap().is_some());
    assert!(store.kept_game(2).unwrap().is_none());
}

/// [`before_the_rating_write`] on PostgreSQL: the killed connection's transaction is
/// rolled back by the server (its game id, taken from a sequence, stays unused).
#[test]
fn sigkill_before_the_rating_write_on_postgres_leaves_neither_result_nor_rating() {
    on_postgres(before_the_rating_write);
}

/// [`after_the_finishing_write`] on sled.
#[test]
fn sigkill_after_the_finishing_write_leaves_result_and_ratings_both() {
    let dir = tempfile::tempdir().unwrap();
    after_the_finishing_write(&Place {
        db: &dir.path().join("db"),
        dir: dir.path(),
    });
}

/// [`after_the_finishing_write`] on PostgreSQL: the transaction committed before the
/// kill, so all of it is there.
#[test]
fn sigkill_after_the_finishing_write_on_postgres_leaves_result_and_ratings_both() {
    on_postgres(after_the_finishing_write);
}

/// Case `computer-resume`, the new player's stranded game: `new 2 computer_time=10s
/// first_player=creator`, `add-computer hard`, `start`, `d2 e7`, and the process killed
/// while the computer thinks. The person's move is stored; the next run plays the
/// computer's answer at once, exactly once, and the person is to move.
fn killed_while_the_computer_thinks(place: &Place<'_>) {
    const SCRIPT: &str =
        "new 2 computer_time=10s first_player=creator\nadd-computer hard\nstart\nd2 e7\n";
    let store = killed_in(place, checkers_bot::test_hook::COMPUTERS_THINK, SCRIPT);
    let channel = checkers_bot::console::CHANNEL;
    let out = place.dir.join("boards");
    let record = store.load(channel).unwrap().unwrap();
    assert_eq!(record.turns, ["d2-e7"], "the person's move is stored");
    let game = game_of(&record).unwrap();
    assert_eq!(
        game.to_move(),
        Some(Seat::ALL[1]),
        "stranded on the computer"
    );
    drop(store);

    // The next run plays the computer's answer before anything else, and shows it.
    let mut child = spawn_play_out(place.db, &out, &[]);
    let rx = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    let seen = wait_for(&rx, "Computer 2 played");
    let answer = quoted_after(seen.last().unwrap(), "Computer 2 played")
        .unwrap()
        .to_string();
    writeln!(stdin, "status\nquit").unwrap();
    wait_for(&rx, "Move 3; it is your turn");
    assert!(child.wait().unwrap().success());
    let store = open(place.db);
    let record = store.load(channel).unwrap().unwrap();
    assert_eq!(record.turns, ["d2-e7".to_string(), answer.clone()]);
    assert_eq!(game_of(&record).unwrap().to_move(), Some(Seat::ALL[0]));
    drop(store);

    // A third run finds nothing to play: the answer was played once.
    let mut child = spawn_play_out(place.db, &out, &[]);
    let rx = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "status\nquit").unwrap();
    let seen = wait_for(&rx, "Move 3; it is your turn");
    assert!(
        !seen.iter().any(|l| l.contains("Computer 2 played")),
        "{seen:#?}"
    );
    assert!(child.wait().unwrap().success());
    let record = open(place.db).load(channel).unwrap().unwrap();
    assert_eq!(record.turns, ["d2-e7".to_string(), answer]);
}

/// [`killed_while_the_computer_thinks`] on sled.
#[test]
fn a_game_killed_while_the_computer_thinks_resumes_on_the_next_run() {
    let dir = tempfile::tempdir().unwrap();
    killed_while_the_computer_thinks(&Place {
        db: &dir.path().join("db"),
        dir: dir.path(),
    });
}

/// [`killed_while_the_computer_thinks`] on PostgreSQL: the killed process's claim of the
/// computer's turn ended with its connection.
#[test]
fn a_game_killed_while_the_computer_thinks_on_postgres_resumes_on_the_next_run() {
    on_postgres(killed_while_the_computer_thinks);
}
