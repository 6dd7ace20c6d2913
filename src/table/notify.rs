//! `notify on|off`: a direct message to a person when it becomes their turn, with the
//! board (Discord; the console has no direct messages). The setting is kept per person
//! ([`ChannelSetting::Notify`], by user id), so it holds in every channel and server.
//! The table decides who is told, after every input that played a turn
//! ([`Tables::direct`]); the adapter sends it ([`ReplyKind::Direct`]) and, when the
//! person does not accept direct messages, turns it off and tells the channel once
//! ([`Tables::notify_refused`]).

use crate::i18n::{Catalogue, FrontEnd};
use crate::store::ChannelSetting;
use crate::t;

use super::door::Door;
use super::outcome::{Answer, Outcome, Refusal};
use super::reply::{Reply, ReplyKind};
use super::told::{Refused, Told};
use super::words::{place_mention, MENTION_MARK};
use super::{Langs, Tables, User};

/// `notify`'s news.
#[derive(Debug)]
pub enum NotifyNews {
    /// The asker's `notify` setting, as it is now (private).
    Setting(bool),
    /// A direct message to this user was refused, so their `notify` is off now (public:
    /// the channel is told once, with their mention).
    Refused(u64),
}

/// `notify` where there are no direct messages (the console).
#[derive(Debug)]
pub struct NoDirectMessages;

impl Told for NotifyNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![match self {
            NotifyNews::Setting(on) => {
                Reply::private(t!(l.private, if *on { "notify-on" } else { "notify-off" }))
            }
            NotifyNews::Refused(user) => refused_words(*user, l),
        }]
    }
}

impl Refused for NoDirectMessages {
    fn words(&self, cat: &Catalogue) -> String {
        t!(cat, "err-no-direct-messages")
    }
}

impl Tables {
    /// `notify on|off` (`None`: whether it is on), for the asker.
    pub(super) fn notify(&self, user: &User, on: Option<bool>) -> Result<Vec<Outcome>, Refusal> {
        if self.front_end() == FrontEnd::Console {
            return Err(Refusal::feature(NoDirectMessages));
        }
        let on = match on {
            Some(on) => {
                self.store
                    .save_setting(ChannelSetting::Notify, user.id, on.then_some("on"))?;
                on
            }
            None => self
                .store
                .load_setting(ChannelSetting::Notify, user.id)?
                .is_some(),
        };
        Ok(vec![Outcome::told(NotifyNews::Setting(on))])
    }

    /// The direct message for the person whose turn it is after `answer`, when it played
    /// a turn, that person is not the sender, and they asked for it (`notify on`).
    pub(super) fn direct(
        &self,
        channel: u64,
        sender: Option<u64>,
        answer: &Answer,
        replies: &[Reply],
        l: &Langs,
    ) -> Option<Reply> {
        if !answer
            .outcomes
            .iter()
            .any(|o| matches!(o, Outcome::Played(_)))
        {
            return None;
        }
        let board = replies.iter().rev().find(|r| r.is_public_board())?;
        let mention = board.mention.as_ref()?;
        if Some(mention.user) == sender {
            return None;
        }
        match self
            .store
            .load_setting(ChannelSetting::Notify, mention.user)
        {
            Ok(Some(_)) => {}
            Ok(None) => return None,
            Err(e) => {
                tracing::debug!(error = &e as &dyn std::error::Error, "cannot read notify");
                return None;
            }
        }
        // Their own place of a game seen in several (a link to another server's would
        // say nothing to them, and show that server's channel).
        let channel = self
            .store
            .load(self.game_of(channel))
            .ok()
            .flatten()
            .map_or(channel, |r| r.place_of(channel, mention.user));
        // The board post's words: the turns just played and the prompt naming them.
        Some(Reply {
            text: t!(l.public, "notify-turn", "news" => board.text.clone()),
            image: board.image.clone(),
            description: board.description.clone(),
            board: board.board,
            private: true,
            kind: ReplyKind::Direct {
                channel,
                user: mention.user,
            },
            ..Reply::public(String::new())
        })
    }

    /// A direct message to `user` was refused (they do not accept them from the bot):
    /// `notify` is turned off for them, and the channel is told, with their mention (at
    /// an empty name: the adapter writes it). Nothing when it was off already (so the
    /// channel is told once). Through the one door ([`super::Input::NotifyRefused`]).
    #[must_use]
    pub fn notify_refused(&self, channel: u64, user: u64) -> Vec<Reply> {
        self.reply(channel, None, None, &super::Input::NotifyRefused { user })
    }

    /// [`super::Input::NotifyRefused`]: turns `notify` off for `user` when it was on,
    /// and says so where the bot may post unasked; their daily digest goes off too.
    pub(super) fn notify_off(&self, door: &Door<'_>, user: u64) -> Result<Vec<Outcome>, Refusal> {
        // A daily digest goes by direct message too: off with it, without a word.
        self.store
            .save_setting(ChannelSetting::Digest, user, None)?;
        if self
            .store
            .load_setting(ChannelSetting::Notify, user)?
            .is_none()
        {
            return Ok(Vec::new());
        }
        self.store
            .save_setting(ChannelSetting::Notify, user, None)?;
        // Where the bot may only answer interactions, nobody can be told unasked.
        let answers_only = self
            .load(door)
            .ok()
            .flatten()
            .is_some_and(|t| t.record.answers_only);
        Ok(if answers_only {
            Vec::new()
        } else {
            vec![Outcome::told(NotifyNews::Refused(user))]
        })
    }
}

/// [`NotifyNews::Refused`] in words: the channel is told, with the person's mention.
fn refused_words(user: u64, l: &Langs) -> Reply {
    let text = t!(l.public, "notify-refused", "mention" => MENTION_MARK);
    let (text, mention) = place_mention(&text, "", Some(user));
    Reply {
        mention,
        ..Reply::public(text)
    }
}
