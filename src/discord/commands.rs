//! The `/checkers` slash command and its subcommands, one per [`Command`].
//!
//! A subcommand's doc comment is its help text in Discord (at most 100 characters).

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::{reply, Context, DiscordError};
use crate::table::{Command, Reply, User};

/// Seats at a new table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Players {
    /// Two players, opposite points.
    #[name = "2"]
    Two,
    /// Three players, alternate points.
    #[name = "3"]
    Three,
    /// Four players.
    #[name = "4"]
    Four,
    /// Six players, every point.
    #[name = "6"]
    Six,
}

impl Players {
    fn count(self) -> usize {
        match self {
            Players::Two => 2,
            Players::Three => 3,
            Players::Four => 4,
            Players::Six => 6,
        }
    }
}

/// Chinese Checkers in this channel.
#[poise::command(
    slash_command,
    subcommands(
        "new",
        "join",
        "leave",
        "add_computer",
        "start",
        "play",
        "board",
        "resign",
        "abort",
        "status",
        "help"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise commands are async functions
pub async fn checkers(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Open a table in this channel; you take seat 1.
#[poise::command(slash_command)]
async fn new(
    ctx: Context<'_>,
    #[description = "Number of players"] players: Players,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::New {
            players: players.count(),
        },
    )
    .await
}

/// Take a free seat at the table.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Join).await
}

/// Give up your seat before the start (during a game: resign).
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Leave).await
}

/// Seat a computer player (table creator).
#[poise::command(slash_command, rename = "add-computer")]
async fn add_computer(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::AddComputer).await
}

/// Begin the game once every seat is taken (table creator).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Start).await
}

/// Play a move, e.g. `d2 e7` or `b2-d2-f7`.
#[poise::command(slash_command, rename = "move")]
async fn play(
    ctx: Context<'_>,
    #[description = "The holes of the move, e.g. d2 e7 or b2-d2-f7"]
    #[max_length = 200]
    text: String,
) -> Result<(), DiscordError> {
    run(ctx, Command::Move(text)).await
}

/// Show the board.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Board).await
}

/// Give up; the computer plays your seat on.
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Resign).await
}

/// End the game (table creator or a channel manager).
#[poise::command(slash_command)]
async fn abort(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Abort).await
}

/// Seats, turn and pegs home.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Status).await
}

/// How to play.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Help).await
}

/// The invoking user: display name in this guild, and whether they may manage the channel.
async fn user_of(ctx: Context<'_>) -> User {
    let author = ctx.author();
    let member = ctx.author_member().await;
    let name = member
        .as_deref()
        .map_or_else(|| author.display_name(), serenity::Member::display_name)
        .to_string();
    let manager = member
        .as_deref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_channels() || p.administrator());
    User {
        id: author.id.get(),
        name,
        manager,
    }
}

/// Runs `command` on a blocking thread and sends the replies. When the table takes longer
/// than [`DEFER_AFTER`](super::DEFER_AFTER) (a start, move or resign that renders and lets
/// the computer play), the answer is deferred first so Discord's 3-second limit holds.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), DiscordError> {
    let user = user_of(ctx).await;
    let channel = ctx.channel_id().get();
    let tables = Arc::clone(&ctx.data().tables);
    let mut work = tokio::task::spawn_blocking(move || tables.handle(channel, &user, command));
    let replies = if let Ok(done) = tokio::time::timeout(ctx.data().defer_after, &mut work).await {
        done?
    } else {
        ctx.defer().await?;
        work.await?
    };
    if replies.is_empty() {
        // Every interaction needs an answer; the table always replies, but be safe.
        ctx.send(reply::slash(&Reply::private("…".into()))).await?;
    }
    for r in &replies {
        ctx.send(reply::slash(r)).await?;
    }
    Ok(())
}
