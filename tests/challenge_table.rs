//! `challenge` through the table (docs/playing.md, "Challenges"): a lobby for the people
//! named, which starts when they all accept, seated in the order named; a decline or no
//! answer in time cancels it; nobody else may answer; computers may be challenged too.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::store::{Occupant, Phase};
use checkers_bot::table::{Challenge, Command, Invitee, Reply, ReplyKind, Tables, User};
use common::{alice, bob, carol, invitee, one, texts};

const START: u64 = 1_800_000_000;
const CHANNEL: u64 = 9;

fn challenge(people: &[User], computers: &[Level], minutes: u32) -> Command {
    Command::Challenge(Challenge {
        people: people.iter().map(invitee).collect(),
        computers: computers.to_vec(),
        minutes,
        ..Challenge::default()
    })
}

fn names(tables: &Tables) -> Vec<String> {
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    record
        .seats
        .iter()
        .map(|s| match s {
            Occupant::Human { name, .. } => name.clone(),
            Occupant::Computer { level } => format!("computer {level:?}"),
        })
        .collect()
}

#[test]
fn a_challenge_accepted_by_both_people_starts_seated_in_the_order_named() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let made = one(tables.handle(CHANNEL, &alice(), challenge(&[carol(), bob()], &[], 0)));
    assert!(!made.private);
    assert_eq!(made.kind, ReplyKind::Lobby);
    assert_eq!(
        made.text,
        "Alice challenges **Carol**, **Bob** to a 3-player game.\n\
         House rules of this game: standard.\n\
         Rated game: the result changes the players' ratings.\n\
         **Carol**, **Bob**: press **Accept** or **Decline** within 10 minutes."
    );
    assert_eq!(
        made.group,
        vec![(3, "Carol".to_string()), (2, "Bob".to_string())],
        "the people to ping, in the order named"
    );
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Lobby);
    assert_eq!(record.due, Some(START + 600), "the timers cancel it then");
    // Bob accepts first; Carol was named first, so she sits in seat 2.
    let accepted = one(tables.handle(CHANNEL, &bob(), Command::Join));
    assert_eq!(accepted.text, "Bob accepted; still to answer: **Carol**.");
    let again = one(tables.handle(CHANNEL, &bob(), Command::Join));
    assert_eq!((again.kind, again.private), (ReplyKind::Refusal, true));
    let replies = tables.handle(CHANNEL, &carol(), Command::Join);
    assert_eq!(
        replies[0].text,
        "Carol accepted: everyone is in, and the game begins."
    );
    assert!(
        replies.iter().any(Reply::is_public_board),
        "{:?}",
        texts(&replies)
    );
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Playing);
    assert_eq!(record.challenge, None);
    assert_eq!(names(&tables), ["Alice", "Carol", "Bob"]);
}

#[test]
fn a_decline_cancels_the_challenge_naming_who_declined_and_pinging_the_challenger() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(CHANNEL, &alice(), challenge(&[bob(), carol()], &[], 0));
    // Carol accepts, then Bob declines: the challenge is gone.
    tables.handle(CHANNEL, &carol(), Command::Join);
    let declined = one(tables.handle(CHANNEL, &bob(), Command::Leave));
    assert_eq!(
        declined.text,
        "Alice, Bob declined your challenge; it is cancelled."
    );
    assert_eq!(declined.mentioned(), Some(alice().id));
    assert!(tables.store().load(CHANNEL).unwrap().is_none());
    // The channel is free for a new game.
    let opened = tables.handle(CHANNEL, &bob(), common::new_game(2));
    assert_eq!(opened[0].kind, ReplyKind::Lobby, "{:?}", texts(&opened));
}

