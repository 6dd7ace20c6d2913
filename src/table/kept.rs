//! Kept games and ratings as the table sees them: a finished game kept with
//! its rating update, and the commands that read them (`history`, `leaderboard`,
//! `profile`, `forget-me`).

use crate::core::{safe, Game, HouseRules, Seat, Turn, Variant, MAX_NAME};
use crate::i18n::Catalogue;
use crate::render::Theme;
use crate::store::KEPT_FORMAT;
use crate::store::{
    CurrentSeason, GameQuery, KeptGame, KeptSeat, Occupant, Player, PlayerRating, SeatEnd,
    Standing, TableRecord,
};
use crate::t;

use super::kept_words::{computer_name, former_name, split_page};
use super::outcome::{Outcome, Refusal};
use super::state::game_record;
use super::state::Table;
use super::told::Refused;
use super::{Tables, User, Who};

/// What a command of kept games and ratings did.
#[derive(Debug)]
pub enum KeptNews {
    /// A page of the server's kept games (`history`; public).
    History(History),
    /// The server's top players and the asker's place (`leaderboard`; public).
    Leaderboard(Leaderboard),
    /// A person's rating and counts (`profile`; public).
    Profile {
        /// Their name.
        name: String,
        /// Their place on the leaderboard, if listed.
        place: Option<usize>,
        /// Their rating on the server, if they played a rated game there.
        rating: Option<PlayerRating>,
        /// The colours of the card (the channel's theme).
        theme: Theme,
        /// The server's current season, when it runs seasons
        /// ([`crate::store::CurrentSeason::in_use`]): the rating is this season's.
        season: Option<u32>,
        /// The finished seasons they played in, newest first.
        past: Vec<PastSeason>,
        /// Their rating on the list of the pool of every server (`seek anywhere`), when
        /// they played a rated game found there.
        anywhere: Option<PlayerRating>,
    },
    /// The asker's ratings were deleted and their name replaced in kept games
    /// (`forget-me confirm`; private).
    Forgotten,
    /// `forget-me confirm` found nothing of the asker's: no rating, best crossing or
    /// kept game (private; a second `forget-me confirm` answers so).
    NothingToForget,
    /// `forget-me` without `confirm`: what it would do, and how to confirm (private;
    /// nothing changed).
    ForgetAsk,
    /// The asker answered their `forget-me` question with Cancel (private; nothing
    /// changed).
    ForgetCancelled,
    /// A kept game to animate in the channel's theme (`replay <id>`; public).
    Replay(Box<KeptGame>, Theme),
    /// A kept game's record to attach (`record <id>`; public).
    Record(Box<KeptGame>),
}

/// A page of kept games: see [`KeptNews::History`].
#[derive(Debug)]
pub struct History {
    /// The games, newest first.
    pub games: Vec<KeptGame>,
    /// The page, 1-based.
    pub page: usize,
    /// Whether older games follow on the next page.
    pub more: bool,
    /// How many games the pages hold in all, counted only when the page asked for is
    /// past the end (it has no games and is not the first).
    pub total: Option<usize>,
    /// The person whose games these are, if one was named.
    pub who: Option<String>,
}

/// One finished season of a person's `profile`.
#[derive(Debug)]
pub struct PastSeason {
    /// The season's number.
    pub number: u32,
    /// When it started (0: with the server's first rated game) and ended.
    pub started: u64,
    /// When it ended.
    pub ended: u64,
    /// Their place and rating as it ended.
    pub standing: Standing,
    /// How many people its final leaderboard listed.
    pub listed: usize,
}

/// The leaderboard: see [`KeptNews::Leaderboard`].
#[derive(Debug)]
pub struct Leaderboard {
    /// The best listed people, best first.
    pub top: Vec<PlayerRating>,
    /// Their places: equal ratings as shown share one (1, 2, 2, 4).
    pub places: Vec<usize>,
    /// How many people are listed.
    pub count: usize,
    /// The asker's place (`None` while they have too few games to be listed) and rating,
    /// if they have one.
    pub you: Option<(Option<usize>, PlayerRating)>,
    /// The colours of the card (the channel's theme).
    pub theme: Theme,
    /// The server's current season, when it runs seasons: its number, start and end.
    pub season: Option<CurrentSeason>,
}

