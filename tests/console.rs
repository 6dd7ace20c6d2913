//! Console mode, driven as a user would (the rest of the command line:
//! `tests/command_line.rs` and `tests/arena_ladder.rs`).

use crate::common;

use common::{console_options, console_output, greedy_hot_seat, tables};

use checkers_bot::console::{self, ConsoleOptions};
use checkers_bot::store::Phase;
use checkers_bot::table::{Command, Tables};

/// Console options for player "You", boards written under `dir/boards`, text boards on.
fn options(dir: &std::path::Path) -> ConsoleOptions {
    ConsoleOptions {
        ascii: true,
        ..console_options(dir)
    }
}

/// A whole hot-seat game typed into the console over piped input reaches the end.
#[test]
fn scripted_console_game_reaches_a_finished_game() {
    // Seed 0 makes seat 1 ("You") move first; precompute a game with the greedy player
    // and type it in, switching between the two local players.
    let (moves, game) = greedy_hot_seat(["You", "Bob"]);
    let script = format!("help\nnew 2\nas Bob\njoin\nas You\nstart\nnonsense\n{moves}");
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
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

/// Whoever types at the terminal owns its channel: `defaults` works there (tester's
/// finding: it always answered that Manage Channels was needed).
#[test]
fn console_user_may_change_the_channels_defaults() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
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
    let tables = tables();
    let mut out = Vec::new();
    let script = &b"new 2\nadd-computer bogus\n"[..];
    console::run(&tables, script, &mut out, &options(dir.path())).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains(
            "Computer levels are `beginner`, `novice`, `learner`, `easy`, `moderate`, \
             `medium`, `skilled`, `advanced`, `strong` and `hard`."
        ),
        "{out}"
    );
}

/// A hole typed alone is told it is no move, with an example and where the peg there can
/// go; `moves` with a word it does not take names the word and what `moves` takes (tester's
/// findings: "unknown command", and "`d2 chainz` is not a hole").
#[test]
fn a_lone_hole_and_a_stray_word_after_moves_are_answered_for_what_they_are() {
    let tables = tables();
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
    let tables = tables();
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
    let tables = tables();
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
        let tables = tables();
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
    let tables = tables();
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
    let tables = tables();
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
    let tables = tables();
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
    assert_eq!(turns(&tables), (Phase::Playing, played.clone()));
    // `abort` asks first and changes nothing; `abort confirm` ends it, and the game
    // asked for starts.
    let mut out = Vec::new();
    console::run(&tables, &b"abort\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains(
            "You> End this game for everyone? It will be kept in `history` as aborted, not \
             rated. To end it, type `abort confirm`.\nYou> "
        ),
        "{out}"
    );
    assert_eq!(turns(&tables), (Phase::Playing, played.clone()));
    let mut out = Vec::new();
    console::run(&tables, &b"abort confirm\nstatus\n"[..], &mut out, &opts).unwrap();
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
    let tables = tables();
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
    let tables = tables();
    // Two moves each rate the game (docs/rules.md §5 `rated`); the prompt passes to the
    // player to move.
    let game = "new 2 abandon=freeze rated=on\nas Bob\njoin\nas Ann\nstart\n\
                d2 e7\nn2 m6\nd3 e8\nn3 m7\nas Bob\nresign confirm\n";
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
    let tables = tables();
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

/// Against a computer, the console answers the person's move and says who is thinking
/// before the computer thinks (the new player's "silence while computers think"), then
/// shows the computer's move with the board.
#[test]
fn the_console_says_who_is_thinking_before_the_computer_moves() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut out = Vec::new();
    let images = console::run(
        &tables,
        &b"d2 e7\n"[..],
        &mut out,
        &against_one_computer(dir.path()),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    let answered = out
        .find("You played `d2-e7`.\nMove 2 · Computer 2 is thinking…\n")
        .expect(&out);
    let computer = out.find("Computer 2 played `").expect(&out);
    let board = out.rfind("[board image: ").expect(&out);
    assert!(answered < computer && computer < board, "{out}");
    // One board per round (and one as the game began): the thinking line comes without.
    assert_eq!(images, 2, "{out}");
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.turns.len(), 2);
}

