//! Move text (docs/notation.md "Moves"): parsed without a position, then resolved against a
//! game by [`super::Game::resolve`].

use std::fmt;
use std::str::FromStr;

use super::hole::{Hole, ParseHoleError};

/// Longest move text accepted, in bytes; longer input is refused before any parsing.
pub const MAX_MOVE_TEXT: usize = 200;

/// A move as written: its holes in order. Syntax only; legality comes later.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveText {
    /// Start hole, then every landing hole written (at least two).
    pub holes: Vec<Hole>,
    /// For each hole, whether it was written with the swap mark `x`.
    pub swaps: Vec<bool>,
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing, or one hole only.
    #[error("a move names at least two holes")]
    TooShort,
    /// Longer than [`MAX_MOVE_TEXT`].
    #[error("that is too long to be a move")]
    TooLong,
    /// A word that is not a hole.
    #[error("`{word}` is not a hole: {reason}")]
    BadHole {
        /// The word, cut to 12 characters.
        word: String,
        /// Why.
        reason: ParseHoleError,
    },
}

/// How holes are written in the text being parsed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum HoleForm {
    /// `a1` … `q1` (chat, records by default).
    #[default]
    Letter,
    /// `0` … `120`, only where declared (records with `Index: true`, command-line options).
    Index,
}

/// Characters that separate holes: `-`, `,`, `>`, arrows and the dashes phones put in.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '-' | ',' | '>' | '→' | '⇒' | '⟶' | '➔' | '➜' | '—' | '–' | '−'
        )
}

/// Drops invisible characters ([`super::is_hidden`]: zero-width, direction marks, BOM,
/// soft hyphen; white space stays, as a separator) and turns full-width letters and
/// digits into ASCII, so text pasted from phones parses. Control characters stay, so a
/// move with one inside (`d2\0e7`) is refused rather than read as another move.
fn normalise(s: &str) -> String {
    let kept: String = s
        .chars()
        .filter(|c| c.is_whitespace() || c.is_control() || !super::is_hidden(*c))
        .collect();
    super::narrow(&kept)
}

/// Splits a word of run-together holes (`d2e7`, `m6xn2`) into one word per hole; other
/// words are returned whole.
fn split_holes(word: &str) -> Vec<&str> {
    let bytes = word.as_bytes();
    let mut parts = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let hole_start = i;
        if bytes[i].eq_ignore_ascii_case(&b'x')
            && i + 1 < bytes.len()
            && bytes[i + 1].is_ascii_alphabetic()
        {
            i += 1;
        }
        if !bytes[i].is_ascii_alphabetic() {
            return vec![word];
        }
        i += 1;
        let digits = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        if i == digits {
            return vec![word];
        }
        parts.push(&word[start.max(hole_start)..i]);
        start = i;
    }
    parts
}

fn words(s: &str) -> Vec<&str> {
    s.split(is_separator)
        .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("to"))
        .flat_map(|w| {
            if w.is_ascii() {
                split_holes(w)
            } else {
                vec![w]
            }
        })
        .collect()
}

impl MoveText {
    /// Parses move text with holes in `form`.
    ///
    /// # Errors
    /// [`ParseMoveError`] for anything that is not two or more holes.
    pub fn parse(s: &str, form: HoleForm) -> Result<MoveText, ParseMoveError> {
        if s.len() > MAX_MOVE_TEXT {
            return Err(ParseMoveError::TooLong);
        }
        let normalised = normalise(s);
        let mut holes = Vec::new();
        let mut swaps = Vec::new();
        for word in words(&normalised) {
            let (swap, name) = match word.strip_prefix(['x', 'X']) {
                Some(rest) if form == HoleForm::Letter || !rest.is_empty() => (true, rest),
                _ => (false, word),
            };
            let parsed = match form {
                HoleForm::Letter => name.parse::<Hole>(),
                HoleForm::Index => Hole::from_index_str(name),
            };
            let hole = parsed.map_err(|reason| ParseMoveError::BadHole {
                word: word.chars().take(12).collect(),
                reason,
            })?;
            holes.push(hole);
            swaps.push(swap);
        }
        if holes.len() < 2 {
            return Err(ParseMoveError::TooShort);
        }
        Ok(MoveText { holes, swaps })
    }

