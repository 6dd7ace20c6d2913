//! The slash commands and their subcommands, one per [`Command`]: `/checkers` (a game
//! here: everything to open, play and end it, find opponents, help), `/checkers-ratings`
//! (kept games and ratings), `/checkers-me` (your games and turn messages) and
//! `/checkers-defaults` (the channel's house rules). Discord allows 25 options a command
//! and 8,000 characters ([`super::limits`]); the layout keeps every command within 21
//! options and 6,500 characters, in every language, so that the next features fit.
//!
//! A subcommand's doc comment is its help text in Discord (at most 100 characters).

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelType, CreateThread};

use super::options::{assist_settings, settings, theme_setting, Players};
use super::reply::{cut, Post};
use super::respond::Answer;
use super::slash::{bot_permissions, guild_locale, in_thread, run, user_of};
use super::{lobby, perform, permissions, text, Context, DiscordError, Outcome};
use crate::ai::Level;
use crate::core::{Abandon, Preset, Variant, Words};
use crate::i18n::{catalogue, Catalogue};
use crate::render::Theme;
use crate::t;
use crate::table::ReplyKind;
use crate::table::{Command, DigestAsk, HelpTopic, SoloView, Tables};

/// Chinese Checkers in this channel.
///
/// Installable to a server and to a user's account (docs/operating.md, "Installs"): usable
/// in servers, in the bot's direct messages, and in direct and group direct messages
/// between people, where the bot only answers.
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    subcommands(
        "new",
        "join",
        "leave",
        "add_computer",
        "start",
        "play",
        "board",
        "moves",
        "hint",
        "takeback",
        "resign",
        "abort",
        "status",
        "rules",
        "replay",
        "help",
        "solo",
        "follow",
        "super::seek::seek",
        "super::challenge::challenge",
        "puzzle"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async, reason = "poise commands are async functions")]
pub async fn checkers(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Kept games and ratings on this server: history, leaderboard, profiles, records.
#[poise::command(
    slash_command,
    rename = "checkers-ratings",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    subcommands(
        "super::kept::history",
        "super::kept::leaderboard",
        "super::kept::profile",
        "super::kept::record",
        "super::kept::forget_me"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async, reason = "poise commands are async functions")]
pub async fn checkers_ratings(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Your games, a message at your turn, blocking a member, reporting a game.
#[poise::command(
    slash_command,
    rename = "checkers-me",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
    subcommands("games", "notify", "digest", "block", "report"),
    subcommand_required
)]
#[allow(clippy::unused_async, reason = "poise commands are async functions")]
pub async fn checkers_me(_ctx: Context<'_>) -> Result<(), DiscordError> {
    Ok(())
}

/// Open a table in this channel; you take seat 1. Rules not given use the channel's defaults.
#[poise::command(slash_command)]
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per slash-command option (poise)"
)]
async fn new(
    ctx: Context<'_>,
    #[description = "Number of players"] players: Players,
    #[description = "Which game: the race (standard) or the capture game"] variant: Option<Variant>,
    #[description = "Armies per player: 2 with 3 players, 3 with 2 players"]
    #[min = 1]
    #[max = 3]
    armies: Option<u8>,
    #[description = "Rule preset (applied first)"] preset: Option<Preset>,
    #[description = "Hop over one peg at any distance"] long_jumps: Option<bool>,
    #[description = "Partners in opposite points play as a team (4 or 6 players)"] teams: Option<
        bool,
    >,
    #[description = "Time per turn, e.g. 24h, 30m, 0 for none"]
    #[max_length = 16]
    turn_timeout: Option<String>,
    #[description = "When someone leaves: computer takes over, or pegs freeze"] abandon: Option<
        Abandon,
    >,
    #[description = "Most time a computer move may take, e.g. 2s, 500ms"]
    #[max_length = 16]
    computer_time: Option<String>,
    #[description = "Board colours: light or dark"] theme: Option<Theme>,
    #[description = "Play in a new thread of this channel, named after the game"] thread: Option<
        bool,
    >,
    #[description = "May the player who just moved take the move back, if the others accept?"]
    takeback: Option<bool>,
    #[description = "May the player to move ask the computer for a hint?"] hints: Option<bool>,
    #[description = "Whether the result changes ratings (default: on under the standard rules)"]
    rated: Option<bool>,
    #[description = "House rules as key=value, like preset=fast turn_timeout=24h"]
    #[max_length = 200]
    #[autocomplete = "super::options::autocomplete_rules"]
    house_rules: Option<String>,
) -> Result<(), DiscordError> {
    let mut settings = settings(
        house_rules.as_deref(),
        preset,
        long_jumps,
        turn_timeout,
        abandon,
        teams,
        computer_time,
    );
    settings.extend(theme.map(theme_setting));
    settings.extend(assist_settings(takeback, hints));
    settings.extend(rated.map(|on| ("rated".to_string(), if on { "on" } else { "off" }.into())));
    if let Some(variant) = variant.filter(|v| !v.is_standard()) {
        settings.insert(0, ("variant".into(), variant.word().into()));
    }
    let armies = usize::from(armies.unwrap_or(1));
    let command = Command::New {
        players: players.count(),
        armies,
        settings,
    };
    // Where the bot may only answer interactions it cannot open threads.
    if thread == Some(true) && !super::slash::answers_only(ctx) {
        return new_in_thread(ctx, command, players.count()).await;
    }
    run(ctx, command).await
}