/// A game kept here whose computer's turn a stopped run was thinking: the console first
/// says the game is kept and who is thinking, then plays the turn (before, it thought in
/// silence and said so afterwards).
#[test]
fn a_kept_game_says_it_is_kept_and_who_is_thinking_before_the_computer_plays() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    common::stranded_computer_game(&tables, console::CHANNEL);
    let mut out = Vec::new();
    console::run(
        &tables,
        &b""[..],
        &mut out,
        &against_one_computer(dir.path()),
    )
    .unwrap();
    let out = String::from_utf8(out).unwrap();
    let kept = out
        .find("A game is in progress here (move 2), so it was kept")
        .expect(&out);
    let thinking = out.find("Move 2 · Computer 2 is thinking…\n").expect(&out);
    let played = out.find("Computer 2 played `").expect(&out);
    assert!(kept < thinking && thinking < played, "{out}");
}

/// A person who resigns at their turn in a game that goes on: the computer plays their
/// seat, and the console says so, not that the person is thinking.
#[test]
fn after_resigning_the_console_says_the_computer_plays_the_seat() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let opts = ConsoleOptions {
        new_game: ["new 3", "add-computer easy", "add-computer easy", "start"]
            .map(String::from)
            .to_vec(),
        ..options(dir.path())
    };
    let mut out = Vec::new();
    console::run(&tables, &b"resign confirm\n"[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("Move 1 · the computer is thinking for You…"),
        "{out}"
    );
    assert!(!out.contains("You is thinking"), "{out}");
}

/// Standard input that hands over the lines a test sends, and waits for them meanwhile
/// (a person at the terminal); it ends when the sender is dropped.
struct Typing {
    lines: std::sync::mpsc::Receiver<Vec<u8>>,
    pending: std::collections::VecDeque<u8>,
}

impl std::io::Read for Typing {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.pending.is_empty() {
            match self.lines.recv() {
                Ok(line) => self.pending.extend(line),
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.pending.len());
        for (b, p) in buf.iter_mut().zip(self.pending.drain(..n)) {
            *b = p;
        }
        Ok(n)
    }
}

/// Output the test can read while the console runs.
#[derive(Clone, Default)]
struct Screen(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    /// The text so far, once it contains `what` (waits up to 60 s for it).
    fn wait_for(&self, what: &str) -> String {
        let deadline = std::time::Instant::now() + std::time::Duration::from_mins(1);
        loop {
            let text = String::from_utf8(self.0.lock().unwrap().clone()).unwrap();
            if text.contains(what) || std::time::Instant::now() > deadline {
                return text;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}

/// With `turn_timeout=5m`, a turn that runs out while the console waits for input is
/// told at once (docs/rules.md §4), not at the next line typed: the console keeps the
/// clock while it waits.
#[test]
fn a_turn_that_runs_out_is_told_while_the_console_waits_for_input() {
    let dir = tempfile::tempdir().unwrap();
    let now = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(1_800_000_000));
    let clock = now.clone();
    let tables = Tables::shared(std::sync::Arc::new(
        checkers_bot::store::SledStore::temporary().unwrap(),
    ))
    .seeded(0)
    .with_clock(move || clock.load(std::sync::atomic::Ordering::SeqCst));
    let (typed, lines) = std::sync::mpsc::channel();
    let input = std::io::BufReader::new(Typing {
        lines,
        pending: std::collections::VecDeque::new(),
    });
    let screen = Screen::default();
    let opts = ConsoleOptions {
        tick: Some(std::time::Duration::from_millis(20)),
        ..options(dir.path())
    };
    std::thread::scope(|s| {
        let mut out = screen.clone();
        let (tables, opts) = (&tables, &opts);
        let console = s.spawn(move || console::run(tables, input, &mut out, opts).unwrap());
        typed
            .send(b"new 2 turn_timeout=5m\nas Bob\njoin\nas You\nstart\n".to_vec())
            .unwrap();
        let started = screen.wait_for("The game begins!");
        assert!(started.contains("The game begins!"), "{started}");
        // Nothing typed from now on: five minutes pass.
        now.fetch_add(301, std::sync::atomic::Ordering::SeqCst);
        let out = screen.wait_for("You ran out of time.");
        let told = out.rfind("You ran out of time.").expect(&out);
        // After the prompt it interrupted, on a line of its own.
        assert!(out[..told].ends_with("You> \n"), "{out}");
        drop(typed);
        console.join().unwrap();
    });
    let record = tables.store().load(console::CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Finished);
    assert_eq!(record.turns, ["resign 1"]);
}

/// A line over the console's cap (a 20 MB paste) is refused without being read whole or
/// echoed back, and the next line is read as usual.
#[test]
fn a_line_over_the_cap_is_refused_unread_and_not_echoed() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut script = b"new 2\n".to_vec();
    script.extend(std::iter::repeat_n(b'x', 20_000_000));
    script.extend(b"\nstatus\n");
    let opts = ConsoleOptions {
        echo: true,
        ..options(dir.path())
    };
    let mut out = Vec::new();
    console::run(&tables, &script[..], &mut out, &opts).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.len() < 4_000, "{} bytes out", out.len());
    assert!(
        out.contains(&format!(
            "You> That line is over {} bytes, so it was not read. A command or a move is one \
             short line.\nYou> status\nWaiting for players (1/2): You",
            console::MAX_LINE
        )),
        "{out}"
    );
}

