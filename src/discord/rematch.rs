//! The buttons under a finished game's board: **Rematch** (each person of the
//! game presses; computers rejoin by themselves; the game begins, seats rotated, when
//! the last person has pressed) and **Replay** (the game's replay GIF, for the one who
//! pressed). Both name the game by its final position (`checkers:rematch:<turn key>`),
//! so the table refuses a button of a game the channel has replaced since
//! ([`Tables::after_game`](crate::table::Tables::after_game)).

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

use super::board_post::publish;
use super::component::End;
use super::reply::Post;
use super::respond::Answer;
use super::{press, Data, DiscordError};
use crate::t;
use crate::table::{AfterGame, Input, Reply};

/// A press of Rematch or Replay. Returns whether the component was one of them.
pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    end: End,
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = answer.enter(&data.gate).await else {
        return;
    };
    let channel = i.channel_id.get();
    let input = match end {
        End::Rematch(key) => Input::AfterGame {
            key,
            what: AfterGame::Rematch,
        },
        End::Replay(key) => Input::AfterGame {
            key,
            what: AfterGame::Replay,
        },
    };
    let work = press::reply_to(data, i, input);
    match answer.within(data.defer_after, work).await {
        Some(Ok((replies, view))) => {
            // Notes and refusals answer the press; a new game's board goes to the channel.
            let (boards, notes): (Vec<Reply>, Vec<Reply>) = replies
                .into_iter()
                .partition(|r| !r.private && r.image.is_some());
            for r in &notes {
                answer.send(Post::of(r)).await;
            }
            publish(&mut answer, &ctx.http, channel, &boards, view.as_ref()).await;
        }
        Some(Err(e)) => {
            let e = DiscordError::from(e);
            tracing::error!(
                channel,
                error = &e as &dyn std::error::Error,
                "a rematch or replay button failed"
            );
            let note = t!(answer.private(), "bot-failed");
            answer.fail(&note).await;
        }
        None => {}
    }
    answer.finish().await;
}
