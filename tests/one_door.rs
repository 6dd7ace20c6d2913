//! Every way into a channel's game goes through `Tables::execute`, which reruns the
//! whole input when another process wrote the channel first. Two `Tables` on one
//! PostgreSQL database (`tests/pg_server`), and a store that lets the second process
//! write just before the first one's write, so the race is lost every time: the loser
//! reruns on the record as it is now and answers truthfully, for a typed move, a
//! Move-menu choice, a Rematch press, a takeback answer and the timers.

mod common;
mod pg_server;

use std::path::Path;
use std::sync::{Arc, Mutex};

use checkers_bot::core::HouseRules;
use checkers_bot::store::{
    ChannelSetting, Crossing, GameQuery, KeptGame, PlayerRating, Rate, Store, StoreError,
    TableRecord,
};
use checkers_bot::table::{
    AfterGame, Answer, Cause, Command, Input, Outcome, Refusal, Tables, TakebackNews, User,
};
use common::{alice, bob, carol, h, new_game, new_game_with};

const CHANNEL: u64 = 5;

/// Something the other process does.
type CutIn = Box<dyn FnOnce() + Send>;

/// A store whose next write first lets another process (`cut_in`) do something, so
/// that write loses its compare-and-swap.
struct Interleaved {
    inner: Arc<dyn Store>,
    cut_in: Mutex<Option<CutIn>>,
    writes_lost: Mutex<usize>,
}

impl Interleaved {
    fn before_write(&self) {
        let cut_in = self.cut_in.lock().unwrap().take();
        if let Some(cut_in) = cut_in {
            cut_in();
            *self.writes_lost.lock().unwrap() += 1;
        }
    }
}

impl Store for Interleaved {
    fn load(&self, channel: u64) -> Result<Option<TableRecord>, StoreError> {
        self.inner.load(channel)
    }
    fn save(
        &self,
        channel: u64,
        expected: Option<u64>,
        record: &mut TableRecord,
    ) -> Result<(), StoreError> {
        self.before_write();
        self.inner.save(channel, expected, record)
    }
    fn delete(&self, channel: u64, expected: u64) -> Result<(), StoreError> {
        self.before_write();
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
        self.inner.save_defaults(channel, rules)
    }
    fn load_setting(&self, s: ChannelSetting, channel: u64) -> Result<Option<String>, StoreError> {
        self.inner.load_setting(s, channel)
    }
    fn save_setting(
        &self,
        s: ChannelSetting,
        channel: u64,
        value: Option<&str>,
    ) -> Result<(), StoreError> {
        self.inner.save_setting(s, channel, value)
    }
    fn channels(&self) -> Result<Vec<u64>, StoreError> {
        self.inner.channels()
    }
    fn finish(
        &self,
        channel: u64,
        expected: u64,
        record: &mut TableRecord,
        game: &mut KeptGame,
        rate: Rate<'_>,
    ) -> Result<(), StoreError> {
        self.before_write();
        self.inner.finish(channel, expected, record, game, rate)
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
    fn crossings(&self, server: u64) -> Result<Vec<Crossing>, StoreError> {
        self.inner.crossings(server)
    }
    fn forget(&self, user: u64) -> Result<bool, StoreError> {
        self.inner.forget(user)
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
}

/// Two processes on one fresh database: `a` writes through [`Interleaved`], `b`
/// straight; each has its own connections and channel locks.
struct Two {
    _server: pg_server::PgServer,
    store: Arc<Interleaved>,
    a: Tables,
    b: Arc<Tables>,
}

impl Two {
    fn start(clock: u64) -> Two {
        let server = pg_server::PgServer::start();
        let url = server.database("door");
        let open = || checkers_bot::store::open(Path::new(&url)).unwrap();
        let store = Arc::new(Interleaved {
            inner: open(),
            cut_in: Mutex::new(None),
            writes_lost: Mutex::new(0),
        });
        let shared: Arc<dyn Store> = store.clone();
        let a = Tables::shared(shared).seeded(0).with_clock(move || clock);
        let b = Arc::new(Tables::shared(open()).seeded(0).with_clock(move || clock));
        Two {
            _server: server,
            store,
            a,
            b,
        }
    }

    /// `input` by `user` through `a`, with `other` done by `b` just before `a`'s first
    /// write. Returns `a`'s answer and `b`'s.
    fn race(
        &self,
        user: Option<&User>,
        input: &Input,
        other: impl FnOnce(&Tables) -> Answer + Send + 'static,
    ) -> (Answer, Answer) {
        let b = Arc::clone(&self.b);
        let (tx, rx) = std::sync::mpsc::channel();
        *self.store.cut_in.lock().unwrap() = Some(Box::new(move || {
            tx.send(other(&b)).unwrap();
        }));
        let lost = *self.store.writes_lost.lock().unwrap();
        let answer = self.a.execute(CHANNEL, user, input);
        assert_eq!(
            *self.store.writes_lost.lock().unwrap(),
            lost + 1,
            "the other process wrote first"
        );
        (answer, rx.recv().unwrap())
    }

    fn record(&self) -> TableRecord {
        self.b.store().load(CHANNEL).unwrap().unwrap()
    }
}

/// A 2-player game of Alice and Bob, Alice to move (seed 0).
fn alice_and_bob(two: &Two, settings: &[(&str, &str)]) {
    let t = &two.b;
    t.handle(CHANNEL, &alice(), new_game_with(2, settings));
    t.handle(CHANNEL, &bob(), Command::Join);
    t.handle(CHANNEL, &alice(), Command::Start);
}

fn played(answer: &Answer) -> bool {
    answer
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Played(p) if !p.turns.is_empty()))
}

