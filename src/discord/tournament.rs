//! `/checkers-tournament`: tournaments on a server (docs/playing.md "Tournaments"). The
//! table keeps them ([`Command::Tournament`]); this adapter takes the subcommands, adds
//! answers the presses of the Join and Check in buttons under the announcements
//! (`board_post.rs` adds them, `component.rs` names them). The rounds' games are opened by the timers' loop, as a seek's
//! filled game is ([`super::seek::open_from_timers`]).

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

use super::options::{settings, Players};
use super::reply::Post;
use super::respond::Answer;
use super::slash::run;
use super::{perform_input, press, Context, Data, DiscordError};
use crate::core::Abandon;
use crate::t;
use crate::table::{Command, Input, NewTournament, TournamentCommand};

/// How a tournament of 2-player games is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Pairing {
    /// Swiss rounds, paired by score.
    #[name = "swiss"]
    Swiss,
    /// Everyone plays everyone once.
    #[name = "round-robin"]
    RoundRobin,
}

/// Tournaments on this server: create, join, check in, standings, results.
#[poise::command(
    slash_command,
    rename = "checkers-tournament",
    install_context = "Guild",
    interaction_context = "Guild",
    subcommands(
        "create",
        "join",
        "leave",
        "checkin",
        "start",
        "standings",
        "result",
        "list"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async, reason = "poise commands are async functions")]
pub async fn checkers_tournament(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Create a tournament here (needs Manage Channels); people join with its button.
#[poise::command(slash_command)]
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per slash-command option (poise)"
)]
async fn create(
    ctx: Context<'_>,
    #[description = "Players of each game: 2, 3, 4 or 6"] players: Players,
    #[description = "2 players: Swiss (the default) or round robin"] format: Option<Pairing>,
    #[description = "Number of rounds (Swiss and tables; default 3)"]
    #[min = 1]
    #[max = 50]
    rounds: Option<u32>,
    #[description = "Minutes until the start (default 60); check-in opens 10 minutes before"]
    #[max = 43200]
    starts_in: Option<u32>,
    #[description = "Whether the results change ratings (default on)"] rated: Option<bool>,
    #[description = "Time per turn, e.g. 24h, 30m, 0 for none"]
    #[max_length = 16]
    turn_timeout: Option<String>,
    #[description = "When someone leaves: computer takes over, or pegs freeze"] abandon: Option<
        Abandon,
    >,
    #[description = "House rules as key=value, like preset=fast turn_timeout=24h"]
    #[max_length = 200]
    #[autocomplete = "super::options::autocomplete_rules"]
    house_rules: Option<String>,
) -> Result<(), DiscordError> {
    if super::slash::in_thread(ctx) {
        // Its games open in threads of its channel, and a thread has none.
        return say_privately(ctx, "tour-err-thread").await;
    }
    let settings = settings(
        house_rules.as_deref(),
        None,
        None,
        turn_timeout,
        abandon,
        None,
        None,
    );
    let new = NewTournament {
        players: players.count(),
        round_robin: format == Some(Pairing::RoundRobin),
        rounds: rounds.unwrap_or(3),
        rated: rated.unwrap_or(true),
        starts_in: starts_in.unwrap_or(60),
        settings,
    };
    run(ctx, Command::Tournament(TournamentCommand::Create(new))).await
}

/// A private note `id` to the one who asked, nothing done.
async fn say_privately(ctx: Context<'_>, id: &str) -> Result<(), DiscordError> {
    let Some((mut answer, _pass)) = super::slash::admitted(ctx).await else {
        return Ok(());
    };
    let note = t!(answer.private(), id);
    answer.send(Post::text(&note, true)).await;
    answer.finish().await;
    Ok(())
}

/// Join a tournament (before its start, or late between Swiss rounds).
#[poise::command(slash_command)]
async fn join(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::Tournament(TournamentCommand::Join(tournament)),
    )
    .await
}

/// Leave a tournament before its start, or withdraw from it after (your results stand).
#[poise::command(slash_command)]
async fn leave(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::Tournament(TournamentCommand::Leave(tournament)),
    )
    .await
}

/// Confirm you play, in the last 10 minutes before the start.
#[poise::command(slash_command)]
async fn checkin(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::Tournament(TournamentCommand::CheckIn(tournament)),
    )
    .await
}

/// Start a tournament now (needs Manage Channels).
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::Tournament(TournamentCommand::Start(tournament)),
    )
    .await
}

/// A tournament's standings now, as text and image (only you).
#[poise::command(slash_command)]
async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    run(
        ctx,
        Command::Tournament(TournamentCommand::Standings(tournament)),
    )
    .await
}

/// Set or change a game's result (needs Manage Channels); the standings follow.
#[poise::command(slash_command)]
async fn result(
    ctx: Context<'_>,
    #[description = "The round"]
    #[min = 1]
    round: u32,
    #[description = "The game's number in the round, as the pairings list it"]
    #[min = 1]
    pairing: u32,
    #[description = "Places in seat order, 0 for absent, e.g. 1 2 or 2 1 3"]
    #[max_length = 30]
    places: String,
    #[description = "The tournament's number (default: the latest open one)"] tournament: Option<
        u32,
    >,
) -> Result<(), DiscordError> {
    let places: Option<Vec<u8>> = places
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().ok())
        .collect();
    // Words that are no places give no places: the table says what it takes.
    let command = TournamentCommand::Result {
        id: tournament,
        round,
        game: pairing,
        places: places.unwrap_or_default(),
    };
    run(ctx, Command::Tournament(command)).await
}

/// This server's tournaments, and your results in them (only you).
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Tournament(TournamentCommand::List)).await
}

/// A press of Join or Check in: the table answers the presser (a refusal privately) and
/// the news of a join is posted.
pub async fn on_button(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    (id, check_in): (u32, bool),
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = data.gate.enter() else {
        let note = t!(answer.private(), "bot-restarting");
        answer.send(Post::text(&note, true)).await;
        answer.finish().await;
        return;
    };
    let command = if check_in {
        TournamentCommand::CheckIn(Some(id))
    } else {
        TournamentCommand::Join(Some(id))
    };
    let work = perform_input(
        data,
        i.channel_id.get(),
        i.guild_locale.clone(),
        press::presser(i),
        Input::Command(Command::Tournament(command)),
    );
    match answer.within(data.defer_after, work).await {
        Some(Ok(outcome)) => {
            for r in &outcome.replies {
                answer.send(Post::of(r)).await;
            }
        }
        Some(Err(e)) => {
            tracing::error!(
                error = &e as &dyn std::error::Error,
                "a tournament button failed"
            );
            let note = t!(answer.private(), "bot-failed");
            answer.fail(&note).await;
        }
        None => {}
    }
    answer.finish().await;
}
