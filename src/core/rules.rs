//! House rules (docs/rules.md §5) and their text form `key=value`, declared once.
//!
//! Each rule is one line of [`house_rules!`]: its key, its field of [`HouseRules`] and the
//! way its value is written. That line gives the parsing ([`HouseRules::set`]), the text
//! form ([`HouseRules::get`]), the valid values named in errors ([`Rule::valid`]) and the
//! words a rule of a few words takes ([`Rule::words`]: Discord's choices and the help's
//! `rule-KEY-VALUE` messages). A rule of a few words has an enum whose strum derive names
//! its values once ([`Words`]).

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// A value written as one of a few fixed words (`empty`, `pass-through`): the words come
/// from the type's strum derives (`VariantArray`, `IntoStaticStr`), in declaration order,
/// the default first. Implemented by every house rule's enum, [`Preset`], the variant, and
/// outside `core` by the board theme and the computer level.
pub trait Words: Copy + 'static {
    /// Every value, in the order they are offered.
    fn every() -> &'static [Self];

    /// The word for this value.
    fn word(self) -> &'static str;

    /// The value `word` names, in any case, surrounding spaces ignored.
    #[must_use]
    fn from_word(word: &str) -> Option<Self> {
        let word = word.trim();
        Self::every()
            .iter()
            .copied()
            .find(|v| v.word().eq_ignore_ascii_case(word))
    }

    /// Every word, separated by commas (`light, dark`), for messages.
    #[must_use]
    fn word_list() -> String {
        Self::every()
            .iter()
            .map(|v| v.word())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl<T> Words for T
where
    T: strum::VariantArray + Copy + 'static,
    &'static str: From<T>,
{
    fn every() -> &'static [Self] {
        T::VARIANTS
    }

    fn word(self) -> &'static str {
        self.into()
    }
}

/// `unused_points`: what fills the points no army starts in.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum UnusedPoints {
    /// Empty: pegs may enter and rest there.
    #[default]
    Empty,
    /// Filled with pegs that never move (obstacles only).
    Filled,
}

/// `foreign_points`: may a peg rest in another army's start or target point.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum ForeignPoints {
    /// It may rest there.
    #[default]
    Rest,
    /// It may hop through but not end a move there.
    PassThrough,
}

/// `anti_spoiling`: what keeps a player from being blocked out of its target.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum AntiSpoiling {
    /// An army is also home when its target is full and holds at least one of its pegs.
    #[default]
    FullTarget,
    /// A step or hop may land on another army's peg in the mover's target; that peg moves
    /// to the hole the mover's peg left (James Masters, 2002).
    Swap,
    /// Blocking is legal; the move limit ends a blocked game.
    None,
}

/// `abandon`: what happens to the seat of a player who resigns, leaves or times out.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Abandon {
    /// The computer plays the seat on; it is ranked after everyone still playing.
    #[default]
    AiTakeover,
    /// The seat stops moving; its pegs stay as obstacles.
    Freeze,
}

/// A named bundle of house rules (docs/rules.md §5 "Presets").
#[derive(Clone, Copy, PartialEq, Eq, Debug, strum::VariantArray, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum Preset {
    /// The defaults.
    Standard,
    /// `foreign_points = pass-through`, `anti_spoiling = swap`, `move_limit = 0`.
    Masters,
    /// `long_jumps = on`.
    Fast,
}

impl Preset {
    /// All presets.
    pub const ALL: &'static [Preset] = <Preset as strum::VariantArray>::VARIANTS;

    /// Its name in text.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.word()
    }

    /// The rules it stands for.
    #[must_use]
    pub fn rules(self) -> HouseRules {
        let standard = HouseRules::default();
        match self {
            Preset::Standard => standard,
            Preset::Masters => HouseRules {
                foreign_points: ForeignPoints::PassThrough,
                anti_spoiling: AntiSpoiling::Swap,
                move_limit: 0,
                ..standard
            },
            Preset::Fast => HouseRules {
                long_jumps: true,
                ..standard
            },
        }
    }
}

impl FromStr for Preset {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Preset, RuleError> {
        Preset::from_word(s).ok_or_else(|| RuleError::BadValue {
            key: "preset",
            valid: Preset::word_list(),
        })
    }
}

