//! Table [`Reply`]s as Discord messages: text within Discord's limits, the board as
//! `board.png` (a replay as `replay.gif`), buttons, and allowed mentions limited to the one user the reply may ping
//! (case `mentions`).

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, EditMessage, UserId,
};

use crate::table::Reply;

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT: usize = 2000;

/// File name of an image attached without one (the table names every reply's attachment:
/// [`Reply::attachment_name`]).
pub const BOARD_FILE: &str = "board.png";

/// `text` cut to at most `max` characters (on a character boundary, ending in `…`).
#[must_use]
pub fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max.saturating_sub(1)) {
        Some((end, _)) if text.chars().count() > max => format!("{}…", &text[..end]),
        _ => text.to_string(),
    }
}

/// One message to send or one edit to make.
#[derive(Clone, Debug, Default)]
pub struct Post {
    /// The content, within [`MAX_CONTENT`].
    pub text: String,
    /// The image: the board PNG or a replay GIF; or the file named `file_name`.
    pub image: Option<Vec<u8>>,
    /// The attachment's name when it is not the board or a replay (`record.txt`).
    pub file_name: Option<&'static str>,
    /// The attachment's description (alt text): what the image shows, in words.
    pub description: Option<String>,
    /// The one user this message may ping.
    pub mention: Option<u64>,
    /// Other users this message pings, named at its start ([`Post::pinging`]): the
    /// people challenged.
    pub group: Vec<u64>,
    /// For the one who asked only (ephemeral where Discord allows).
    pub private: bool,
    /// Buttons; `Some(vec![])` removes them from an edited message.
    pub components: Option<Vec<CreateActionRow>>,
}

impl Post {
    /// The message of a table reply.
    #[must_use]
    pub fn of(reply: &Reply) -> Post {
        Post {
            text: cut(&reply.text_with(|id| format!("<@{id}>")), MAX_CONTENT),
            image: reply.image.clone(),
            file_name: reply.attachment_name(),
            mention: reply.mentioned().filter(|&id| id != 0),
            group: Vec::new(),
            description: reply.description.clone(),
            private: reply.private,
            components: None,
        }
    }

    /// The same message pinging `people` (user id and name), named on a first line of
    /// their own; nobody else is pinged for it.
    #[must_use]
    pub fn pinging(self, people: &[(u64, String)]) -> Post {
        let ids: Vec<u64> = people
            .iter()
            .map(|(id, _)| *id)
            .filter(|&id| id != 0)
            .collect();
        if ids.is_empty() {
            return self;
        }
        let line: Vec<String> = ids.iter().map(|id| format!("<@{id}>")).collect();
        Post {
            text: cut(&format!("{}\n{}", line.join(" "), self.text), MAX_CONTENT),
            group: ids,
            ..self
        }
    }

    /// A text message that pings nobody.
    #[must_use]
    pub fn text(text: &str, private: bool) -> Post {
        Post {
            text: cut(text, MAX_CONTENT),
            private,
            ..Post::default()
        }
    }

    /// The same message with `rows` of buttons.
    #[must_use]
    pub fn with_components(self, rows: Vec<CreateActionRow>) -> Post {
        Post {
            components: Some(rows),
            ..self
        }
    }

    /// Pings only notify in new messages, not in edits: a post that must resolve a
    /// deferred answer (an edit) gives its pinging line to a second, new message.
    #[must_use]
    pub fn split_ping(self) -> (Post, Option<Post>) {
        let Some(id) = self.mention else {
            return (self, None);
        };
        let tag = format!("<@{id}>");
        let lines: Vec<&str> = self.text.lines().collect();
        let Some(at) = lines.iter().position(|l| l.contains(&tag)) else {
            return (self, None);
        };
        if lines.len() == 1 && self.image.is_none() {
            return (self, None);
        }
        let ping = Post {
            text: lines[at].to_string(),
            mention: Some(id),
            private: self.private,
            ..Post::default()
        };
        let rest: Vec<&str> = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != at)
            .map(|(_, l)| *l)
            .collect();
        let rest = Post {
            text: rest.join("\n"),
            mention: None,
            ..self
        };
        (rest, Some(ping))
    }

    /// Who may be pinged: `mention` as a user, nobody else — never `@everyone`, `@here`,
    /// roles, or users merely named in the text.
    pub fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(
                self.mention
                    .into_iter()
                    .chain(self.group.iter().copied())
                    .map(UserId::new),
            )
            .replied_user(false)
    }

    fn attachment(&self) -> Option<CreateAttachment> {
        let bytes = self.image.as_ref()?;
        let name = self.file_name.unwrap_or(BOARD_FILE);
        let file = CreateAttachment::bytes(bytes.clone(), name);
        Some(match &self.description {
            Some(text) => file.description(text.clone()),
            None => file,
        })
    }

    /// The data of an interaction response (`CHANNEL_MESSAGE_WITH_SOURCE`,
    /// `UPDATE_MESSAGE`).
    pub fn response(&self) -> CreateInteractionResponseMessage {
        let mut out = CreateInteractionResponseMessage::new()
            .content(self.text.clone())
            .ephemeral(self.private)
            .allowed_mentions(self.allowed_mentions());
        if let Some(file) = self.attachment() {
            out = out.add_file(file);
        }
        if let Some(rows) = &self.components {
            out = out.components(rows.clone());
        }
        out
    }

    /// A follow-up message of an interaction.
    pub fn followup(&self) -> CreateInteractionResponseFollowup {
        let mut out = CreateInteractionResponseFollowup::new()
            .content(self.text.clone())
            .ephemeral(self.private)
            .allowed_mentions(self.allowed_mentions());
        if let Some(file) = self.attachment() {
            out = out.add_file(file);
        }
        if let Some(rows) = &self.components {
            out = out.components(rows.clone());
        }
        out
    }

    /// An edit of an interaction's original response (resolving a deferral).
    pub fn edit_response(&self) -> EditInteractionResponse {
        let mut out = EditInteractionResponse::new()
            .content(self.text.clone())
            .allowed_mentions(self.allowed_mentions());
        if let Some(file) = self.attachment() {
            out = out.new_attachment(file);
        }
        if let Some(rows) = &self.components {
            out = out.components(rows.clone());
        }
        out
    }

    /// A channel message (typed moves, turn clock, lobbies in threads).
    pub fn message(&self) -> CreateMessage {
        let mut out = CreateMessage::new()
            .content(self.text.clone())
            .allowed_mentions(self.allowed_mentions());
        if let Some(file) = self.attachment() {
            out = out.add_file(file);
        }
        if let Some(rows) = &self.components {
            out = out.components(rows.clone());
        }
        out
    }

    /// An edit of one of the bot's channel messages (a lobby).
    pub fn edit_message(&self) -> EditMessage {
        let mut out = EditMessage::new()
            .content(self.text.clone())
            .allowed_mentions(self.allowed_mentions());
        if let Some(rows) = &self.components {
            out = out.components(rows.clone());
        }
        out
    }
}

