//! The engine interface (`checkers-bot engine`): a line protocol on standard input and
//! output, in the spirit of UCI and GTP, so that other programs and tournaments can play
//! against the computer players. One command a line; each answer is one line.
//!
//! ```text
//! id                      → id name checkers-bot <version> protocol 1
//! isready                 → readyok
//! position start [players=N] [armies=N] [variant=standard|capture] [first=N]
//!                [rules=KEY=VALUE,KEY=VALUE…] [moves M M …]
//! position record PATH    (a game record file, docs/notation.md "Game records")
//! go [level=beginner|…|easy|medium|hard] [time=MS] [nodes=N] [seed=N]
//!                         → bestmove M  (M: the whole chain in index form)
//!                         → bestmove none  (the game is over)
//! quit
//! ```
//!
//! `position` answers nothing when it succeeds (send `isready` to wait for it). Moves are
//! in index form (docs/notation.md "Holes": `7-16` is `d2-e7`, a chain is `2-11-29`),
//! separated by spaces or `;`; `pass` may stand where the game passes automatically and
//! may be left out (docs/rules.md §4), `resign N` resigns seat `N`. A line the engine
//! cannot read, or a command it refuses, gets one line `error <reason>` and changes
//! nothing. docs/computer-players.md "Engine interface" has an example session.

use std::io::{self, BufRead, Write};
use std::time::Duration;

use crate::ai::{Bot, Level};
use crate::core::{
    format_path_as, mix_seed, quote_input, Game, GameRecord, HoleForm, HouseRules, RecordTurn,
    Seat, Variant, MAX_TURNS,
};
use crate::lines::Line;

/// Longest line read, in bytes (a whole game's moves fit many times over); a longer line
/// is refused as a whole.
pub const MAX_LINE: usize = 1 << 20;
/// Largest game record file `position record` reads, in bytes.
pub const MAX_RECORD_FILE: u64 = 8 << 20;
/// Longest thinking time `go time=` takes, in milliseconds (one hour).
pub const MAX_TIME_MS: u64 = 3_600_000;

/// What `go` does when it does not say: the command line's `engine` options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    /// The level (default `hard`).
    pub level: Level,
    /// Thinking time per move; `None`: the position's house rule `computer_time`.
    pub time: Option<Duration>,
    /// Node budget per search (0: none).
    pub nodes: u64,
    /// Seed of the choices, mixed with the number of turns played.
    pub seed: u64,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            level: Level::Hard,
            time: None,
            nodes: 0,
            seed: 1,
        }
    }
}

/// What the engine says to one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing (a blank line, a `position` that succeeded).
    Nothing,
    /// One line, without its line break.
    Line(String),
    /// `quit`: stop reading.
    Quit,
}

/// One engine: the position it is asked about and its defaults.
#[derive(Clone, Debug)]
pub struct Engine {
    game: Game,
    options: EngineOptions,
}

impl Engine {
    /// An engine at the 2-player start (seat 1 to move) with `options`.
    ///
    /// # Panics
    /// Never: the 2-player race always has a layout.
    #[must_use]
    pub fn new(options: EngineOptions) -> Engine {
        let game = Game::start(Variant::Standard, 2, 1, HouseRules::default(), Seat::ALL[0]);
        Engine {
            game: game.expect("the 2-player race always has a layout"),
            options,
        }
    }

    /// The position the engine is asked about.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Answers one line of input (without its line break). Never panics; a refused line
    /// changes nothing.
    pub fn handle(&mut self, line: &str) -> Answer {
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let result = match command.to_ascii_lowercase().as_str() {
            "" => return Answer::Nothing,
            "quit" if rest.is_empty() => return Answer::Quit,
            "isready" if rest.is_empty() => Ok(Some("readyok".to_string())),
            "id" if rest.is_empty() => Ok(Some(format!(
                "id name checkers-bot {} protocol 1",
                env!("CARGO_PKG_VERSION")
            ))),
            "quit" | "isready" | "id" => Err(format!("`{command}` takes nothing after it")),
            "position" => self.position(rest).map(|()| None),
            "go" => self.go(rest).map(Some),
            _ => Err(format!("unknown command `{}`", quote_input(command))),
        };
        match result {
            Ok(None) => Answer::Nothing,
            Ok(Some(text)) => Answer::Line(text),
            Err(reason) => Answer::Line(format!("error {}", one_line(&reason))),
        }
    }

