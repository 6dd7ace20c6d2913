//! A game seen in several places (docs/playing.md "Finding an opponent", "Anywhere"): a
//! game found by `seek anywhere` has its record in one channel, its id, and is shown in
//! a thread of each of its people's own servers too. Each other place names the game it
//! shows ([`ChannelSetting::Shows`]), and the record lists every place with its server
//! and its people ([`GamePlace`]). An input from any of them is the game's
//! ([`Tables::game_of`], taken by the one door); its news goes to every place
//! ([`Tables::spread`]), and a post in a place pings or links only the people who play
//! from there: nothing of one server reaches another but the
//! players' display names.

use crate::store::{ChannelSetting, GamePlace, Phase, TableRecord};

use super::door::Door;
use super::outcome::{Outcome, Refusal};
use super::reply::Reply;
use super::told::Refused;
use super::{Input, Tables, TurnView};

/// A rematch of a game seen in several places: each place is its own again once the game
/// is over, so its people search again.
#[derive(Debug)]
pub struct NoRematchAnywhere;

impl Refused for NoRematchAnywhere {
    fn words(&self, cat: &crate::i18n::Catalogue) -> String {
        crate::t!(cat, "err-rematch-anywhere")
    }
}

/// A new game asked for in a place that shows a game of several places, kept elsewhere.
#[derive(Debug)]
pub struct ShownHere;

impl Refused for ShownHere {
    fn words(&self, cat: &crate::i18n::Catalogue) -> String {
        crate::t!(cat, "err-shown-here")
    }
}

/// An input's answer where it was made, and the news for the other places of its game.
#[derive(Debug)]
pub struct Everywhere {
    /// The replies where the input was made.
    pub replies: Vec<Reply>,
    /// The game's turn after them, for the buttons under a board.
    pub view: Option<TurnView>,
    /// Each other place that shows the game, with its public news.
    pub elsewhere: Vec<(u64, Vec<Reply>)>,
}

impl Tables {
    /// The game `place` shows: the id of the channel that keeps its record. A place
    /// shows its own game unless it was made to show another one that still lists it and
    /// is not over (a thread of a game found anywhere, until its end: then the place is
    /// its own again); when the store cannot say, its own.
    #[must_use]
    pub fn game_of(&self, place: u64) -> u64 {
        let Ok(Some(shown)) = self.store.load_setting(ChannelSetting::Shows, place) else {
            return place;
        };
        let Ok(game) = shown.parse::<u64>() else {
            return place;
        };
        let shows = self.store.load(game).ok().flatten().is_some_and(|r| {
            r.phase != Phase::Finished && r.places.iter().any(|p| p.channel == place)
        });
        if shows {
            game
        } else {
            place
        }
    }

    /// The places of the game kept at `game` when `from` is one of them (none for a game
    /// seen in one place).
    fn places_of(&self, from: u64, game: u64) -> Vec<GamePlace> {
        let places = self
            .store
            .load(game)
            .ok()
            .flatten()
            .map(|r| r.places)
            .unwrap_or_default();
        listing(from, places)
    }

    /// [`Tables::reply_viewed`] of an input made at `place`, fit for it, with the news
    /// for every other place that shows its game, worded in each place's language: what
    /// each adapter way in (a command, a typed move, a button, a menu) answers and posts.
    /// An input about the place itself ([`Input::of_the_place`]) has no news elsewhere.
    #[must_use]
    pub fn reply_everywhere(
        &self,
        place: u64,
        guild_locale: Option<&str>,
        user: Option<&super::User>,
        input: &Input,
    ) -> Everywhere {
        let (answer, replies, view) = self.answer_viewed(place, guild_locale, user, input);
        let (replies, elsewhere) = self.news_elsewhere(place, input, &answer, replies);
        Everywhere {
            replies,
            view,
            elsewhere,
        }
    }

