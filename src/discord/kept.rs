//! Kept games and ratings on Discord: `/checkers history`, `leaderboard`,
//! `profile`, `record` and `forget-me` (`replay game:<id>` is `replay`'s option, in
//! [`super::commands`]). The table answers them like any command; only `forget-me` is
//! Discord's own: it asks first, in a message only the asker sees, with a Confirm and a
//! Cancel button that only the asker may press ([`on_button`]).

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton};

use super::reply::Post;
use super::respond::Answer;
use super::slash::run;
use super::{perform_input, press, Context, Data, DiscordError};
use crate::i18n::Catalogue;
use crate::t;
use crate::table::{Command, Input, ReplyKind, Who};

/// A person named in an option: their id and the name Discord shows for them.
fn who(user: &serenity::User) -> Who {
    Who::Id(user.id.get(), user.display_name().to_string())
}

/// The latest games kept on this server, newest first (10 a page).
#[poise::command(slash_command)]
pub(super) async fn history(
    ctx: Context<'_>,
    #[description = "Only the games of this member"] user: Option<serenity::User>,
    #[description = "The page, 1 for the newest games"]
    #[min = 1]
    #[max = 100_000]
    page: Option<u32>,
) -> Result<(), DiscordError> {
    let command = Command::History {
        who: user.as_ref().map(who),
        page: page.map_or(1, |p| p as usize),
    };
    run(ctx, command).await
}

/// The server's top 10 by rating, and your own place.
#[poise::command(slash_command)]
pub(super) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "A finished season's number: its final leaderboard (default: the current one)"]
    #[min = 1]
    #[max = 1_000_000]
    season: Option<u32>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Leaderboard(season)).await
}

/// A member's rating and its history, games, wins, average place (yours by default).
#[poise::command(slash_command)]
pub(super) async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (yours if left out)"] user: Option<serenity::User>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Profile(user.as_ref().map(who))).await
}

/// The record of a kept game as a text file (`render --record` reads it).
#[poise::command(slash_command)]
pub(super) async fn record(
    ctx: Context<'_>,
    #[description = "The game's number, as history shows it"]
    #[min = 1]
    game: u64,
) -> Result<(), DiscordError> {
    run(ctx, Command::Record(game)).await
}

/// Delete your ratings and your name from kept games (asks first).
#[poise::command(slash_command, rename = "forget-me")]
pub(super) async fn forget_me(ctx: Context<'_>) -> Result<(), DiscordError> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let http = &ctx.serenity_context().http;
    let mut answer = Answer::new(http, app.interaction, Some(app.has_sent_initial_response));
    let words = answer.private();
    let asker = ctx.author().id.get();
    let post = Post::text(&t!(words, "forget-me-ask-buttons"), true)
        .with_components(confirm_buttons(asker, words));
    answer.send(post).await;
    answer.finish().await;
    Ok(())
}

/// The Confirm and Cancel buttons of `forget-me` for user `asker`.
#[must_use]
pub fn confirm_buttons(asker: u64, words: &Catalogue) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(super::component::forget_me_id(true, asker))
            .label(t!(words, "forget-me-button-confirm"))
            .style(ButtonStyle::Danger),
        CreateButton::new(super::component::forget_me_id(false, asker))
            .label(t!(words, "forget-me-button-cancel"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// A press of a `forget-me` button; `false` when it is not one (another handler's). Only
/// the asker's press counts (anyone else is told so, privately); Cancel closes the
/// question; Confirm forgets the asker and says so in place of the question.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    (confirm, asker): (bool, u64),
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let words = answer.private();
    if let Some(_pass) = data.gate.enter() {
        let channel = i.channel_id.get();
        // The table refuses anyone but the asker.
        let work = perform_input(
            data,
            channel,
            i.guild_locale.clone(),
            press::presser(i),
            Input::ForgetMeAnswer { confirm, asker },
        );
        match answer.within(data.defer_after, work).await {
            Some(Ok(outcome)) if outcome.replies.iter().any(|r| r.kind == ReplyKind::Refusal) => {
                for r in &outcome.replies {
                    answer.send(Post::text(&r.text, true)).await;
                }
            }
            Some(Ok(outcome)) => {
                let text: Vec<&str> = outcome.replies.iter().map(|r| r.text.as_str()).collect();
                // The question was for the asker only; its replacement stays so.
                let post = Post::text(&text.join("\n"), false).with_components(Vec::new());
                answer.update(post).await;
            }
            Some(Err(e)) => {
                tracing::error!(error = &e as &dyn std::error::Error, "forget-me failed");
                answer.fail(&t!(words, "bot-failed")).await;
            }
            None => {}
        }
    } else {
        let note = t!(words, "bot-restarting");
        answer.send(Post::text(&note, true)).await;
    }
    answer.finish().await;
}