    /// `position start …` or `position record PATH`.
    fn position(&mut self, args: &str) -> Result<(), String> {
        let (kind, rest) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
        self.game = match kind.to_ascii_lowercase().as_str() {
            "start" => start_position(rest)?,
            "record" => record_position(rest.trim())?,
            _ => return Err("use `position start …` or `position record PATH`".into()),
        };
        Ok(())
    }

    /// `go …`: the chain to play, in index form.
    fn go(&self, args: &str) -> Result<String, String> {
        let mut level = self.options.level;
        // 0: no budget given, so the level's own (`advanced`'s 500 nodes) applies.
        let mut nodes = self.options.nodes;
        let mut time = self.options.time;
        let mut seed = self.options.seed;
        for (key, value) in
            key_values(args.split_whitespace(), &["level", "time", "nodes", "seed"])?
        {
            match key {
                "level" => level = value.parse().map_err(|e| format!("level: {e}"))?,
                "time" => time = Some(Duration::from_millis(time_ms(value)?)),
                "nodes" => nodes = node_budget(value)?,
                _ => seed = number(key, value)?,
            }
        }
        // The level's whole style (its noise and node budget), then the budget asked for.
        let mut bot = Bot::new(level);
        if nodes > 0 {
            bot.limits.max_nodes = nodes;
        }
        let time = time.unwrap_or(Duration::from_millis(self.game.rules().computer_time));
        let bot = bot.with_deadline(time);
        if self.game.to_move().is_none() {
            return Ok("bestmove none".into());
        }
        let seed = mix_seed(seed, self.game.history().len() as u64);
        Ok(match bot.choose_path(&self.game, seed) {
            Some(path) => format!("bestmove {}", format_path_as(&path, HoleForm::Index)),
            None => "bestmove none".into(),
        })
    }
}

/// `position start [players=N] [armies=N] [variant=V] [first=N] [rules=…] [moves …]`.
fn start_position(args: &str) -> Result<Game, String> {
    let mut words = args.split_whitespace();
    let setup = words
        .by_ref()
        .take_while(|w| !w.eq_ignore_ascii_case("moves"));
    let (mut players, mut armies, mut first) = (2, 1, 1);
    let mut variant = Variant::Standard;
    let mut rules = HouseRules::default();
    let keys = ["players", "armies", "variant", "first", "rules"];
    for (key, value) in key_values(setup, &keys)? {
        match key {
            "players" => players = number(key, value)?,
            "armies" => armies = number(key, value)?,
            "first" => first = number(key, value)?,
            "variant" => variant = value.parse().map_err(|e| format!("variant: {e}"))?,
            _ => rules = value.parse().map_err(|e| format!("rules: {e}"))?,
        }
    }
    let first = Seat::from_number(first).ok_or("first: seats are numbered 1 to 6")?;
    let mut game =
        Game::start(variant, players, armies, rules, first).map_err(|e| e.to_string())?;
    play_moves(&mut game, words)?;
    Ok(game)
}

/// Plays the entries after `moves` (index form; `resign N` is two words).
fn play_moves<'a>(game: &mut Game, mut words: impl Iterator<Item = &'a str>) -> Result<(), String> {
    let mut n = 0;
    while let Some(word) = words.next() {
        for part in word.split(';').filter(|p| !p.is_empty()) {
            n += 1;
            if n > MAX_TURNS {
                return Err(format!("at most {MAX_TURNS} moves"));
            }
            let entry = if part.eq_ignore_ascii_case("resign") {
                format!("resign {}", words.next().unwrap_or(""))
            } else {
                part.to_string()
            };
            let quoted = quote_input(&entry);
            RecordTurn::parse(&entry, HoleForm::Index)
                .map_err(|e| format!("move {n} `{quoted}`: {e}"))?
                .play_on(game)
                .map_err(|e| format!("move {n} `{quoted}`: {e}"))?;
        }
    }
    Ok(())
}

/// The text of the game record file at `path`: at most [`MAX_RECORD_FILE`] bytes of
/// UTF-8 (a longer file is refused before it is read whole).
///
/// # Errors
/// The file's I/O error, or what is wrong with its size or text, in words.
pub fn read_record_file(path: &std::path::Path) -> Result<String, String> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_RECORD_FILE {
        return Err(format!("a game record is at most {MAX_RECORD_FILE} bytes"));
    }
    String::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())
}