#[test]
fn a_stranger_cannot_accept_decline_or_fill_a_challenge_and_nothing_changes() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(CHANNEL, &alice(), challenge(&[bob()], &[], 0));
    let before = tables.store().load(CHANNEL).unwrap().unwrap();
    for command in [Command::Join, Command::Leave] {
        let refused = one(tables.handle(CHANNEL, &carol(), command));
        assert!(refused.private);
        assert_eq!(refused.kind, ReplyKind::Refusal);
        assert_eq!(
            refused.text,
            "These seats are for the people challenged: Bob."
        );
    }
    // The challenger's own Add computer: a challenge seats only whom it named.
    let computer = one(tables.handle(CHANNEL, &alice(), Command::AddComputer(Level::Easy)));
    assert_eq!(
        computer.text,
        "A challenge seats only the people and computers it named when it was made: no \
         other seat can be added."
    );
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), before);
}

#[test]
fn a_challenge_nobody_answers_is_cancelled_by_the_timers_naming_who_did_not_answer() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(CHANNEL, &alice(), challenge(&[bob(), carol()], &[], 5));
    tables.handle(CHANNEL, &bob(), Command::Join);
    now.store(START + 5 * 60 - 1, Ordering::SeqCst);
    assert!(tables.tick_all().is_empty(), "not yet");
    now.store(START + 5 * 60, Ordering::SeqCst);
    let fired = tables.tick_all();
    assert_eq!(fired.len(), 1, "{fired:?}");
    let (channel, replies) = &fired[0];
    assert_eq!(*channel, CHANNEL);
    let cancelled = &replies[0];
    assert_eq!(
        cancelled.text,
        "Alice, your challenge is cancelled: **Carol** did not answer within 5 minutes."
    );
    assert_eq!(cancelled.mentioned(), Some(alice().id));
    assert!(tables.store().load(CHANNEL).unwrap().is_none());
    assert!(tables.tick_all().is_empty(), "told once");
}

#[test]
fn an_answer_after_the_time_is_up_finds_the_challenge_cancelled() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(CHANNEL, &alice(), challenge(&[bob()], &[], 1));
    now.store(START + 61, Ordering::SeqCst);
    // Bob's Accept finds it cancelled, and is told so (pinging Alice), nothing else.
    let replies = tables.handle(CHANNEL, &bob(), Command::Join);
    assert_eq!(
        texts(&replies),
        ["Alice, your challenge is cancelled: **Bob** did not answer within a minute."]
    );
    assert_eq!(replies[0].mentioned(), Some(alice().id));
    assert!(tables.store().load(CHANNEL).unwrap().is_none());
}

#[test]
fn computers_may_be_challenged_alone_or_beside_people() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    // Computers only: the game starts at once.
    let replies = tables.handle(CHANNEL, &alice(), challenge(&[], &[Level::Hard], 0));
    assert_eq!(
        replies[0].text,
        "Alice plays a 2-player game against hard computer.\nHouse rules of this game: standard.\n\
         Rated game: the result changes the players' ratings."
    );
    assert!(replies.iter().any(Reply::is_public_board));
    assert_eq!(
        tables.store().load(CHANNEL).unwrap().unwrap().phase,
        Phase::Playing
    );
    // A person and two computers: a 4-player game, the computers after the people.
    let tables = common::temporary_tables_at(&now);
    let made = one(tables.handle(
        CHANNEL,
        &alice(),
        challenge(&[bob()], &[Level::Easy, Level::Medium], 0),
    ));
    assert!(made.text.starts_with(
        "Alice challenges **Bob** to a 4-player game. Computers play too: easy computer, medium computer.\n"
    ), "{}", made.text);
    tables.handle(CHANNEL, &bob(), Command::Join);
    assert_eq!(
        names(&tables),
        ["Alice", "Bob", "computer Easy", "computer Medium"]
    );
}

