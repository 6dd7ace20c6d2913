//! User text that is shown or stored (names, commands, moves): the one rule for which
//! characters are dropped because they show nothing, or change how the text around them
//! shows.

use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

/// Whether `c` is dropped from user text: control characters (C0, C1: escape sequences,
/// line breaks, tabs), format characters (Unicode category Cf: zero-width spaces and
/// joiners, right-to-left and other direction marks, overrides and isolates, the
/// byte-order mark, the soft hyphen, …), line and paragraph separators, and the blank
/// fillers used to make a name look empty (the Hangul fillers, the combining grapheme
/// joiner), and the private-use characters of the Basic Multilingual Plane (U+E000 to
/// U+F8FF), which no font of the reader's is known to draw.
///
/// Callers that treat white space as a separator turn it into spaces first (see
/// [`visible`]).
#[must_use]
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c.general_category(),
            GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
        )
        || matches!(
            c,
            '\u{34f}' | '\u{115f}' | '\u{1160}' | '\u{3164}' | '\u{ffa0}' | '\u{e000}'..='\u{f8ff}'
        )
}

/// `text` with the full-width forms of ASCII (U+FF01 to U+FF5E, what East Asian input
/// methods type: `ｎｅｗ ２`) as ASCII, and the ideographic space as a space, so that
/// commands, moves and names typed either way are one.
#[must_use]
pub fn narrow(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            '\u{3000}' => ' ',
            c => c,
        })
        .collect()
}

/// `text` without its hidden characters ([`is_hidden`]); white space among them (tabs,
/// line breaks) becomes a plain space, so words stay apart.
#[must_use]
pub fn visible(text: &str) -> String {
    text.chars()
        .filter_map(|c| {
            if c.is_whitespace() {
                Some(' ')
            } else {
                (!is_hidden(c)).then_some(c)
            }
        })
        .collect()
}

/// Whether `text` shows nothing: only white space, hidden characters ([`is_hidden`]),
/// blank-looking letters (the Braille blank U+2800, the Khmer inherent vowels U+17B4 and
/// U+17B5) and variation selectors, which alter a character before them and show
/// nothing alone. A name that shows nothing is no name.
#[must_use]
pub fn shows_nothing(text: &str) -> bool {
    text.chars().all(|c| {
        c.is_whitespace()
            || is_hidden(c)
            || matches!(c, '\u{2800}' | '\u{17b4}' | '\u{17b5}' | '\u{fe00}'..='\u{fe0f}' | '\u{e0100}'..='\u{e01ef}')
    })
}

/// `text` trimmed, its runs of white space as one plain space (`Ann  Lee` → `Ann Lee`):
/// how names are stored and compared, since typed names are read word by word.
#[must_use]
pub fn single_spaced(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` made safe to show inside chat markdown: hidden characters dropped
/// ([`visible`]), no mentions (`@` is followed by a zero-width space, so `@everyone` pings
/// nobody) and no formatting marks (`` ` * _ ~ | < > `` are dropped).
#[must_use]
pub fn safe(text: &str) -> String {
    visible(text)
        .replace('@', "@\u{200b}")
        .replace(['`', '*', '_', '~', '|', '<', '>'], "")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One filter for every kind of invisible or control character.
    #[test]
    fn invisible_and_control_characters_are_hidden() {
        let hidden = [
            '\u{0}',
            '\u{1b}',
            '\u{7f}',
            '\u{85}',
            '\u{9f}', // C0, DEL, C1
            '\u{ad}',
            '\u{61c}',
            '\u{180e}',
            '\u{200b}',
            '\u{200d}',
            '\u{200e}',
            '\u{200f}',
            '\u{202a}',
            '\u{202e}',
            '\u{2060}',
            '\u{2066}',
            '\u{2069}',
            '\u{feff}',
            '\u{fff9}',
            '\u{e0041}', // tags
            '\u{2028}',
            '\u{2029}',
            '\u{3164}',
            '\u{115f}',
            '\u{ffa0}',
            '\u{34f}',
            '\u{e000}',
            '\u{f8ff}',
        ];
        for c in hidden {
            assert!(is_hidden(c), "U+{:04X}", c as u32);
        }
        for c in [
            'a', 'É', 'ř', 'ł', 'ß', ' ', '-', '→', '😀', '中', 'א', 'ب', '\u{fe0f}',
        ] {
            assert!(!is_hidden(c), "U+{:04X}", c as u32);
        }
        assert_eq!(visible("\u{feff}new\t3\u{200b}"), "new 3");
        // Names that look blank show nothing; an emoji with its selector shows.
        for blank in [
            "\u{2800}\u{2800}",
            "\u{fe0f}\u{fe0f}",
            " \u{3164} ",
            "\u{17b4}",
            "",
        ] {
            assert!(shows_nothing(blank), "{blank:?}");
        }
        for name in ["😀\u{fe0f}", "Ann", "\u{2800}a"] {
            assert!(!shows_nothing(name), "{name:?}");
        }
        assert_eq!(visible("Ann\u{202e}eve\u{2066}"), "Anneve");
        assert_eq!(visible("d2\r\ne7\u{1b}[2J"), "d2  e7[2J");
    }
}
