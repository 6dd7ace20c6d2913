//! Chinese Checkers for Discord: rules core, board images, storage, table logic,
//! computer players and the console and Discord adapters (see the README's architecture).

pub mod ai;
pub mod console;
pub mod core;
pub mod discord;
pub mod i18n;
pub mod load;
pub mod render;
pub mod store;
pub mod table;
