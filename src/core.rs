//! The rules of Chinese Checkers (docs/rules.md, docs/notation.md). Pure: no I/O, no async, no
//! clock; randomness only through seeds passed in.

mod ascii;
mod board;
mod capture;
mod chains;
mod game;
mod geometry;
mod hole;
mod holeset;
mod layout;
mod move_error;
mod movegen;
mod notation;
mod perft;
mod race;
mod record;
mod rules;
mod seat;
mod seed;
mod text;
mod turns;
mod variant;

pub use ascii::{army_letter, ascii_board, ascii_board_marked};
pub use board::{Board, Peg};
pub use capture::{capture_rules, unused_rule_set, CaptureGame, CAPTURE_UNUSED_RULES};
pub use chains::{
    any_hop, captured_holes, captures, chains_between, hopped, start_pegs, Capture, ChainError,
    MAX_CHAIN_STATES,
};
pub use game::{Game, MoveError, MAX_LISTED_CHAINS};
pub use geometry::{neighbours, Direction, Point};
pub use hole::{Hole, ParseHoleError, HOLE_COUNT, ROW_COUNT, ROW_LENGTHS};
pub use holeset::HoleSet;
pub use layout::{Layout, SetupError};
pub use movegen::{chain_reach, destinations, shortest_path, Move, MoveRules, PathError};
pub use notation::{
    format_path, format_path_as, quote_input, HoleForm, MoveText, ParseMoveError, MAX_MOVE_TEXT,
};
pub use perft::{
    perft, perft_divided, perft_estimate, perft_parallel, perft_reference, MAX_PERFT_DEPTH,
};
pub use race::Race;
pub use record::{EntryError, GameRecord, RecordError, RecordTurn, MAX_NAME, MAX_TURNS};
pub use rules::{
    format_duration, Abandon, AntiSpoiling, FirstPlayer, ForeignPoints, HouseRules, Preset, Rule,
    RuleError, TurnOrder, UnusedPoints, Words, MAX_COMPUTER_TIME, MAX_MOVE_LIMIT, MAX_TURN_TIMEOUT,
    MIN_COMPUTER_TIME,
};
pub use seat::{BySeat, Seat, SeatError, MAX_SEATS};
pub use seed::mix_seed;
pub use text::{is_hidden, narrow, safe, shows_nothing, single_spaced, visible};
pub use turns::{EndReason, Outcome, Standing, Turn, Turns};
pub use variant::{ParseVariantError, Variant};
