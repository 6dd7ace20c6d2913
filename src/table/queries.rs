//! Read-only views for adapters: the lobby to draw, suggestions for hole and move
//! options, the channel's language. They take no channel lock and change nothing.

use crate::core::{format_path, Game, Hole, Peg, Seat};
use crate::store::{ChannelSetting, Occupant, Phase, StoreError};

use super::outcome::Refusal;
use super::present;
use super::state::Table;
use super::{Reply, Tables, User};

/// A lobby as an adapter draws it (Discord: a message with Join, Leave, Add computer and
/// Start buttons that is updated as seats fill).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbyView {
    /// Tells this lobby apart from earlier ones in the same channel (stale buttons).
    pub id: u64,
    /// User id of the creator, who may add computers and start.
    pub creator: u64,
    /// Seats taken.
    pub taken: usize,
    /// Seats in all.
    pub players: usize,
    /// The status line (`lobby-status`, in the channel's language), safe to post.
    pub text: String,
    /// The language of the channel's public posts (a code of [`crate::i18n::languages`]),
    /// for what the adapter adds (button labels, hints).
    pub lang: &'static str,
    /// A challenge's lobby: only the people challenged answer it, with Accept and
    /// Decline (`join`, `leave`).
    pub challenge: bool,
}

/// A person seated at a table, as an adapter needs them (the console's hot seat).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedPerson {
    /// The seat.
    pub seat: Seat,
    /// The user id.
    pub id: u64,
    /// The name, as stored (bounded, invisible characters dropped).
    pub name: String,
}

/// A lobby or a game in progress, as a notice names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnderWay {
    /// A lobby waiting for players, opened by the person named.
    Lobby {
        /// The creator's name (empty if they have no seat).
        creator: String,
    },
    /// A game in progress.
    Game {
        /// The number of the next move (from 1).
        number: usize,
    },
}

/// What [`Tables::stored_now`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredNow {
    /// The record's revision: any write changes it.
    pub revision: u64,
    /// The game and how many of its turns are stored (none in a lobby).
    pub game: Option<(u64, usize)>,
}

impl Tables {
    /// The request to take a move back open in `channel`, worded as when it was asked:
    /// for a console on a shared database, which did not see it asked. Empty when none is
    /// open.
    #[must_use]
    pub fn open_takeback(&self, channel: u64) -> Vec<Reply> {
        let Some(news) = self.open_takeback_news(channel) else {
            return Vec::new();
        };
        let langs = self.langs(channel, None, None);
        present::answer(&super::Answer::one(super::Outcome::told(news)), &langs)
    }

    /// The number of `user`'s latest web board link (0 before any).
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn web_link(&self, user: u64) -> Result<u32, StoreError> {
        Ok(self
            .store
            .load_setting(ChannelSetting::WebLink, user)?
            .and_then(|n| n.parse().ok())
            .unwrap_or(0))
    }

    /// A new web board link number for `user`, ending their earlier links, through the
    /// one door of `channel` ([`super::Input::NewWebLink`]).
    ///
    /// # Errors
    /// The store cannot be written.
    pub fn new_web_link(&self, channel: u64, user: &User) -> Result<u32, StoreError> {
        let answer = self.execute(channel, Some(user), &super::Input::NewWebLink);
        if let Some(refusal) = answer.refusal {
            return Err(setting_not_written(refusal));
        }
        match answer.outcomes.first() {
            Some(super::Outcome::WebLink(n)) => Ok(*n),
            other => Err(StoreError::Backend(format!("{other:?}").into())),
        }
    }

    /// [`super::Input::NewWebLink`]: the next link number of `user`, stored.
    pub(super) fn next_web_link(&self, user: u64) -> Result<Vec<super::Outcome>, Refusal> {
        let next = self.web_link(user)?.saturating_add(1);
        self.store
            .save_setting(ChannelSetting::WebLink, user, Some(&next.to_string()))?;
        Ok(vec![super::Outcome::WebLink(next)])
    }

    /// What is stored at `channel` now, for a console sharing the database with others
    /// to see what changed: the record's revision, and its game (told apart as the web
    /// board's links tell it) with how many turns are stored; none without a table.
    /// Only the record is read, not replayed (a console asks every second): its stored
    /// turns are the game's history, as written.
    #[must_use]
    pub fn stored_now(&self, channel: u64) -> Option<StoredNow> {
        let record = self.store.load(self.game_of(channel)).ok()??;
        let game = (record.phase != Phase::Lobby)
            .then(|| (super::state::game_id(&record), record.turns.len()));
        Some(StoredNow {
            revision: record.revision,
            game,
        })
    }

