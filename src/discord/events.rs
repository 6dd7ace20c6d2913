//! Gateway events besides slash commands: lobby buttons, typed moves in plain
//! messages (also after the bot's mention, or as a reply to it: [`super::addressed`]), and
//! errors.

use poise::serenity_prelude as serenity;

use super::addressed::{self, Addressed, Unread};
use super::component::Component;
use super::{assist, board_post, lobby, move_menu, rematch, reply, Data, DiscordError};
use crate::i18n::catalogue;
use crate::t;
use crate::table::{Input, User};

type FrameworkContext<'a> = poise::FrameworkContext<'a, Data, DiscordError>;

/// Handles the events poise does not: button presses and plain messages.
pub async fn on_event(
    framework: FrameworkContext<'_>,
    event: &serenity::FullEvent,
) -> Result<(), DiscordError> {
    match event {
        serenity::FullEvent::Message { new_message } => on_message(framework, new_message).await,
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(press),
        } => {
            let (ctx, data) = (framework.serenity_context, framework.user_data);
            // Every component id is read once, here, and routed to its feature.
            match Component::parse(&press.data.custom_id) {
                Some(Component::Lobby(button, lobby)) => {
                    lobby::on_button(ctx, data, press, (button, lobby)).await;
                }
                Some(Component::Move(pick)) => {
                    move_menu::on_component(ctx, data, press, pick).await;
                }
                Some(Component::End(end)) => rematch::on_component(ctx, data, press, end).await,
                Some(Component::Takeback { accept, request }) => {
                    assist::on_button(ctx, data, press, (accept, request)).await;
                }
                Some(Component::ForgetMe { confirm, asker }) => {
                    super::kept::on_button(ctx, data, press, (confirm, asker)).await;
                }
                Some(Component::Tournament { id, check_in }) => {
                    super::tournament::on_button(ctx, data, press, (id, check_in)).await;
                }
                Some(Component::Confirm { question, asker }) => {
                    super::confirm::on_button(ctx, data, press, (question, asker)).await;
                }
                None => {
                    tracing::debug!(custom_id = %press.data.custom_id, "not a component of the bot");
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// A message: the table decides whether it is a move (the bot's mentions taken out);
/// its replies go to the channel. A reply to the bot that Discord delivered without
/// content gets a hint ([`addressed`]).
async fn on_message(
    framework: FrameworkContext<'_>,
    msg: &serenity::Message,
) -> Result<(), DiscordError> {
    if msg.author.bot || msg.author.id == framework.bot_id() {
        return Ok(());
    }
    let data = framework.user_data;
    let http = &framework.serenity_context.http;
    let text = match addressed::read(msg, framework.bot_id(), data.message_content) {
        Addressed::Text(text) => text,
        Addressed::Unread(why) => return unread_reply(framework, msg, why).await,
        Addressed::Nothing => return Ok(()),
    };
    let Some(_pass) = data.gate.enter() else {
        // Only answer what would have been a move: conversation stays unanswered.
        if checkers_move(&text) {
            let lang = data
                .tables
                .public_language(msg.channel_id.get(), None)
                .await;
            let note = t!(catalogue(lang), "bot-restarting");
            let note = reply::Post::text(&note, true)
                .message()
                .reference_message(serenity::MessageReference::from(msg).fail_if_not_exists(false));
            let _ = msg.channel_id.send_message(http, note).await;
        }
        return Ok(());
    };
    let name = msg
        .member
        .as_ref()
        .and_then(|m| m.nick.clone())
        .unwrap_or_else(|| msg.author.display_name().to_string());
    // Messages carry no locale; refusals then follow the channel's language.
    let user = User {
        server: super::permissions::server_of(msg.guild_id, msg.channel_id),
        ..User::new(msg.author.id.get(), name)
    };
    let guild_locale = msg.guild_id.and_then(|g| {
        framework
            .serenity_context
            .cache
            .guild(g)
            .map(|g| g.preferred_locale.clone())
    });
    let channel = msg.channel_id.get();
    let work = data.tables.run(move |tables| {
        let at = guild_locale.as_deref();
        tables.reply_everywhere(channel, at, Some(&user), &Input::Chat(text))
    });
    tokio::pin!(work);
    let crate::table::Everywhere {
        mut replies,
        view,
        elsewhere,
    } = if let Ok(done) = tokio::time::timeout(data.defer_after, &mut work).await {
        done?
    } else {
        // Still at work (the computers are thinking): the channel shows the bot typing
        // until the answer is posted, as a slash command shows "thinking…".
        let _typing = msg
            .channel_id
            .start_typing(&framework.serenity_context.http);
        work.await?
    };
    super::direct::dispatch(&data.http, &data.tables, &mut replies);
    board_post::spawn_elsewhere(&data.http, elsewhere, view.as_ref());
    board_post::close_buttons(http, channel, &replies).await;
    for r in &replies {
        let rows = board_post::under_board(r, view.as_ref());
        let send = msg
            .channel_id
            .send_message(http, reply::channel(r, msg).components(rows));
        if let Err(e) = send.await {
            let forbidden = matches!(&e, serenity::Error::Http(h)
                if h.status_code() == Some(serenity::StatusCode::FORBIDDEN));
            if forbidden {
                tracing::warn!(
                    channel,
                    "cannot answer a typed move: the bot lacks Send Messages, Attach Files or \
                     Read Message History in this channel"
                );
            } else {
                tracing::warn!(
                    channel,
                    error = &e as &dyn std::error::Error,
                    "cannot answer a typed move"
                );
            }
        }
    }
    Ok(())
}

/// Answers a reply to the bot whose content Discord withheld (the intent is off), when
/// its author is seated at the channel's table: how to be read (keep the ping on, mention
/// the bot, or `/checkers move`). Others' replies stay unanswered.
async fn unread_reply(
    framework: FrameworkContext<'_>,
    msg: &serenity::Message,
    why: Unread,
) -> Result<(), DiscordError> {
    let data = framework.user_data;
    let Some(_pass) = data.gate.enter() else {
        return Ok(());
    };
    let channel = msg.channel_id.get();
    let author = msg.author.id.get();
    let seated = data
        .tables
        .run(move |tables| tables.people(channel).iter().any(|p| p.id == author))
        .await?;
    if !seated {
        return Ok(());
    }
    let lang = data.tables.public_language(channel, None).await;
    let bot = framework.bot_id().get();
    let note = t!(catalogue(lang), "discord-unread-reply",
        "kind" => why.key(),
        "bot" => format!("<@{bot}>"));
    let note = reply::Post::text(&note, true)
        .message()
        .reference_message(serenity::MessageReference::from(msg).fail_if_not_exists(false));
    let send = msg
        .channel_id
        .send_message(&framework.serenity_context.http, note);
    if let Err(e) = send.await {
        tracing::warn!(
            channel,
            error = &e as &dyn std::error::Error,
            "cannot answer an unread reply"
        );
    }
    Ok(())
}

/// Whether a plain message reads as a move (two or more holes).
fn checkers_move(text: &str) -> bool {
    crate::core::MoveText::from_chat(text).is_some()
}

/// Logs an error and, where a user is waiting on a command, tells them briefly.
pub async fn on_error(error: poise::FrameworkError<'_, Data, DiscordError>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = &error as &dyn std::error::Error, "command failed");
            tell(ctx, "bot-failed").await;
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, panic = ?payload, "command panicked");
            tell(ctx, "bot-failed").await;
        }
        poise::FrameworkError::ArgumentParse { ctx, error, .. } => {
            // The user's input, answered: nothing for the operator to do.
            tracing::debug!(command = %ctx.command().qualified_name, error = &*error as &dyn std::error::Error, "an option was not understood");
            tell(ctx, "err-bad-option").await;
        }
        // Options that do not fit the command (registered commands older than the bot).
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::warn!(command = %ctx.command().qualified_name, %description, "options do not fit the command");
            tell(poise::Context::Application(ctx), "err-bad-option").await;
        }
        // A command as the person's Discord client knew it before the commands were
        // registered anew (Discord delivers it as it was): told where it is now.
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::info!(command = %interaction.data.name, "a command this version does not have");
            let cat = catalogue(&interaction.locale);
            let note = match moved(&interaction.data) {
                Some((command, sub)) => {
                    let now = match sub {
                        Some(sub) => format!("/{} {}", t!(cat, command), t!(cat, sub)),
                        None => format!("/{}", t!(cat, command)),
                    };
                    t!(cat, "err-command-moved", "command" => now)
                }
                None => t!(cat, "err-bad-option"),
            };
            let answer = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(note)
                    .ephemeral(true)
                    .allowed_mentions(serenity::CreateAllowedMentions::new()),
            );
            let http = &framework.serenity_context.http;
            if let Err(e) = interaction.create_response(http, answer).await {
                tracing::warn!(
                    error = &e as &dyn std::error::Error,
                    "cannot answer an unknown command"
                );
            }
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(
                event = event.snake_case_name(),
                error = &error as &dyn std::error::Error,
                "event handler failed"
            );
        }
        error => {
            // Structure errors and the like: poise logs them (and answers where it must).
            if let Err(e) = poise::builtins::on_error(error).await {
                tracing::error!(
                    error = &e as &dyn std::error::Error,
                    "error while handling an error"
                );
            }
        }
    }
}