    /// `replies` to `input` made at `place` (its `answer`), fit for it, and the news for
    /// every other place that shows its game, worded in each place's language; none for
    /// an input about the place itself ([`Input::of_the_place`]) or a game seen in one
    /// place.
    #[must_use]
    pub fn news_elsewhere(
        &self,
        place: u64,
        input: &Input,
        answer: &super::Answer,
        replies: Vec<Reply>,
    ) -> (Vec<Reply>, Vec<(u64, Vec<Reply>)>) {
        if input.of_the_place() {
            return (replies, Vec::new());
        }
        // The places of the table the input left, when it says (a move, a board): no
        // second read of the record.
        let after = answer.outcomes.iter().rev().find_map(|o| match o {
            Outcome::Played(progress) => Some(&progress.table),
            Outcome::Board(table) => Some(table),
            _ => None,
        });
        let places = || match after {
            Some(table) => listing(place, table.record.places.clone()),
            None => self.places_of(place, answer.game),
        };
        let (replies, places) = fit_here(place, answer.game, replies, places);
        let elsewhere = places
            .iter()
            .filter(|p| p.channel != place)
            .filter_map(|p| {
                let news: Vec<Reply> = self
                    .word(p.channel, None, None, input, answer)
                    .into_iter()
                    .filter(|r| !r.private)
                    .collect();
                (!news.is_empty()).then(|| (p.channel, elsewhere_copy(&p.people, &news)))
            })
            .collect();
        (replies, elsewhere)
    }

    /// `replies` made in `from` at the game kept at `game`, fit for `from`, and their
    /// public news, as they are worded, for every other place of the game (none for a
    /// game seen in one place): the timers' news of a game. In a game seen in several
    /// places, a mention of a person who plays elsewhere stays their display name without
    /// a ping.
    #[must_use]
    pub fn spread(
        &self,
        from: u64,
        game: u64,
        replies: Vec<Reply>,
    ) -> (Vec<Reply>, Vec<(u64, Vec<Reply>)>) {
        let (replies, places) = fit_here(from, game, replies, || self.places_of(from, game));
        let public: Vec<Reply> = replies.iter().filter(|r| !r.private).cloned().collect();
        if public.is_empty() {
            return (replies, Vec::new());
        }
        let elsewhere = places
            .iter()
            .filter(|p| p.channel != from)
            .map(|p| (p.channel, elsewhere_copy(&p.people, &public)))
            .collect();
        (replies, elsewhere)
    }

    /// Makes every place of `record` but its own show the game kept at `game` (written
    /// before the record, so a place never shows a game it does not know; a place whose
    /// game is not written shows its own again, [`Tables::game_of`]).
    pub(super) fn show_places(
        &self,
        game: u64,
        record: &TableRecord,
    ) -> Result<(), crate::store::StoreError> {
        let id = game.to_string();
        for place in record.places.iter().filter(|p| p.channel != game) {
            self.store
                .save_setting(ChannelSetting::Shows, place.channel, Some(&id))?;
        }
        Ok(())
    }
}

/// `places` when `from` is one of them, else none.
fn listing(from: u64, places: Vec<GamePlace>) -> Vec<GamePlace> {
    if places.iter().any(|p| p.channel == from) {
        places
    } else {
        Vec::new()
    }
}

/// `replies` fit for `from` (see [`Tables::spread`]), and the places of the game kept at
/// `game` (`places`, asked only when a reply is public or pings someone).
fn fit_here(
    from: u64,
    game: u64,
    replies: Vec<Reply>,
    places: impl FnOnce() -> Vec<GamePlace>,
) -> (Vec<Reply>, Vec<GamePlace>) {
    if game == 0 || replies.iter().all(|r| r.mention.is_none() && r.private) {
        return (replies, Vec::new());
    }
    let places = places();
    let Some(here) = places.iter().find(|p| p.channel == from) else {
        return (replies, places);
    };
    let replies = fit(&here.people, replies);
    (replies, places)
}

/// `replies` for a place: mentions of people who do not play from there dropped.
fn fit(people: &[u64], mut replies: Vec<Reply>) -> Vec<Reply> {
    for r in &mut replies {
        if r.mention
            .as_ref()
            .is_some_and(|m| !people.contains(&m.user))
        {
            r.mention = None;
        }
    }
    replies
}

/// The public news for another place: fit for its people, and without the buttons to
/// take away (they are on a message of the place where the news was made).
fn elsewhere_copy(people: &[u64], public: &[Reply]) -> Vec<Reply> {
    let mut replies = fit(people, public.to_vec());
    for r in &mut replies {
        r.closes = None;
    }
    replies
}

/// Refuses a new game (`new`, `challenge`, the solitaire crossing) made in a place that
/// shows a game kept in another channel: it would replace that game there, on the other
/// server.
pub(super) fn own_place(door: &Door<'_>) -> Result<(), Refusal> {
    if door.place() == door.channel() {
        Ok(())
    } else {
        Err(Refusal::feature(ShownHere))
    }
}
