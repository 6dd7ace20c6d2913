//! `seek`: searching for an opponent on the server ([`crate::store::seeks`]). A seek goes
//! into its pool, or completes a group; the group's game is opened by the adapter in a
//! channel of its choosing ([`Tables::open_matched`], a Discord thread), seated and
//! started. Seeks that end unmatched are told to their owners by the timers
//! ([`Tables::expire_seeks`]). The console has nobody to find.

use crate::core::safe;
use crate::i18n::FrontEnd;
use crate::store::seeks::{Seek, ANYWHERE, FILL_WAIT};
use crate::store::{GamePlace, Occupant, TableRecord};
use crate::t;

use super::door::Door;
use super::outcome::{Outcome, Refusal};
pub use super::reply::Match;
use super::reply::{Langs, Reply, ReplyKind};
use super::state::bounded_name;
use super::told::Told;
use super::words::{level_name, place_mention, MENTION_MARK};
use super::{Tables, User};

/// One person of a matched group: user id and name.
pub type Seeker = (u64, String);

/// How long a seek waits for a match, in seconds (15 minutes).
pub const SEEK_WAIT: u64 = 15 * 60;

/// A seek's news: the search (to the asker), the match (public: the adapter opens its
/// game, [`super::Input::Matched`]), a search cancelled (to the asker).
#[derive(Debug)]
pub enum SeekNews {
    /// The asker searches for an opponent (private): how many search for that game now,
    /// the asker included.
    Seeking {
        /// Seats of the game sought.
        players: usize,
        /// Rated (else casual).
        rated: bool,
        /// People searching for it now (on the asker's server, for a seek anywhere).
        count: usize,
        /// For a seek anywhere, the people searching for it on every open server.
        everywhere: Option<usize>,
    },
    /// The asker's seek completed a group (public): the adapter opens its game
    /// ([`super::Input::Matched`]).
    Matched {
        /// The game they get.
        game: Match,
        /// The people, user id and name, the asker first.
        group: Vec<Seeker>,
        /// Where each of them searched, channel and server, when they sought anywhere
        /// ([`Reply::places`]); empty otherwise.
        places: Vec<(u64, u64)>,
    },
    /// `seek cancel` (private): whether there was a seek to cancel.
    Cancelled(bool),
}

impl Told for SeekNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![self.reply(l)]
    }
}

impl Tables {
    /// `seek <players> [rated|casual] [level]` in `channel`: the asker's seek on their
    /// server, matched at once when its pool has enough. Its game opens in the channel
    /// it chose, else the server's game channel, else `channel`.
    pub(super) fn seek(
        &self,
        door: &Door<'_>,
        user: &User,
        command: &super::Command,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        let super::Command::Seek {
            players,
            rated,
            fill,
            channel: chosen,
            anywhere,
        } = *command
        else {
            return Err(Refusal::NobodyToSeek);
        };
        let channel = chosen.unwrap_or_else(|| self.game_channel(user.server, channel));
        if self.front_end() == FrontEnd::Console {
            return Err(Refusal::NobodyToSeek);
        }
        let seats = u8::try_from(players)
            .ok()
            .filter(|n| matches!(n, 2 | 3 | 4 | 6));
        let Some(seats) = seats else {
            return Err(Refusal::Players);
        };
        // A server's managers open it; a direct message with the bot (no server: its own
        // channel is its server, as the adapter counts it) is the person's own place,
        // always open.
        let direct = user.server == 0 || user.server == door.place();
        if anywhere && !direct && !self.open_anywhere(user.server) {
            return Err(Refusal::feature(AnywhereClosed));
        }
        self.limit(user, super::Work::Seek)?;
        // A seek anywhere is in the pool of every open server, and its games count there.
        let pool = if anywhere { ANYWHERE } else { user.server };
        let rating = self
            .store
            .ratings(pool)?
            .iter()
            .find(|r| r.user == user.id)
            .map_or(0, |r| (r.shown() * 10.0).round() as i64);
        let now = (self.clock)();
        let seek = Seek {
            server: pool,
            user: user.id,
            name: bounded_name(user),
            channel,
            players: seats,
            rated,
            rating,
            since: now,
            expires: now + SEEK_WAIT,
            fill,
            avoid: self.blocks_of(user.id)?,
            home: if anywhere { user.server } else { 0 },
        };
        // One search at a time: a seek here ends the person's seek anywhere, and back
        // (the store does it in the same step, `Seek::other_pool`).
        if let Some(group) = self.store.seek(&seek, now)? {
            return Ok(vec![Outcome::told(matched(&group, None))]);
        }
        let same = |s: &Seek| s.players == seek.players && s.rated == seek.rated;
        let here = self.store.seekers(user.server)?.into_iter().filter(same);
        let anywhere_seeks: Vec<Seek> = if anywhere {
            self.store
                .seekers(ANYWHERE)?
                .into_iter()
                .filter(same)
                .collect()
        } else {
            Vec::new()
        };
        let count = here.count()
            + anywhere_seeks
                .iter()
                .filter(|s| s.home == user.server)
                .count();
        Ok(vec![Outcome::told(SeekNews::Seeking {
            players,
            rated,
            count,
            everywhere: anywhere.then_some(anywhere_seeks.len()),
        })])
    }

