//! Every way into a channel's game goes through `Tables::execute`, which reruns the
//! whole input when another process wrote the channel first. Two `Tables` on one
//! PostgreSQL database (`tests/pg_server`), and a store that lets the second process
//! write just before the first one's write, so the race is lost every time: the loser
//! reruns on the record as it is now and answers truthfully, for a typed move, a
//! Move-menu choice, a Rematch press, a takeback answer and the timers (case
//! `lost-race`).

use crate::common;
use crate::pg_server;

use std::path::Path;
use std::sync::{Arc, Mutex};

use checkers_bot::store::{Store, TableRecord};
use checkers_bot::table::{
    AfterGame, Answer, Cause, Command, Input, KeptNews, LobbyNews, Outcome, Refusal, RematchAsked,
    Tables, TakebackNews, User,
};
use common::gated::{Gated, Write};
use common::{alice, bob, carol, h, new_game, new_game_with};

const CHANNEL: u64 = 5;

/// Something the other process does.
type CutIn = Box<dyn FnOnce() + Send>;

/// What the other process does just before the next write of `a` (which then loses its
/// compare-and-swap), and how many writes it made lose.
#[derive(Default)]
struct CutIns {
    next: Mutex<Option<CutIn>>,
    /// Writes let through before the cut-in.
    skip: Mutex<usize>,
    writes_lost: Mutex<usize>,
}

impl CutIns {
    fn before_write(&self, write: Write) {
        if !matches!(write, Write::Save | Write::Delete | Write::Finish) {
            return;
        }
        {
            let mut skip = self.skip.lock().unwrap();
            if *skip > 0 {
                *skip -= 1;
                return;
            }
        }
        let cut_in = self.next.lock().unwrap().take();
        if let Some(cut_in) = cut_in {
            cut_in();
            *self.writes_lost.lock().unwrap() += 1;
        }
    }
}

/// Two processes on one fresh database: `a` writes through a [`Gated`] store that lets
/// `b` write first ([`CutIns`]), `b` straight; each has its own connections and channel
/// locks.
struct Two {
    _server: pg_server::PgServer,
    store: Arc<dyn Store>,
    cut_ins: Arc<CutIns>,
    a: Tables,
    b: Arc<Tables>,
}

