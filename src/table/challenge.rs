//! `challenge`: a lobby for named people (and computers) only (docs/playing.md,
//! "Challenges"). The people challenged accept with `join` (Discord's Accept button) and
//! decline with `leave` (Decline); anyone else is refused. The game starts when the last
//! one accepts, seated in the order they were named after the challenger, computers
//! last. A decline cancels it, and so does the time to answer running out: the timers
//! see to it ([`super::Tables::due_at`] gives the lobby's [`Challenge::expires`]), and so
//! does any input that finds it past its time.

use crate::ai::Level;
use crate::core::{HouseRules, Variant};
use crate::store::{Challenge, Occupant, Phase};

use crate::i18n::Catalogue;
use crate::t;

use super::command::Challenge as Asked;
use super::door::Door;
use super::lobby::{table_has, NewTable};
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply, ReplyKind};
use super::state::{bounded_name, Table};
use super::told::{Refused, Told};
use super::words::{game_summary, level_name, place_mention, rated_text, MENTION_MARK};
use super::{Tables, User};
use crate::core::safe;

/// Minutes a challenge waits for its answers unless the challenger says otherwise.
pub const CHALLENGE_MINUTES: u32 = 10;

/// The most minutes a challenge may wait: a day.
pub const MAX_CHALLENGE_MINUTES: u32 = 24 * 60;

/// A challenge's news (public): made (pinging the people challenged, [`Reply::group`]),
/// accepted, cancelled (pinging the challenger).
#[derive(Debug)]
pub enum ChallengeNews {
    /// A challenge was made (public): the people to answer, pinged by adapters
    /// ([`super::Reply::group`]).
    Made {
        /// The challenger's name, as stored.
        by: String,
        /// The people challenged, user id and name, in the order named.
        people: Vec<(u64, String)>,
        /// The computers seated, by level.
        computers: Vec<Level>,
        /// Seats.
        players: usize,
        /// Minutes to answer.
        minutes: u32,
        /// Race or capture.
        variant: Variant,
        /// The house rules of the game.
        rules: HouseRules,
        /// Whether the game is rated (else casual).
        rated: bool,
    },
    /// A person challenged accepted; the names still to answer (public).
    Accepted {
        /// Their name, as stored.
        name: String,
        /// The people still to answer, by name.
        waiting: Vec<String>,
    },
    /// A challenge was cancelled (public): declined by `declined`, or, when `None`, not
    /// answered in time by `missing`. Pings the challenger.
    Cancelled {
        /// Who declined, by name.
        declined: Option<String>,
        /// Who did not answer in time, by name (when nobody declined).
        missing: Vec<String>,
        /// The challenger, user id and name.
        challenger: (u64, String),
        /// The minutes they had.
        minutes: u32,
    },
}

/// Why a challenge was not made, or a seat of one not taken.
#[derive(Debug)]
pub enum ChallengeRefusal {
    /// `challenge` naming nobody.
    Nobody,
    /// `challenge` naming the challenger.
    Oneself,
    /// `challenge` naming an app's account (a bot): its name.
    Bot(String),
    /// `challenge` naming someone twice: their name.
    Twice(String),
    /// `challenge` of a number of players no game has (the count, challenger included).
    Players(usize),
    /// `challenge` with a time to answer outside 1 to the most minutes.
    Minutes,
    /// A challenge's seat taken (or a computer added) by someone not challenged: the
    /// names of the people challenged.
    NotChallenged(Vec<String>),
}

impl Refused for ChallengeRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            ChallengeRefusal::Nobody => t!(cat, "err-challenge-nobody"),
            ChallengeRefusal::Oneself => t!(cat, "err-challenge-self"),
            ChallengeRefusal::Bot(name) => t!(cat, "err-challenge-bot", "name" => safe(name)),
            ChallengeRefusal::Twice(name) => t!(cat, "err-challenge-twice", "name" => safe(name)),
            ChallengeRefusal::Players(count) => t!(cat, "err-challenge-players", "count" => *count),
            ChallengeRefusal::Minutes => t!(cat, "err-challenge-minutes",
                "most" => MAX_CHALLENGE_MINUTES as usize),
            ChallengeRefusal::NotChallenged(names) => {
                let names: Vec<String> = names.iter().map(|n| safe(n)).collect();
                t!(cat, "err-not-challenged", "names" => names.join(", "))
            }
        }
    }
}

