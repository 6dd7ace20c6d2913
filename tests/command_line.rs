//! The command line driven as a user would: `perft`, `demo`, `render`, `bot` without a
//! token, `play` on a saved game, and errors that name their file.

mod common;

use common::{bin, run_bin, run_demo};

#[test]
fn perft_command_prints_reference_counts() {
    let out = bin()
        .args(["perft", "--players", "2", "--depth", "3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1 14\n2 196\n3 4760\n"
    );
    // After a move in index form (7-16 = d2-e7) S has 14 moves too.
    let out = bin()
        .args(["perft", "--depth", "1", "--moves", "7-16", "--index"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "1 14\n");
    let out = bin()
        .args(["perft", "--depth", "1", "--moves", "d2-e9"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("d2-e9: the peg on d2 cannot reach e9"));
    // A depth that would run for weeks is refused, saying how the time grows.
    let (code, _, stderr) = run_bin(&["perft", "--depth", "100"]);
    assert_eq!(code, Some(2));
    assert!(stderr.starts_with("error: --depth goes from 1 to 10 (each depth takes"));
}

#[test]
fn demo_plays_to_the_end_and_render_redraws_its_record() {
    let (dir, stdout, _) = run_demo(&["--players", "3", "--seed", "2"]);
    assert!(stdout.contains("\nGame over — "), "{stdout}");
    let moves: usize = stdout.split(' ').next().unwrap().parse().unwrap();
    let pngs = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "png")
        })
        .count();
    assert_eq!(pngs, moves + 1);
    let png = dir.path().join("final.png");
    let out = bin()
        .arg("render")
        .arg("--record")
        .arg(dir.path().join("game.txt"))
        .arg("--out")
        .arg(&png)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(&std::fs::read(&png).unwrap()[..4], b"\x89PNG");
    // Into a missing folder: refused, naming the file and the folder.
    let missing = dir.path().join("missing");
    let out = bin()
        .arg("render")
        .arg("--record")
        .arg(dir.path().join("game.txt"))
        .arg("--out")
        .arg(missing.join("final.png"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "error: cannot write {}: the folder {} does not exist\n",
            missing.join("final.png").display(),
            missing.display()
        )
    );
}

#[test]
fn bot_without_token_exits_with_code_2_and_says_why() {
    let out = bin()
        .arg("bot")
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("DISCORD_TOKEN is not set"));
}

/// `demo` plays the computer levels (`--level`, default medium, one per seat allowed),
/// names them, and words the result with the table's messages, each seat's pegs home
/// counted: the loser's are not announced as "every peg home".
#[test]
fn demo_plays_the_named_levels_and_words_the_result() {
    let (_dir, stdout, record) = run_demo(&["--players", "2", "--seed", "3"]);
    assert!(record.contains("Seat 1: Computer 1 (medium)\nSeat 2: Computer 2 (medium)"));
    let result: Vec<&str> = stdout.lines().skip(1).collect();
    assert_eq!(result[0], "Game over — all places are decided.", "{stdout}");
    assert!(result[1].ends_with(" (10 pegs home)"), "{stdout}");
    assert!(!result[2].ends_with(" (10 pegs home)"), "{stdout}");
    // One level per seat.
    let (_dir, _, record) = run_demo(&["--players", "2", "--level", "easy,medium"]);
    assert!(record.contains("Seat 1: Computer 1 (easy)\nSeat 2: Computer 2 (medium)"));
    let (code, _, stderr) = run_bin(&["demo", "--players", "2", "--level", "easy,medium,hard"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--level takes one level, or one per seat (2 here)"));
}

/// The levels do not shuffle a peg back and forth: in a medium demo game no seat moves
/// a peg straight back to the hole it came from on its next turn (the greedy player
/// the demo used to play did, m5-m6-m5 eight times).
#[test]
fn demo_levels_do_not_move_pegs_back_and_forth() {
    let (_dir, _, record) = run_demo(&["--players", "3", "--seed", "2"]);
    let game = checkers_bot::core::GameRecord::parse(&record)
        .unwrap()
        .replay()
        .unwrap();
    let mut last: Vec<Option<checkers_bot::core::Move>> = vec![None; 3];
    let mut undone = Vec::new();
    for turn in game.history() {
        if let checkers_bot::core::Turn::Move { seat, mv, .. } = turn {
            if last[seat.index()].is_some_and(|l| l.from == mv.to && l.to == mv.from) {
                undone.push(format!("{}-{}", mv.from, mv.to));
            }
            last[seat.index()] = Some(*mv);
        }
    }
    assert_eq!(undone, Vec::<String>::new());
}

/// Errors about files name the file: `--out` naming a file, and a
/// record that does not parse (with its line).
#[test]
fn file_errors_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let afile = dir.path().join("afile");
    std::fs::write(&afile, "not a record\n").unwrap();
    let out = bin()
        .args(["play", "--opponents", "1", "--db"])
        .arg(dir.path().join("db"))
        .arg("--out")
        .arg(&afile)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    let expected = format!(
        "cannot create the folder {0}: {0} is a file, not a folder",
        afile.display()
    );
    assert!(stderr.contains(&expected), "{stderr}");
    let out = bin()
        .arg("demo")
        .arg("--out")
        .arg(afile.join("sub"))
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!("{} is a file, not a folder", afile.display())),
        "{stderr}"
    );
    let out = bin()
        .arg("render")
        .arg("--record")
        .arg(&afile)
        .arg("--out")
        .arg(dir.path().join("x.png"))
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "error: {}: line 1: expected `Key: value`\n",
            afile.display()
        )
    );
}

