//! Gateway events besides slash commands: typed moves in plain messages, and errors.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{reply, Data, DiscordError};
use crate::table::User;

type FrameworkContext<'a> = poise::FrameworkContext<'a, Data, DiscordError>;

/// Handles the events poise does not: plain messages that may be moves.
pub async fn on_event(
    framework: FrameworkContext<'_>,
    event: &serenity::FullEvent,
) -> Result<(), DiscordError> {
    if let serenity::FullEvent::Message { new_message } = event {
        on_message(framework, new_message).await?;
    }
    Ok(())
}

/// A message: the table decides whether it is a move; its replies go to the channel.
async fn on_message(
    framework: FrameworkContext<'_>,
    msg: &serenity::Message,
) -> Result<(), DiscordError> {
    if msg.author.bot || msg.author.id == framework.bot_id() || msg.content.is_empty() {
        return Ok(());
    }
    let name = msg
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| msg.author.display_name().to_string());
    let user = User {
        id: msg.author.id.get(),
        name,
        manager: false,
        // Messages carry no locale; refusals then follow the channel's language.
        locale: None,
    };
    let guild_locale = msg.guild_id.and_then(|g| {
        framework
            .serenity_context
            .cache
            .guild(g)
            .map(|g| g.preferred_locale.clone())
    });
    let channel = msg.channel_id.get();
    let text = msg.content.clone();
    let tables = Arc::clone(&framework.user_data.tables);
    let replies = tokio::task::spawn_blocking(move || {
        tables.handle_chat_in(channel, guild_locale.as_deref(), &user, &text)
    })
    .await?;
    let http = &framework.serenity_context.http;
    for r in &replies {
        msg.channel_id
            .send_message(http, reply::channel(r, msg))
            .await?;
    }
    Ok(())
}

/// Logs an error and, where a user is waiting on a command, tells them briefly.
pub async fn on_error(error: poise::FrameworkError<'_, Data, DiscordError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let answer = poise::CreateReply::default()
                .content("Something went wrong; please try again.")
                .ephemeral(true)
                .allowed_mentions(serenity::CreateAllowedMentions::new());
            if let Err(e) = ctx.send(answer).await {
                tracing::warn!(error = %e, "cannot tell the user about a failed command");
            }
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(event = event.snake_case_name(), error = %error, "event handler failed");
        }
        error => {
            // Argument and structure errors: poise answers the user (ephemeral) and logs.
            if let Err(e) = poise::builtins::on_error(error).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