/// Why a command of kept games found nothing to show.
#[derive(Debug)]
pub enum KeptRefusal {
    /// `history <name>` or `profile <name>` with a name nobody played under on this
    /// server (the name, at most 32 characters).
    UnknownPlayer(String),
    /// `history <name>` or `profile <name>` with a computer seat's name (`Computer 2`):
    /// computers have no history or profile of their own.
    ComputerName,
    /// `history <name>` or `profile <name>` with the name kept games show for a person
    /// who used `forget-me` (“a former player”): such people are never found by name.
    FormerPlayer,
    /// `replay <id>` or `record <id>` of a game not kept on this server.
    UnknownGame(u64),
}

impl Refused for KeptRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            KeptRefusal::UnknownPlayer(name) => t!(cat, "err-unknown-player", "name" => safe(name)),
            KeptRefusal::ComputerName => t!(cat, "err-computer-name"),
            KeptRefusal::FormerPlayer => t!(cat, "err-former-player"),
            KeptRefusal::UnknownGame(id) => t!(cat, "err-unknown-game", "id" => id.to_string()),
        }
    }
}

/// The kept copy of a finished game: `record` as it is about to be written, its `game`
/// (over), ended at `now`. Rated unless the table is casual ([`Table::is_rated`]) or a
/// person in it made fewer than [`MIN_RATED_MOVES`] moves ([`too_few_moves`]); the
/// people in it are rated, computers at a fixed rating (see [`crate::ratings`]).
#[must_use]
pub fn kept_game(record: &TableRecord, game: &Game, now: u64) -> KeptGame {
    KeptGame {
        rated: !record.casual && !too_few_moves(record, game),
        ..kept_copy(record, game, now)
    }
}

/// The kept copy of a game called off while under way (`abort confirm`): its moves so
/// far, every seat unfinished, not rated.
#[must_use]
pub fn aborted_game(record: &TableRecord, game: &Game, now: u64) -> KeptGame {
    KeptGame {
        rated: false,
        aborted: true,
        ..kept_copy(record, game, now)
    }
}

/// Moves each person must make in a game of two or more seats for it to be rated
/// (docs/rules.md §5 `rated`): without them a game resigned at once would move ratings.
pub const MIN_RATED_MOVES: u32 = 2;

/// Whether a person in `record`'s game (of two or more seats) made fewer than
/// [`MIN_RATED_MOVES`] moves of their own ([`own_moves`]): the game is then not rated.
#[must_use]
pub fn too_few_moves(record: &TableRecord, game: &Game) -> bool {
    record.players > 1
        && Seat::first_n(record.players)
            .zip(&record.seats)
            .any(|(seat, occupant)| {
                matches!(occupant, Occupant::Human { .. })
                    && own_moves(game, seat) < MIN_RATED_MOVES
            })
}

/// `record`'s game as kept, ended at `now`, not rated: seats with their places (every
/// seat last while the game has no result), ends and own moves.
fn kept_copy(record: &TableRecord, game: &Game, now: u64) -> KeptGame {
    let standings = game
        .outcome()
        .map(|o| o.standings.clone())
        .unwrap_or_default();
    let seats = Seat::first_n(record.players)
        .zip(&record.seats)
        .map(|(seat, occupant)| {
            let standing = standings.iter().find(|s| s.seat == seat);
            // A seat the computer brought home after its player resigned or ran out of
            // time did not finish for that player (docs/rules.md §4).
            let end = match standing {
                _ if record.timed_out.contains(&seat) => SeatEnd::TimedOut,
                Some(s) if s.resigned => SeatEnd::Resigned,
                Some(s) if s.finished => SeatEnd::Finished,
                _ => SeatEnd::Unfinished,
            };
            KeptSeat {
                player: Player::from(occupant),
                place: standing.map_or(record.players, |s| s.place),
                end,
                moves: own_moves(game, seat),
            }
        })
        .collect();
    KeptGame {
        format: KEPT_FORMAT,
        id: 0,
        server: record.server,
        channel: 0,
        started: record.started,
        ended: now,
        seats,
        record: game_record(record)
            .map(|r| r.to_string())
            .unwrap_or_default(),
        rated: false,
        private: record.private,
        aborted: false,
        places: record.places.iter().map(|p| p.channel).collect(),
    }
}

