//! `/checkers challenge` and the Apps menu's "Challenge to Chinese Checkers" on a person
//! (docs/playing.md, "Challenges"): the table opens a lobby for the people named
//! ([`Command::Challenge`]); its message pings them alone, with Accept and Decline
//! buttons that only they may press (the table refuses anyone else, privately). The
//! presses go through the lobby's buttons ([`super::lobby::on_button`]).

use poise::serenity_prelude as serenity;

use super::slash::run;
use super::{Context, DiscordError};
use crate::ai::Level;
use crate::table::{Challenge, Command, Invitee};

/// Challenge up to five people (and computers) to a game here; it starts when all accept.
#[poise::command(slash_command)]
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per slash-command option (poise)"
)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "The person you challenge"] opponent: Option<serenity::User>,
    #[description = "A second person to challenge"] opponent2: Option<serenity::User>,
    #[description = "A third person to challenge"] opponent3: Option<serenity::User>,
    #[description = "A fourth person to challenge"] opponent4: Option<serenity::User>,
    #[description = "A fifth person to challenge"] opponent5: Option<serenity::User>,
    #[description = "Computers that take seats too (0 to 5)"]
    #[min = 0]
    #[max = 5]
    computers: Option<u8>,
    #[description = "How strong it plays (default medium)"] level: Option<Level>,
    #[description = "Minutes to accept before the challenge is cancelled (default 10)"]
    #[min = 1]
    #[max = 1440]
    minutes: Option<u32>,
    #[description = "House rules as key=value, like preset=fast turn_timeout=24h"]
    #[max_length = 200]
    #[autocomplete = "super::options::autocomplete_rules"]
    house_rules: Option<String>,
    #[description = "Whether the result changes ratings (default: on under the standard rules)"]
    rated: Option<bool>,
) -> Result<(), DiscordError> {
    let named = [opponent, opponent2, opponent3, opponent4, opponent5];
    let people = named.iter().flatten().map(|u| invitee(ctx, u)).collect();
    let level = level.unwrap_or_default();
    let mut settings = Vec::new();
    settings.extend(rated.map(|on| ("rated".to_string(), if on { "on" } else { "off" }.into())));
    let asked = Challenge {
        people,
        computers: vec![level; usize::from(computers.unwrap_or(0))],
        minutes: minutes.unwrap_or(0),
        settings,
        typed: house_rules.unwrap_or_default(),
    };
    run(ctx, Command::Challenge(asked)).await
}

/// The Apps menu on a person: a 2-player challenge, with the channel's house rules and
/// the default time to answer.
#[poise::command(
    context_menu_command = "Challenge to Chinese Checkers",
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn challenge_menu(ctx: Context<'_>, user: serenity::User) -> Result<(), DiscordError> {
    let asked = Challenge {
        people: vec![invitee(ctx, &user)],
        ..Challenge::default()
    };
    run(ctx, Command::Challenge(asked)).await
}

/// A person named in a challenge: their id, the name they show here, and whether they
/// are an app.
pub(super) fn invitee(ctx: Context<'_>, user: &serenity::User) -> Invitee {
    // The resolved member's server nickname, when Discord sent it.
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    Invitee {
        id: user.id.get(),
        name: nick.unwrap_or_else(|| user.display_name().to_string()),
        bot: user.bot,
    }
}
