//! Every payload the fake Discord (`tests/fake_discord`) sends decodes into serenity's
//! model, so a broken payload fails here instead of being silently dropped by the bot.

use crate::fake_discord;

use serenity::model::application::{
    ActionRowComponent, ComponentInteractionDataKind, CurrentApplicationInfo, Interaction,
};
use serenity::model::channel::{ChannelType, GuildChannel, Message};
use serenity::model::event::{Event, GatewayEvent};
use serenity::model::gateway::{BotGateway, Ready};
use serenity::model::id::{ChannelId, MessageId, WebhookId};
use serenity::model::user::CurrentUser;
use serenity::model::Permissions;

use fake_discord::{
    application_info, autocomplete, bot_gateway, bot_message, bot_user, button, dm_channel,
    dm_channel_of, ephemeral_message, interaction_message, message_create, message_create_at,
    message_json, perm, ready_payload, reply_create, select, slash_command, slash_command_at,
    slash_command_naming, slash_command_naming_all_at, slash_command_naming_channel,
    thread_channel, user_command, user_json, with_components, without_content, FakeUser, Place,
    APP_ID, CHANNEL_ID, THREAD_ID,
};
use serde_json::{json, Value};

const ALICE: FakeUser = FakeUser {
    id: 1001,
    name: "alice",
    nick: Some("@everyone"),
};

/// A member named in commands, with a server nickname.
const BOBBY: FakeUser = FakeUser {
    id: 1002,
    name: "bob",
    nick: Some("Bobby"),
};

#[allow(
    clippy::needless_pass_by_value,
    reason = "payloads are `json!` values built for one call"
)]
fn frame(event: &str, data: Value) -> GatewayEvent {
    let frame = json!({ "op": 0, "s": 7, "t": event, "d": data });
    serde_json::from_value(frame).expect("gateway frame decodes")
}

#[test]
fn ready_decodes() {
    let ready: Ready =
        serde_json::from_value(ready_payload("ws://x", true)).expect("READY decodes");
    assert_eq!(ready.application.id.get(), APP_ID);
    assert!(matches!(
        frame("READY", ready_payload("ws://x", false)),
        GatewayEvent::Dispatch(7, Event::Ready(_))
    ));
}

#[test]
fn slash_command_decodes() {
    let options = json!([{ "name": "players", "type": 4, "value": 0 }]);
    let payload = slash_command(5, "tok", &ALICE, "new", options);
    let interaction: Interaction =
        serde_json::from_value(payload.clone()).expect("interaction decodes");
    let Interaction::Command(command) = interaction else {
        panic!("not a command interaction")
    };
    assert_eq!(command.user.id.get(), ALICE.id);
    assert_eq!(
        command.member.as_ref().and_then(|m| m.nick.as_deref()),
        Some("@everyone")
    );
    assert!(command
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some());
    assert_eq!(command.app_permissions.map(|p| p.bits()), Some(perm::BOT));
    assert_eq!(command.data.options().len(), 1);
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

/// `/checkers new players:4 teams:true` (a boolean option) and `/checkers solo
/// view:board` (a choice, sent as its index) decode with their option values.
#[test]
fn team_and_solo_commands_decode() {
    use serenity::model::application::CommandDataOptionValue;
    let options = json!([
        { "name": "players", "type": 4, "value": 2 },
        { "name": "teams", "type": 5, "value": true }
    ]);
    let payload = slash_command(6, "tok", &ALICE, "new", options);
    let Interaction::Command(command) = serde_json::from_value(payload).expect("decodes") else {
        panic!("not a command interaction")
    };
    let CommandDataOptionValue::SubCommand(new) = &command.data.options[0].value else {
        panic!("not a subcommand")
    };
    assert_eq!(new[1].name, "teams");
    assert_eq!(new[1].value, CommandDataOptionValue::Boolean(true));
    let options = json!([{ "name": "view", "type": 4, "value": 1 }]);
    let payload = slash_command(7, "tok", &ALICE, "solo", options);
    let Interaction::Command(command) = serde_json::from_value(payload).expect("decodes") else {
        panic!("not a command interaction")
    };
    assert_eq!(command.data.options[0].name, "solo");
    let CommandDataOptionValue::SubCommand(solo) = &command.data.options[0].value else {
        panic!("not a subcommand")
    };
    assert_eq!(solo[0].value, CommandDataOptionValue::Integer(1));
}

#[test]
fn a_command_in_a_thread_decodes_as_a_thread() {
    let place = Place::thread(THREAD_ID).member(perm::MEMBER | perm::MANAGE_THREADS);
    let payload = slash_command_at(5, "tok", &ALICE, "abort", json!([]), &place);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a command interaction")
    };
    let channel = command.channel.expect("the channel");
    assert_eq!(channel.kind, ChannelType::PublicThread);
    assert_eq!(channel.parent_id.map(ChannelId::get), Some(CHANNEL_ID));
    assert!(command
        .member
        .and_then(|m| m.permissions)
        .is_some_and(Permissions::manage_threads));
}

