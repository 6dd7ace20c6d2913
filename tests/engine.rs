//! The engine interface (`checkers-bot engine`) through the built binary:
//! two engine processes play a whole game against each other over their standard input and
//! output, every answer checked legal by the test's own copy of the game; refused lines
//! answer one `error` line each and change nothing.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

use checkers_bot::core::{EndReason, Game, HoleForm, HouseRules, MoveText, Seat, Variant};
use common::bin;

/// A running `checkers-bot engine` with its pipes.
struct EngineProcess {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl EngineProcess {
    fn start(args: &[&str]) -> EngineProcess {
        let mut child = bin()
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        EngineProcess {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &[u8]) {
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line the engine writes, without its line break.
    fn answer(&mut self) -> String {
        let mut line = String::new();
        self.output.read_line(&mut line).unwrap();
        assert!(line.ends_with('\n'), "the engine stopped: {line:?}");
        line.trim_end_matches('\n').to_string()
    }

    /// Sends `quit`; the engine ends cleanly and wrote nothing on standard error.
    fn quit(mut self) {
        self.send(b"quit");
        let out = self.child.wait_with_output().unwrap();
        assert!(out.status.success());
        assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    }
}

/// Two engines (`hard` with a node budget, and `medium`) play a 2-player game to its end,
/// each told the position as the moves so far in index form; the test plays every answer
/// on its own game, so each must be a legal move of the seat to move.
#[test]
fn two_engines_play_a_whole_game_through_standard_input_and_output() {
    let mut engines = [
        EngineProcess::start(&["--level", "hard", "--nodes", "3000"]),
        EngineProcess::start(&["--level", "medium"]),
    ];
    let first = Seat::ALL[0];
    let mut game = Game::start(Variant::Standard, 2, 1, HouseRules::default(), first).unwrap();
    let mut moves: Vec<String> = Vec::new();
    while let Some(seat) = game.to_move() {
        assert!(moves.len() < 1000, "the game does not end");
        let engine = &mut engines[seat.index()];
        engine.send(format!("position start players=2 moves {}", moves.join(" ")).as_bytes());
        engine.send(b"go");
        let answer = engine.answer();
        let chain = answer
            .strip_prefix("bestmove ")
            .unwrap_or_else(|| panic!("move {}: {answer}", moves.len() + 1));
        let holes = MoveText::parse(chain, HoleForm::Index).unwrap().holes;
        let mv = checkers_bot::core::Move {
            from: holes[0],
            to: *holes.last().unwrap(),
        };
        assert!(
            game.legal_moves().contains(&mv),
            "{chain} is not a legal move"
        );
        game.play_path(seat, &holes)
            .unwrap_or_else(|e| panic!("{chain}: {e}"));
        moves.push(chain.to_string());
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Finished);
    assert_eq!(outcome.standings[0].seat, Seat::ALL[0], "hard wins");
    assert!(moves.len() > 50, "{} moves", moves.len());
    // Both engines now see a finished game.
    for engine in &mut engines {
        engine.send(format!("position start moves {}", moves.join(";")).as_bytes());
        engine.send(b"go");
        assert_eq!(engine.answer(), "bestmove none");
    }
    for engine in engines {
        engine.quit();
    }
}

/// The capture game through the engine: a whole capturing chain, which the test plays.
#[test]
fn the_engine_answers_a_capturing_chain() {
    let mut engine = EngineProcess::start(&[]);
    engine.send(b"position start players=2 variant=capture");
    engine.send(b"go level=hard nodes=2000");
    let answer = engine.answer();
    let chain = answer.strip_prefix("bestmove ").unwrap();
    let holes = MoveText::parse(chain, HoleForm::Index).unwrap().holes;
    let first = Seat::ALL[0];
    let mut game = Game::start(Variant::Capture, 2, 1, HouseRules::default(), first).unwrap();
    game.play_path(first, &holes).unwrap();
    assert_eq!(game.as_capture().unwrap().scores(), [1, 0]);
    engine.quit();
}

/// Every refused line answers exactly one `error` line (each is followed by `isready`,
/// so the answers pair up), and the position set before is still the one `go` plays.
#[test]
fn bad_input_answers_one_error_line_each_and_changes_nothing() {
    let mut engine = EngineProcess::start(&["--level", "medium"]);
    engine.send(b"position start players=2 moves 7-16");
    let bad: Vec<Vec<u8>> = vec![
        b"hello".to_vec(),
        b"position start players=7".to_vec(),
        b"position start moves 7-16 7-16".to_vec(),
        b"position start moves 7-16 200-3".to_vec(),
        b"position record /no/such/record.txt".to_vec(),
        b"go level=grandmaster".to_vec(),
        b"go time=-5".to_vec(),
        b"go\0now".to_vec(),
        b"\xff\xfe\xfd".to_vec(),
        "\u{202e}position start".as_bytes().to_vec(),
        vec![b'7'; 2 << 20],
        b"position start moves "
            .iter()
            .chain(&b"7-16 ".repeat(100_000))
            .copied()
            .collect(),
    ];
    for line in &bad {
        engine.send(line);
        engine.send(b"isready");
        let answer = engine.answer();
        let shown = String::from_utf8_lossy(&line[..line.len().min(40)]).into_owned();
        assert!(answer.starts_with("error "), "{shown:?}: {answer}");
        assert!(answer.len() < 200, "{shown:?}: a long answer: {answer}");
        assert_eq!(
            engine.answer(),
            "readyok",
            "{shown:?}: more than one answer"
        );
    }
    // Still the position after 7-16: seat 2 (the S army, holes 111 to 120) moves.
    engine.send(b"go");
    let answer = engine.answer();
    let from: usize = answer["bestmove ".len()..]
        .split('-')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((111..=120).contains(&from), "{answer}");
    engine.quit();
}

/// `--help` documents the protocol.
#[test]
fn engine_help_describes_the_protocol() {
    let out = bin().args(["engine", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    for word in [
        "position start",
        "position record",
        "bestmove none",
        "isready",
        "quit",
        "index form",
    ] {
        assert!(help.contains(word), "{word} missing from:\n{help}");
    }
}
