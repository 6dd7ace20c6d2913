//! Resigning, aborting a game under way, and the first hint of a rated game, on
//! Discord: the table asks first
//! ([`crate::table::Outcome::Confirm`]); here that question, which only the asker sees,
//! is worded for Discord and gets a Confirm button
//! (`checkers-confirm:resign:<game key>:<asker>`). A press goes through the table
//! ([`Input::Confirmed`]), which refuses anyone but the asker and a question about a game
//! that is no longer the channel's; the question then says it is done, and the channel
//! gets the news (the resignation with its board, or the abort).

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton};

use super::board_post::publish;
use super::reply::Post;
use super::respond::Answer;
use super::{press, Data, DiscordError};
use crate::i18n::Catalogue;
use crate::t;
use crate::table::{Ending, Input, Question, Reply, ReplyKind};

/// `reply` as its message: the table's question before a resignation or abort, worded
/// for Discord in `words` (the asker's language) with a Confirm button only `asker` may
/// press; `None` for any other reply.
#[must_use]
pub fn question_post(reply: &Reply, asker: u64, words: &Catalogue) -> Option<Post> {
    let ReplyKind::Confirm(question) = reply.kind else {
        return None;
    };
    let id = match question.ending {
        Ending::Resign => "resign-ask-button",
        Ending::Abort => "abort-ask-button",
        Ending::Hint => "hint-ask-button",
    };
    let button = CreateButton::new(super::component::confirm_id(question, asker))
        .label(t!(words, "button-confirm"))
        .style(ButtonStyle::Danger);
    let rows = vec![CreateActionRow::Buttons(vec![button])];
    Some(Post::text(&t!(words, id), true).with_components(rows))
}

/// A press of Confirm under the question `asker` was asked: the table resigns them or
/// ends the game. The question then says it is done (or, refused, the refusal follows
/// for the presser only), and the channel gets the news.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    (question, asker): (Question, u64),
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = answer.enter(&data.gate).await else {
        return;
    };
    let channel = i.channel_id.get();
    let work = press::reply_to(data, i, Input::Confirmed(question, asker));
    match answer.within(data.defer_after, work).await {
        Some(Ok((replies, view))) => {
            let (news, notes): (Vec<Reply>, Vec<Reply>) =
                replies.into_iter().partition(|r| !r.private);
            if notes.iter().any(|r| r.kind == ReplyKind::Refusal) {
                for r in &notes {
                    answer.send(Post::of(r)).await;
                }
            } else if let (Ending::Hint, Some(hint)) = (question.ending, notes.first()) {
                // The question becomes the hint, for the asker's eyes, with its board.
                answer
                    .update(Post::of(hint).with_components(Vec::new()))
                    .await;
            } else {
                let done = t!(answer.private(), "confirm-done");
                answer
                    .update(Post::text(&done, true).with_components(Vec::new()))
                    .await;
            }
            publish(&mut answer, &ctx.http, channel, &news, view.as_ref()).await;
        }
        Some(Err(e)) => {
            let e = DiscordError::from(e);
            answer.failed(channel, "a Confirm button", &e).await;
        }
        None => {}
    }
    answer.finish().await;
}
