//! The operator's log during normal play: no WARN and no ERROR. In a process of its own
//! (`rusty-fork`), because the harness keeps one log per process and other tests cause
//! warnings on purpose.

use crate::common;
use crate::discord_harness;

use discord_harness::{log_text, mention, players, two_people_by_button, Harness, Setup};
use serde_json::json;

rusty_fork::rusty_fork_test! {
    #![rusty_fork(timeout_ms = 600_000)]
    /// A game played every normal way (buttons, slash commands, typed and mentioned moves,
    /// a status and a refused move) leaves no WARN or ERROR in the log: a move after the
    /// bot's mention is not a prefix command poise warns about.
    #[test]
    fn normal_play_logs_no_warning_and_no_error() {
        common::block_on(normal_play());
    }
}

async fn normal_play() {
    let bot = Harness::start(Setup::default()).await;
    let (_, first, second) = two_people_by_button(&bot, players(2)).await;
    let one = bot.a_legal_move(&first);
    bot.typed(&first, &one).await.assert_board();
    let two = bot.a_legal_move(&second);
    bot.typed(&second, &mention(&two)).await.assert_board();
    let three = bot.a_legal_move(&first);
    bot.slash(
        &first,
        "move",
        json!([{ "name": "text", "type": 3, "value": three }]),
    )
    .await
    .assert_board();
    bot.slash(&second, "status", json!([])).await;
    // A refusal is the player's mistake, answered to them: nothing for the operator.
    bot.typed(&first, &mention("a1 i5")).await;
    assert_eq!(bot.turns().len(), 3, "{:?}", bot.turns());
    bot.stop().await;
    let logs = log_text();
    let loud: Vec<&str> = logs
        .lines()
        .filter(|l| l.contains(" WARN ") || l.contains(" ERROR "))
        .collect();
    assert!(loud.is_empty(), "{loud:#?}");
    assert!(logs.contains("connected to Discord"), "{logs}");
}
