//! A board posted in a channel and the buttons under it: Move while a person is to move,
//! Rematch and Replay once the game is over; Join or Check in under a tournament's
//! announcement. Every adapter that posts a board uses these.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

use super::component::{End, Pick};
use super::reply::{cut, Post, MAX_CONTENT};
use super::respond::{Answer, Answerable};
use crate::i18n::catalogue;
use crate::t;
use crate::table::{Reply, ReplyKind, Tables, TurnView};

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
        return Vec::new();
    }
    let words = catalogue(view.lang);
    let mut buttons = if view.over {
        end_buttons(view)
    } else if view.to_move.is_some() {
        let mut buttons = vec![CreateButton::new(Pick::Open(view.key).custom_id())
            .label(t!(words, "button-move"))
            .style(ButtonStyle::Primary)];
        if view.watch.is_some() {
            buttons.push(
                CreateButton::new(Pick::Web(view.key).custom_id())
                    .label(t!(words, "button-web-play"))
                    .style(ButtonStyle::Secondary),
            );
        }
        buttons
    } else {
        Vec::new()
    };
    // The web board's link: a link button needs no interaction (docs/playing.md).
    if let Some(watch) = &view.watch {
        buttons.push(CreateButton::new_link(watch).label(t!(words, "button-watch")));
    }
    if buttons.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(buttons)]
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
    let mut rows = under_board(reply, view);
    rows.extend(tournament_buttons(reply));
    let post = Post::of(reply);
    if rows.is_empty() {
        post
    } else {
        post.with_components(rows)
    }
}

/// The Join or Check in button of a tournament's announcement, labelled in the post's
/// language; none under other replies.
fn tournament_buttons(reply: &Reply) -> Vec<CreateActionRow> {
    let ReplyKind::Tournament { id, check_in, lang } = reply.kind else {
        return Vec::new();
    };
    let words = catalogue(lang);
    let label = if check_in {
        t!(words, "button-tournament-check-in")
    } else {
        t!(words, "button-tournament-join")
    };
    let button = CreateButton::new(super::component::tournament_id(id, check_in))
        .label(label)
        .style(ButtonStyle::Primary);
    vec![CreateActionRow::Buttons(vec![button])]
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

/// Posts each place's news in it in the background ([`Tables::spread`]): the answer where
/// the input was made does not wait for them.
pub fn spawn_elsewhere(
    http: &std::sync::Arc<serenity::Http>,
    elsewhere: Vec<(u64, Vec<Reply>)>,
    view: Option<&TurnView>,
) {
    if elsewhere.is_empty() {
        return;
    }
    let (http, view) = (std::sync::Arc::clone(http), view.cloned());
    tokio::spawn(async move { post_elsewhere(&http, elsewhere, view.as_ref()).await });
}

/// Posts each place's news in it ([`Tables::spread`]).
pub async fn post_elsewhere(
    http: &serenity::Http,
    elsewhere: Vec<(u64, Vec<Reply>)>,
    view: Option<&TurnView>,
) {
    for (place, replies) in elsewhere {
        post_public(http, place, &replies, view).await;
    }
}

/// Posts the public `replies` after an interaction: in the channel ([`post_public`]), or,
/// where the bot may only answer interactions ([`Answer::answers_only`]: a user install
/// in a group direct message), as follow-ups of `answer`, [`folded`] to fit Discord's
/// five. Nothing there calls a channel's endpoints.
pub async fn publish<I: Answerable>(
    answer: &mut Answer<'_, I>,
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    view: Option<&TurnView>,
) {
    if answer.answers_only() {
        for post in folded(replies, view) {
            answer.send(post).await;
        }
    } else {
        post_public(http, channel, replies, view).await;
    }
}

/// Most public messages [`folded`] makes of one answer: with the response and a private
/// note, within the five follow-ups Discord allows an interaction.
pub const MAX_FOLDED: usize = 3;

/// The public `replies` as few messages: the words before a board go with it, in one
/// message (a board with its buttons); words after the last board make one more. At
/// most [`MAX_FOLDED`]: the words of any before are joined to the first one kept.
#[must_use]
pub fn folded(replies: &[Reply], view: Option<&TurnView>) -> Vec<Post> {
    let mut posts = Vec::new();
    let mut words: Vec<Post> = Vec::new();
    for r in replies.iter().filter(|r| !r.private) {
        let post = with_buttons(r, view);
        if post.image.is_none() && post.components.is_none() {
            words.push(post);
        } else {
            posts.push(joined(&std::mem::take(&mut words), post));
        }
    }
    if let Some(last) = words.pop() {
        posts.push(joined(&words, last));
    }
    if posts.len() > MAX_FOLDED {
        let kept = posts.split_off(posts.len() - MAX_FOLDED);
        let dropped: Vec<Post> = posts
            .into_iter()
            .map(|p| Post { image: None, ..p })
            .collect();
        let mut kept = kept.into_iter();
        let first = kept.next().map(|first| joined(&dropped, first));
        posts = first.into_iter().chain(kept).collect();
    }
    posts
}

/// `post` with the texts of `before` above its own, one message; it pings whom `post`
/// pings, else the first of `before` that pings.
fn joined(before: &[Post], post: Post) -> Post {
    if before.is_empty() {
        return post;
    }
    let mention = post
        .mention
        .or_else(|| before.iter().find_map(|p| p.mention));
    let text = before
        .iter()
        .map(|p| p.text.as_str())
        .chain([post.text.as_str()])
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join("\n");
    Post {
        text: cut(&text, MAX_CONTENT),
        mention,
        ..post
    }
}

/// Rematch and Replay under the final board of the game at `view`.
#[must_use]
fn end_buttons(view: &TurnView) -> Vec<CreateButton> {
    let cat = catalogue(view.lang);
    vec![
        CreateButton::new(End::Rematch(view.key).custom_id())
            .label(t!(cat, "button-rematch"))
            .style(ButtonStyle::Success),
        CreateButton::new(End::Replay(view.key).custom_id())
            .label(t!(cat, "button-replay"))
            .style(ButtonStyle::Secondary),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::ReplyKind;

    fn words(text: &str) -> Reply {
        Reply::public(text.into())
    }

    fn board(text: &str) -> Reply {
        Reply {
            image: Some(vec![1]),
            ..Reply::public(text.into())
        }
        .as_kind(ReplyKind::Board)
    }

    fn shown(posts: &[Post]) -> Vec<(String, bool)> {
        posts
            .iter()
            .map(|p| (p.text.clone(), p.image.is_some()))
            .collect()
    }

    #[test]
    fn words_go_with_the_board_after_them_and_at_most_three_messages_are_made() {
        let replies = [words("a"), words("b"), board("B1"), words("c")];
        assert_eq!(
            shown(&folded(&replies, None)),
            [("a\nb\nB1".into(), true), ("c".into(), false)]
        );
        let private = Reply::private("only you".into());
        assert_eq!(
            shown(&folded(&[private, words("d")], None)),
            [("d".into(), false)]
        );
        let many = [board("1"), board("2"), board("3"), board("4"), words("e")];
        assert_eq!(
            shown(&folded(&many, None)),
            [
                ("1\n2\n3".into(), true),
                ("4".into(), true),
                ("e".into(), false)
            ]
        );
    }
}
