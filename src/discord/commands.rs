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

/// Rule presets (RULES.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PresetChoice {
    /// The defaults.
    #[name = "standard"]
    Standard,
    /// Pass-through foreign points, swap, no move limit.
    #[name = "masters"]
    Masters,
    /// Long jumps.
    #[name = "fast"]
    Fast,
}

/// `unused_points`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum UnusedChoice {
    /// Pegs may rest in unused points.
    #[name = "empty"]
    Empty,
    /// Unused points hold pegs that never move.
    #[name = "filled"]
    Filled,
}

/// `foreign_points`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ForeignChoice {
    /// Pegs may rest in other armies' points.
    #[name = "rest"]
    Rest,
    /// Pegs may only hop through them.
    #[name = "pass-through"]
    PassThrough,
}

/// `anti_spoiling`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SpoilChoice {
    /// A full target with one own peg counts as home.
    #[name = "full-target"]
    FullTarget,
    /// Land on a blocker in your target and swap it out.
    #[name = "swap"]
    Swap,
    /// Blocking is allowed.
    #[name = "none"]
    None,
}

/// `first_player`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum FirstChoice {
    /// Chosen at random.
    #[name = "coin-toss"]
    CoinToss,
    /// The creator moves first.
    #[name = "creator"]
    Creator,
}

/// `turn_order`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OrderChoice {
    /// N, NE, SE, S, SW, NW.
    #[name = "clockwise"]
    Clockwise,
    /// The reverse.
    #[name = "counterclockwise"]
    Counterclockwise,
}

/// `abandon`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AbandonChoice {
    /// The computer plays the seat on.
    #[name = "ai-takeover"]
    AiTakeover,
    /// The seat's pegs stay as obstacles.
    #[name = "freeze"]
    Freeze,
}

/// The house-rule options shared by `new` and `defaults`, as `key=value` settings
/// (the preset first, so single rules override it).
#[allow(clippy::too_many_arguments)]
fn settings(
    preset: Option<PresetChoice>,
    unused_points: Option<UnusedChoice>,
    foreign_points: Option<ForeignChoice>,
    anti_spoiling: Option<SpoilChoice>,
    long_jumps: Option<bool>,
    leave_target: Option<bool>,
    first_player: Option<FirstChoice>,
    turn_order: Option<OrderChoice>,
    move_limit: Option<u32>,
    placements: Option<bool>,
    turn_timeout: Option<String>,
    abandon: Option<AbandonChoice>,
) -> Vec<(String, String)> {
    use poise::ChoiceParameter;
    let on_off = |b: bool| if b { "on" } else { "off" }.to_string();
    let pairs: [(&str, Option<String>); 12] = [
        ("preset", preset.map(|c| c.name().to_string())),
        ("unused_points", unused_points.map(|c| c.name().to_string())),
        (
            "foreign_points",
            foreign_points.map(|c| c.name().to_string()),
        ),
        ("anti_spoiling", anti_spoiling.map(|c| c.name().to_string())),
        ("long_jumps", long_jumps.map(on_off)),
        ("leave_target", leave_target.map(on_off)),
        ("first_player", first_player.map(|c| c.name().to_string())),
        ("turn_order", turn_order.map(|c| c.name().to_string())),
        ("move_limit", move_limit.map(|n| n.to_string())),
        ("placements", placements.map(on_off)),
        ("turn_timeout", turn_timeout),
        ("abandon", abandon.map(|c| c.name().to_string())),
    ];
    pairs
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| (k.to_string(), v)))
        .collect()
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
        "rules",
        "defaults",
        "help"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise commands are async functions
