//! The Discord adapter end to end (`tests/discord_harness`): playing by slash commands
//! and typed moves, the pings of a board, refusals, autocomplete, a game stranded on the
//! computer's turn, takebacks and hints by button, and a team game.

use crate::common;
use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::table::Tables;
use common::{mv, new_game_with};
use discord_harness::{
    buttons, fail, players, two_player_game, Harness, Lobby, Setup, ALICE, ALICE_ID, BOB, BOB_ID,
    CAROL, PNG_SIGNATURE, QUIET, WAIT,
};
use fake_discord::{FakeUser, Place, CHANNEL_ID, INTENT_MESSAGE_CONTENT};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------
// Playing

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_and_a_typed_move_post_the_board_pinging_only_the_next_player() {
    let bot = Harness::start(Setup::default()).await;
    let identify = bot.fake.identifies().pop().unwrap_or_default();
    assert_ne!(
        identify["intents"].as_u64().unwrap_or(0) & INTENT_MESSAGE_CONTENT,
        0,
        "asks for message content"
    );
    let created = bot.slash(&ALICE, "new", players(2)).await;
    assert!(
        !created.ephemeral() && created.files.is_empty() && !created.deferred,
        "lobby announcement: {}",
        created.message
    );
    created.assert_pings_only(&[]);
    let joined = bot.slash(&BOB, "join", json!([])).await;
    joined.assert_pings_only(&[]);
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    let (mover, waiter, first_move) = match started.pinged() {
        Some(ALICE_ID) => (ALICE, BOB, "d2 e7"),
        Some(BOB_ID) => (BOB, ALICE, "n2 m7"),
        other => fail(&format!("start pings {other:?}, not a player"), &bot.fake),
    };
    started.assert_pings_only(&[mover.id]);
    assert!(started.content().contains(&format!("<@{}>", mover.id)));

    // The player to move types a legal move: the new board, pinging only the next player.
    let moved = bot.typed(&mover, first_move).await;
    moved.assert_board();
    moved.assert_pings_only(&[waiter.id]);
    assert_eq!(
        bot.turns(),
        vec![first_move.replace(' ', "-")],
        "the move is on disk when the board is posted"
    );
    // Conversation is not answered.
    let from = bot.fake.requests().len();
    bot.fake.dispatch(
        "MESSAGE_CREATE",
        fake_discord::message_create(bot.fake.next_id(), &waiter, "good move!"),
    );
    let posted = bot.fake.wait_for(from, QUIET, |r| r.method == "POST").await;
    assert!(posted.is_none(), "chat is not answered");
    bot.stop().await;
}

/// The database as a bot killed while the computer thought leaves it: Alice's `d2 e7`
/// against a computer is stored, and the computer is to move.
fn stranded_on_the_computer(tables: &Tables) {
    use checkers_bot::table::{Command, User};
    let alice = User::new(ALICE_ID, ALICE.name);
    let settings = [("first_player", "creator"), ("computer_time", "200ms")];
    tables.handle(CHANNEL_ID, &alice, new_game_with(2, &settings));
    tables.handle(
        CHANNEL_ID,
        &alice,
        Command::AddComputer(checkers_bot::ai::Level::Hard),
    );
    tables.handle(CHANNEL_ID, &alice, Command::Start);
    tables.handle(CHANNEL_ID, &alice, mv("d2 e7"));
    let store = tables.store();
    let mut record = store.load(CHANNEL_ID).unwrap().unwrap();
    assert_eq!(record.turns.len(), 2, "{:?}", record.turns);
    record.turns.pop();
    // Due at once, as the write before the computer thought left it.
    record.due = Some(record.turn_started);
    let revision = record.revision;
    store.save(CHANNEL_ID, Some(revision), &mut record).unwrap();
}

