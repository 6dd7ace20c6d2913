//! Answering an interaction (a slash command or a button) the Discord way.
//!
//! Discord wants a first answer within 3 s. Work that is done quickly is answered
//! directly: refusals ephemeral, results public. Work that may take longer (rendering,
//! computer players, opening a thread) is deferred once it has run for `defer_after`:
//! a slash command shows "thinking…", a button is acknowledged silently. Then:
//!
//! - a public result replaces "thinking…" (an edit); its pinging line, if any, follows as
//!   a new message, because Discord only notifies mentions in new messages;
//! - a private result cannot replace a public "thinking…" (Discord keeps the deferral's
//!   visibility), so "thinking…" is resolved with a placeholder, the result follows as an
//!   ephemeral follow-up and the placeholder is deleted;
//! - a failure, or work still running after [`WORK_LIMIT`], is answered the same way:
//!   never an endless "thinking…".

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, EditInteractionResponse,
    Http, Message, MessageId,
};

use super::reply::Post;
use crate::i18n::{catalogue, Catalogue};
use crate::t;

/// How long deferred work may run before the user is told it takes too long (an
/// interaction's token is valid for 15 minutes).
pub const WORK_LIMIT: Duration = Duration::from_mins(10);

/// The REST calls an interaction answers with.
pub(crate) trait Answerable: Sync {
    /// Whether a deferral shows "thinking…" (slash commands) or nothing (buttons).
    const THINKING: bool;
    /// The user's Discord locale (their client's language).
    fn locale(&self) -> &str;
    /// The guild's preferred locale, if the interaction came from a guild.
    fn guild_locale(&self) -> Option<&str>;
    /// Whether the bot may only answer interactions where this one came from
    /// ([`super::permissions::answers_only`]).
    fn answers_only(&self) -> bool;
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()>;
    async fn edit(&self, http: &Http, edit: EditInteractionResponse) -> serenity::Result<Message>;
    async fn original(&self, http: &Http) -> serenity::Result<Message>;
    async fn delete(&self, http: &Http) -> serenity::Result<()>;
    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message>;
}

impl Answerable for CommandInteraction {
    fn answers_only(&self) -> bool {
        super::permissions::answers_only(&self.authorizing_integration_owners, self.context)
    }
    const THINKING: bool = true;
    fn locale(&self) -> &str {
        &self.locale
    }
    fn guild_locale(&self) -> Option<&str> {
        self.guild_locale.as_deref()
    }
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
    async fn edit(&self, http: &Http, edit: EditInteractionResponse) -> serenity::Result<Message> {
        self.edit_response(http, edit).await
    }
    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        self.get_response(http).await
    }
    async fn delete(&self, http: &Http) -> serenity::Result<()> {
        self.delete_response(http).await
    }
    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        self.create_followup(http, followup).await
    }
}

impl Answerable for ComponentInteraction {
    fn answers_only(&self) -> bool {
        super::permissions::answers_only(&self.authorizing_integration_owners, self.context)
    }
    const THINKING: bool = false;
    fn locale(&self) -> &str {
        &self.locale
    }
    fn guild_locale(&self) -> Option<&str> {
        self.guild_locale.as_deref()
    }
    async fn respond(
        &self,
        http: &Http,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        self.create_response(http, response).await
    }
    async fn edit(&self, http: &Http, edit: EditInteractionResponse) -> serenity::Result<Message> {
        self.edit_response(http, edit).await
    }
    async fn original(&self, http: &Http) -> serenity::Result<Message> {
        self.get_response(http).await
    }
    async fn delete(&self, http: &Http) -> serenity::Result<()> {
        self.delete_response(http).await
    }
    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        self.create_followup(http, followup).await
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Nothing sent yet.
    Fresh,
    /// Deferred; the first message resolves the deferral.
    Deferred,
    /// The interaction has its response; more messages are follow-ups.
    Answered,
}

/// The answer to one interaction, sent piece by piece.
pub(crate) struct Answer<'a, I: Answerable> {
    http: &'a Http,
    interaction: &'a I,
    state: State,
    /// The placeholder that resolved a deferral for a private answer, to delete at the end.
    placeholder: bool,
    /// poise's "initial response sent" flag, kept true once anything was sent.
    sent: Option<&'a AtomicBool>,
}

/// Logs a failed REST call of an answer (the user then sees Discord's own failure note).
fn logged<T>(what: &str, result: serenity::Result<T>) -> Option<T> {
    match result {
        Ok(v) => Some(v),
        Err(e) => {
            tracing::warn!(error = &e as &dyn std::error::Error, "cannot {what}");
            None
        }
    }
}

impl<'a, I: Answerable> Answer<'a, I> {
    /// A new answer; `sent` is poise's flag for slash commands.
    pub fn new(http: &'a Http, interaction: &'a I, sent: Option<&'a AtomicBool>) -> Self {
        Answer {
            http,
            interaction,
            state: State::Fresh,
            placeholder: false,
            sent,
        }
    }

