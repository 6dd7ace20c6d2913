//! `block`: a person keeps another away (docs/playing.md, "Blocking and reporting"). The
//! two are never in one group that `seek` finds, whoever searched first, and the blocked
//! person's challenges to the blocker are refused (as are the blocker's to them, until
//! they undo it; nor a challenge naming both, nor an acceptance after a block). The list is
//! kept per person ([`ChannelSetting::Blocks`], by user id), so it holds on every server;
//! the person's seeks already waiting, on any server, learn of a new block at once
//! ([`crate::store::Store::avoid_in_seeks`]).

use crate::core::safe;
use crate::i18n::Catalogue;
use crate::store::ChannelSetting;
use crate::t;

use super::command::Invitee;
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply};
use super::state::bounded_name;
use super::told::{Refused, Told};
use super::{Tables, User};

/// The most people one person may block.
pub const MAX_BLOCKS: usize = 200;

/// How often `block` reads its list again when another change came first.
const SWAP_TRIES: usize = 8;

/// What `block` did (private to the asker).
#[derive(Debug)]
pub enum BlockNews {
    /// The person is blocked now (or was already).
    Blocked(String),
    /// The person is no longer blocked; `false`: they were not.
    Unblocked(String, bool),
    /// How many people the asker blocked (`block` without a member).
    Count(usize),
}

/// Why `block`, or a challenge between two people of whom one blocked the other, changed
/// nothing.
#[derive(Debug)]
pub enum BlockRefusal {
    /// The asker named themself.
    Oneself,
    /// The asker named an app's account.
    Bot(String),
    /// The asker blocked [`MAX_BLOCKS`] people already.
    Full,
    /// A challenge to someone who blocked the challenger (named).
    TheyBlocked(String),
    /// A challenge to someone the challenger blocked (named).
    YouBlocked(String),
    /// An acceptance of a challenge with someone of whom one blocked the other since.
    Blocked,
    /// Two people named in one challenge, of whom one blocked the other.
    Apart(String, String),
    /// The list kept changing under the asker's change (many at once): try again.
    Busy,
}

impl Told for BlockNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let cat = l.private;
        vec![Reply::private(match self {
            BlockNews::Blocked(name) => t!(cat, "block-on", "name" => safe(name)),
            BlockNews::Unblocked(name, true) => t!(cat, "block-off", "name" => safe(name)),
            BlockNews::Unblocked(name, false) => {
                t!(cat, "block-not-blocked", "name" => safe(name))
            }
            BlockNews::Count(count) => t!(cat, "block-count", "count" => *count),
        })]
    }
}

impl Refused for BlockRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            BlockRefusal::Oneself => t!(cat, "err-block-oneself"),
            BlockRefusal::Bot(name) => t!(cat, "err-block-bot", "name" => safe(name)),
            BlockRefusal::Full => t!(cat, "err-block-full", "most" => MAX_BLOCKS),
            BlockRefusal::TheyBlocked(name) => {
                t!(cat, "err-challenge-they-blocked", "name" => safe(name))
            }
            BlockRefusal::YouBlocked(name) => {
                t!(cat, "err-challenge-you-blocked", "name" => safe(name))
            }
            BlockRefusal::Apart(a, b) => {
                t!(cat, "err-challenge-apart", "first" => safe(a), "second" => safe(b))
            }
            BlockRefusal::Busy => t!(cat, "err-block-busy"),
            BlockRefusal::Blocked => t!(cat, "err-accept-blocked"),
        }
    }
}

/// A stored block list: user ids separated by spaces (words that are not one are left
/// out).
fn read_list(stored: Option<&str>) -> Vec<u64> {
    stored
        .unwrap_or_default()
        .split_ascii_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect()
}

impl Tables {
    /// The people `user` blocked.
    pub(super) fn blocks_of(&self, user: u64) -> Result<Vec<u64>, Refusal> {
        let stored = self.store.load_setting(ChannelSetting::Blocks, user)?;
        Ok(read_list(stored.as_deref()))
    }

