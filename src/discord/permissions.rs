//! Who may do what: the members who manage a game's channel, and what the bot itself
//! needs to run a game in a channel or a thread.

use poise::serenity_prelude as serenity;
use serenity::{ChannelType, Permissions};

/// Whether a channel of `kind` is a thread.
#[must_use]
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Whether a channel of `kind` is seen by only some of the server's members, so that
/// games kept there are shown only there ([`crate::table::User::private`]): a private
/// thread. (Direct messages are server 0, private to their channel anyway; a text
/// channel that only some roles can see is not told apart.)
#[must_use]
pub fn is_private(kind: ChannelType) -> bool {
    kind == ChannelType::PrivateThread
}

/// The server a command from `channel` counts on ([`crate::table::User::server`]): the
/// guild, or in a direct message the direct message channel itself, so that each direct
/// message is its own place: its kept games, ratings, leaderboard and best crossings are
/// seen there only, never in another person's direct message.
#[must_use]
pub fn server_of(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> u64 {
    guild.map_or(channel.get(), serenity::GuildId::get)
}

/// Whether the bot may only answer interactions where one came from (Discord's
/// "Installation Context" and "Interaction Contexts"): used through a user install, in a
/// direct message or group direct message between people, or in a server that does not
/// have the bot. There it is no member: it gets no messages, may not post to the channel
/// or edit its own messages there (403, error 50001 "Missing Access"), and answers each
/// interaction with its response and at most five follow-ups, within 15 minutes. The
/// bot's own direct messages, and servers that installed it, are not such places.
/// Interactions that name no owner (from before Discord sent them) are not either.
#[must_use]
pub fn answers_only(
    owners: &serenity::AuthorizingIntegrationOwners,
    context: Option<serenity::InteractionContext>,
) -> bool {
    let installed_here = owners.0.iter().any(|o| {
        matches!(
            o,
            serenity::AuthorizingIntegrationOwner::GuildInstall(_)
                | serenity::AuthorizingIntegrationOwner::Unknown(_)
        )
    });
    !owners.0.is_empty() && !installed_here && context != Some(serenity::InteractionContext::BotDm)
}

/// Whether a member with `permissions` (resolved in the channel, as interactions carry
/// them) may abort anyone's game and change the channel's defaults: Manage Channels, or
/// Manage Threads in a thread, or Administrator.
#[must_use]
pub fn is_manager(permissions: Option<Permissions>, in_thread: bool) -> bool {
    permissions.is_some_and(|p| {
        p.administrator()
            || if in_thread {
                p.manage_threads()
            } else {
                p.manage_channels()
            }
    })
}

/// What the bot needs to run a game where a command was used (`in_thread`: the command
/// came from a thread), or in a new thread of that channel (`new_thread`).
#[must_use]
pub fn needed(in_thread: bool, new_thread: bool) -> Vec<(Permissions, &'static str)> {
    let mut out = vec![
        (Permissions::VIEW_CHANNEL, "View Channel"),
        (Permissions::ATTACH_FILES, "Attach Files"),
        (Permissions::READ_MESSAGE_HISTORY, "Read Message History"),
    ];
    if new_thread {
        out.push((Permissions::CREATE_PUBLIC_THREADS, "Create Public Threads"));
    }
    if in_thread || new_thread {
        out.push((
            Permissions::SEND_MESSAGES_IN_THREADS,
            "Send Messages in Threads",
        ));
    } else {
        out.push((Permissions::SEND_MESSAGES, "Send Messages"));
    }
    out
}

/// What the bot needs where it may only answer interactions ([`answers_only`]): Attach
/// Files, for the board images in its answers. Discord gives a user-installed app no
/// channel permission there: its `app_permissions` are Attach Files, Embed Links and
/// Mention Everyone (Discord's "Interaction Object", `app_permissions`; the user-installed
/// apps changelog), and an answer needs nothing else.
#[must_use]
pub fn missing_to_answer(bot: Option<Permissions>) -> Vec<&'static str> {
    match bot {
        Some(bot) if !bot.administrator() && !bot.attach_files() => vec!["Attach Files"],
        _ => Vec::new(),
    }
}

