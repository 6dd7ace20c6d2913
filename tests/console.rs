//! Console mode and the command line, driven as a user would.

mod common;

use common::bin;

use checkers_bot::console::{self, ConsoleOptions};
use checkers_bot::core::{Game, HouseRules, Layout};
use checkers_bot::core::{Race, Seat};
use checkers_bot::store::{Phase, SledStore};
use checkers_bot::table::Tables;

/// Console options for player "You", boards written under `dir`, text boards on.
fn options(dir: &std::path::Path) -> ConsoleOptions {
    ConsoleOptions {
        out: dir.join("boards"),
        name: Some("You".into()),
        ascii: true,
        echo: false,
        setup: Vec::new(),
        new_game: Vec::new(),
    }
}

/// A whole hot-seat game typed into the console over piped input reaches the end.
#[test]
fn scripted_console_game_reaches_a_finished_game() {
    // Seed 0 makes seat 1 ("You") move first; precompute a game with the greedy player
    // and type it in, switching between the two local players.
    let mut game = Game::from(
        Race::new(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap(),
    );
    let mut script = String::from("help\nnew 2\nas Bob\njoin\nas You\nstart\nnonsense\n");
    let names = ["You", "Bob"];
    let mut n = 0;
    while let Some(seat) = game.to_move() {
        let mv = checkers_bot::ai::greedy(&game, n).unwrap();
        script.push_str(&format!(
            "as {}\n{} {}\n",
            names[seat.index()],
            mv.from,
            mv.to
        ));
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
    // The text board was printed: row a of the start position has the N peg on a1.
    let row_a = format!("a{}R1\n", " ".repeat(27));
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
    // A depth that would run for weeks is refused, saying how the time grows.
    let out = bin().args(["perft", "--depth", "100"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .starts_with("error: --depth goes from 1 to 10 (each depth takes"));
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

/// A hole typed alone is told it is no move, with an example and where the peg there can
/// go; `moves` with a word it does not take names the word and what `moves` takes (tester's
/// findings: "unknown command", and "`d2 chainz` is not a hole").
#[test]
fn a_lone_hole_and_a_stray_word_after_moves_are_answered_for_what_they_are() {
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let out = common::console_output(
        &tables,
        "d2\nnew 2\nadd-computer\nstart\nd2\nmoves d2 chainz\n",
    );
    let lone = "`d2` alone is not a move: a move needs at least two holes, the peg's hole and \
                then where it goes, such as `d2 e7`.";
    let lines: Vec<&str> = out.lines().collect();
    // Before any game: the note alone.
    assert_eq!(
        lines.iter().filter(|l| l.ends_with(lone)).count(),
        2,
        "{out}"
    );
    // In the game (seed 0: "You" moves first), with what `moves d2` says.
    let at = lines.iter().rposition(|l| l.ends_with(lone)).unwrap();
    assert_eq!(
        lines[at + 1],
        "The peg on d2 (red, You) can reach 2 holes: e6, e7.",
        "{out}"
    );
    assert_eq!(
        lines.iter().find(|l| l.contains("chainz")).copied(),
        Some(
            "You> `chainz` is not understood after `moves`. Write `moves <hole>` to see where \
             the peg on that hole can go, e.g. `moves d2`; add `chains` to draw the jump \
             chains: `moves d2 chains`."
        ),
        "{out}"
    );
    assert!(!out.contains("unknown command"), "{out}");
    assert!(!out.contains("is not a hole"), "{out}");
    // In a channel's chat a hole alone stays conversation, unanswered (docs/notation.md),
    // also where a game is being played.
    assert!(tables.under_way(console::CHANNEL).is_some());
    assert!(tables
        .handle_chat(console::CHANNEL, &common::alice(), "d2")
        .is_empty());
}

/// Runs `demo` with `args` into a fresh folder; returns the folder, standard output and
/// the game record's text.
fn run_demo(args: &[&str]) -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .arg("demo")
        .args(args)
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    (dir, String::from_utf8(out.stdout).unwrap(), record)
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
    let out = bin()
        .args(["demo", "--players", "2", "--level", "easy,medium,hard"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("--level takes one level, or one per seat (2 here)"));
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

/// Input that, when first read (after the console has made its boards folder), puts a
/// file where the folder was.
struct FolderBecomesFile<'a> {
    folder: std::path::PathBuf,
    text: &'a [u8],
}

impl std::io::Read for FolderBecomesFile<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.folder.is_dir() {
            std::fs::remove_dir_all(&self.folder)?;
            std::fs::write(&self.folder, "")?;
        }
        self.text.read(buf)
    }
}

/// The boards folder removed during a game is made again; a file in its place is
/// reported by name and the game goes on.
#[test]
fn a_removed_boards_folder_is_made_again_and_a_file_in_its_place_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let opts = options(dir.path());
    let mut out = Vec::new();
    console::run(
        &tables,
        &b"new 2\nadd-computer\nstart\n"[..],
        &mut out,
        &opts,
    )
    .unwrap();
    std::fs::remove_dir_all(&opts.out).unwrap();
    let mut out = Vec::new();
    console::run(&tables, &b"board\n"[..], &mut out, &opts).unwrap();
    assert!(opts.out.join("board-0001.png").exists());
    let input = std::io::BufReader::new(FolderBecomesFile {
        folder: opts.out.clone(),
        text: b"board\nstatus\n",
    });
    let mut out = Vec::new();
    console::run(&tables, input, &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    let expected = format!(
        "The image was not saved (cannot create the folder {0}: {0} is a file, not a folder); \
         the game goes on.",
        opts.out.display()
    );
    assert!(out.contains(&expected), "{out}");
    // `status` after it was answered.
    assert!(out.contains("Move 1; it is your turn."), "{out}");
}

/// A byte-order mark at the start of a piped script, and right-to-left, zero-width or
/// control characters in an `as` name, never reach the commands, the prompt or the
/// table.
#[test]
fn a_bom_and_invisible_characters_in_names_are_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let mut out = Vec::new();
    let script = "\u{feff}new 2\nas Ann\u{202e}eve\u{200b}\tX\u{1b}[2J\njoin\n";
    console::run(&tables, script.as_bytes(), &mut out, &options(dir.path())).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(!out.contains("unknown command"), "{out}");
    assert!(out.contains("You are now Anneve X[2J."), "{out}");
    assert!(out.contains("Anneve X[2J> "), "{out}");
    assert!(
        !out.chars()
            .any(|c| c != '\n' && checkers_bot::core::is_hidden(c)),
        "{out:?}"
    );
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.seats.len(), 2);
}

