//! Writes every golden view of `tests/render.rs` at full size and as Discord's preview
//! (400 pixels wide), the replay GIF of a whole 6-player game of the greedy player and
//! five of its frames, to `target/render-samples/`, for people to look at:
//!
//! ```sh
//! cargo run --example render_samples
//! ```

use std::path::PathBuf;

use checkers_bot::render::render_replay_gif;
use checkers_bot::render::theme::Theme;

#[path = "../tests/common/mod.rs"]
#[allow(dead_code, reason = "the example uses a few of the tests' helpers")]
mod common;
#[path = "../tests/render_views/mod.rs"]
#[allow(dead_code, reason = "the example uses a few of the tests' helpers")]
mod render_views;

use render_views::{computer_game, decode, golden_views, preview};

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, png) in golden_views() {
        std::fs::write(dir.join(format!("{name}.png")), &png).unwrap();
        preview(&decode(&png))
            .save(dir.join(format!("{name}-preview.png")))
            .unwrap();
    }
    let (record, names) = computer_game();
    let gif = render_replay_gif(&record, &names, Theme::Dark).unwrap();
    std::fs::write(dir.join("replay.gif"), &gif).unwrap();
    let frames = common::shown_frames(&gif);
    for i in [0, 1, 2, 50, frames.len() - 1] {
        frames[i]
            .0
            .save(dir.join(format!("replay-frame-{i}.png")))
            .unwrap();
    }
}