/// Show the house rules of this channel's game, or the channel's defaults.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Rules).await
}

/// Change this channel's default house rules (needs Manage Channels).
#[poise::command(
    slash_command,
    rename = "checkers-defaults",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per slash-command option (poise)"
)]
pub async fn defaults(
    ctx: Context<'_>,
    #[description = "Rule preset (applied first)"] preset: Option<Preset>,
    #[description = "Hop over one peg at any distance"] long_jumps: Option<bool>,
    #[description = "Time per turn, e.g. 24h, 30m, 0 for none"]
    #[max_length = 16]
    turn_timeout: Option<String>,
    #[description = "When someone leaves: computer takes over, or pegs freeze"] abandon: Option<
        Abandon,
    >,
    #[description = "Partners in opposite points play as a team (4 or 6 players)"] teams: Option<
        bool,
    >,
    #[description = "Most time a computer move may take, e.g. 2s, 500ms"]
    #[max_length = 16]
    computer_time: Option<String>,
    #[description = "Language of the bot's public posts here (en, de, fr, es-ES, it, nb, cs, pt-BR, or auto)"]
    #[max_length = 8]
    language: Option<String>,
    #[description = "Board colours of new games here: light or dark"] theme: Option<Theme>,
    #[description = "May the player who just moved take the move back, if the others accept?"]
    takeback: Option<bool>,
    #[description = "May the player to move ask the computer for a hint?"] hints: Option<bool>,
    #[description = "Games found by seek on this server open in threads here (on), or where people searched"]
    game_channel: Option<bool>,
    #[description = "Let people here seek anywhere: with people of every open server (on), or not (off)"]
    open_anywhere: Option<bool>,
    #[description = "Rating seasons on this server: days each (e.g. 30), off, or end to end this one now"]
    #[max_length = 16]
    seasons: Option<String>,
    #[description = "Post the server's daily puzzle here at this hour, UTC (0 to 23), or off"]
    #[max_length = 16]
    puzzle_hour: Option<String>,
    #[description = "House rules as key=value, like preset=fast turn_timeout=24h"]
    #[max_length = 200]
    #[autocomplete = "super::options::autocomplete_rules"]
    house_rules: Option<String>,
) -> Result<(), DiscordError> {
    let mut settings = settings(
        house_rules.as_deref(),
        preset,
        long_jumps,
        turn_timeout,
        abandon,
        teams,
        computer_time,
    );
    if let Some(language) = language {
        settings.push(("language".to_string(), language));
    }
    settings.extend(theme.map(theme_setting));
    settings.extend(assist_settings(takeback, hints));
    if game_channel.is_some() && in_thread(ctx) {
        // Games found open in threads of the game channel, and a thread has none.
        let Some((mut answer, _pass)) = super::slash::admitted(ctx).await else {
            return Ok(());
        };
        let note = t!(answer.private(), "err-game-channel-thread");
        answer.send(Post::text(&note, true)).await;
        answer.finish().await;
        return Ok(());
    }
    let on_off =
        |name: &str, on: bool| (name.to_string(), if on { "on" } else { "off" }.to_string());
    settings.extend(game_channel.map(|on| on_off("game_channel", on)));
    settings.extend(open_anywhere.map(|on| on_off("anywhere", on)));
    // Read as typed settings are: its words in the reader's language (`fine`) as English.
    if let Some(value) = seasons {
        settings.extend(crate::table::house_rule_settings(&format!(
            "seasons={value}"
        )));
    }
    settings.extend(puzzle_hour.map(|hour| ("puzzle_hour".to_string(), hour)));
    run(ctx, Command::Defaults { settings }).await
}

