//! The table's behaviour as typed outcomes ([`Tables::run`]): what happened and why a
//! command was refused, without the wording (tests of wording read `Reply` text in
//! `tests/table.rs` and `tests/i18n.rs`). Cases `race` and `wrong-user`, a storage
//! failure with its cause, and the turn clock.

use crate::common;

use common::gated::{backend, Gated, Write};
use common::{alice, bob, carol, h as hole, new_game as new, tables, tables_in};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::core::{HouseRules, MoveError, Seat, Turn, Variant};
use checkers_bot::table::{
    Cause, Command, LobbyNews, LobbyRefusal, Name, Outcome, Refusal, Tables,
};

/// Alice and Bob seated and started; seed 0 makes Alice (seat 0) move first.
fn started(tables: &Tables, channel: u64) {
    for (user, command) in [
        (alice(), new(2)),
        (bob(), Command::Join),
        (alice(), Command::Start),
    ] {
        let answer = tables.run(channel, &user, &command);
        assert!(answer.refusal.is_none(), "{answer:?}");
    }
}

#[test]
fn the_lobby_reports_each_seat_as_a_value() {
    let tables = tables();
    let answer = tables.run(5, &alice(), &new(3));
    match &answer
        .outcomes
        .iter()
        .map(Outcome::news)
        .collect::<Vec<_>>()[..]
    {
        [Some(LobbyNews::Opened {
            by,
            players: 3,
            armies: 1,
            variant: Variant::Standard,
            rules,
            // The standard rules: a rated game.
            rated: true,
            searching,
        })] => {
            assert_eq!(by, "Alice");
            assert!(searching.is_empty(), "nobody searches: {searching:?}");
            assert_eq!(*rules, HouseRules::default());
        }
        other => panic!("{other:?}"),
    }
    let answer = tables.run(5, &bob(), &Command::Join);
    assert!(matches!(
        &answer.outcomes[..],
        [o] if matches!(o.news(), Some(LobbyNews::Joined { name, taken: 2, seats: 3 }) if name == "Bob")
    ));
    let answer = tables.run(5, &alice(), &Command::AddComputer(Level::Hard));
    assert!(matches!(
        &answer.outcomes[..],
        [o] if matches!(o.news(), Some(LobbyNews::ComputerSeated {
            level: Level::Hard,
            taken: 3,
            seats: 3
        }))
    ));
    // A fourth person finds the lobby full.
    let answer = tables.run(5, &carol(), &Command::Join);
    assert!(answer.outcomes.is_empty());
    assert!(matches!(
        answer.refusal.as_ref().and_then(Refusal::why),
        Some(LobbyRefusal::LobbyFull(3))
    ));
}

#[test]
fn a_move_reports_seat_path_and_who_is_next() {
    let tables = tables();
    started(&tables, 1);
    let answer = tables.run(1, &alice(), &Command::Move("d2 e7".into()));
    let [Outcome::Played(progress)] = &answer.outcomes[..] else {
        panic!("{answer:?}");
    };
    assert!(progress.cause.is_none());
    match &progress.turns[..] {
        [Turn::Move { seat, path, .. }] if *seat == Seat::ALL[0] => {
            assert_eq!(path, &[hole("d2"), hole("e7")]);
        }
        other => panic!("{other:?}"),
    }
    assert!(progress.finished.is_empty());
    let game = progress.table.game.as_ref().unwrap();
    assert_eq!(game.to_move(), Some(Seat::ALL[1]));
    assert_eq!(progress.table.record.turns, ["d2-e7"]);
}

/// Case `race`: the same move twice; the second finds it is no longer Alice's turn and
/// changes nothing.
#[test]
fn a_duplicate_move_is_refused_as_not_your_turn() {
    let tables = tables();
    started(&tables, 2);
    let first = tables.run(2, &alice(), &Command::Move("d2 e7".into()));
    assert!(first.refusal.is_none());
    let revision = tables.store().load(2).unwrap().unwrap().revision;
    let second = tables.run(2, &alice(), &Command::Move("d2 e7".into()));
    assert!(second.outcomes.is_empty());
    assert!(matches!(
        second.refusal,
        Some(Refusal::NotYourTurn(Name::Person(ref name))) if name == "Bob"
    ));
    assert_eq!(tables.store().load(2).unwrap().unwrap().revision, revision);
}

/// Case `wrong-user`: Bob moving out of turn, and a spectator, are refused; an illegal
/// move carries the core's reason.
#[test]
fn wrong_user_and_illegal_moves_carry_their_cause() {
    let tables = tables();
    started(&tables, 3);
    let before = tables.store().load(3).unwrap().unwrap();
    let bob_moves = tables.run(3, &bob(), &Command::Move("d2 e7".into()));
    assert!(matches!(
        bob_moves.refusal,
        Some(Refusal::NotYourTurn(Name::Person(ref name))) if name == "Alice"
    ));
    let spectator = tables.run(3, &carol(), &Command::Move("d2 e7".into()));
    assert!(matches!(spectator.refusal, Some(Refusal::Spectator)));
    let illegal = tables.run(3, &alice(), &Command::Move("d2 d3".into()));
    match illegal.refusal {
        Some(Refusal::Illegal(input, MoveError::NoPeg(h))) => {
            assert_eq!((input.as_str(), h), ("d2 d3", hole("d2")));
        }
        Some(Refusal::Illegal(input, e)) => assert_eq!(input, "d2 d3", "{e:?}"),
        other => panic!("{other:?}"),
    }
    let unreadable = tables.run(3, &alice(), &Command::Move("d2 z9".into()));
    assert!(matches!(unreadable.refusal, Some(Refusal::BadMoveText(ref i, _)) if i == "d2 z9"));
    assert_eq!(tables.store().load(3).unwrap().unwrap(), before);
}