/// `checkers-bot play --seed 7 ARGS` on the database and boards in `dir`, with
/// `input` typed: its output (it must exit cleanly).
fn play_in(dir: &std::path::Path, args: &[&str], input: &[u8]) -> String {
    let mut child = bin()
        .args(["play", "--seed", "7", "--db"])
        .arg(dir.join("db"))
        .arg("--out")
        .arg(dir.join("boards"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The README's try-it command run a second time goes on with the first game instead of
/// ending it without a word.
#[test]
fn the_readme_try_it_command_run_twice_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let play = |input: &[u8]| play_in(dir.path(), &["--opponents", "1"], input);
    let first = play(b"d2 e7\n");
    assert!(first.contains("Player played `d2-e7`."), "{first}");
    let second = play(b"status\n");
    assert!(
        second.contains("A game is in progress here (move "),
        "{second}"
    );
    assert!(second.contains("; it is your turn."), "{second}");
    assert!(!second.contains("The game begins!"), "{second}");
}

/// `play` on a saved game without `--opponents` shows its board and whose turn it is
/// before the first prompt, instead of nothing until `status` is typed.
#[test]
fn play_on_a_saved_game_shows_its_board_and_whose_turn_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let play = |args: &[&str], input: &[u8]| play_in(dir.path(), args, input);
    let first = play(&["--opponents", "1", "--no-ascii"], b"d2 e7\n");
    assert!(first.contains("Player played `d2-e7`."), "{first}");
    let second = play(&["--no-ascii"], b"");
    // Seed 7: the computer moved first, so the person's second move is move 4.
    assert!(
        second.contains("Player> board\nMove 4 · Player to move\n[board image: "),
        "{second}"
    );
}

/// What cannot be played is a usage error (exit code 2) in `demo` and `perft`, and a
/// record file is read only up to its size limit (`/dev/zero` is refused, not read until
/// memory runs out).
#[test]
fn impossible_games_are_usage_errors_and_record_files_are_bounded() {
    for args in [
        &["perft", "--players", "5", "--depth", "1"][..],
        &["perft", "--rules", "foo=bar", "--depth", "1"],
        &["perft", "--moves", "d2-e7 zz", "--depth", "1"],
        &["demo", "--players", "5"],
        &["demo", "--armies", "2"],
    ] {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .args(["render", "--record", "/dev/zero", "--out"])
        .arg(dir.path().join("z.png"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("a game record is at most 8388608 bytes"),
        "{err}"
    );
}
