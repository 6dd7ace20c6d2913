//! The live view of a channel's game for the web board (`src/web/`): what the page draws
//! and lists, as data, in the channel's language (or the viewer's). Read-only, like the
//! other views of [`super::queries`]: no lock, nothing changed. Names are plain text
//! here; the page sets them as text, never as markup.

use serde::Serialize;

use crate::core::{Game, Peg, Point, Seat, Turn};
use crate::store::{Occupant, Phase};
use crate::t;

use super::state::{Table, TurnKey};
use super::words::{header, level_name};
use super::{Tables, User};

/// One game as the web board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveView {
    /// The game, for credentials bound to it (its seed and start mixed; never shown).
    #[serde(skip)]
    pub game: u64,
    /// The record's revision: a change of it is a change of the page.
    pub revision: u64,
    /// `lobby`, `playing` or `finished`.
    pub phase: &'static str,
    /// The language of the words (a code of [`crate::i18n::languages`]).
    pub lang: &'static str,
    /// `light` or `dark`, as the table's PNG.
    pub theme: &'static str,
    /// The board's header: whose turn and the move number, or the result; the lobby's
    /// status while seats fill.
    pub header: String,
    /// The position the Move menus would be offered in (`Input::Choice`'s key); `None`
    /// without a game in play.
    pub key: Option<String>,
    /// The seats, seat order.
    pub seats: Vec<LiveSeat>,
    /// The pegs on the board.
    pub pegs: Vec<LivePeg>,
    /// The last move: the start hole, then every landing hole.
    pub last: Vec<String>,
    /// The holes whose pegs the last move captured (the capture game), crossed as on
    /// the board image.
    pub captured: Vec<String>,
    /// The moves before it that the seat to move has not seen (as the PNG draws them).
    pub earlier: Vec<Vec<String>>,
    /// Every turn, oldest first.
    pub turns: Vec<LiveTurn>,
    /// The seat to move (index), if the game is in play.
    pub to_move: Option<usize>,
    /// When the turn clock of the seat to move runs out (seconds since the Unix epoch),
    /// if the house rules set `turn_timeout`.
    pub deadline: Option<u64>,
    /// The viewer's seat, when the view is for a player.
    pub you: Option<usize>,
    /// The page's own words, in [`LiveView::lang`].
    pub words: LiveWords,
    /// The viewer's moves when it is their turn: per peg, each move's path as the Move
    /// menu lists it (a move is chosen by its index there: `Input::Choice`).
    pub moves: Vec<LiveMoves>,
}

/// The page's own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveWords {
    /// The title of the move list.
    pub moves: String,
    /// Said while the page reconnects.
    pub reconnecting: String,
    /// Said when the server does not answer a move.
    pub no_answer: String,
    /// Before the turn clock's time left.
    pub time_left: String,
    /// The Activity's button that follows the game by direct message, for a person who
    /// watches it (docs/playing.md "Following a game").
    pub follow: String,
    /// The same button once they follow it: stops following.
    pub unfollow: String,
}

impl LiveWords {
    /// The words in `cat`'s language.
    #[must_use]
    pub fn of(cat: &crate::i18n::Catalogue) -> LiveWords {
        LiveWords {
            moves: t!(cat, "web-moves"),
            reconnecting: t!(cat, "web-reconnecting"),
            no_answer: t!(cat, "web-no-answer"),
            time_left: t!(cat, "web-time-left"),
            follow: t!(cat, "web-follow"),
            unfollow: t!(cat, "web-unfollow"),
        }
    }
}

/// The moves of one peg of the viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveMoves {
    /// The peg's hole.
    pub from: String,
    /// Each move: the start hole, then every landing hole.
    pub paths: Vec<Vec<String>>,
}

