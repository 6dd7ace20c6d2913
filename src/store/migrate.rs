//! `checkers-bot migrate --from DIR --to postgres://…`: copies every record of a sled
//! folder into a PostgreSQL database (README "Deploying past one machine").
//!
//! The source is never opened in place: sled may rewrite its files when it opens, so the
//! folder is copied to a temporary folder first and the copy is read; the source stays
//! byte for byte as it was. Stop the bot that uses the folder before migrating (a copy
//! taken while sled writes may miss the last moves).
//!
//! The copy can be run again: records, settings and damaged records already in the
//! database are not doubled, and a record the database holds at a higher revision (a game
//! that went on there after an earlier migration) is kept, not overwritten. At the end
//! every record and setting of the source is read back from the database and compared.

use std::path::{Path, PathBuf};

use super::postgres::PgStore;
use super::sled::SledStore;
use super::{revision_of, Store, StoreError};

/// What a migration copied and checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Migrated {
    /// Channel records in the source.
    pub records: usize,
    /// Records the database already held at a higher revision, left as they were.
    pub kept_newer: Vec<u64>,
    /// Channels with default house rules.
    pub defaults: usize,
    /// Channels with a language.
    pub languages: usize,
    /// Channels with a theme.
    pub themes: usize,
    /// Damaged records (kept for inspection) in the source.
    pub damaged: usize,
}

impl std::fmt::Display for Migrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "records: {}", self.records)?;
        writeln!(f, "defaults: {}", self.defaults)?;
        writeln!(f, "languages: {}", self.languages)?;
        writeln!(f, "themes: {}", self.themes)?;
        writeln!(f, "damaged: {}", self.damaged)?;
        if !self.kept_newer.is_empty() {
            writeln!(
                f,
                "kept newer in the database (not overwritten): {:?}",
                self.kept_newer
            )?;
        }
        writeln!(f, "checked: every record and setting reads back the same")
    }
}

/// The settings a channel may have, by their name in both stores.
pub const SETTINGS: [&str; 3] = ["defaults", "language", "theme"];

/// Copies folder `from` (recursively) to a new temporary folder and returns its path.
fn copy_folder(from: &Path) -> Result<PathBuf, StoreError> {
    fn copy(from: &Path, to: &Path) -> std::io::Result<()> {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            let target = to.join(entry.file_name());
            if entry.file_type()?.is_dir() {
                copy(&entry.path(), &target)?;
            } else {
                std::fs::copy(entry.path(), target)?;
            }
        }
        Ok(())
    }
    let to = std::env::temp_dir().join(format!(
        "checkers-migrate-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    copy(from, &to).map_err(|e| {
        let _ = std::fs::remove_dir_all(&to);
        StoreError::Backend(format!("cannot copy {}: {e}", from.display()).into())
    })?;
    Ok(to)
}

/// Copies every record, setting and damaged record of the sled folder `from` into the
/// PostgreSQL database `to`, then checks them.
///
/// # Errors
/// [`StoreError::Backend`] when `from` is not a database folder or a check fails; the
/// errors of [`SledStore::open`] and [`PgStore::open`]; [`StoreError::Unavailable`].
pub fn migrate(from: &Path, to: &str) -> Result<Migrated, StoreError> {
    migrate_with(from, to, &indicatif::ProgressBar::hidden())
}

/// [`migrate`], showing on `bar` (see [`crate::progress`]) the records copied, then
/// checked.
///
/// # Errors
/// As [`migrate`].
pub fn migrate_with(
    from: &Path,
    to: &str,
    bar: &indicatif::ProgressBar,
) -> Result<Migrated, StoreError> {
    if !from.join("conf").is_file() {
        return Err(StoreError::Backend(
            format!("{} is not a checkers-bot database folder", from.display()).into(),
        ));
    }
    let target = PgStore::open(to)?;
    let copy = copy_folder(from)?;
    let result = SledStore::open(&copy).and_then(|source| copy_all(&source, &target, bar));
    bar.finish_and_clear();
    let _ = std::fs::remove_dir_all(&copy);
    result
}

fn copy_all(
    source: &SledStore,
    target: &PgStore,
    bar: &indicatif::ProgressBar,
) -> Result<Migrated, StoreError> {
    let mut done = Migrated::default();
    let records = source.raw_records()?;
    // Each record is copied, then checked.
    bar.set_length(2 * records.len() as u64);
    for (channel, bytes) in &records {
        bar.inc(1);
        let theirs = target.raw(*channel)?;
        let revision = |b: &[u8]| revision_of(b).ok();
        match theirs {
            Some(t) if t == *bytes => {}
            Some(t) if revision(&t) > revision(bytes) => done.kept_newer.push(*channel),
            _ => target.write_raw(*channel, bytes)?,
        }
    }
    done.records = records.len();
    for name in SETTINGS {
        let values = source.settings(name)?;
        for (channel, value) in &values {
            target.set_setting(name, *channel, Some(value))?;
        }
        for (channel, value) in &values {
            if target.setting(name, *channel)?.as_deref() != Some(value.as_str()) {
                return Err(StoreError::Backend(
                    format!(
                        "check failed: the {name} of channel {channel} differs in the database"
                    )
                    .into(),
                ));
            }
        }
        match name {
            "defaults" => done.defaults = values.len(),
            "language" => done.languages = values.len(),
            _ => done.themes = values.len(),
        }
    }
    let damaged = source.all_damaged()?;
    for (channel, bytes) in &damaged {
        target.keep_damaged(*channel, bytes)?;
    }
    done.damaged = damaged.len();
    for (channel, bytes) in &records {
        bar.inc(1);
        if done.kept_newer.contains(channel) {
            continue;
        }
        if target.raw(*channel)?.as_ref() != Some(bytes) {
            return Err(StoreError::Backend(
                format!("check failed: the record of channel {channel} differs in the database")
                    .into(),
            ));
        }
    }
    let in_target = target.channels()?;
    let missing = records
        .iter()
        .filter(|(c, _)| in_target.binary_search(c).is_err())
        .count();
    if missing > 0 {
        return Err(StoreError::Backend(
            format!("check failed: {missing} records are missing from the database").into(),
        ));
    }
    Ok(done)
}