pub async fn checkers(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Open a table in this channel; you take seat 1. Rules not given use the channel's defaults.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
async fn new(
    ctx: Context<'_>,
    #[description = "Number of players"] players: Players,
    #[description = "Armies per player: 2 with 3 players, 3 with 2 players"]
    #[min = 1]
    #[max = 3]
    armies: Option<u8>,
    #[description = "Rule preset (applied first)"] preset: Option<PresetChoice>,
    #[description = "Unused points: empty or filled with fixed pegs"] unused_points: Option<
        UnusedChoice,
    >,
    #[description = "May pegs rest in other armies' points?"] foreign_points: Option<ForeignChoice>,
    #[description = "What keeps a target from being blocked"] anti_spoiling: Option<SpoilChoice>,
    #[description = "Hop over one peg at any distance"] long_jumps: Option<bool>,
    #[description = "May a peg leave its target again?"] leave_target: Option<bool>,
    #[description = "Who moves first"] first_player: Option<FirstChoice>,
    #[description = "Order of play"] turn_order: Option<OrderChoice>,
    #[description = "Moves per player (0 = no limit)"]
    #[max = 100000]
    move_limit: Option<u32>,
    #[description = "Play on for 2nd, 3rd… place"] placements: Option<bool>,
    #[description = "Time per turn, e.g. 24h, 30m, 0 for none"]
    #[max_length = 16]
    turn_timeout: Option<String>,
    #[description = "When someone leaves: computer takes over, or pegs freeze"] abandon: Option<
        AbandonChoice,
    >,
) -> Result<(), DiscordError> {
    let settings = settings(
        preset,
        unused_points,
        foreign_points,
        anti_spoiling,
        long_jumps,
        leave_target,
        first_player,
        turn_order,
        move_limit,
        placements,
        turn_timeout,
        abandon,
    );
    let armies = usize::from(armies.unwrap_or(1));
    run(
        ctx,
        Command::New {
            players: players.count(),
            armies,
            settings,
        },
    )
    .await
}

/// Show the house rules of this channel's game, or the channel's defaults.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Rules).await
}

/// Change this channel's default house rules (needs Manage Channels).
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
async fn defaults(
    ctx: Context<'_>,
    #[description = "Rule preset (applied first)"] preset: Option<PresetChoice>,
    #[description = "Unused points: empty or filled with fixed pegs"] unused_points: Option<
        UnusedChoice,
    >,
    #[description = "May pegs rest in other armies' points?"] foreign_points: Option<ForeignChoice>,
    #[description = "What keeps a target from being blocked"] anti_spoiling: Option<SpoilChoice>,
    #[description = "Hop over one peg at any distance"] long_jumps: Option<bool>,
    #[description = "May a peg leave its target again?"] leave_target: Option<bool>,
    #[description = "Who moves first"] first_player: Option<FirstChoice>,
    #[description = "Order of play"] turn_order: Option<OrderChoice>,
    #[description = "Moves per player (0 = no limit)"]
    #[max = 100000]
    move_limit: Option<u32>,
    #[description = "Play on for 2nd, 3rd… place"] placements: Option<bool>,
    #[description = "Time per turn, e.g. 24h, 30m, 0 for none"]
    #[max_length = 16]
    turn_timeout: Option<String>,
    #[description = "When someone leaves: computer takes over, or pegs freeze"] abandon: Option<
        AbandonChoice,
    >,
    #[description = "Language of the bot's public posts here (en, it, nb, cs, pt-BR, or auto)"]
    #[max_length = 8]
    language: Option<String>,
) -> Result<(), DiscordError> {
    let mut settings = settings(
        preset,
        unused_points,
        foreign_points,
        anti_spoiling,
        long_jumps,
        leave_target,
        first_player,
        turn_order,
        move_limit,
        placements,
        turn_timeout,
        abandon,
    );
    if let Some(language) = language {
        settings.push(("language".to_string(), language));
    }
    run(ctx, Command::Defaults { settings }).await
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
        locale: ctx.locale().map(str::to_string),
    }
}

/// The guild's preferred locale, which public posts follow (Discord's `guild_locale`).
fn guild_locale(ctx: Context<'_>) -> Option<String> {
    match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    }
}

/// Runs `command` on a blocking thread and sends the replies. When the table takes longer
/// than [`DEFER_AFTER`](super::DEFER_AFTER) (a start, move or resign that renders and lets
/// the computer play), the answer is deferred first so Discord's 3-second limit holds.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), DiscordError> {
    let user = user_of(ctx).await;
    let channel = ctx.channel_id().get();
    let tables = Arc::clone(&ctx.data().tables);
    let guild_locale = guild_locale(ctx);
    let mut work = tokio::task::spawn_blocking(move || {
        tables.handle_in(channel, guild_locale.as_deref(), &user, command)
    });
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