/// Take a free seat at the table.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Join).await
}

/// Give up your seat before the start (during a game, use resign).
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Leave).await
}

/// Seat a computer player, medium unless you choose (table creator).
#[poise::command(slash_command, rename = "add-computer")]
async fn add_computer(
    ctx: Context<'_>,
    #[description = "How strong it plays (default medium)"] level: Option<Level>,
) -> Result<(), DiscordError> {
    let level = level.unwrap_or_default();
    run(ctx, Command::AddComputer(level)).await
}

/// The solitaire challenge: cross the board alone in as few moves as you can.
#[poise::command(slash_command)]
async fn solo(
    ctx: Context<'_>,
    #[description = "What to show: start a crossing, the best crossings, or the computer's"]
    view: Option<SoloView>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Solo(view.unwrap_or_default())).await
}

/// The daily puzzle: see it, your streak and the month's best (only you), or answer it.
#[poise::command(slash_command)]
async fn puzzle(
    ctx: Context<'_>,
    #[description = "Your answer, a move like d2 e7: told right or wrong, only to you; one a day"]
    #[max_length = 200]
    answer: Option<String>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Puzzle(answer)).await
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
    #[autocomplete = "autocomplete_move"]
    text: String,
) -> Result<(), DiscordError> {
    run(ctx, Command::Move(text)).await
}

/// Show the board.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Board).await
}

/// See where a peg can go (only you see it): every hole it can reach, and the jump chains.
#[poise::command(slash_command)]
async fn moves(
    ctx: Context<'_>,
    #[description = "The hole of the peg, e.g. d2"]
    #[max_length = 8]
    #[autocomplete = "autocomplete_hole"]
    hole: String,
    #[description = "Also draw the jump chain to each hole"] chains: Option<bool>,
) -> Result<(), DiscordError> {
    let chains = chains.unwrap_or(false);
    run(ctx, Command::Moves { hole, chains }).await
}

/// The whole game as an animation, one frame per move.
#[poise::command(slash_command)]
async fn replay(
    ctx: Context<'_>,
    #[description = "A kept game's number, as history shows it (default: this channel's game)"]
    #[min = 1]
    game: Option<u64>,
) -> Result<(), DiscordError> {
    run(ctx, game.map_or(Command::Replay, Command::ReplayGame)).await
}

/// Give up; the computer plays your seat on. Asks first, with a Confirm button.
#[poise::command(slash_command)]
async fn resign(
    ctx: Context<'_>,
    #[description = "Do it at once, without the question"] confirm: Option<bool>,
) -> Result<(), DiscordError> {
    let confirmed = confirm.unwrap_or(false);
    run(ctx, Command::Resign { confirmed }).await
}

/// End the game (table creator or a channel manager); a game under way asks first.
#[poise::command(slash_command)]
async fn abort(
    ctx: Context<'_>,
    #[description = "Do it at once, without the question"] confirm: Option<bool>,
) -> Result<(), DiscordError> {
    let confirmed = confirm.unwrap_or(false);
    run(ctx, Command::Abort { confirmed }).await
}

/// Seats, turn and pegs home.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Status).await
}

/// How to play.
#[poise::command(slash_command)]
async fn help(
    ctx: Context<'_>,
    #[description = "One topic in detail (without it: the overview)"] topic: Option<HelpTopic>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Help(topic)).await
}