/// `first_player`: who moves first.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum FirstPlayer {
    /// Chosen at random when the game starts.
    #[default]
    CoinToss,
    /// The player who created the game (seat 1).
    Creator,
}

/// `turn_order`.
#[derive(
    Clone,
    Copy,
    PartialEq,
    Eq,
    Debug,
    Default,
    serde::Serialize,
    serde::Deserialize,
    strum::VariantArray,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum TurnOrder {
    /// N, NE, SE, S, SW, NW.
    #[default]
    Clockwise,
    /// The reverse.
    Counterclockwise,
}

/// The house rules of one game (docs/rules.md §5). `Default` is the `standard` preset.
#[expect(
    clippy::struct_excessive_bools,
    reason = "each on/off house rule is its own field, named as docs/rules.md §5 names it"
)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct HouseRules {
    /// `unused_points`.
    pub unused_points: UnusedPoints,
    /// `foreign_points`.
    pub foreign_points: ForeignPoints,
    /// `anti_spoiling`.
    pub anti_spoiling: AntiSpoiling,
    /// `long_jumps`: a hop may go over one peg at any distance.
    pub long_jumps: bool,
    /// `leave_target`: may a peg in its target leave it.
    pub leave_target: bool,
    /// `first_player`.
    pub first_player: FirstPlayer,
    /// `turn_order`.
    pub turn_order: TurnOrder,
    /// `move_limit`: moves per player, 0 for none (at most [`MAX_MOVE_LIMIT`]).
    pub move_limit: u32,
    /// `placements`: play on after the winner.
    pub placements: bool,
    /// `turn_timeout` in seconds, 0 for none (at most [`MAX_TURN_TIMEOUT`]).
    pub turn_timeout: u64,
    /// `abandon`.
    pub abandon: Abandon,
    /// `teams`: partners in opposite points play as a team (4 and 6 players,
    /// docs/rules.md §8).
    pub teams: bool,
    /// `computer_time`: the most a computer player may think about one move, in
    /// milliseconds (text form `2s`, `500ms`), from [`MIN_COMPUTER_TIME`] to
    /// [`MAX_COMPUTER_TIME`]. Only the `hard` level uses it up; it is a table setting,
    /// not a rule of play (it never changes which moves are legal).
    pub computer_time: u64,
    /// `takeback`: whether the player who just moved may ask to take the move back (the
    /// other people accept or decline). A table setting, not a rule of play.
    pub takeback: bool,
    /// `hints`: whether a player to move may ask for the move the computer would play.
    /// A table setting, not a rule of play.
    pub hints: bool,
}

/// The least `computer_time` (milliseconds).
pub const MIN_COMPUTER_TIME: u64 = 10;
/// The most `computer_time` (milliseconds).
pub const MAX_COMPUTER_TIME: u64 = 60_000;
/// The highest `move_limit` (moves per player).
pub const MAX_MOVE_LIMIT: u32 = 100_000;
/// The longest `turn_timeout` (seconds): 30 days.
pub const MAX_TURN_TIMEOUT: u64 = 30 * 24 * 3600;

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules {
            unused_points: UnusedPoints::Empty,
            foreign_points: ForeignPoints::Rest,
            anti_spoiling: AntiSpoiling::FullTarget,
            long_jumps: false,
            leave_target: false,
            first_player: FirstPlayer::CoinToss,
            turn_order: TurnOrder::Clockwise,
            move_limit: 200,
            placements: true,
            turn_timeout: 24 * 3600,
            abandon: Abandon::AiTakeover,
            teams: false,
            computer_time: 2_000,
            takeback: true,
            hints: true,
        }
    }
}

/// Why a house-rule setting was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// No such key.
    #[error("unknown house rule `{0}`; known: {keys}", keys = HouseRules::KEYS.join(", "))]
    UnknownKey(String),
    /// A value the key does not take.
    #[error("`{key}` takes {valid}")]
    BadValue {
        /// The key.
        key: &'static str,
        /// The valid values, for the message ([`Rule::valid`]).
        valid: String,
    },
    /// Not `key=value`.
    #[error("write house rules as key=value")]
    Syntax,
}

