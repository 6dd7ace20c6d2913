//! Game records: a header (players, seats, house rules, who moved first) and the moves,
//! as text that formats and parses back to the same game (docs/notation.md "Lists of moves").
//!
//! ```text
//! Game: Chinese Checkers
//! Players: 2
//! Armies: 1
//! Rules: unused_points=empty foreign_points=rest ...
//! First: 1
//! Seat 1: Alice
//! Seat 2: Computer (easy)
//!
//! d2-e7; n3-m7; b2-d2-f7
//! ```
//!
//! Seats are written 1-based. `Holes: index` declares the index form for the moves.
//! A pass is `pass`; a resignation is `resign <seat>`. A capture game (docs/rules.md §6) says
//! `Variant: capture` after `Players:`, and its moves are full chains (`i3-i5`,
//! `i5-i7-k7-i5`); a record without `Variant:` is a standard game, so records written
//! before the capture game existed read as before.

use std::fmt::{self, Write as _};

use super::game::{Game, MoveError};
use super::layout::SetupError;
use super::notation::{HoleForm, MoveText, ParseMoveError};
use super::rules::{HouseRules, RuleError};
use super::seat::Seat;
use super::turns::Turn;
use super::variant::Variant;

/// Longest seat name kept in a record, in characters.
pub const MAX_NAME: usize = 32;
/// Most turns a record may hold (far above any real game).
pub const MAX_TURNS: usize = 100_000;

/// One entry of the move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordTurn {
    /// A move: start hole and landing holes (with swap marks).
    Move(MoveText),
    /// An automatic pass.
    Pass,
    /// The seat resigned.
    Resign(Seat),
}

/// A whole game as data: enough to replay it exactly.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// Which game: standard or capture.
    pub variant: Variant,
    /// Players (seats).
    pub players: usize,
    /// Armies per player.
    pub armies: usize,
    /// House rules.
    pub rules: HouseRules,
    /// Seat that moved first.
    pub first: Seat,
    /// Seat names, one per seat (may be empty strings).
    pub names: Vec<String>,
    /// Every turn in order.
    pub turns: Vec<RecordTurn>,
}

/// Why a record could not be read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// A header line is malformed or missing.
    #[error("line {line}: {msg}")]
    Header {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        msg: String,
    },
    /// A house rule is invalid.
    #[error("rules: {0}")]
    Rules(#[from] RuleError),
    /// The players/armies/first combination is invalid.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// A move does not parse.
    #[error("move {index}: {err}")]
    Parse {
        /// 1-based turn number.
        index: usize,
        /// Why.
        err: ParseMoveError,
    },
    /// A move is illegal in the position reached.
    #[error("move {index} ({text}): {err}")]
    Illegal {
        /// 1-based turn number.
        index: usize,
        /// The move as written.
        text: String,
        /// Why.
        err: MoveError,
    },
    /// The record's passes do not match the automatic passes of the replay.
    #[error("turn {index}: the record says {said} but the game has {found}")]
    Mismatch {
        /// 1-based turn number.
        index: usize,
        /// What the record says.
        said: String,
        /// What the replay did.
        found: String,
    },
    /// More than [`MAX_TURNS`] turns.
    #[error("too many turns")]
    TooLong,
    /// An error found while parsing the text form, with the line it is on.
    #[error("line {line}: {err}")]
    AtLine {
        /// 1-based line number.
        line: usize,
        /// The error.
        err: Box<RecordError>,
    },
}

fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|c| !super::is_hidden(*c))
        .take(MAX_NAME)
        .collect::<String>()
        .trim()
        .to_string()
}