/// The second guild's payloads: a command in a thread of its channel, a typed move there,
/// and the thread the bot opens there, each with that guild's id.
#[test]
fn the_second_guilds_payloads_decode_with_its_id() {
    let place = Place::thread2(77);
    let payload = slash_command_at(5, "tok", &ALICE, "board", json!([]), &place);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a command interaction")
    };
    assert_eq!(
        command.guild_id.map(serenity::model::id::GuildId::get),
        Some(fake_discord::GUILD2_ID)
    );
    let channel = command.channel.expect("the channel");
    assert_eq!(
        channel.parent_id.map(ChannelId::get),
        Some(fake_discord::CHANNEL2_ID)
    );
    let typed: Message =
        serde_json::from_value(fake_discord::message_create_in(6, &ALICE, "d2 e7", &place))
            .expect("a typed move decodes");
    assert_eq!(
        typed.guild_id.map(serenity::model::id::GuildId::get),
        Some(fake_discord::GUILD2_ID)
    );
    let thread: GuildChannel =
        serde_json::from_value(thread_channel(12, fake_discord::CHANNEL2_ID, "game"))
            .expect("thread decodes");
    assert_eq!(thread.guild_id.get(), fake_discord::GUILD2_ID);
}

#[test]
fn autocomplete_decodes() {
    let payload = autocomplete(5, "tok", &ALICE, "d2", &Place::CHANNEL);
    let Ok(Interaction::Autocomplete(auto)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not an autocomplete interaction")
    };
    assert_eq!(
        auto.data.autocomplete().map(|a| (a.name, a.value)),
        Some(("text", "d2"))
    );
}

#[test]
fn a_button_press_decodes() {
    let rows = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Join", "custom_id": "checkers:join:00", "disabled": false }
    ] }]);
    let message = with_components(bot_message(9, CHANNEL_ID, "lobby"), &rows);
    let payload = button(
        5,
        "tok",
        &ALICE,
        &message,
        "checkers:join:00",
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a component interaction")
    };
    assert_eq!(press.data.custom_id, "checkers:join:00");
    assert_eq!(press.message.id.get(), 9);
    assert_eq!(press.message.components.len(), 1);
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