    /// The words of what only the user sees: their own language.
    pub fn private(&self) -> &'static Catalogue {
        catalogue(self.interaction.locale())
    }

    /// The words of what the channel sees: the guild's language.
    fn public(&self) -> &'static Catalogue {
        catalogue(self.interaction.guild_locale().unwrap_or("en"))
    }

    fn mark_sent(&mut self, state: State) {
        self.state = state;
        if let Some(flag) = self.sent {
            flag.store(true, Ordering::SeqCst);
        }
    }

    /// Runs `work`, deferring the answer once it has taken `defer_after` (at once for
    /// zero). `None` when the work took longer than [`WORK_LIMIT`] (the user was told).
    pub async fn within<T>(
        &mut self,
        defer_after: Duration,
        work: impl Future<Output = T>,
    ) -> Option<T> {
        tokio::pin!(work);
        if !defer_after.is_zero() {
            if let Ok(done) = tokio::time::timeout(defer_after, &mut work).await {
                return Some(done);
            }
        }
        self.defer().await;
        if let Ok(done) = tokio::time::timeout(WORK_LIMIT, work).await {
            return Some(done);
        }
        tracing::error!("a command ran longer than {WORK_LIMIT:?}");
        let note = t!(self.private(), "bot-too-slow");
        self.send(Post::text(&note, true)).await;
        None
    }

    /// Defers the answer (slash commands: a public "thinking…"; buttons: silently).
    pub async fn defer(&mut self) {
        if self.state != State::Fresh {
            return;
        }
        let response = if I::THINKING {
            CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
        } else {
            CreateInteractionResponse::Acknowledge
        };
        let done = logged(
            "defer an answer",
            self.interaction.respond(self.http, response).await,
        );
        if done.is_some() {
            self.mark_sent(State::Deferred);
        }
    }

    /// Sends `post` as the answer, or as one more message of it. Returns the message
    /// when Discord says which it is (not for a direct first answer: see
    /// [`Answer::original_id`]).
    pub async fn send(&mut self, post: Post) -> Option<Message> {
        match self.state {
            State::Fresh => {
                let response = CreateInteractionResponse::Message(post.response());
                logged(
                    "answer an interaction",
                    self.interaction.respond(self.http, response).await,
                )?;
                self.mark_sent(State::Answered);
                None
            }
            State::Deferred if I::THINKING && post.private => {
                let placeholder = Post::text(&t!(self.public(), "answered-privately"), false);
                self.mark_sent(State::Answered);
                if logged(
                    "resolve a deferral",
                    self.interaction
                        .edit(self.http, placeholder.edit_response())
                        .await,
                )
                .is_some()
                {
                    self.placeholder = true;
                }
                logged(
                    "send a private follow-up",
                    self.interaction.followup(self.http, post.followup()).await,
                )
            }
            State::Deferred if I::THINKING => {
                self.mark_sent(State::Answered);
                let (rest, ping) = post.split_ping();
                let message = logged(
                    "resolve a deferral",
                    self.interaction.edit(self.http, rest.edit_response()).await,
                );
                if let Some(ping) = ping {
                    logged(
                        "send the turn prompt",
                        self.interaction.followup(self.http, ping.followup()).await,
                    );
                }
                message
            }
            State::Deferred | State::Answered => {
                self.mark_sent(State::Answered);
                logged(
                    "send a follow-up",
                    self.interaction.followup(self.http, post.followup()).await,
                )
            }
        }
    }

    /// Replaces the message a button is on (`UPDATE_MESSAGE`, or an edit once deferred).
    pub async fn update(&mut self, post: Post) {
        match self.state {
            State::Fresh => {
                let response = CreateInteractionResponse::UpdateMessage(post.response());
                if logged(
                    "update a message",
                    self.interaction.respond(self.http, response).await,
                )
                .is_some()
                {
                    self.mark_sent(State::Answered);
                }
            }
            State::Deferred | State::Answered => {
                logged(
                    "edit a message",
                    self.interaction.edit(self.http, post.edit_response()).await,
                );
                self.mark_sent(State::Answered);
            }
        }
    }

    /// A pass through `gate` for this answer's work; while the bot shuts down, `None`,
    /// and the user is told to try again in a minute.
    pub async fn enter(
        &mut self,
        gate: &std::sync::Arc<super::gate::Gate>,
    ) -> Option<super::gate::Pass> {
        let pass = gate.enter();
        if pass.is_none() {
            let note = t!(self.private(), "bot-restarting");
            self.send(Post::text(&note, true)).await;
        }
        pass
    }

    /// Sends a failure note (ephemeral where possible).
    pub async fn fail(&mut self, note: &str) {
        self.send(Post::text(note, true)).await;
    }

    /// Logs that `what` failed in `channel` with `error`, and tells the user the bot
    /// failed (`bot-failed`, in their language).
    pub async fn failed(
        &mut self,
        channel: u64,
        what: &str,
        error: &(dyn std::error::Error + Send + Sync + 'static),
    ) {
        tracing::error!(channel, error, "{what} failed");
        let note = t!(self.private(), "bot-failed");
        self.fail(&note).await;
    }

    /// Whether the bot may only answer interactions where this one came from: every
    /// post then goes out as this answer ([`super::board_post::publish`]).
    pub fn answers_only(&self) -> bool {
        self.interaction.answers_only()
    }

    /// The id of the interaction's original response message.
    pub async fn original_id(&self) -> Option<MessageId> {
        logged(
            "read an answer's id",
            self.interaction.original(self.http).await,
        )
        .map(|m| m.id)
    }

    /// Ends the answer: removes a placeholder, resolves a deferral nothing resolved.
    pub async fn finish(mut self) {
        if self.state == State::Deferred && I::THINKING {
            self.send(Post::text("…", true)).await;
        }
        if self.placeholder {
            logged(
                "delete a placeholder",
                self.interaction.delete(self.http).await,
            );
        }
    }
}
