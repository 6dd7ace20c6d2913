//! `follow`: a person who is not seated follows a game shown in the channel (docs/
//! playing.md, "Following a game"). They get a direct message with the board after
//! moves, at most one a minute ([`FOLLOW_EVERY`]): moves in between are told together in
//! the next one, which the timers send when its minute is up ([`Tables::tell_followers`],
//! due through [`follow_due`]). The last message tells the result, and following ends
//! with the game. `follow off` (or `unfollow`) stops it.

use crate::i18n::{Catalogue, FrontEnd};
use crate::store::{Follower, Phase, TableRecord};
use crate::t;

use super::door::Door;
use super::notify::NoDirectMessages;
use super::outcome::{Outcome, Progress, Refusal};
use super::reply::{Langs, Reply, ReplyKind};
use super::state::Table;
use super::told::{Refused, Told};
use super::{Tables, User};

/// The shortest time between two messages to one follower, in seconds: a minute.
pub const FOLLOW_EVERY: u64 = 60;

/// The most people who follow one game.
pub const MAX_FOLLOWERS: usize = 25;

/// What `follow` did.
#[derive(Debug)]
pub enum FollowNews {
    /// The asker follows the game now (private).
    Following,
    /// The asker followed it already (private).
    Already,
    /// The asker stopped following it (private); `false`: they were not following it.
    Stopped(bool),
    /// Moves of a game people follow, for each of them alone (a direct message each):
    /// the board after them, and the result when it ended.
    Moves {
        /// The followers last told at the same turn (drawn once for all of them), each
        /// with the place they follow it from (the game's channel, or another place that
        /// shows it: the link their message carries).
        users: Vec<(u64, u64)>,
        /// The turns since their last message, with the table after them.
        progress: Box<Progress>,
    },
}

/// Why `follow` changed nothing.
#[derive(Debug)]
pub enum FollowRefusal {
    /// No game is being played or waits for players in the channel.
    NoGame,
    /// The asker has a seat in it: they see every move, and `notify` tells them of
    /// their turn.
    Seated,
    /// The game has [`MAX_FOLLOWERS`] followers already.
    Full,
}

impl Told for FollowNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let private = l.private;
        let id = match self {
            FollowNews::Following => "follow-on",
            FollowNews::Already => "follow-already",
            FollowNews::Stopped(true) => "follow-off",
            FollowNews::Stopped(false) => "follow-not-following",
            FollowNews::Moves { users, progress } => return moves_messages(users, progress, l),
        };
        vec![Reply::private(t!(private, id))]
    }
}

impl Refused for FollowRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            FollowRefusal::NoGame => t!(cat, "err-follow-no-game"),
            FollowRefusal::Seated => t!(cat, "err-follow-seated"),
            FollowRefusal::Full => t!(cat, "err-follow-full", "most" => MAX_FOLLOWERS),
        }
    }
}

/// The direct messages of [`FollowNews::Moves`]: the board post of the turns (with the
/// result when the game is over), drawn once, as one message to each follower.
fn moves_messages(users: &[(u64, u64)], progress: &Progress, l: &Langs) -> Vec<Reply> {
    // The board post, not the replay a finished game's posts end with.
    let posts: Vec<Reply> = super::present::played(progress, l)
        .into_iter()
        .filter(|r| r.kind != ReplyKind::Replay)
        .collect();
    let Some(board) = posts.iter().rev().find(|r| r.kind == ReplyKind::Board) else {
        return Vec::new();
    };
    let news: Vec<&str> = posts.iter().map(|r| r.text.as_str()).collect();
    let text = t!(l.public, "follow-moves", "news" => news.join("\n"));
    users
        .iter()
        .map(|&(user, channel)| Reply {
            text: text.clone(),
            image: board.image.clone(),
            description: board.description.clone(),
            board: board.board,
            private: true,
            kind: ReplyKind::Direct { channel, user },
            ..Reply::public(String::new())
        })
        .collect()
}

/// When the next message to a follower of `record` is due: a minute after their last
/// one, once moves were played since; at once when the game is over. `None`: nobody
/// waits for news.
#[must_use]
pub(super) fn follow_due(record: &TableRecord) -> Option<u64> {
    let over = record.phase == Phase::Finished;
    record
        .followers
        .iter()
        .filter(|f| f.told < record.turns.len() || over)
        .map(|f| {
            if over {
                0
            } else {
                f.sent.saturating_add(FOLLOW_EVERY)
            }
        })
        .min()
}

