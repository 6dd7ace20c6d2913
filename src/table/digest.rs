//! `digest`: one direct message a day, at an hour the person chooses (UTC), listing the
//! games where it is their turn, on every server, and the time left on each (docs/
//! playing.md, "Your turn, when you are away"): for people with many games, instead of a
//! message a move. The setting is kept per person ([`ChannelSetting::Digest`]: the hour,
//! then the day of the last digest, then their language). The timers look once in each minute of the clock
//! ([`DIGEST_EVERY`]); a digest is claimed by a compare-and-swap of that setting
//! ([`crate::store::Store::swap_setting`]), so of several processes one sends it, once a
//! day. No message on a day with no game at the person's turn.

use crate::i18n::{Catalogue, FrontEnd};
use crate::store::{ChannelSetting, Occupant};
use crate::t;

use super::command::DigestAsk;
use super::games::{listed, GameLine};
use super::notify::NoDirectMessages;
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply, ReplyKind};
use super::state::Table;
use super::told::Told;
use super::{Tables, User};

/// How often the timers look for digests that are due, in seconds: once in each minute
/// of the clock.
pub const DIGEST_EVERY: u64 = 60;

const DAY: u64 = 24 * 60 * 60;

/// `digest`'s news (private): the asker's digest hour (UTC) as it is now, `None`: off.
#[derive(Debug)]
pub struct DigestNews(pub Option<u8>);

impl Told for DigestNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![Reply::private(match self.0 {
            Some(hour) => t!(l.private, "digest-on", "hour" => format!("{hour:02}:00")),
            None => t!(l.private, "digest-off"),
        })]
    }
}

/// A stored digest setting.
#[derive(Debug, PartialEq, Eq)]
struct Stored {
    /// The hour (UTC); `None`: off.
    hour: Option<u8>,
    /// The day (since the Unix epoch) of the last digest; 0 before any.
    day: u64,
    /// The person's language, when Discord told it as they asked.
    locale: Option<String>,
}

/// A stored digest setting (`HOUR DAY [LOCALE]`, or `- DAY` when off).
fn read(value: &str) -> Option<Stored> {
    let mut words = value.split_ascii_whitespace();
    let hour = match words.next()? {
        "-" => None,
        word => Some(word.parse().ok().filter(|h| *h < 24)?),
    };
    let day = words.next().map_or(Some(0), |d| d.parse().ok())?;
    let locale = words.next().map(str::to_string);
    Some(Stored { hour, day, locale })
}

impl Stored {
    /// The setting as stored, as [`read`] reads it.
    fn value(&self) -> String {
        let hour = self.hour.map_or_else(|| "-".to_string(), |h| h.to_string());
        match &self.locale {
            Some(locale) => format!("{hour} {} {locale}", self.day),
            None => format!("{hour} {}", self.day),
        }
    }
}

/// Whether the person to move at `table` is `user`.
fn their_turn(table: &Table, user: u64) -> bool {
    let seat = table.game.as_ref().and_then(|g| g.to_move());
    seat.and_then(|s| table.record.seats.get(s.index()))
        .is_some_and(|o| matches!(o, &Occupant::Human { id, .. } if id == user))
}

impl Tables {
    /// `digest [hour|off]` for the asker: sets the hour of their daily digest (UTC, 0
    /// to 23), turns it off, or says which it is.
    pub(super) fn digest(&self, user: &User, ask: DigestAsk) -> Result<Vec<Outcome>, Refusal> {
        if self.front_end() == FrontEnd::Console {
            return Err(Refusal::feature(NoDirectMessages));
        }
        let stored = self.store.load_setting(ChannelSetting::Digest, user.id)?;
        let now = stored.as_deref().and_then(read);
        // The day of the last digest is kept while it is off, so that turning it off and
        // on again brings no second digest that day.
        let sent = now.as_ref().map_or(0, |d| d.day);
        let hour = match ask {
            DigestAsk::Show => now.and_then(|d| d.hour),
            DigestAsk::Off => {
                let value = (sent > 0).then(|| {
                    Stored {
                        hour: None,
                        day: sent,
                        locale: None,
                    }
                    .value()
                });
                self.store
                    .save_setting(ChannelSetting::Digest, user.id, value.as_deref())?;
                None
            }
            DigestAsk::At(hour) => {
                let hour = hour.min(23);
                // The first digest comes at the next such hour: today's is over when the
                // hour has passed (or a digest was sent today already).
                let time = (self.clock)();
                let passed = if u64::from(hour) <= (time % DAY) / 3600 {
                    time / DAY
                } else {
                    0
                };
                let day = sent.max(passed);
                // In the asker's language when Discord told it.
                let locale = user
                    .locale
                    .clone()
                    .filter(|l| l.len() <= 8 && !l.contains(' '));
                let value = Stored {
                    hour: Some(hour),
                    day,
                    locale,
                }
                .value();
                self.store
                    .save_setting(ChannelSetting::Digest, user.id, Some(&value))?;
                Some(hour)
            }
        };
        Ok(vec![Outcome::told(DigestNews(hour))])
    }

