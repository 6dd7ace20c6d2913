//! The solitaire challenge (docs/rules.md §9): one army alone crosses to the opposite point
//! in as few moves as it can. `solo` starts a crossing at the table, `solo board` shows the
//! server's best crossings, `solo computer` the computer's own crossing as a replay. A
//! finished crossing is kept with its game, and counted against the proven optimum.

use crate::ai::Level;
use crate::core::{GameRecord, HouseRules, Turn};
use crate::i18n::Catalogue;
use crate::store::{ranked, Occupant, Phase, TableRecord};
use crate::t;

use super::command::SoloView;
use super::door::Door;
use super::images::replay_reply;
use super::lobby::replaced_revision;
use super::outcome::{Cause, Outcome, Refusal, SoloResult};
use super::reply::{Langs, Reply};
use super::state::{bounded_name, Table};
use super::told::Told;
use super::{Tables, User};
use crate::core::safe;

/// The fewest moves in which an army can cross the empty board alone (George I. Bell,
/// 2009, by exhaustive search).
pub const OPTIMUM: u32 = 27;

/// Crossings the server's board shows.
pub const BOARD_TOP: usize = 10;

/// The computer's own crossing (the `hard` level at 1,000,000 nodes a move): a game record
/// of one player, replayed and drawn by `solo computer`.
const COMPUTER_CROSSING: &str = include_str!("../../data/solo/computer-crossing.txt");

/// The server's board: `solo board`'s ([`SoloNews::Board`]).
#[derive(Debug)]
pub struct SoloBoard {
    /// The best crossings, best first (place = index + 1).
    pub top: Vec<crate::store::Crossing>,
    /// The asker's place and best crossing, if they have one.
    pub you: Option<(usize, crate::store::Crossing)>,
    /// The asker has none listed, but crossed here with help (a hint or a move taken
    /// back: kept in `history`, never listed).
    pub helped: bool,
}

/// A solitaire view's news (public).
#[derive(Debug)]
pub enum SoloNews {
    /// The server's best solitaire crossings and the asker's (`solo board`).
    Board(SoloBoard),
    /// The computer's own solitaire crossing, a finished table to replay (`solo
    /// computer`).
    Computer(Box<Table>),
}

impl Told for SoloNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![match self {
            SoloNews::Board(board) => Reply::public(board_text(board, l.public)),
            SoloNews::Computer(table) => {
                let mut reply = replay_reply(table, l);
                if !reply.private {
                    reply.text = computer_caption(table, l.public);
                }
                reply
            }
        }]
    }
}

impl Tables {
    /// `solo`, `solo board`, `solo computer`.
    pub(super) fn solo(
        &self,
        door: &Door<'_>,
        user: &User,
        view: SoloView,
        table: Option<&Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        match view {
            SoloView::Start => self.solo_start(door, user, table),
            SoloView::Board => {
                let all = ranked(self.store.crossings(user.server)?);
                let you = all
                    .iter()
                    .position(|c| c.user == user.id)
                    .map(|i| (i + 1, all[i].clone()));
                let top = all.into_iter().take(BOARD_TOP).collect();
                // Why the asker is not listed, when they crossed with help.
                let helped = you.is_none() && self.crossed_with_help(channel, user)?;
                Ok(vec![Outcome::told(SoloNews::Board(SoloBoard {
                    top,
                    you,
                    helped,
                }))])
            }
            SoloView::Computer => Ok(vec![Outcome::told(SoloNews::Computer(Box::new(
                computer_crossing(self.channel_theme(channel))?,
            )))]),
        }
    }

    /// Whether `user` got home in a crossing kept here (among their latest 50 kept games):
    /// one not on the board was helped (a hint, a move taken back).
    fn crossed_with_help(&self, channel: u64, user: &User) -> Result<bool, Refusal> {
        let query = crate::store::GameQuery {
            server: user.server,
            channel,
            user: Some(user.id),
            skip: 0,
            limit: 50,
        };
        Ok(self
            .store
            .kept_games(&query)?
            .iter()
            .any(|g| g.seats.len() == 1 && g.seats[0].place == 1 && !g.aborted))
    }