/// A typed move sent twice at once (the message and an edit, two processes): one plays
/// it; the other reruns on the stored game and says it is no longer Alice's turn.
#[test]
fn a_typed_move_that_loses_the_race_is_rerun_and_refused_truthfully() {
    let two = Two::start(1_800_000_000);
    alice_and_bob(&two, &[]);
    let chat = Input::Chat("d2 e7".into());
    let (a, b) = two.race(Some(&alice()), &chat, |b| {
        b.execute(CHANNEL, Some(&alice()), &Input::Chat("d2 e7".into()))
    });
    assert!(played(&b), "{b:?}");
    assert!(!played(&a), "{a:?}");
    assert!(
        matches!(a.refusal, Some(Refusal::NotYourTurn(_))),
        "{:?}",
        a.refusal
    );
    assert_eq!(two.record().turns, ["d2-e7"]);
}

/// A Move-menu choice whose position changed under it (the same player typed a move in
/// another process): rerun, it is refused as a choice from a board that changed.
#[test]
fn a_menu_choice_that_loses_the_race_is_rerun_and_refused_truthfully() {
    let two = Two::start(1_800_000_000);
    alice_and_bob(&two, &[]);
    let key = two.b.turn_view(CHANNEL, None).unwrap().key;
    let choice = Input::Choice {
        key,
        from: h("c1"),
        index: 0,
    };
    let (a, b) = two.race(Some(&alice()), &choice, |b| {
        b.execute(CHANNEL, Some(&alice()), &Input::Chat("d2 e7".into()))
    });
    assert!(played(&b), "{b:?}");
    assert!(
        matches!(a.refusal, Some(Refusal::BoardChanged)),
        "{:?}",
        a.refusal
    );
    assert_eq!(two.record().turns, ["d2-e7"]);
}

/// Alice and Bob press Rematch at the same moment in two processes: both asks count,
/// and the rematch begins (a lost write used to refuse one of them).
#[test]
fn rematch_presses_that_race_both_count_and_the_rematch_begins() {
    let two = Two::start(1_800_000_000);
    alice_and_bob(&two, &[]);
    two.b.handle(CHANNEL, &alice(), Command::Resign);
    let finished = two.record();
    assert_eq!(finished.phase, checkers_bot::store::Phase::Finished);
    let key = two.b.turn_view(CHANNEL, None).unwrap().key;
    let rematch = |key| Input::AfterGame {
        key,
        what: AfterGame::Rematch,
    };
    let (a, b) = two.race(Some(&alice()), &rematch(key), move |b| {
        b.execute(CHANNEL, Some(&bob()), &rematch(key))
    });
    assert!(b.refusal.is_none() && a.refusal.is_none(), "{a:?} / {b:?}");
    assert!(
        matches!(b.outcomes[..], [Outcome::RematchAsked { asked: 1, .. }]),
        "{b:?}"
    );
    let began = a
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Played(p) if matches!(p.cause, Some(Cause::Started(_)))));
    assert!(began, "{a:?}");
    let record = two.record();
    assert_eq!(record.phase, checkers_bot::store::Phase::Playing);
    assert!(record.turns.is_empty());
}

