//! Why a move was refused, in the reader's language: the rules core's errors
//! ([`MoveError`], [`ParseMoveError`]) as `why-*` messages of the catalogue. The match is
//! exhaustive, so a new kind of refusal cannot reach a player untranslated.

use crate::core::{ChainError, MoveError, ParseHoleError, ParseMoveError, PathError};
use crate::i18n::Catalogue;
use crate::t;

/// A refused move or command, as `cat` says it.
pub fn move_error(e: &MoveError, cat: &Catalogue) -> String {
    let hole = |h: &crate::core::Hole| h.to_string();
    match e {
        MoveError::GameOver => t!(cat, "why-game-over"),
        MoveError::NotYourTurn => t!(cat, "why-not-your-turn"),
        MoveError::NoPeg(h) => t!(cat, "why-no-peg", "hole" => hole(h)),
        MoveError::NotYourPeg(h) => t!(cat, "why-not-your-peg", "hole" => hole(h)),
        MoveError::Path(p) => path_error(*p, cat),
        MoveError::Occupied(h) => t!(cat, "why-occupied", "hole" => hole(h)),
        MoveError::Unreachable { from, to } => {
            t!(cat, "why-unreachable", "from" => hole(from), "to" => hole(to))
        }
        MoveError::LeavesTarget => t!(cat, "why-leaves-target"),
        MoveError::ForeignPoint(h) => t!(cat, "why-foreign-point", "hole" => hole(h)),
        MoveError::NoMove => t!(cat, "why-no-move"),
        MoveError::Repeated(h) => t!(cat, "why-repeated", "hole" => hole(h)),
        MoveError::TooShort => t!(cat, "why-too-short"),
        MoveError::AlreadyResigned => t!(cat, "why-resigned"),
        MoveError::AlreadyFinished => t!(cat, "why-finished"),
        MoveError::Chain(ChainError::Step) => t!(cat, "why-capture-step"),
        MoveError::Chain(ChainError::NotACapture { from, to }) => {
            t!(cat, "why-not-a-capture", "from" => hole(from), "to" => hole(to))
        }
        MoveError::Ambiguous {
            from,
            to,
            chains,
            more,
        } => {
            let chains: Vec<String> = chains.iter().map(|c| crate::core::format_path(c)).collect();
            t!(cat, "why-ambiguous", "from" => hole(from), "to" => hole(to),
                "chains" => chains.join(", "), "more" => *more)
        }
    }
}

/// A written chain that is no way to travel, as `cat` says it.
pub fn path_error(e: PathError, cat: &Catalogue) -> String {
    match e {
        PathError::StepInChain => t!(cat, "why-step-in-chain"),
        PathError::LandingTaken(h) => t!(cat, "why-occupied", "hole" => h.to_string()),
        PathError::NotAHop { from, to } => {
            t!(cat, "why-not-a-hop", "from" => from.to_string(), "to" => to.to_string())
        }
    }
}

/// Text that is not a move, as `cat` says it. The quoted word is the parser's (at most 12
/// characters); the caller makes it safe to post.
pub fn parse_error(e: &ParseMoveError, cat: &Catalogue) -> String {
    match e {
        ParseMoveError::TooShort => t!(cat, "why-too-short"),
        ParseMoveError::TooLong => t!(cat, "why-too-long"),
        ParseMoveError::BadHole { word, reason } => {
            let reason = match reason {
                ParseHoleError::Syntax => t!(cat, "why-hole-syntax"),
                ParseHoleError::OutOfRow { row, len } => {
                    t!(cat, "why-out-of-row", "row" => row.to_string(), "count" => u32::from(*len))
                }
                ParseHoleError::IndexOutOfRange => t!(cat, "why-index-range"),
            };
            t!(cat, "why-bad-hole", "word" => word.clone(), "reason" => reason)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Hole;
    use crate::i18n::catalogue;

    fn h(name: &str) -> Hole {
        name.parse().expect("a hole")
    }

    #[test]
    fn refusals_read_in_each_language() {
        let e = MoveError::Unreachable {
            from: h("d2"),
            to: h("i5"),
        };
        assert_eq!(move_error(&e, catalogue("en")), e.to_string());
        assert_eq!(
            move_error(&e, catalogue("it")),
            "la pedina in d2 non può arrivare in i5"
        );
        assert_eq!(
            move_error(&e, catalogue("cs")),
            "kolík z d2 se na i5 nedostane"
        );
        let bad = ParseMoveError::BadHole {
            word: "r9".into(),
            reason: ParseHoleError::Syntax,
        };
        assert_eq!(
            parse_error(&bad, catalogue("pt-BR")),
            "`r9` não é uma casa: uma casa é uma letra de linha `a`–`q` e um número, como `e7`"
        );
        let row = ParseMoveError::BadHole {
            word: "e14".into(),
            reason: ParseHoleError::OutOfRow { row: 'e', len: 13 },
        };
        assert_eq!(
            parse_error(&row, catalogue("nb")),
            "`e14` er ikke et hull: rad e har hullene 1 til 13"
        );
    }

    #[test]
    fn english_says_what_the_core_says() {
        let en = catalogue("en");
        for e in [
            MoveError::GameOver,
            MoveError::NotYourTurn,
            MoveError::NoPeg(h("e5")),
            MoveError::NotYourPeg(h("q1")),
            MoveError::Path(PathError::StepInChain),
            MoveError::Path(PathError::NotAHop {
                from: h("a1"),
                to: h("e5"),
            }),
            MoveError::Occupied(h("b1")),
            MoveError::LeavesTarget,
            MoveError::ForeignPoint(h("e1")),
            MoveError::NoMove,
            MoveError::Repeated(h("e7")),
            MoveError::TooShort,
            MoveError::AlreadyResigned,
            MoveError::AlreadyFinished,
        ] {
            assert_eq!(move_error(&e, en), e.to_string());
        }
        assert_eq!(
            parse_error(&ParseMoveError::TooLong, en),
            ParseMoveError::TooLong.to_string()
        );
    }
}