impl RecordTurn {
    /// Parses one entry of a move list: a move, `pass` or `resign <seat>` (1-based).
    ///
    /// # Errors
    /// [`ParseMoveError`] when it is none of these.
    pub fn parse(entry: &str, form: HoleForm) -> Result<RecordTurn, ParseMoveError> {
        let entry = entry.trim();
        if entry.eq_ignore_ascii_case("pass") {
            return Ok(RecordTurn::Pass);
        }
        let lower = entry.to_ascii_lowercase();
        if let Some(seat) = lower.strip_prefix("resign ") {
            return seat
                .parse::<Seat>()
                .map(RecordTurn::Resign)
                .map_err(|_| ParseMoveError::TooShort);
        }
        MoveText::parse(entry, form).map(RecordTurn::Move)
    }

    /// Plays this entry on `game` the way a list of moves given by hand is read
    /// (`checkers-bot perft --moves`, the engine's `position … moves`): a move for the seat
    /// to move, a resignation, and a `pass` only where the game has just passed
    /// automatically. The game plays its automatic passes itself (docs/rules.md §4), so
    /// such a list may leave them out; a game record may not ([`GameRecord::replay`]).
    ///
    /// # Errors
    /// [`EntryError`]; the game is unchanged.
    pub fn play_on(&self, game: &mut Game) -> Result<(), EntryError> {
        match self {
            RecordTurn::Move(text) => {
                let seat = game.to_move().ok_or(MoveError::GameOver)?;
                game.play_path(seat, &text.holes)?;
            }
            RecordTurn::Pass if matches!(game.history().last(), Some(Turn::Pass { .. })) => {}
            RecordTurn::Pass => return Err(EntryError::NotAPass),
            RecordTurn::Resign(seat) => game.resign(*seat)?,
        }
        Ok(())
    }
}

/// Why an entry of a list of moves could not be played ([`RecordTurn::play_on`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// The move or resignation is refused.
    #[error("{0}")]
    Move(#[from] MoveError),
    /// A `pass` where the game did not just pass automatically.
    #[error("the player to move has legal moves")]
    NotAPass,
}

impl GameRecord {
    /// The record of `game` with seat `names`.
    #[must_use]
    pub fn from_game(game: &Game, names: &[String], armies: usize) -> GameRecord {
        let turns = game
            .history()
            .iter()
            .map(|t| match t {
                Turn::Move { path, swaps, .. } => {
                    RecordTurn::Move(MoveText::from_path(path, swaps))
                }
                Turn::Pass { .. } => RecordTurn::Pass,
                Turn::Resign { seat } => RecordTurn::Resign(*seat),
            })
            .collect();
        GameRecord {
            variant: game.variant(),
            players: game.layout().seats(),
            armies,
            rules: *game.rules(),
            first: game.first(),
            names: names.iter().map(|n| clean_name(n)).collect(),
            turns,
        }
    }

    /// A fresh game with this record's setup and no moves.
    ///
    /// # Errors
    /// [`RecordError::Setup`].
    pub fn new_game(&self) -> Result<Game, RecordError> {
        Ok(Game::start(
            self.variant,
            self.players,
            self.armies,
            self.rules,
            self.first,
        )?)
    }

