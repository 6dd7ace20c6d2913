//! A board posted in a channel and the buttons under it: Move while a person is to move,
//! Rematch and Replay once the game is over. Every adapter that posts a board uses these.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::component::{End, Pick};
use super::reply::Post;
use crate::i18n::catalogue;
use crate::t;
use crate::table::{Reply, Tables, TurnView};

/// The buttons under the board post `reply` of a game that is now at `view`: Move while
/// a person is to move, Rematch and Replay once the game is over; none for any other
/// post, and none for a board of an earlier position.
#[must_use]
pub fn under_board(reply: &Reply, view: Option<&TurnView>) -> Vec<CreateActionRow> {
    let Some(view) = view else {
        return Vec::new();
    };
    let board_post = reply.is_public_board() && reply.board == Some(view.board);
    if !board_post {
        Vec::new()
    } else if view.over {
        end_buttons(view)
    } else if view.to_move.is_some() {
        let label = t!(catalogue(view.lang), "button-move");
        vec![CreateActionRow::Buttons(vec![CreateButton::new(
            Pick::Open(view.key).custom_id(),
        )
        .label(label)
        .style(ButtonStyle::Primary)])]
    } else {
        Vec::new()
    }
}

/// The game of `channel` after `replies`, when one of them is a public board (which may
/// get buttons); `None` otherwise, without reading the table (chat).
#[must_use]
pub fn view_after(
    tables: &Tables,
    channel: u64,
    guild_locale: Option<&str>,
    replies: &[Reply],
) -> Option<TurnView> {
    replies
        .iter()
        .any(Reply::is_public_board)
        .then(|| tables.turn_view(channel, guild_locale))
        .flatten()
}

/// `reply` as a message, with the buttons [`under_board`] gives it.
#[must_use]
pub fn with_buttons(reply: &Reply, view: Option<&TurnView>) -> Post {
    let rows = under_board(reply, view);
    let post = Post::of(reply);
    if rows.is_empty() {
        post
    } else {
        post.with_components(rows)
    }
}

/// Posts the public `replies` in `channel` as regular messages (a board with its
/// buttons), so a pinging reply to them reaches the bot. Best effort: failures are
/// logged.
/// Takes away the buttons of the messages that `replies` end ([`Reply::closes`]: a
/// takeback request's, whose time ran out or which the game moved past, also after a
/// restart, when no timer of this process knows it).
pub async fn close_buttons(http: &serenity::Http, channel: u64, replies: &[Reply]) {
    for message in replies.iter().filter_map(|r| r.closes) {
        let edit = serenity::EditMessage::new().components(Vec::new());
        let edited = serenity::ChannelId::new(channel)
            .edit_message(http, serenity::MessageId::new(message), edit)
            .await;
        if let Err(e) = edited {
            // Deleted by someone, most likely: nothing is left to close.
            tracing::debug!(
                channel,
                message,
                error = &e as &dyn std::error::Error,
                "cannot take a request's buttons away"
            );
        }
    }
}

pub async fn post_public(
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    view: Option<&TurnView>,
) {
    close_buttons(http, channel, replies).await;
    for r in replies.iter().filter(|r| !r.private) {
        let send =
            serenity::ChannelId::new(channel).send_message(http, with_buttons(r, view).message());
        if let Err(e) = send.await {
            tracing::warn!(
                channel,
                error = &e as &dyn std::error::Error,
                "cannot post a board in the channel"
            );
        }
    }
}

/// Rematch and Replay under the final board of the game at `view`.
#[must_use]
fn end_buttons(view: &TurnView) -> Vec<CreateActionRow> {
    let cat = catalogue(view.lang);
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(End::Rematch(view.key).custom_id())
            .label(t!(cat, "button-rematch"))
            .style(ButtonStyle::Success),
        CreateButton::new(End::Replay(view.key).custom_id())
            .label(t!(cat, "button-replay"))
            .style(ButtonStyle::Secondary),
    ])]
}