/// The moves `seat`'s player made: those before it resigned (the computer's moves for
/// the seat after that are not theirs).
fn own_moves(game: &Game, seat: Seat) -> u32 {
    let history = game.history();
    let until = history
        .iter()
        .position(|t| *t == Turn::Resign { seat })
        .unwrap_or(history.len());
    let moves = history[..until]
        .iter()
        .filter(|t| matches!(t, Turn::Move { seat: s, .. } if *s == seat))
        .count();
    u32::try_from(moves).unwrap_or(u32::MAX)
}

/// Whether a new game is rated when `new` does not say (`rated=on|off`, docs/rules.md
/// §5): under the standard rules only: the race, one army each, every rule of play as
/// the `standard` preset has it. `computer_time` and `turn_timeout` may differ (they
/// are the clock, not the game), and so may `takeback` and `hints`: a game becomes
/// casual when one is used ([`Table::make_casual`]), not when it is allowed. Team play
/// (`teams`, §8) is rated too: the ratings rate the teams.
#[must_use]
pub fn rated_by_default(variant: Variant, armies: usize, rules: &HouseRules) -> bool {
    let standard = HouseRules::default();
    let of_play = HouseRules {
        computer_time: standard.computer_time,
        turn_timeout: standard.turn_timeout,
        takeback: standard.takeback,
        hints: standard.hints,
        teams: standard.teams,
        ..*rules
    };
    variant == Variant::Standard && armies == 1 && of_play == standard
}

/// The value of `rated=…` as typed: `on` or `off` (also `true`/`yes`, `false`/`no`).
///
/// # Errors
/// [`Refusal::RuleValue`] naming both.
pub fn parse_rated(value: &str) -> Result<bool, Refusal> {
    match value.trim().to_lowercase().as_str() {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        _ => Err(Refusal::RuleValue("rated".into(), "on, off".into())),
    }
}

impl Table {
    /// Whether the game is rated (it changes ratings when it ends), else casual.
    #[must_use]
    pub fn is_rated(&self) -> bool {
        !self.record.casual
    }

    /// Makes the game casual from now on (a takeback or a hint was used): it is still
    /// kept when it ends, but changes no rating. Returns whether it was rated until now.
    /// The caller writes the record (with the change the takeback or hint makes), so
    /// both are stored together.
    pub fn make_casual(&mut self) -> bool {
        !std::mem::replace(&mut self.record.casual, true)
    }
}

/// Kept games in one page of `history`.
pub const HISTORY_PAGE: usize = 10;
/// Rated games a person plays before the leaderboard lists them.
pub const LEADERBOARD_MIN_GAMES: u32 = 3;
/// Places the leaderboard shows.
pub const LEADERBOARD_TOP: usize = 10;

/// How far back `history <name>` and `profile <name>` look for a name that has no
/// rating (games kept on the server, newest first).
const NAME_SEARCH: usize = 500;

impl Tables {
    /// `history [who] [page]`: a page of the server's kept games, newest first. A typed
    /// name ending in a number is the whole name when someone is called so, else the
    /// name before the page ([`super::kept_words::split_page`]). A page past the end
    /// comes with the number of games, for the answer to say how many pages there are.
    pub(super) fn history(
        &self,
        channel: u64,
        user: &User,
        who: Option<&Who>,
        page: usize,
    ) -> Result<Vec<Outcome>, Refusal> {
        let (person, page) = match who {
            None => (None, page),
            Some(who) => match (self.person(channel, user.server, who), who) {
                (Err(refused), Who::Name(name))
                    if unknown(&refused) && split_page(name).is_some() =>
                {
                    let (name, page) = split_page(name).unwrap_or((name, page));
                    let who = Who::Name(name.into());
                    // Nobody by either name: the answer names what was typed, whole.
                    match self.person(channel, user.server, &who) {
                        Err(again) if unknown(&again) => return Err(refused),
                        found => (Some(found?), page),
                    }
                }
                (found, _) => (Some(found?), page),
            },
        };
        let page = page.max(1);
        let query = GameQuery {
            server: user.server,
            channel,
            user: person.as_ref().map(|p| p.0),
            skip: (page - 1).saturating_mul(HISTORY_PAGE),
            limit: HISTORY_PAGE + 1,
        };
        let mut games = self.store.kept_games(&query)?;
        let more = games.len() > HISTORY_PAGE;
        games.truncate(HISTORY_PAGE);
        let total = if games.is_empty() && page > 1 {
            Some(self.store.kept_count(&query)?)
        } else {
            None
        };
        Ok(vec![Outcome::told(KeptNews::History(History {
            games,
            page,
            more,
            total,
            who: person.map(|p| p.1),
        }))])
    }