/// The final position of the game record in the file at `path`.
fn record_position(path: &str) -> Result<Game, String> {
    if path.is_empty() {
        return Err("`position record` takes the path of a game record file".into());
    }
    let named = quote_input(path);
    let text = read_record_file(std::path::Path::new(path)).map_err(|e| format!("{named}: {e}"))?;
    GameRecord::parse(&text)
        .and_then(|record| record.replay())
        .map_err(|e| format!("{named}: {e}"))
}

/// The `key=value` words of a command, each key one of `keys` and given at most once.
fn key_values<'a>(
    words: impl Iterator<Item = &'a str>,
    keys: &[&'static str],
) -> Result<Vec<(&'static str, &'a str)>, String> {
    let mut found: Vec<(&'static str, &'a str)> = Vec::new();
    for word in words {
        let (key, value) = word
            .split_once('=')
            .ok_or_else(|| format!("expected `key=value`, not `{}`", quote_input(word)))?;
        let key = keys
            .iter()
            .find(|k| k.eq_ignore_ascii_case(key))
            .ok_or_else(|| {
                format!(
                    "unknown option `{}` (options: {})",
                    quote_input(key),
                    keys.join(", ")
                )
            })?;
        if found.iter().any(|(k, _)| k == key) {
            return Err(format!("`{key}` given twice"));
        }
        found.push((key, value));
    }
    Ok(found)
}

/// A whole number for option `key`.
fn number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T, String> {
    value.parse().map_err(|_| {
        format!(
            "{key}: expected a whole number, not `{}`",
            quote_input(value)
        )
    })
}

/// `nodes=N`: a budget of at least one node (no budget: leave `nodes` out).
fn node_budget(value: &str) -> Result<u64, String> {
    match number::<u64>("nodes", value)? {
        0 => Err("nodes: at least 1 (leave `nodes` out for no node budget)".into()),
        nodes => Ok(nodes),
    }
}

/// `time=MS`: 1 to [`MAX_TIME_MS`] milliseconds.
fn time_ms(value: &str) -> Result<u64, String> {
    number::<u64>("time", value)
        .ok()
        .filter(|ms| (1..=MAX_TIME_MS).contains(ms))
        .ok_or_else(|| format!("time: milliseconds from 1 to {MAX_TIME_MS}"))
}

/// `text` on one line: hidden characters (controls, line breaks, format characters) out.
fn one_line(text: &str) -> String {
    crate::core::visible(text)
}