/// The console's answers talk about the console, in every language: no channel, server
/// or Discord where the bot would say them (no game here, a game already under way, a
/// kept game that is not there, defaults and the board theme, `rules` without a game,
/// `forget-me`, `replay` with two ids), and a takeback is answered with typed words.
#[test]
fn console_words_talk_about_the_console_not_channels_or_servers() {
    // Words for a channel, a server and Discord in each language, in lower case.
    let foreign: [(&str, &[&str]); 5] = [
        ("en", &["channel", "server", "discord"]),
        ("it", &["canale", "server", "discord"]),
        ("nb", &["kanal", "server", "discord"]),
        ("cs", &["kanál", "server", "discord"]),
        ("pt-BR", &["canal", "servidor", "discord"]),
    ];
    let script = "status\nrules\nnew 2\nnew 2\nrecord 99\ndefaults theme=dark\n\
                  defaults long_jumps=on\nforget-me\nreplay 1 2\nabort\nrules\n";
    for (lang, words) in foreign {
        let tables = common::seeded_tables(0).with_language(lang);
        let out = console_output(&tables, script).to_lowercase();
        for word in words {
            assert!(!out.contains(word), "{lang}: `{word}` in\n{out}");
        }
    }
    let out = console_output(&tables(), script);
    for line in [
        "You> There is no game here yet. Start one with `new <players>`.",
        "You> A game is already open here and waits for players: `join` it, or `abort` it \
         first.",
        "You> No game #99 is kept here.",
        "You> You set the board theme of new games: dark.",
        "You> You changed the default house rules of new games: fast (long_jumps=on).",
        "You> This deletes your ratings and best crossings and replaces your name in kept \
         games by “a former player”. It cannot be undone. To go on, type `forget-me confirm`.",
        "You> The default house rules of new games: fast (long_jumps=on).",
    ] {
        assert!(out.contains(&format!("{line}\n")), "{line}\n{out}");
    }
    // Discord says it of its channel and server.
    let tables = tables();
    let bob = common::bob();
    let said = common::one(tables.handle(9, &bob, Command::Status));
    assert_eq!(
        said.text,
        "There is no game in this channel. Start one with `new <players>`."
    );
}

