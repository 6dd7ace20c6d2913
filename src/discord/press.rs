//! Who pressed a button or chose from a menu, as the table knows people, and the table's
//! answer to a press.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tokio::task::JoinError;

use super::Data;
use crate::table::{Input, Reply, TurnView, User};

/// `input` for whoever pressed `i`, run through the table in `i`'s channel: the replies,
/// and the game's turn after them for the buttons under a board.
///
/// # Errors
/// The [`JoinError`] when the table's work panicked.
pub async fn reply_to(
    data: &Data,
    i: &ComponentInteraction,
    input: Input,
) -> Result<(Vec<Reply>, Option<TurnView>), JoinError> {
    let channel = i.channel_id.get();
    let locale = i.guild_locale.clone();
    let user = presser(i);
    let answer = data
        .tables
        .run(move |tables| tables.reply_everywhere(channel, locale.as_deref(), Some(&user), &input))
        .await?;
    let (mut replies, view) = (answer.replies, answer.view);
    super::direct::dispatch(&data.http, &data.tables, &mut replies);
    super::board_post::spawn_elsewhere(&data.http, answer.elsewhere, view.as_ref());
    Ok((replies, view))
}

/// The user pressing a button.
pub fn presser(i: &ComponentInteraction) -> User {
    let name = i
        .member
        .as_ref()
        .map_or_else(|| i.user.display_name(), serenity::Member::display_name)
        .to_string();
    let in_thread = i
        .channel
        .as_ref()
        .is_some_and(|c| super::permissions::is_thread(c.kind));
    User {
        // A channel manager may confirm the abort of a game they did not open.
        manager: super::permissions::is_manager(
            i.member.as_ref().and_then(|m| m.permissions),
            in_thread,
        ),
        locale: Some(i.locale.clone()).filter(|l| !l.is_empty()),
        server: super::permissions::server_of(i.guild_id, i.channel_id),
        private: i
            .channel
            .as_ref()
            .is_some_and(|c| super::permissions::is_private(c.kind)),
        answers_only: super::permissions::answers_only(
            &i.authorizing_integration_owners,
            i.context,
        ),
        ..User::new(i.user.id.get(), name)
    }
}