    /// The turns of `channel`'s game from turn `before` on, worded as the post after a
    /// move words them (the turns, who finished, who is to move or the result, and the
    /// board): what another process played, for a console on the same database.
    #[must_use]
    pub fn turns_since(&self, channel: u64, before: usize) -> Vec<Reply> {
        let Some(table) = self.peek(channel) else {
            return Vec::new();
        };
        if table
            .game
            .as_ref()
            .is_none_or(|g| g.history().len() <= before)
        {
            return Vec::new();
        }
        let progress = self.progress(table, before, None);
        let langs = self.langs(channel, None, None);
        present::answer(
            &super::Answer::one(super::Outcome::Played(progress)),
            &langs,
        )
    }

    /// Who is thinking in `channel` when a computer is to move (the console says it
    /// before it plays a saved game's computers' turns), in the channel's language.
    #[must_use]
    pub fn thinking(&self, channel: u64) -> Option<String> {
        let table = self.peek(channel)?;
        let game = table.game.as_ref()?;
        let cat = crate::i18n::catalogue_on(self.public_language(channel, None), self.front_end());
        present::thinking_line(&table, game, cat)
    }

    /// The game of `channel` as stored now, replayed; none without a game, or when the
    /// record cannot be read (the next input reports why).
    #[must_use]
    pub fn game(&self, channel: u64) -> Option<Game> {
        self.peek(channel)?.game
    }

    /// The name of the console's own player kept in `channel` by
    /// [`Tables::keep_console_player`], if any.
    ///
    /// # Errors
    /// The store cannot be read.
    pub fn console_player(&self, channel: u64) -> Result<Option<String>, StoreError> {
        self.store
            .load_setting(ChannelSetting::ConsolePlayer, channel)
    }

    /// Keeps `user`'s name as the console's own player in `channel`, through the one door
    /// ([`super::Input::ConsolePlayer`]).
    ///
    /// # Errors
    /// The store cannot be written.
    pub fn keep_console_player(&self, channel: u64, user: &User) -> Result<(), StoreError> {
        match self
            .execute(channel, Some(user), &super::Input::ConsolePlayer)
            .refusal
        {
            None => Ok(()),
            Some(refusal) => Err(setting_not_written(refusal)),
        }
    }

    /// The table of `channel` as stored now, if it reads (no lock: a view may be a
    /// moment old).
    pub(super) fn peek(&self, channel: u64) -> Option<Table> {
        self.peek_or_why(channel).ok().flatten()
    }

    /// [`Tables::peek`] that tells an unreachable store (an outage) from no table: a view
    /// asked for by a person says which it was. A record that does not read counts as no
    /// table here (the next input moves it aside and says so).
    pub(super) fn peek_or_why(&self, channel: u64) -> Result<Option<Table>, Refusal> {
        let record = self
            .store
            .load(self.game_of(channel))
            .map_err(Refusal::from)?;
        Ok(record.and_then(|r| Table::of(r).ok()))
    }

    /// The lobby of `channel`, if a game there is waiting for players.
    #[must_use]
    pub fn lobby_view(&self, channel: u64, guild_locale: Option<&str>) -> Option<LobbyView> {
        let table = self.peek(channel)?;
        if table.record.phase != Phase::Lobby {
            return None;
        }
        let l = self.langs(channel, guild_locale, None);
        let record = &table.record;
        Some(LobbyView {
            // A stable id that does not show the game's seed.
            id: crate::core::mix_seed(record.seed, 1),
            creator: record.creator,
            taken: record.seats.len(),
            players: record.players,
            text: present::status_text(&table, l.public),
            lang: l.public.lang(),
            challenge: record.challenge.is_some(),
        })
    }

    /// The holes with a peg of an army in `channel`'s game (fixed pegs left out), as
    /// `d2`: the pegs of `user`'s seat first, then the others, each group in hole order.
    /// Suggestions for `moves <hole>`; empty without a game.
    #[must_use]
    pub fn peg_holes_text(&self, channel: u64, user: u64) -> Vec<String> {
        let Some(table) = self.peek(channel) else {
            return Vec::new();
        };
        let Some(game) = &table.game else {
            return Vec::new();
        };
        let seat = table.seat_of(user);
        let own = |h: &Hole| {
            matches!(game.board().peg_at(*h), Some(Peg::Army(p))
                if seat.is_some() && game.layout().seat_of(p) == seat)
        };
        let (mut first, rest): (Vec<Hole>, Vec<Hole>) = Hole::all()
            .filter(|h| matches!(game.board().peg_at(*h), Some(Peg::Army(_))))
            .partition(own);
        first.extend(rest);
        first.into_iter().map(|h| h.to_string()).collect()
    }

