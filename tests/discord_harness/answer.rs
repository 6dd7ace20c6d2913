//! The bot's messages as the tests read them: an answer (its JSON, files, how it was
//! sent) with the checks every test makes, a lobby message to press buttons on, and the
//! buttons and menus of a message.

use serde_json::{json, Value};

use super::{EPHEMERAL, PNG_SIGNATURE};
use crate::fake_discord::{self, Place, Recorded};

/// A lobby message as the bot posted it.
pub struct Lobby {
    pub message: Value,
    pub place: Place,
}

impl Lobby {
    pub fn new(id: u64, place: Place, posted: &Value) -> Lobby {
        let content = posted["content"].as_str().unwrap_or_default();
        let message = fake_discord::with_components(
            fake_discord::bot_message(id, place.channel, content),
            &posted["components"],
        );
        Lobby { message, place }
    }

    /// The `custom_id` of the button labelled `label`.
    pub fn button(&self, label: &str) -> Option<String> {
        buttons(&self.message)
            .into_iter()
            .find(|(l, _, _)| l == label)
            .map(|(_, id, _)| id)
    }
}

/// The buttons of a message: (label, custom id, disabled).
pub fn buttons(message: &Value) -> Vec<(String, String, bool)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            (
                b["label"].as_str().unwrap_or_default().to_string(),
                b["custom_id"].as_str().unwrap_or_default().to_string(),
                b["disabled"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

/// A message the bot sent: its JSON (content, flags, `allowed_mentions`, …) and files.
pub struct Answer {
    pub message: Value,
    pub files: Vec<fake_discord::File>,
    /// The interaction callback type (4 message, 5 deferred, 6 acknowledged, 7 update);
    /// 0 for channel messages and follow-ups.
    pub kind: u64,
    /// Sent after a deferral.
    pub deferred: bool,
    /// The interaction token (empty for channel messages).
    pub token: String,
    /// Index of the request among the fake's records.
    pub index: usize,
}

impl Answer {
    /// Request `r` (number `index` of the fake's records): a message the bot sent after
    /// an interaction's first answer (`token`, deferred or not) or in a channel.
    pub fn sent(r: Recorded, index: usize, token: &str, deferred: bool) -> Answer {
        Answer {
            message: r.json.unwrap_or_default(),
            files: r.files,
            kind: 0,
            deferred,
            token: token.to_string(),
            index,
        }
    }

    pub fn content(&self) -> &str {
        self.message["content"].as_str().unwrap_or_default()
    }

    pub fn ephemeral(&self) -> bool {
        self.message["flags"]
            .as_u64()
            .is_some_and(|f| f & EPHEMERAL != 0)
    }

    /// Asserts this is a refusal for the sender only: ephemeral (or, for a typed move, a
    /// reply to the sender's message), no board, no ping.
    pub fn assert_private_refusal(&self) {
        assert!(!self.content().is_empty(), "a refusal says why");
        assert!(self.files.is_empty(), "a refusal carries no board");
        if self.token.is_empty() {
            assert!(
                self.message.get("message_reference").is_some(),
                "a refusal answers the sender's message: {}",
                self.message
            );
        } else {
            assert!(self.ephemeral(), "a refusal is ephemeral: {}", self.message);
        }
        self.assert_pings_only(&[]);
    }

    /// Asserts the allowed mentions are exactly `users`: no parse (everyone, roles,
    /// all users), no roles (case `mentions`).
    pub fn assert_pings_only(&self, users: &[u64]) {
        let am = &self.message["allowed_mentions"];
        assert_eq!(
            am["parse"],
            json!([]),
            "allowed_mentions.parse in {}",
            self.message
        );
        assert!(
            am["roles"].as_array().is_none_or(Vec::is_empty),
            "roles in {}",
            self.message
        );
        let ids: Vec<String> = users.iter().map(u64::to_string).collect();
        assert_eq!(
            am["users"],
            json!(ids),
            "allowed_mentions.users in {}",
            self.message
        );
    }

    /// Asserts the message has no buttons or menus (any more).
    pub fn assert_no_components(&self) {
        assert!(
            self.message["components"]
                .as_array()
                .is_some_and(Vec::is_empty),
            "no buttons or menus expected: {}",
            self.message
        );
    }

    /// The one user this message may ping.
    pub fn pinged(&self) -> Option<u64> {
        self.message["allowed_mentions"]["users"][0]
            .as_str()
            .and_then(|s| s.parse().ok())
    }

    /// The attached board: a PNG larger than 100×100.
    pub fn assert_board(&self) {
        assert_eq!(
            self.files.len(),
            1,
            "one attachment expected: {}",
            self.message
        );
        let file = &self.files[0];
        assert_eq!(
            (file.field.as_str(), file.name.as_str()),
            ("files[0]", "board.png")
        );
        assert_eq!(file.bytes[..8], PNG_SIGNATURE, "not a PNG");
        let image = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
            .expect("PNG decodes");
        assert!(
            image.width() > 100 && image.height() > 100,
            "board is {}×{}",
            image.width(),
            image.height()
        );
    }
}

/// The options of select menu `row` of `message`: (label, value).
pub fn options(message: &Value, row: usize) -> Vec<(String, String)> {
    message["components"][row]["components"][0]["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|o| {
            (
                o["label"].as_str().unwrap_or_default().to_string(),
                o["value"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// The value of the option of menu `row` that turns to its next page, if it has pages.
pub fn next_page(message: &Value, row: usize) -> Option<String> {
    options(message, row)
        .into_iter()
        .map(|(_, v)| v)
        .find(|v| v.starts_with("p:"))
}

/// The labels of a message's buttons.
pub fn labels(message: &Value) -> Vec<String> {
    buttons(message).into_iter().map(|(l, _, _)| l).collect()
}