    /// Replays every turn and checks the automatic passes match.
    ///
    /// # Errors
    /// [`RecordError`] at the first turn that is illegal or does not match.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let mut game = self.new_game()?;
        let mut i = 0;
        while i < self.turns.len() {
            let done = game.history().len();
            if done > i {
                // The game recorded automatic passes the record must also have.
                if self.turns[i] != RecordTurn::Pass
                    || !matches!(game.history()[i], Turn::Pass { .. })
                {
                    return Err(RecordError::Mismatch {
                        index: i + 1,
                        said: turn_text(&self.turns[i]),
                        found: "pass".into(),
                    });
                }
                i += 1;
                continue;
            }
            match &self.turns[i] {
                RecordTurn::Move(text) => {
                    let seat = game.to_move().ok_or(RecordError::Illegal {
                        index: i + 1,
                        text: text.to_string(),
                        err: MoveError::GameOver,
                    })?;
                    game.play_path(seat, &text.holes)
                        .map_err(|err| RecordError::Illegal {
                            index: i + 1,
                            text: text.to_string(),
                            err,
                        })?;
                }
                RecordTurn::Resign(seat) => {
                    game.resign(*seat).map_err(|err| RecordError::Illegal {
                        index: i + 1,
                        text: format!("resign {seat}"),
                        err,
                    })?;
                }
                RecordTurn::Pass => {
                    let found = if game.outcome().is_some() {
                        "the end of the game"
                    } else {
                        "a turn to play"
                    };
                    return Err(RecordError::Mismatch {
                        index: i + 1,
                        said: "pass".into(),
                        found: found.into(),
                    });
                }
            }
            i += 1;
        }
        if game.history().len() != self.turns.len() {
            return Err(RecordError::Mismatch {
                index: self.turns.len() + 1,
                said: "the end of the record".into(),
                found: "pass".into(),
            });
        }
        Ok(game)
    }

    /// Parses the text form.
    ///
    /// # Errors
    /// [`RecordError`]; every error found while parsing names the line of the text it
    /// is on: [`RecordError::Header`] carries it, the others come wrapped in
    /// [`RecordError::AtLine`].
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        let mut lines = text.lines().enumerate().map(|(n, l)| (n + 1, l));
        let header = Header::parse(lines.by_ref())?;
        let at = |line: usize| {
            move |err: RecordError| RecordError::AtLine {
                line,
                err: Box::new(err),
            }
        };
        let players = header.players.ok_or(RecordError::Header {
            line: 1,
            msg: "missing `Players:`".into(),
        })?;
        // One player is the solitaire challenge (docs/rules.md §9).
        if !(1..=6).contains(&players.0) {
            return Err(at(players.1)(SetupError::PlayerCount(players.0).into()));
        }
        let players = players.0;
        let mut seat_names = vec![String::new(); players];
        for (seat, name) in header.names {
            if let Some(slot) = seat_names.get_mut(seat) {
                *slot = name;
            }
        }
        let mut turns = Vec::new();
        for (line, text) in lines {
            for entry in text.split(';').map(str::trim).filter(|e| !e.is_empty()) {
                if turns.len() >= MAX_TURNS {
                    return Err(at(line)(RecordError::TooLong));
                }
                let turn = RecordTurn::parse(entry, header.form).map_err(|err| {
                    at(line)(RecordError::Parse {
                        index: turns.len() + 1,
                        err,
                    })
                })?;
                if matches!(turn, RecordTurn::Resign(seat) if seat.index() >= players) {
                    return Err(RecordError::Header {
                        line,
                        msg: format!("bad resignation `{entry}`"),
                    });
                }
                turns.push(turn);
            }
        }
        Ok(GameRecord {
            variant: header.variant,
            players,
            armies: header.armies,
            rules: header.rules,
            first: header.first,
            names: seat_names,
            turns,
        })
    }
}

/// The header of a record's text: `Key: value` lines up to the first blank line.
struct Header {
    /// The number of players, with the line that says it.
    players: Option<(usize, usize)>,
    variant: Variant,
    armies: usize,
    rules: HouseRules,
    first: Seat,
    names: Vec<(usize, String)>,
    form: HoleForm,
}

