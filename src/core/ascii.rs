//! A text picture of the board for terminals.

use super::board::{Board, Peg};
use super::geometry::Point;
use super::hole::{Hole, ROW_LENGTHS};

/// The letter drawn for a peg of the army from `home`.
#[must_use]
pub fn army_letter(home: Point) -> char {
    match home {
        Point::N => 'R',
        Point::NE => 'Y',
        Point::SE => 'B',
        Point::S => 'G',
        Point::SW => 'P',
        Point::NW => 'O',
    }
}

/// The board as 17 lines of text: row letter, then holes (`.` empty, a letter per army
/// as in [`army_letter`], `#` for obstacles), each row centred like the star.
#[must_use]
pub fn ascii_board(board: &Board) -> String {
    let mut out = String::new();
    for (row, len) in ROW_LENGTHS.iter().enumerate() {
        let len = usize::from(*len);
        let indent = 13 - len;
        out.push((b'a' + row as u8) as char);
        out.push_str("  ");
        out.push_str(&" ".repeat(indent));
        for pos in 0..len {
            let Some(hole) = Hole::from_row_pos(row, pos) else {
                continue;
            };
            let c = match board.peg_at(hole) {
                None => '.',
                Some(Peg::Obstacle) => '#',
                Some(Peg::Army(p)) => army_letter(p),
            };
            out.push(c);
            if pos + 1 < len {
                out.push(' ');
            }
        }
        out.push('\n');
    }
    out
}