/// A press of "Play in the browser" under a board whose row also holds the "Watch live"
/// link button (style 5: a `url`, no `custom_id`), as Discord sends the message back.
#[test]
fn a_press_under_a_board_with_a_link_button_decodes() {
    let rows = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Move", "custom_id": "checkers:mv:0badcafe" },
        { "type": 2, "style": 2, "label": "Play in the browser", "custom_id": "checkers:web:0badcafe" },
        { "type": 2, "style": 5, "label": "Watch live", "url": "https://checkers.example.com/watch/wAA.BB" }
    ] }]);
    let message = with_components(bot_message(9, CHANNEL_ID, "board"), &rows);
    let payload = button(
        5,
        "tok",
        &ALICE,
        &message,
        "checkers:web:0badcafe",
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a component interaction")
    };
    assert_eq!(press.data.custom_id, "checkers:web:0badcafe");
    let serenity::all::ActionRowComponent::Button(link) =
        &press.message.components[0].components[2]
    else {
        panic!("not a button")
    };
    assert!(matches!(
        &link.data,
        serenity::all::ButtonKind::Link { url } if url == "https://checkers.example.com/watch/wAA.BB"
    ));
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn a_slash_command_naming_a_member_decodes_with_the_member_resolved() {
    let bob = BOBBY;
    let page = json!([{ "name": "page", "type": 4, "value": 2 }]);
    let payload = slash_command_naming(5, "tok", &ALICE, "history", ("user", &bob), page);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a command interaction")
    };
    let sub = &command.data.options()[0];
    assert_eq!(sub.name, "history");
    let serenity::model::application::ResolvedValue::SubCommand(options) = &sub.value else {
        panic!("not a subcommand: {:?}", sub.value)
    };
    assert_eq!(options.len(), 2);
    assert!(matches!(
        options[0].value,
        serenity::model::application::ResolvedValue::Integer(2)
    ));
    let serenity::model::application::ResolvedValue::User(named, member) = &options[1].value else {
        panic!("not a user: {:?}", options[1].value)
    };
    assert_eq!((named.id.get(), named.name.as_str()), (bob.id, "bob"));
    assert_eq!(member.and_then(|m| m.nick.as_deref()), Some("Bobby"));
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn a_challenge_naming_people_and_an_app_decodes_with_each_resolved() {
    let bob = BOBBY;
    let robot = FakeUser {
        id: 1009,
        name: "robot",
        nick: None,
    };
    let minutes = json!([{ "name": "minutes", "type": 4, "value": 5 }]);
    let named = [("opponent", &bob), ("opponent2", &robot)];
    let payload = slash_command_naming_all_at(
        6,
        "tok",
        &ALICE,
        "challenge",
        &named,
        minutes,
        &Place::CHANNEL,
    );
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a command interaction")
    };
    let serenity::model::application::ResolvedValue::SubCommand(options) =
        &command.data.options()[0].value
    else {
        panic!("not a subcommand")
    };
    let users: Vec<(u64, bool, Option<&str>)> = options
        .iter()
        .filter_map(|o| match &o.value {
            serenity::model::application::ResolvedValue::User(u, m) => {
                Some((u.id.get(), u.bot, m.and_then(|m| m.nick.as_deref())))
            }
            _ => None,
        })
        .collect();
    assert_eq!(users, [(1002, false, Some("Bobby")), (1009, true, None)]);
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn a_seek_naming_a_channel_decodes_with_the_channel_resolved() {
    let players = json!([{ "name": "players", "type": 4, "value": 0 }]);
    let named = ("channel", 920_000_000_000_000_077);
    let payload = slash_command_naming_channel(11, "tok", &ALICE, "seek", named, players);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a command interaction")
    };
    let serenity::model::application::ResolvedValue::SubCommand(options) =
        &command.data.options()[0].value
    else {
        panic!("not a subcommand")
    };
    let serenity::model::application::ResolvedValue::Channel(channel) = &options[1].value else {
        panic!("not a channel: {:?}", options[1].value)
    };
    assert_eq!(channel.id.get(), 920_000_000_000_000_077);
    assert_eq!(channel.kind, ChannelType::Text);
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn a_user_command_from_the_apps_menu_decodes_with_its_target() {
    let bob = BOBBY;
    let payload = user_command(7, "tok", &ALICE, "Challenge to Chinese Checkers", &bob);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a command interaction")
    };
    assert_eq!(
        command.data.kind,
        serenity::model::application::CommandType::User
    );
    assert_eq!(command.data.name, "Challenge to Chinese Checkers");
    let Some(serenity::model::application::ResolvedTarget::User(user, member)) =
        command.data.target()
    else {
        panic!("no user target")
    };
    assert_eq!(user.id.get(), 1002);
    assert_eq!(member.and_then(|m| m.nick.as_deref()), Some("Bobby"));
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn a_command_and_a_press_in_a_group_dm_through_a_user_install_decode() {
    use serenity::model::application::{AuthorizingIntegrationOwner, InteractionContext};
    let place = Place::GROUP_DM;
    let payload = slash_command_at(8, "tok", &ALICE, "new", json!([]), &place);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a command interaction")
    };
    assert_eq!(command.guild_id, None);
    assert!(command.member.is_none());
    assert_eq!(command.user.id.get(), ALICE.id);
    assert_eq!(command.context, Some(InteractionContext::PrivateChannel));
    assert!(matches!(
        command.authorizing_integration_owners.0.as_slice(),
        [AuthorizingIntegrationOwner::UserInstall(id)] if id.get() == ALICE.id
    ));
    assert_eq!(
        command.channel.as_ref().map(|c| c.kind),
        Some(ChannelType::GroupDm)
    );
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
    let message = bot_message(9, fake_discord::GROUP_DM_ID, "a board");
    let press = button(10, "tok2", &ALICE, &message, "checkers:mv:0123abcd", &place);
    let Ok(Interaction::Component(component)) = serde_json::from_value::<Interaction>(press) else {
        panic!("not a component interaction")
    };
    assert_eq!(component.context, Some(InteractionContext::PrivateChannel));
    assert_eq!(component.user.id.get(), ALICE.id);
}