impl Told for ChallengeNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![self.reply(l)]
    }
}

impl Tables {
    /// `challenge`: opens the lobby of the challenge (replacing a finished game), the
    /// challenger in seat 1 and the computers seated; with nobody to answer, the game
    /// starts at once.
    pub(super) fn challenge(
        &self,
        door: &Door<'_>,
        user: &User,
        asked: &Asked,
        old: Option<&Table>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        if asked.people.is_empty() && asked.computers.is_empty() {
            return Err(Refusal::feature(ChallengeRefusal::Nobody));
        }
        for (i, person) in asked.people.iter().enumerate() {
            let name = || bounded_name(&User::new(person.id, person.name.clone()));
            if person.id == user.id {
                return Err(Refusal::feature(ChallengeRefusal::Oneself));
            }
            if person.bot {
                return Err(Refusal::feature(ChallengeRefusal::Bot(name())));
            }
            if asked.people[..i].iter().any(|p| p.id == person.id) {
                return Err(Refusal::feature(ChallengeRefusal::Twice(name())));
            }
        }
        self.check_not_blocked(user, &asked.people)?;
        let players = 1 + asked.people.len() + asked.computers.len();
        if !matches!(players, 2 | 3 | 4 | 6) {
            return Err(Refusal::feature(ChallengeRefusal::Players(players)));
        }
        let minutes = match asked.minutes {
            0 => CHALLENGE_MINUTES,
            m if m <= MAX_CHALLENGE_MINUTES => m,
            _ => return Err(Refusal::feature(ChallengeRefusal::Minutes)),
        };
        let mut settings = asked.settings.clone();
        match super::parse::typed_settings(&asked.typed) {
            Ok(typed) => settings.extend(typed),
            Err(super::UnknownCommand::Setting(word)) => return Err(Refusal::RuleKey(word)),
            Err(_) => return Err(Refusal::RuleKey(asked.typed.clone())),
        }
        let new = NewTable {
            players,
            armies: 1,
            settings: &settings,
        };
        super::places::own_place(door)?;
        let (mut record, expected) = self.lobby_record(channel, user, &new, old)?;
        record.seats.extend(
            asked
                .computers
                .iter()
                .map(|&level| Occupant::Computer { level }),
        );
        let people: Vec<(u64, String)> = asked
            .people
            .iter()
            .map(|p| (p.id, bounded_name(&User::new(p.id, p.name.clone()))))
            .collect();
        let challenged = Outcome::told(ChallengeNews::Made {
            by: bounded_name(user),
            people: people.clone(),
            computers: asked.computers.clone(),
            players,
            minutes,
            variant: record.variant,
            rules: record.rules,
            rated: !record.casual,
        });
        if people.is_empty() {
            // Computers only: nobody to wait for.
            self.save_record(door, expected, &mut record, None)?;
            let mut outcomes = vec![challenged];
            outcomes.extend(self.begin(door, record)?);
            return Ok(outcomes);
        }
        record.challenge = Some(Challenge {
            waiting: people.iter().map(|(id, _)| *id).collect(),
            invited: people,
            expires: (self.clock)().saturating_add(u64::from(minutes) * 60),
            minutes,
        });
        self.save_record(door, expected, &mut record, None)?;
        Ok(vec![challenged])
    }