/// `/checkers leave` during a game names `resign`; `/checkers resign` asks first, only the
/// resigner sees it, with a Confirm button only they may press: another's press is
/// refused and changes nothing, theirs resigns them and the channel gets the result. The
/// creator's `/checkers abort` of a game under way asks the same way; confirmed, the game
/// is kept as aborted; a Confirm of a game the channel no longer has does nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_and_abort_ask_first_with_a_confirm_button_only_the_asker_can_press() {
    let bot = Harness::start(Setup::default()).await;
    let (first, second, _, _) = two_player_game(&bot).await;
    let left = bot.slash(&second, "leave", json!([])).await;
    left.assert_private_refusal();
    assert_eq!(
        left.content(),
        "The game is under way: `leave` gives up a seat only before the start. To give up \
         now, use `resign` (it asks first)."
    );
    let asked = bot.slash(&second, "resign", json!([])).await;
    assert!(
        asked.ephemeral(),
        "only the resigner sees it: {}",
        asked.message
    );
    asked.assert_pings_only(&[]);
    assert_eq!(
        asked.content(),
        "Resign from this game? You will rank after every player still in it, and it cannot \
         be undone. Press **Confirm** to resign."
    );
    let shown = buttons(&asked.message);
    assert_eq!(shown.len(), 1, "{}", asked.message);
    let (label, id, _) = &shown[0];
    assert_eq!(label, "Confirm");
    assert!(
        id.starts_with("checkers-confirm:resign:") && id.ends_with(&format!(":{}", second.id)),
        "{id}"
    );
    let playing = || bot.record(CHANNEL_ID).map(|r| r.phase);
    assert_eq!(playing(), Some(checkers_bot::store::Phase::Playing));
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    let other = bot.press(&first, &question, "Confirm").await;
    other.assert_private_refusal();
    assert_eq!(
        other.content(),
        "Only the member who asked can answer this."
    );
    assert_eq!(playing(), Some(checkers_bot::store::Phase::Playing));
    let done = bot.press(&second, &question, "Confirm").await;
    assert_eq!(done.content(), "Done: the channel has been told.");
    assert!(buttons(&done.message).is_empty(), "{}", done.message);
    let news = bot.channel_post(&done, CHANNEL_ID).await;
    news.assert_board();
    // Names as seated (a member's name in the server), made safe to show.
    let record = bot.record(CHANNEL_ID).expect("the finished game");
    let seated = |user: &FakeUser| {
        record
            .seats
            .iter()
            .find_map(|o| match o {
                checkers_bot::store::Occupant::Human { id, name } if *id == user.id => {
                    Some(checkers_bot::table::safe(name))
                }
                _ => None,
            })
            .unwrap_or_default()
    };
    assert_eq!(
        news.content(),
        format!(
            "{second} resigned.\nGame over — only one player is left.\n1. {first}\n\
             2. {second} (resigned)\nNot rated: every player must make at least 2 moves.",
            first = seated(&first),
            second = seated(&second)
        )
    );
    assert_eq!(playing(), Some(checkers_bot::store::Phase::Finished));
    // Pressed again: the game has ended, nothing is done.
    let again = bot.press(&second, &question, "Confirm").await;
    again.assert_private_refusal();
    assert_eq!(
        again.content(),
        "That question was about a game that has ended or been replaced since: nothing was \
         done."
    );

    // Abort: a new game; the creator is asked, and Confirm ends it, kept as aborted.
    two_player_game(&bot).await;
    let asked = bot.slash(&ALICE, "abort", json!([])).await;
    assert!(asked.ephemeral(), "{}", asked.message);
    assert_eq!(
        asked.content(),
        "End this game for everyone? It will be kept in `/checkers-ratings history` as aborted, not \
         rated. Press **Confirm** to end it."
    );
    assert_eq!(playing(), Some(checkers_bot::store::Phase::Playing));
    let abort = bot.lobby_of(&asked, Place::CHANNEL);
    let done = bot.press(&ALICE, &abort, "Confirm").await;
    assert_eq!(done.content(), "Done: the channel has been told.");
    let news = bot.channel_post(&done, CHANNEL_ID).await;
    assert_eq!(news.content(), "The game was aborted by alice.");
    assert_eq!(playing(), None);
    let kept = bot.tables.store().kept_game(2).unwrap().expect("kept");
    assert!(kept.aborted && !kept.rated, "{kept:?}");
    // The first question again: its game is gone, nothing is done.
    let stale = bot.press(&second, &question, "Confirm").await;
    stale.assert_private_refusal();
    assert_eq!(
        stale.content(),
        "That question was about a game that has ended or been replaced since: nothing was \
         done."
    );
    bot.stop().await;
}