/// Input that is not understood is answered with what was not understood: the command an
/// unknown word most likely meant (in the console's language), a word that is no
/// `key=value`, the word of a move that is no hole; `long_jumps = on` with spaces is read.
#[test]
fn unrecognised_input_names_the_nearest_command_or_the_word_not_understood() {
    let script = "undo\nsurrender\nq\n?\nsolo foo\nnew 2 fast\nnew 2 long_jumps = on\n\
                  add-computer\nstart\nd2 e7 zz\n";
    let out = console_output(&tables(), script);
    for line in [
        "You> `undo` is not a command. Did you mean `takeback`? (`help` names them all)",
        "You> `surrender` is not a command. Did you mean `resign`? (`help` names them all)",
        "You> `q` is not a command. Did you mean `quit`? (`help` names them all)",
        "You> `?` is not a command. Did you mean `help`? (`help` names them all)",
        "You> `foo` is not understood after `solo`: `solo` starts a crossing, `solo board` \
         shows the best crossings here, `solo computer` the computer's crossing.",
        "You> `fast` is not understood: house rules are written `key=value`, like \
         `long_jumps=on`.",
        "House rules of this game: fast (long_jumps=on).",
        "You> `zz` is not a hole. Holes are written like `d2` or `i5` (rows `a`–`q`, \
         numbered from 1, left to right).",
    ] {
        assert!(out.contains(&format!("{line}\n")), "{line}\n{out}");
    }
    let italian = common::seeded_tables(0).with_language("it");
    let out = console_output(&italian, "undo\n");
    let it = checkers_bot::i18n::catalogue("it");
    let takeback = it.get("cmd-takeback", None).unwrap();
    assert!(
        out.contains(&format!(
            "You> `undo` non è un comando. Forse intendevi `{takeback}`?"
        )),
        "{out}"
    );
}

/// `moves c2` marks the holes the peg can reach on the text board too (a `*` before the
/// hole's number), as the image rings them: e6 and e8 at the start.
#[test]
fn the_text_board_of_moves_marks_the_reachable_holes() {
    let dir = tempfile::tempdir().unwrap();
    let tables = tables();
    let mut out = Vec::new();
    let script = b"new 2\nadd-computer easy\nstart\nmoves c2\n";
    console::run(&tables, &script[..], &mut out, &options(dir.path())).unwrap();
    let out = String::from_utf8(out).unwrap();
    let (_, answer) = out
        .split_once("The peg on c2 (red, You) can reach 2 holes: e6, e8.\n")
        .expect(&out);
    let board: Vec<&str> = answer.lines().take(17).collect();
    assert_eq!(
        board[4],
        "e    1   2   3   4   5  *6   7  *8   9  10  11  12  13"
    );
    assert_eq!(board.concat().matches('*').count(), 2, "{answer}");
}

/// `as` with a name longer than 32 characters says so and changes nothing, instead of
/// cutting the name without a word.
#[test]
fn a_name_too_long_is_refused_with_its_length() {
    let long = "Bartholomew Montgomery-Fitzgerald III";
    let out = console_output(&tables(), &format!("as {long}\nstatus\n"));
    assert!(
        out.contains(&format!(
            "You> A name is at most 32 characters; that one has {}. Choose a shorter one.\nYou> ",
            long.len()
        )),
        "{out}"
    );
    assert!(!out.contains("Bartholomew"), "{out}");
}

/// `play --lang de`, `fr` and `es`: a whole hot-seat game typed in that language's
/// command words reaches its end, every line in that language.
#[test]
fn a_whole_game_is_played_in_german_french_and_spanish() {
    use checkers_bot::i18n::catalogue;
    let (moves, game) = greedy_hot_seat(["You", "Bob"]);
    for (lang, over) in [
        ("de", "Partie vorbei"),
        ("fr", "Partie terminée"),
        ("es", "Fin de la partida"),
    ] {
        let cat = catalogue(checkers_bot::i18n::supported(lang).unwrap());
        let word = |id: &str| cat.get(id, None).unwrap();
        let script = format!(
            "{help}\n{new} 2\nas Bob\n{join}\nas You\n{start}\n{moves}",
            help = word("cmd-help"),
            new = word("cmd-new"),
            join = word("cmd-join"),
            start = word("cmd-start"),
        );
        let dir = tempfile::tempdir().unwrap();
        let tables = tables().with_language(lang);
        let mut out = Vec::new();
        let images =
            console::run(&tables, script.as_bytes(), &mut out, &options(dir.path())).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.contains(over),
            "{lang}: {}",
            &out[out.len().saturating_sub(1500)..]
        );
        assert_eq!(images, 1 + game.total_moves() + 1, "{lang}");
        // Nothing fell back to English on the way.
        for english in ["Game over", "your turn", "unknown command", "took seat"] {
            assert!(!out.contains(english), "{lang}: {english}");
        }
    }
}