    /// What `moves <hole>` would tell `user` about the peg on `hole` in `channel`'s game,
    /// without its board and without counting as a request (the answer to a hole typed
    /// alone); `None` when `moves` would refuse (no game, no peg there).
    #[must_use]
    pub fn reach_text(&self, channel: u64, user: &super::User, hole: &str) -> Option<String> {
        let table = self.peek(channel)?;
        let reach = super::reach::reach(hole, false, table).ok()?;
        let cat = self.langs(channel, None, Some(user)).private;
        Some(super::present::reach_text(&reach, cat))
    }

    /// `channel`'s lobby or game in progress, if any (`None` too once the game is over,
    /// and for a record that does not read).
    #[must_use]
    pub fn under_way(&self, channel: u64) -> Option<UnderWay> {
        let table = self.peek(channel)?;
        match (&table.game, table.record.phase) {
            (_, Phase::Lobby) => Some(UnderWay::Lobby {
                creator: table.creator_name(),
            }),
            (Some(game), Phase::Playing) => Some(UnderWay::Game {
                number: game.total_moves() + 1,
            }),
            _ => None,
        }
    }

    /// The people seated in `channel`'s lobby or game in progress, seat order (empty
    /// without one, and once the game is over).
    #[must_use]
    pub fn people(&self, channel: u64) -> Vec<SeatedPerson> {
        self.peek(channel).map(|t| people(&t)).unwrap_or_default()
    }

    /// The person seated as `name` in `channel`'s lobby or game in progress (`name`
    /// compared as it would be stored: bounded, invisible characters dropped; in any case,
    /// as `history` and `profile` look names up).
    #[must_use]
    pub fn person_named(&self, channel: u64, name: &str) -> Option<SeatedPerson> {
        let name = super::state::bounded_name(&super::User::new(0, name)).to_lowercase();
        self.people(channel)
            .into_iter()
            .find(|p| p.name.to_lowercase() == name)
    }

    /// The person whose turn it is in `channel`'s game in progress (`None` in a lobby,
    /// without a game, once it is over, and while a computer plays the seat).
    #[must_use]
    pub fn person_to_move(&self, channel: u64) -> Option<SeatedPerson> {
        let table = self.peek(channel)?;
        let game = table.game.as_ref()?;
        let seat = game.to_move()?;
        if table.record.phase != Phase::Playing || table.seat_level(seat).is_some() {
            return None;
        }
        people(&table).into_iter().find(|p| p.seat == seat)
    }

    /// The language of `channel`'s public posts (a code of [`crate::i18n::languages`]):
    /// the channel's choice, else `guild_locale` when supported, else the tables' default.
    #[must_use]
    pub fn public_language(&self, channel: u64, guild_locale: Option<&str>) -> &'static str {
        self.langs(channel, guild_locale, None).public.lang()
    }

    /// The legal moves of `user` in `channel` as move text (`d2-e7`, `b2-d2-f7`: the
    /// shortest chain), in hole order; empty unless `user` is the player to move.
    #[must_use]
    pub fn legal_moves_text(&self, channel: u64, user: u64) -> Vec<String> {
        let Some(table) = self.peek(channel) else {
            return Vec::new();
        };
        let (Some(game), Phase::Playing) = (&table.game, table.record.phase) else {
            return Vec::new();
        };
        let Some(seat) = game.to_move() else {
            return Vec::new();
        };
        let human = matches!(table.record.seats.get(seat.index()), Some(Occupant::Human { id, .. }) if *id == user);
        if !human || game.has_resigned(seat) {
            return Vec::new();
        }
        if let Game::Capture(game) = game {
            // A move is its whole chain (docs/rules.md §6); adapters show at most a few dozen.
            return game.chains(200).iter().map(|c| format_path(c)).collect();
        }
        let mut moves = game.legal_moves_for(seat);
        moves.sort_by_key(|m| (m.from, m.to));
        moves
            .into_iter()
            .filter_map(|m| game.resolve(seat, &[m.from, m.to]).ok())
            .map(|(_, path)| format_path(&path))
            .collect()
    }
}

/// Why an input that only writes a setting was refused, as the store's error: its
/// failure (a setting's write has no revision to lose, so anything else is a bug, said).
fn setting_not_written(refusal: Refusal) -> StoreError {
    match refusal {
        Refusal::Storage(e) => e,
        other => StoreError::Backend(format!("{other:?}").into()),
    }
}

/// The people seated at `table` unless its game is over, seat order.
fn people(table: &Table) -> Vec<SeatedPerson> {
    if table.record.phase == Phase::Finished {
        return Vec::new();
    }
    table
        .record
        .seats
        .iter()
        .zip(Seat::ALL)
        .filter_map(|(occupant, seat)| match occupant {
            Occupant::Human { id, name } => Some(SeatedPerson {
                seat,
                id: *id,
                name: name.clone(),
            }),
            Occupant::Computer { .. } => None,
        })
        .collect()
}
