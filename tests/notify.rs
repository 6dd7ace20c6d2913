//! `notify`: a direct message at a person's turn (docs/playing.md, "Turn messages"). The
//! table adds it to the replies of the input that made it their turn, when they asked
//! for it and did not make that input; the console has none.

use crate::common;

use checkers_bot::i18n::FrontEnd;
use checkers_bot::store::ChannelSetting;
use checkers_bot::table::{Command, Reply, ReplyKind};
use common::{alice, bob, computer_game, mv, one, tables, texts, two_player_game};

/// The direct messages among `replies`: whom each is for, in which channel.
fn directs(replies: &[Reply]) -> Vec<(u64, u64)> {
    replies
        .iter()
        .filter_map(|r| match r.kind {
            ReplyKind::Direct { channel, user } => Some((channel, user)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_person_who_asked_gets_a_direct_message_with_the_board_when_it_becomes_their_turn() {
    let tables = tables();
    let on = one(tables.handle(9, &bob(), Command::Notify(Some(true))));
    assert!(on.private);
    assert_eq!(
        on.text,
        "From now on you get a direct message when it is your turn, in every game. Use \
         `notify` again to turn it off."
    );
    let asked = one(tables.handle(9, &bob(), Command::Notify(None)));
    assert_eq!(asked.text, on.text, "`notify` alone says it is on");
    assert_eq!(
        tables
            .store()
            .load_setting(ChannelSetting::Notify, bob().id)
            .unwrap(),
        Some("on".to_string()),
        "kept by user id"
    );
    two_player_game(&tables, 1);
    let replies = tables.handle(1, &alice(), mv("d2 e7"));
    assert_eq!(directs(&replies), [(1, bob().id)], "{:?}", texts(&replies));
    let board = replies.iter().find(|r| r.is_public_board()).unwrap();
    let direct = replies.last().unwrap();
    assert!(direct.private);
    assert_eq!(
        direct.text,
        format!("Your turn in Chinese Checkers:\n{}", board.text)
    );
    assert!(
        direct.text.ends_with("Move 2: Bob, your turn (green)."),
        "{}",
        direct.text
    );
    assert_eq!(direct.image, board.image, "the same board");
    assert_eq!(direct.mention, None, "a direct message pings nobody");

    // Alice did not ask: her turn brings no message; Bob's own move neither.
    let replies = tables.handle(1, &bob(), mv("n2 m7"));
    assert!(
        replies.iter().any(Reply::is_public_board),
        "{:?}",
        texts(&replies)
    );
    assert!(directs(&replies).is_empty(), "{:?}", texts(&replies));
    let off = one(tables.handle(9, &bob(), Command::Notify(Some(false))));
    assert_eq!(
        off.text,
        "Turn messages are off: no direct message when it is your turn."
    );
    let replies = tables.handle(1, &alice(), mv("e7 f7"));
    assert!(
        replies.iter().any(Reply::is_public_board),
        "{:?}",
        texts(&replies)
    );
    assert!(directs(&replies).is_empty(), "{:?}", texts(&replies));
}

/// Against the computer the person's own move brings their turn back: they are at the
/// table, so no message.
#[test]
fn no_message_for_the_turn_that_comes_back_to_the_one_who_moved() {
    let tables = tables();
    one(tables.handle(3, &alice(), Command::Notify(Some(true))));
    computer_game(&tables, 3);
    let replies = tables.handle(3, &alice(), mv("d2 e7"));
    assert!(replies
        .iter()
        .any(checkers_bot::table::Reply::is_public_board));
    assert!(directs(&replies).is_empty(), "{:?}", texts(&replies));
}

/// A refused direct message turns `notify` off and the channel is told once, pinging
/// the person; `forget-me` turns it off too.
#[test]
fn a_refused_message_turns_notify_off_and_the_channel_is_told_once() {
    let tables = tables();
    one(tables.handle(1, &bob(), Command::Notify(Some(true))));
    let told = tables.notify_refused(1, bob().id);
    let [told] = told.as_slice() else {
        panic!("one post: {:?}", texts(&told))
    };
    assert!(!told.private);
    assert_eq!(told.mentioned(), Some(bob().id));
    assert_eq!(
        told.text_with(|id| format!("<@{id}>")),
        format!(
            "<@{}>, I cannot send you direct messages, so your turn messages are now off. \
             Allow direct messages from this server's members, then use `notify` again.",
            bob().id
        )
    );
    assert!(tables.notify_refused(1, bob().id).is_empty(), "told once");
    assert_eq!(
        tables
            .store()
            .load_setting(ChannelSetting::Notify, bob().id)
            .unwrap(),
        None
    );

    one(tables.handle(1, &alice(), Command::Notify(Some(true))));
    tables.handle(1, &alice(), Command::ForgetMe { confirmed: true });
    assert_eq!(
        tables
            .store()
            .load_setting(ChannelSetting::Notify, alice().id)
            .unwrap(),
        None,
        "forget-me forgets it"
    );
}

/// The console has no direct messages: `notify` says so and changes nothing.
#[test]
fn the_console_has_no_direct_messages() {
    let tables = tables();
    tables.set_front_end(FrontEnd::Console);
    let r = one(tables.handle(1, &alice(), Command::Notify(Some(true))));
    assert_eq!(
        r.text,
        "There are no direct messages here: `notify`, `follow` and `digest` are for Discord."
    );
    assert_eq!(
        tables
            .store()
            .load_setting(ChannelSetting::Notify, alice().id)
            .unwrap(),
        None
    );
    assert_eq!(
        Command::parse("notify maybe"),
        Err(checkers_bot::table::UnknownCommand::NotifyUsage)
    );
    assert_eq!(
        Command::parse("notify OFF"),
        Ok(Some(Command::Notify(Some(false))))
    );
}

/// A turn that comes to a person by the timers (the one before ran out of time, and the
/// computer played that seat on) brings their direct message too.
#[test]
fn a_turn_brought_by_the_timers_sends_the_direct_message() {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let clock = now.clone();
    let tables = tables().with_clock(move || clock.load(Ordering::SeqCst));
    one(tables.handle(9, &bob(), Command::Notify(Some(true))));
    let settings = [("first_player", "creator"), ("turn_timeout", "5m")];
    one(tables.handle(1, &alice(), common::new_game_with(3, &settings)));
    one(tables.handle(1, &bob(), Command::Join));
    one(tables.handle(1, &common::carol(), Command::Join));
    tables.handle(1, &alice(), Command::Start);
    assert!(tables.tick_all().is_empty());
    now.store(1_800_000_300, Ordering::SeqCst);
    let fired = tables.tick_all();
    let [(1, replies)] = fired.as_slice() else {
        panic!("one channel: {fired:?}")
    };
    assert!(
        replies[0].text.starts_with("Alice ran out of time."),
        "{}",
        replies[0].text
    );
    assert_eq!(directs(replies), [(1, bob().id)], "{:?}", texts(replies));
}
