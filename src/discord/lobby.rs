//! Lobby messages: a table's lobby drawn as a message with Join, Leave, Add computer and
//! Start buttons, redrawn as seats fill and closed (buttons removed) when the game starts
//! or is cancelled.
//!
//! A button names its lobby (`checkers:join:<lobby id>`), so a button of an earlier lobby
//! in the same channel is refused instead of acting on a newer one. Who may press what is
//! the table's rule: a press by someone it is not for (Start or Add computer by anyone but
//! the creator, Leave by someone without a seat, Join by someone seated) gets the table's
//! refusal, ephemeral.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, MessageId};

use super::component::Button;
use super::reply::{cut, Post, MAX_CONTENT};
use super::respond::Answer;
use super::{board_post, perform, Data, Outcome};
use crate::i18n::{catalogue, Catalogue};
use crate::t;
use crate::table::ReplyKind;
use crate::table::{Command, LobbyView, Reply};

/// The table command a press means.
fn command_of(button: Button) -> Command {
    match button {
        // A challenge is accepted by taking its seat, declined by leaving it.
        Button::Join | Button::Accept => Command::Join,
        Button::Leave | Button::Decline => Command::Leave,
        // The button seats the default level (`medium`); `/checkers add-computer
        // level:` chooses another.
        Button::AddComputer => Command::AddComputer(crate::ai::Level::default()),
        Button::Start => Command::Start,
    }
}