/// Bob and Carol accept Alice's takeback at the same moment in two processes: both
/// answers count and the move is taken back.
#[test]
fn takeback_answers_that_race_both_count() {
    let two = Two::start(1_800_000_000);
    let t = &two.b;
    t.handle(CHANNEL, &alice(), new_game(3));
    t.handle(CHANNEL, &bob(), Command::Join);
    t.handle(CHANNEL, &carol(), Command::Join);
    t.handle(CHANNEL, &alice(), Command::Start);
    let mover = match t.store().load(CHANNEL).unwrap().unwrap().seats[0] {
        checkers_bot::store::Occupant::Human { id, .. } => id,
        checkers_bot::store::Occupant::Computer { .. } => unreachable!(),
    };
    assert_eq!(mover, alice().id);
    t.handle(CHANNEL, &alice(), Command::Move("d2 e7".into()));
    t.handle(CHANNEL, &alice(), Command::Takeback);
    let accept = || {
        Input::Command(Command::TakebackAnswer {
            accept: true,
            request: None,
        })
    };
    let (a, b) = two.race(Some(&bob()), &accept(), move |b| {
        b.execute(CHANNEL, Some(&carol()), &accept())
    });
    assert!(a.refusal.is_none() && b.refusal.is_none(), "{a:?} / {b:?}");
    let taken_back = a
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Played(p) if matches!(p.cause, Some(Cause::TakenBack(..)))));
    assert!(taken_back, "{a:?}");
    assert!(two.record().turns.is_empty(), "{:?}", two.record().turns);
}

/// The takeback timer fires while Bob accepts in another process: the move was taken
/// back, so the rerun timer says nothing (it does not announce that the move stands).
#[test]
fn a_takeback_timer_that_loses_the_race_says_nothing_false() {
    let two = Two::start(1_800_000_000);
    alice_and_bob(&two, &[]);
    let t = &two.b;
    t.handle(CHANNEL, &alice(), Command::Move("d2 e7".into()));
    t.handle(CHANNEL, &alice(), Command::Takeback);
    let (id, _) = t.takeback_request(CHANNEL).unwrap();
    // Later, when the request's time is up.
    let later = 1_800_000_000 + checkers_bot::table::TAKEBACK_WINDOW.as_secs() + 1;
    let timer = Tables::shared(Arc::clone(&two.store) as Arc<dyn Store>)
        .seeded(0)
        .with_clock(move || later);
    let b = Arc::clone(&two.b);
    *two.store.cut_in.lock().unwrap() = Some(Box::new(move || {
        let accept = Command::TakebackAnswer {
            accept: true,
            request: Some(id),
        };
        let answer = b.execute(CHANNEL, Some(&bob()), &Input::Command(accept));
        assert!(answer.refusal.is_none(), "{answer:?}");
    }));
    let answer = timer.execute(CHANNEL, None, &Input::TakebackExpiry(id));
    assert!(
        two.store.cut_in.lock().unwrap().is_none(),
        "Bob answered first"
    );
    assert!(
        answer.outcomes.is_empty() && answer.refusal.is_none(),
        "{answer:?}"
    );
    assert!(two.record().turns.is_empty());
    assert!(!answer
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Takeback(TakebackNews::Expired { .. }))));
}

/// The bot's tick finds a computer's turn nobody is playing while Alice resigns in
/// another process: the rerun finds the game over and plays nothing.
#[test]
fn a_tick_that_loses_the_race_plays_nothing_on_a_finished_game() {
    let two = Two::start(1_800_000_000);
    common::stranded_computer_game(&two.b, CHANNEL);
    let (a, b) = two.race(None, &Input::Due, |b| {
        b.execute(CHANNEL, Some(&alice()), &Input::Command(Command::Resign))
    });
    assert!(b.refusal.is_none(), "{b:?}");
    assert!(a.outcomes.is_empty() && a.refusal.is_none(), "{a:?}");
    let record = two.record();
    assert_eq!(record.phase, checkers_bot::store::Phase::Finished);
    assert_eq!(
        record.turns[..2],
        ["d2-e7", "resign 1"],
        "no computer move before it"
    );
}
