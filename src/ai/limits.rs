//! When a search stops ([`SearchLimits`]): shared by the search ([`super::search`]) and
//! the lone army's planner it calls ([`super::plan`]), apart from both so that neither
//! names the other back.

use std::time::Duration;

/// When to stop searching: whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Wall-clock budget for the move.
    pub deadline: Duration,
    /// Positions to visit at most (0: no limit). A node limit makes the choice
    /// independent of the machine's speed (the arena uses it for reproducible results).
    pub max_nodes: u64,
    /// Plies to search at most.
    pub max_depth: u32,
}