/// A game left on the computer's turn by a bot that was killed while it thought: the
/// restarted bot plays the computer's move as it starts, once, and posts the board in
/// the channel, pinging Alice, whose turn it is again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_stranded_on_the_computers_turn_is_played_on_when_the_bot_starts() {
    let bot = Harness::start(Setup {
        prepare: Some(stranded_on_the_computer),
        ..Setup::default()
    })
    .await;
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let Some((at, post)) = bot
        .fake
        .wait_for(0, WAIT, |r| r.is("POST", &path) && r.status < 300)
        .await
    else {
        fail("the computer's move was never posted", &bot.fake)
    };
    let content = post
        .json
        .as_ref()
        .map_or("", |j| j["content"].as_str().unwrap_or(""));
    assert!(content.contains("played `"), "{content}");
    assert!(content.contains(&format!("<@{ALICE_ID}>")), "{content}");
    assert_eq!(post.files.len(), 1, "the board");
    assert_eq!(post.files[0].bytes[..8], PNG_SIGNATURE);
    assert_eq!(bot.turns().len(), 2, "{:?}", bot.turns());
    assert_eq!(bot.turns()[0], "d2-e7");
    // Played once: no second post of a computer's move.
    let again = bot
        .fake
        .wait_for(at + 1, QUIET, |r| r.is("POST", &path))
        .await;
    assert!(again.is_none(), "posted twice");
    bot.stop().await;
}