    /// Refuses a challenge from `user` to `people` when the challenger and one of them,
    /// or two of them, are people of whom one blocked the other.
    pub(super) fn check_not_blocked(&self, user: &User, people: &[Invitee]) -> Result<(), Refusal> {
        let name = |p: &Invitee| bounded_name(&User::new(p.id, p.name.clone()));
        let mine = self.blocks_of(user.id)?;
        let mut lists = Vec::with_capacity(people.len());
        for person in people {
            if mine.contains(&person.id) {
                return Err(Refusal::feature(BlockRefusal::YouBlocked(name(person))));
            }
            let theirs = self.blocks_of(person.id)?;
            if theirs.contains(&user.id) {
                return Err(Refusal::feature(BlockRefusal::TheyBlocked(name(person))));
            }
            lists.push(theirs);
        }
        for (i, a) in people.iter().enumerate() {
            for (j, b) in people.iter().enumerate().skip(i + 1) {
                if lists[i].contains(&b.id) || lists[j].contains(&a.id) {
                    return Err(Refusal::feature(BlockRefusal::Apart(name(a), name(b))));
                }
            }
        }
        Ok(())
    }

    /// Refuses `user`'s acceptance of a challenge whose other people (`others`, user ids)
    /// include one of whom one blocked the other since it was made.
    pub(super) fn check_accept(&self, user: &User, others: &[u64]) -> Result<(), Refusal> {
        let mine = self.blocks_of(user.id)?;
        for &other in others {
            if mine.contains(&other) || self.blocks_of(other)?.contains(&user.id) {
                return Err(Refusal::feature(BlockRefusal::Blocked));
            }
        }
        Ok(())
    }

    /// `block [member] [undo]` for the asker: blocks `who`, or unblocks them with
    /// `undo`; without a member, how many people the asker blocked. The list is changed
    /// by a compare-and-swap (read again when another change came first), so blocks made
    /// at once, through any process, are all kept.
    pub(super) fn block(
        &self,
        user: &User,
        who: Option<&Invitee>,
        undo: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        let Some(person) = who else {
            return Ok(vec![Outcome::told(BlockNews::Count(
                self.blocks_of(user.id)?.len(),
            ))]);
        };
        let name = bounded_name(&User::new(person.id, person.name.clone()));
        if person.id == user.id {
            return Err(Refusal::feature(BlockRefusal::Oneself));
        }
        for _ in 0..SWAP_TRIES {
            let stored = self.store.load_setting(ChannelSetting::Blocks, user.id)?;
            let mut list = read_list(stored.as_deref());
            let had = list.contains(&person.id);
            if had == undo {
                if undo {
                    list.retain(|&id| id != person.id);
                } else if person.bot {
                    return Err(Refusal::feature(BlockRefusal::Bot(name)));
                } else if list.len() >= MAX_BLOCKS {
                    return Err(Refusal::feature(BlockRefusal::Full));
                } else {
                    list.push(person.id);
                }
                let text: Vec<String> = list.iter().map(u64::to_string).collect();
                let value = (!text.is_empty()).then(|| text.join(" "));
                let swapped = self.store.swap_setting(
                    ChannelSetting::Blocks,
                    user.id,
                    stored.as_deref(),
                    value.as_deref(),
                )?;
                if !swapped {
                    continue;
                }
                // The asker's seeks waiting on any server keep to the new list.
                self.store.avoid_in_seeks(user.id, &list)?;
            }
            return Ok(vec![Outcome::told(if undo {
                BlockNews::Unblocked(name, had)
            } else {
                BlockNews::Blocked(name)
            })]);
        }
        Err(Refusal::feature(BlockRefusal::Busy))
    }
}

#[cfg(test)]
mod tests {
    use super::read_list;

    #[test]
    fn a_stored_list_reads_its_ids_and_skips_the_rest() {
        assert_eq!(read_list(Some("12 x 7  9")), [12, 7, 9]);
        assert!(read_list(None).is_empty());
    }
}