/// Console options for `--name name` (`None`: no `--name`).
fn named(dir: &std::path::Path, name: Option<&str>) -> ConsoleOptions {
    ConsoleOptions {
        name: name.map(str::to_owned),
        ..options(dir)
    }
}

/// `play --name Bob` on a game saved under the default name: the seat takes the name
/// Bob (said once), so Bob's moves are announced as Bob's; `play` without `--name`
/// afterwards keeps it.
/// `--name ""` (or a name of spaces and invisible characters) is no name: the player is
/// the default `Player`, not a blank shown as `?`.
#[test]
fn an_empty_name_counts_as_no_name() {
    let dir = tempfile::tempdir().unwrap();
    for empty in ["", "  ", "\u{200b}"] {
        let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
        let mut out = Vec::new();
        let script = &b"new 2\n"[..];
        console::run(&tables, script, &mut out, &named(dir.path(), Some(empty))).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains("\nPlayer> Player opened a game"),
            "{empty:?}: {out}"
        );
        assert!(!out.contains('?'), "{empty:?}: {out}");
    }
}

#[test]
fn a_name_given_on_a_saved_game_names_the_players_seat() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let mut out = Vec::new();
    let script = &b"new 2\nadd-computer\nstart\nd2 e7\n"[..];
    console::run(&tables, script, &mut out, &named(dir.path(), None)).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Player played `d2-e7`."), "{out}");
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    let checkers_bot::store::Occupant::Human { id: player, .. } = record.seats[0] else {
        panic!("{:?}", record.seats);
    };
    let game = common::game(&tables, console::CHANNEL);
    let next = checkers_bot::ai::greedy(&game, 0).unwrap();
    let typed = format!("{} {}\n", next.from, next.to);
    let mut out = Vec::new();
    console::run(
        &tables,
        typed.as_bytes(),
        &mut out,
        &named(dir.path(), Some("Bob")),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("In the saved game you were called Player; you are Bob from now on.\nBob> "),
        "{out}"
    );
    assert!(out.contains("\nBob> Bob played `"), "{out}");
    let (_, after) = out.split_once("from now on.").unwrap();
    assert!(!after.contains("Player"), "{out}");
    // The seat is Bob's now, under Bob's own id: the one `as Bob` gives in any run.
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    let checkers_bot::store::Occupant::Human { id: bob, name } = &record.seats[0] else {
        panic!("{:?}", record.seats);
    };
    assert_eq!(name, "Bob");
    assert_ne!(*bob, player);
    let out = run_as(&tables, dir.path(), None, "as Player\nas bob\nstatus\n");
    assert!(out.contains("You are now Bob."), "{out}");
    assert!(out.contains("it is your turn."), "{out}");
    // Without `--name` the saved name stays, and nothing is said about it.
    let mut out = Vec::new();
    console::run(
        &tables,
        &b"status\n"[..],
        &mut out,
        &named(dir.path(), None),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\nBob> "), "{out}");
    assert!(!out.contains("you were called"), "{out}");
}