/// Ask to take back your last move; the other players accept or decline.
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Takeback).await
}

/// Your games in progress on this server: where, who, whose turn, the time left.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Games).await
}

/// A direct message when it is your turn, with the board (in every game).
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "On: a message at each of your turns. Off: none."] on: Option<bool>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Notify(on)).await
}

/// Once a day at the hour you choose (UTC), a direct message listing your games at your turn.
#[poise::command(slash_command)]
pub async fn digest(
    ctx: Context<'_>,
    #[description = "The hour, 0 to 23 (UTC)"]
    #[min = 0]
    #[max = 23]
    hour: Option<u8>,
    #[description = "No digest any more."] off: Option<bool>,
) -> Result<(), DiscordError> {
    let ask = match (off, hour) {
        (Some(true), _) => DigestAsk::Off,
        (_, Some(hour)) => DigestAsk::At(hour),
        _ => DigestAsk::Show,
    };
    run(ctx, Command::Digest(ask)).await
}

/// Block a member: never paired with you by seek, no challenges between you.
#[poise::command(slash_command)]
pub async fn block(
    ctx: Context<'_>,
    #[description = "The member (left out: how many you blocked)"] member: Option<serenity::User>,
    #[description = "Unblock them."] undo: Option<bool>,
) -> Result<(), DiscordError> {
    let who = member.map(|m| super::challenge::invitee(ctx, &m));
    let undo = undo.unwrap_or(false);
    run(ctx, Command::Block { who, undo }).await
}

/// Report this channel's game to the bot's operators; its record is kept with the report.
#[poise::command(slash_command)]
pub async fn report(
    ctx: Context<'_>,
    #[description = "What is wrong, in a few words"]
    #[max_length = 300]
    reason: Option<String>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Report(reason.unwrap_or_default())).await
}

/// Follow this channel's game: a direct message with the board after moves, at most one a minute.
#[poise::command(slash_command)]
pub async fn follow(
    ctx: Context<'_>,
    #[description = "Stop following it."] stop: Option<bool>,
) -> Result<(), DiscordError> {
    run(ctx, Command::Follow(!stop.unwrap_or(false))).await
}

/// The move the computer would play for you (only you see it).
#[poise::command(slash_command)]
pub async fn hint(ctx: Context<'_>) -> Result<(), DiscordError> {
    run(ctx, Command::Hint { confirmed: false }).await
}

/// What opening a game in a thread came to.
enum InThread {
    /// The thread is open with the lobby in it; the first line announces it.
    Opened(serenity::ChannelId, String),
    /// The table refused (the thread was removed again).
    Refused(Box<Outcome>),
    /// Discord refused to open the thread.
    Failed(String),
}

/// A short, token-free reason for a failed Discord request, in the words of `cat`.
fn discord_reason(cat: &Catalogue, e: &serenity::Error) -> String {
    match e {
        serenity::Error::Http(h) => match h.status_code() {
            Some(serenity::StatusCode::FORBIDDEN) => t!(cat, "discord-forbidden-thread"),
            Some(status) => t!(cat, "discord-status", "status" => status.to_string()),
            None => t!(cat, "discord-unreachable"),
        },
        _ => t!(cat, "discord-unexpected"),
    }
}