    /// Who searches on `server` now, per game sought: players, rated, how many, in that
    /// order. None for the console, outside a server, or when the store cannot say.
    pub(super) fn searching(&self, server: u64) -> Vec<(u8, bool, usize)> {
        if server == 0 || self.front_end() == FrontEnd::Console {
            return Vec::new();
        }
        let now = (self.clock)();
        let Ok(seeks) = self.store.seekers(server) else {
            return Vec::new();
        };
        let mut pools = std::collections::BTreeMap::new();
        for s in seeks.iter().filter(|s| s.expires > now) {
            *pools.entry((s.players, !s.rated)).or_insert(0) += 1;
        }
        pools
            .into_iter()
            .map(|((players, casual), count)| (players, !casual, count))
            .collect()
    }

    /// Ends the searches anywhere of the people of `server` (closed to the pool of every
    /// server: `defaults anywhere=off`).
    pub(super) fn end_anywhere_seeks(&self, server: u64) -> Result<(), Refusal> {
        for seek in self.store.seekers(ANYWHERE)? {
            if seek.home == server {
                self.store.cancel_seek(ANYWHERE, seek.user)?;
            }
        }
        Ok(())
    }

    /// `seek cancel`.
    pub(super) fn seek_cancel(&self, user: &User) -> Result<Vec<Outcome>, Refusal> {
        let here = self.store.cancel_seek(user.server, user.id)?;
        let anywhere = self.store.cancel_seek(ANYWHERE, user.id)?;
        let found = here.is_some() || anywhere.is_some();
        Ok(vec![Outcome::told(SeekNews::Cancelled(found))])
    }

    /// Opens, seats and starts the game of a matched `group` in `channel` (the first of
    /// the group creates it; computers after the people when `game` fills seats),
    /// replacing a finished game there. Refused while the channel's game is open or
    /// under way (`old`).
    pub(super) fn open_matched_in(
        &self,
        door: &Door<'_>,
        group: &[Seeker],
        game: Match,
        places: &[GamePlace],
        old: Option<&super::state::Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        let expected = super::lobby::replaced_revision(old)?;
        let Some((creator, _)) = group.first() else {
            return Err(Refusal::Players);
        };
        let players = match game.fill {
            Some(_) => usize::from(game.players),
            None => group.len(),
        };
        if group.len() > players {
            return Err(Refusal::Players);
        }
        crate::core::Layout::standard(players).map_err(|_| Refusal::Players)?;
        let mut seats: Vec<Occupant> = group
            .iter()
            .map(|(id, name)| Occupant::Human {
                id: *id,
                name: name.clone(),
            })
            .collect();
        if let Some(level) = game.fill {
            seats.resize(players, Occupant::Computer { level });
        }
        let rules = match game.tournament {
            Some(tag) => self.claim_tournament_game(door, game.server, tag)?,
            // A game of every open server's pool plays by the standard rules, no server's.
            None if game.server == ANYWHERE => crate::core::HouseRules::default(),
            None => self.defaults(channel),
        };
        let seed = self.seed.unwrap_or_else(rand::random);
        let mut record = TableRecord {
            rules,
            places: places.to_vec(),
            tournament: game.tournament,
            theme: Some(self.channel_theme(channel).name().to_string()),
            server: game.server,
            casual: !game.rated,
            casual_from_start: !game.rated,
            ..TableRecord::lobby(*creator, players, seats, seed)
        };
        self.show_places(channel, &record)?;
        self.save_record(door, expected, &mut record, None)?;
        self.begin(door, record)
    }