/// A typed move that the computers take a while to answer shows the bot typing in the
/// channel (Discord's Trigger Typing Indicator) before the board comes; a quick answer
/// does not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_the_computer_thinks_about_shows_the_bot_typing() {
    let bot = Harness::start(Setup {
        defer_after: std::time::Duration::from_millis(300),
        ..Setup::default()
    })
    .await;
    let settings = [("first_player", "creator"), ("computer_time", "2s")];
    let alice = checkers_bot::table::User::new(ALICE_ID, ALICE.name);
    for command in [
        new_game_with(2, &settings),
        checkers_bot::table::Command::AddComputer(checkers_bot::ai::Level::Hard),
        checkers_bot::table::Command::Start,
    ] {
        bot.tables.handle(CHANNEL_ID, &alice, command);
    }
    let from = bot.fake.requests().len();
    let moved = bot.typed(&ALICE, "d2 e7").await;
    moved.assert_board();
    let typing = format!("/channels/{CHANNEL_ID}/typing");
    let requests = bot.fake.requests();
    let typed_at = requests[from..]
        .iter()
        .position(|r| r.is("POST", &typing))
        .unwrap_or_else(|| fail("no typing indicator", &bot.fake));
    assert!(
        from + typed_at < moved.index,
        "typing shows before the board"
    );
    assert_eq!(bot.turns().len(), 2, "{:?}", bot.turns());
    // A move that is not legal is refused at once: no typing.
    let from = bot.fake.requests().len();
    bot.typed(&ALICE, "a1 i5").await;
    let quick = bot.fake.requests()[from..]
        .iter()
        .any(|r| r.is("POST", &typing));
    assert!(!quick, "a quick answer shows no typing");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_user_moves_are_refused_to_the_sender_only_and_change_nothing() {
    // Case `wrong-user`: while A is to move, player B and spectator C each try a legal
    // move for A's pegs; B also tries a legal move for B's own pegs. All refused, to the
    // sender only; board, turn and store unchanged.
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, movers_move, waiters_move) = two_player_game(&bot).await;
    let before = bot.record(CHANNEL_ID).expect("a game");
    let from = bot.fake.requests().len();
    for (who, text) in [
        (&waiter, movers_move),
        (&CAROL, movers_move),
        (&waiter, waiters_move),
    ] {
        bot.typed(who, text).await.assert_private_refusal();
        let slashed = bot
            .slash(
                who,
                "move",
                json!([{ "name": "text", "type": 3, "value": text }]),
            )
            .await;
        slashed.assert_private_refusal();
    }
    assert_eq!(
        bot.record(CHANNEL_ID),
        Some(before),
        "store unchanged (same revision, turns, seats)"
    );
    let boards = bot.fake.requests()[from..]
        .iter()
        .filter(|r| !r.files.is_empty())
        .count();
    assert_eq!(boards, 0, "no board was posted");
    // The player to move still moves.
    bot.typed(&mover, movers_move).await.assert_board();
    assert_eq!(bot.turns().len(), 1);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mentions_ping_only_the_player_to_move_never_names_or_move_text() {
    // Case `mentions`: Bob's display name is `@everyone`, Carol's a role mention; move
    // text carries a role mention and `@everyone`. Only the player to move is pinged.
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, movers_move, _) = two_player_game(&bot).await;
    let joined_text: Vec<String> = bot
        .fake
        .requests()
        .iter()
        .filter_map(|r| r.json.as_ref())
        .filter_map(|j| {
            j.get("content")
                .or_else(|| j.pointer("/data/content"))
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .collect();
    assert!(
        joined_text.iter().any(|t| t.contains("everyone")),
        "bob's name is shown: {joined_text:?}"
    );
    let odd = bot
        .slash(
            &waiter,
            "move",
            json!([{ "name": "text", "type": 3, "value": "<@&123> @everyone" }]),
        )
        .await;
    odd.assert_private_refusal();
    let carol = bot
        .slash(
            &CAROL,
            "move",
            json!([{ "name": "text", "type": 3, "value": "@here d2 e7" }]),
        )
        .await;
    carol.assert_private_refusal();
    let moved = bot.typed(&mover, movers_move).await;
    moved.assert_pings_only(&[waiter.id]);
    let status = bot.slash(&CAROL, "status", json!([])).await;
    status.assert_pings_only(&[]);
    let board = bot.slash(&CAROL, "board", json!([])).await;
    board.assert_board();
    board.assert_pings_only(&[]);
    // `stop` checks every message the bot sent: at most one player pinged, never a
    // name or move text read as a ping.
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_the_movers_legal_moves_filtered_by_what_is_typed() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, _, _) = two_player_game(&bot).await;
    let all = bot.autocomplete(&mover, "").await;
    // The standard 2-player start has 14 legal moves (docs/notation.md).
    assert_eq!(all.len(), 14, "{all:?}");
    let start = if mover.id == ALICE.id { "d2" } else { "n2" };
    let some = bot.autocomplete(&mover, start).await;
    assert!(
        !some.is_empty() && some.iter().all(|m| m.starts_with(start)),
        "{some:?}"
    );
    assert!(some.len() < all.len());
    let chain = all.iter().find(|m| m.matches('-').count() >= 1).cloned();
    let chosen = chain.unwrap_or_else(|| fail("no moves", &bot.fake));
    let upper = chosen.to_uppercase().replace('-', " ");
    assert!(
        bot.autocomplete(&mover, &upper).await.contains(&chosen),
        "any case and separators"
    );
    assert!(
        bot.autocomplete(&waiter, "").await.is_empty(),
        "only the mover"
    );
    assert!(bot.autocomplete(&CAROL, "").await.is_empty());
    // A suggestion is accepted as the move.
    let played = bot
        .slash(
            &mover,
            "move",
            json!([{ "name": "text", "type": 3, "value": chosen }]),
        )
        .await;
    played.assert_board();
    assert_eq!(bot.turns(), vec![chosen]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Takebacks and hints

/// A 2-player game where the first player has moved: (mover, waiter, the move as stored)
/// and the takeback request the mover then asked for, with its Accept and Decline buttons.
async fn takeback_asked(bot: &Harness) -> (FakeUser, FakeUser, String, Lobby) {
    let (mover, waiter, first_move, _) = two_player_game(bot).await;
    bot.typed(&mover, first_move).await.assert_board();
    let stored = first_move.replace(' ', "-");
    let asked = bot.slash(&mover, "takeback", json!([])).await;
    assert!(!asked.ephemeral(), "{}", asked.message);
    asked.assert_pings_only(&[]);
    assert!(
        asked
            .content()
            .contains(&format!(" asks to take back the move {stored}.")),
        "{}",
        asked.content()
    );
    let labels: Vec<String> = buttons(&asked.message)
        .into_iter()
        .map(|(l, _, _)| l)
        .collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let request = bot.lobby_of(&asked, Place::CHANNEL);
    (mover, waiter, stored, request)
}

/// On Discord a takeback request points at its Accept and Decline buttons, not at the
/// console's typed `takeback accept` (typed words are not read there, and
/// `/checkers takeback` takes no answer); so does the refusal of a second request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_request_on_discord_points_at_its_buttons() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, first_move, _) = two_player_game(&bot).await;
    bot.typed(&mover, first_move).await.assert_board();
    let asked = bot.slash(&mover, "takeback", json!([])).await;
    let content = asked.content();
    assert!(
        content.ends_with(
            ": press **Accept** or **Decline** below within 60 seconds (no answer counts as \
             declined)."
        ),
        "{content}"
    );
    assert!(!content.contains("takeback accept"), "{content}");
    let again = bot.slash(&waiter, "takeback", json!([])).await;
    again.assert_private_refusal();
    assert!(
        again.content().ends_with(
            " asked to take back their move: answer with the **Accept** or **Decline** \
             button under the request."
        ),
        "{}",
        again.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_accepted_by_button_takes_the_move_back() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, stored, request) = takeback_asked(&bot).await;
    assert_eq!(bot.turns(), std::slice::from_ref(&stored));
    // The player who asked and a spectator cannot answer: refused, ephemeral.
    for who in [&mover, &CAROL] {
        let refused = bot.press(who, &request, "Accept").await;
        refused.assert_private_refusal();
    }
    assert_eq!(bot.turns(), std::slice::from_ref(&stored));
    let accepted = bot.press(&waiter, &request, "Accept").await;
    assert_eq!(
        accepted.kind, 7,
        "the request is redrawn: {}",
        accepted.message
    );
    assert!(
        accepted.content().ends_with(" accepted."),
        "{}",
        accepted.content()
    );
    assert!(
        buttons(&accepted.message).is_empty(),
        "answered: no buttons"
    );
    let board = bot.followup(&accepted).await;
    board.assert_board();
    board.assert_pings_only(&[mover.id]);
    assert!(
        board
            .content()
            .starts_with(&format!("Taken back: {stored}, the move of ")),
        "{}",
        board.content()
    );
    assert!(bot.turns().is_empty(), "the move is gone from the store");
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| r.casual));
    // The old buttons answer nothing any more.
    bot.press(&waiter, &request, "Decline")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_declined_by_button_leaves_the_move() {
    let bot = Harness::start(Setup::default()).await;
    let (_, waiter, stored, request) = takeback_asked(&bot).await;
    let declined = bot.press(&waiter, &request, "Decline").await;
    assert_eq!(declined.kind, 7, "{}", declined.message);
    assert!(
        declined.content().contains(" declined: the move of "),
        "{}",
        declined.content()
    );
    assert!(buttons(&declined.message).is_empty());
    declined.assert_pings_only(&[]);
    assert_eq!(bot.turns(), [stored]);
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| !r.casual));
    bot.press(&waiter, &request, "Accept")
        .await
        .assert_private_refusal();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_private_with_its_board_and_can_be_played() {
    let bot = Harness::start(Setup::default()).await;
    let (mover, waiter, _, _) = two_player_game(&bot).await;
    let refused = bot.slash(&waiter, "hint", json!([])).await;
    refused.assert_private_refusal();
    // The game is rated: the first hint asks first, privately, with a Confirm button;
    // the asker's press turns the question into the hint.
    let asked = bot.slash(&mover, "hint", json!([])).await;
    assert!(asked.ephemeral(), "{}", asked.message);
    assert_eq!(
        asked.content(),
        "This game is rated: a hint makes it casual (not rated) for everyone, and that cannot \
         be undone. Press **Confirm** to take one."
    );
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| !r.casual));
    let question = bot.lobby_of(&asked, Place::CHANNEL);
    bot.press(&waiter, &question, "Confirm")
        .await
        .assert_private_refusal();
    let hint = bot.press(&mover, &question, "Confirm").await;
    assert!(buttons(&hint.message).is_empty(), "{}", hint.message);
    hint.assert_board();
    hint.assert_pings_only(&[]);
    let content = hint.content();
    let chain = content
        .strip_prefix("Hint (hard): play `")
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| fail(&format!("not a hint: {content}"), &bot.fake));
    assert!(bot.turns().is_empty(), "a hint plays nothing");
    assert!(bot.record(CHANNEL_ID).is_some_and(|r| r.casual));
    // The hint is a legal move: played as typed, it is the game's first move.
    let played = bot.typed(&mover, chain).await;
    played.assert_board();
    played.assert_pings_only(&[waiter.id]);
    assert_eq!(bot.turns(), [chain.to_string()]);
    bot.stop().await;
}