/// The buttons under a lobby. Join and Add computer are disabled when every seat is
/// taken, Start until then; Start is left out when games start by themselves.
#[must_use]
pub fn buttons(view: &LobbyView, auto_start: bool) -> Vec<CreateActionRow> {
    let full = view.taken >= view.players;
    let cat = catalogue(view.lang);
    if view.challenge {
        // Only the people challenged answer: the table refuses anyone else.
        return vec![CreateActionRow::Buttons(vec![
            CreateButton::new(Button::Accept.custom_id(view.id))
                .label(t!(cat, "button-challenge-accept"))
                .style(ButtonStyle::Success),
            CreateButton::new(Button::Decline.custom_id(view.id))
                .label(t!(cat, "button-challenge-decline"))
                .style(ButtonStyle::Danger),
        ])];
    }
    let mut row = vec![
        CreateButton::new(Button::Join.custom_id(view.id))
            .label(t!(cat, "button-join"))
            .style(ButtonStyle::Primary)
            .disabled(full),
        CreateButton::new(Button::Leave.custom_id(view.id))
            .label(t!(cat, "button-leave"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(Button::AddComputer.custom_id(view.id))
            .label(t!(cat, "button-add-computer"))
            .style(ButtonStyle::Secondary)
            .disabled(full),
    ];
    if !auto_start {
        row.push(
            CreateButton::new(Button::Start.custom_id(view.id))
                .label(t!(cat, "button-start"))
                .style(ButtonStyle::Success)
                .disabled(!full),
        );
    }
    vec![CreateActionRow::Buttons(row)]
}

/// The text of an open lobby: what just happened, the seats, how to use the buttons.
#[must_use]
pub fn content(view: &LobbyView, action: &str, auto_start: bool) -> String {
    if view.challenge {
        // The challenge says who answers, and how.
        let text = format!("{}\n{}", action.trim(), view.text);
        return cut(text.trim(), MAX_CONTENT);
    }
    let hint = t!(
        catalogue(view.lang),
        if auto_start {
            "lobby-hint-auto"
        } else {
            "lobby-hint"
        }
    );
    let action = action.trim();
    let text = if action.is_empty() {
        format!("{}\n{hint}", view.text)
    } else {
        format!("{action}\n{}\n{hint}", view.text)
    };
    cut(&text, MAX_CONTENT)
}

/// An open lobby as a message with its buttons.
#[must_use]
pub fn open_post(view: &LobbyView, action: &str, auto_start: bool) -> Post {
    Post::text(&content(view, action, auto_start), false).with_components(buttons(view, auto_start))
}

/// Whether `reply` is public news without a board that pings someone.
fn pings(reply: &Reply) -> bool {
    !reply.private && reply.image.is_none() && reply.mentioned().is_some_and(|id| id != 0)
}

/// The public texts without a board: lobby news folded into the lobby message.
fn lobby_news(replies: &[Reply]) -> String {
    replies
        .iter()
        .filter(|r| !r.private && matches!(r.kind, ReplyKind::Text | ReplyKind::Lobby))
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A closed lobby: what closed it (the news, then `lobby-started` when the game's board
/// follows: the board post itself announces the start and the order of play, once),
/// without buttons; with no news, `lobby-closed`; in the words of `cat`.
#[must_use]
pub fn closed_post(cat: &Catalogue, replies: &[Reply]) -> Post {
    let mut lines: Vec<String> = Some(lobby_news(replies))
        .filter(|news| !news.is_empty())
        .into_iter()
        .collect();
    if replies.iter().any(Reply::is_public_board) {
        lines.push(t!(cat, "lobby-started"));
    }
    let text = if lines.is_empty() {
        t!(cat, "lobby-closed")
    } else {
        lines.join("\n")
    };
    Post::text(&text, false).with_components(Vec::new())
}

/// The message showing a channel's lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Tracked {
    message: MessageId,
    lobby: u64,
}

/// The lobby message of each channel, so slash commands and typed text can redraw it.
/// In memory only: after a restart an old lobby message still works (a press redraws the
/// message it is on), it is just not redrawn by slash commands.
#[derive(Default)]
pub struct LobbyMessages(Mutex<HashMap<u64, Tracked>>);

impl LobbyMessages {
    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Tracked>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Remembers `message` as the message of lobby `lobby` in `channel`.
    pub fn track(&self, channel: u64, lobby: u64, message: MessageId) {
        self.map().insert(channel, Tracked { message, lobby });
    }

    fn get(&self, channel: u64) -> Option<Tracked> {
        self.map().get(&channel).copied()
    }

    fn forget(&self, channel: u64) {
        self.map().remove(&channel);
    }
}

/// Redraws the lobby message of `channel` after a slash command or typed text changed
/// the lobby (or closed it). Best effort: a failure is logged.
pub async fn refresh(http: &serenity::Http, data: &Data, channel: u64, outcome: &Outcome) {
    let Some(tracked) = data.lobbies.get(channel) else {
        return;
    };
    let post = match &outcome.lobby {
        Some(view) if view.id == tracked.lobby => {
            let news = lobby_news(&outcome.replies);
            if news.is_empty() {
                return;
            }
            open_post(view, &news, data.auto_start)
        }
        _ => {
            data.lobbies.forget(channel);
            let lang = data.tables.public_language(channel, None).await;
            closed_post(catalogue(lang), &outcome.replies)
        }
    };
    edit(http, channel, tracked.message, &post).await;
}

/// Edits lobby message `message` of `channel` to `post`. Best effort: a failure is
/// logged.
async fn edit(http: &serenity::Http, channel: u64, message: MessageId, post: &Post) {
    let edit = serenity::ChannelId::new(channel).edit_message(http, message, post.edit_message());
    if let Err(e) = edit.await {
        tracing::warn!(
            channel,
            error = &e as &dyn std::error::Error,
            "cannot redraw a lobby message"
        );
    }
}

/// Closes the tracked lobby message of `channel` (its buttons removed, saying the lobby
/// is closed) when the channel has no lobby any more: after the timers ended it (a
/// challenge nobody answered in time). Best effort: a failure is logged.
pub async fn close_ended(
    http: &serenity::Http,
    lobbies: &LobbyMessages,
    tables: &super::blocking::BlockingTables,
    channel: u64,
) {
    let Some(tracked) = lobbies.get(channel) else {
        return;
    };
    let open = tables
        .run(move |t| t.lobby_view(channel, None).map(|v| v.id))
        .await
        .ok()
        .flatten();
    if open == Some(tracked.lobby) {
        return;
    }
    lobbies.forget(channel);
    let lang = tables.public_language(channel, None).await;
    let post = closed_post(catalogue(lang), &[]);
    edit(http, channel, tracked.message, &post).await;
}

/// A press of a lobby button: the table decides; the lobby message is redrawn in place
/// (or closed, with the board following as a new message); a refusal is ephemeral.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    (button, lobby): (Button, u64),
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = answer.enter(&data.gate).await else {
        return;
    };
    let channel = i.channel_id.get();
    let locale = i.guild_locale.clone();
    let user = super::press::presser(i);
    let work = async {
        let at = locale.clone();
        let now = data
            .tables
            .run(move |tables| tables.lobby_view(channel, at.as_deref()))
            .await?;
        if now.as_ref().map(|v| v.id) != Some(lobby) {
            return Ok(None);
        }
        perform(data, channel, locale, user, command_of(button))
            .await
            .map(Some)
    };
    match answer.within(data.defer_after, work).await {
        Some(Ok(Some(outcome))) => {
            present(&mut answer, &ctx.http, data, (channel, lobby), i, &outcome).await;
        }
        Some(Ok(None)) => {
            let note = t!(answer.private(), "lobby-closed");
            answer.send(Post::text(&note, true)).await;
        }
        Some(Err(e)) => answer.failed(channel, "a lobby button", &e).await,
        None => {}
    }
    answer.finish().await;
}

/// Shows the outcome of a press: the lobby message redrawn or closed, then the rest.
async fn present(
    answer: &mut Answer<'_, ComponentInteraction>,
    http: &serenity::Http,
    data: &Data,
    (channel, lobby): (u64, u64),
    i: &ComponentInteraction,
    outcome: &Outcome,
) {
    let still_open = outcome.lobby.as_ref().filter(|v| v.id == lobby);
    let news = lobby_news(&outcome.replies);
    match still_open {
        Some(view) if !news.is_empty() => {
            answer.update(open_post(view, &news, data.auto_start)).await;
            data.lobbies.track(channel, lobby, i.message.id);
        }
        Some(_) => {}
        None => {
            let lang = data
                .tables
                .public_language(channel, i.guild_locale.clone())
                .await;
            // News that pings someone (a challenge cancelled pings its challenger) goes
            // out as a new message below: an edit pings nobody.
            let quiet: Vec<Reply> = outcome
                .replies
                .iter()
                .filter(|r| !pings(r))
                .cloned()
                .collect();
            answer.update(closed_post(catalogue(lang), &quiet)).await;
            if data.lobbies.get(channel).is_some_and(|t| t.lobby == lobby) {
                data.lobbies.forget(channel);
            }
        }
    }
    // Refusals (ephemeral), and boards as channel messages: the player to move is
    // pinged, and may answer by reply (Discord delivers no replies to an interaction's
    // answer without the message-content intent).
    for r in outcome.replies.iter().filter(|r| r.private) {
        answer.send(Post::of(r)).await;
    }
    let boards: Vec<Reply> = outcome
        .replies
        .iter()
        .filter(|r| !r.private && (r.image.is_some() || (still_open.is_none() && pings(r))))
        .cloned()
        .collect();
    board_post::publish(answer, http, channel, &boards, outcome.turn.as_ref()).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(taken: usize) -> LobbyView {
        LobbyView {
            id: 0xfeed,
            creator: 1,
            taken,
            players: 2,
            text: "Waiting for players".into(),
            lang: "en",
            challenge: false,
        }
    }

    fn labels(rows: &[CreateActionRow]) -> Vec<(String, bool)> {
        let json = serde_json::to_value(rows).unwrap_or_default();
        json[0]["components"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|b| {
                        (
                            b["label"].as_str().unwrap_or_default().to_string(),
                            b["disabled"].as_bool().unwrap_or(false),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn start_is_enabled_only_when_every_seat_is_taken() {
        let open = labels(&buttons(&view(1), false));
        assert_eq!(
            open,
            vec![
                ("Join".into(), false),
                ("Leave".into(), false),
                ("Add computer".into(), false),
                ("Start".into(), true)
            ]
        );
        let full = labels(&buttons(&view(2), false));
        assert_eq!(full[0], ("Join".into(), true));
        assert_eq!(full[3], ("Start".into(), false));
        let auto = labels(&buttons(&view(1), true));
        assert_eq!(
            auto.len(),
            3,
            "no Start button when games start by themselves"
        );
    }

    #[test]
    fn a_closed_lobby_shows_what_closed_it_without_buttons() {
        let start = Reply {
            text: "The game begins!\nMove 1: alice, your turn.".into(),
            image: Some(vec![0]),
            file_name: None,
            board: None,
            marks: Vec::new(),
            closes: None,
            mention: Some(crate::table::Mention {
                user: 1,
                name: 8..13,
            }),
            private: false,
            kind: crate::table::ReplyKind::Board,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
        };
        let post = closed_post(
            catalogue("en"),
            &[Reply::public("bob took seat 2.".into()), start],
        );
        assert_eq!(
            post.text,
            "bob took seat 2.\nThis lobby is closed: its game has started, on the board below."
        );
        assert!(post.components.is_some_and(|c| c.is_empty()));
        assert_eq!(post.mention, None, "a closed lobby pings nobody");
    }
}
