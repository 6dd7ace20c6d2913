//! The long runs of the command line driven as a user would: `arena` and `ladder` (what
//! they refuse, what they print, their charts), and no progress bar when piped.

use crate::common;

use common::{bin, run_bin};

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

/// `--games 0` plays nothing, and more than a million would only exhaust the memory
/// that keeps each game's result: `arena` and `ladder` refuse both as clap refuses any
/// bad value (exit code 2), before any game.
#[test]
fn arena_and_ladder_refuse_zero_games_and_too_many() {
    for command in ["arena", "ladder"] {
        for games in ["0", "1000001", "4294967296", "18446744073709551615"] {
            let out = bin().args([command, "--games", games]).output().unwrap();
            assert_eq!(out.status.code(), Some(2), "{command}");
            assert!(out.stdout.is_empty(), "{command}");
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.starts_with(&format!(
                    "error: invalid value '{games}' for '--games <GAMES>': takes a whole \
                     number of games from 1 to 1000000\n"
                )),
                "{command}: {err}"
            );
        }
    }
}

/// An arena plays games between at least two seats: one seat alone (`--seats hard`) is
/// refused before any game (exit code 2, as clap refuses a bad value), saying what to
/// type, and not played as a solitaire crossing labelled a game (docs/rules.md §2: only
/// `solo` starts one player alone; `--solitaire` plays the crossing).
#[test]
fn arena_refuses_a_single_seat_and_says_what_to_type() {
    for seats in ["hard", "hard:nodes=100*1"] {
        let (code, stdout, stderr) = run_bin(&["arena", "--games", "1", "--seats", seats]);
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

/// The reference search families play the race from the command line like the levels
/// (`--seats maxn,paranoid,mcts` with a node budget), and are refused in the capture game,
/// which they do not play, before any game, naming the entrant.
#[test]
fn arena_seats_the_search_families_in_the_race_only() {
    let (code, stdout, stderr) = run_bin(&[
        "arena",
        "--games",
        "1",
        "--seats",
        "maxn:nodes=200,paranoid,mcts*2",
        "--nodes",
        "200",
        "--threads",
        "1",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("1 game, 4 seats, "), "{stdout}");
    for name in ["maxn:nodes=200 ", "paranoid ", "mcts "] {
        assert!(
            stdout.lines().any(|l| l.starts_with(name)),
            "{name}: {stdout}"
        );
    }
    let (code, stdout, stderr) = run_bin(&[
        "arena",
        "--games",
        "1",
        "--variant",
        "capture",
        "--seats",
        "hard,mcts:nodes=100",
    ]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(stdout.is_empty(), "no game is played: {stdout}");
    assert_eq!(
        stderr.trim_end(),
        "error: mcts:nodes=100: the search families (maxn, paranoid, mcts) play the race \
         only, not --variant capture"
    );
}

/// `--seatings N` plays the two entrants of `--seats` in every seating at a table of N
/// seats and says what each won; it refuses any other seat list, and a table size with no
/// layout, before any game.
#[test]
fn arena_plays_every_seating_of_two_entrants() {
    let (code, stdout, stderr) = run_bin(&[
        "arena",
        "--games",
        "6",
        "--seats",
        "greedy,easy",
        "--seatings",
        "3",
        "--threads",
        "1",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("6 games, 3 seats, "), "{stdout}");
    let won: Vec<&str> = stdout.lines().filter(|l| l.contains(": won ")).collect();
    assert_eq!(won.len(), 2, "{stdout}");
    assert!(won[0].starts_with("greedy: won ") && won[0].contains(" of 6 games ("));
    assert!(won[1].starts_with("easy: won "), "{stdout}");
    // Not two different players: three, one, or the same player under two names.
    for seats in [
        "hard,medium,easy",
        "hard,hard",
        "hard;Hard",
        "hard;hard:mc=6",
        "hard:nodes=300,mc=6;hard:mc=6,nodes=300",
    ] {
        let (code, stdout, stderr) =
            run_bin(&["arena", "--games", "2", "--seats", seats, "--seatings", "4"]);
        assert_eq!(code, Some(2), "{seats}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{seats}: no game is played: {stdout}");
        assert_eq!(
            stderr.trim_end(),
            "error: --seatings seats two different players, e.g. --seats hard,mcts --seatings 6",
            "{seats}"
        );
    }
    let (code, _, stderr) = run_bin(&[
        "arena",
        "--games",
        "2",
        "--seats",
        "hard:nodes=300;hard",
        "--nodes",
        "300",
        "--seatings",
        "4",
    ]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("two different players"), "{stderr}");
    // An odd number of games would part a seating from its complement; team games and
    // the solitaire crossing have no seatings of two kinds.
    for (extra, error) in [
        (
            &["--games", "3"][..],
            "error: --seatings plays each seating beside its complement: --games 3 is odd",
        ),
        (
            &["--games", "2", "--rules", "teams=on"][..],
            "error: --seatings does not play team games (teams=on)",
        ),
        (
            &["--games", "2", "--solitaire"][..],
            "error: --seatings plays games between two entrants; --solitaire plays none",
        ),
    ] {
        let mut args = vec!["arena", "--seats", "hard,easy", "--seatings", "4"];
        args.extend_from_slice(extra);
        let (code, stdout, stderr) = run_bin(&args);
        assert_eq!(code, Some(2), "{extra:?}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{extra:?}: {stdout}");
        assert_eq!(stderr.trim_end(), error);
    }
    let (code, _, stderr) = run_bin(&[
        "arena",
        "--games",
        "2",
        "--seats",
        "hard,easy",
        "--seatings",
        "9",
    ]);
    assert_eq!(code, Some(2));
    assert_eq!(
        stderr.trim_end(),
        "error: --seatings 9: the standard game is for 2, 3, 4 or 6 players"
    );
    let (code, _, stderr) = run_bin(&[
        "arena",
        "--games",
        "2",
        "--seats",
        "hard,easy",
        "--seatings",
        "5",
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "error: --seatings 5: the standard game is for 2, 3, 4 or 6 players"
    );
}

/// `--nodes` is the node budget a move: 0 would mean no budget at all, so `arena` refuses
/// it as clap refuses any bad value (exit code 2), and an entrant's `nodes=0` is refused
/// too; the help says what the option is and what applies without it.
#[test]
fn arena_refuses_zero_nodes_and_its_help_says_what_nodes_are() {
    let (code, stdout, stderr) = run_bin(&["arena", "--games", "1", "--nodes", "0"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert!(
        stderr.starts_with(
            "error: invalid value '0' for '--nodes <NODES>': takes a whole number of nodes from \
             1 (leave --nodes out for no budget)\n"
        ),
        "{stderr}"
    );
    let (code, stdout, stderr) =
        run_bin(&["arena", "--games", "1", "--seats", "hard:nodes=0,easy"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert_eq!(
        stderr.trim_end(),
        "error: `hard:nodes=0`: nodes is a budget of at least 1 a move \
         (leave it out for the deadline alone)"
    );
    let (code, help, _) = run_bin(&["arena", "--help"]);
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
    let (code, stdout, stderr) = run_bin(&[
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
    let (_, help, _) = run_bin(&["ladder", "--help"]);
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
        let (code, stdout, stderr) = run_bin(&[args, &["--games", "1"]].concat());
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
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
    let (code, stdout, stderr) = run_bin(&[
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

/// What the command line asks for and no game can be is a usage error: exit code 2, one
/// short line on standard error, nothing on standard output and no game played.
#[test]
fn arena_and_ladder_refuse_what_makes_no_game_as_usage_errors() {
    let runs: [(&[&str], &str); 10] = [
        (
            &["arena", "--seats", "greedy,medium", "--variant", "capture"],
            "error: greedy: greedy plays the race only, not --variant capture",
        ),
        (
            &["ladder", "--entrants", "greedy;easy", "--sizes", "2,6"],
            "error: tables of size 6 need at least 3 entrants (each sits at most twice)",
        ),
        (
            &["arena", "--seats", "hard,medium*6"],
            "error: the standard game is for 2, 3, 4 or 6 players",
        ),
        (
            &["arena", "--seats", "hard,medium", "--rules", "teams=on"],
            "error: team play is for 4 or 6 players with one army each",
        ),
        (
            &["arena", "--seats", "hard,medium", "--armies", "4"],
            "error: 2 players cannot command 4 armies each",
        ),
        (
            &["arena", "--seats", "hard:step=10000000,medium"],
            "error: `step=10000000`: step takes a whole number from 0 to 256",
        ),
        (
            &["arena", "--seats", "greedy:nodes=5,hard"],
            "error: `greedy:nodes=5`: greedy takes no settings",
        ),
        (
            &["ladder", "--entrants", "greedy"],
            "error: a ladder needs at least two entrants",
        ),
        (
            &["ladder", "--sizes", "2,x"],
            "error: --sizes: invalid digit found in string (seat counts separated by commas: 2,3,6)",
        ),
        (
            &["ladder", "--sizes", "5"],
            "error: tables of size 5: the standard game is for 2, 3, 4 or 6 players",
        ),
    ];
    for (args, error) in runs {
        let (code, stdout, stderr) = run_bin(&[args, &["--games", "2"]].concat());
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: no game is played: {stdout}");
        assert_eq!(stderr.trim_end(), error, "{args:?}");
    }
    for command in ["arena", "ladder"] {
        let (code, stdout, stderr) = run_bin(&[command, "--games", "2", "--threads", "300"]);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stdout.is_empty());
        assert!(
            stderr.starts_with(
                "error: invalid value '300' for '--threads <THREADS>': takes a whole number \
                 from 1 to 256\n"
            ),
            "{stderr}"
        );
    }
    // The capture game seats five (docs/rules.md §6), so every seating at five is
    // played there; the standard game's five is refused above (`--seatings 5`).
    let (code, stdout, stderr) = run_bin(&[
        "arena",
        "--seats",
        "hard,medium",
        "--seatings",
        "5",
        "--variant",
        "capture",
        "--games",
        "2",
        "--nodes",
        "50",
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.starts_with("2 games, 5 seats, "), "{stdout}");
}