    /// `join` at a challenge: a person challenged accepts; the last one starts the game.
    pub(super) fn accept_challenge(
        &self,
        door: &Door<'_>,
        user: &User,
        mut table: Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        let seated = table_has(&table.record, user.id);
        // Nobody plays with someone of whom one blocked the other since the challenge.
        if let Some(challenge) = &table.record.challenge {
            if challenge.waiting.contains(&user.id) {
                let seats = table.record.seats.iter().filter_map(|s| match s {
                    Occupant::Human { id, .. } => Some(*id),
                    Occupant::Computer { .. } => None,
                });
                let others: Vec<u64> = seats
                    .chain(challenge.waiting.iter().copied())
                    .filter(|id| *id != user.id)
                    .collect();
                self.check_accept(user, &others)?;
            }
        }
        let record = &mut table.record;
        let Some(challenge) = record.challenge.as_mut() else {
            return Err(Refusal::NotInLobby);
        };
        let Some(i) = challenge.waiting.iter().position(|id| *id == user.id) else {
            return Err(if seated {
                Refusal::AlreadySeated
            } else {
                Refusal::feature(ChallengeRefusal::NotChallenged(names(challenge)))
            });
        };
        challenge.waiting.remove(i);
        let waiting = waiting_names(challenge);
        let name = bounded_name(user);
        record.seats.push(Occupant::Human {
            id: user.id,
            name: name.clone(),
        });
        let accepted = Outcome::told(ChallengeNews::Accepted {
            name,
            waiting: waiting.clone(),
        });
        if !waiting.is_empty() {
            let expected = record.revision;
            self.save_record(door, Some(expected), record, None)?;
            return Ok(vec![accepted]);
        }
        // Everyone accepted: seated in the order named, after the challenger; the
        // computers last.
        let invited = std::mem::take(&mut challenge.invited);
        record.challenge = None;
        let creator = record.creator;
        record.seats.sort_by_key(|seat| match seat {
            Occupant::Human { id, .. } if *id == creator => 0,
            Occupant::Human { id, .. } => {
                1 + invited.iter().position(|(i, _)| i == id).unwrap_or(9)
            }
            Occupant::Computer { .. } => 100,
        });
        let mut outcomes = vec![accepted];
        outcomes.extend(self.begin(door, table.record)?);
        Ok(outcomes)
    }

    /// `leave` at a challenge by someone challenged (accepted or not): the challenge is
    /// cancelled. Anyone else is refused.
    #[expect(
        clippy::unused_self,
        reason = "a step of the table's, called as its others are (lobby.rs cannot name this file)"
    )]
    pub(super) fn decline_challenge(
        &self,
        door: &Door<'_>,
        user: &User,
        table: &Table,
    ) -> Result<Vec<Outcome>, Refusal> {
        let Some(challenge) = &table.record.challenge else {
            return Err(Refusal::NotInLobby);
        };
        if !challenge.invited.iter().any(|(id, _)| *id == user.id) {
            return Err(Refusal::feature(ChallengeRefusal::NotChallenged(names(
                challenge,
            ))));
        }
        door.delete(table.record.revision)?;
        Ok(vec![Outcome::told(ChallengeNews::Cancelled {
            declined: Some(bounded_name(user)),
            missing: Vec::new(),
            challenger: (table.record.creator, table.creator_name()),
            minutes: challenge.minutes,
        })])
    }

    /// Whether `table` is a challenge whose time to answer is up.
    pub(super) fn challenge_expired(&self, table: &Table) -> bool {
        table.record.phase == Phase::Lobby
            && table
                .record
                .challenge
                .as_ref()
                .is_some_and(|c| (self.clock)() >= c.expires)
    }

    /// Cancels the challenge of `table`, whose time to answer is up: the people who did
    /// not answer are named.
    #[expect(
        clippy::unused_self,
        reason = "a step of the table's, called as its others are (lobby.rs cannot name this file)"
    )]
    pub(super) fn cancel_expired(
        &self,
        door: &Door<'_>,
        table: &Table,
    ) -> Result<Outcome, Refusal> {
        let Some(challenge) = &table.record.challenge else {
            return Err(Refusal::NotInLobby);
        };
        door.delete(table.record.revision)?;
        Ok(Outcome::told(ChallengeNews::Cancelled {
            declined: None,
            missing: waiting_names(challenge),
            challenger: (table.record.creator, table.creator_name()),
            minutes: challenge.minutes,
        }))
    }
}

