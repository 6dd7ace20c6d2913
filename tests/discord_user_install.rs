//! The app used through a user install in a group direct message (case `user-install`,
//! `tests/discord_harness`): the bot is no member there, and the fake refuses every
//! channel request there as Discord does (403, code 50001 "Missing Access"). Every lobby
//! update and board goes out as an answer to the interaction that caused it, within the
//! follow-ups Discord allows, and nothing calls a channel's endpoint. A turn clock that
//! ran out is announced at the next interaction.

use crate::discord_harness;
use crate::fake_discord;

use checkers_bot::store::Phase;
use discord_harness::{fail, players, Answer, Harness, Setup, ALICE, ALICE_ID, BOB, BOB_ID, QUIET};
use fake_discord::{FakeUser, Place, GROUP_DM_ID};
use serde_json::json;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// No request of the bot went to the group direct message's channel endpoints, and
/// Discord refused none of its requests.
fn assert_nothing_posted_in_the_group_dm(bot: &Harness) {
    let prefix = format!("/channels/{GROUP_DM_ID}");
    for r in bot.fake.requests() {
        assert!(
            !r.path.starts_with(&prefix),
            "{} {} was called where the bot is no member",
            r.method,
            r.path
        );
        assert!(
            r.status < 400,
            "{} {} answered {}",
            r.method,
            r.path,
            r.status
        );
    }
}

/// The follow-ups of interaction `token` (webhook posts), in order.
fn followups(bot: &Harness, token: &str) -> usize {
    let webhook = format!("/webhooks/{}/{token}", fake_discord::APP_ID);
    bot.fake
        .requests()
        .iter()
        .filter(|r| r.is("POST", &webhook))
        .count()
}

