//! Settings: house rules typed as `key=value` over a base, the channel's defaults
//! (`defaults`), and the table settings beside the rules (`theme`; `language` for the
//! channel; `game_channel` and `seasons` for the server).

use crate::core::{safe, HouseRules, RuleError, Words};
use crate::render::Theme;
use crate::store::{ChannelSetting, Phase};
use crate::t;

use super::door::Door;
use super::outcome::{Outcome, Refusal};
use super::reply::{Langs, Reply};
use super::seasons::parse_seasons;
use super::state::bounded_name;
use super::told::Told;
use super::words::rules_summary;
use super::{kept, Table, Tables, User};

/// Settings as typed: `(key, value)` pairs.
pub type Settings = [(String, String)];

/// The last value of the setting `key` in `settings`, and the other settings.
#[must_use]
pub fn take_setting(settings: &Settings, key: &str) -> (Option<String>, Vec<(String, String)>) {
    let (taken, rest): (Vec<_>, Vec<_>) = settings
        .iter()
        .cloned()
        .partition(|(k, _)| k.eq_ignore_ascii_case(key));
    (taken.into_iter().last().map(|(_, v)| v), rest)
}

/// `settings` applied over `base`: a preset first, then the single rules over it, in
/// whatever order they were typed.
///
/// # Errors
/// [`Refusal::RuleKey`] or [`Refusal::RuleValue`] naming the first bad setting.
pub fn apply(base: HouseRules, settings: &Settings) -> Result<HouseRules, Refusal> {
    let mut rules = base;
    let is_preset = |key: &str| key.trim().eq_ignore_ascii_case("preset");
    let presets = settings.iter().filter(|(k, _)| is_preset(k));
    let singles = settings.iter().filter(|(k, _)| !is_preset(k));
    for (key, value) in presets.chain(singles) {
        rules.set(key, value).map_err(|e| {
            // Keys are shown as typed, reduced to the characters a key can have (in any
            // language); `=` for one with none.
            let key: String = key
                .trim()
                .to_lowercase()
                .replace('-', "_")
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == '_')
                .take(30)
                .collect();
            let key = if key.is_empty() { "=".to_string() } else { key };
            match e {
                // The rule's declaration names its valid values (core `Rule::valid`).
                RuleError::BadValue { key, valid } => Refusal::RuleValue(key.into(), valid),
                _ => Refusal::RuleKey(key),
            }
        })?;
    }
    Ok(rules)
}

/// `light` or `dark`.
///
/// # Errors
/// [`Refusal::RuleValue`] naming both.
pub fn parse_theme(value: &str) -> Result<Theme, Refusal> {
    value
        .parse()
        .map_err(|_| Refusal::RuleValue("theme".into(), Theme::word_list()))
}

/// A language code for `defaults language=…`: `Some(None)` for automatic.
fn parse_language(value: &str) -> Result<Option<&'static str>, Refusal> {
    match value.trim() {
        "auto" | "none" | "" => Ok(None),
        v => crate::i18n::supported(v).map(Some).ok_or_else(|| {
            let known: Vec<&str> = crate::i18n::languages().collect();
            Refusal::RuleValue("language".into(), format!("auto, {}", known.join(", ")))
        }),
    }
}

/// The channel's defaults changed (public). Each part is `None` when unchanged.
#[derive(Debug)]
pub struct DefaultsChanged {
    /// Who changed them.
    pub by: String,
    /// The language of public posts: `Some(None)` back to automatic.
    pub language: Option<Option<&'static str>>,
    /// The board theme of new games.
    pub theme: Option<Theme>,
    /// The default house rules.
    pub rules: Option<HouseRules>,
    /// The server's games found by `seek` open here (`true`), or where their last
    /// seeker searched (`false`).
    pub game_channel: Option<bool>,
    /// The server's people may `seek anywhere` (`true`), or no longer (`false`).
    pub anywhere: Option<bool>,
}

