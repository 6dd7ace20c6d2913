//! `games`: the asker's games being played on this server (in the console: here), from
//! the store's index of the people seated at games in progress
//! ([`crate::store::Store::games_of`]): where each is, who plays, whose turn, and the
//! time left on the turn clock.

use crate::i18n::{Catalogue, FrontEnd};
use crate::store::Occupant;
use crate::t;

use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply};
use super::state::Table;
use super::told::Told;
use super::{Tables, User};
use crate::core::safe;

/// Most games listed in one reply; the rest are counted.
const MAX_LISTED: usize = 15;
/// Most characters of the listed lines: one Discord message holds 2,000.
const MAX_TEXT: usize = 1900;

/// The asker's games being played on this server (`games`; private).
#[derive(Debug)]
pub struct Games {
    /// The asker's user id.
    pub asker: u64,
    /// The games.
    pub games: Vec<GameLine>,
}

/// One game of the list.
#[derive(Clone, Debug)]
pub struct GameLine {
    /// Its channel.
    pub channel: u64,
    /// The table there.
    pub table: Table,
    /// Seconds left on the turn clock of the person to move, when it runs.
    pub left: Option<u64>,
}

impl Told for Games {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![games_reply(
            self.asker,
            &self.games,
            l.private.front(),
            l.private,
        )]
    }
}

impl Tables {
    /// The asker's games being played on the asker's server (`games`).
    pub(super) fn games(&self, user: &User) -> Result<Vec<Outcome>, Refusal> {
        let now = (self.clock)();
        let mut lines = Vec::new();
        for (channel, record) in self.store.games_of(user.id)? {
            // A game seen in several places is on the server of the asker's own place.
            let server = record
                .places
                .iter()
                .find(|p| p.people.contains(&user.id))
                .map_or(record.server, |p| p.server);
            if server != user.server {
                continue;
            }
            let channel = record.place_of(channel, user.id);
            // A record that does not replay is told where it is played (its channel).
            let Ok(table) = Table::of(record) else {
                continue;
            };
            let left = self.time_left(&table, now);
            lines.push(GameLine {
                channel,
                table,
                left,
            });
        }
        Ok(vec![Outcome::told(Games {
            asker: user.id,
            games: lines,
        })])
    }

    /// Seconds left on the turn clock of the person to move at `table`, counted as
    /// [`Tables::expire_turn`] counts it.
    pub(super) fn time_left(&self, table: &Table, now: u64) -> Option<u64> {
        let game = table.game.as_ref()?;
        let record = &table.record;
        let seat = game.to_move()?;
        let human = matches!(record.seats.get(seat.index()), Some(Occupant::Human { .. }));
        let timeout = record.rules.turn_timeout;
        if !human || timeout == 0 {
            return None;
        }
        let began = record.turn_started.max(*self.awake.get_or_init(|| now));
        Some(began.saturating_add(timeout).saturating_sub(now))
    }
}

/// The list in words: one line a game, the asker's turns first.
pub(super) fn games_reply(
    asker: u64,
    games: &[GameLine],
    front: FrontEnd,
    cat: &Catalogue,
) -> Reply {
    if games.is_empty() {
        return Reply::private(t!(cat, "games-none"));
    }
    let title = t!(cat, "games-title", "count" => games.len());
    Reply::private(listed(asker, games, title, front, cat))
}

/// `title`, then one line a game, the asker's turns first, within one Discord message.
pub(super) fn listed(
    asker: u64,
    games: &[GameLine],
    title: String,
    front: FrontEnd,
    cat: &Catalogue,
) -> String {
    let mine = |g: &GameLine| {
        let game = g.table.game.as_ref();
        let seat = game.and_then(|g| g.to_move());
        seat.and_then(|s| g.table.record.seats.get(s.index()))
            .is_some_and(|o| matches!(o, &Occupant::Human { id, .. } if id == asker))
    };
    let mut sorted: Vec<&GameLine> = games.iter().collect();
    sorted.sort_by_key(|g| (!mine(g), g.left.unwrap_or(u64::MAX), g.channel));
    let mut lines = vec![title];
    let mut length = lines[0].chars().count();
    let mut listed = 0;
    for g in sorted.iter().take(MAX_LISTED) {
        let line = game_line(g, mine(g), front, cat);
        // Within one Discord message (2,000 characters), with room for the last line.
        length += line.chars().count() + 1;
        if length > MAX_TEXT {
            break;
        }
        lines.push(line);
        listed += 1;
    }
    if games.len() > listed {
        lines.push(t!(cat, "games-more", "count" => games.len() - listed));
    }
    lines.join("\n")
}

/// One game's line: where, who, whose turn, the time left.
fn game_line(g: &GameLine, mine: bool, front: FrontEnd, cat: &Catalogue) -> String {
    let place = match front {
        FrontEnd::Discord => format!("<#{}>", g.channel),
        FrontEnd::Console => t!(cat, "games-here"),
    };
    let players = g
        .table
        .seat_names(cat)
        .iter()
        .map(|n| safe(n))
        .collect::<Vec<_>>()
        .join(", ");
    let seat = g.table.game.as_ref().and_then(|g| g.to_move());
    let turn = match seat {
        _ if mine => t!(cat, "games-your-turn"),
        Some(seat) => t!(cat, "games-to-move", "name" => safe(&g.table.seat_name(seat, cat))),
        None => String::new(),
    };
    let left = g.left.map_or_else(String::new, |left| {
        let left = if left >= 60 { left - left % 60 } else { left };
        t!(cat, "games-left", "left" => crate::core::format_duration(left))
    });
    t!(cat, "games-line", "place" => place, "players" => players, "turn" => turn, "left" => left)
}