/// Where a subcommand of `/checkers` that moved is now (the catalogue ids of its command
/// and subcommand): the kept games and ratings to `/checkers-ratings`, your games and
/// turn messages to `/checkers-me`, the channel's defaults to `/checkers-defaults`.
fn moved(data: &serenity::CommandData) -> Option<(&'static str, Option<&'static str>)> {
    if data.name != "checkers" {
        return None;
    }
    let sub = data.options.first()?.name.as_str();
    Some(match sub {
        "history" => ("cmd-checkers-ratings", Some("cmd-history")),
        "leaderboard" => ("cmd-checkers-ratings", Some("cmd-leaderboard")),
        "profile" => ("cmd-checkers-ratings", Some("cmd-profile")),
        "record" => ("cmd-checkers-ratings", Some("cmd-record")),
        "forget-me" => ("cmd-checkers-ratings", Some("cmd-forget-me")),
        "games" => ("cmd-checkers-me", Some("cmd-games")),
        "notify" => ("cmd-checkers-me", Some("cmd-notify")),
        "defaults" => ("cmd-checkers-defaults", None),
        _ => return None,
    })
}

/// Answers the user of `ctx` privately with message `id`, in their language.
async fn tell(ctx: poise::Context<'_, Data, DiscordError>, id: &str) {
    let note = t!(catalogue(ctx.locale().unwrap_or("en")), id);
    let answer = poise::CreateReply::default()
        .content(note)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ctx.send(answer).await {
        tracing::warn!(
            error = &e as &dyn std::error::Error,
            "cannot tell the user about a failed command"
        );
    }
}