#[test]
fn a_forget_me_button_press_on_an_ephemeral_message_decodes() {
    let rows = json!([{ "type": 1, "components": [
        { "type": 2, "style": 4, "label": "Forget me", "custom_id": "forget-me:confirm:1001" },
        { "type": 2, "style": 2, "label": "Cancel", "custom_id": "forget-me:cancel:1001" }
    ] }]);
    let mut message = with_components(interaction_message(9, CHANNEL_ID, "sure?"), &rows);
    message["flags"] = json!(64);
    let payload = button(
        5,
        "tok",
        &ALICE,
        &message,
        "forget-me:confirm:1001",
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a component interaction")
    };
    assert_eq!(press.data.custom_id, "forget-me:confirm:1001");
    assert_eq!(press.user.id.get(), ALICE.id);
    assert!(press
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::model::channel::MessageFlags::EPHEMERAL)));
    assert_eq!(press.message.components[0].components.len(), 2);
}

#[test]
fn a_takeback_button_press_decodes() {
    let rows = json!([{ "type": 1, "components": [
        { "type": 2, "style": 3, "label": "Accept", "custom_id": "checkers-takeback:accept:000000000000002a" },
        { "type": 2, "style": 4, "label": "Decline", "custom_id": "checkers-takeback:decline:000000000000002a" }
    ] }]);
    let message = with_components(
        interaction_message(9, CHANNEL_ID, "alice asks to take back the move d2-e7."),
        &rows,
    );
    let payload = button(
        5,
        "tok",
        &ALICE,
        &message,
        "checkers-takeback:decline:000000000000002a",
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a component interaction")
    };
    assert_eq!(
        press.data.custom_id,
        "checkers-takeback:decline:000000000000002a"
    );
    assert_eq!(press.user.id.get(), ALICE.id);
    assert_eq!(press.message.components[0].components.len(), 2);
}

#[test]
fn a_select_menu_choice_on_a_private_message_decodes() {
    // The menu as the bot sends it (serenity's builder), then back inside the press.
    let rows = json!([{ "type": 1, "components": [{
        "type": 3, "custom_id": "checkers:mp:0123abcd:0", "placeholder": "Peg to move",
        "options": [
            { "label": "d2 · 2 moves", "value": "d2", "default": false },
            { "label": "More…", "value": "p:1" }
        ]
    }] }]);
    let message = ephemeral_message(9, CHANNEL_ID, "Choose the peg", &rows);
    let payload = select(
        5,
        "tok",
        &ALICE,
        &message,
        "checkers:mp:0123abcd:0",
        &["d2"],
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload.clone())
    else {
        panic!("not a component interaction")
    };
    assert_eq!(press.data.custom_id, "checkers:mp:0123abcd:0");
    assert!(matches!(
        &press.data.kind,
        ComponentInteractionDataKind::StringSelect { values } if values == &["d2".to_string()]
    ));
    assert_eq!(press.message.id.get(), 9);
    assert!(press.message.flags.is_some_and(|f| f.bits() & 64 != 0));
    let ActionRowComponent::SelectMenu(menu) = &press.message.components[0].components[0] else {
        panic!("not a select menu")
    };
    assert_eq!(menu.options.len(), 2);
    assert!(matches!(
        frame("INTERACTION_CREATE", payload),
        GatewayEvent::Dispatch(_, Event::InteractionCreate(_))
    ));
}

