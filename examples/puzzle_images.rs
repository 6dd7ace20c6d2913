//! Makes `docs/puzzle.png` and `docs/puzzle-solution.png` (docs/playing.md, "The daily
//! puzzle") with the bot itself, on a clock set to 2026-12-09, 07:00 UTC: a server's
//! puzzle set to 07:00 the day before, posted by the timers that day and this one; the
//! images are those the posts carry (the farthest move of 2026-12-09, and the solution
//! of 2026-12-08's "home in 3"):
//!
//! ```sh
//! cargo run --example puzzle_images
//! ```

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use checkers_bot::puzzle::DAY;
use checkers_bot::store::SledStore;
use checkers_bot::table::{Command, Tables, User};

fn main() {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs");
    let now = Arc::new(AtomicU64::new(20_795 * DAY + 7 * 3600));
    let clock = Arc::clone(&now);
    let tables = Tables::new(SledStore::temporary().expect("a temporary store"))
        .with_clock(move || clock.load(Ordering::SeqCst));
    let manager = User {
        manager: true,
        server: 1,
        ..User::new(1, "Ada")
    };
    let settings = vec![("puzzle_hour".to_string(), "7".to_string())];
    tables.handle(1, &manager, Command::Defaults { settings });
    tables.tick_all();
    now.store(20_796 * DAY + 7 * 3600, Ordering::SeqCst);
    let posts: Vec<_> = tables.tick_all().into_iter().flat_map(|(_, r)| r).collect();
    for (post, name) in posts.iter().zip(["puzzle.png", "puzzle-solution.png"]) {
        let path = docs.join(name);
        std::fs::write(&path, post.image.as_ref().expect("an image")).expect("written");
        println!("{}\n{}\n", path.display(), post.text);
    }
}
