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

/// Characters per hole in [`ascii_board`]: a label of up to 3 and a space.
const CELL: usize = 4;

/// The board as 17 lines of text, one per row: the row letter, then the row's holes,
/// centred like the star. Every hole is labelled with its number in the row
/// (docs/notation.md "Holes"), so hole `f7` is the label `7` (or `R7`, …) on line `f`: an
/// empty hole shows its number alone, a peg its army's letter ([`army_letter`]) before
/// the number, an obstacle `#` before it. At most 55 characters a line.
///
/// ```text
/// a                           R1
/// b                         R1  R2
/// …
/// e    1   2   3   4   5   6   7   8   9  10  11  12  13
/// ```
#[must_use]
pub fn ascii_board(board: &Board) -> String {
    ascii_board_marked(board, &[])
}

/// [`ascii_board`] with the holes of `marks` (where a peg can go, a hint's move) shown
/// by a `*` before their number: `*7` is a marked empty hole. A marked hole holding a peg
/// shows the peg.
#[must_use]
pub fn ascii_board_marked(board: &Board, marks: &[Hole]) -> String {
    let mut out = String::new();
    for (row, len) in ROW_LENGTHS.iter().enumerate() {
        let len = usize::from(*len);
        let mut line = String::from(char::from(b'a' + row as u8));
        // Rows are centred on the 13-hole rows: half a cell per missing hole.
        line.push_str(&" ".repeat(2 + (13 - len) * CELL / 2));
        for pos in 0..len {
            let Some(hole) = Hole::from_row_pos(row, pos) else {
                continue;
            };
            let mark = match board.peg_at(hole) {
                None if marks.contains(&hole) => "*".into(),
                None => String::new(),
                Some(Peg::Obstacle) => "#".into(),
                Some(Peg::Army(p)) => army_letter(p).to_string(),
            };
            let label = format!("{mark}{}", pos + 1);
            line.push_str(&format!("{label:>width$} ", width = CELL - 1));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{HouseRules, Layout, Move, Race, Seat};

    fn board_after(players: usize, moves: &[&str]) -> String {
        let mut game = Race::new(
            Layout::standard(players).unwrap(),
            HouseRules::default(),
            Seat::ALL[0],
        )
        .unwrap();
        for mv in moves {
            let (from, to) = mv.split_once('-').unwrap();
            game.play(Move {
                from: from.parse().unwrap(),
                to: to.parse().unwrap(),
            })
            .unwrap();
        }
        ascii_board(game.board())
    }

    /// Every hole is labelled with its number on its row's line, so `f7` can be found
    /// without counting.
    #[test]
    fn text_board_labels_every_hole_with_its_row_and_number() {
        let text = board_after(2, &["d2-e7"]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 17);
        assert_eq!(lines[0], format!("a{}R1", " ".repeat(27)));
        assert_eq!(lines[3], format!("d{}R1   2  R3  R4", " ".repeat(21)));
        assert_eq!(
            lines[4],
            "e    1   2   3   4   5   6  R7   8   9  10  11  12  13"
        );
        assert_eq!(
            lines[5],
            "f      1   2   3   4   5   6   7   8   9  10  11  12"
        );
        assert_eq!(lines[16], format!("q{}G1", " ".repeat(27)));
        // Each line holds its row's numbers 1..=len, in order.
        for (line, len) in lines.iter().zip(ROW_LENGTHS) {
            let numbers: Vec<u8> = line[1..]
                .split_whitespace()
                .map(|w| w.trim_start_matches(['R', 'G', '#']).parse().unwrap())
                .collect();
            assert_eq!(numbers, (1..=len).collect::<Vec<u8>>(), "{line}");
            assert!(line.len() <= 55);
        }
        // A hole sits under the middle of the two holes above it: e7 between d3 and d4
        // (columns of the number's last digit).
        let col = |line: &str, label: &str| line.find(label).unwrap() + label.len() - 1;
        assert_eq!(col(lines[4], "R7"), col(lines[5], " 6") + 2);
    }

    #[test]
    fn six_armies_show_their_letters() {
        let text = board_after(6, &[]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[4],
            "e   O1  O2  O3  O4   5   6   7   8   9 Y10 Y11 Y12 Y13"
        );
        assert_eq!(
            lines[12],
            "m   P1  P2  P3  P4   5   6   7   8   9 B10 B11 B12 B13"
        );
    }
}