#[test]
fn challenges_that_cannot_be_are_refused_in_words_and_open_nothing() {
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    let robot = Invitee {
        id: 99,
        name: "Robo".into(),
        bot: true,
    };
    let cases = [
        (challenge(&[], &[], 0), "Name someone to challenge: up to five people, or computers."),
        (challenge(&[alice()], &[], 0), "You cannot challenge yourself: name someone else, or a computer."),
        (challenge(&[bob(), bob()], &[], 0), "Bob is named twice."),
        (challenge(&[bob(), carol(), User::new(4, "Dan"), User::new(5, "Eve")], &[], 0),
            "That makes 5 players with you; a game has 2, 3, 4 or 6."),
        (challenge(&[bob()], &[], 1441), "The time to answer is 1 to 1440 minutes."),
        (Command::Challenge(Challenge { people: vec![robot], ..Challenge::default() }),
            "Robo is an app and cannot answer a challenge; to play a computer, give `computers`."),
        (Command::Challenge(Challenge { people: vec![invitee(&bob())], typed: "fast".into(), ..Challenge::default() }),
            "`fast` is not a house rule. Known: preset, unused_points, foreign_points, anti_spoiling, long_jumps, leave_target, first_player, turn_order, move_limit, placements, turn_timeout, abandon, teams, computer_time, takeback, hints, theme."),
    ];
    for (command, expected) in cases {
        let refused = one(tables.handle(CHANNEL, &alice(), command));
        assert_eq!(refused.kind, ReplyKind::Refusal);
        assert_eq!(refused.text, expected);
        assert!(tables.store().load(CHANNEL).unwrap().is_none());
    }
    // Typed house rules are read as `new` reads them.
    tables.handle(
        CHANNEL,
        &alice(),
        Command::Challenge(Challenge {
            people: vec![invitee(&bob())],
            typed: "preset=fast turn_timeout=24h".into(),
            ..Challenge::default()
        }),
    );
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    assert!(record.rules.long_jumps);
    assert_eq!(record.rules.turn_timeout, 24 * 3600);
}

#[test]
fn a_challenge_survives_a_restart_of_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let now = Arc::new(AtomicU64::new(START));
    let open = |now: &Arc<AtomicU64>| {
        let now = now.clone();
        Tables::shared(Arc::new(common::reopen(dir.path())))
            .seeded(0)
            .with_clock(move || now.load(Ordering::SeqCst))
    };
    {
        let tables = open(&now);
        tables.handle(CHANNEL, &alice(), challenge(&[bob()], &[], 0));
    }
    let tables = open(&now);
    let replies = tables.handle(CHANNEL, &bob(), Command::Join);
    assert_eq!(
        replies[0].text,
        "Bob accepted: everyone is in, and the game begins."
    );
}

#[test]
fn the_console_says_challenges_are_for_discord() {
    let out = common::console_output(&common::tables(), "challenge bob\nquit\n");
    assert!(
        out.contains(
            "There is nobody else here to challenge: challenges are for Discord \
             (`/checkers challenge`, or the Apps menu on a person)."
        ),
        "{out}"
    );
}

/// A casual challenge's rematch stays casual (a takeback or hint would not carry over,
/// a choice at the start does).
#[test]
fn a_casual_challenges_rematch_stays_casual() {
    use checkers_bot::table::{AfterGame, Input, TurnKey};
    let now = Arc::new(AtomicU64::new(START));
    let tables = common::temporary_tables_at(&now);
    tables.handle(
        CHANNEL,
        &alice(),
        Command::Challenge(Challenge {
            people: vec![invitee(&bob())],
            settings: vec![("rated".into(), "off".into())],
            ..Challenge::default()
        }),
    );
    tables.handle(CHANNEL, &bob(), Command::Join);
    assert!(tables.store().load(CHANNEL).unwrap().unwrap().casual);
    tables.handle(CHANNEL, &bob(), Command::Resign { confirmed: true });
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(record.phase, Phase::Finished);
    let key: TurnKey = tables.turn_view(CHANNEL, None).expect("a view").key;
    for who in [alice(), bob()] {
        tables.reply(
            CHANNEL,
            None,
            Some(&who),
            &Input::AfterGame {
                key,
                what: AfterGame::Rematch,
            },
        );
    }
    let rematch = tables.store().load(CHANNEL).unwrap().unwrap();
    assert_eq!(rematch.phase, Phase::Playing, "the rematch began");
    assert!(rematch.casual, "still casual");
}
