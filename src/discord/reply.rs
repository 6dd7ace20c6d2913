//! Table [`Reply`]s as Discord messages: text, the board as `board.png`, and allowed
//! mentions limited to the one user the reply may ping (case `mentions`).

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateAttachment, CreateMessage, UserId};

use crate::table::Reply;

/// Discord's limit on message content, in characters.
const MAX_CONTENT: usize = 2000;

/// File name of the board image attached to a reply.
pub const BOARD_FILE: &str = "board.png";

/// Who a reply may ping: `reply.mention` as a user, nobody else — never `@everyone`,
/// `@here`, roles, or users merely named in the text.
pub fn allowed_mentions(reply: &Reply) -> CreateAllowedMentions {
    let users = reply.mention.filter(|&id| id != 0).map(UserId::new);
    CreateAllowedMentions::new()
        .users(users)
        .replied_user(false)
}

/// The reply's text within Discord's length limit (cut on a character boundary).
fn content(reply: &Reply) -> String {
    match reply.text.char_indices().nth(MAX_CONTENT - 1) {
        Some((end, _)) => format!("{}…", &reply.text[..end]),
        None => reply.text.clone(),
    }
}

/// A slash-command response or follow-up; `private` replies are ephemeral.
pub fn slash(reply: &Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(content(reply))
        .ephemeral(reply.private)
        .allowed_mentions(allowed_mentions(reply));
    if let Some(png) = &reply.image {
        out = out.attachment(CreateAttachment::bytes(png.clone(), BOARD_FILE));
    }
    out
}

/// A channel message that answers nothing (e.g. a turn clock running out).
pub fn announcement(reply: &Reply) -> CreateMessage {
    let mut out = CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(allowed_mentions(reply));
    if let Some(png) = &reply.image {
        out = out.add_file(CreateAttachment::bytes(png.clone(), BOARD_FILE));
    }
    out
}

/// A channel message answering a typed move. Private replies (plain messages cannot get
/// ephemeral answers) are sent as a reply to the sender's message, without pinging them.
pub fn channel(reply: &Reply, answering: &serenity::Message) -> CreateMessage {
    let out = announcement(reply);
    if reply.private {
        // Still posted if the sender deleted their message meanwhile.
        let reference = serenity::MessageReference::from(answering).fail_if_not_exists(false);
        return out.reference_message(reference);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(mentions: &CreateAllowedMentions) -> serde_json::Value {
        serde_json::to_value(mentions).unwrap_or_default()
    }

    #[test]
    fn mentions_allow_only_the_player_to_move() {
        // Case `mentions`: the text may name `@everyone` or a role; only the user pings.
        let reply = Reply {
            text: "@everyone <@&123> <@42> — <@7> to move".into(),
            image: None,
            mention: Some(7),
            private: false,
        };
        assert_eq!(
            json(&allowed_mentions(&reply)),
            serde_json::json!({ "parse": [], "users": ["7"], "roles": [], "replied_user": false })
        );
    }

    #[test]
    fn mentions_allow_nobody_without_a_mention() {
        let reply = Reply::public("@everyone <@&123>".into());
        assert_eq!(
            json(&allowed_mentions(&reply)),
            serde_json::json!({ "parse": [], "users": [], "roles": [], "replied_user": false })
        );
    }

    #[test]
    fn long_text_is_cut_to_discords_limit() {
        let reply = Reply::public("é".repeat(3000));
        assert_eq!(content(&reply).chars().count(), MAX_CONTENT);
        let short = Reply::public("d2 e7".into());
        assert_eq!(content(&short), "d2 e7");
    }
}
