//! Which game a table plays: the race or the capture game (docs/rules.md §2–§4, §6).

use std::fmt;
use std::str::FromStr;

use super::rules::Words;

/// Which game a table plays.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Variant {
    /// The race of docs/rules.md §2–§4.
    #[default]
    Standard,
    /// The capture variant of docs/rules.md §6.
    Capture,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Standard, Variant::Capture];

    /// Its name in text: `standard`, `capture`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.word()
    }

    /// Whether this is [`Variant::Standard`] (records leave the standard variant unsaid).
    #[must_use]
    pub fn is_standard(&self) -> bool {
        *self == Variant::Standard
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that is not `standard` or `capture`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("variants are standard and capture")]
pub struct ParseVariantError;

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// `standard` or `capture`, any case, surrounding spaces ignored.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        Variant::from_word(s).ok_or(ParseVariantError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        assert_eq!(" Capture ".parse::<Variant>(), Ok(Variant::Capture));
        assert!("race".parse::<Variant>().is_err());
    }
}
