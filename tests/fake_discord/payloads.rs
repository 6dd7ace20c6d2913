//! The JSON the fake sends: REST answers, gateway events and the interactions and
//! messages a test dispatches, each complete enough for serenity to decode
//! (`tests/discord_payloads.rs` decodes each one into serenity's model).

use serde_json::{json, Value};

use super::{
    perm, FakeUser, Place, APP_ID, CHANNEL2_ID, CHANNEL_ID, COMMAND_ID,
    FLAG_MESSAGE_CONTENT_LIMITED, GROUP_DM_ID, GUILD2_ID, GUILD_ID, TIMESTAMP,
};

pub fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": if bot { Value::Null } else { json!(name) },
        "avatar": null,
        "bot": bot,
        "system": false,
        "public_flags": 0,
        "avatar_decoration_data": null,
    })
}

/// The bot's own user (`GET /users/@me`, READY).
pub fn bot_user() -> Value {
    let mut user = user_json(APP_ID, "Checkers", true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["email"] = Value::Null;
    user["flags"] = json!(0);
    user
}

/// `GET /gateway/bot`.
pub fn bot_gateway(ws_url: &str) -> Value {
    json!({
        "url": ws_url,
        "shards": 1,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
    })
}

pub fn app_flags(message_content: bool) -> u64 {
    if message_content {
        FLAG_MESSAGE_CONTENT_LIMITED
    } else {
        0
    }
}

/// `GET /oauth2/applications/@me`; `flags` says whether message content is granted.
pub fn application_info(message_content: bool) -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Checkers",
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(100, "owner", false),
        "verify_key": "00",
        "team": null,
        "flags": app_flags(message_content),
        "bot": bot_user(),
    })
}

/// READY's `d`.
pub fn ready_payload(ws_url: &str, message_content: bool) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
        "session_id": "fake-session",
        "resume_gateway_url": ws_url,
        "shard": [0, 1],
        "application": { "id": APP_ID.to_string(), "flags": app_flags(message_content) },
        "private_channels": [],
        "presences": [],
        "relationships": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "user_settings": {},
    })
}

pub fn member_json(user: &FakeUser, permissions: Option<u64>) -> Value {
    let mut member = json!({
        "user": user_json(user.id, user.name, false),
        "nick": user.nick,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
        "unusual_dm_activity_until": null,
    });
    if let Some(p) = permissions {
        member["permissions"] = json!(p.to_string());
    }
    member
}

/// A thread of `parent` named `name` (`POST /channels/{id}/threads`, `DELETE`).
pub fn thread_channel(id: u64, parent: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": guild_of(parent).to_string(),
        "parent_id": parent.to_string(),
        "owner_id": APP_ID.to_string(),
        "name": name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 10080,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
            "create_timestamp": TIMESTAMP,
        },
        "member": { "id": id.to_string(), "user_id": APP_ID.to_string(), "join_timestamp": TIMESTAMP, "flags": 1 },
    })
}

/// The guild of the text channel `channel`: [`GUILD2_ID`] for [`CHANNEL2_ID`], else
/// [`GUILD_ID`].
pub fn guild_of(channel: u64) -> u64 {
    if channel == CHANNEL2_ID {
        GUILD2_ID
    } else {
        GUILD_ID
    }
}

/// The DM channel between the bot and `recipient` (`POST /users/@me/channels`, "Create
/// DM": a channel object of type 1, `DM`, with its one recipient).
pub fn dm_channel(id: u64, recipient: u64) -> Value {
    json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [user_json(recipient, "player", false)],
    })
}

/// The id the fake gives the DM channel with `user`.
pub fn dm_channel_of(user: u64) -> u64 {
    930_000_000_000_000_000 + user % 1_000_000_000
}

/// The partial channel an interaction carries.
pub fn channel_json(place: &Place) -> Value {
    match place.parent {
        None => json!({
            "id": place.channel.to_string(),
            "type": 0,
            "name": "games",
            "guild_id": place.guild.to_string(),
            "permissions": place.member.to_string(),
            "nsfw": false,
            "position": 0,
            "parent_id": null,
            "topic": null,
            "flags": 0,
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "permission_overwrites": [],
        }),
        Some(parent) => {
            let mut thread = thread_channel(place.channel, parent, "a game");
            thread["permissions"] = json!(place.member.to_string());
            thread
        }
    }
}