impl Two {
    fn start(clock: u64) -> Two {
        let server = pg_server::PgServer::start();
        let url = server.database("door");
        let open = || checkers_bot::store::open(Path::new(&url)).unwrap();
        let cut_ins = Arc::new(CutIns::default());
        let gate = Arc::clone(&cut_ins);
        let store: Arc<dyn Store> = Arc::new(Gated::over(open(), move |write| {
            gate.before_write(write);
            Ok(())
        }));
        let a = Tables::shared(Arc::clone(&store))
            .seeded(0)
            .with_clock(move || clock);
        let b = Arc::new(Tables::shared(open()).seeded(0).with_clock(move || clock));
        Two {
            _server: server,
            store,
            cut_ins,
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
        *self.cut_ins.next.lock().unwrap() = Some(Box::new(move || {
            tx.send(other(&b)).unwrap();
        }));
        let lost = *self.cut_ins.writes_lost.lock().unwrap();
        let answer = self.a.execute(CHANNEL, user, input);
        assert_eq!(
            *self.cut_ins.writes_lost.lock().unwrap(),
            lost + 1,
            "the other process wrote first"
        );
        (answer, rx.recv().unwrap())
    }

    /// [`Two::race`], with `other` done just before `a`'s write after `skip` others.
    fn race_after(
        &self,
        skip: usize,
        user: Option<&User>,
        input: &Input,
        other: impl FnOnce(&Tables) -> Answer + Send + 'static,
    ) -> (Answer, Answer) {
        *self.cut_ins.skip.lock().unwrap() = skip;
        self.race(user, input, other)
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
    two.b
        .handle(CHANNEL, &alice(), Command::Resign { confirmed: true });
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
        matches!(&b.outcomes[..], [o] if o.news::<RematchAsked>().is_some_and(|r| r.asked == 1)),
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
    let timer = Tables::shared(Arc::clone(&two.store))
        .seeded(0)
        .with_clock(move || later);
    let b = Arc::clone(&two.b);
    *two.cut_ins.next.lock().unwrap() = Some(Box::new(move || {
        let accept = Command::TakebackAnswer {
            accept: true,
            request: Some(id),
        };
        let answer = b.execute(CHANNEL, Some(&bob()), &Input::Command(accept));
        assert!(answer.refusal.is_none(), "{answer:?}");
    }));
    let answer = timer.execute(CHANNEL, None, &Input::TakebackExpiry(id));
    assert!(
        two.cut_ins.next.lock().unwrap().is_none(),
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
        .any(|o| matches!(o.news(), Some(TakebackNews::Expired { .. }))));
}

/// The bot's tick finds a computer's turn nobody is playing while Alice resigns in
/// another process: the rerun finds the game over and plays nothing.
#[test]
fn a_tick_that_loses_the_race_plays_nothing_on_a_finished_game() {
    let two = Two::start(1_800_000_000);
    common::stranded_computer_game(&two.b, CHANNEL);
    let (a, b) = two.race(None, &Input::Due, |b| {
        b.execute(
            CHANNEL,
            Some(&alice()),
            &Input::Command(Command::Resign { confirmed: true }),
        )
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

/// The computers' turns after a person's move are written apart, after the computers
/// thought. When another process wrote the game meanwhile (Alice asked, there, to take
/// her move back), they are played again on the game as stored now, in the same input:
/// Alice's answer shows them, and it is Bob's turn without a timer or another input.
#[test]
fn the_computers_turns_that_lose_the_race_are_played_again() {
    let two = Two::start(1_800_000_000);
    let t = &two.b;
    t.handle(
        CHANNEL,
        &alice(),
        new_game_with(3, &[("first_player", "creator")]),
    );
    t.handle(
        CHANNEL,
        &alice(),
        Command::AddComputer(checkers_bot::ai::Level::Easy),
    );
    t.handle(CHANNEL, &bob(), Command::Join);
    t.handle(CHANNEL, &alice(), Command::Start);
    let first = t.legal_moves_text(CHANNEL, alice().id)[0].clone();
    // The first write is Alice's move; her takeback request comes before the second,
    // the computers'.
    let (a, b) = two.race_after(1, Some(&alice()), &Input::Chat(first.clone()), |b| {
        b.execute(CHANNEL, Some(&alice()), &Input::Command(Command::Takeback))
    });
    assert!(b.refusal.is_none(), "{b:?}");
    assert!(a.refusal.is_none(), "{a:?}");
    let record = two.record();
    let game = checkers_bot::table::game_of(&record).unwrap();
    assert_eq!(record.turns.len(), 2, "{:?}", record.turns);
    assert_eq!(record.turns[0], first);
    assert_eq!(
        game.to_move().map(checkers_bot::core::Seat::index),
        Some(2),
        "Bob to move: {:?}",
        record.turns
    );
    let shown = a
        .outcomes
        .iter()
        .rev()
        .find_map(|o| match o {
            Outcome::Played(p) => Some((p.turns.len(), p.table.game.as_ref()?.to_move()?)),
            _ => None,
        })
        .map(|(turns, seat)| (turns, seat.index()));
    assert_eq!(
        shown,
        Some((2, 2)),
        "the answer shows Alice's move and the computer's: {a:?}"
    );
}

/// The console's `--name` taking a seat while another process writes the game: the
/// rerun gives the seat on the game as it is now, and both changes stand.
#[test]
fn a_reseat_that_loses_the_race_is_rerun() {
    let two = Two::start(1_800_000_000);
    alice_and_bob(&two, &[]);
    let ann = User::new(77, "Ann");
    let (a, b) = two.race(Some(&ann), &Input::Reseat { from: alice().id }, |b| {
        b.execute(CHANNEL, Some(&alice()), &Input::Chat("d2 e7".into()))
    });
    assert!(played(&b), "{b:?}");
    assert!(a.refusal.is_none(), "{a:?}");
    assert!(
        matches!(&a.outcomes[..], [Outcome::Reseated { old }] if old == "Alice"),
        "{a:?}"
    );
    let record = two.record();
    assert_eq!(record.turns, ["d2-e7"]);
    assert!(matches!(
        &record.seats[0],
        checkers_bot::store::Occupant::Human { id: 77, name } if name == "Ann"
    ));
}

/// The table, not the adapter, decides who may answer a `forget-me` question: a
/// stranger's Confirm is refused and forgets nothing; the asker's Cancel changes
/// nothing; the asker's Confirm forgets them.
#[test]
fn only_the_asker_answers_a_forget_me_question() {
    let tables = common::clocked_tables();
    // Bob has a kept game and a rating.
    common::two_player_game_with(&tables, CHANNEL, &[("rated", "on")]);
    for text in ["d2 e7", "n2 m7", "c1 e5", "o1 m5"] {
        let game = common::game(&tables, CHANNEL);
        let user = if game.to_move() == Some(checkers_bot::core::Seat::ALL[0]) {
            alice()
        } else {
            bob()
        };
        tables.handle(CHANNEL, &user, Command::Move(text.into()));
    }
    tables.handle(CHANNEL, &alice(), Command::Resign { confirmed: true });
    let ratings = |t: &Tables| t.store().ratings(0).unwrap().len();
    assert_eq!(ratings(&tables), 2);
    let answer = |user: &User, confirm| {
        tables.execute(
            CHANNEL,
            Some(user),
            &Input::ForgetMeAnswer {
                confirm,
                asker: bob().id,
            },
        )
    };
    let stranger = answer(&carol(), true);
    assert!(
        matches!(stranger.refusal, Some(Refusal::NotYourQuestion)),
        "{stranger:?}"
    );
    assert_eq!(ratings(&tables), 2, "nothing forgotten");
    let cancelled = answer(&bob(), false);
    assert!(
        matches!(&cancelled.outcomes[..], [o] if matches!(o.news(), Some(KeptNews::ForgetCancelled)))
    );
    assert_eq!(ratings(&tables), 2);
    let confirmed = answer(&bob(), true);
    assert!(
        matches!(&confirmed.outcomes[..], [o] if matches!(o.news(), Some(KeptNews::Forgotten))),
        "{confirmed:?}"
    );
    assert_eq!(ratings(&tables), 1, "Bob's rating is gone");
}

/// With auto-start on, the seat that fills a lobby starts the game in the same answer:
/// the seat taken, then the game begun (its board), in one command under one lock.
#[test]
fn a_seat_that_fills_the_lobby_starts_the_game_when_auto_start_is_on() {
    let tables = common::tables();
    tables.set_auto_start(true);
    tables.handle(CHANNEL, &alice(), new_game(2));
    let answer = tables.run(CHANNEL, &bob(), &Command::Join);
    assert!(answer.refusal.is_none(), "{answer:?}");
    assert!(matches!(
        answer.outcomes[0].news(),
        Some(LobbyNews::Joined { taken: 2, .. })
    ));
    let began = answer
        .outcomes
        .iter()
        .any(|o| matches!(o, Outcome::Played(p) if matches!(p.cause, Some(Cause::Started(_)))));
    assert!(began, "{answer:?}");
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, checkers_bot::store::Phase::Playing);
    // Off (the default), a full lobby waits for its creator.
    let other = common::tables();
    other.handle(CHANNEL, &alice(), new_game(2));
    let joined = other.run(CHANNEL, &bob(), &Command::Join);
    assert_eq!(joined.outcomes.len(), 1);
    let record = other.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, checkers_bot::store::Phase::Lobby);
}