    /// `leaderboard [season]`: the server's listed people by shown rating, and the asker's
    /// place; a finished season's final leaderboard when one is named
    /// ([`Tables::season_board`]).
    pub(super) fn leaderboard(
        &self,
        channel: u64,
        user: &User,
        season: Option<u32>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let current = self.store.season(user.server)?;
        if let Some(number) = season.filter(|n| *n != current.number) {
            return self.season_board(channel, user, number, &current);
        }
        let listed = ranked(self.store.ratings(user.server)?);
        let mut places = places(&listed);
        let you = listed
            .iter()
            .position(|r| r.user == user.id)
            .map(|i| (Some(places[i]), listed[i].clone()));
        let you = match you {
            Some(you) => Some(you),
            None => self
                .store
                .ratings(user.server)?
                .into_iter()
                .find(|r| r.user == user.id)
                .map(|r| (None, r)),
        };
        let count = listed.len();
        let top = listed.into_iter().take(LEADERBOARD_TOP).collect();
        places.truncate(LEADERBOARD_TOP);
        Ok(vec![Outcome::told(KeptNews::Leaderboard(Leaderboard {
            top,
            places,
            count,
            you,
            theme: self.channel_theme(channel),
            season: current.in_use().then_some(current),
        }))])
    }

    /// `profile [who]`: a person's rating and counts on the server.
    pub(super) fn profile(
        &self,
        channel: u64,
        user: &User,
        who: Option<&Who>,
    ) -> Result<Vec<Outcome>, Refusal> {
        let (id, name) = match who {
            Some(w) => self.person(channel, user.server, w)?,
            None => (user.id, super::state::bounded_name(user)),
        };
        let ratings = self.store.ratings(user.server)?;
        let listed = ranked(ratings.clone());
        let place = listed
            .iter()
            .position(|r| r.user == id)
            .map(|i| places(&listed)[i]);
        let rating = ratings.into_iter().find(|r| r.user == id);
        let current = self.store.season(user.server)?;
        let mut past: Vec<PastSeason> = self
            .store
            .seasons(user.server)?
            .into_iter()
            .filter_map(|season| {
                let standing = season.of_user(id)?.clone();
                Some(PastSeason {
                    number: season.number,
                    started: season.started,
                    ended: season.ended,
                    listed: season
                        .standings
                        .iter()
                        .filter(|s| s.place.is_some())
                        .count(),
                    standing,
                })
            })
            .collect();
        past.reverse();
        Ok(vec![Outcome::told(KeptNews::Profile {
            name: rating.as_ref().map_or(name, |r| r.name.clone()),
            place,
            rating,
            theme: self.channel_theme(channel),
            season: current.in_use().then_some(current.number),
            past,
            anywhere: self
                .store
                .ratings(crate::store::seeks::ANYWHERE)?
                .into_iter()
                .find(|r| r.user == id),
        })])
    }

    /// `forget-me confirm`: the asker's ratings deleted, their name gone from kept
    /// games ([`KeptNews::NothingToForget`] when there was nothing of theirs, as after a
    /// first `forget-me confirm`); without `confirm`, only the question.
    /// The buttons of a `forget-me` question: only its asker's press counts; Cancel
    /// changes nothing, Confirm forgets them.
    pub(super) fn forget_me_answer(
        &self,
        user: &User,
        confirm: bool,
        asker: u64,
    ) -> Result<Vec<Outcome>, Refusal> {
        if user.id != asker {
            return Err(Refusal::NotYourQuestion);
        }
        if !confirm {
            return Ok(vec![Outcome::told(KeptNews::ForgetCancelled)]);
        }
        self.forget_me(user, true)
    }

