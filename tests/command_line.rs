//! The command line driven as a user would: `perft`, `demo`, `render`, `bot` without a
//! token, `play` on a saved game, errors that name their file, and databases that cannot
//! be opened (read-only, damaged, a server that does not answer).

use crate::common;

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
    assert!(
        stderr.contains("--depth goes from 1 to 10 (each depth takes"),
        "{stderr}"
    );
}

/// `perft --depth` out of range gets one answer, whether the depth is 0, too deep or too
/// large for any number type (not clap's "not in 0..=4294967295").
#[test]
fn perft_says_the_same_for_every_depth_out_of_range() {
    let answer = |depth: &str| {
        let (code, stdout, stderr) = run_bin(&["perft", "--depth", depth]);
        assert_eq!(code, Some(2), "{depth}");
        assert_eq!(stdout, "", "{depth}");
        stderr
    };
    let zero = answer("0");
    assert!(
        zero.starts_with(
            "error: invalid value '0' for '--depth <DEPTH>': --depth goes from 1 to 10 (each \
             depth takes some 15 to 30 times as long as the one before: depth 6 about a \
             second, depth 8 some minutes)\n"
        ),
        "{zero}"
    );
    for depth in ["11", "-1", "4294967296", "99999999999999999999999", "three"] {
        assert_eq!(
            answer(depth),
            zero.replace("'0'", &format!("'{depth}'")),
            "{depth}"
        );
    }
}

/// `--name` that cannot be a name is a usage error (exit code 2) before anything is
/// opened: blank (`--name ""` was quietly "Player"), longer than 32 characters (was
/// quietly cut), or a computer's name.
#[test]
fn a_name_that_cannot_be_used_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let long = "Bartholomew Montgomery-Fitzgerald III";
    for (name, said) in [
        (
            "",
            "error: --name takes a name that shows something\n".to_string(),
        ),
        (
            "  \u{200b} ",
            "error: --name takes a name that shows something\n".to_string(),
        ),
        (
            long,
            format!(
                "error: --name takes at most 32 characters; this one has {}\n",
                long.len()
            ),
        ),
        (
            "Computer 2",
            "error: --name: “Computer 2” is the name the bot gives a computer seat or a \
             forgotten player, so nobody could look you up by it; choose another\n"
                .to_string(),
        ),
    ] {
        let out = bin()
            .args(["play", "--name", name, "--db"])
            .arg(&db)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{name:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap(), said, "{name:?}");
        assert!(!db.exists(), "{name:?}: nothing is created");
    }
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

