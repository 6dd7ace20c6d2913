//! House rules (RULES.md §5) and their text form `key=value`.

use std::fmt;
use std::str::FromStr;

/// `unused_points`: what fills the points no army starts in.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnusedPoints {
    /// Empty: pegs may enter and rest there.
    #[default]
    Empty,
    /// Filled with pegs that never move (obstacles only).
    Filled,
}

/// `foreign_points`: may a peg rest in another army's start or target point.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ForeignPoints {
    /// It may rest there.
    #[default]
    Rest,
    /// It may hop through but not end a move there.
    PassThrough,
}

/// `anti_spoiling`: what keeps a player from being blocked out of its target.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Abandon {
    /// The computer plays the seat on; it is ranked after everyone still playing.
    #[default]
    AiTakeover,
    /// The seat stops moving; its pegs stay as obstacles.
    Freeze,
}

/// A named bundle of house rules (RULES.md §5 "Presets").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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
    pub const ALL: [Preset; 3] = [Preset::Standard, Preset::Masters, Preset::Fast];

    /// Its name in text.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Standard => "standard",
            Preset::Masters => "masters",
            Preset::Fast => "fast",
        }
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
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(RuleError::BadValue {
                key: "preset",
                valid: "standard, masters, fast",
            })
    }
}

/// `first_player`: who moves first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstPlayer {
    /// Chosen at random when the game starts.
    #[default]
    CoinToss,
    /// The player who created the game (seat 1).
    Creator,
}

/// `turn_order`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnOrder {
    /// N, NE, SE, S, SW, NW.
    #[default]
    Clockwise,
    /// The reverse.
    Counterclockwise,
}

/// The house rules of one game (RULES.md §5). `Default` is the `standard` preset.
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
    /// `move_limit`: moves per player, 0 for none.
    pub move_limit: u32,
    /// `placements`: play on after the winner.
    pub placements: bool,
    /// `turn_timeout` in seconds, 0 for none.
    pub turn_timeout: u64,
    /// `abandon`.
    pub abandon: Abandon,
    /// `computer_time`: the most a computer player may think about one move, in
    /// milliseconds (text form `2s`, `500ms`), from [`MIN_COMPUTER_TIME`] to
    /// [`MAX_COMPUTER_TIME`]. Only the `hard` level uses it up; it is a table setting,
    /// not a rule of play (it never changes which moves are legal).
    pub computer_time: u64,
}

/// The least `computer_time` (milliseconds).
pub const MIN_COMPUTER_TIME: u64 = 10;
/// The most `computer_time` (milliseconds).
pub const MAX_COMPUTER_TIME: u64 = 60_000;

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
            computer_time: 2_000,
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
        /// The valid values, for the message.
        valid: &'static str,
    },
    /// Not `key=value`.
    #[error("write house rules as key=value")]
    Syntax,
}

fn on_off(key: &'static str, v: &str) -> Result<bool, RuleError> {
    match v {
        "on" | "true" | "yes" => Ok(true),
        "off" | "false" | "no" => Ok(false),
        _ => Err(RuleError::BadValue {
            key,
            valid: "on, off",
        }),
    }
}

