//! Plain messages addressed to the bot, with or without the Message Content intent.
//!
//! Without the (privileged) intent Discord still gives the bot the content of a message
//! that @mentions it, of a reply to one of its regular messages when the reply pings it
//! (the default), of a direct message, and of its own messages; every other message
//! arrives with empty content. Replies to interaction responses (the answers to slash
//! commands and buttons) are not delivered even when they ping ("Message Content Intent
//! Alternatives" and "You might not need a privileged intent" in Discord's documentation).
//!
//! So a move can be `@Checkers d2 e7` (the bot's mentions are taken out of the text before
//! it is read) or a pinging reply to a board the bot posted as a regular message (after a
//! move made by message, and after the Start, Move and Rematch buttons, whose boards go to
//! the channel for this reason); a reply to the bot whose content Discord withheld gets a
//! hint instead of silence.

use poise::serenity_prelude as serenity;

/// What a plain message is to the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Addressed {
    /// Text for the chat path: the content with the bot's mentions taken out, trimmed.
    Text(String),
    /// A reply to one of the bot's messages that arrived without content (the intent is
    /// off): the player gets a hint on how to be read.
    Unread(Unread),
    /// Nothing to read or answer (empty content, or only the bot's mention).
    Nothing,
}

/// Why Discord withheld a reply's content from the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unread {
    /// The reply to a regular message of the bot did not ping it (`@ OFF`).
    PingOff,
    /// The reply answers an interaction response (a slash command's or a button's
    /// answer): Discord never delivers those.
    Interaction,
}

impl Unread {
    /// The `kind` of the `discord-unread-reply` message.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Unread::PingOff => "ping-off",
            Unread::Interaction => "interaction",
        }
    }
}

/// Reads `msg` for the bot `bot`; `message_content` says whether the intent is granted.
#[must_use]
pub fn read(msg: &serenity::Message, bot: serenity::UserId, message_content: bool) -> Addressed {
    let text = without_mentions(&msg.content, bot.get());
    if !text.is_empty() {
        return Addressed::Text(text);
    }
    let replied = msg
        .referenced_message
        .as_deref()
        .filter(|m| m.author.id == bot);
    match replied {
        Some(m) if msg.content.is_empty() && !message_content => {
            let interaction = m.interaction_metadata.is_some() || m.webhook_id.is_some();
            Addressed::Unread(if interaction {
                Unread::Interaction
            } else {
                Unread::PingOff
            })
        }
        _ => Addressed::Nothing,
    }
}

/// `content` with every mention of user `bot` (`<@ID>`, `<@!ID>`) replaced by a space,
/// trimmed: `<@9> d2 e7` is `d2 e7`, and `d2<@9>e7` is `d2 e7`, never a hole. Other
/// mentions stay (a message to someone else is not a move).
#[must_use]
pub fn without_mentions(content: &str, bot: u64) -> String {
    let plain = format!("<@{bot}>");
    let nick = format!("<@!{bot}>");
    content
        .replace(&plain, " ")
        .replace(&nick, " ")
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const BOT: u64 = 900;

    fn user(id: u64, bot: bool) -> serde_json::Value {
        json!({ "id": id.to_string(), "username": "u", "discriminator": "0", "avatar": null, "bot": bot })
    }

    fn message(content: &str, replying_to: Option<serde_json::Value>) -> serenity::Message {
        let mut m = json!({
            "id": "5", "channel_id": "6", "author": user(7, false), "content": content,
            "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
        });
        if let Some(r) = replying_to {
            m["type"] = json!(19);
            m["message_reference"] = json!({ "message_id": r["id"], "channel_id": "6" });
            m["referenced_message"] = r;
        }
        serde_json::from_value(m).expect("a message decodes")
    }

    fn posted(author: u64, interaction: bool) -> serde_json::Value {
        let mut m = json!({
            "id": "4", "channel_id": "6", "author": user(author, author == BOT), "content": "board",
            "timestamp": "2024-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
            "attachments": [], "embeds": [], "pinned": false, "type": 0,
        });
        if interaction {
            m["webhook_id"] = json!(BOT.to_string());
        }
        m
    }

    fn read_as(content: &str, replying_to: Option<serde_json::Value>, intent: bool) -> Addressed {
        read(
            &message(content, replying_to),
            serenity::UserId::new(BOT),
            intent,
        )
    }

    #[test]
    fn the_bots_mentions_are_taken_out_wherever_they_are() {
        assert_eq!(without_mentions("<@900> d2 e7", BOT), "d2 e7");
        assert_eq!(without_mentions("  <@!900>d2 e7 ", BOT), "d2 e7");
        assert_eq!(without_mentions("d2<@900>e7", BOT), "d2 e7");
        assert_eq!(without_mentions("d2 e7 <@900> <@900>", BOT), "d2 e7");
        // Someone else's mention stays: that message is not for the bot.
        assert_eq!(without_mentions("<@901> d2 e7", BOT), "<@901> d2 e7");
        assert_eq!(without_mentions("<@9000> d2", BOT), "<@9000> d2");
        assert_eq!(without_mentions("<@900>", BOT), "");
    }

    #[test]
    fn mentions_and_replies_read_as_text() {
        assert_eq!(
            read_as("<@900> d2 e7", None, false),
            Addressed::Text("d2 e7".into())
        );
        assert_eq!(
            read_as("d2 e7", Some(posted(BOT, false)), false),
            Addressed::Text("d2 e7".into())
        );
        assert_eq!(read_as("<@900>", None, false), Addressed::Nothing);
        assert_eq!(read_as("", None, false), Addressed::Nothing);
    }

    #[test]
    fn an_empty_reply_to_the_bot_without_the_intent_gets_a_hint() {
        assert_eq!(
            read_as("", Some(posted(BOT, false)), false),
            Addressed::Unread(Unread::PingOff)
        );
        assert_eq!(
            read_as("", Some(posted(BOT, true)), false),
            Addressed::Unread(Unread::Interaction)
        );
        // With the intent an empty message is an image or a sticker; a reply to someone
        // else is not for the bot.
        assert_eq!(
            read_as("", Some(posted(BOT, false)), true),
            Addressed::Nothing
        );
        assert_eq!(
            read_as("", Some(posted(8, false)), false),
            Addressed::Nothing
        );
        assert_eq!(Unread::PingOff.key(), "ping-off");
    }
}