#[test]
fn messages_decode() {
    let typed = message_create(6, &ALICE, "d2 e7");
    let message: Message = serde_json::from_value(typed.clone()).expect("MESSAGE_CREATE decodes");
    assert_eq!(
        (message.author.id.get(), message.content.as_str()),
        (ALICE.id, "d2 e7")
    );
    assert!(matches!(
        frame("MESSAGE_CREATE", typed),
        GatewayEvent::Dispatch(_, Event::MessageCreate(_))
    ));
    let in_thread: Message =
        serde_json::from_value(message_create_at(7, &ALICE, "d2 e7", THREAD_ID))
            .expect("a message in a thread decodes");
    assert_eq!(in_thread.channel_id.get(), THREAD_ID);
    let posted: Message =
        serde_json::from_value(bot_message(8, CHANNEL_ID, "hi")).expect("bot message decodes");
    assert!(posted.author.bot);
}

#[test]
fn mentions_and_replies_decode() {
    let mention = message_create(6, &ALICE, &format!("<@{APP_ID}> d2 e7"));
    let message: Message = serde_json::from_value(mention.clone()).expect("a mention decodes");
    assert_eq!(
        message
            .mentions
            .iter()
            .map(|u| u.id.get())
            .collect::<Vec<_>>(),
        vec![APP_ID]
    );
    let board: Message =
        serde_json::from_value(bot_message(8, CHANNEL_ID, "board")).expect("bot message decodes");
    let answer: Message = serde_json::from_value(interaction_message(9, CHANNEL_ID, "board"))
        .expect("an interaction's message decodes");
    assert!(board.interaction_metadata.is_none() && board.webhook_id.is_none());
    assert!(answer.interaction_metadata.is_some());
    assert_eq!(answer.webhook_id.map(WebhookId::get), Some(APP_ID));
    for (ping, mentions) in [(true, vec![APP_ID]), (false, vec![])] {
        let payload = reply_create(7, &ALICE, "d2 e7", &bot_message(8, CHANNEL_ID, "b"), ping);
        let reply: Message = serde_json::from_value(payload.clone()).expect("a reply decodes");
        assert_eq!(
            reply
                .mentions
                .iter()
                .map(|u| u.id.get())
                .collect::<Vec<_>>(),
            mentions
        );
        let replied = reply.referenced_message.expect("the replied-to message");
        assert_eq!((replied.id.get(), replied.author.id.get()), (8, APP_ID));
        assert_eq!(
            reply
                .message_reference
                .and_then(|r| r.message_id)
                .map(MessageId::get),
            Some(8)
        );
        assert!(matches!(
            frame("MESSAGE_CREATE", payload),
            GatewayEvent::Dispatch(_, Event::MessageCreate(_))
        ));
    }
}

#[test]
fn without_the_intent_only_mentions_and_pinging_replies_keep_their_content() {
    let content = |m: Value| without_content(m)["content"].as_str().map(str::to_string);
    let plain = message_create(6, &ALICE, "d2 e7");
    assert_eq!(content(plain.clone()).as_deref(), Some(""));
    let mention = format!("<@!{APP_ID}> d2 e7");
    assert_eq!(
        content(message_create(6, &ALICE, &mention)).as_deref(),
        Some(mention.as_str())
    );
    let board = bot_message(8, CHANNEL_ID, "board");
    let reply = |to: &Value, ping| content(reply_create(7, &ALICE, "d2 e7", to, ping));
    assert_eq!(reply(&board, true).as_deref(), Some("d2 e7"));
    assert_eq!(reply(&board, false).as_deref(), Some(""));
    // Replies to an interaction's answer are not delivered, pinging or not.
    let answer = interaction_message(9, CHANNEL_ID, "board");
    assert_eq!(reply(&answer, true).as_deref(), Some(""));
    // A reply to someone else's message that mentions them.
    let other = message_json(10, CHANNEL_ID, user_json(ALICE.id, "alice", false), "hi");
    assert_eq!(reply(&other, true).as_deref(), Some(""));
    // A DM keeps its content.
    let mut dm = plain;
    dm.as_object_mut().map(|m| m.remove("guild_id"));
    assert_eq!(content(dm).as_deref(), Some("d2 e7"));
}

