//! Slash-command registration (case `registration`): globally, or in one guild for
//! development (instant), before the gateway connects. A registration Discord refuses
//! (or that breaks its documented limits, [`super::limits`]) stops the bot with the
//! reason: a bot without commands must not run on as if healthy. Switching removes the other set, so `/` shows each command
//! once: the guild mode clears the global set; to clear the guild set when going back
//! to global, the bot remembers the guild it last registered in, in a small state file.

use std::path::Path;

use poise::serenity_prelude as serenity;
use serde::{Deserialize, Serialize};

use super::{Data, DiscordError};

/// What the state file remembers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegistrationState {
    /// The guild the commands were last registered in; `None` after a global registration.
    pub guild: Option<u64>,
}

impl RegistrationState {
    /// Reads the state file; a missing or unreadable file counts as "nothing known".
    #[must_use]
    pub fn read(path: &Path) -> RegistrationState {
        match std::fs::read(path) {
            Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or_else(|e| {
                tracing::warn!(path = %path.display(), error = &e as &dyn std::error::Error, "ignoring an unreadable state file");
                RegistrationState::default()
            }),
            Err(_) => RegistrationState::default(),
        }
    }

    /// Writes the state file (through a temporary file, so it is never half written).
    ///
    /// # Errors
    /// The I/O error.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        let mut temp = path.as_os_str().to_owned();
        temp.push(".tmp");
        let bytes = serde_json::to_vec(self).map_err(std::io::Error::other)?;
        std::fs::write(&temp, bytes)?;
        std::fs::rename(&temp, path)
    }
}

/// Why the commands could not be registered: Discord's refusal (or this process's own
/// check of Discord's limits before asking), one line per broken rule.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

/// The registration as Discord would take it: each command in Discord's JSON, with the
/// Activity's Entry Point command when `activity`.
#[must_use]
pub fn command_set(
    commands: &[poise::Command<Data, DiscordError>],
    activity: bool,
) -> Vec<serenity::CreateCommand> {
    let mut set = super::localize::application_commands(commands);
    // With the Activity, its Entry Point command is in every bulk registration (Discord
    // refuses one that would remove it).
    set.extend(activity.then(super::web::entry_point));
    set
}

/// `set` as JSON, one value a command.
#[must_use]
pub fn as_json<'a>(
    set: impl IntoIterator<Item = &'a serenity::CreateCommand>,
) -> Vec<serde_json::Value> {
    set.into_iter()
        .map(|c| serde_json::to_value(c).unwrap_or_default())
        .collect()
}

/// Discord's answer to a refused request, in a line: its status, code and message, and
/// each field it names (`0.options: Must be 25 or fewer in length.`).
fn refusal(e: &serenity::Error) -> String {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let mut line = format!(
                "Discord answered {} (code {}: {})",
                r.status_code.as_u16(),
                r.error.code,
                r.error.message
            );
            for field in &r.error.errors {
                line.push_str(&format!(
                    "; {}: {} ({})",
                    field.path, field.message, field.code
                ));
            }
            line
        }
        other => crate::error_chain(other),
    }
}

/// The application's own Entry Point command, as Discord has it in the global set (made
/// by Discord when Activities are on), to keep in a bulk overwrite; `None` when there is
/// none.
///
/// # Errors
/// Discord's error when the global set cannot be read.
async fn existing_entry_point(
    http: &serenity::Http,
) -> Result<Option<serenity::CreateCommand>, serenity::Error> {
    let global = serenity::Command::get_global_commands(http).await?;
    let Some(entry) = global
        .into_iter()
        .find(|c| c.kind == serenity::CommandType::PrimaryEntryPoint)
    else {
        return Ok(None);
    };
    let mut kept = serenity::CreateCommand::new(entry.name)
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .description(entry.description)
        .handler(
            entry
                .handler
                .unwrap_or(serenity::EntryPointHandlerType::DiscordLaunchActivity),
        )
        .integration_types(entry.integration_types);
    if let Some(contexts) = entry.contexts {
        kept = kept.contexts(contexts);
    }
    for (locale, name) in entry.name_localizations.unwrap_or_default() {
        kept = kept.name_localized(locale, name);
    }
    for (locale, text) in entry.description_localizations.unwrap_or_default() {
        kept = kept.description_localized(locale, text);
    }
    Ok(Some(kept))
}

