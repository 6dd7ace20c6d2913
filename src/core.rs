//! The rules of Chinese Checkers (docs/rules.md, docs/notation.md). Pure: no I/O, no async, no
//! clock; randomness only through seeds passed in.

mod ascii;
mod board;
mod capture;
mod game;
mod geometry;
mod hole;
mod holeset;
mod movegen;
mod notation;
mod perft;
mod record;
mod rules;
mod seed;
mod text;

pub use ascii::{army_letter, ascii_board};
pub use board::{Board, Peg};
pub use capture::{
    any_hop, capture_rules, captured_holes, captures, chains_between, hopped, start_pegs,
    unused_rule_set, Capture, ChainError, ParseVariantError, Variant, CAPTURE_UNUSED_RULES,
    MAX_CHAIN_STATES,
};
pub use game::{
    EndReason, Game, Layout, MoveError, Outcome, SetupError, Standing, Turn, MAX_LISTED_CHAINS,
};
pub use geometry::{neighbours, Direction, Point};
pub use hole::{Hole, ParseHoleError, HOLE_COUNT, ROW_COUNT, ROW_LENGTHS};
pub use holeset::HoleSet;
pub use movegen::{chain_reach, destinations, shortest_path, Move, MoveRules, PathError};
pub use notation::{format_path, quote_input, HoleForm, MoveText, ParseMoveError, MAX_MOVE_TEXT};
pub use perft::{perft, perft_parallel, perft_reference};
pub use record::{GameRecord, RecordError, RecordTurn, MAX_NAME};
pub use rules::{
    Abandon, AntiSpoiling, FirstPlayer, ForeignPoints, HouseRules, Preset, Rule, RuleError,
    TurnOrder, UnusedPoints, Words, MAX_COMPUTER_TIME, MAX_MOVE_LIMIT, MAX_TURN_TIMEOUT,
    MIN_COMPUTER_TIME,
};
pub use seed::mix_seed;
pub use text::{is_hidden, visible};