/// A `checkers-bot play` process on a database, typed into through a pipe, its output
/// gathered as it comes.
struct Console {
    child: std::process::Child,
    input: Option<std::process::ChildStdin>,
    out: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Console {
    fn start(db: &str, name: &str, boards: &std::path::Path) -> Console {
        use std::io::Read;
        let mut child = common::bin()
            .args(["play", "--db", db, "--name", name, "--no-ascii", "--out"])
            .arg(boards)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .expect("the console starts");
        let mut stdout = child.stdout.take().unwrap();
        let out = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let gathered = std::sync::Arc::clone(&out);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                gathered
                    .lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let input = child.stdin.take();
        Console { child, input, out }
    }

    fn typed(&mut self, line: &str) {
        use std::io::Write;
        let input = self.input.as_mut().unwrap();
        writeln!(input, "{line}").unwrap();
        input.flush().unwrap();
    }

    fn text(&self) -> String {
        self.out.lock().unwrap().clone()
    }

    /// Waits (at most 30 s) until the output holds `needle` after byte `from`; the
    /// output from there.
    fn wait_for(&self, from: usize, needle: &str) -> String {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            let text = self.text();
            let tail = text.get(from..).unwrap_or_default();
            if tail.contains(needle) {
                return tail.to_string();
            }
            assert!(
                std::time::Instant::now() < until,
                "no {needle:?} in:\n{text}"
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }

    fn stop(mut self) -> String {
        drop(self.input.take());
        let _ = self.child.wait();
        self.text()
    }
}

/// Two consoles on one PostgreSQL database, each with its own player: each shows the
/// other's moves as they come, without a key pressed, and keeps its prompt for its own
/// player (case: the new player's two consoles).
#[test]
fn two_consoles_on_one_database_show_each_others_moves_and_keep_their_players() {
    let server = crate::pg_server::PgServer::start();
    let db = server.database("consoles");
    let dir = tempfile::tempdir().unwrap();
    let mut alice = Console::start(&db, "Alice", &dir.path().join("a"));
    alice.typed("new 2 first_player=creator");
    alice.wait_for(0, "Alice opened a game");
    let mut bob = Console::start(&db, "Bob", &dir.path().join("b"));
    bob.typed("join");
    bob.wait_for(0, "Bob took seat 2");
    let (from, b) = (alice.text().len(), bob.text().len());
    alice.typed("start");
    alice.wait_for(from, "The game begins!");
    // Bob's console shows the game begun (its board, whose turn it is), by itself.
    bob.wait_for(b, "Move 1 · Alice to move");
    let (a, b) = (alice.text().len(), bob.text().len());
    alice.typed("d2 e7");
    alice.wait_for(a, "Alice played `d2-e7`");
    // Bob's console shows Alice's move by itself, and still prompts Bob.
    let seen = bob.wait_for(b, "Alice played `d2-e7`");
    assert!(
        bob.wait_for(b, "Bob> ").len() >= seen.len(),
        "{}",
        bob.text()
    );
    assert!(bob.text().trim_end().ends_with("Bob>"), "{}", bob.text());
    let (a, b) = (alice.text().len(), bob.text().len());
    bob.typed("n4 m8");
    bob.wait_for(b, "Bob played `n4-m8`");
    alice.wait_for(a, "Bob played `n4-m8`");
    // Bob asks to take his move back: Alice's console asks her, by itself.
    let a = alice.text().len();
    bob.typed("takeback");
    alice.wait_for(a, "Bob asks to take back the move n4-m8");
    // Alice's console never prompted Bob.
    let alices = alice.stop();
    assert!(!alices.contains("Bob> "), "{alices}");
    let bobs = bob.stop();
    assert!(!bobs.contains("Alice> "), "{bobs}");
}
