//! Direct messages at a person's turn (`notify`): the table adds them to its replies
//! ([`ReplyKind::Direct`]); every path that runs the table takes them out here and sends
//! them in the background, so nothing waits on them. A person who does not accept
//! direct messages from the bot (Discord's error 50007, "Cannot send messages to this
//! user") gets `notify` turned off, and the game's channel is told once
//! ([`crate::table::Tables::notify_refused`]).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::blocking::BlockingTables;
use super::reply::{cut, Post, MAX_CONTENT};
use crate::table::{Reply, ReplyKind};

/// Discord's JSON error code for a user who does not accept the bot's direct messages
/// (Discord's "JSON Error Codes": 50007).
pub const CANNOT_MESSAGE_USER: isize = 50007;

/// Takes the direct messages out of `replies` and sends them in the background.
pub fn dispatch(http: &Arc<serenity::Http>, tables: &BlockingTables, replies: &mut Vec<Reply>) {
    let directs: Vec<Reply> = replies
        .extract_if(.., |r| matches!(r.kind, ReplyKind::Direct { .. }))
        .collect();
    for reply in directs {
        let (http, tables) = (Arc::clone(http), tables.clone());
        tokio::spawn(async move { send(&http, &tables, reply).await });
    }
}

/// Sends one direct message: the turn's words, a link to the game's channel, the board.
async fn send(http: &serenity::Http, tables: &BlockingTables, reply: Reply) {
    // Discord's ids are never 0 (serenity's id types refuse it).
    let ReplyKind::Direct { channel, user } = reply.kind else {
        return;
    };
    if channel == 0 || user == 0 {
        return;
    }
    // A link to the game's channel, unless the words name it (a digest lists its games).
    let link = format!("<#{channel}>");
    let text = if reply.text.contains(&link) {
        reply.text.clone()
    } else {
        format!("{}\n{link}", reply.text)
    };
    let post = Post {
        text: cut(&text, MAX_CONTENT),
        ..Post::of(&reply)
    };
    let sent = match serenity::UserId::new(user).create_dm_channel(http).await {
        Ok(dm) => dm.id.send_message(http, post.message()).await.map(|_| ()),
        Err(e) => Err(e),
    };
    let Err(e) = sent else {
        metrics::counter!("checkers_direct_messages_total").increment(1);
        return;
    };
    if error_code(&e) != Some(CANNOT_MESSAGE_USER) {
        tracing::warn!(
            user,
            error = &e as &dyn std::error::Error,
            "cannot send a turn message"
        );
        return;
    }
    tracing::debug!(user, "a person does not accept direct messages: notify off");
    let Ok(replies) = tables
        .run(move |tables| tables.notify_refused(channel, user))
        .await
    else {
        return;
    };
    super::board_post::post_public(http, channel, &replies, None).await;
}

/// The JSON error code of Discord's answer, when it sent one.
fn error_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}