/// `demo` into a folder of an earlier demo replaces that game's files (its boards and
/// `game.txt`), so the folder holds one game; other files are left.
#[test]
fn a_demo_replaces_the_earlier_demo_in_its_folder() {
    let dir = tempfile::tempdir().unwrap();
    let stale = dir.path().join("move-9999.png");
    let other = dir.path().join("notes.txt");
    std::fs::write(&stale, b"an earlier game's board").unwrap();
    std::fs::write(&other, b"mine").unwrap();
    let (code, stdout, stderr) = run_bin(&[
        "demo",
        "--players",
        "2",
        "--seed",
        "3",
        "--out",
        &dir.path().display().to_string(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    let images = stdout
        .split("; ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .and_then(|n| n.parse::<usize>().ok())
        .expect(&stdout);
    assert!(!stale.exists(), "the earlier game's board is gone");
    assert_eq!(std::fs::read(&other).unwrap(), b"mine");
    let pngs = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".png"))
        })
        .count();
    assert_eq!(pngs, images, "{stdout}");
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
    // One bracket after the name: "Computer 1 (medium, 10 pegs home)".
    assert!(result[1].ends_with(" (medium, 10 pegs home)"), "{stdout}");
    assert!(!result[2].ends_with(", 10 pegs home)"), "{stdout}");
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

/// `record <id>` in the console names the file it wrote (`boards/record-NNNN.txt`) in the
/// `render` command it suggests, not Discord's attachment name `record.txt`; the command
/// it names draws the game's end.
#[test]
fn record_in_the_console_names_the_file_it_wrote() {
    let dir = tempfile::tempdir().unwrap();
    // A move each, then the move limit ends the game, which is kept as game #1.
    let script =
        b"new 2 move_limit=1 first_player=creator\nadd-computer easy\nstart\nd2 e7\nrecord 1\n";
    let out = play_in(dir.path(), &["--no-ascii"], script);
    let records: Vec<std::path::PathBuf> = std::fs::read_dir(dir.path().join("boards"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    let [file] = records.as_slice() else {
        panic!("one record file: {records:?}\n{out}");
    };
    assert!(file
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("record-"));
    let named = file.display();
    assert!(
        out.contains("Player> record 1\nRecord of game #1 ("),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "[file: {named}] `checkers-bot render --record {named} --out board.png` draws its end.\n"
        )),
        "{out}"
    );
    assert!(!out.contains("record.txt"), "{out}");
    let png = dir.path().join("board.png");
    let (code, _, stderr) = run_bin(&[
        "render",
        "--record",
        &file.display().to_string(),
        "--out",
        &png.display().to_string(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(png.exists());
}

/// `checkers-bot ARGS` run with `dir` as a read-only file system (a tmpfs mounted
/// read-only in a mount namespace of its own, so that it holds even for root): its exit
/// code and standard error.
fn run_on_read_only(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let mut script_args = vec![dir.as_os_str(), env!("CARGO_BIN_EXE_checkers-bot").as_ref()];
    script_args.extend(args.iter().map(std::ffi::OsStr::new));
    let out = in_mount_namespace(
        r#"mount -t tmpfs -o ro tmpfs "$1" && shift && exec "$@""#,
        &script_args,
    );
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

/// `sh -c script sh args…` as root of a user and mount namespace of its own
/// (`unshare --user --map-root-user --mount`, util-linux), where it may mount a small or
/// read-only tmpfs. Fails saying what the machine lacks when namespaces are not allowed.
fn in_mount_namespace(script: &str, args: &[&std::ffi::OsStr]) -> std::process::Output {
    let out = std::process::Command::new("unshare")
        .args([
            "--user",
            "--map-root-user",
            "--mount",
            "sh",
            "-c",
            script,
            "sh",
        ])
        .args(args)
        .env("DISCORD_TOKEN", "not-used")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("unshare (util-linux) runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("unshare:"),
        "this test needs unprivileged user namespaces, which this machine refuses \
         ({}). Allow them: on Debian `sysctl -w kernel.unprivileged_userns_clone=1`; on \
         Ubuntu 24.04 `sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`; in Docker \
         run the container with `--security-opt seccomp=unconfined` (or as `--privileged`)",
        stderr.trim()
    );
    out
}

/// A full disk under a running console, moves, a kill, then a start while the disk is
/// still full, then the disk freed: no move lost, and the folder never called damaged.
/// The database is on a 1 MiB tmpfs of its own (in a mount namespace, as
/// `run_on_read_only`); `dd` fills it. A start on the full disk used to leave an empty
/// `snap.<n>.generating` behind (sled begins a snapshot as it recovers), which the next
/// start read as damage: "damaged … start with an empty folder" (3 times in 3). Case
/// `full-disk`.
#[test]
fn a_full_disk_a_kill_and_a_restart_lose_no_game() {
    let dir = tempfile::tempdir().unwrap();
    let disk = dir.path().join("disk");
    let boards = dir.path().join("boards");
    std::fs::create_dir(&disk).unwrap();
    std::fs::create_dir(&boards).unwrap();
    let script = r#"
        d="$1"; bin="$2"; boards="$3"; db="$d/db"
        mount -t tmpfs -o size=1m tmpfs "$d" || exit 90
        play() { "$bin" play --db "$db" --no-ascii --out "$boards" "$@"; }
        printf 'd2 e7\n' | play --opponents 1 --seed 1 > "$boards/first.txt" 2>&1
        echo "first $?"
        # A console runs on; the disk fills under it; moves are typed (some are legal),
        # then the process is killed.
        mkfifo "$boards/in"
        "$bin" play --db "$db" --no-ascii --out "$boards" < "$boards/in" > "$boards/killed.txt" 2>&1 &
        pid=$!
        exec 3> "$boards/in"
        sleep 1
        dd if=/dev/zero of="$d/filler" bs=4k > /dev/null 2>&1
        printf 'd3 e8\nc2 d2\nd1 e6\nc1 d3\nd4 e9\n' >&3
        sleep 4
        kill -9 $pid 2> /dev/null
        wait $pid 2> /dev/null
        exec 3>&-
        play < /dev/null > "$boards/full.txt" 2>&1
        echo "full $?"
        echo "left $(ls "$db" | grep -c generating)"
        rm "$d/filler"
        printf 'status\n' | play > "$boards/freed.txt" 2>&1
        echo "freed $?"
    "#;
    let out = in_mount_namespace(
        script,
        &[
            disk.as_os_str(),
            env!("CARGO_BIN_EXE_checkers-bot").as_ref(),
            boards.as_os_str(),
        ],
    );
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let read = |name: &str| std::fs::read_to_string(boards.join(name)).unwrap_or_default();
    let context = format!(
        "{said}{stderr}\nfirst:\n{}\nfull:\n{}\nfreed:\n{}",
        read("first.txt"),
        read("full.txt"),
        read("freed.txt")
    );
    assert_eq!(
        said.lines().collect::<Vec<_>>(),
        ["first 0", "full 3", "left 0", "freed 0"],
        "{context}"
    );
    assert!(read("full.txt").contains("the disk is full"), "{context}");
    let freed = read("freed.txt");
    assert!(!freed.contains("damaged"), "{context}");
    // The game goes on where it was: every turn the killed console showed is kept (on a
    // busy machine it may be killed before it shows one: then the first console's).
    let last_moves = |text: &str| {
        let (_, last) = text.rsplit_once("Last moves: ")?;
        last.split('.').next().map(str::to_string)
    };
    let played = last_moves(&read("killed.txt"))
        .or_else(|| last_moves(&read("first.txt")))
        .expect(&context);
    assert_eq!(
        last_moves(&freed).as_deref(),
        Some(played.as_str()),
        "{context}"
    );
}

/// A database folder that cannot be written: `play` and `bot` exit with code 3 (the
/// database cannot be used, docs/operating.md) and name the folder and why in words,
/// without the system's error number; a parent folder that cannot be made is said the
/// same way.
#[test]
fn a_read_only_database_folder_is_named_and_exits_with_code_3() {
    let dir = tempfile::tempdir().unwrap();
    let ro = dir.path().join("ro");
    std::fs::create_dir(&ro).unwrap();
    for (args, folder) in [
        (&["play", "--db"][..], "db"),
        (&["bot", "--db"], "db"),
        (&["play", "--db"], "deeper/db"),
    ] {
        let db = ro.join(folder).display().to_string();
        let mut args = args.to_vec();
        args.push(&db);
        let (code, stderr) = run_on_read_only(&ro, &args);
        assert_eq!(code, Some(3), "{args:?}: {stderr}");
        assert_eq!(
            stderr,
            format!("error: cannot open the database at {db}: the file system is read-only\n"),
            "{args:?}"
        );
    }
}

/// A damaged database: exit code 3, the folder named, what to do in words that fit the
/// console as well as the bot, and none of sled's inner text (`Read corrupted data at
/// file offset Some(…) backtrace ()`), in its log lines neither.
#[test]
fn a_damaged_database_is_told_in_words_and_exits_with_code_3() {
    let dir = tempfile::tempdir().unwrap();
    play_in(dir.path(), &["--opponents", "1", "--no-ascii"], b"d2 e7\n");
    let db = dir.path().join("db");
    std::fs::write(db.join("conf"), b"\x00garbage, not a sled configuration").unwrap();
    for command in ["play", "bot"] {
        let out = bin()
            .args([command, "--db"])
            .arg(&db)
            .env("DISCORD_TOKEN", "not-used")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{command}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        let folder = db.display();
        assert_eq!(
            stderr,
            format!(
                "error: the database at {folder} is damaged: its files hold damaged data. \
                 Keep a copy of the folder first (`cp -a {folder} {folder}.copy`), then \
                 restore a backup (docs/operating.md, \"Damaged or locked database\", says \
                 what else can be tried)\n"
            ),
            "{command}"
        );
    }
}

/// A folder that cannot be made (under `/proc`) is said in words, not "entity not found".
#[test]
fn a_folder_that_cannot_be_made_is_said_in_words() {
    let (code, _, stderr) = run_bin(&["play", "--db", "/proc/checkers-nope/db"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert_eq!(
        stderr,
        "error: cannot open the database at /proc/checkers-nope/db: the folder cannot be made \
         there (a part of the path does not exist or takes no folders)\n"
    );
}

/// A PostgreSQL server that does not answer: exit code 3, the URL named without its
/// password, and why in words.
#[test]
fn an_unreachable_database_server_is_named_without_its_password() {
    let (code, _, stderr) = run_bin(&["play", "--db", "postgres://ann:secret@127.0.0.1:1/games"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(
        stderr.ends_with(
            "error: cannot open the database at postgres://ann:***@127.0.0.1:1/games: the \
             database server refuses connections at that address (is it running, and is the \
             port right?)\n"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("secret"), "{stderr}");
    // A host name that is not known, and a key libpq's URL does not have, are told so.
    let (code, _, stderr) = run_bin(&["play", "--db", "postgres://ann@nowhere.invalid/games"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(
        stderr.ends_with(
            "the database server's host name cannot be looked up (is the host right?)\n"
        ),
        "{stderr}"
    );
    let (code, _, stderr) = run_bin(&["play", "--db", "postgres://ann@127.0.0.1:1/games?colour=1"]);
    assert_eq!(code, Some(3), "{stderr}");
    assert!(
        stderr.ends_with("invalid connection string: unknown option `colour`\n"),
        "{stderr}"
    );
}

/// `CHECKERS_SLED_CACHE_MB` bounds sled's page cache (docs/operating.md, "The
/// database"); a value that is no whole number of MiB is refused when the database opens,
/// naming the variable, with exit code 3; a good one plays.
#[test]
fn the_sled_cache_bound_is_read_from_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    for bad in ["abc", "0", "-5", "65537", "99999999999"] {
        let out = bin()
            .args(["play", "--db"])
            .arg(&db)
            .env("CHECKERS_SLED_CACHE_MB", bad)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(3), "{bad}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!(
                "error: cannot open the database at {}: CHECKERS_SLED_CACHE_MB must be a \
                 whole number of MiB from 1 to 65536, not `{bad}`\n",
                db.display()
            )
        );
    }
    let out = bin()
        .args(["play", "--db"])
        .arg(&db)
        .args(["--no-ascii", "--out"])
        .arg(dir.path().join("boards"))
        .env("CHECKERS_SLED_CACHE_MB", "8")
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

/// `play --lang de --opponents 1` types the game's set-up in German, as it echoes it.
#[test]
fn play_in_another_language_types_its_set_up_in_that_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = play_in(dir.path(), &["--lang", "de", "--opponents", "1"], b"quit\n");
    for line in [
        "Player> neu 2",
        "Player> computer-hinzu mittel",
        "Player> starten",
    ] {
        assert!(out.contains(line), "{line}: {out}");
    }
    assert!(out.contains("Die Partie beginnt!"), "{out}");
}
