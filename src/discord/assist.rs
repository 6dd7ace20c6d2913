//! Takebacks and hints on Discord: `/checkers takeback` and
//! `/checkers hint`, and the Accept and Decline buttons under a takeback request.
//!
//! The table decides everything ([`Command::Takeback`], [`Command::TakebackAnswer`],
//! [`Command::Hint`]); here a request's announcement gets its buttons
//! (`checkers-takeback:accept:<request id>`), a press answers that request (a button of an
//! earlier request is refused by the table), the message is redrawn with the news, and
//! the board after a move taken back is posted as a new message (pinging the player to
//! move). A minute after the request ([`TAKEBACK_WINDOW`]) a timer tells the table, which
//! ends the request if nobody declined: the message then says the move stands and loses
//! its buttons.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton, MessageId};

use super::blocking::BlockingTables;
use super::gate::Gate;
use super::press::presser;
use super::reply::Post;
use super::respond::{Answer, Answerable};
use super::{board_post, perform, Data, Outcome};
use crate::i18n::catalogue;
use crate::t;
use crate::table::ReplyKind;
use crate::table::{Command, TAKEBACK_WINDOW};

/// The Accept and Decline buttons of request `id`, in `lang`.
#[must_use]
pub fn buttons(id: u64, lang: &str) -> Vec<CreateActionRow> {
    let cat = catalogue(lang);
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(super::component::takeback_id(true, id))
            .label(t!(cat, "button-takeback-accept"))
            .style(ButtonStyle::Success),
        CreateButton::new(super::component::takeback_id(false, id))
            .label(t!(cat, "button-takeback-decline"))
            .style(ButtonStyle::Danger),
    ])]
}

/// Posts a takeback's news in the other places of its game (a game found anywhere), in
/// the background: the request with its Accept and Decline buttons in each place's
/// language, so the people there can answer it too.
pub(super) fn spawn_request_elsewhere(
    (http, tables): (&Arc<serenity::Http>, &BlockingTables),
    elsewhere: Vec<(u64, Vec<crate::table::Reply>)>,
    id: u64,
) {
    let (http, tables) = (Arc::clone(http), tables.clone());
    tokio::spawn(async move {
        for (place, replies) in elsewhere {
            let lang = tables.public_language(place, None).await;
            for r in replies.iter().filter(|r| !r.private) {
                let mut post = Post::of(r);
                if r.kind == ReplyKind::Request {
                    post = post.with_components(buttons(id, lang));
                }
                let sent = serenity::ChannelId::new(place)
                    .send_message(&http, post.message())
                    .await;
                if let Err(e) = sent {
                    tracing::warn!(
                        place,
                        error = &e as &dyn std::error::Error,
                        "cannot post a takeback request in another place of its game"
                    );
                }
            }
        }
    });
}

/// Whether `command` is about takebacks (then the open request after it is looked up).
pub(super) fn about_takeback(command: &Command) -> bool {
    matches!(command, Command::Takeback | Command::TakebackAnswer { .. })
}

/// Sends the replies of `/checkers takeback`: the request's announcement with its
/// buttons, and a timer that ends the request after [`TAKEBACK_WINDOW`].
pub(super) async fn announce<I: Answerable>(
    answer: &mut Answer<'_, I>,
    data: &Data,
    http: &Arc<serenity::Http>,
    channel: u64,
    guild_locale: Option<String>,
    outcome: &Outcome,
) {
    for r in &outcome.replies {
        let request = outcome
            .takeback
            .filter(|_| !r.private && r.kind == ReplyKind::Request);
        let Some(id) = request else {
            answer.send(Post::of(r)).await;
            continue;
        };
        let lang = data
            .tables
            .public_language(channel, guild_locale.clone())
            .await;
        let post = Post::of(r).with_components(buttons(id, lang));
        let message = match answer.send(post).await {
            Some(message) => Some(message.id),
            None => answer.original_id().await,
        };
        // Where the bot may only answer interactions it cannot edit the request when
        // its minute is over: the next interaction finds it ended.
        if let Some(message) = message.filter(|_| !answer.answers_only()) {
            // Kept with the request, so its buttons go when it ends after a restart too.
            let posted = message.get();
            let _ = data
                .tables
                .run(move |t| t.record_takeback_message(channel, id, posted))
                .await;
            let timer = Timer {
                http: Arc::clone(http),
                tables: data.tables.clone(),
                gate: Arc::clone(&data.gate),
                channel,
                message,
                guild_locale: guild_locale.clone(),
                id,
            };
            tokio::spawn(timer.run(TAKEBACK_WINDOW + Duration::from_secs(1)));
        }
    }
}

/// What ends a request when its minute is over.
struct Timer {
    http: Arc<serenity::Http>,
    tables: BlockingTables,
    gate: Arc<Gate>,
    channel: u64,
    message: MessageId,
    guild_locale: Option<String>,
    id: u64,
}

impl Timer {
    /// Waits `after`, then ends the request if it is still open and redraws its message
    /// (the news, no buttons); a request already answered only loses its buttons.
    async fn run(self, after: Duration) {
        tokio::time::sleep(after).await;
        let Some(_pass) = self.gate.enter() else {
            return;
        };
        let (channel, locale, id) = (self.channel, self.guild_locale.clone(), self.id);
        let Ok(replies) = self
            .tables
            .run(move |t| t.expire_takeback(channel, locale.as_deref(), id))
            .await
        else {
            return;
        };
        let edit = match replies.iter().find(|r| !r.private) {
            Some(news) => Post::of(news).with_components(Vec::new()).edit_message(),
            None => serenity::EditMessage::new().components(Vec::new()),
        };
        let edited = serenity::ChannelId::new(channel)
            .edit_message(&self.http, self.message, edit)
            .await;
        if let Err(e) = edited {
            tracing::warn!(
                channel,
                error = &e as &dyn std::error::Error,
                "cannot close a takeback request"
            );
        }
    }
}

/// A press of Accept or Decline: the table answers the request the button names; the
/// request's message shows the news (keeping its buttons while others have yet to
/// answer); the board after a move taken back follows as a new message; a refusal is
/// ephemeral.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    (accept, request): (bool, u64),
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = data.gate.enter() else {
        let note = t!(answer.private(), "bot-restarting");
        answer.send(Post::text(&note, true)).await;
        return;
    };
    let channel = i.channel_id.get();
    let locale = i.guild_locale.clone();
    let command = Command::TakebackAnswer {
        accept,
        request: Some(request),
    };
    let work = perform(data, channel, locale.clone(), presser(i), command);
    match answer.within(data.defer_after, work).await {
        Some(Ok(outcome)) => {
            let lang = data.tables.public_language(channel, locale).await;
            for r in &outcome.replies {
                if r.private || r.image.is_some() {
                    // The board after a move taken back gets its Move button.
                    answer
                        .send(board_post::with_buttons(r, outcome.turn.as_ref()))
                        .await;
                    continue;
                }
                // The news replaces the request on its message.
                let rows = match outcome.takeback {
                    Some(id) if id == request => buttons(id, lang),
                    _ => Vec::new(),
                };
                answer.update(Post::of(r).with_components(rows)).await;
            }
        }
        Some(Err(e)) => answer.failed(channel, "a takeback button", &e).await,
        None => {}
    }
    answer.finish().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_buttons_are_worded_in_the_channels_language() {
        let json = serde_json::to_value(buttons(7, "it")).unwrap_or_default();
        let labels: Vec<&str> = json[0]["components"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|b| b["label"].as_str())
            .collect();
        assert_eq!(labels, ["Accetta", "Rifiuta"]);
    }
}