/// The names of everyone a challenge named, in order (accepted or not).
pub(super) fn names(challenge: &Challenge) -> Vec<String> {
    challenge.invited.iter().map(|(_, n)| n.clone()).collect()
}

/// The names of the people a challenge still waits for, in the order named.
pub(super) fn waiting_names(challenge: &Challenge) -> Vec<String> {
    challenge
        .invited
        .iter()
        .filter(|(id, _)| challenge.waiting.contains(id))
        .map(|(_, n)| n.clone())
        .collect()
}

impl ChallengeNews {
    /// The words of a challenge's news (public).
    fn reply(&self, l: &Langs) -> Reply {
        let cat = l.public;
        let list = |names: &[String]| {
            names
                .iter()
                .map(|n| format!("**{}**", safe(n)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            ChallengeNews::Made {
                by,
                people,
                computers,
                players,
                minutes,
                variant,
                rules,
                rated,
            } => {
                let names: Vec<String> = people.iter().map(|(_, n)| n.clone()).collect();
                let levels: Vec<String> = computers
                    .iter()
                    .map(|&level| t!(cat, "challenge-computer", "level" => level_name(level, cat)))
                    .collect();
                let computers = levels.join(", ");
                let mut text = if people.is_empty() {
                    t!(cat, "challenge-computers-only", "name" => safe(by),
                    "players" => *players, "computers" => computers)
                } else {
                    let mut text = t!(cat, "challenge-made", "name" => safe(by),
                    "names" => list(&names), "players" => *players);
                    if !levels.is_empty() {
                        text.push(' ');
                        text.push_str(&t!(cat, "challenge-computers", "computers" => computers));
                    }
                    text
                };
                text.push('\n');
                text.push_str(
                    &t!(cat, "rules-game", "summary" => game_summary(rules, *variant, 1)),
                );
                text.push('\n');
                text.push_str(&rated_text(*rated, cat));
                if !people.is_empty() {
                    text.push('\n');
                    text.push_str(&t!(cat, "challenge-answer", "names" => list(&names),
                    "minutes" => *minutes as usize));
                }
                Reply {
                    group: people.clone(),
                    ..Reply::public(text)
                }
                .as_kind(ReplyKind::Lobby)
            }
            ChallengeNews::Accepted { name, waiting } => {
                let text = if waiting.is_empty() {
                    t!(cat, "challenge-accepted-all", "name" => safe(name))
                } else {
                    t!(cat, "challenge-accepted", "name" => safe(name), "names" => list(waiting))
                };
                Reply::public(text).as_kind(ReplyKind::Lobby)
            }
            ChallengeNews::Cancelled {
                declined,
                missing,
                challenger,
                minutes,
            } => {
                let text = match declined {
                    Some(name) => t!(cat, "challenge-declined", "mention" => MENTION_MARK,
                    "name" => safe(name)),
                    None => t!(cat, "challenge-expired", "mention" => MENTION_MARK,
                    "names" => list(missing), "minutes" => *minutes as usize),
                };
                let (text, mention) =
                    place_mention(&text, &safe(&challenger.1), Some(challenger.0));
                // News, not the lobby: a lobby opened after it gets the buttons.
                Reply {
                    mention,
                    ..Reply::public(text)
                }
            }
        }
    }
}

/// [`status_line`] for the web page, which shows text as it is: the names as typed,
/// without the chat's emphasis or its escapes.
pub(super) fn status_line_as_typed(challenge: &Challenge, cat: &crate::i18n::Catalogue) -> String {
    t!(cat, "challenge-waiting", "names" => waiting_names(challenge).join(", "))
}

/// The line a challenge's lobby adds to its status: who still has to answer.
pub(super) fn status_line(challenge: &Challenge, cat: &crate::i18n::Catalogue) -> String {
    let names: Vec<String> = waiting_names(challenge)
        .iter()
        .map(|n| format!("**{}**", safe(n)))
        .collect();
    t!(cat, "challenge-waiting", "names" => names.join(", "))
}