fn on_off_str(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

impl HouseRules {
    /// Every key, in RULES.md order.
    pub const KEYS: [&'static str; 12] = [
        "unused_points",
        "foreign_points",
        "anti_spoiling",
        "long_jumps",
        "leave_target",
        "first_player",
        "turn_order",
        "move_limit",
        "placements",
        "turn_timeout",
        "abandon",
        "computer_time",
    ];

    /// The valid values of `key`, for messages and command choices.
    #[must_use]
    pub fn valid_values(key: &str) -> &'static str {
        match key {
            "unused_points" => "empty, filled",
            "foreign_points" => "rest, pass-through",
            "anti_spoiling" => "full-target, swap, none",
            "long_jumps" | "leave_target" | "placements" => "on, off",
            "first_player" => "coin-toss, creator",
            "turn_order" => "clockwise, counterclockwise",
            "move_limit" => "a number of moves per player from 0 (none) to 100000",
            "turn_timeout" => "a duration such as 24h, 30m or 2d, or 0 for none (at most 30d)",
            "abandon" => "ai-takeover, freeze",
            "computer_time" => {
                "a duration such as 2s or 500ms (a bare number is seconds), from 10ms to 60s"
            }
            _ => "",
        }
    }

    /// The preset these rules equal, if any.
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.rules() == *self)
    }

    /// Sets one rule from its text form.
    ///
    /// # Errors
    /// [`RuleError`] naming the key or the valid values; `self` is unchanged then.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        let value = value.trim().to_ascii_lowercase();
        let v = value.as_str();
        match key.trim().to_ascii_lowercase().replace('-', "_").as_str() {
            "preset" => *self = v.parse::<Preset>()?.rules(),
            "unused_points" => {
                self.unused_points = match v {
                    "empty" => UnusedPoints::Empty,
                    "filled" => UnusedPoints::Filled,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "unused_points",
                            valid: "empty, filled",
                        })
                    }
                }
            }
            "foreign_points" => {
                self.foreign_points = match v {
                    "rest" => ForeignPoints::Rest,
                    "pass-through" => ForeignPoints::PassThrough,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "foreign_points",
                            valid: "rest, pass-through",
                        })
                    }
                }
            }
            "anti_spoiling" => {
                self.anti_spoiling = match v {
                    "full-target" => AntiSpoiling::FullTarget,
                    "swap" => AntiSpoiling::Swap,
                    "none" => AntiSpoiling::None,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "anti_spoiling",
                            valid: "full-target, swap, none",
                        })
                    }
                }
            }
            "long_jumps" => self.long_jumps = on_off("long_jumps", v)?,
            "leave_target" => self.leave_target = on_off("leave_target", v)?,
            "first_player" => {
                self.first_player = match v {
                    "coin-toss" => FirstPlayer::CoinToss,
                    "creator" => FirstPlayer::Creator,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "first_player",
                            valid: "coin-toss, creator",
                        })
                    }
                }
            }
            "turn_order" => {
                self.turn_order = match v {
                    "clockwise" => TurnOrder::Clockwise,
                    "counterclockwise" => TurnOrder::Counterclockwise,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "turn_order",
                            valid: "clockwise, counterclockwise",
                        })
                    }
                }
            }
            "move_limit" => {
                self.move_limit =
                    v.parse::<u32>()
                        .ok()
                        .filter(|n| *n <= 100_000)
                        .ok_or(RuleError::BadValue {
                            key: "move_limit",
                            valid: "a number from 0 (none) to 100000",
                        })?;
            }
            "placements" => self.placements = on_off("placements", v)?,
            "turn_timeout" => {
                let bad = RuleError::BadValue {
                    key: "turn_timeout",
                    valid: HouseRules::valid_values("turn_timeout"),
                };
                self.turn_timeout = if v == "0" || v == "none" || v == "off" {
                    0
                } else {
                    let d = humantime::parse_duration(v).map_err(|_| bad.clone())?;
                    if d.as_secs() == 0 || d.as_secs() > 30 * 24 * 3600 {
                        return Err(bad);
                    }
                    d.as_secs()
                };
            }
            "abandon" => {
                self.abandon = match v {
                    "ai-takeover" => Abandon::AiTakeover,
                    "freeze" => Abandon::Freeze,
                    _ => {
                        return Err(RuleError::BadValue {
                            key: "abandon",
                            valid: "ai-takeover, freeze",
                        })
                    }
                }
            }
            "computer_time" => {
                let bad = RuleError::BadValue {
                    key: "computer_time",
                    valid: HouseRules::valid_values("computer_time"),
                };
                let ms = match v.parse::<u64>() {
                    Ok(secs) => secs.checked_mul(1000),
                    Err(_) => humantime::parse_duration(v)
                        .ok()
                        .and_then(|d| u64::try_from(d.as_millis()).ok()),
                };
                self.computer_time = ms
                    .filter(|ms| (MIN_COMPUTER_TIME..=MAX_COMPUTER_TIME).contains(ms))
                    .ok_or(bad)?;
            }
            _ => return Err(RuleError::UnknownKey(key.chars().take(40).collect())),
        }
        Ok(())
    }

    /// The value of one key in its text form.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<String> {
        Some(match key {
            "unused_points" => match self.unused_points {
                UnusedPoints::Empty => "empty",
                UnusedPoints::Filled => "filled",
            }
            .into(),
            "foreign_points" => match self.foreign_points {
                ForeignPoints::Rest => "rest",
                ForeignPoints::PassThrough => "pass-through",
            }
            .into(),
            "anti_spoiling" => match self.anti_spoiling {
                AntiSpoiling::FullTarget => "full-target",
                AntiSpoiling::Swap => "swap",
                AntiSpoiling::None => "none",
            }
            .into(),
            "long_jumps" => on_off_str(self.long_jumps).into(),
            "leave_target" => on_off_str(self.leave_target).into(),
            "first_player" => match self.first_player {
                FirstPlayer::CoinToss => "coin-toss",
                FirstPlayer::Creator => "creator",
            }
            .into(),
            "turn_order" => match self.turn_order {
                TurnOrder::Clockwise => "clockwise",
                TurnOrder::Counterclockwise => "counterclockwise",
            }
            .into(),
            "move_limit" => self.move_limit.to_string(),
            "placements" => on_off_str(self.placements).into(),
            "turn_timeout" => format_duration(self.turn_timeout),
            "abandon" => match self.abandon {
                Abandon::AiTakeover => "ai-takeover",
                Abandon::Freeze => "freeze",
            }
            .into(),
            "computer_time" => format_millis(self.computer_time),
            _ => return None,
        })
    }

    /// The `key=value` pairs that differ from the `standard` preset.
    #[must_use]
    pub fn differences(&self) -> Vec<String> {
        let standard = HouseRules::default();
        HouseRules::KEYS
            .iter()
            .filter(|k| self.get(k) != standard.get(k))
            .map(|k| format!("{k}={}", self.get(k).unwrap_or_default()))
            .collect()
    }
}

/// Milliseconds as `2s`, `1m30s` or `500ms` (whole seconds in [`format_duration`]'s form).
fn format_millis(ms: u64) -> String {
    if ms % 1000 == 0 {
        format_duration(ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// Seconds as `0`, `45s`, `30m`, `24h`, `2d` or a mix such as `1h30m`.
fn format_duration(secs: u64) -> String {
    if secs == 0 {
        return "0".into();
    }
    let mut out = String::new();
    let mut rest = secs;
    for (unit, size) in [("d", 86_400), ("h", 3600), ("m", 60), ("s", 1)] {
        // Whole days only from two days up and when nothing smaller remains (`24h`, `36h`, `2d`).
        if unit == "d" && (rest % size != 0 || rest < 2 * size) {
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
        let parts: Vec<String> = HouseRules::KEYS
            .iter()
            .map(|k| format!("{k}={}", self.get(k).unwrap_or_default()))
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