    /// The digests due now (timers): a direct message to each person whose hour has
    /// come today and who had none today, claimed once over every process, listing the
    /// games at their turn. At most once in each minute of the clock, per process.
    pub(super) fn send_digests(&self) -> Vec<(u64, Vec<Reply>)> {
        let now = (self.clock)();
        // Once in each minute of the clock (stored plus one: 0 is never).
        let minute = now / DIGEST_EVERY + 1;
        let last = self
            .digests_checked
            .swap(minute, std::sync::atomic::Ordering::Relaxed);
        if last == minute {
            return Vec::new();
        }
        let settings = match self.store.settings_of(ChannelSetting::Digest) {
            Ok(settings) => settings,
            Err(e) => {
                tracing::debug!(error = &e as &dyn std::error::Error, "cannot read digests");
                return Vec::new();
            }
        };
        let (today, hour_now) = (now / DAY, (now % DAY) / 3600);
        let mut sent = Vec::new();
        for (user, value) in settings {
            let Some(mut stored) = read(&value) else {
                continue;
            };
            let Some(hour) = stored.hour else {
                continue;
            };
            if u64::from(hour) > hour_now || stored.day >= today {
                continue;
            }
            stored.day = today;
            let claimed = stored.value();
            let locale = stored.locale;
            match self.store.swap_setting(
                ChannelSetting::Digest,
                user,
                Some(&value),
                Some(&claimed),
            ) {
                Ok(true) => sent.extend(self.digest_for(user, locale, now)),
                Ok(false) => {}
                Err(e) => {
                    tracing::debug!(
                        error = &e as &dyn std::error::Error,
                        "cannot claim a digest"
                    );
                }
            }
        }
        sent
    }

    /// `user`'s digest at `now`: the games at their turn, in their language (`locale`),
    /// else that of the first game's channel; `None` when there is none.
    fn digest_for(&self, user: u64, locale: Option<String>, now: u64) -> Option<(u64, Vec<Reply>)> {
        let games = match self.store.games_of(user) {
            Ok(games) => games,
            Err(e) => {
                tracing::debug!(error = &e as &dyn std::error::Error, "cannot list games");
                return None;
            }
        };
        let lines: Vec<GameLine> = games
            .into_iter()
            .filter_map(|(channel, record)| {
                // Where the person sees it: their own place of a game seen in several.
                let channel = record.place_of(channel, user);
                Table::of(record).ok().map(|t| (channel, t))
            })
            .filter(|(_, table)| their_turn(table, user))
            .map(|(channel, table)| GameLine {
                left: self.time_left(&table, now),
                channel,
                table,
            })
            .collect();
        let first = lines.iter().map(|g| g.channel).min()?;
        let person = User {
            locale,
            ..User::new(user, String::new())
        };
        let cat: &Catalogue = self.langs(first, None, Some(&person)).private;
        let title = t!(cat, "digest-title", "count" => lines.len());
        let text = listed(user, &lines, title, FrontEnd::Discord, cat);
        let reply = Reply {
            private: true,
            kind: ReplyKind::Direct {
                channel: first,
                user,
            },
            ..Reply::public(text)
        };
        Some((first, vec![reply]))
    }
}

#[cfg(test)]
mod tests {
    use super::{read, Stored};

    #[test]
    fn a_stored_digest_reads_its_hour_day_and_language() {
        let stored = |hour, day, locale: Option<&str>| {
            Some(Stored {
                hour,
                day,
                locale: locale.map(str::to_string),
            })
        };
        assert_eq!(read("18"), stored(Some(18), 0, None));
        assert_eq!(read("7 20500"), stored(Some(7), 20500, None));
        assert_eq!(read("7 20500 pt-BR"), stored(Some(7), 20500, Some("pt-BR")));
        assert_eq!(read("- 20500"), stored(None, 20500, None));
        assert_eq!(read("24 1"), None);
        assert_eq!(read("x"), None);
        assert_eq!(read("5 y"), None);
    }
}
