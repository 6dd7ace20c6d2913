//! A slash command run and answered: who asked, the table's work on a blocking thread,
//! a direct answer when quick and a deferred one when not, a new game's lobby message,
//! a lobby redrawn after a command that changed it.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::ChannelType;

use super::reply::Post;
use super::respond::Answer;
use super::{
    assist, board_post, confirm, lobby, perform, permissions, text, Context, Data, DiscordError,
    Outcome,
};
use crate::t;
use crate::table::ReplyKind;
use crate::table::{Command, User};

/// The invoking user: display name in this guild, language, and whether they may manage
/// the channel (Manage Channels; Manage Threads in a thread).
pub(super) async fn user_of(ctx: Context<'_>) -> User {
    let author = ctx.author();
    let member = ctx.author_member().await;
    let name = member
        .as_deref()
        .map_or_else(|| author.display_name(), serenity::Member::display_name)
        .to_string();
    let manager = permissions::is_manager(
        member.as_deref().and_then(|m| m.permissions),
        in_thread(ctx),
    );
    User {
        manager,
        locale: ctx.locale().map(str::to_string),
        server: permissions::server_of(ctx.guild_id(), ctx.channel_id()),
        private: channel_kind(ctx).is_some_and(permissions::is_private),
        answers_only: answers_only(ctx),
        ..User::new(author.id.get(), name)
    }
}

/// Whether the bot may only answer interactions where the command was used
/// ([`permissions::answers_only`]).
pub(super) fn answers_only(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => permissions::answers_only(
            &app.interaction.authorizing_integration_owners,
            app.interaction.context,
        ),
        poise::Context::Prefix(_) => false,
    }
}

/// The guild's preferred locale, which public posts follow (Discord's `guild_locale`).
pub(super) fn guild_locale(ctx: Context<'_>) -> Option<String> {
    match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    }
}

/// The kind of channel the command was used in, when Discord says.
pub(super) fn channel_kind(ctx: Context<'_>) -> Option<ChannelType> {
    match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref().map(|c| c.kind),
        poise::Context::Prefix(_) => None,
    }
}

/// Whether the command was used in a thread.
pub(super) fn in_thread(ctx: Context<'_>) -> bool {
    channel_kind(ctx).is_some_and(permissions::is_thread)
}

/// The bot's own permissions where the command was used.
pub(super) fn bot_permissions(ctx: Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(app) => app.interaction.app_permissions,
        poise::Context::Prefix(_) => None,
    }
}

/// Whether a command may change a lobby (its message is then redrawn).
fn touches_lobby(command: &Command) -> bool {
    matches!(
        command,
        Command::Join
            | Command::Leave
            | Command::AddComputer(_)
            | Command::Start
            | Command::Abort { .. }
    )
}

/// Runs `command` and answers it (see [`super::respond`]): directly when quick,
/// deferred when the work takes longer; a new game's lobby gets its buttons, and a
/// lobby changed by the command is redrawn.
/// The answer to a slash command, and the pass that lets it in; `None` when it is no
/// slash command, or when the bot is shutting down (which it is told).
pub(super) async fn admitted(
    ctx: Context<'_>,
) -> Option<(Answer<'_, serenity::CommandInteraction>, super::gate::Pass)> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let http = &ctx.serenity_context().http;
    let mut answer = Answer::new(http, app.interaction, Some(app.has_sent_initial_response));
    let Some(pass) = ctx.data().gate.enter() else {
        let note = t!(answer.private(), "bot-restarting");
        answer.send(Post::text(&note, true)).await;
        return None;
    };
    Some((answer, pass))
}

