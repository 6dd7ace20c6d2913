//! Who pressed a button or chose from a menu, as the table knows people.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

use crate::table::User;

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
        ..User::new(i.user.id.get(), name)
    }
}