impl Tables {
    /// `follow` (`on`: `true`) or `follow off` (`false`) of the game in the channel.
    pub(super) fn follow(
        &self,
        door: &Door<'_>,
        user: &User,
        table: Option<Table>,
        on: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        if self.front_end() == FrontEnd::Console {
            return Err(Refusal::feature(NoDirectMessages));
        }
        let Some(mut table) = table.filter(|t| t.record.phase != Phase::Finished) else {
            return Err(Refusal::feature(FollowRefusal::NoGame));
        };
        let seated = table.seat_of(user.id).is_some();
        let record = &mut table.record;
        let following = record.followers.iter().position(|f| f.user == user.id);
        let news = match (on, following) {
            (true, Some(_)) => return Ok(vec![Outcome::told(FollowNews::Already)]),
            (false, None) => return Ok(vec![Outcome::told(FollowNews::Stopped(false))]),
            (false, Some(i)) => {
                record.followers.remove(i);
                FollowNews::Stopped(true)
            }
            (true, None) => {
                if seated {
                    return Err(Refusal::feature(FollowRefusal::Seated));
                }
                if record.followers.len() >= MAX_FOLLOWERS {
                    return Err(Refusal::feature(FollowRefusal::Full));
                }
                let place = door.place();
                record.followers.push(Follower {
                    user: user.id,
                    told: record.turns.len(),
                    sent: 0,
                    place: if place == door.channel() { 0 } else { place },
                });
                FollowNews::Following
            }
        };
        let expected = table.record.revision;
        self.save_record(door, Some(expected), &mut table.record, table.game.as_ref())?;
        Ok(vec![Outcome::told(news)])
    }

    /// The timers' part of `follow`: a message to each follower whose minute is up and
    /// who has moves to be told (all of them once the game is over, which ends the
    /// following). Returns the table as it is now and the messages.
    pub(super) fn tell_followers(
        &self,
        door: &Door<'_>,
        mut table: Table,
    ) -> Result<(Table, Vec<Outcome>), Refusal> {
        let now = (self.clock)();
        let due = follow_due(&table.record);
        if due.is_none_or(|at| at > now) {
            return Ok((table, Vec::new()));
        }
        let Some(game) = table.game.clone() else {
            return Ok((table, Vec::new()));
        };
        let over = table.record.phase == Phase::Finished;
        let turns = table.record.turns.len();
        // The followers to tell, by the turn they were told last: one drawing each.
        let mut told = std::collections::BTreeMap::<usize, Vec<(u64, u64)>>::new();
        for follower in &mut table.record.followers {
            let waiting = follower.told < turns;
            if !(over || (waiting && follower.sent.saturating_add(FOLLOW_EVERY) <= now)) {
                continue;
            }
            if waiting {
                let place = match follower.place {
                    0 => door.channel(),
                    place => place,
                };
                told.entry(follower.told)
                    .or_default()
                    .push((follower.user, place));
            }
            follower.told = turns;
            follower.sent = now;
        }
        if over {
            table.record.followers.clear();
        }
        let expected = table.record.revision;
        self.save_record(door, Some(expected), &mut table.record, Some(&game))?;
        let outcomes = told
            .into_iter()
            .map(|(from, users)| {
                Outcome::told(FollowNews::Moves {
                    users,
                    progress: Box::new(Progress {
                        cause: None,
                        turns: game.turns().history()[from.min(turns)..].to_vec(),
                        finished: Vec::new(),
                        home: Vec::new(),
                        solo: None,
                        table: table.clone(),
                    }),
                })
            })
            .collect();
        Ok((table, outcomes))
    }

    /// A follower of the game in `channel` who does not accept direct messages stops
    /// following it (through [`super::Input::NotifyRefused`]).
    pub(super) fn unfollow_refused(&self, door: &Door<'_>, user: u64) -> Result<(), Refusal> {
        let Some(mut table) = self.load(door)? else {
            return Ok(());
        };
        let before = table.record.followers.len();
        table.record.followers.retain(|f| f.user != user);
        if table.record.followers.len() == before {
            return Ok(());
        }
        let expected = table.record.revision;
        self.save_record(door, Some(expected), &mut table.record, table.game.as_ref())?;
        Ok(())
    }
}