/// The fields every interaction has, from `user` at `place`.
pub fn interaction_json(id: u64, token: &str, kind: u8, user: &FakeUser, place: &Place) -> Value {
    if place.channel == GROUP_DM_ID {
        return group_dm_interaction(id, token, kind, user);
    }
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "guild_id": place.guild.to_string(),
        "channel_id": place.channel.to_string(),
        "channel": channel_json(place),
        "member": member_json(user, Some(place.member)),
        "token": token,
        "version": 1,
        "app_permissions": place.bot.to_string(),
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": place.guild.to_string() },
        "context": 0,
        "attachment_size_limit": 26_214_400,
    })
}

/// The fields of an interaction in the group direct message [`GROUP_DM_ID`] through
/// `user`'s install of the app: no guild or member, the user; the partial channel of type
/// 3; the user as the authorizing owner (`"1"`, user install); context 2 (private
/// channel). Discord's "Interaction Object" for user-installed apps.
fn group_dm_interaction(id: u64, token: &str, kind: u8, user: &FakeUser) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "channel_id": GROUP_DM_ID.to_string(),
        "channel": {
            "id": GROUP_DM_ID.to_string(),
            "type": 3,
            "name": "friends",
            "recipients": [],
            "last_message_id": null,
            "flags": 0,
        },
        "user": user_json(user.id, user.name, false),
        "token": token,
        "version": 1,
        "app_permissions": perm::USER_INSTALL.to_string(),
        "locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "1": user.id.to_string() },
        "context": 2,
        "attachment_size_limit": 10_485_760,
    })
}

/// An `INTERACTION_CREATE` `d`: `/checkers <sub> <options>` from `user` in the channel.
/// `options` is the subcommand's option list, e.g. `[{"name":"players","type":4,"value":0}]`.
pub fn slash_command(id: u64, token: &str, user: &FakeUser, sub: &str, options: Value) -> Value {
    slash_command_at(id, token, user, sub, options, &Place::CHANNEL)
}

/// The commands the bot registers, in order: the five slash commands, then the Apps
/// menu's user command.
pub const REGISTERED: [&str; 6] = [
    "checkers",
    "checkers-ratings",
    "checkers-me",
    "checkers-defaults",
    "checkers-tournament",
    "Challenge to Chinese Checkers",
];

/// The registered command that holds the subcommand `sub` (or is the command `sub`), as
/// the bot registers them (`/checkers`, `/checkers-ratings`, `/checkers-me`,
/// `/checkers-defaults`, `/checkers-tournament`: its subcommands written `tournament
/// NAME`, as some names are `/checkers`' too), and its id's offset from [`COMMAND_ID`].
pub fn command_of(sub: &str) -> (&str, u64) {
    if sub.starts_with("tournament ") {
        return ("checkers-tournament", 5);
    }
    match sub {
        "history" | "leaderboard" | "profile" | "record" | "forget-me" => ("checkers-ratings", 2),
        "games" | "notify" | "digest" | "block" | "report" => ("checkers-me", 3),
        "defaults" | "checkers-defaults" => ("checkers-defaults", 4),
        _ => ("checkers", 0),
    }
}

/// [`slash_command`] at `place`.
pub fn slash_command_at(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    options: Value,
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 2, user, place);
    let (command, offset) = command_of(sub);
    // A command without subcommands (`/checkers-defaults`) carries its options itself.
    let sub = sub.strip_prefix("tournament ").unwrap_or(sub);
    let options = if command == "checkers-defaults" {
        options
    } else {
        json!([{ "name": sub, "type": 1, "options": options }])
    };
    d["data"] = json!({
        "id": (COMMAND_ID + offset).to_string(),
        "name": command,
        "type": 1,
        "options": options,
        "guild_id": place.guild.to_string(),
    });
    if place.channel == GROUP_DM_ID {
        if let Some(data) = d["data"].as_object_mut() {
            data.remove("guild_id");
        }
    }
    d
}