    /// The groups whose seats computers fill now ([`crate::store::Store::fill_seeks`]),
    /// each announced in the channel of the seek that asked for them, for the adapter to
    /// open its game (the timers' round).
    pub(super) fn fill_seeks(&self) -> Vec<(u64, Vec<Reply>)> {
        let groups = match self.store.fill_seeks((self.clock)()) {
            Ok(groups) => groups,
            Err(e) => {
                tracing::debug!(error = &e as &dyn std::error::Error, "cannot fill seeks");
                return Vec::new();
            }
        };
        groups
            .into_iter()
            .filter_map(|group| {
                let first = group.first()?;
                let channel = first.channel;
                let langs = self.langs(channel, None, None);
                let news = matched(&group, first.fill);
                (channel != 0).then(|| (channel, vec![news.reply(&langs)]))
            })
            .collect()
    }

    /// The seeks that ended unmatched by now, each told in the channel it was made in,
    /// pinging its owner (the timers' round).
    pub(super) fn expire_seeks(&self) -> Vec<(u64, Vec<Reply>)> {
        let seeks = match self.store.expire_seeks((self.clock)()) {
            Ok(seeks) => seeks,
            Err(e) => {
                tracing::debug!(error = &e as &dyn std::error::Error, "cannot end seeks");
                return Vec::new();
            }
        };
        seeks
            .into_iter()
            .filter(|s| s.channel != 0)
            .map(|s| {
                let cat = self.langs(s.channel, None, None).public;
                let text = t!(cat, "seek-expired", "mention" => MENTION_MARK,
                    "players" => usize::from(s.players));
                let (text, mention) = place_mention(&text, &safe(&s.name), Some(s.user));
                (
                    s.channel,
                    vec![Reply {
                        mention,
                        ..Reply::public(text)
                    }],
                )
            })
            .collect()
    }
}

/// The news of a matched `group` (the seek that completed it first), whose seats
/// computers of `fill` complete: its game opens in the first seek's channel, on its
/// server; a group of the pool of every open server ([`ANYWHERE`]) also says where each
/// person searched.
fn matched(group: &[Seek], fill: Option<crate::ai::Level>) -> SeekNews {
    let first = group.first();
    let game = Match {
        players: first.map_or(0, |s| s.players),
        rated: first.is_some_and(|s| s.rated),
        server: first.map_or(0, |s| s.server),
        fill,
        channel: first.map_or(0, |s| s.channel),
        tournament: None,
    };
    let places = if game.server == ANYWHERE {
        group.iter().map(|s| (s.channel, s.home)).collect()
    } else {
        Vec::new()
    };
    SeekNews::Matched {
        game,
        group: group.iter().map(|s| (s.user, s.name.clone())).collect(),
        places,
    }
}

/// `seek anywhere` on a server whose managers have not opened it to the pool of every
/// server (`defaults anywhere=on`).
#[derive(Debug)]
pub struct AnywhereClosed;

impl super::told::Refused for AnywhereClosed {
    fn words(&self, cat: &crate::i18n::Catalogue) -> String {
        t!(cat, "err-anywhere-closed")
    }
}

impl SeekNews {
    /// The words of a seek's news.
    fn reply(&self, l: &Langs) -> Reply {
        let kind = |rated: bool| if rated { "rated" } else { "casual" };
        match self {
            SeekNews::Seeking {
                players,
                rated,
                count,
                everywhere,
            } => {
                let minutes = usize::try_from(SEEK_WAIT / 60).unwrap_or(15);
                Reply::private(match everywhere {
                    None => t!(l.private, "seek-searching", "players" => *players,
                        "rated" => kind(*rated), "count" => *count, "minutes" => minutes),
                    Some(all) => t!(l.private, "seek-searching-anywhere",
                        "players" => *players, "rated" => kind(*rated), "count" => *count,
                        "all" => *all, "minutes" => minutes),
                })
            }
            SeekNews::Matched {
                game,
                group,
                places,
            } => {
                let names: Vec<String> = group.iter().map(|(_, n)| safe(n)).collect();
                let players = usize::from(game.players);
                let text = match game.fill {
                    None => t!(l.public, "seek-matched", "players" => players,
                    "rated" => kind(game.rated), "names" => names.join(", ")),
                    Some(level) => t!(l.public, "seek-filled", "players" => players,
                    "rated" => kind(game.rated), "names" => names.join(", "),
                    "computers" => players.saturating_sub(group.len()),
                    "level" => level_name(level, l.public),
                    "minutes" => usize::try_from(FILL_WAIT / 60).unwrap_or(2)),
                };
                Reply {
                    group: group.clone(),
                    places: places.clone(),
                    ..Reply::public(text)
                }
                .as_kind(ReplyKind::Matched(*game))
            }
            SeekNews::Cancelled(true) => Reply::private(t!(l.private, "seek-cancelled")),
            SeekNews::Cancelled(false) => Reply::private(t!(l.private, "seek-not-searching")),
        }
    }
}
