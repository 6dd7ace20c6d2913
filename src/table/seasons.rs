//! Rating seasons (docs/playing.md, "Rating seasons"): a channel manager sets how long a
//! server's seasons last (`defaults seasons=30`, in days; `seasons=off`: only by hand) or
//! ends the current one (`defaults seasons=end`). At a season's end (the timers, through
//! [`super::Input::SeasonEnd`], or by hand) the store keeps it with its final standings
//! and starts the next from every rating softened ([`crate::ratings::soften`]), in one
//! write that happens once ([`crate::store::Store::end_season`]); the final leaderboard is
//! posted, text and card, in the channel where the season runs (where its length was set),
//! or as the answer to the manager who ended it. `leaderboard season:N` shows a finished
//! season's final leaderboard again; `profile` lists each season a person played in.

use crate::core::safe;
use crate::i18n::Catalogue;
use crate::render::Theme;
use crate::store::{CurrentSeason, PlayerRating, Season, Standing, MAX_SEASON_DAYS};
use crate::t;

use super::door::Door;
use super::kept::{places, ranked, Leaderboard, LEADERBOARD_MIN_GAMES, LEADERBOARD_TOP};
use super::kept_present::{board_reply, date, date_time, season_start, BoardWords};
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply};
use super::state::bounded_name;
use super::told::{Refused, Told};
use super::{Input, Tables, User};

/// File name of a season's final leaderboard card.
pub const SEASON_FILE: &str = "season.png";

/// The setting `seasons` of `defaults`, as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeasonSetting {
    /// Seasons of this many days.
    Days(u32),
    /// Seasons end only by hand.
    Off,
    /// End the current season now.
    End,
}

/// The value of `seasons=…`: a number of days from 1 to [`MAX_SEASON_DAYS`] (`30`, `30d`),
/// `off`, or `end`.
///
/// # Errors
/// [`Refusal::RuleValue`] saying what it takes.
pub fn parse_seasons(value: &str) -> Result<SeasonSetting, Refusal> {
    let value = value.trim().to_lowercase();
    let days = value.strip_suffix('d').unwrap_or(&value);
    match value.as_str() {
        "off" | "false" | "no" => Ok(SeasonSetting::Off),
        "end" => Ok(SeasonSetting::End),
        _ => days
            .parse()
            .ok()
            .filter(|d| (1..=MAX_SEASON_DAYS).contains(d))
            .map(SeasonSetting::Days)
            .ok_or_else(|| {
                Refusal::RuleValue(
                    "seasons".into(),
                    format!("a number of days from 1 to {MAX_SEASON_DAYS}, off, end"),
                )
            }),
    }
}

/// What a season's end or plan did (public).
#[derive(Debug)]
pub enum SeasonNews {
    /// A manager set how long seasons last (`None`: only by hand from now on).
    Planned {
        /// Who.
        by: String,
        /// The current season as it stands now.
        season: CurrentSeason,
        /// When it was set: an end at or before it is at the timers' next round.
        now: u64,
    },
    /// A season ended: its final leaderboard, and the next season's start.
    Ended {
        /// The season as kept.
        season: Box<Season>,
        /// The season that began.
        next: CurrentSeason,
        /// The manager who ended it (`None`: its time was up).
        by: Option<String>,
        /// The card's colours (the channel's theme).
        theme: Theme,
    },
    /// A finished season's final leaderboard, asked for (`leaderboard season:N`).
    Board {
        /// The season.
        season: Box<Season>,
        /// Its final leaderboard, with the asker's place.
        board: Leaderboard,
    },
}

/// Why a season command changed or showed nothing.
#[derive(Debug)]
pub enum SeasonRefusal {
    /// `leaderboard season:N` of a season that has not ended (`last`: the latest that did,
    /// 0 for none).
    NotEnded {
        /// The season asked for.
        number: u32,
        /// The latest finished season.
        last: u32,
    },
    /// `seasons=end` found the season ended a moment ago (the timers, or another
    /// manager): its final leaderboard is posted already.
    JustEnded(u32),
}

impl Refused for SeasonRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            SeasonRefusal::NotEnded { number, last: 0 } => {
                t!(cat, "err-no-season-yet", "number" => *number)
            }
            SeasonRefusal::NotEnded { number, last } => {
                t!(cat, "err-no-season", "number" => *number, "last" => *last)
            }
            SeasonRefusal::JustEnded(number) => {
                t!(cat, "err-season-just-ended", "number" => *number, "next" => number + 1)
            }
        }
    }
}

impl Told for SeasonNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let cat = l.public;
        match self {
            SeasonNews::Planned { by, season, now } => {
                vec![Reply::public(planned(by, season, *now, cat))]
            }
            SeasonNews::Ended {
                season,
                next,
                by,
                theme,
            } => vec![ended(season, next, by.as_deref(), *theme, cat)],
            SeasonNews::Board { season, board } => vec![past_board(season, board, cat)],
        }
    }
}