#[test]
fn rest_answers_decode() {
    let info: CurrentApplicationInfo =
        serde_json::from_value(application_info(true)).expect("application info decodes");
    assert!(info.flags.is_some());
    let _: CurrentUser = serde_json::from_value(bot_user()).expect("current user decodes");
    let _: BotGateway = serde_json::from_value(bot_gateway("ws://x")).expect("gateway/bot decodes");
    let thread: GuildChannel =
        serde_json::from_value(thread_channel(12, CHANNEL_ID, "game")).expect("thread decodes");
    assert_eq!(thread.kind, ChannelType::PublicThread);
    assert_eq!(thread.parent_id.map(ChannelId::get), Some(CHANNEL_ID));
    let dm: serenity::model::channel::PrivateChannel =
        serde_json::from_value(dm_channel(dm_channel_of(1001), 1001)).expect("DM decodes");
    assert_eq!(dm.kind, ChannelType::Private);
    assert_eq!(dm.id.get(), dm_channel_of(1001));
    assert_eq!(dm.recipient.id.get(), 1001);
}

/// The global commands the fake lists (`GET /applications/{id}/commands`): Discord's own
/// Entry Point command before any registration when Activities are on, then the set
/// registered, each decoding into serenity's `Command`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listed_global_commands_decode() {
    use serenity::model::application::{Command, CommandType};
    let fake = fake_discord::FakeDiscord::start(fake_discord::Options {
        activities: true,
        ..fake_discord::Options::default()
    })
    .await;
    let url = format!("{}/api/v10/applications/{APP_ID}/commands", fake.base());
    let client = reqwest::Client::new();
    let get = || async {
        let bytes = client
            .get(&url)
            .header("authorization", "Bot fake-token")
            .send()
            .await
            .expect("the fake answers")
            .bytes()
            .await
            .expect("a body");
        serde_json::from_slice::<Vec<Command>>(&bytes).expect("decodes into serenity's model")
    };
    let before = get().await;
    assert_eq!(before.len(), 1);
    assert_eq!(before[0].kind, CommandType::PrimaryEntryPoint);
    let mut own = checkers_bot::discord::registered_commands()
        .as_array()
        .cloned()
        .unwrap_or_default();
    own.push(
        json!({ "type": 4, "name": "launch", "description": "Launch an activity", "handler": 2 }),
    );
    let put = client
        .put(&url)
        .header("authorization", "Bot fake-token")
        .header("content-type", "application/json")
        .body(Value::Array(own).to_string())
        .send()
        .await
        .expect("the fake answers");
    assert_eq!(put.status().as_u16(), 200);
    let names: Vec<String> = get().await.into_iter().map(|c| c.name).collect();
    assert_eq!(names[..6], fake_discord::REGISTERED);
    assert_eq!(names[6], "launch");
}

/// `/checkers-tournament create` (its own command: a subcommand with integer, boolean and
/// text options) and a press of a tournament's Join button decode.
#[test]
fn a_tournament_command_and_its_join_button_decode() {
    let options = json!([
        { "name": "players", "type": 4, "value": 0 },
        { "name": "rounds", "type": 4, "value": 3 },
        { "name": "rated", "type": 5, "value": false },
        { "name": "turn_timeout", "type": 3, "value": "1h" }
    ]);
    let payload = slash_command(5, "tok", &ALICE, "tournament create", options);
    let Ok(Interaction::Command(command)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a command interaction")
    };
    assert_eq!(command.data.name, "checkers-tournament");
    let sub = &command.data.options()[0];
    assert_eq!(sub.name, "create");
    let rows = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Join", "custom_id": "checkers-tournament:join:1" }
    ] }]);
    let message = with_components(
        interaction_message(9, CHANNEL_ID, "**Tournament #1** by alice"),
        &rows,
    );
    let payload = button(
        6,
        "tok",
        &BOBBY,
        &message,
        "checkers-tournament:join:1",
        &Place::CHANNEL,
    );
    let Ok(Interaction::Component(press)) = serde_json::from_value::<Interaction>(payload) else {
        panic!("not a component interaction")
    };
    assert_eq!(press.data.custom_id, "checkers-tournament:join:1");
    assert_eq!(press.user.id.get(), BOBBY.id);
}
