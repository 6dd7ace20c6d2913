//! The one loop that lets computers play: turn after turn, for as long as the caller
//! names a computer for the seat to move. The table runs it until a person is to move;
//! `demo` and the arena run it to the end of the game.

use crate::core::{Game, Seat};

use super::{Bot, SearchReport};

/// What one computer turn did.
#[derive(Clone, Copy, Debug)]
pub struct TurnReport {
    /// The seat that moved.
    pub seat: Seat,
    /// The search behind the move, when there was one.
    pub search: Option<SearchReport>,
}

/// Plays one turn for the seat to move with `bot`, seeded by `seed` (a capture move is
/// its whole chain, docs/rules.md §6). `None`, and nothing played, when the game is over or
/// the bot found no move.
pub fn play_turn(game: &mut Game, bot: &Bot, seed: u64) -> Option<TurnReport> {
    let seat = game.to_move()?;
    let search = match game {
        Game::Capture(_) => {
            let (path, search) = bot.choose_path_with_report(game, seed)?;
            game.play_path(seat, &path).ok()?;
            search
        }
        Game::Race(_) => {
            let choice = bot.choose_with_report(game, seed)?;
            game.play(choice.mv).ok()?;
            choice.search
        }
    };
    Some(TurnReport { seat, search })
}

/// Plays computer turns: while the game goes on and `player` names a bot and a seed for
/// the seat to move (`None`: a person is to move), at most `max_turns` turns. Returns
/// the turns played.
pub fn play_until(
    game: &mut Game,
    max_turns: usize,
    mut player: impl FnMut(&Game, Seat) -> Option<(Bot, u64)>,
) -> Vec<TurnReport> {
    let mut played = Vec::new();
    while played.len() < max_turns {
        let Some(seat) = game.to_move() else { break };
        let Some((bot, seed)) = player(game, seat) else {
            break;
        };
        match play_turn(game, &bot, seed) {
            Some(report) => played.push(report),
            None => break,
        }
    }
    played
}