    pub(super) fn forget_me(&self, user: &User, confirmed: bool) -> Result<Vec<Outcome>, Refusal> {
        if !confirmed {
            return Ok(vec![Outcome::told(KeptNews::ForgetAsk)]);
        }
        // `notify` and `digest` go too (their blocks stay: docs/playing.md).
        let mut notified = false;
        for setting in [
            crate::store::ChannelSetting::Notify,
            crate::store::ChannelSetting::Digest,
        ] {
            if self.store.load_setting(setting, user.id)?.is_some() {
                self.store.save_setting(setting, user.id, None)?;
                notified = true;
            }
        }
        if self.store.forget(user.id)? || notified {
            Ok(vec![Outcome::told(KeptNews::Forgotten)])
        } else {
            Ok(vec![Outcome::told(KeptNews::NothingToForget)])
        }
    }

    /// Kept game `id` as a file: its replay (`replay <id>`, drawn in the channel's theme),
    /// or its record (`record <id>`).
    pub(super) fn kept_file(
        &self,
        channel: u64,
        user: &User,
        id: u64,
        replay: bool,
    ) -> Result<Vec<Outcome>, Refusal> {
        let game = Box::new(self.kept(channel, user, id)?);
        Ok(vec![Outcome::told(if replay {
            KeptNews::Replay(game, self.channel_theme(channel))
        } else {
            KeptNews::Record(game)
        })])
    }

    /// Kept game `id`, if it may be shown in `channel` of the asker's server
    /// ([`KeptGame::shown_in`]: played on that server, and in that very channel when it
    /// was played in a private thread or a direct message). Any other game is
    /// [`KeptRefusal::UnknownGame`], as for an id never given, so ids tell nothing.
    pub(super) fn kept(&self, channel: u64, user: &User, id: u64) -> Result<KeptGame, Refusal> {
        self.store
            .kept_game(id)?
            .filter(|g| g.shown_in(user.server, channel))
            .ok_or(Refusal::feature(KeptRefusal::UnknownGame(id)))
    }

    /// The user id and name of the person `who` names on `server`: a user id as given; a
    /// name as some rating on the server has it, else as a seat of a game kept there.
    /// Not found: [`KeptRefusal::FormerPlayer`] for “a former player” (people who used
    /// `forget-me` are never found by name), [`KeptRefusal::ComputerName`] for a computer
    /// seat's name, else [`KeptRefusal::UnknownPlayer`].
    fn person(&self, channel: u64, server: u64, who: &Who) -> Result<(u64, String), Refusal> {
        let name = match who {
            Who::Id(id, name) => return Ok((*id, name.clone())),
            Who::Name(name) => name,
        };
        let same = |n: &str| n.to_lowercase() == name.trim().to_lowercase();
        if let Some(r) = self
            .store
            .ratings(server)?
            .into_iter()
            .find(|r| same(&r.name))
        {
            return Ok((r.user, r.name));
        }
        let query = GameQuery {
            server,
            channel,
            user: None,
            skip: 0,
            limit: NAME_SEARCH,
        };
        self.store
            .kept_games(&query)?
            .iter()
            .flat_map(|g| &g.seats)
            .find_map(|s| match &s.player {
                Player::Person { id, name } if same(name) => Some((*id, name.clone())),
                _ => None,
            })
            .ok_or_else(|| {
                Refusal::feature(match name {
                    n if former_name(n) => KeptRefusal::FormerPlayer,
                    n if computer_name(n)
                        || split_page(n).is_some_and(|(n, _)| computer_name(n)) =>
                    {
                        KeptRefusal::ComputerName
                    }
                    n => KeptRefusal::UnknownPlayer(n.chars().take(MAX_NAME).collect()),
                })
            })
    }
}

/// The places of [`ranked`]'s people: equal ratings as shown (to a tenth) share a place,
/// and the next rating takes the place after all of them (1, 2, 2, 4).
pub(super) fn places(listed: &[PlayerRating]) -> Vec<usize> {
    let tenths = |r: &PlayerRating| format!("{:.1}", r.shown());
    let mut places: Vec<usize> = Vec::with_capacity(listed.len());
    for (i, r) in listed.iter().enumerate() {
        let place = match (i.checked_sub(1), places.last()) {
            (Some(prev), Some(&p)) if tenths(&listed[prev]) == tenths(r) => p,
            _ => i + 1,
        };
        places.push(place);
    }
    places
}