/// Alice's `/checkers challenge opponent:bob` in the group DM: its answer.
async fn challenge_bob(bot: &Harness) -> Answer {
    let id = bot.fake.next_id();
    let token = format!("token-{id}");
    let from = bot.fake.requests().len();
    let named = [("opponent", &BOB)];
    let d = fake_discord::slash_command_naming_all_at(
        id,
        &token,
        &ALICE,
        "challenge",
        &named,
        json!([]),
        &Place::GROUP_DM,
    );
    bot.fake.dispatch("INTERACTION_CREATE", d);
    bot.answer(id, &token, from, "/checkers challenge").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_install_to_users_and_servers_for_every_context() {
    let bot = Harness::start(Setup::default()).await;
    let put = bot
        .fake
        .requests()
        .into_iter()
        .find(discord_harness::registration)
        .unwrap_or_else(|| fail("no registration", &bot.fake));
    let commands = put.json.unwrap_or_default();
    for command in commands.as_array().into_iter().flatten() {
        // A tournament is played in threads of a server's channel: a server's command.
        if command["name"] == "checkers-tournament" {
            assert_eq!(command["integration_types"], json!([0]), "{command}");
            assert_eq!(command["contexts"], json!([0]), "{command}");
            continue;
        }
        assert_eq!(command["integration_types"], json!([0, 1]), "{command}");
        assert_eq!(command["contexts"], json!([0, 1, 2]), "{command}");
    }
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_group_dm_is_played_by_answers_alone() {
    // Case `gdm-permissions`: Discord's `app_permissions` there (Embed Links, Attach Files,
    // Mention Everyone; no channel permission), and a whole game all the same.
    let bot = Harness::start(Setup::default()).await;
    let here = Place::GROUP_DM;
    // Alice opens a table; Bob joins and Alice starts, by the lobby's buttons.
    let created = bot.slash_at(&ALICE, "new", players(2), &here).await;
    assert!(!created.ephemeral(), "{}", created.message);
    let lobby = bot.lobby_of(&created, here);
    let joined = bot.press(&BOB, &lobby, "Join").await;
    assert_eq!(joined.kind, 7, "the lobby is updated in place");
    let started = bot.press(&ALICE, &lobby, "Start").await;
    assert_eq!(started.kind, 7);
    // The board comes as a follow-up of the Start press, not as a channel message.
    let board = bot.followup(&started).await;
    board.assert_board();
    assert!(!board.ephemeral());
    let record = bot.record(GROUP_DM_ID).expect("the game");
    assert_eq!(record.phase, Phase::Playing);
    assert!(record.answers_only);
    assert_eq!(record.due, None, "nothing is due for the timers");
    let (first, second): (FakeUser, FakeUser) = match board.pinged() {
        Some(ALICE_ID) => (ALICE, BOB),
        Some(BOB_ID) => (BOB, ALICE),
        other => fail(&format!("the board pings {other:?}"), &bot.fake),
    };
    // The first player moves with `/checkers move`: the board is its answer.
    let text = bot.off_runtime(|t| t.legal_moves_text(GROUP_DM_ID, first.id))[0].clone();
    let moved = bot
        .slash_at(
            &first,
            "move",
            json!([{ "name": "text", "type": 3, "value": text }]),
            &here,
        )
        .await;
    moved.assert_board();
    assert!(!moved.ephemeral());
    // The second player moves with the Move button and its menus: the board follows the
    // last choice as a follow-up.
    let text = bot.off_runtime(|t| t.legal_moves_text(GROUP_DM_ID, second.id))[0].clone();
    let (played, after) = bot.move_by_menu_at(&second, &moved, &text, &here).await;
    after.assert_board();
    assert!(followups(&bot, &played.token) <= 5);
    assert_eq!(bot.turns_in(GROUP_DM_ID).len(), 2);
    // The friends play on to the end with `/checkers move`.
    let (moves, last) = bot.play_to_the_end(&here, &[ALICE, BOB], (None, 0)).await;
    last.assert_board();
    assert!(moves >= 40, "{moves} moves");
    let record = bot.record(GROUP_DM_ID).expect("the game");
    assert_eq!(record.phase, Phase::Finished);
    assert_nothing_posted_in_the_group_dm(&bot);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_clock_run_out_in_a_group_dm_is_told_at_the_next_interaction() {
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    let here = Place::GROUP_DM;
    let created = bot.slash_at(&ALICE, "new", players(2), &here).await;
    let lobby = bot.lobby_of(&created, here);
    bot.press(&BOB, &lobby, "Join").await;
    let started = bot.press(&ALICE, &lobby, "Start").await;
    bot.followup(&started).await.assert_board();
    // A day and more passes on the player's turn (the clock is 24 hours).
    now.fetch_add(25 * 3600, Ordering::SeqCst);
    // The timers (every 5 s) do nothing there: no request at all.
    let from = bot.fake.requests().len();
    tokio::time::sleep(std::time::Duration::from_secs(6)).await;
    assert_eq!(
        bot.fake.requests().len(),
        from,
        "nothing is sent unasked: {:?}",
        &bot.fake.requests()[from..]
    );
    // The next interaction announces it, in its answer.
    let status: Answer = bot.slash_at(&BOB, "board", json!([]), &here).await;
    let said = bot
        .fake
        .requests()
        .iter()
        .skip(from)
        .filter_map(|r| r.json.as_ref())
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(said.contains("ran out of time"), "{said}");
    assert!(!status.content().is_empty());
    tokio::time::sleep(QUIET).await;
    assert_nothing_posted_in_the_group_dm(&bot);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seeking_in_a_group_dm_says_to_challenge_instead() {
    let bot = Harness::start(Setup::default()).await;
    let asked = bot
        .slash_at(
            &ALICE,
            "seek",
            json!([{ "name": "players", "type": 4, "value": 0 }]),
            &Place::GROUP_DM,
        )
        .await;
    asked.assert_private_refusal();
    assert!(
        asked
            .content()
            .starts_with("Searching for an opponent needs the bot in a server"),
        "{}",
        asked.content()
    );
    assert_nothing_posted_in_the_group_dm(&bot);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_in_a_group_dm_starts_by_answers_alone() {
    let bot = Harness::start(Setup::default()).await;
    let here = Place::GROUP_DM;
    let made = challenge_bob(&bot).await;
    made.assert_pings_only(&[BOB_ID]);
    let lobby = bot.lobby_of(&made, here);
    let accepted = bot.press(&BOB, &lobby, "Accept").await;
    assert_eq!(accepted.kind, 7);
    let board = bot.followup(&accepted).await;
    board.assert_board();
    assert_eq!(
        bot.record(GROUP_DM_ID).map(|r| r.phase),
        Some(Phase::Playing)
    );
    assert_nothing_posted_in_the_group_dm(&bot);
    bot.stop().await;
}

/// A new challenge in a group DM after one nobody answered (the timers do nothing there):
/// the old one is told cancelled, and the new one carries the buttons and pings the
/// person challenged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_challenge_after_one_that_ran_out_in_a_group_dm_has_its_buttons() {
    let now = Arc::new(AtomicU64::new(1_800_000_000));
    let bot = Harness::start(Setup {
        clock: Some(Arc::clone(&now)),
        ..Setup::default()
    })
    .await;
    challenge_bob(&bot).await;
    now.fetch_add(11 * 60, Ordering::SeqCst);
    let first = challenge_bob(&bot).await;
    assert!(
        first.content().contains("your challenge is cancelled"),
        "{}",
        first.content()
    );
    first.assert_pings_only(&[ALICE_ID]);
    let made = bot.followup(&first).await;
    assert!(
        made.content().contains("press **Accept**"),
        "{}",
        made.content()
    );
    made.assert_pings_only(&[BOB_ID]);
    let labels: Vec<String> = discord_harness::buttons(&made.message)
        .into_iter()
        .map(|(label, _, _)| label)
        .collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    assert_nothing_posted_in_the_group_dm(&bot);
    bot.stop().await;
}
