//! A store whose writes first ask a gate: to refuse them (a disk gone read-only, a process
//! stopping), or to let another process write first (a lost race). Reads, the claims
//! of computers' turns and the timers' index go straight to the store inside.

use std::sync::Arc;

use checkers_bot::core::HouseRules;
use checkers_bot::store::{
    ChannelSetting, GameQuery, KeptGame, PlayerRating, Rate, SledStore, Store, StoreError,
    TableRecord,
};

/// A write a [`Gated`] store is asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Write {
    Save,
    Delete,
    Defaults,
    Setting,
    Finish,
    Abort,
    Forget,
    /// A season's length set ([`Store::plan_season`]).
    PlanSeason,
    /// A season ended ([`Store::end_season`]).
    EndSeason,
}

/// A store (sled in memory, or any other) whose writes first ask `gate`, which may refuse them with an error (a
/// disk gone read-only, a process stopping); reads always go through.
pub struct Gated {
    inner: Arc<dyn Store>,
    gate: Box<dyn Fn(Write) -> Result<(), StoreError> + Send + Sync>,
    /// The channels whose records were read, in order.
    loaded: std::sync::Mutex<Vec<u64>>,
    /// How many times every channel was listed ([`Store::channels`]).
    listed: std::sync::atomic::AtomicUsize,
}

impl Gated {
    pub fn new(gate: impl Fn(Write) -> Result<(), StoreError> + Send + Sync + 'static) -> Gated {
        Gated::over(Arc::new(SledStore::temporary().unwrap()), gate)
    }