/// The people the leaderboard lists (at least [`LEADERBOARD_MIN_GAMES`] rated games),
/// best shown rating first (then more games, then lower user id).
pub(super) fn ranked(ratings: Vec<PlayerRating>) -> Vec<PlayerRating> {
    let mut listed: Vec<PlayerRating> = ratings
        .into_iter()
        .filter(|r| r.games >= LEADERBOARD_MIN_GAMES)
        .collect();
    listed.sort_by(|a, b| {
        b.shown()
            .total_cmp(&a.shown())
            .then(b.games.cmp(&a.games))
            .then(a.user.cmp(&b.user))
    });
    listed
}

/// Whether `refused` is [`KeptRefusal::UnknownPlayer`].
fn unknown(refused: &Refusal) -> bool {
    matches!(refused.why(), Some(KeptRefusal::UnknownPlayer(_)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal ratings as shown share a place, and the next takes the place after them.
    #[test]
    fn equal_ratings_share_a_place() {
        let rating = |user: u64, mu: f64| PlayerRating {
            mu,
            games: 3,
            ..PlayerRating::new(user, "p")
        };
        let listed = ranked(vec![
            rating(1, 30.0),
            rating(2, 27.0),
            rating(3, 27.01),
            rating(4, 20.0),
            rating(5, 20.0),
            rating(6, 19.0),
        ]);
        assert_eq!(places(&listed), [1, 2, 2, 4, 4, 6]);
        assert!(places(&[]).is_empty());
    }
    use crate::core::{Board, HoleSet, Layout, Point, Race};
    use crate::store::Phase;

    fn holes(names: &str) -> HoleSet {
        names
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect()
    }

    /// Ann (seat 2) resigns one step from home; the computer plays the step for her, then
    /// Cid resigns and the game ends. Her seat is kept as resigned with no move of hers,
    /// not as finished with the computer's move (docs/rules.md §4).
    #[test]
    fn a_seat_the_computer_brings_home_after_its_player_resigned_is_kept_as_resigned() {
        let mut board = Board::empty();
        board.set_army(Point::N, Point::N.holes());
        board.set_army(Point::SE, holes("e1 e2 e3 e4 f1 f2 f3 g1 g2 h2"));
        board.set_army(Point::SW, Point::SW.holes());
        let layout = Layout::standard(3).unwrap();
        let race = Race::from_board(layout, HouseRules::default(), board, Seat::ALL[1]).unwrap();
        let mut game = Game::from(race);
        let (ann, cid) = (Seat::ALL[1], Seat::ALL[2]);
        game.resign(ann).unwrap();
        let step = ["h2", "h1"].map(|h| h.parse().unwrap());
        game.play_path(ann, &step).unwrap();
        assert!(game.is_finished(ann), "the computer brought her pegs home");
        game.resign(cid).unwrap();
        assert!(game.outcome().is_some());
        let person = |id: u64, name: &str| Occupant::Human {
            id,
            name: name.into(),
        };
        let record = TableRecord {
            format: crate::store::FORMAT,
            revision: 1,
            phase: Phase::Finished,
            creator: 1,
            variant: Variant::Standard,
            players: 3,
            armies: 1,
            rules: HouseRules::default(),
            seats: vec![person(1, "Bo"), person(2, "Ann"), person(3, "Cid")],
            first: ann,
            turns: game.history().iter().map(crate::core::Turn::text).collect(),
            seed: 0,
            turn_started: 0,
            theme: None,
            timed_out: Vec::new(),
            server: 0,
            started: 0,
            casual: false,
            casual_from_start: false,
            takeback: None,
            rematch: Vec::new(),
            due: None,
            reminded: 0,
            challenge: None,
            answers_only: false,
            followers: Vec::new(),
            places: Vec::new(),
            tournament: None,
            private: false,
        };
        let kept = kept_game(&record, &game, 10);
        let ends: Vec<(usize, SeatEnd, u32)> = kept
            .seats
            .iter()
            .map(|s| (s.place, s.end, s.moves))
            .collect();
        assert_eq!(
            ends,
            [
                (1, SeatEnd::Unfinished, 0),
                (3, SeatEnd::Resigned, 0),
                (2, SeatEnd::Resigned, 0)
            ]
        );
    }
}