impl Told for DefaultsChanged {
    /// One line per default changed (language, theme, house rules).
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let public = l.public;
        let name = safe(&self.by);
        let mut lines = Vec::new();
        if let Some(here) = self.game_channel {
            let id = if here {
                "game-channel-here"
            } else {
                "game-channel-off"
            };
            lines.push(t!(public, id, "name" => name.clone()));
        }
        if let Some(open) = self.anywhere {
            let id = if open { "anywhere-on" } else { "anywhere-off" };
            lines.push(t!(public, id, "name" => name.clone()));
        }
        if let Some(chosen) = self.language {
            lines.push(t!(public, "language-changed",
                "name" => name.clone(), "language" => chosen.unwrap_or("auto")));
        }
        if let Some(theme) = self.theme {
            lines
                .push(t!(public, "theme-changed", "name" => name.clone(), "theme" => theme.name()));
        }
        if let Some(rules) = &self.rules {
            lines.push(t!(public, "defaults-changed",
                "name" => name.clone(), "summary" => rules_summary(rules)));
        }
        vec![Reply::public(lines.join("\n"))]
    }
}

impl Tables {
    /// The channel's default house rules (the `standard` preset unless changed).
    pub(super) fn defaults(&self, channel: u64) -> HouseRules {
        self.store
            .load_defaults(channel)
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// The theme of the channel's new games (`defaults theme=…`), light unless chosen.
    pub(super) fn channel_theme(&self, channel: u64) -> Theme {
        self.store
            .load_setting(ChannelSetting::Theme, channel)
            .ok()
            .flatten()
            .and_then(|t| t.parse().ok())
            .unwrap_or_default()
    }

    /// `defaults`: a channel manager changes the channel's default rules, its theme and
    /// language, the server's game channel and rating seasons, and where and when the
    /// server's daily puzzle is posted (`puzzle_hour`,
    /// `puzzle.rs`). The puzzle's hour is checked first, then the rest as
    /// [`Tables::set_channel_defaults`] checks it, before anything is stored.
    pub(super) fn set_defaults(
        &self,
        door: &Door<'_>,
        user: &User,
        settings: &Settings,
    ) -> Result<Vec<Outcome>, Refusal> {
        let (hour, settings) = take_setting(settings, "puzzle_hour");
        let Some(hour) = hour else {
            return self.set_channel_defaults(door, user, &settings);
        };
        if !user.manager {
            return Err(Refusal::ManagerOnly);
        }
        let hour = super::puzzle::parse_hour(&hour)?;
        // Refused before anything is stored: no server here (the console).
        if user.server == 0 {
            return Err(Refusal::feature(super::puzzle::PuzzleRefusal::Console));
        }
        let mut outcomes = if settings.is_empty() {
            Vec::new()
        } else {
            self.set_channel_defaults(door, user, &settings)?
        };
        outcomes.push(self.plan_puzzle(door.channel(), user, hour)?);
        Ok(outcomes)
    }

    /// `defaults` but the puzzle's hour: the channel's default rules, its theme and
    /// language, and the server's game channel and rating seasons (`seasons=…`,
    /// [`Tables::set_seasons`]). Everything is checked before anything is stored, so bad
    /// input changes nothing.
    fn set_channel_defaults(
        &self,
        door: &Door<'_>,
        user: &User,
        settings: &Settings,
    ) -> Result<Vec<Outcome>, Refusal> {
        let channel = door.channel();
        if settings.is_empty() {
            // Nothing to change: the defaults as they are (as `rules` shows them).
            return Ok(vec![self.rules(channel, None)]);
        }
        if !user.manager {
            return Err(Refusal::ManagerOnly);
        }
        let (language, settings) = take_setting(settings, "language");
        let (theme, settings) = take_setting(&settings, "theme");
        let (game_channel, settings) = take_setting(&settings, "game_channel");
        let (seasons, settings) = take_setting(&settings, "seasons");
        // `open_anywhere`, as Discord's option names it, typed too.
        let (anywhere, settings) = take_setting(&settings, "anywhere");
        let (open_anywhere, settings) = take_setting(&settings, "open_anywhere");
        let anywhere = anywhere.or(open_anywhere);
        let anywhere = anywhere
            .map(|v| {
                super::parse::on_off(&v)
                    .ok_or_else(|| Refusal::RuleValue("anywhere".into(), "on, off".into()))
            })
            .transpose()?;
        let seasons = seasons.map(|v| parse_seasons(&v)).transpose()?;
        let language = language.map(|v| parse_language(&v)).transpose()?;
        let theme = theme.map(|v| parse_theme(&v)).transpose()?;
        let game_channel = game_channel
            .map(|v| {
                super::parse::on_off(&v)
                    .ok_or_else(|| Refusal::RuleValue("game_channel".into(), "on, off".into()))
            })
            .transpose()?;
        if (game_channel.is_some() || anywhere.is_some()) && user.server == 0 {
            // Only a server has searches (the console has nobody to find).
            return Err(Refusal::NobodyToSeek);
        }
        let server_wide = game_channel.is_some() || anywhere.is_some() || seasons.is_some();
        let others = language.is_some() || theme.is_some() || server_wide;
        let rules = if settings.is_empty() && others {
            None
        } else {
            Some(apply(self.defaults(channel), &settings)?)
        };
        if let Some(chosen) = language {
            self.store
                .save_setting(ChannelSetting::Language, channel, chosen)?;
        }
        if let Some(theme) = theme {
            self.store
                .save_setting(ChannelSetting::Theme, channel, Some(theme.name()))?;
        }
        if let Some(rules) = &rules {
            self.store.save_defaults(channel, rules)?;
        }
        if let Some(here) = game_channel {
            let id = channel.to_string();
            let value = here.then_some(id.as_str());
            self.store
                .save_setting(ChannelSetting::GameChannel, user.server, value)?;
        }
        if let Some(open) = anywhere {
            self.store
                .save_setting(ChannelSetting::Anywhere, user.server, open.then_some("on"))?;
            if !open {
                self.end_anywhere_seeks(user.server)?;
            }
        }
        let mut outcomes = Vec::new();
        let changed = language.is_some() || theme.is_some() || rules.is_some();
        if changed || game_channel.is_some() || anywhere.is_some() {
            outcomes.push(Outcome::told(DefaultsChanged {
                by: bounded_name(user),
                language,
                theme,
                rules,
                game_channel,
                anywhere,
            }));
        }
        if let Some(seasons) = seasons {
            outcomes.extend(self.set_seasons(door, user, seasons)?);
        }
        Ok(outcomes)
    }

    /// Whether the people of `server` may `seek anywhere` (`defaults anywhere=on`); not
    /// outside a server, nor when the store cannot say.
    pub(super) fn open_anywhere(&self, server: u64) -> bool {
        server != 0
            && matches!(
                self.store.load_setting(ChannelSetting::Anywhere, server),
                Ok(Some(_))
            )
    }

    /// Where a seek made in `channel` of `server` opens its game: the server's game
    /// channel (`defaults game_channel=on`), else `channel`.
    pub(super) fn game_channel(&self, server: u64, channel: u64) -> u64 {
        if server == 0 {
            return channel;
        }
        self.store
            .load_setting(ChannelSetting::GameChannel, server)
            .ok()
            .flatten()
            .and_then(|id| id.parse().ok())
            .unwrap_or(channel)
    }
}

impl Tables {
    /// `rules`: an open game's house rules, else the channel's defaults.
    pub(super) fn rules(&self, channel: u64, table: Option<&Table>) -> Outcome {
        match table {
            Some(t) if t.record.phase != Phase::Finished => Outcome::Rules {
                rules: t.record.rules,
                theme: t.theme(),
                game: true,
                variant: t.record.variant,
                armies: t.record.armies,
                rated: t.is_rated(),
            },
            _ => {
                let rules = self.defaults(channel);
                let variant = crate::core::Variant::Standard;
                Outcome::Rules {
                    rules,
                    theme: self.channel_theme(channel),
                    game: false,
                    variant,
                    armies: 1,
                    rated: kept::rated_by_default(variant, 1, &rules),
                }
            }
        }
    }
}