/// In a hot seat the prompt passes to the person whose turn it becomes, so each types
/// their move without `as`; `as` still switches by hand, and `--name` of another seated
/// player starts the console as them.
#[test]
fn the_hot_seat_prompt_follows_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let mut out = Vec::new();
    let script = b"new 2\nas Bob\njoin\nas You\nstart\nd2 e7\nn2 m7\nstatus\nas Bob\nboard\n";
    console::run(&tables, &script[..], &mut out, &options(dir.path())).unwrap();
    let out = String::from_utf8(out).unwrap();
    let prompts: Vec<&str> = out
        .lines()
        .filter_map(|l| l.split_once("> ").map(|(p, _)| p))
        .collect();
    // Before each line, then after the last: new, as Bob, join, as You, start, d2 e7,
    // n2 m7, status, as Bob, board.
    assert_eq!(
        prompts,
        ["You", "You", "Bob", "Bob", "You", "You", "Bob", "You", "You", "Bob", "Bob"],
        "{out}"
    );
    assert!(out.contains("Bob played `n2-m7`."), "{out}");
    assert!(out.contains("Move 3; it is your turn."), "{out}");
    // Started again as Bob, the console is Bob's seat (not a new player called Bob).
    let mut out = Vec::new();
    console::run(
        &tables,
        &b"status\n"[..],
        &mut out,
        &named(dir.path(), Some("Bob")),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("Move 3; You to move."), "{out}");
    assert!(!out.contains("you were called"), "{out}");
}

/// What `play --opponents 1 --level medium` asks the console for.
fn against_one_computer(dir: &std::path::Path) -> ConsoleOptions {
    ConsoleOptions {
        new_game: ["new 2", "add-computer medium", "start"]
            .map(String::from)
            .to_vec(),
        ..options(dir)
    }
}

/// `play --opponents` over a game in progress keeps it: the console says so and how to
/// end it, shows its board and plays on; `abort` ends it and starts the game asked for.
#[test]
fn play_with_opponents_keeps_a_game_in_progress_until_it_is_aborted() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let opts = against_one_computer(dir.path());
    let mut out = Vec::new();
    console::run(&tables, &b"d2 e7\n"[..], &mut out, &opts).unwrap();
    let turns = |tables: &Tables| {
        let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
        (record.phase, record.turns)
    };
    let (phase, played) = turns(&tables);
    assert_eq!((phase, played.len()), (Phase::Playing, 2));
    // Again: the game is kept, said so, its board shown; the player plays on.
    let mut out = Vec::new();
    console::run(&tables, &b"status\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains(
            "A game is in progress here (move 3), so it was kept and goes on: nothing was \
             ended. Type `abort` to end it and start the new game instead.\nYou> board\nMove 3 · You to move"
        ),
        "{out}"
    );
    assert!(out.contains("Move 3; it is your turn."), "{out}");
    assert!(!out.contains("The game begins!"), "{out}");
    assert_eq!(turns(&tables), (Phase::Playing, played));
    // `abort` ends it, and the game asked for starts.
    let mut out = Vec::new();
    console::run(&tables, &b"abort\nstatus\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    let aborted = out.find("The game was aborted by You.").expect(&out);
    let begins = out.find("The game begins!").expect(&out);
    assert!(aborted < begins, "{out}");
    assert!(out.contains("Move 1; it is your turn."), "{out}");
    assert_eq!(turns(&tables), (Phase::Playing, Vec::new()));
}

