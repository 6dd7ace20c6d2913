//! Console mode and the command line, driven as a user would.

mod common;

use common::bin;

use checkers_bot::console::{self, ConsoleOptions};
use checkers_bot::core::{Game, HouseRules, Layout};
use checkers_bot::store::{Phase, SledStore};
use checkers_bot::table::Tables;

/// Console options for player "You", boards written under `dir`, text boards on.
fn options(dir: &std::path::Path) -> ConsoleOptions {
    ConsoleOptions {
        out: dir.join("boards"),
        name: "You".into(),
        ascii: true,
        echo: false,
        setup: Vec::new(),
    }
}

/// A whole hot-seat game typed into the console over piped input reaches the end.
#[test]
fn scripted_console_game_reaches_a_finished_game() {
    // Seed 0 makes seat 1 ("You") move first; precompute a game with the greedy player
    // and type it in, switching between the two local players.
    let mut game = Game::new(Layout::standard(2).unwrap(), HouseRules::default(), 0).unwrap();
    let mut script = String::from("help\nnew 2\nas Bob\njoin\nas You\nstart\nnonsense\n");
    let names = ["You", "Bob"];
    let mut n = 0;
    while let Some(seat) = game.to_move() {
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        script.push_str(&format!("as {}\n{} {}\n", names[seat], mv.from, mv.to));
        game.play(mv).unwrap();
        n += 1;
    }
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let opts = options(dir.path());
    let mut out = Vec::new();
    let images = console::run(&tables, script.as_bytes(), &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("Game over"),
        "{}",
        &out[out.len().saturating_sub(2000)..]
    );
    assert!(out.contains("unknown command; type `help`"));
    // One board at the start and one per move, then the replay of the finished game.
    assert_eq!(images, 1 + game.total_moves() + 1);
    assert!(dir.path().join("boards/board-0001.png").exists());
    let replay = dir.path().join(format!("boards/replay-{images:04}.gif"));
    let gif = std::fs::read(&replay).expect("the replay is written");
    assert_eq!(&gif[..6], b"GIF89a");
    assert!(out.contains(&format!("[replay: {}]", replay.display())));
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Finished);
    assert_eq!(record.turns.len(), game.history().len());
    // The text board was printed: row a of the start position has the N peg.
    let row_a = format!("a{}R\n", " ".repeat(14));
    assert!(out.contains(&row_a), "text board missing");
}

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
}

#[test]
fn demo_plays_to_the_end_and_render_redraws_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .args(["demo", "--players", "3", "--seed", "2", "--out"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("Result ("), "{stdout}");
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

/// Whoever types at the terminal owns its channel: `defaults` works there (tester's
/// finding: it always answered that Manage Channels was needed).
#[test]
fn console_user_may_change_the_channels_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let opts = options(dir.path());
    let mut out = Vec::new();
    console::run(&tables, &b"defaults theme=dark\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("set the board theme"), "{out}");
    assert!(!out.contains("Manage Channels"), "{out}");
}

/// `add-computer` with a word that is not a level names the levels (tester's finding: it
/// answered "unknown command").
#[test]
fn a_bad_computer_level_names_the_levels() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let mut out = Vec::new();
    let script = &b"new 2\nadd-computer bogus\n"[..];
    console::run(&tables, script, &mut out, &options(dir.path())).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("Computer levels are `easy`, `medium` and `hard`."),
        "{out}"
    );
}
