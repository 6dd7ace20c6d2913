//! `follow` (docs/playing.md, "Following a game"): a person who is not seated gets a
//! direct message with the board after moves, at most one a minute, the moves in between
//! told together; the last one tells the result, and following ends with the game.

use crate::common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::store::{SledStore, Store};
use checkers_bot::table::{
    game_of, Command, FrontEnd, Reply, ReplyKind, Tables, User, FOLLOW_EVERY,
};
use common::{alice, bob, carol, new_game_with, one, texts};

const CHANNEL: u64 = 7;
/// When the game begins (seconds since the Unix epoch).
const START: u64 = 1_800_000_000;

fn dave() -> User {
    User::new(4, "Dave")
}

/// The first legal move of the player to move, played by them.
fn play_one(tables: &Tables) -> Vec<Reply> {
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    let game = game_of(&record).unwrap();
    let seat = game.to_move().unwrap();
    let user = if seat.index() == 0 { alice() } else { bob() };
    let mv = game.legal_moves()[0];
    tables.handle(
        CHANNEL,
        &user,
        Command::Move(format!("{} {}", mv.from, mv.to)),
    )
}

/// The direct messages the timers send now, to `user`.
fn tick_for(tables: &Tables, user: u64) -> Vec<Reply> {
    tables
        .tick_all()
        .into_iter()
        .flat_map(|(_, replies)| replies)
        .filter(|r| matches!(r.kind, ReplyKind::Direct { user: u, .. } if u == user))
        .collect()
}

#[test]
fn a_follower_gets_the_moves_at_most_once_a_minute_and_the_result_last() {
    let now = Arc::new(AtomicU64::new(START));
    let store: Arc<dyn Store> = Arc::new(SledStore::temporary().unwrap());
    let tables = common::tables_at(store, &now);
    one(tables.handle(
        CHANNEL,
        &alice(),
        new_game_with(2, &[("first_player", "creator")]),
    ));
    // Nothing to follow in a channel without a game... but a lobby may be followed.
    let nothing = one(tables.handle(CHANNEL + 1, &carol(), Command::Follow(true)));
    assert_eq!(nothing.text, "No game is being played here to follow.");
    one(tables.handle(CHANNEL, &bob(), Command::Join));
    tables.handle(CHANNEL, &alice(), Command::Start);

    let follows = one(tables.handle(CHANNEL, &carol(), Command::Follow(true)));
    assert!(follows.private);
    assert!(
        follows.text.starts_with("You follow this game now"),
        "{}",
        follows.text
    );
    let again = one(tables.handle(CHANNEL, &carol(), Command::Follow(true)));
    assert_eq!(again.text, "You follow this game already.");
    let seated = one(tables.handle(CHANNEL, &bob(), Command::Follow(true)));
    assert!(
        seated.text.starts_with("You play in this game"),
        "{}",
        seated.text
    );
    // Dave follows, then stops: he is told nothing.
    one(tables.handle(CHANNEL, &dave(), Command::Follow(true)));
    let stopped = one(tables.handle(CHANNEL, &dave(), Command::Follow(false)));
    assert_eq!(stopped.text, "You no longer follow this game.");
    let not = one(tables.handle(CHANNEL, &dave(), Command::Follow(false)));
    assert_eq!(not.text, "You do not follow this game.");
    let followers = |tables: &Tables| tables.store().load(CHANNEL).unwrap().unwrap().followers;
    assert_eq!(followers(&tables).len(), 1);

    // Nothing played yet: nothing to tell.
    assert!(tick_for(&tables, 3).is_empty());
    // Alice moves: Carol's first message goes at the timers' next round.
    play_one(&tables);
    let first = tick_for(&tables, 3);
    assert_eq!(first.len(), 1, "{:?}", texts(&first));
    assert!(
        first[0].text.starts_with("A game you follow:\n"),
        "{}",
        first[0].text
    );
    assert_eq!(
        first[0].text.matches(" played `").count(),
        1,
        "{}",
        first[0].text
    );
    assert!(first[0].image.is_some(), "with the board");
    assert!(tick_for(&tables, 4).is_empty(), "Dave stopped following");

    // Two more moves within the minute: nothing until it is up, then both in one.
    now.store(START + 10, Ordering::SeqCst);
    play_one(&tables);
    now.store(START + 20, Ordering::SeqCst);
    play_one(&tables);
    now.store(START + FOLLOW_EVERY - 1, Ordering::SeqCst);
    assert!(
        tick_for(&tables, 3).is_empty(),
        "not before the minute is up"
    );
    now.store(START + FOLLOW_EVERY, Ordering::SeqCst);
    let folded = tick_for(&tables, 3);
    assert_eq!(folded.len(), 1, "{:?}", texts(&folded));
    assert_eq!(
        folded[0].text.matches(" played `").count(),
        2,
        "{}",
        folded[0].text
    );
    assert!(tick_for(&tables, 3).is_empty(), "told once");

    // The game ends within the next minute: the result goes at once, and following ends.
    now.store(START + FOLLOW_EVERY + 5, Ordering::SeqCst);
    let record = tables.store().load(CHANNEL).unwrap().unwrap();
    let to_move = game_of(&record).unwrap().to_move().unwrap();
    let resigner = if to_move.index() == 0 { alice() } else { bob() };
    tables.handle(CHANNEL, &resigner, Command::Resign { confirmed: true });
    let last = tick_for(&tables, 3);
    assert_eq!(last.len(), 1, "{:?}", texts(&last));
    assert!(last[0].text.contains("Game over"), "{}", last[0].text);
    assert!(
        !last[0].text.contains("Replay"),
        "the board, not the replay: {}",
        last[0].text
    );
    assert!(last[0]
        .image
        .as_ref()
        .is_some_and(|png| png.starts_with(b"\x89PNG")));
    assert!(
        followers(&tables).is_empty(),
        "following ends with the game"
    );
    now.store(START + 10 * FOLLOW_EVERY, Ordering::SeqCst);
    assert!(tick_for(&tables, 3).is_empty());
    // A finished game cannot be followed.
    let over = one(tables.handle(CHANNEL, &carol(), Command::Follow(true)));
    assert_eq!(over.text, "No game is being played here to follow.");
}

/// The console has no direct messages: `follow` says so and changes nothing.
#[test]
fn the_console_cannot_follow() {
    let tables = common::tables();
    tables.set_front_end(FrontEnd::Console);
    common::two_player_game(&tables, CHANNEL);
    let refused = one(tables.handle(CHANNEL, &carol(), Command::Follow(true)));
    assert!(
        refused.text.contains("no direct messages"),
        "{}",
        refused.text
    );
    assert!(tables
        .store()
        .load(CHANNEL)
        .unwrap()
        .unwrap()
        .followers
        .is_empty());
}

/// A follower who does not accept direct messages (Discord's 50007; the adapter reports
/// it through `notify_refused`) stops following the game; nothing is said in the channel
/// when their `notify` was off.
#[test]
fn a_follower_who_refuses_direct_messages_stops_following() {
    let tables = common::tables();
    common::two_player_game(&tables, CHANNEL);
    one(tables.handle(CHANNEL, &carol(), Command::Follow(true)));
    let followers = || tables.store().load(CHANNEL).unwrap().unwrap().followers;
    assert_eq!(followers().len(), 1);
    let said = tables.notify_refused(CHANNEL, carol().id);
    assert!(said.is_empty(), "{:?}", texts(&said));
    assert!(followers().is_empty());
}