/// `play --opponents` over a lobby another local player opened keeps it, names its
/// creator and how to call it off, and does not leave the player with a refusal; the
/// console's `abort` calls it off and starts the game asked for.
#[test]
fn play_with_opponents_keeps_another_players_lobby_and_abort_starts_the_new_game() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let mut out = Vec::new();
    console::run(
        &tables,
        &b"as Ann\nnew 2\n"[..],
        &mut out,
        &options(dir.path()),
    )
    .unwrap();
    let opts = against_one_computer(dir.path());
    let mut out = Vec::new();
    console::run(&tables, &b""[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains(
            "Ann has opened a game here that is waiting for players, so it was kept: nothing \
             was ended. Type `abort` to call it off and start the new game instead.\n\
             You> board\nWaiting for players (1/2): Ann"
        ),
        "{out}"
    );
    assert!(!out.contains("creator"), "{out}");
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Lobby);
    let mut out = Vec::new();
    console::run(&tables, &b"abort\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("The game was aborted by You."), "{out}");
    assert!(out.contains("The game begins!"), "{out}");
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Playing);
    let checkers_bot::store::Occupant::Human { id, name } = &record.seats[0] else {
        panic!("{:?}", record.seats);
    };
    assert_eq!((record.creator, name.as_str()), (*id, "You"));
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

/// The long runs draw a progress bar only when standard error is a terminal: piped,
/// `arena`, `load` and `ladder` write their reports and no bar (no carriage return, no
/// escape sequence, no bar or time-left text).
#[test]
fn long_runs_piped_show_no_progress_bar() {
    let runs: [&[&str]; 3] = [
        &[
            "arena",
            "--games",
            "2",
            "--seats",
            "medium,easy",
            "--threads",
            "1",
            "--verbose",
        ],
        &["load", "--channels", "3", "--moves", "2", "--threads", "1"],
        &[
            "ladder",
            "--entrants",
            "greedy;easy",
            "--sizes",
            "2",
            "--games",
            "2",
            "--resamples",
            "10",
            "--threads",
            "1",
        ],
    ];
    for args in runs {
        let out = bin().args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!stdout.is_empty(), "{args:?}: no report");
        for text in [&stdout, &stderr] {
            assert!(!text.contains(['\r', '\u{1b}']), "{args:?}: {text:?}");
            assert!(
                !text.contains("left") && !text.contains("=>"),
                "{args:?}: {text}"
            );
        }
    }
}