/// The words of a plan: how long seasons last now and when this one ends, or that they
/// end only by hand.
fn planned(by: &str, season: &CurrentSeason, now: u64, cat: &Catalogue) -> String {
    let name = safe(by);
    match (season.days, season.ends) {
        (Some(days), Some(ends)) => {
            let mut text = t!(cat, "season-planned", "name" => name, "days" => days,
                "number" => season.number, "ends" => date_time(ends));
            if ends <= now {
                text.push(' ');
                text.push_str(&t!(cat, "season-ends-now", "number" => season.number));
            }
            text
        }
        _ => t!(cat, "season-off", "name" => name, "number" => season.number),
    }
}

/// The final leaderboard of `season` as a board: its listed people in order (the top
/// [`LEADERBOARD_TOP`]), and `asker`'s standing, if they played in it.
fn final_board(season: &Season, asker: Option<u64>, theme: Theme) -> Leaderboard {
    let listed: Vec<&Standing> = season
        .standings
        .iter()
        .filter(|s| s.place.is_some())
        .collect();
    let top = listed.iter().take(LEADERBOARD_TOP);
    Leaderboard {
        top: top.clone().map(|s| s.rating.clone()).collect(),
        places: top.filter_map(|s| s.place).collect(),
        count: listed.len(),
        you: asker
            .and_then(|u| season.of_user(u))
            .map(|s| (s.place, s.rating.clone())),
        theme,
        season: None,
    }
}

/// The words of a season's final leaderboard: its title, the card's, and what is said
/// when nobody was listed.
fn final_words(season: &Season, title: String, cat: &Catalogue) -> BoardWords {
    BoardWords {
        title,
        card_title: t!(cat, "card-season", "number" => season.number),
        empty: t!(cat, "season-final-empty", "min" => LEADERBOARD_MIN_GAMES,
            "number" => season.number),
        note: None,
        footer: None,
    }
}

/// A season's end, posted: who ended it (or that its time was up) and when it ran, its
/// final leaderboard with the card, and the next season's start.
fn ended(
    season: &Season,
    next: &CurrentSeason,
    by: Option<&str>,
    theme: Theme,
    cat: &Catalogue,
) -> Reply {
    let (from, to) = (season_start(season.started, cat), date(season.ended));
    let mut title = match by {
        Some(name) => t!(cat, "season-ended-by", "name" => safe(name),
            "number" => season.number, "from" => from, "to" => to),
        None => t!(cat, "season-ended", "number" => season.number, "from" => from, "to" => to),
    };
    title.push('\n');
    title.push_str(&t!(cat, "season-final-title", "min" => LEADERBOARD_MIN_GAMES));
    let mut note = t!(cat, "season-next", "next" => next.number);
    if let Some(ends) = next.ends {
        note.push(' ');
        note.push_str(&t!(cat, "season-next-ends", "next" => next.number,
            "ends" => date_time(ends)));
    }
    let words = BoardWords {
        note: Some(note),
        footer: Some(t!(cat, "card-season-next", "next" => next.number)),
        ..final_words(season, title, cat)
    };
    board_reply(&final_board(season, None, theme), &words, SEASON_FILE, cat)
}

/// A finished season's final leaderboard, asked for: as posted at its end, with the
/// asker's place.
fn past_board(season: &Season, board: &Leaderboard, cat: &Catalogue) -> Reply {
    let title = t!(cat, "season-board-title", "number" => season.number,
        "from" => season_start(season.started, cat), "to" => date(season.ended),
        "min" => LEADERBOARD_MIN_GAMES);
    let words = BoardWords {
        footer: Some(t!(cat, "season-dates", "number" => season.number,
            "from" => season_start(season.started, cat), "to" => date(season.ended))),
        ..final_words(season, title, cat)
    };
    board_reply(board, &words, SEASON_FILE, cat)
}

/// What ends a season ([`crate::store::Close`]): the final standings (the people the
/// leaderboard lists, in its order and places, then everyone else who played a rated
/// game in it), and every rating softened for the next ([`crate::ratings::soften`]).
fn close(ratings: &[PlayerRating]) -> (Vec<Standing>, Vec<PlayerRating>) {
    let as_kept = |r: PlayerRating| PlayerRating {
        history: Vec::new(),
        ..r
    };
    let listed = ranked(ratings.to_vec());
    let mut standings: Vec<Standing> = places(&listed)
        .into_iter()
        .zip(listed)
        .map(|(place, r)| Standing {
            place: Some(place),
            rating: as_kept(r),
        })
        .collect();
    let mut others: Vec<PlayerRating> = ratings
        .iter()
        .filter(|r| r.games > 0 && r.games < LEADERBOARD_MIN_GAMES)
        .cloned()
        .collect();
    others.sort_by(|a, b| {
        b.shown()
            .total_cmp(&a.shown())
            .then(b.games.cmp(&a.games))
            .then(a.user.cmp(&b.user))
    });
    standings.extend(others.into_iter().map(|r| Standing {
        place: None,
        rating: as_kept(r),
    }));
    let next = ratings.iter().map(crate::ratings::soften).collect();
    (standings, next)
}