// ---------------------------------------------------------------------------------------
// Team play and the solitaire challenge

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_game_names_its_teams_and_solo_answers_by_slash_command() {
    let bot = Harness::start(Setup::default()).await;
    let options = json!([
        { "name": "players", "type": 4, "value": 2 },
        { "name": "teams", "type": 5, "value": true }
    ]);
    let created = bot.slash(&ALICE, "new", options).await;
    assert!(!created.ephemeral(), "{}", created.message);
    assert!(
        created.content().contains("teams=on"),
        "{}",
        created.content()
    );
    for _ in 0..3 {
        bot.slash(&ALICE, "add-computer", json!([])).await;
    }
    let started = bot.slash(&ALICE, "start", json!([])).await;
    started.assert_board();
    assert!(
        started.content().contains(
            "Teams: alice (red) and Computer 3 (green) · Computer 2 (yellow) and Computer 4 (purple)"
        ),
        "{}",
        started.content()
    );
    started.assert_pings_only(&[ALICE_ID]);
    let board = bot
        .slash(
            &BOB,
            "solo",
            // A choice is sent as its index: start, board, computer.
            json!([{ "name": "view", "type": 4, "value": 1 }]),
        )
        .await;
    assert_eq!(
        board.content(),
        "Nobody has crossed here yet: `solo` starts a crossing (the proven best is 27 moves)."
    );
    // A crossing cannot start over the team game.
    let refused = bot.slash(&BOB, "solo", json!([])).await;
    assert!(refused.ephemeral(), "{}", refused.message);
    bot.stop().await;
}