/// `--games 0` plays nothing: `arena` and `ladder` refuse it as clap refuses any bad
/// value (exit code 2), before any game.
#[test]
fn arena_and_ladder_refuse_zero_games() {
    for command in ["arena", "ladder"] {
        let out = bin().args([command, "--games", "0"]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(out.stdout.is_empty(), "{command}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("error: invalid value '0' for '--games <GAMES>': 0 is not in 1.."),
            "{command}: {err}"
        );
    }
}

/// What `checkers-bot args` printed: its exit code, standard output and standard error.
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = bin().args(args).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// An arena plays games between at least two seats: one seat alone (`--seats hard`) is
/// refused before any game (exit code 2, as clap refuses a bad value), saying what to
/// type, and not played as a solitaire crossing labelled a game (docs/rules.md §2: only
/// `solo` starts one player alone; `--solitaire` plays the crossing).
#[test]
fn arena_refuses_a_single_seat_and_says_what_to_type() {
    for seats in ["hard", "hard:nodes=100*1"] {
        let (code, stdout, stderr) = run(&["arena", "--games", "1", "--seats", seats]);
        assert_eq!(code, Some(2), "{seats}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{seats}: no game is played: {stdout}");
        assert_eq!(
            stderr.trim_end(),
            format!(
                "error: arena needs at least two seats, e.g. --seats hard,medium \
                 (one army alone: --solitaire --seats {})",
                seats.trim_end_matches("*1")
            )
        );
    }
}

/// `--nodes` is the node budget a move: 0 would mean no budget at all, so `arena` refuses
/// it as clap refuses any bad value (exit code 2), and an entrant's `nodes=0` is refused
/// too; the help says what the option is and what applies without it.
#[test]
fn arena_refuses_zero_nodes_and_its_help_says_what_nodes_are() {
    let (code, stdout, stderr) = run(&["arena", "--games", "1", "--nodes", "0"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert!(
        stderr.starts_with("error: invalid value '0' for '--nodes <NODES>': 0 is not in 1.."),
        "{stderr}"
    );
    let (code, stdout, stderr) = run(&["arena", "--games", "1", "--seats", "hard:nodes=0,easy"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stdout.is_empty());
    assert_eq!(
        stderr.trim_end(),
        "error: `hard:nodes=0`: nodes is a budget of at least 1 a move \
         (leave it out for the deadline alone)"
    );
    let (code, help, _) = run(&["arena", "--help"]);
    assert_eq!(code, Some(0));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains(
            "--nodes <NODES> Nodes per move: each searching move stops after this many \
             positions (at least 1), or at the deadline if that comes first"
        ),
        "{help}"
    );
    assert!(
        help.contains("Without --nodes, the deadline alone ends a search"),
        "{help}"
    );
}

/// The ladder rates every entrant against the first, whose rating is fixed at 0: its
/// report says which entrant that is (here `easy`, as no `greedy` is listed), the
/// reference's interval reads `reference`, and `--help` says so; counts of one read as
/// one (`1 game`, `1 pair result`, `1 seat`).
#[test]
fn ladder_names_its_reference_and_counts_of_one_read_right() {
    let (code, stdout, stderr) = run(&[
        "ladder",
        "--entrants",
        "easy;medium",
        "--sizes",
        "2",
        "--games",
        "1",
        "--resamples",
        "10",
        "--threads",
        "1",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("ladder: 1 game at tables of 2 seats, 1 pair result, "),
        "{stdout}"
    );
    assert_eq!(
        lines[1], "reference: easy (the first entrant), its rating fixed at 0",
        "{stdout}"
    );
    let easy: Vec<&str> = lines
        .iter()
        .find(|l| l.starts_with("easy "))
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(easy[..4], ["easy", "+0", "reference", "1"], "{stdout}");
    let (_, help, _) = run(&["ladder", "--help"]);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains(
            "Entrants separated by `;`. The first is the reference: its rating is fixed at 0 \
             and every other is rated against it"
        ),
        "{help}"
    );
}

/// An empty entry in a seat or entrant list (`;;`, `,,` or a separator at an end) is
/// refused, naming its place in the list, instead of being dropped.
#[test]
fn arena_and_ladder_refuse_an_empty_entrant_naming_its_place() {
    let runs: [(&[&str], &str); 4] = [
        (&["arena", "--seats", "hard;;medium"], "entry 2"),
        (&["arena", "--seats", "hard,medium*2,,easy"], "entry 3"),
        (
            &["ladder", "--entrants", "greedy;hard:nodes=100;"],
            "entry 3",
        ),
        (&["ladder", "--entrants", " ;greedy;easy"], "entry 1"),
    ];
    for (args, entry) in runs {
        let (code, stdout, stderr) = run(&[args, &["--games", "1"]].concat());
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: no game is played");
        assert_eq!(
            stderr.trim_end(),
            format!(
                "error: {entry} of the list is empty: name a level there \
                 or remove the extra `;` or `,`"
            ),
            "{args:?}"
        );
    }
}

/// A one-game arena reads right: `1 game`, and its verbose line `game 0: N moves`.
#[test]
fn a_one_game_arena_says_1_game() {
    let (code, stdout, stderr) = run(&[
        "arena",
        "--games",
        "1",
        "--seats",
        "greedy,easy",
        "--threads",
        "1",
        "--verbose",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("1 game, 2 seats, "), "{stdout}");
    assert!(
        stderr.starts_with("game 0: ") && stderr.contains(" moves, "),
        "{stderr}"
    );
}

/// `arena --chart` and `ladder --chart` write a PNG chart: 600 pixels
/// wide, a title band, one row per level (48 px) and the axis; a chart into a missing
/// folder, or not named `*.png`, is refused before any game is played.
#[test]
fn arena_and_ladder_draw_their_results_as_png_charts() {
    let dir = tempfile::tempdir().unwrap();
    let runs: [(&[&str], &str, u32); 2] = [
        (
            &["arena", "--games", "2", "--seats", "greedy,easy,easy"],
            "match.png",
            2,
        ),
        (
            &["ladder", "--entrants", "greedy;easy;medium", "--sizes", "2"],
            "ladder.png",
            3,
        ),
    ];
    for (args, name, rows) in runs {
        let path = dir.path().join(name);
        let out = bin()
            .args(args)
            .args(["--threads", "1", "--chart"])
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {stderr}");
        assert!(
            stderr.contains(&format!("chart: {}", path.display())),
            "{stderr}"
        );
        let img = image::open(&path).unwrap();
        assert_eq!(
            (img.width(), img.height()),
            (600, 76 + 28 + 48 * rows + 72),
            "{args:?}"
        );
        // Written through a temporary file, which is gone.
        let files = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(files, if name == "match.png" { 1 } else { 2 });
    }
    // What an arena with its chart to `path` says on standard error: refused (exit code
    // 1) before any game.
    let refused = |path: &std::path::Path| {
        let out = bin()
            .args(["arena", "--games", "2", "--seats", "greedy,easy", "--chart"])
            .arg(path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty(), "no games are played");
        String::from_utf8_lossy(&out.stderr).trim_end().to_owned()
    };
    let missing = dir.path().join("missing").join("chart.png");
    assert_eq!(
        refused(&missing),
        format!(
            "error: cannot write {}: the folder {} does not exist",
            missing.display(),
            dir.path().join("missing").display()
        )
    );
    let out = bin()
        .args(["ladder", "--chart", "ladder.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("ladder.txt: the image is a PNG"));
    // A folder named like a chart is refused before any game, as is a folder that
    // cannot be written to.
    let folder = dir.path().join("dir.png");
    std::fs::create_dir(&folder).unwrap();
    assert_eq!(
        refused(&folder),
        format!(
            "error: cannot write {}: it is a folder; name a file in it",
            folder.display()
        )
    );
    let out = bin()
        .args(["ladder", "--games", "1", "--chart", "/proc/chart.png"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "no games are played");
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("error: cannot write /proc/chart.png: "),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `script` in the console as `--name name` and returns what it printed.
fn run_as(tables: &Tables, dir: &std::path::Path, name: Option<&str>, script: &str) -> String {
    let mut out = Vec::new();
    console::run(tables, script.as_bytes(), &mut out, &named(dir, name)).unwrap();
    String::from_utf8(out).unwrap()
}

/// One name is one person in the console, in every run: `--name Ann` and
/// `as ann` reach Ann's rating; `--name Zed` is someone else, whose `profile` is empty
/// and whose `forget-me confirm` leaves Ann's rating alone.
#[test]
fn one_name_is_one_person_in_every_run() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let game = "new 2 abandon=freeze rated=on\nas Bob\njoin\nas Ann\nstart\nas Bob\nresign\n";
    let out = run_as(&tables, dir.path(), Some("Ann"), game);
    assert!(out.contains("Game over"), "{out}");
    let ann = ": rating ";
    let out = run_as(
        &tables,
        dir.path(),
        Some("Zed"),
        "profile\nforget-me confirm\n",
    );
    assert!(out.contains("Zed has no rated games here yet."), "{out}");
    assert!(!out.contains(ann), "{out}");
    assert!(out.contains("There is nothing of yours to forget"), "{out}");
    let runs = [
        (Some("Ann"), "profile\n"),
        (Some("Zed"), "as ann\nprofile\n"),
        (Some("  ANN "), "profile\n"),
    ];
    for (name, script) in runs {
        let out = run_as(&tables, dir.path(), name, script);
        assert!(out.contains("Ann: rating "), "{name:?}: {out}");
        assert!(
            out.contains(", 1 game, 1 win, average place 1.00."),
            "{out}"
        );
    }
    let ratings = tables.store().ratings(0).unwrap();
    let mut names: Vec<&str> = ratings.iter().map(|r| r.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(names, ["Ann", "Bob"]);
}

/// Names the bot gives computers and forgotten players are no local player's name, and
/// `as` takes a name alone: each is refused with the reason, and nothing changes.
#[test]
fn reserved_names_and_commands_after_as_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let tables = Tables::with_seed(SledStore::temporary().unwrap(), 0);
    let script = "as Computer 2\nas a  former player\nas Ben takeback accept\nas Ben\n";
    let out = run_as(&tables, dir.path(), Some("Ann"), script);
    let said: Vec<&str> = out.lines().collect();
    assert_eq!(
        said[1..],
        [
            "Ann> “Computer 2” is the name the bot gives a computer seat or a forgotten \
             player, so nobody could look you up by it: choose another name.",
            "Ann> “a former player” is the name the bot gives a computer seat or a forgotten \
             player, so nobody could look you up by it: choose another name.",
            "Ann> `as` takes a name alone: write `as Ben`, then `takeback accept` on the next \
             line.",
            "Ann> You are now Ben.",
            "Ben> "
        ],
        "{out}"
    );
    // `--name` of a reserved name (any number, spaces as one): said, and the console
    // starts as its own player.
    let out = run_as(&tables, dir.path(), Some("computer   7"), "new 2\n");
    assert!(
        out.contains("“computer 7” is the name the bot gives"),
        "{out}"
    );
    assert!(out.contains("\nAnn> Ann opened a game"), "{out}");
}