    /// Starts a crossing for `user` at once (no lobby), replacing a finished game.
    fn solo_start(
        &self,
        door: &Door<'_>,
        user: &User,
        old: Option<&Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        super::places::own_place(door)?;
        let expected = replaced_revision(old)?;
        let seats = vec![Occupant::Human {
            id: user.id,
            name: bounded_name(user),
        }];
        let seed = self.seed.unwrap_or_else(rand::random);
        let mut record = TableRecord {
            phase: Phase::Playing,
            rules: solo_rules(&self.defaults(channel)),
            theme: Some(self.channel_theme(channel).name().to_string()),
            server: user.server,
            private: user.private,
            // A hint or a takeback makes it casual: then it is not kept on the board.
            casual: false,
            ..TableRecord::lobby(user.id, 1, seats, seed)
        };
        self.save_record(door, expected, &mut record, None)?;
        let table = Table::of(record).map_err(|_| Refusal::Players)?;
        let progress = self.conclude(door, table, 0, Some(Cause::Solo))?;
        Ok(vec![Outcome::Played(progress)])
    }

    /// How the crossing of a finished solitaire game on `record` stands, once it is kept
    /// (`None` for any other game, and for a crossing that did not get home).
    pub(super) fn solo_result(&self, record: &TableRecord, moves: u32) -> Option<SoloResult> {
        let Some(Occupant::Human { id, .. }) = record.seats.first() else {
            return None;
        };
        let all = ranked(self.store.crossings(record.server).ok()?);
        let place = all.iter().position(|c| c.user == *id);
        Some(SoloResult {
            moves,
            best: place.map(|i| all[i].moves),
            place: place.map(|i| i + 1),
            of: all.len(),
            helped: record.casual,
        })
    }
}

/// The house rules of a crossing: the defaults, no turn timeout (nobody waits) nor move
/// limit, and the channel's `hints` and `takeback` settings.
fn solo_rules(channel: &HouseRules) -> HouseRules {
    HouseRules {
        turn_timeout: 0,
        move_limit: 0,
        hints: channel.hints,
        takeback: channel.takeback,
        ..HouseRules::default()
    }
}

/// The computer's crossing as a finished table of one computer seat, to replay.
fn computer_crossing(theme: crate::render::Theme) -> Result<Table, Refusal> {
    let record = GameRecord::parse(COMPUTER_CROSSING).map_err(|_| Refusal::Replay)?;
    let game = record.replay().map_err(|_| Refusal::Replay)?;
    let seats = vec![Occupant::Computer { level: Level::Hard }];
    let table = TableRecord {
        phase: Phase::Finished,
        variant: record.variant,
        rules: record.rules,
        first: record.first,
        turns: game.history().iter().map(Turn::text).collect(),
        theme: Some(theme.name().to_string()),
        ..TableRecord::lobby(0, 1, seats, 0)
    };
    Table::of(table).map_err(|_| Refusal::Replay)
}

/// The lines after a crossing: its moves against the optimum, then the person's best
/// and place on the server's board.
pub(super) fn result_lines(r: &SoloResult, cat: &Catalogue) -> Vec<String> {
    let over = r.moves.saturating_sub(OPTIMUM);
    let mut lines = vec![t!(cat, "solo-crossed", "moves" => r.moves, "over" => over,
        "optimum" => OPTIMUM)];
    if let (Some(best), Some(place)) = (r.best, r.place) {
        lines.push(t!(cat, "solo-best", "best" => best, "place" => place, "of" => r.of));
    }
    if r.helped {
        // Why this crossing is not on the board.
        lines.push(t!(cat, "solo-board-helped"));
    }
    lines
}

/// The server's board in words.
fn board_text(b: &SoloBoard, cat: &Catalogue) -> String {
    let helped = b.helped.then(|| t!(cat, "solo-board-helped"));
    if b.top.is_empty() {
        let empty = t!(cat, "solo-board-empty", "optimum" => OPTIMUM);
        return std::iter::once(empty)
            .chain(helped)
            .collect::<Vec<_>>()
            .join("\n");
    }
    let mut lines = vec![t!(cat, "solo-board-title", "optimum" => OPTIMUM)];
    for (i, c) in b.top.iter().enumerate() {
        lines.push(
            t!(cat, "solo-board-line", "place" => i + 1, "name" => safe(&c.name),
            "moves" => c.moves, "over" => c.moves.saturating_sub(OPTIMUM)),
        );
    }
    if let Some((place, c)) = &b.you {
        lines.push(t!(cat, "solo-board-you", "place" => *place, "moves" => c.moves));
    }
    lines.extend(helped);
    lines.join("\n")
}

/// The caption of the computer's crossing.
fn computer_caption(table: &Table, cat: &Catalogue) -> String {
    let moves = table.game.as_ref().map_or(0, |g| g.total_moves());
    t!(cat, "solo-computer", "moves" => moves,
        "over" => (moves as u32).saturating_sub(OPTIMUM), "optimum" => OPTIMUM)
}