/// How one house rule's value is written: parsed (from trimmed lower-case text), printed,
/// and described. One implementation per kind of value; [`house_rules!`] names one per rule.
trait Written {
    /// The field's type.
    type Value;
    /// The value `text` stands for.
    fn parse(text: &str) -> Option<Self::Value>;
    /// The value's text form (what [`Written::parse`] reads back).
    fn format(value: &Self::Value) -> String;
    /// The words it takes, when it takes a few words (the first is the default's kind).
    fn words() -> Option<Vec<&'static str>>;
    /// The valid values, for messages.
    fn valid() -> String;
}

/// One of the words of `T` (a strum enum).
struct Word<T>(PhantomData<T>);

impl<T: Words> Written for Word<T> {
    type Value = T;
    fn parse(text: &str) -> Option<T> {
        T::from_word(text)
    }
    fn format(value: &T) -> String {
        value.word().to_string()
    }
    fn words() -> Option<Vec<&'static str>> {
        Some(T::every().iter().map(|v| v.word()).collect())
    }
    fn valid() -> String {
        T::word_list()
    }
}

/// `on` or `off` (also `true`/`false`, `yes`/`no`).
struct OnOff;

impl Written for OnOff {
    type Value = bool;
    fn parse(text: &str) -> Option<bool> {
        match text {
            "on" | "true" | "yes" => Some(true),
            "off" | "false" | "no" => Some(false),
            _ => None,
        }
    }
    fn format(value: &bool) -> String {
        if *value { "on" } else { "off" }.to_string()
    }
    fn words() -> Option<Vec<&'static str>> {
        Some(vec!["on", "off"])
    }
    fn valid() -> String {
        "on, off".to_string()
    }
}

/// `move_limit`: a whole number of moves per player, `0` for none.
struct MoveCount;

impl Written for MoveCount {
    type Value = u32;
    fn parse(text: &str) -> Option<u32> {
        text.parse().ok().filter(|n| *n <= MAX_MOVE_LIMIT)
    }
    fn format(value: &u32) -> String {
        value.to_string()
    }
    fn words() -> Option<Vec<&'static str>> {
        None
    }
    fn valid() -> String {
        format!("a number of moves per player from 0 (none) to {MAX_MOVE_LIMIT}")
    }
}

/// `turn_timeout`: a duration in seconds (`24h`, `30m`, `2d`), `0`, `none` or `off` for none.
struct Timeout;

impl Written for Timeout {
    type Value = u64;
    fn parse(text: &str) -> Option<u64> {
        if matches!(text, "0" | "none" | "off") {
            return Some(0);
        }
        let secs = humantime::parse_duration(text).ok()?.as_secs();
        (1..=MAX_TURN_TIMEOUT).contains(&secs).then_some(secs)
    }
    fn format(value: &u64) -> String {
        format_duration(*value)
    }
    fn words() -> Option<Vec<&'static str>> {
        None
    }
    fn valid() -> String {
        "a duration such as 24h, 30m or 2d, or 0 for none (at most 30d)".to_string()
    }
}

/// `computer_time`: milliseconds written as a duration (`2s`, `500ms`) or a bare number
/// of seconds.
struct ThinkTime;

impl Written for ThinkTime {
    type Value = u64;
    fn parse(text: &str) -> Option<u64> {
        let ms = match text.parse::<u64>() {
            Ok(secs) => secs.checked_mul(1000),
            Err(_) => humantime::parse_duration(text)
                .ok()
                .and_then(|d| u64::try_from(d.as_millis()).ok()),
        };
        ms.filter(|ms| (MIN_COMPUTER_TIME..=MAX_COMPUTER_TIME).contains(ms))
    }
    fn format(value: &u64) -> String {
        format_millis(*value)
    }
    fn words() -> Option<Vec<&'static str>> {
        None
    }
    fn valid() -> String {
        "a duration such as 2s or 500ms (a bare number is seconds), from 10ms to 60s".to_string()
    }
}