/// A seat as the page lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveSeat {
    /// The name (plain text, as stored).
    pub name: String,
    /// The armies it commands, as indices of [`Point::ALL`] (their colours and shapes
    /// come from the page's geometry).
    pub armies: Vec<usize>,
    /// A computer's level, in words.
    pub level: Option<String>,
    /// Its place once it finished (1 = first).
    pub place: Option<usize>,
    /// Its score in words, as the board image's legend counts it: pegs home (`3/10
    /// home`), or captures in the capture game; none in the lobby.
    pub score: Option<String>,
}

/// A peg on a hole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LivePeg {
    /// The hole (`e5`).
    pub hole: String,
    /// The army, as an index of [`Point::ALL`]; `None` for a peg of nobody.
    pub army: Option<usize>,
}

/// A turn of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveTurn {
    /// The seat that played it.
    pub seat: usize,
    /// The move (`c2-e4-g6`), or the pass or resignation in words.
    pub text: String,
}

/// The index of `point` in [`Point::ALL`].
fn point_index(point: Point) -> usize {
    Point::ALL.iter().position(|p| *p == point).unwrap_or(0)
}

impl Tables {
    /// The live view of `channel`'s table, for `viewer` (a player's page) or for anyone
    /// (`None`: a spectator, in the channel's language). `None` without a table, or for a
    /// record that does not read.
    #[must_use]
    pub fn live_view(&self, channel: u64, viewer: Option<&User>) -> Option<LiveView> {
        let table = self.peek(channel)?;
        let langs = self.langs(channel, None, viewer);
        let cat = if viewer.is_some() {
            langs.private
        } else {
            langs.public
        };
        let record = &table.record;
        let game = table.game.as_ref();
        let phase = match record.phase {
            Phase::Lobby => "lobby",
            Phase::Playing if game.is_some_and(|g| g.outcome().is_none()) => "playing",
            _ => "finished",
        };
        let header = match game {
            Some(game) => header(&table, game, cat),
            None => lobby_header(&table, cat),
        };
        let you = viewer.and_then(|u| table.seat_of(u.id)).map(Seat::index);
        let Some(game) = game else {
            return Some(LiveView {
                game: 0,
                revision: record.revision,
                phase,
                lang: cat.lang(),
                theme: table.theme().name(),
                header,
                key: None,
                seats: lobby_seats(&table, cat),
                pegs: Vec::new(),
                last: Vec::new(),
                captured: Vec::new(),
                earlier: Vec::new(),
                turns: Vec::new(),
                to_move: None,
                deadline: None,
                you,
                words: LiveWords::of(cat),
                moves: Vec::new(),
            });
        };
        let playing = phase == "playing";
        let to_move = game.to_move().filter(|_| playing);
        let deadline = to_move
            .filter(|_| record.rules.turn_timeout > 0)
            .map(|_| record.turn_started + record.rules.turn_timeout);
        let holes = |path: &[crate::core::Hole]| path.iter().map(ToString::to_string).collect();
        // The viewer's moves, when the seat to move is theirs and a person's.
        let moves = match (to_move, viewer) {
            (Some(seat), Some(user))
                if table.seat_of(user.id) == Some(seat) && table.seat_level(seat).is_none() =>
            {
                super::choose::pegs_in(&table, seat)
                    .iter()
                    .map(|peg| LiveMoves {
                        from: peg.hole.to_string(),
                        paths: super::choose::chains(game, seat, peg.hole)
                            .iter()
                            .map(|p| holes(p))
                            .collect(),
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        Some(LiveView {
            game: super::state::game_id(record),
            revision: record.revision,
            phase,
            lang: cat.lang(),
            theme: table.theme().name(),
            header,
            key: TurnKey::of(&table)
                .filter(|_| playing)
                .map(|k| k.to_string()),
            seats: game_seats(&table, game, cat),
            pegs: pegs(game),
            last: crate::render::last_move(game)
                .map(holes)
                .unwrap_or_default(),
            captured: match game {
                Game::Capture(g) => holes(&g.last_captured()),
                Game::Race(_) => Vec::new(),
            },
            earlier: crate::render::earlier_moves(game)
                .iter()
                .filter_map(|t| match t {
                    Turn::Move { path, .. } => Some(holes(path)),
                    _ => None,
                })
                .collect(),
            turns: turns(game, cat),
            to_move: to_move.map(Seat::index),
            deadline,
            you,
            words: LiveWords::of(cat),
            moves,
        })
    }
}

/// The pegs on `game`'s board.
fn pegs(game: &Game) -> Vec<LivePeg> {
    crate::core::Hole::all()
        .filter_map(|hole| {
            let army = match game.board().peg_at(hole)? {
                Peg::Army(point) => Some(point_index(point)),
                Peg::Obstacle => None,
            };
            Some(LivePeg {
                hole: hole.to_string(),
                army,
            })
        })
        .collect()
}

/// Every turn of `game`: moves as text, passes and resignations in words.
fn turns(game: &Game, cat: &crate::i18n::Catalogue) -> Vec<LiveTurn> {
    game.history()
        .iter()
        .map(|turn| match turn {
            Turn::Move { seat, .. } => LiveTurn {
                seat: seat.index(),
                text: turn.text(),
            },
            Turn::Pass { seat } => LiveTurn {
                seat: seat.index(),
                text: t!(cat, "alt-passed"),
            },
            Turn::Resign { seat } => LiveTurn {
                seat: seat.index(),
                text: t!(cat, "alt-resigned"),
            },
        })
        .collect()
}

/// The seats of a game: names, armies, levels, pegs home and places.
fn game_seats(table: &Table, game: &Game, cat: &crate::i18n::Catalogue) -> Vec<LiveSeat> {
    let places: Vec<Option<usize>> = game
        .seats()
        .map(|seat| {
            game.outcome()
                .and_then(|o| o.standings.iter().find(|s| s.seat == seat))
                .map(|s| s.place)
                .or_else(|| game.finish_place(seat))
        })
        .collect();
    game.seats()
        .zip(places)
        .map(|(seat, place)| LiveSeat {
            name: table.seat_name(seat, cat),
            armies: game
                .layout()
                .armies(seat)
                .iter()
                .copied()
                .map(point_index)
                .collect(),
            level: table.seat_level(seat).map(|l| level_name(l, cat)),
            place,
            score: Some(match game {
                Game::Capture(g) => t!(cat, "live-score-captures", "score" => g.score(seat)),
                Game::Race(g) => t!(cat, "live-score-home",
                    "home" => format!("{}/{}", g.pegs_home(seat), 10 * table.record.armies)),
            }),
        })
        .collect()
}

/// The seats taken in a lobby (no armies yet).
fn lobby_seats(table: &Table, cat: &crate::i18n::Catalogue) -> Vec<LiveSeat> {
    table
        .record
        .seats
        .iter()
        .enumerate()
        .map(|(i, occupant)| LiveSeat {
            name: Seat::new(i).map_or_else(String::new, |seat| table.seat_name(seat, cat)),
            armies: Vec::new(),
            level: match occupant {
                Occupant::Computer { level } => Some(level_name(*level, cat)),
                Occupant::Human { .. } => None,
            },
            place: None,
            score: None,
        })
        .collect()
}

/// The lobby's line on the web page: who sits, and who a challenge still waits for, with
/// the names as typed (the page shows text as text; the chat's sanitizer would drop `_`
/// and `<b>`).
fn lobby_header(table: &Table, cat: &crate::i18n::Catalogue) -> String {
    let record = &table.record;
    let names: Vec<String> = Seat::first_n(record.seats.len())
        .map(|seat| table.seat_name(seat, cat))
        .collect();
    let text = t!(cat, "lobby-status", "taken" => record.seats.len(),
        "seats" => record.players, "names" => names.join(", "));
    match &record.challenge {
        Some(challenge) => format!(
            "{text}\n{}",
            super::challenge::status_line_as_typed(challenge, cat)
        ),
        None => text,
    }
}
