//! Board images: a [`crate::core::Game`] position drawn as a PNG (DESIGN.md `render`).
//! Never decides anything about rules.

use crate::core::{Game, Hole};

/// What to draw. Text (header, names) arrives already translated and bounded by the caller.
pub struct BoardView<'a> {
    /// The game whose board is drawn.
    pub game: &'a Game,
    /// One name per seat, seat order (at most 32 characters each are drawn).
    pub names: &'a [String],
    /// The line at the top: whose turn and the move number, or the result.
    pub header: &'a str,
    /// The last move's path: start hole, then every landing hole.
    pub last_path: Option<&'a [Hole]>,
}

/// Draws `view` and encodes it as PNG bytes.
#[must_use]
pub fn render_png(view: &BoardView<'_>) -> Vec<u8> {
    draw::render_png(view)
}

mod draw;
pub mod theme;