/// Registers `commands` in `guild` (and clears the global set) or globally; clears the
/// set of the guild registered last time if it is another.
///
/// # Errors
/// [`Refused`] when the set breaks one of Discord's documented limits (checked here first,
/// [`super::limits`], so nothing is sent), or when Discord refuses it: the bot then has no
/// commands, which the operator must hear of (the bot exits, docs/operating.md,
/// "Registration").
pub async fn register(
    http: &serenity::Http,
    commands: &[poise::Command<Data, DiscordError>],
    guild: Option<u64>,
    state_path: &Path,
    activity: bool,
) -> Result<(), Refused> {
    let before = RegistrationState::read(state_path);
    let mut set = super::localize::application_commands(commands);
    let ours = activity.then(super::web::entry_point);
    let problems = super::limits::problems(&as_json(set.iter().chain(&ours)), false);
    if !problems.is_empty() {
        let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
        return Err(Refused(format!(
            "the commands break Discord's limits: {}",
            lines.join("; ")
        )));
    }
    // An Entry Point command is global only, and Discord makes one of its own when the
    // application's Activities are on: every bulk overwrite of the global set keeps it
    // (else 400, code 50240), whether or not this process serves the Activity.
    if let Some(id) = guild {
        serenity::GuildId::new(id)
            .set_commands(http, set)
            .await
            .map_err(|e| Refused(refusal(&e)))?;
        // The guild set is there: remembered at once, so that a later global registration
        // removes it whatever happens next.
        if let Err(e) = (RegistrationState { guild }).write(state_path) {
            tracing::warn!(path = %state_path.display(), error = &e as &dyn std::error::Error, "cannot write the state file");
        }
        // The global set emptied, but for an Entry Point command; left as it is when it
        // cannot be read (emptying it could drop Discord's own Entry Point, 50240).
        let entry = match ours {
            Some(ours) => Ok(Some(ours)),
            None => existing_entry_point(http).await,
        };
        match entry {
            Ok(entry) => {
                serenity::Command::set_global_commands(http, entry.into_iter().collect())
                    .await
                    .map_err(|e| Refused(refusal(&e)))?;
            }
            Err(e) => tracing::warn!(
                error = &e as &dyn std::error::Error,
                "cannot read the global commands; they are left as they are"
            ),
        }
    } else {
        let entry = match ours {
            Some(ours) => Some(ours),
            None => existing_entry_point(http).await.map_err(|e| {
                Refused(format!("cannot read the global commands: {}", refusal(&e)))
            })?,
        };
        set.extend(entry);
        serenity::Command::set_global_commands(http, set)
            .await
            .map_err(|e| Refused(refusal(&e)))?;
    }
    tracing::info!(guild, "slash commands registered");
    if let Some(old) = before.guild.filter(|&old| Some(old) != guild) {
        match serenity::GuildId::new(old)
            .set_commands(http, Vec::new())
            .await
        {
            Ok(_) => tracing::info!(guild = old, "removed the commands of the guild used before"),
            // The bot may have left that guild; then its commands are gone anyway.
            Err(e) => {
                tracing::warn!(
                    guild = old,
                    error = &e as &dyn std::error::Error,
                    "cannot remove the commands of the guild used before"
                );
            }
        }
    }
    // Global now: remembered once the guild set used before is removed (a guild set was
    // remembered as soon as it was there).
    if guild.is_none() {
        if let Err(e) = (RegistrationState { guild }).write(state_path) {
            tracing::warn!(path = %state_path.display(), error = &e as &dyn std::error::Error, "cannot write the state file");
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_round_trips_and_a_missing_file_is_empty() {
        let dir = std::env::temp_dir().join(format!("checkers-state-{}", std::process::id()));
        let path = dir.join("nested").join("state.json");
        assert_eq!(RegistrationState::read(&path), RegistrationState::default());
        let state = RegistrationState { guild: Some(42) };
        state.write(&path).expect("writes");
        assert_eq!(RegistrationState::read(&path), state);
        std::fs::write(&path, b"not json").expect("writes");
        assert_eq!(RegistrationState::read(&path), RegistrationState::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