pub(super) async fn run(ctx: Context<'_>, command: Command) -> Result<(), DiscordError> {
    let Some((mut answer, _pass)) = admitted(ctx).await else {
        return Ok(());
    };
    let data = ctx.data();
    let http = &ctx.serenity_context().http;
    let is_new = matches!(command, Command::New { .. } | Command::Challenge(_));
    let asks_takeback = matches!(command, Command::Takeback);
    if is_new {
        // Where the bot only answers, Discord gives it no channel permission, and an
        // answer needs none.
        let missing = if answers_only(ctx) {
            permissions::missing_to_answer(bot_permissions(ctx))
        } else {
            permissions::missing(bot_permissions(ctx), in_thread(ctx), false)
        };
        if !missing.is_empty() {
            let note = text::missing_permissions(answer.private(), &missing, false);
            answer.send(Post::text(&note, true)).await;
            return Ok(());
        }
    }
    let redraw = touches_lobby(&command);
    let user = user_of(ctx).await;
    let channel = ctx.channel_id().get();
    // A replay takes a while to draw: "thinking…" at once for `replay`, and for a
    // confirmed `resign`, which usually ends the game (and then posts its replay).
    let defer_after = if matches!(
        command,
        Command::Replay | Command::ReplayGame(_) | Command::Resign { confirmed: true }
    ) {
        Duration::ZERO
    } else {
        data.defer_after
    };
    let work = perform(data, channel, guild_locale(ctx), user, command);
    match answer.within(defer_after, work).await {
        Some(Ok(outcome)) => {
            if is_new {
                announce_lobby(&mut answer, data, channel, &outcome).await;
            } else if asks_takeback {
                let locale = guild_locale(ctx);
                assist::announce(&mut answer, data, http, channel, locale, &outcome).await;
            } else if answer.answers_only() {
                // Nothing but this answer reaches the channel: the private notes, then
                // the public news folded into few messages.
                let asker = ctx.author().id.get();
                for r in outcome.replies.iter().filter(|r| r.private) {
                    let post = confirm::question_post(r, asker, answer.private())
                        .unwrap_or_else(|| Post::of(r));
                    answer.send(post).await;
                }
                for post in board_post::folded(&outcome.replies, outcome.turn.as_ref()) {
                    answer.send(post).await;
                }
            } else {
                board_post::close_buttons(http, channel, &outcome.replies).await;
                let asker = ctx.author().id.get();
                for r in &outcome.replies {
                    // A resignation or abort asks first, with a Confirm button.
                    let post = confirm::question_post(r, asker, answer.private())
                        .unwrap_or_else(|| board_post::with_buttons(r, outcome.turn.as_ref()));
                    answer.send(post).await;
                }
            }
            if redraw && !answer.answers_only() {
                lobby::refresh(http, data, channel, &outcome).await;
            }
        }
        Some(Err(e)) => {
            tracing::error!(command = %ctx.command().qualified_name, error = &e as &dyn std::error::Error, "command failed");
            let note = t!(answer.private(), "bot-failed");
            answer.fail(&note).await;
        }
        None => {}
    }
    answer.finish().await;
    Ok(())
}

/// Sends the replies of `new`: the lobby announcement gets its buttons and becomes the
/// channel's lobby message.
async fn announce_lobby(
    answer: &mut Answer<'_, serenity::CommandInteraction>,
    data: &Data,
    channel: u64,
    outcome: &Outcome,
) {
    let mut announced = false;
    for r in &outcome.replies {
        match &outcome.lobby {
            Some(view) if !announced && !r.private && r.kind == ReplyKind::Lobby => {
                announced = true;
                // A challenge pings the people challenged, and nobody else.
                let post = lobby::open_post(view, &r.text, data.auto_start).pinging(&r.group);
                let sent = answer.send(post).await;
                let id = match sent {
                    Some(message) => Some(message.id),
                    None => answer.original_id().await,
                };
                if let Some(id) = id {
                    data.lobbies.track(channel, view.id, id);
                }
            }
            _ => {
                // A board (a challenge of computers alone starts at once) has its Move
                // button.
                let post = board_post::with_buttons(r, outcome.turn.as_ref());
                answer.send(post).await;
            }
        }
    }
}