/// [`slash_command`] with a user option `option` naming `target` (a member of the guild),
/// and Discord's `resolved` data for it, after the other `options`.
pub fn slash_command_naming(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    (option, target): (&str, &FakeUser),
    options: Value,
) -> Value {
    let named = [(option, target)];
    slash_command_naming_all_at(id, token, user, sub, &named, options, &Place::CHANNEL)
}

/// [`slash_command_at`] with user options naming `named` (each an option name and a
/// member of the guild, or an app's account when its name ends in `bot`), and Discord's
/// `resolved` data for them, after the other `options`.
pub fn slash_command_naming_all_at(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    named: &[(&str, &FakeUser)],
    options: Value,
    place: &Place,
) -> Value {
    let mut list = options.as_array().cloned().unwrap_or_default();
    for (option, target) in named {
        list.push(json!({ "name": option, "type": 6, "value": target.id.to_string() }));
    }
    let mut d = slash_command_at(id, token, user, sub, Value::Array(list), place);
    d["data"]["resolved"] = resolved(named.iter().map(|(_, t)| *t));
    d
}

/// Discord's `resolved` data of the users named in a command: each as a user, and as a
/// member (without its `user`); an app's account (a name ending in `bot`) is a bot.
fn resolved<'a>(targets: impl Iterator<Item = &'a FakeUser>) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for target in targets {
        let bot = target.name.ends_with("bot");
        users.insert(
            target.id.to_string(),
            user_json(target.id, target.name, bot),
        );
        let mut member = member_json(target, None);
        if let Some(m) = member.as_object_mut() {
            m.remove("user");
        }
        members.insert(target.id.to_string(), member);
    }
    json!({ "users": users, "members": members })
}

/// [`slash_command`] with a channel option `option` naming the text channel `channel`
/// of the guild, and Discord's `resolved` data for it (a partial channel with the
/// member's permissions there), after the other `options`.
pub fn slash_command_naming_channel(
    id: u64,
    token: &str,
    user: &FakeUser,
    sub: &str,
    (option, channel): (&str, u64),
    options: Value,
) -> Value {
    let mut list = options.as_array().cloned().unwrap_or_default();
    list.push(json!({ "name": option, "type": 7, "value": channel.to_string() }));
    let mut d = slash_command(id, token, user, sub, Value::Array(list));
    d["data"]["resolved"] = json!({ "channels": { channel.to_string(): {
        "id": channel.to_string(),
        "type": 0,
        "name": "games",
        "permissions": perm::MEMBER.to_string(),
        "parent_id": null,
    } } });
    d
}

/// An `INTERACTION_CREATE` `d`: the Apps menu's user command `name` on `target`, used by
/// `user` in the channel (an application command of type 2, `target_id` set).
pub fn user_command(id: u64, token: &str, user: &FakeUser, name: &str, target: &FakeUser) -> Value {
    let mut d = interaction_json(id, token, 2, user, &Place::CHANNEL);
    d["data"] = json!({
        "id": (COMMAND_ID + 1).to_string(),
        "name": name,
        "type": 2,
        "target_id": target.id.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "resolved": resolved(std::iter::once(target)),
    });
    d
}

/// An autocomplete `INTERACTION_CREATE` `d`: `/checkers move text:<typed>` being typed.
pub fn autocomplete(id: u64, token: &str, user: &FakeUser, typed: &str, place: &Place) -> Value {
    let mut d = interaction_json(id, token, 4, user, place);
    d["data"] = json!({
        "id": COMMAND_ID.to_string(),
        "name": "checkers",
        "type": 1,
        "options": [{ "name": "move", "type": 1, "options": [
            { "name": "text", "type": 3, "value": typed, "focused": true }
        ] }],
        "guild_id": GUILD_ID.to_string(),
    });
    d
}

/// A button press `INTERACTION_CREATE` `d`: `user` presses `custom_id` on `message` (the
/// message as the bot posted it, with `id` and `components`).
pub fn button(
    id: u64,
    token: &str,
    user: &FakeUser,
    message: &Value,
    custom_id: &str,
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 3, user, place);
    d["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    d["message"] = message.clone();
    d
}