/// A write that fails is a refusal that keeps the store's error and its cause, and the
/// move is not reported as played.
#[test]
fn a_failed_write_is_a_storage_refusal_with_its_cause() {
    // A disk gone read-only: every write fails while `fail` is set.
    let fail = Arc::new(AtomicBool::new(false));
    let failing = fail.clone();
    let store = Gated::new(move |_| {
        if failing.load(Ordering::SeqCst) {
            Err(backend("read-only file system"))
        } else {
            Ok(())
        }
    });
    let tables = Tables::with_seed(store, 0);
    started(&tables, 4);
    fail.store(true, Ordering::SeqCst);
    let answer = tables.run(4, &alice(), &Command::Move("d2 e7".into()));
    assert!(answer.outcomes.is_empty(), "{answer:?}");
    let Some(Refusal::Storage(e)) = answer.refusal else {
        panic!("{answer:?}");
    };
    let cause = std::error::Error::source(&e).map(ToString::to_string);
    assert_eq!(cause.as_deref(), Some("read-only file system"));
    // Nothing was played: the position is the start, Alice still to move.
    fail.store(false, Ordering::SeqCst);
    assert!(tables.store().load(4).unwrap().unwrap().turns.is_empty());
}

/// The turn clock: a timeout is reported (as its cause, not as a resignation) before
/// the answer to the command that noticed it.
#[test]
fn a_timeout_comes_before_the_command_that_found_it() {
    let now = Arc::new(std::sync::atomic::AtomicU64::new(1_000_000));
    let clock = now.clone();
    let tables = tables().with_clock(move || clock.load(Ordering::SeqCst));
    for (user, command) in [
        (alice(), new(3)),
        (bob(), Command::Join),
        (carol(), Command::Join),
        (alice(), Command::Start),
    ] {
        assert!(tables.run(6, &user, &command).refusal.is_none());
    }
    // A day and a second later, Bob (not to move) asks for the board.
    now.fetch_add(24 * 3600 + 1, Ordering::SeqCst);
    let answer = tables.run(6, &bob(), &Command::Board);
    match &answer.outcomes[..] {
        [Outcome::Played(progress), Outcome::Board(_)] => {
            assert!(matches!(progress.cause, Some(Cause::TimedOut(s)) if s == Seat::ALL[0]));
            // The computer played Alice's seat on (medium), then Bob is to move.
            assert!(
                matches!(progress.turns[..], [Turn::Move { seat, .. }] if seat == Seat::ALL[0]),
                "{:?}",
                progress.turns
            );
            assert_eq!(
                progress.table.game.as_ref().unwrap().to_move(),
                Some(Seat::ALL[1])
            );
        }
        other => panic!("{other:?}"),
    }
}

/// The time the bot was not running does not count. A game saved, the
/// process gone for two days: after the restart nobody has timed out, and the clock
/// runs again from the restart.
#[test]
fn time_while_the_bot_was_stopped_does_not_count() {
    let dir = tempfile::tempdir().unwrap();
    let now = Arc::new(std::sync::atomic::AtomicU64::new(1_000_000));
    {
        let clock = now.clone();
        let tables = tables_in(dir.path()).with_clock(move || clock.load(Ordering::SeqCst));
        started(&tables, 8);
    }
    now.fetch_add(2 * 24 * 3600, Ordering::SeqCst);
    let clock = now.clone();
    let tables = tables_in(dir.path()).with_clock(move || clock.load(Ordering::SeqCst));
    let answer = tables.run(8, &bob(), &Command::Board);
    assert!(
        matches!(answer.outcomes[..], [Outcome::Board(_)]),
        "{answer:?}"
    );
    // A whole turn_timeout (24 h) after the restart, Alice has run out of time.
    now.fetch_add(24 * 3600, Ordering::SeqCst);
    let answer = tables.run(8, &bob(), &Command::Board);
    assert!(
        matches!(&answer.outcomes[..], [Outcome::Played(p), Outcome::Board(_)]
            if matches!(p.cause, Some(Cause::TimedOut(s)) if s == Seat::ALL[0])),
        "{answer:?}"
    );
    assert_eq!(
        tables.store().load(8).unwrap().unwrap().timed_out,
        [Seat::ALL[0]]
    );
}

/// A person's move against the computer is written before the computer
/// thinks, so a stop while it thinks keeps the move.
#[test]
fn the_persons_move_is_written_before_the_computer_thinks() {
    // A process stopping while the computer thinks, seen from the store: table writes
    // fail after the first four (new, add-computer, start, then the one write of
    // Alice's move).
    let allowed = std::sync::atomic::AtomicUsize::new(4);
    let store = Gated::new(move |write| {
        if !matches!(write, Write::Save | Write::Finish) {
            return Ok(());
        }
        let left = allowed.load(Ordering::SeqCst);
        if left == 0 {
            return Err(backend("stopped"));
        }
        allowed.store(left - 1, Ordering::SeqCst);
        Ok(())
    });
    let tables = Tables::with_seed(store, 0);
    for command in [new(2), Command::AddComputer(Level::Medium), Command::Start] {
        assert!(tables.run(9, &alice(), &command).refusal.is_none());
    }
    assert!(tables.store().load(9).unwrap().unwrap().turns.is_empty());
    // Alice's move is written; the write after the computer's answer fails.
    let answer = tables.run(9, &alice(), &Command::Move("d2 e7".into()));
    assert!(
        matches!(answer.refusal, Some(Refusal::Storage(_))),
        "{answer:?}"
    );
    assert_eq!(tables.store().load(9).unwrap().unwrap().turns, ["d2-e7"]);
}