impl Tables {
    /// `defaults seasons=…` (a channel manager, checked by the caller): sets how long the
    /// server's seasons last, from this channel, or ends the current one now.
    pub(super) fn set_seasons(
        &self,
        door: &Door<'_>,
        user: &User,
        setting: SeasonSetting,
    ) -> Result<Vec<Outcome>, Refusal> {
        let current = self.store.season(user.server)?;
        let days = match setting {
            SeasonSetting::End => {
                let by = Some(bounded_name(user));
                return match self.end_season(door, current.number, user.server, by)? {
                    Some(ended) => Ok(vec![ended]),
                    None => Err(Refusal::feature(SeasonRefusal::JustEnded(current.number))),
                };
            }
            SeasonSetting::Off => None,
            SeasonSetting::Days(days) => Some(days),
        };
        let now = (self.clock)();
        let planned = current.planned(days, now, door.channel());
        self.store.plan_season(&planned)?;
        Ok(vec![Outcome::told(SeasonNews::Planned {
            by: bounded_name(user),
            season: planned,
            now,
        })])
    }

    /// Ends season `number` of `server` now, posted in the channel behind `door`; `by`
    /// the manager who ended it. `None` when it ended already.
    fn end_season(
        &self,
        door: &Door<'_>,
        number: u32,
        server: u64,
        by: Option<String>,
    ) -> Result<Option<Outcome>, Refusal> {
        let now = (self.clock)();
        let Some((season, next)) = self.store.end_season(server, number, now, &close)? else {
            return Ok(None);
        };
        metrics::counter!("checkers_seasons_ended_total").increment(1);
        tracing::info!(
            server,
            season = number,
            by_hand = by.is_some(),
            "a rating season ended"
        );
        Ok(Some(Outcome::told(SeasonNews::Ended {
            season: Box::new(season),
            next,
            by,
            theme: self.channel_theme(door.channel()),
        })))
    }

    /// [`Input::SeasonEnd`]: season `number` of `server` ends if it is still the current
    /// one and its time is up (a manager may have changed its length a moment ago).
    pub(super) fn season_due(
        &self,
        door: &Door<'_>,
        server: u64,
        number: u32,
    ) -> Result<Vec<Outcome>, Refusal> {
        let current = self.store.season(server)?;
        if current.number != number || !current.due((self.clock)()) {
            return Ok(Vec::new());
        }
        Ok(self
            .end_season(door, number, server, None)?
            .into_iter()
            .collect())
    }

    /// The timers' part of seasons: every season whose time is up ends
    /// ([`Input::SeasonEnd`], through the one door, in its channel); returns the posts of
    /// those that ended here (a season another process ended is posted there). Called by
    /// [`Tables::tick_all`].
    pub fn end_seasons(&self) -> Vec<(u64, Vec<Reply>)> {
        self.end_due_seasons(None)
    }

    /// [`Tables::end_seasons`] of one server's season only (the console's, as it waits:
    /// a console over a database it shares with a bot leaves the servers' seasons to it).
    pub fn end_seasons_of(&self, server: u64) -> Vec<(u64, Vec<Reply>)> {
        self.end_due_seasons(Some(server))
    }

    /// The seasons whose time is up (of `only` that server) ended, and their posts.
    fn end_due_seasons(&self, only: Option<u64>) -> Vec<(u64, Vec<Reply>)> {
        let due = match self.store.seasons_due((self.clock)()) {
            Ok(due) => due,
            Err(e) => {
                tracing::debug!(
                    error = &e as &dyn std::error::Error,
                    "cannot read the seasons that are due"
                );
                return Vec::new();
            }
        };
        due.into_iter()
            .filter(|season| only.is_none_or(|server| season.server == server))
            .filter_map(|season| {
                let channel = season.channel;
                let input = Input::SeasonEnd {
                    server: season.server,
                    number: season.number,
                };
                let answer = self.execute(channel, None, &input);
                if let Some(refusal) = &answer.refusal {
                    // Nothing was written: the next round tries again.
                    tracing::warn!(
                        server = season.server,
                        season = season.number,
                        refusal = ?refusal,
                        "a season's end failed"
                    );
                    return None;
                }
                let replies = self.word(channel, None, None, &input, &answer);
                (!replies.is_empty()).then_some((channel, replies))
            })
            .collect()
    }

    /// `leaderboard season:N` of a season other than the current one: its final
    /// leaderboard, with the asker's place.
    pub(super) fn season_board(
        &self,
        channel: u64,
        user: &User,
        number: u32,
        current: &CurrentSeason,
    ) -> Result<Vec<Outcome>, Refusal> {
        let seasons = self.store.seasons(user.server)?;
        let Some(season) = seasons.into_iter().find(|s| s.number == number) else {
            return Err(Refusal::feature(SeasonRefusal::NotEnded {
                number,
                last: current.number.saturating_sub(1),
            }));
        };
        let board = final_board(&season, Some(user.id), self.channel_theme(channel));
        Ok(vec![Outcome::told(SeasonNews::Board {
            season: Box::new(season),
            board,
        })])
    }
}