/// The message that carries the stale request's buttons in the test below.
const STALE_REQUEST: u64 = 940_000_000_000_000_777;

/// The database as a bot stopped during a takeback request leaves it: Alice asked Bob to
/// take her move back two minutes ago, her request's buttons are on message
/// [`STALE_REQUEST`], and nobody answered.
fn takeback_left_open(tables: &Tables) {
    use checkers_bot::table::{Command, User};
    let alice = User::new(ALICE_ID, ALICE.name);
    let bob = User::new(BOB_ID, BOB.name);
    let settings = [("first_player", "creator")];
    tables.handle(CHANNEL_ID, &alice, new_game_with(2, &settings));
    tables.handle(CHANNEL_ID, &bob, Command::Join);
    tables.handle(CHANNEL_ID, &alice, Command::Start);
    tables.handle(CHANNEL_ID, &alice, mv("d2 e7"));
    let asked = tables.handle(CHANNEL_ID, &alice, Command::Takeback);
    assert!(asked[0].text.contains("**Accept**"), "{:?}", asked[0].text);
    let (id, waiting) = tables
        .takeback_request(CHANNEL_ID)
        .expect("an open request");
    assert_eq!(waiting, [BOB_ID]);
    tables.record_takeback_message(CHANNEL_ID, id, STALE_REQUEST);
    let store = tables.store();
    let mut record = store.load(CHANNEL_ID).unwrap().unwrap();
    let request = record.takeback.as_mut().unwrap();
    assert_eq!(request.message, STALE_REQUEST);
    request.asked -= 120;
    // Its due time moves with it (the timers' index).
    record.due = record.due.map(|due| due - 120);
    let revision = record.revision;
    store.save(CHANNEL_ID, Some(revision), &mut record).unwrap();
}

/// A takeback request whose time ran out while the bot was stopped ends as the bot
/// starts: the channel is told the move stands, and the request's message loses its
/// Accept and Decline buttons (no timer of the new process knew it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_request_left_by_a_stopped_bot_ends_and_loses_its_buttons_at_the_start() {
    let bot = Harness::start(Setup {
        prepare: Some(takeback_left_open),
        ..Setup::default()
    })
    .await;
    let edit = format!("/channels/{CHANNEL_ID}/messages/{STALE_REQUEST}");
    let Some((_, edited)) = bot
        .fake
        .wait_for(0, WAIT, |r| r.is("PATCH", &edit) && r.status < 300)
        .await
    else {
        fail("the stale request kept its buttons", &bot.fake)
    };
    let body = edited.json.unwrap_or_default();
    assert_eq!(body["components"], json!([]), "{body}");
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let Some((_, news)) = bot
        .fake
        .wait_for(0, WAIT, |r| r.is("POST", &path) && r.status < 300)
        .await
    else {
        fail("the request's end was not told", &bot.fake)
    };
    let news = news.json.unwrap_or_default();
    assert_eq!(
        news["content"],
        format!("No answer in time: the move of {} stands.", ALICE.name)
    );
    let record = bot.record(CHANNEL_ID).unwrap();
    let request = record
        .takeback
        .expect("kept, so the move is not asked about again");
    assert!(request.waiting.is_empty());
    assert_eq!(bot.turns(), ["d2-e7"]);
    bot.stop().await;
}