    /// The text of a played chain: `path` with the swap mark on the landings at `swaps`
    /// (indices into `path`).
    #[must_use]
    pub fn from_path(path: &[Hole], swaps: &[usize]) -> MoveText {
        MoveText {
            holes: path.to_vec(),
            swaps: (0..path.len()).map(|i| swaps.contains(&i)).collect(),
        }
    }

    /// Whether a chat message is a move attempt: the whole message parses as two or more
    /// holes in letter form (docs/notation.md "What the parser must do with other text").
    #[must_use]
    pub fn from_chat(s: &str) -> Option<MoveText> {
        MoveText::parse(s, HoleForm::Letter).ok()
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        MoveText::parse(s, HoleForm::Letter)
    }
}

/// Writes holes in canonical form: lower case, joined by `-`.
#[must_use]
pub fn format_path(holes: &[Hole]) -> String {
    let parts: Vec<String> = holes.iter().map(Hole::to_string).collect();
    parts.join("-")
}

/// Writes holes in `form`, joined by `-`: `d2-e7` in letter form (as [`format_path`]),
/// `7-16` in index form (docs/notation.md "Holes").
#[must_use]
pub fn format_path_as(holes: &[Hole], form: HoleForm) -> String {
    match form {
        HoleForm::Letter => format_path(holes),
        HoleForm::Index => {
            let parts: Vec<String> = holes.iter().map(|h| h.index().to_string()).collect();
            parts.join("-")
        }
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (h, x)) in self.holes.iter().zip(&self.swaps).enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            if *x {
                f.write_str("x")?;
            }
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

/// Quotes at most the first 40 characters of user text, for replies (docs/notation.md).
#[must_use]
pub fn quote_input(s: &str) -> String {
    let clean: String = s.chars().filter(|c| !super::is_hidden(*c)).collect();
    let mut out: String = clean.chars().take(40).collect();
    if clean.chars().count() > 40 {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(s: &str) -> String {
        s.parse::<MoveText>().unwrap().to_string()
    }

    #[test]
    fn every_separator_of_notation_is_accepted() {
        for s in [
            "d2-e7",
            "D2 e7",
            "d2 → e7",
            "d2 to e7",
            "d2,e7",
            "d2>e7",
            "  d2   -  E7 ",
            "d2→e7",
            "d2 TO e7",
        ] {
            assert_eq!(canon(s), "d2-e7", "{s}");
        }
        assert_eq!(canon("b2-d2-f7"), "b2-d2-f7");
        assert_eq!(canon("m6-xn2"), "m6-xn2");
    }

    #[test]
    fn pasted_text_with_invisible_characters_or_dashes_parses() {
        for s in [
            "d2 \u{200b}e7",
            "\u{feff}d2 e7",
            "d2\u{200f} e7",
            "d2 ⇒ e7",
            "d2—e7",
            "d2 – e7",
            "ｄ２ ｅ７",
            "d2e7",
            "D2E7",
        ] {
            assert_eq!(canon(s), "d2-e7", "{s:?}");
        }
        assert_eq!(canon("b2d2f7"), "b2-d2-f7");
        assert_eq!(canon("m6xn2"), "m6-xn2");
        assert_eq!(canon("e1e13"), "e1-e13");
    }

    #[test]
    fn chat_that_is_not_two_holes_is_conversation() {
        for s in [
            "hello",
            "d2",
            "good move",
            "7-16",
            "d2 and e7",
            "",
            "to to",
            "a1 b1 c",
        ] {
            assert!(MoveText::from_chat(s).is_none(), "{s}");
        }
        assert!(MoveText::from_chat(&"d2 ".repeat(2000)).is_none());
    }

    #[test]
    fn index_form_only_where_declared() {
        let m = MoveText::parse("7-16", HoleForm::Index).unwrap();
        assert_eq!(m.to_string(), "d2-e7");
        assert!(MoveText::parse("d2-e7", HoleForm::Index).is_err());
        assert_eq!(format_path_as(&m.holes, HoleForm::Index), "7-16");
        assert_eq!(format_path_as(&m.holes, HoleForm::Letter), "d2-e7");
    }

    #[test]
    fn quoting_is_bounded() {
        assert_eq!(quote_input(&"x".repeat(4000)).chars().count(), 41);
        assert_eq!(quote_input("a\u{0}b"), "ab");
    }
}