/// The declaration of every house rule: `Variant => field: how its value is written`, in
/// docs/rules.md order. It makes [`Rule`] and the per-rule parts of [`HouseRules`].
macro_rules! house_rules {
    ($($(#[$doc:meta])* $rule:ident => $field:ident: $written:ty,)*) => {
        /// One house rule (docs/rules.md §5), named in text by its key ([`Rule::key`]).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Rule {
            $($(#[$doc])* $rule,)*
        }

        impl Rule {
            /// Every rule, in docs/rules.md order.
            pub const ALL: &'static [Rule] = &[$(Rule::$rule),*];

            /// Its key in text (`unused_points`), as [`HouseRules`] names its field.
            #[must_use]
            pub const fn key(self) -> &'static str {
                match self {
                    $(Rule::$rule => stringify!($field),)*
                }
            }

            /// The words it takes (`empty`, `filled`; `on`, `off`), when it takes a few
            /// words; `None` for numbers and durations.
            #[must_use]
            pub fn words(self) -> Option<Vec<&'static str>> {
                match self {
                    $(Rule::$rule => <$written as Written>::words(),)*
                }
            }

            /// The values it takes, for messages (`empty, filled`; `a duration such as …`).
            #[must_use]
            pub fn valid(self) -> String {
                match self {
                    $(Rule::$rule => <$written as Written>::valid(),)*
                }
            }
        }

        impl HouseRules {
            /// Every key, in docs/rules.md order.
            pub const KEYS: [&'static str; Rule::ALL.len()] = [$(stringify!($field)),*];

            /// Sets `rule` from its text form (any case, surrounding spaces ignored).
            ///
            /// # Errors
            /// [`RuleError::BadValue`] naming the valid values; `self` is unchanged then.
            pub fn set_rule(&mut self, rule: Rule, text: &str) -> Result<(), RuleError> {
                let text = text.trim().to_ascii_lowercase();
                let bad = || RuleError::BadValue {
                    key: rule.key(),
                    valid: rule.valid(),
                };
                match rule {
                    $(Rule::$rule => {
                        self.$field = <$written as Written>::parse(&text).ok_or_else(bad)?;
                    })*
                }
                Ok(())
            }

            /// The text form of `rule`'s value.
            #[must_use]
            pub fn value(&self, rule: Rule) -> String {
                match rule {
                    $(Rule::$rule => <$written as Written>::format(&self.$field),)*
                }
            }
        }
    };
}

house_rules! {
    /// `unused_points`: [`UnusedPoints`].
    UnusedPoints => unused_points: Word<UnusedPoints>,
    /// `foreign_points`: [`ForeignPoints`].
    ForeignPoints => foreign_points: Word<ForeignPoints>,
    /// `anti_spoiling`: [`AntiSpoiling`].
    AntiSpoiling => anti_spoiling: Word<AntiSpoiling>,
    /// `long_jumps`: `on` or `off`.
    LongJumps => long_jumps: OnOff,
    /// `leave_target`: `on` or `off`.
    LeaveTarget => leave_target: OnOff,
    /// `first_player`: [`FirstPlayer`].
    FirstPlayer => first_player: Word<FirstPlayer>,
    /// `turn_order`: [`TurnOrder`].
    TurnOrder => turn_order: Word<TurnOrder>,
    /// `move_limit`: moves per player, `0` for none.
    MoveLimit => move_limit: MoveCount,
    /// `placements`: `on` or `off`.
    Placements => placements: OnOff,
    /// `turn_timeout`: a duration, `0` for none.
    TurnTimeout => turn_timeout: Timeout,
    /// `abandon`: [`Abandon`].
    Abandon => abandon: Word<Abandon>,
    /// `teams`: `on` or `off` (docs/rules.md §8).
    Teams => teams: OnOff,
    /// `computer_time`: a duration (a table setting beside the rules of play).
    ComputerTime => computer_time: ThinkTime,
    /// `takeback`: `on` or `off` (a table setting beside the rules of play).
    Takeback => takeback: OnOff,
    /// `hints`: `on` or `off` (a table setting beside the rules of play).
    Hints => hints: OnOff,
}

impl Rule {
    /// The rule a key names (any case, `-` for `_`, surrounding spaces ignored).
    #[must_use]
    pub fn from_key(key: &str) -> Option<Rule> {
        let key = key.trim().to_ascii_lowercase().replace('-', "_");
        Rule::ALL.iter().copied().find(|r| r.key() == key)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl HouseRules {
    /// The valid values of `key` (a rule's key or `preset`), for messages; empty for
    /// anything else.
    #[must_use]
    pub fn valid_values(key: &str) -> String {
        if key.trim().eq_ignore_ascii_case("preset") {
            return Preset::word_list();
        }
        Rule::from_key(key).map(Rule::valid).unwrap_or_default()
    }

    /// The preset these rules equal, if any.
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL.iter().copied().find(|p| p.rules() == *self)
    }

    /// Sets one rule, or every rule with `preset`, from its text form.
    ///
    /// # Errors
    /// [`RuleError`] naming the key or the valid values; `self` is unchanged then.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        if key.trim().eq_ignore_ascii_case("preset") {
            *self = value.parse::<Preset>()?.rules();
            return Ok(());
        }
        match Rule::from_key(key) {
            Some(rule) => self.set_rule(rule, value),
            None => Err(RuleError::UnknownKey(key.chars().take(40).collect())),
        }
    }

    /// The value of one key in its text form.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        Rule::from_key(key).map(|rule| self.value(rule))
    }

    /// The `key=value` pairs that differ from the `standard` preset.
    #[must_use]
    pub fn differences(&self) -> Vec<String> {
        let standard = HouseRules::default();
        Rule::ALL
            .iter()
            .filter(|r| self.value(**r) != standard.value(**r))
            .map(|r| format!("{r}={}", self.value(*r)))
            .collect()
    }
}

