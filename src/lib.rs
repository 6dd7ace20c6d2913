//! Chinese Checkers for Discord: rules core, board images, storage, table logic,
//! computer players and the console and Discord adapters (see docs/architecture.md).

pub mod ai;
pub mod charts;
pub mod console;
pub mod core;
pub mod demo;
pub mod discord;
pub mod engine;
pub mod i18n;
pub mod lines;
pub mod load;
pub mod progress;
pub mod puzzle;
pub mod ratings;
pub mod render;
pub mod store;
pub mod table;
#[doc(hidden)]
pub mod test_hook;
pub mod tournament;
pub mod web;

/// `e` and its causes, joined by `: ` (errors keep their cause as their source), for
/// messages and logs: `error connecting to server: Connection refused (os error 111)`.
#[must_use]
pub fn error_chain(e: &dyn std::error::Error) -> String {
    std::iter::successors(Some(e), |c| c.source())
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(": ")
}
