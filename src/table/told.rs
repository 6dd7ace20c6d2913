//! How a feature words what it did and why it refused: [`Told`] and [`Refused`]. Each
//! feature keeps its own outcomes and refusals as its own types beside its handler (the
//! lobby's in `lobby.rs`, a challenge's in `challenge.rs`, kept games' in `kept.rs`), and
//! words them itself; the answer carries them as [`super::Outcome::Told`] and
//! [`super::Refusal::Feature`]. So a new command touches its feature file, the parser
//! (`command.rs`, `parse.rs`), the locales and the docs, and not the dispatcher's enums,
//! which keep only what several features share (the game moving on, the board, the
//! door's own refusals).

use std::any::Any;
use std::fmt::Debug;

use crate::i18n::Catalogue;

use super::reply::{Langs, Reply};

/// What a feature did, worded by the feature: public posts in `l.public`, replies for the
/// sender only in `l.private`.
pub trait Told: Debug + Send + Sync + Any {
    /// The replies, in order (none when an adapter acts on it without words).
    fn replies(&self, l: &Langs) -> Vec<Reply>;
}

/// Why a feature's command changed nothing, worded by the feature (for the sender only,
/// in their language).
pub trait Refused: Debug + Send + Sync + Any {
    /// The reason, in the sender's words.
    fn words(&self, cat: &Catalogue) -> String;
}