    /// `inner` (any store) with its writes gated.
    pub fn over(
        inner: Arc<dyn Store>,
        gate: impl Fn(Write) -> Result<(), StoreError> + Send + Sync + 'static,
    ) -> Gated {
        Gated {
            inner,
            gate: Box::new(gate),
            loaded: std::sync::Mutex::default(),
            listed: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// The channels whose records were read so far, in order.
    pub fn loaded(&self) -> Vec<u64> {
        self.loaded.lock().unwrap().clone()
    }

    /// How many times every channel was listed so far.
    pub fn listed(&self) -> usize {
        self.listed.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// A backend error with `cause` as its source.
pub fn backend(cause: &str) -> StoreError {
    StoreError::Backend(Box::new(std::io::Error::other(cause.to_string())))
}

impl Store for Gated {
    fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        self.loaded.lock().unwrap().push(channel);
        self.inner.load(channel)
    }
    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        (self.gate)(Write::Save)?;
        self.inner.save(channel, expected, record)
    }
    fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError> {
        (self.gate)(Write::Delete)?;
        self.inner.delete(channel, expected)
    }
    fn quarantine(&self, channel: u64) -> Result<(), StoreError> {
        self.inner.quarantine(channel)
    }
    fn damaged(&self, channel: u64) -> Result<Vec<Vec<u8>>, StoreError> {
        self.inner.damaged(channel)
    }
    fn write_raw(&self, channel: u64, bytes: &[u8]) -> Result<(), StoreError> {
        self.inner.write_raw(channel, bytes)
    }
    fn load_defaults(&self, channel: u64) -> Result<Option<HouseRules>, StoreError> {
        self.inner.load_defaults(channel)
    }
    fn save_defaults(&self, channel: u64, rules: &HouseRules) -> Result<(), StoreError> {
        (self.gate)(Write::Defaults)?;
        self.inner.save_defaults(channel, rules)
    }
    fn load_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
    ) -> Result<Option<String>, StoreError> {
        self.inner.load_setting(setting, channel)
    }
    fn save_setting(
        &self,
        setting: ChannelSetting,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        (self.gate)(Write::Setting)?;
        self.inner.save_setting(setting, channel, value)
    }
    fn finish(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        (self.gate)(Write::Finish)?;
        self.inner.finish(channel, expected, record, game, rate)
    }
    fn abort(&self, channel: u64, expected: u64, game: &mut KeptGame) -> Result<(), StoreError> {
        (self.gate)(Write::Abort)?;
        self.inner.abort(channel, expected, game)
    }
    fn kept_game(&self, id: u64) -> Result<Option<KeptGame>, StoreError> {
        self.inner.kept_game(id)
    }
    fn kept_games(&self, query: &GameQuery) -> Result<Vec<KeptGame>, StoreError> {
        self.inner.kept_games(query)
    }
    fn ratings(&self, server: u64) -> Result<Vec<PlayerRating>, StoreError> {
        self.inner.ratings(server)
    }
    fn crossings(&self, server: u64) -> Result<Vec<checkers_bot::store::Crossing>, StoreError> {
        self.inner.crossings(server)
    }
    fn forget(&self, user: u64) -> Result<bool, StoreError> {
        (self.gate)(Write::Forget)?;
        self.inner.forget(user)
    }
    fn season(&self, server: u64) -> Result<checkers_bot::store::CurrentSeason, StoreError> {
        self.inner.season(server)
    }
    fn plan_season(&self, season: &checkers_bot::store::CurrentSeason) -> Result<(), StoreError> {
        (self.gate)(Write::PlanSeason)?;
        self.inner.plan_season(season)
    }
    fn end_season(
        &self,
        server: u64,
        number: u32,
        now: u64,
        close: checkers_bot::store::Close<'_>,
    ) -> Result<
        Option<(
            checkers_bot::store::Season,
            checkers_bot::store::CurrentSeason,
        )>,
        StoreError,
    > {
        (self.gate)(Write::EndSeason)?;
        self.inner.end_season(server, number, now, close)
    }
    fn seasons(&self, server: u64) -> Result<Vec<checkers_bot::store::Season>, StoreError> {
        self.inner.seasons(server)
    }
    fn seasons_due(&self, now: u64) -> Result<Vec<checkers_bot::store::CurrentSeason>, StoreError> {
        self.inner.seasons_due(now)
    }
    fn channels(&self) -> Result<Vec<u64>, StoreError> {
        self.listed
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.inner.channels()
    }
    fn flush(&self) -> Result<(), StoreError> {
        self.inner.flush()
    }
    fn claim_turn(&self, channel: u64) -> Result<bool, StoreError> {
        self.inner.claim_turn(channel)
    }
    fn release_turn(&self, channel: u64) {
        self.inner.release_turn(channel);
    }
    fn claim_due(&self, now: u64, lease: u64, limit: usize) -> Result<Vec<u64>, StoreError> {
        self.inner.claim_due(now, lease, limit)
    }
    fn set_due(&self, channel: u64, revision: u64, due: Option<u64>) -> Result<(), StoreError> {
        self.inner.set_due(channel, revision, due)
    }
    fn games_in_progress(&self) -> Result<usize, StoreError> {
        self.inner.games_in_progress()
    }
    fn games_of(&self, user: u64) -> Result<Vec<(u64, TableRecord)>, StoreError> {
        self.inner.games_of(user)
    }
    fn seek(
        &self,
        seek: &checkers_bot::store::seeks::Seek,
        now: u64,
    ) -> Result<Option<Vec<checkers_bot::store::seeks::Seek>>, StoreError> {
        self.inner.seek(seek, now)
    }
    fn cancel_seek(
        &self,
        server: u64,
        user: u64,
    ) -> Result<Option<checkers_bot::store::seeks::Seek>, StoreError> {
        self.inner.cancel_seek(server, user)
    }
    fn settings_of(
        &self,
        setting: checkers_bot::store::ChannelSetting,
    ) -> Result<Vec<(u64, String)>, StoreError> {
        self.inner.settings_of(setting)
    }
    fn swap_setting(
        &self,
        setting: checkers_bot::store::ChannelSetting,
        key: u64,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<bool, StoreError> {
        self.inner.swap_setting(setting, key, old, new)
    }
    fn report(&self, report: &mut checkers_bot::store::reports::Report) -> Result<(), StoreError> {
        self.inner.report(report)
    }
    fn reports(
        &self,
        limit: usize,
    ) -> Result<Vec<checkers_bot::store::reports::Report>, StoreError> {
        self.inner.reports(limit)
    }
    fn avoid_in_seeks(&self, user: u64, avoid: &[u64]) -> Result<usize, StoreError> {
        self.inner.avoid_in_seeks(user, avoid)
    }
    fn seekers(&self, server: u64) -> Result<Vec<checkers_bot::store::seeks::Seek>, StoreError> {
        self.inner.seekers(server)
    }
    fn expire_seeks(&self, now: u64) -> Result<Vec<checkers_bot::store::seeks::Seek>, StoreError> {
        self.inner.expire_seeks(now)
    }
    fn fill_seeks(
        &self,
        now: u64,
    ) -> Result<Vec<Vec<checkers_bot::store::seeks::Seek>>, StoreError> {
        self.inner.fill_seeks(now)
    }
    fn puzzle_plan(
        &self,
        server: u64,
    ) -> Result<Option<checkers_bot::store::PuzzlePlan>, StoreError> {
        self.inner.puzzle_plan(server)
    }
    fn save_puzzle_plan(
        &self,
        server: u64,
        plan: Option<&checkers_bot::store::PuzzlePlan>,
    ) -> Result<(), StoreError> {
        (self.gate)(Write::Setting)?;
        self.inner.save_puzzle_plan(server, plan)
    }
    fn puzzle_plans(&self) -> Result<Vec<checkers_bot::store::PuzzlePlan>, StoreError> {
        self.inner.puzzle_plans()
    }
    fn claim_puzzle_post(
        &self,
        server: u64,
        day: u64,
    ) -> Result<Option<checkers_bot::store::PuzzlePlan>, StoreError> {
        (self.gate)(Write::Setting)?;
        self.inner.claim_puzzle_post(server, day)
    }
    fn answer_puzzle(
        &self,
        answer: &checkers_bot::store::PuzzleAnswer,
    ) -> Result<Option<checkers_bot::store::PuzzleAnswer>, StoreError> {
        (self.gate)(Write::Setting)?;
        self.inner.answer_puzzle(answer)
    }
    fn puzzle_answers(
        &self,
        server: u64,
        user: Option<u64>,
        days: std::ops::Range<u64>,
    ) -> Result<Vec<checkers_bot::store::PuzzleAnswer>, StoreError> {
        self.inner.puzzle_answers(server, user, days)
    }
    fn tournament(
        &self,
        server: u64,
        id: u32,
    ) -> Result<Option<checkers_bot::store::TournamentRecord>, StoreError> {
        self.inner.tournament(server, id)
    }
    fn save_tournament(
        &self,
        expected: Option<u64>,
        record: &mut checkers_bot::store::TournamentRecord,
    ) -> Result<(), StoreError> {
        self.inner.save_tournament(expected, record)
    }
    fn tournaments(
        &self,
        server: u64,
    ) -> Result<Vec<checkers_bot::store::TournamentRecord>, StoreError> {
        self.inner.tournaments(server)
    }
    fn live_tournaments(&self) -> Result<Vec<checkers_bot::store::TournamentRecord>, StoreError> {
        self.inner.live_tournaments()
    }
}