/// The permissions of [`needed`] the bot lacks, by name, given the bot's permissions in
/// the channel (`app_permissions` of an interaction). Nothing when they are unknown.
#[must_use]
pub fn missing(bot: Option<Permissions>, in_thread: bool, new_thread: bool) -> Vec<&'static str> {
    let Some(bot) = bot else {
        return Vec::new();
    };
    if bot.administrator() {
        return Vec::new();
    }
    needed(in_thread, new_thread)
        .into_iter()
        .filter(|(p, _)| !bot.contains(*p))
        .map(|(_, name)| name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_needs_attach_files_alone() {
        // A user install in a group DM: Discord's `app_permissions` there.
        let there =
            Permissions::ATTACH_FILES | Permissions::EMBED_LINKS | Permissions::MENTION_EVERYONE;
        assert!(missing_to_answer(Some(there)).is_empty());
        assert_eq!(
            missing(Some(there), false, false),
            ["View Channel", "Read Message History", "Send Messages"]
        );
        assert_eq!(
            missing_to_answer(Some(Permissions::EMBED_LINKS)),
            ["Attach Files"]
        );
        assert!(missing_to_answer(None).is_empty());
    }

    #[test]
    fn only_a_user_install_outside_the_bots_dms_answers_only() {
        use self::serenity::{AuthorizingIntegrationOwner as Owner, InteractionContext as Context};
        let user = Owner::UserInstall(serenity::UserId::new(5));
        let guild = Owner::GuildInstall(Some(serenity::GuildId::new(7)));
        let owners = |o: Vec<Owner>| serenity::AuthorizingIntegrationOwners(o);
        let cases = [
            (vec![user.clone()], Some(Context::PrivateChannel), true),
            (vec![user.clone()], Some(Context::Guild), true),
            (vec![user.clone()], Some(Context::BotDm), false),
            (vec![guild.clone()], Some(Context::Guild), false),
            (vec![guild, user], Some(Context::Guild), false),
            (Vec::new(), None, false),
        ];
        for (o, context, expected) in cases {
            assert_eq!(
                answers_only(&owners(o.clone()), context),
                expected,
                "{o:?} {context:?}"
            );
        }
    }

    #[test]
    fn a_direct_message_is_its_own_server() {
        let channel = serenity::ChannelId::new(77);
        assert_eq!(server_of(Some(serenity::GuildId::new(5)), channel), 5);
        assert_eq!(server_of(None, channel), 77);
    }

    #[test]
    fn only_private_threads_are_private() {
        assert!(is_private(ChannelType::PrivateThread));
        for kind in [
            ChannelType::PublicThread,
            ChannelType::NewsThread,
            ChannelType::Text,
            ChannelType::Private,
        ] {
            assert!(!is_private(kind), "{kind:?}");
        }
    }

    #[test]
    fn managers_manage_channels_or_threads_in_threads() {
        let channels = Some(Permissions::MANAGE_CHANNELS);
        let threads = Some(Permissions::MANAGE_THREADS);
        assert!(is_manager(channels, false));
        assert!(!is_manager(threads, false));
        assert!(is_manager(threads, true));
        assert!(!is_manager(channels, true));
        assert!(is_manager(Some(Permissions::ADMINISTRATOR), true));
        assert!(!is_manager(None, false));
        assert!(!is_manager(Some(Permissions::SEND_MESSAGES), false));
    }

    #[test]
    fn the_bot_names_what_it_lacks() {
        let talk = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::READ_MESSAGE_HISTORY;
        assert_eq!(missing(Some(talk), false, false), vec!["Attach Files"]);
        let all = talk | Permissions::ATTACH_FILES;
        assert!(missing(Some(all), false, false).is_empty());
        assert_eq!(
            missing(Some(all), false, true),
            vec!["Create Public Threads", "Send Messages in Threads"]
        );
        assert_eq!(
            missing(Some(all), true, false),
            vec!["Send Messages in Threads"]
        );
        assert!(missing(Some(Permissions::ADMINISTRATOR), false, true).is_empty());
        assert!(missing(None, false, true).is_empty(), "unknown: no claim");
    }
}