/// `new thread:true`: opens a public thread named after the game, opens the table there
/// with its lobby message, adds the creator to the thread and answers with a link.
async fn new_in_thread(
    ctx: Context<'_>,
    command: Command,
    players: usize,
) -> Result<(), DiscordError> {
    let Some((mut answer, _pass)) = super::slash::admitted(ctx).await else {
        return Ok(());
    };
    let data = ctx.data();
    let http = &ctx.serenity_context().http;
    let private = answer.private();
    if let Some(refusal) = thread_refusal(ctx, private) {
        answer.send(Post::text(&refusal, true)).await;
        answer.finish().await;
        return Ok(());
    }
    let user = user_of(ctx).await;
    let locale = guild_locale(ctx);
    let parent = ctx.channel_id();
    let public = catalogue(
        data.tables
            .public_language(parent.get(), locale.clone())
            .await,
    );
    let work = async {
        let builder = CreateThread::new(text::thread_name(public, &user.name, players))
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(AutoArchiveDuration::OneWeek);
        let thread = parent.create_thread(http, builder).await;
        let thread = match thread {
            Ok(t) => t.id,
            Err(e) => {
                tracing::warn!(channel = %parent, error = &e as &dyn std::error::Error, "cannot open a thread");
                return Ok(InThread::Failed(discord_reason(private, &e)));
            }
        };
        let creator = user.id;
        let outcome = perform(data, thread.get(), locale, user, command).await?;
        let announcement = outcome
            .replies
            .iter()
            .find(|r| !r.private && r.kind == ReplyKind::Lobby);
        let (Some(view), Some(first)) = (&outcome.lobby, announcement) else {
            if let Err(e) = thread.delete(http).await {
                tracing::warn!(thread = %thread, error = &e as &dyn std::error::Error, "cannot remove an unused thread");
            }
            return Ok(InThread::Refused(Box::new(outcome)));
        };
        let post = lobby::open_post(view, &first.text, data.auto_start);
        match thread.send_message(http, post.message()).await {
            Ok(message) => data.lobbies.track(thread.get(), view.id, message.id),
            Err(e) => {
                tracing::warn!(thread = %thread, error = &e as &dyn std::error::Error, "cannot post the lobby");
            }
        }
        let add = thread.add_thread_member(http, serenity::UserId::new(creator));
        if let Err(e) = add.await {
            tracing::warn!(thread = %thread, error = &e as &dyn std::error::Error, "cannot add the creator to the thread");
        }
        Ok::<_, DiscordError>(InThread::Opened(thread, first.text.clone()))
    };
    let result = answer.within(data.defer_after, work).await;
    answer_thread(&mut answer, private, result).await;
    answer.finish().await;
    Ok(())
}

/// Why a thread cannot be opened here, if it cannot: this is a thread already, a direct
/// message, or the bot lacks a permission it needs.
fn thread_refusal(ctx: Context<'_>, private: &'static Catalogue) -> Option<String> {
    if in_thread(ctx) {
        Some(t!(private, "thread-in-thread"))
    } else if ctx.guild_id().is_none() {
        Some(t!(private, "thread-outside-guild"))
    } else {
        let missing = permissions::missing(bot_permissions(ctx), false, true);
        (!missing.is_empty()).then(|| text::missing_permissions(private, &missing, true))
    }
}

/// Answers `new thread:true` with what opening the thread came to (`None`: the
/// interaction expired and nothing can be said).
async fn answer_thread(
    answer: &mut Answer<'_, serenity::CommandInteraction>,
    private: &'static Catalogue,
    result: Option<Result<InThread, DiscordError>>,
) {
    match result {
        Some(Ok(InThread::Opened(thread, announcement))) => {
            let first_line = announcement.lines().next().unwrap_or_default();
            answer
                .send(Post::text(&format!("{first_line}\n→ <#{thread}>"), false))
                .await;
        }
        Some(Ok(InThread::Refused(outcome))) => {
            for r in &outcome.replies {
                answer.send(Post::of(r)).await;
            }
        }
        Some(Ok(InThread::Failed(reason))) => {
            answer
                .fail(&t!(private, "thread-failed", "reason" => reason))
                .await;
        }
        Some(Err(e)) => {
            tracing::error!(
                error = &e as &dyn std::error::Error,
                "new game in a thread failed"
            );
            answer.fail(&t!(private, "bot-failed")).await;
        }
        None => {}
    }
}

/// Most suggestions Discord shows.
const MAX_CHOICES: usize = 25;

/// Move text reduced for matching: lower case, holes separated by one space
/// (`B2-D2 → f7` and `b2d2f7` both become `b2 d2 f7`).
fn normalise(text: &str) -> String {
    let mut out = String::new();
    let mut last: Option<char> = None;
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            if last.is_some_and(|l| l.is_ascii_digit()) && c.is_ascii_alphabetic() {
                out.push(' ');
            }
            out.push(c);
            last = Some(c);
        } else if last.is_some_and(|l| l != ' ') {
            out.push(' ');
            last = Some(' ');
        }
    }
    out.trim_end().to_string()
}