/// A select menu choice `INTERACTION_CREATE` `d`: `user` picks `values` in the menu
/// `custom_id` on `message` (the message as the bot sent it, with `id` and
/// `components`), as Discord sends it (`component_type` 3, the values chosen).
pub fn select(
    id: u64,
    token: &str,
    user: &FakeUser,
    message: &Value,
    custom_id: &str,
    values: &[&str],
    place: &Place,
) -> Value {
    let mut d = interaction_json(id, token, 3, user, place);
    d["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    d["message"] = message.clone();
    d
}

/// A private (ephemeral, flags 64) message the bot sent as an interaction's answer, with
/// its components `rows` as the bot sent them: what Discord sends back inside a press
/// on it.
pub fn ephemeral_message(id: u64, channel: u64, content: &str, rows: &Value) -> Value {
    let mut message = with_components(interaction_message(id, channel, content), rows);
    message["flags"] = json!(64);
    message
}

/// A `MESSAGE_CREATE` `d`: `content` typed by `user` in the channel.
pub fn message_create(id: u64, user: &FakeUser, content: &str) -> Value {
    message_create_at(id, user, content, CHANNEL_ID)
}

/// [`message_create`] in `channel` (a thread, say). The bot is in `mentions` when the
/// text mentions it (`<@APP_ID>`), as Discord fills them in.
pub fn message_create_at(id: u64, user: &FakeUser, content: &str, channel: u64) -> Value {
    message_create_in(id, user, content, &Place::thread(channel))
}

/// [`message_create`] at `place` (of either guild).
pub fn message_create_in(id: u64, user: &FakeUser, content: &str, place: &Place) -> Value {
    let channel = place.channel;
    let mut message = message_json(id, channel, user_json(user.id, user.name, false), content);
    let app = APP_ID.to_string();
    if content.contains(&format!("<@{app}>")) || content.contains(&format!("<@!{app}>")) {
        message["mentions"] = json!([bot_user()]);
    }
    message["guild_id"] = json!(place.guild.to_string());
    let mut member = member_json(user, None);
    if let Some(m) = member.as_object_mut() {
        m.remove("user");
    }
    message["member"] = member;
    message
}

/// A `MESSAGE_CREATE` `d`: `user` replies `content` to `replied` (a message as Discord
/// sends it, e.g. the fake's answer to the bot's post) in its channel; with `ping`, the
/// replied-to author is mentioned (Discord's default, "@ ON").
pub fn reply_create(id: u64, user: &FakeUser, content: &str, replied: &Value, ping: bool) -> Value {
    let channel = replied["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(CHANNEL_ID);
    let mut message = message_create_at(id, user, content, channel);
    message["type"] = json!(19);
    message["message_reference"] = json!({
        "type": 0,
        "message_id": replied["id"],
        "channel_id": replied["channel_id"],
        "guild_id": GUILD_ID.to_string(),
    });
    message["referenced_message"] = replied.clone();
    if ping {
        if let Some(mentions) = message["mentions"].as_array_mut() {
            if !mentions.iter().any(|u| u["id"] == replied["author"]["id"]) {
                mentions.push(replied["author"].clone());
            }
        }
    }
    message
}

/// A message the bot posted in a channel (the answer to `POST /channels/{id}/messages`).
pub fn bot_message(id: u64, channel: u64, content: &str) -> Value {
    message_json(id, channel, bot_user(), content)
}

/// A message the bot posted as an interaction's response or follow-up (webhooks): it
/// carries the application as `webhook_id` and the interaction's metadata.
pub fn interaction_message(id: u64, channel: u64, content: &str) -> Value {
    let mut message = bot_message(id, channel, content);
    message["webhook_id"] = json!(APP_ID.to_string());
    message["application_id"] = json!(APP_ID.to_string());
    message["interaction_metadata"] = json!({
        "id": id.to_string(),
        "type": 2,
        "user": user_json(100, "someone", false),
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
    });
    message
}

pub fn message_json(id: u64, channel: u64, author: Value, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": author,
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "nonce": id.to_string(),
    })
}

/// Buttons as Discord sends them back inside a message: `rows` as the bot sent them.
pub fn with_components(mut message: Value, rows: &Value) -> Value {
    message["components"] = rows.clone();
    message
}