impl Header {
    /// Reads header lines (1-based number, text) up to the first blank one.
    fn parse<'a>(lines: impl Iterator<Item = (usize, &'a str)>) -> Result<Header, RecordError> {
        let mut header = Header {
            players: None,
            variant: Variant::Standard,
            armies: 1,
            rules: HouseRules::default(),
            first: Seat::ALL[0],
            names: Vec::new(),
            form: HoleForm::Letter,
        };
        for (line, text) in lines {
            let text = text.trim();
            if text.is_empty() {
                break;
            }
            let err = |msg: &str| RecordError::Header {
                line,
                msg: msg.to_string(),
            };
            let (key, value) = text
                .split_once(':')
                .ok_or_else(|| err("expected `Key: value`"))?;
            let value = value.trim();
            let number = || value.parse::<usize>().map_err(|_| err("expected a number"));
            match key.trim().to_ascii_lowercase().as_str() {
                "game" if value.eq_ignore_ascii_case("chinese checkers") => {}
                "game" => return Err(err("this reads `Game: Chinese Checkers` records only")),
                "players" => header.players = Some((number()?, line)),
                "variant" => {
                    header.variant = value
                        .parse()
                        .map_err(|_| err("variants are `standard` and `capture`"))?;
                }
                "armies" => header.armies = number()?,
                "rules" => {
                    header.rules = value.parse().map_err(|e: RuleError| RecordError::AtLine {
                        line,
                        err: Box::new(e.into()),
                    })?;
                }
                "first" => {
                    header.first = match number()? {
                        0 => return Err(err("seats start at 1")),
                        n => Seat::from_number(n).ok_or_else(|| err("seats are 1 to 6"))?,
                    };
                }
                "holes" => {
                    header.form = match value {
                        "letter" => HoleForm::Letter,
                        "index" => HoleForm::Index,
                        _ => return Err(err("holes are `letter` or `index`")),
                    }
                }
                k if k.starts_with("seat ") => {
                    let seat: usize = k[5..]
                        .trim()
                        .parse()
                        .map_err(|_| err("expected `Seat N: name`"))?;
                    let seat = seat
                        .checked_sub(1)
                        .filter(|s| *s < 6)
                        .ok_or_else(|| err("seats are 1 to 6"))?;
                    header.names.push((seat, clean_name(value)));
                }
                _ => {} // Unknown keys (Result, Date, …) are informational.
            }
        }
        Ok(header)
    }
}

fn turn_text(t: &RecordTurn) -> String {
    match t {
        RecordTurn::Move(text) => text.to_string(),
        RecordTurn::Pass => "pass".into(),
        RecordTurn::Resign(seat) => format!("resign {seat}"),
    }
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Game: Chinese Checkers")?;
        writeln!(f, "Players: {}", self.players)?;
        if !self.variant.is_standard() {
            writeln!(f, "Variant: {}", self.variant)?;
        }
        writeln!(f, "Armies: {}", self.armies)?;
        writeln!(f, "Rules: {}", self.rules)?;
        writeln!(f, "First: {}", self.first)?;
        for (i, name) in self.names.iter().enumerate() {
            writeln!(f, "Seat {}: {}", i + 1, clean_name(name))?;
        }
        writeln!(f)?;
        let mut line = String::new();
        for (i, t) in self.turns.iter().enumerate() {
            if i > 0 {
                line.push_str(if i % 10 == 0 { ";\n" } else { "; " });
            }
            let _ = write!(line, "{}", turn_text(t));
        }
        if !line.is_empty() {
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        GameRecord::parse(text).unwrap_err().to_string()
    }

    /// Every error found while parsing a record names its line:
    /// header lines, house rules, the number of players, moves and resignations.
    #[test]
    fn parse_errors_name_the_line() {
        assert_eq!(error("afile\n"), "line 1: expected `Key: value`");
        assert_eq!(
            error("Game: Chinese Checkers\nPlayers: two\n"),
            "line 2: expected a number"
        );
        assert!(
            error("Players: 2\nRules: long_jumps=maybe\n").starts_with("line 2: rules: "),
            "{}",
            error("Players: 2\nRules: long_jumps=maybe\n")
        );
        assert!(error("Game: Chinese Checkers\nPlayers: 7\n\n").starts_with("line 2: setup: "));
        assert_eq!(
            error("Players: 2\n\nd2-e7; n3-m7\nd1-e6; zz\n"),
            "line 4: move 4: `zz` is not a hole: not a hole name"
        );
        assert_eq!(
            error("Players: 2\n\nd2-e7\n\nresign 3\n"),
            "line 5: bad resignation `resign 3`"
        );
        // The moves still parse across lines and `;` as before.
        let rec = GameRecord::parse("Players: 2\n\nd2-e7; n3-m7\nd1-e6\n").unwrap();
        assert_eq!(rec.turns.len(), 3);
    }
}