/// Reads commands from `input` until `quit` or its end and writes the answers to
/// `output`, flushing after each. A line longer than [`MAX_LINE`] or not UTF-8 is
/// answered with an error, like any refused line.
///
/// # Errors
/// Reading or writing fails.
pub fn run(
    mut input: impl BufRead,
    mut output: impl Write,
    options: EngineOptions,
) -> io::Result<()> {
    let mut engine = Engine::new(options);
    let mut buf = Vec::new();
    loop {
        let answer = match crate::lines::read_line(&mut input, MAX_LINE, &mut buf)? {
            Line::End => return Ok(()),
            Line::TooLong => Answer::Line(format!("error a line is at most {MAX_LINE} bytes")),
            Line::Read => match std::str::from_utf8(&buf) {
                Ok(line) => engine.handle(line),
                Err(_) => Answer::Line("error a line must be UTF-8 text".into()),
            },
        };
        match answer {
            Answer::Nothing => {}
            Answer::Line(text) => {
                writeln!(output, "{text}")?;
                output.flush()?;
            }
            Answer::Quit => return Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::MoveText;
    use rand::{Rng, SeedableRng};

    /// An engine whose `go` is quick: `medium` unless told.
    fn engine() -> Engine {
        Engine::new(EngineOptions {
            level: Level::Medium,
            time: Some(Duration::from_millis(20)),
            ..EngineOptions::default()
        })
    }

    fn line(engine: &mut Engine, text: &str) -> String {
        match engine.handle(text) {
            Answer::Line(line) => line,
            other => panic!("{text}: {other:?}"),
        }
    }

    /// The chain of a `bestmove` answer, checked legal for the seat to move.
    fn legal_chain(game: &Game, answer: &str) -> Vec<crate::core::Hole> {
        let chain = answer.strip_prefix("bestmove ").unwrap();
        let holes = MoveText::parse(chain, HoleForm::Index).unwrap().holes;
        let seat = game.to_move().unwrap();
        let mut next = game.clone();
        next.play_path(seat, &holes).unwrap();
        holes
    }

    #[test]
    fn position_with_moves_in_index_form_then_go_answers_a_legal_chain() {
        let mut e = engine();
        assert_eq!(
            e.handle("position start players=2 moves 7-16 113-104"),
            Answer::Nothing
        );
        assert_eq!(e.game().history().len(), 2);
        assert_eq!(e.game().to_move(), Some(Seat::ALL[0]));
        let answer = line(&mut e, "go");
        legal_chain(e.game(), &answer);
        // `go` does not play the move: the position is the controller's to set.
        assert_eq!(e.game().history().len(), 2);
        // The same position and seed give the same answer.
        assert_eq!(line(&mut e, "go seed=1"), answer);
        assert_eq!(line(&mut e, "isready"), "readyok");
        assert!(line(&mut e, "id").starts_with("id name checkers-bot "));
        assert_eq!(e.handle("QUIT"), Answer::Quit);
    }

    /// `go level=L` plays the whole level: its noise (`beginner`) and its own node budget
    /// (`advanced`, 500 nodes), unless `nodes=` names another; the same answer as the
    /// level's bot for the same seed.
    #[test]
    fn go_plays_each_level_with_its_own_noise_and_budget() {
        let mut e = engine();
        e.handle("position start players=2 moves 7-16 113-104");
        let seed_of = |s: u64| mix_seed(s, e.game().history().len() as u64);
        let time = Duration::from_millis(20);
        let want = |bot: Bot, s: u64| {
            let path = bot
                .with_deadline(time)
                .choose_path(e.game(), seed_of(s))
                .unwrap();
            format!("bestmove {}", format_path_as(&path, HoleForm::Index))
        };
        let cases = [
            (Level::Beginner, "", Bot::new(Level::Beginner)),
            (Level::Advanced, "", Bot::new(Level::Advanced)),
            (
                Level::Advanced,
                " nodes=50",
                Bot::new(Level::Advanced).with_max_nodes(50),
            ),
        ];
        let mut answers = Vec::new();
        for (level, extra, bot) in cases {
            for s in 0..12 {
                let wanted = want(bot, s);
                let mut again = engine();
                again.handle("position start players=2 moves 7-16 113-104");
                let got = line(&mut again, &format!("go level={level} seed={s}{extra}"));
                assert_eq!(got, wanted, "{level}{extra} seed {s}");
                answers.push(got);
            }
        }
        // Half of beginner's moves are random: its 12 answers are not all one move.
        let mut beginner = answers[..12].to_vec();
        beginner.sort();
        beginner.dedup();
        assert!(beginner.len() > 1, "{answers:?}");
    }

    #[test]
    fn capture_game_answers_a_whole_capturing_chain_and_an_ended_game_none() {
        let mut e = engine();
        assert_eq!(
            e.handle("position start players=3 variant=capture"),
            Answer::Nothing
        );
        let answer = line(&mut e, "go level=easy");
        let holes = legal_chain(e.game(), &answer);
        assert!(holes.len() >= 2);
        // Seat 1 resigns: the other wins, and there is nothing to play.
        assert_eq!(e.handle("position start moves resign 1"), Answer::Nothing);
        assert!(e.game().outcome().is_some());
        assert_eq!(line(&mut e, "go"), "bestmove none");
        // Passes may be written where the game passes, or left out; rules and first.
        let text =
            "position start players=2 first=2 rules=long_jumps=on,move_limit=300 moves 113-104";
        assert_eq!(e.handle(text), Answer::Nothing);
        assert_eq!(e.game().first(), Seat::ALL[1]);
        assert!(e.game().rules().long_jumps);
    }

    #[test]
    fn refused_lines_answer_one_error_and_change_nothing() {
        let mut e = engine();
        e.handle("position start moves 7-16");
        let cases = [
            ("hello", "error unknown command `hello`"),
            (
                "position start players=5",
                "error the standard game is for 2, 3, 4 or 6 players",
            ),
            (
                "position start players=two",
                "error players: expected a whole number, not `two`",
            ),
            (
                "position start colour=red",
                "error unknown option `colour` (options: players, armies, variant, first, rules)",
            ),
            (
                "position start players=2 players=3",
                "error `players` given twice",
            ),
            ("position start rules=long_jumps=maybe", "error rules: "),
            (
                "position start first=7",
                "error first: seats are numbered 1 to 6",
            ),
            ("position start first=3", "error there is no seat 3"),
            ("position start moves 7-16 7-16", "error move 2 `7-16`: "),
            (
                "position start moves 7-121",
                "error move 1 `7-121`: `121` is not a hole",
            ),
            ("position start moves d2-e7", "error move 1 `d2-e7`: "),
            (
                "position start moves pass",
                "error move 1 `pass`: the player to move has legal moves",
            ),
            ("position start moves resign 9", "error move 1 `resign 9`: "),
            ("position record", "error `position record` takes the path"),
            ("position record /no/such/file", "error /no/such/file: "),
            (
                "position fen x",
                "error use `position start …` or `position record PATH`",
            ),
            (
                "go level=expert",
                "error level: levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard",
            ),
            ("go time=0", "error time: milliseconds from 1 to 3600000"),
            ("go nodes=-1", "error nodes: expected a whole number"),
            (
                "go nodes=0",
                "error nodes: at least 1 (leave `nodes` out for no node budget)",
            ),
            ("go fast", "error expected `key=value`, not `fast`"),
            ("isready now", "error `isready` takes nothing after it"),
        ];
        for (text, expected) in cases {
            let answer = line(&mut e, text);
            assert!(answer.starts_with(expected), "{text}: {answer}");
            assert_eq!(e.game().history().len(), 1, "{text} changed the position");
        }
    }

    /// Hostile lines from a seeded generator: nothing panics, every answer is one line
    /// of a known kind, and a refused line leaves the position as it was.
    #[test]
    fn hostile_lines_never_panic_and_answer_one_line() {
        let words = [
            "position",
            "start",
            "record",
            "moves",
            "go",
            "isready",
            "id",
            "quit",
            "players=",
            "armies=",
            "variant=capture",
            "first=",
            "rules=",
            "level=",
            "time=",
            "nodes=50",
            "seed=",
            "7-16",
            "113-104",
            "pass",
            "resign",
            "-",
            ";",
            "=",
            "0",
            "120",
            "121",
            "18446744073709551616",
            "\u{202e}",
            "\0",
            "\u{feff}",
            "🙂",
            "x",
            "2-11-29",
            "/",
            "long_jumps=on",
            "hard",
            "easy",
        ];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(20);
        let mut e = Engine::new(EngineOptions {
            level: Level::Easy,
            time: Some(Duration::from_millis(5)),
            nodes: 200,
            seed: 1,
        });
        for _ in 0..3000 {
            let n = rng.gen_range(0..8);
            let mut text = String::new();
            for _ in 0..n {
                text.push_str(words[rng.gen_range(0..words.len())]);
                if rng.gen_bool(0.7) {
                    text.push(' ');
                }
            }
            let before = e.game().history().len();
            match e.handle(&text) {
                Answer::Line(l) => {
                    assert!(
                        !l.contains('\n') && !l.chars().any(crate::core::is_hidden),
                        "{l:?}"
                    );
                    let known = ["error ", "bestmove ", "readyok", "id name "];
                    assert!(known.iter().any(|k| l.starts_with(k)), "{text:?}: {l}");
                    if l.starts_with("error ") {
                        assert_eq!(e.game().history().len(), before, "{text:?}");
                    }
                }
                Answer::Nothing | Answer::Quit => {}
            }
        }
    }

    #[test]
    fn run_refuses_long_and_binary_lines_and_stops_at_quit() {
        let mut input = b"isready\r\n".to_vec();
        input.extend(vec![b'x'; MAX_LINE + 10]);
        input.extend(b"\n\xff\xfe\nposition start moves 7-16\n\nisready\nquit\nisready\n");
        let mut out = Vec::new();
        run(&input[..], &mut out, EngineOptions::default()).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!(
                "readyok\nerror a line is at most {MAX_LINE} bytes\n\
                 error a line must be UTF-8 text\nreadyok\n"
            )
        );
    }
}