/// A channel message answering a typed move. Private replies (plain messages cannot get
/// ephemeral answers) are sent as a reply to the sender's message, without pinging them.
pub fn channel(reply: &Reply, answering: &serenity::Message) -> CreateMessage {
    let out = Post::of(reply).message();
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
    use crate::table::Mention;

    fn json(mentions: &CreateAllowedMentions) -> serde_json::Value {
        serde_json::to_value(mentions).unwrap_or_default()
    }

    #[test]
    fn mentions_allow_only_the_player_to_move() {
        // Case `mentions`: the text may name `@everyone` or a role; only the user pings.
        let reply = Reply {
            text: "@everyone <@&123> <@42> — bob to move".into(),
            image: None,
            file_name: None,
            board: None,
            marks: Vec::new(),
            closes: None,
            mention: Some(Mention {
                user: 7,
                name: 28..31,
            }),
            private: false,
            kind: crate::table::ReplyKind::Text,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
        };
        assert_eq!(
            json(&Post::of(&reply).allowed_mentions()),
            serde_json::json!({ "parse": [], "users": ["7"], "roles": [], "replied_user": false })
        );
    }

    #[test]
    fn mentions_allow_nobody_without_a_mention() {
        let reply = Reply::public("@everyone <@&123>".into());
        assert_eq!(
            json(&Post::of(&reply).allowed_mentions()),
            serde_json::json!({ "parse": [], "users": [], "roles": [], "replied_user": false })
        );
    }

    #[test]
    fn long_text_is_cut_to_discords_limit() {
        let reply = Reply::public("é".repeat(3000));
        let post = Post::of(&reply);
        assert_eq!(post.text.chars().count(), MAX_CONTENT);
        assert!(post.text.ends_with('…'));
        assert_eq!(Post::of(&Reply::public("d2 e7".into())).text, "d2 e7");
        assert_eq!(
            cut(&"x".repeat(MAX_CONTENT), MAX_CONTENT).len(),
            MAX_CONTENT
        );
        assert_eq!(cut("abc", 2), "a…");
    }

    #[test]
    fn the_pinging_line_moves_to_its_own_message() {
        let text = "alice played `d2-e7`.\nMove 2: bob, your turn (green).";
        let at = text.find("bob").unwrap();
        let reply = Reply {
            text: text.into(),
            image: Some(vec![1, 2, 3]),
            file_name: None,
            board: None,
            marks: Vec::new(),
            closes: None,
            mention: Some(Mention {
                user: 7,
                name: at..at + 3,
            }),
            private: false,
            kind: crate::table::ReplyKind::Board,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
        };
        let (rest, ping) = Post::of(&reply).split_ping();
        assert_eq!(rest.text, "alice played `d2-e7`.");
        assert_eq!((rest.mention, rest.image.is_some()), (None, true));
        let ping = ping.expect("a ping message");
        assert_eq!(ping.text, "Move 2: <@7>, your turn (green).");
        assert_eq!((ping.mention, ping.image), (Some(7), None));
        // Nothing to split: no mention, or the ping is all there is.
        assert!(Post::text("hi", false).split_ping().1.is_none());
        let only = Reply {
            text: "bob".into(),
            image: None,
            file_name: None,
            board: None,
            marks: Vec::new(),
            closes: None,
            mention: Some(Mention {
                user: 7,
                name: 0..3,
            }),
            private: false,
            kind: crate::table::ReplyKind::Text,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
        };
        assert!(Post::of(&only).split_ping().1.is_none());
    }
}