/// The moves (`b2-d2-f7`) that start with what was typed, as a full chain or as its first
/// and last hole; at most [`MAX_CHOICES`].
pub(crate) fn suggest(moves: &[String], typed: &str) -> Vec<String> {
    let typed = normalise(typed);
    moves
        .iter()
        .filter(|m| {
            let full = normalise(m);
            let short = match (full.split(' ').next(), full.rsplit(' ').next()) {
                (Some(first), Some(last)) => format!("{first} {last}"),
                _ => full.clone(),
            };
            full.starts_with(&typed) || short.starts_with(&typed)
        })
        .take(MAX_CHOICES)
        .map(|m| cut(m, 100))
        .collect()
}

/// Autocomplete of `/checkers move`: the legal moves of the player to move (only they
/// get suggestions), filtered by what they typed.
async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let moves = ask_tables(ctx, Tables::legal_moves_text).await;
    choices(suggest(&moves, partial))
}

/// The holes (`d2`) that start with what was typed, in any case; at most [`MAX_CHOICES`].
pub(crate) fn suggest_holes(holes: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    holes
        .iter()
        .filter(|h| h.starts_with(&typed))
        .take(MAX_CHOICES)
        .cloned()
        .collect()
}

/// Autocomplete of `/checkers moves`: the holes with a peg, the asker's own pegs first,
/// filtered by what they typed.
async fn autocomplete_hole(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let holes = ask_tables(ctx, Tables::peg_holes_text).await;
    choices(suggest_holes(&holes, partial))
}

/// Runs a read-only table query for this channel and the asking user on a blocking
/// thread (nothing on failure).
async fn ask_tables(ctx: Context<'_>, query: fn(&Tables, u64, u64) -> Vec<String>) -> Vec<String> {
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let tables = &ctx.data().tables;
    tables
        .run(move |tables| query(tables, channel, user))
        .await
        .unwrap_or_default()
}

/// Suggestions as an autocomplete answer, each shown as it is sent.
fn choices(suggestions: Vec<String>) -> serenity::CreateAutocompleteResponse {
    let choices = suggestions
        .into_iter()
        .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hole_suggestions_filter_by_prefix_in_any_case_and_stop_at_25() {
        let holes: Vec<String> = ["d2", "d3", "e10", "e1", "q1"]
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(suggest_holes(&holes, " D"), vec!["d2", "d3"]);
        assert_eq!(suggest_holes(&holes, "e1"), vec!["e10", "e1"]);
        assert!(suggest_holes(&holes, "z").is_empty());
        let many: Vec<String> = (1..=40).map(|i| format!("e{i}")).collect();
        assert_eq!(suggest_holes(&many, "").len(), MAX_CHOICES);
    }

    #[test]
    fn typed_move_text_is_normalised_for_matching() {
        assert_eq!(normalise("B2-D2 → f7"), "b2 d2 f7");
        assert_eq!(normalise("b2d2f7"), "b2 d2 f7");
        assert_eq!(normalise("  d2, "), "d2");
        assert_eq!(normalise(""), "");
    }

    #[test]
    fn suggestions_filter_by_prefix_and_stop_at_25() {
        let moves: Vec<String> = ["b2-d2-f7", "c1-e7", "d2-e7", "d2-e8", "d10-e11"]
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(suggest(&moves, "d2"), vec!["d2-e7", "d2-e8"]);
        assert_eq!(suggest(&moves, "d2 e8"), vec!["d2-e8"]);
        assert_eq!(suggest(&moves, "b2 f7"), vec!["b2-d2-f7"], "start and end");
        assert_eq!(suggest(&moves, "B2-D"), vec!["b2-d2-f7"]);
        assert_eq!(suggest(&moves, "d1"), vec!["d10-e11"]);
        assert_eq!(suggest(&moves, "").len(), 5);
        assert!(suggest(&moves, "q9").is_empty());
        let many: Vec<String> = (0..40).map(|i| format!("e{i}-f{i}")).collect();
        assert_eq!(suggest(&many, "").len(), MAX_CHOICES);
    }
}