/// Milliseconds as `2s`, `1m30s` or `500ms` (whole seconds in [`format_duration`]'s form).
fn format_millis(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format_duration(ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// Seconds as `0`, `45s`, `30m`, `24h`, `2d` or a mix such as `1h30m`.
#[must_use]
pub fn format_duration(secs: u64) -> String {
    if secs == 0 {
        return "0".into();
    }
    let mut out = String::new();
    let mut rest = secs;
    for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] {
        // Whole days only from two days up and when nothing smaller remains (`24h`, `36h`, `2d`).
        if unit == "d" && (!rest.is_multiple_of(size) || rest < 2 * size) {
            continue;
        }
        if rest >= size {
            out.push_str(&format!("{}{unit}", rest / size));
            rest %= size;
        }
    }
    out
}

impl fmt::Display for HouseRules {
    /// Every rule as `key=value`, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = Rule::ALL
            .iter()
            .map(|r| format!("{r}={}", self.value(*r)))
            .collect();
        f.write_str(&parts.join(" "))
    }
}

impl FromStr for HouseRules {
    type Err = RuleError;

    /// Parses `key=value` pairs separated by spaces or commas, starting from the defaults.
    /// `preset=NAME` replaces every rule, so it goes first.
    fn from_str(s: &str) -> Result<HouseRules, RuleError> {
        let mut rules = HouseRules::default();
        for part in s.split([' ', ',']).filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').ok_or(RuleError::Syntax)?;
            rules.set(k, v)?;
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips() {
        let mut r = HouseRules::default();
        r.set("long_jumps", "on").unwrap();
        r.set("move_limit", "50").unwrap();
        r.set("turn_order", "counterclockwise").unwrap();
        let text = r.to_string();
        assert_eq!(text.parse::<HouseRules>().unwrap(), r);
        assert_eq!(
            r.differences(),
            [
                "long_jumps=on",
                "turn_order=counterclockwise",
                "move_limit=50"
            ]
        );
    }

    #[test]
    fn bad_values_name_the_valid_ones() {
        let mut r = HouseRules::default();
        assert_eq!(
            r.set("long_jumps", "maybe").unwrap_err().to_string(),
            "`long_jumps` takes on, off"
        );
        assert!(matches!(
            r.set("colour", "red"),
            Err(RuleError::UnknownKey(_))
        ));
        assert_eq!(r, HouseRules::default());
    }
}
