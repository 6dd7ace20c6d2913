//! `checkers-bot migrate --from DIR --to postgres://…`: copies everything a sled folder
//! keeps into a PostgreSQL database (docs/operating.md "Migrating from sled"): the
//! channels' records, settings and damaged records, the kept games under their own game
//! ids, the ratings of every server, the best solitaire crossings, the rating seasons
//! (each server's current one and the finished ones), the daily puzzle's plans and
//! answers, the blocks, the daily digests and the reports.
//!
//! The source is never opened in place: sled may rewrite its files when it opens, so the
//! folder is copied to a temporary folder first and the copy is read; the source stays
//! byte for byte as it was. Stop the bot that uses the folder before migrating (a copy
//! taken while sled writes may miss the last moves).
//!
//! The copy can be run again: nothing already in the database is doubled, and a record
//! the database holds at a higher revision (a game that went on there after an earlier
//! migration) is kept, not overwritten. Kept games keep their ids, and the database's next
//! game id is moved past the folder's last one, so games kept there later get new ids. A
//! rating the database holds already (its person played on there) is kept, and so is a
//! best crossing at least as good as the folder's, and so are a current season and a
//! finished season the database holds for the same server (and number). A person who
//! asked to be forgotten
//! (`forget-me`) stays forgotten: forgotten in the database after an earlier run, their
//! seats stay "a former player", and their ratings, crossings and standings in finished
//! seasons are not copied back;
//! forgotten in the folder after it, they are forgotten in the database too.
//!
//! Games, ratings and crossings are all read and decoded, and the database's games under
//! the same ids looked up, before anything is written: one that does not read, or a
//! database that kept another game under one of the folder's game ids, stops the
//! migration with its name, changing nothing. At the end everything copied is read back
//! from the database and compared.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::postgres::PgStore;
use super::reports::Report;
use super::sled::SledStore;
use super::{decode_crossing, decode_kept, encode_kept, revision_of, Store, StoreError};
use super::{Crossing, CurrentSeason, Damage, KeptGame, Player, PlayerRating, Season};

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
    /// Kept games in the source.
    pub games: usize,
    /// Ratings in the source (all servers).
    pub ratings: usize,
    /// Best crossings in the source (all servers).
    pub crossings: usize,
    /// Ratings the database already held, different (their person played on there after
    /// an earlier migration), left as they were.
    pub ratings_kept: usize,
    /// Best crossings the database already held, at least as good, left as they were.
    pub crossings_kept: usize,
    /// Finished rating seasons in the source (all servers).
    pub seasons: usize,
    /// Seasons the database already held for the same server and number (and current
    /// seasons of the same server), different (seasons went on there after an earlier
    /// migration), left as they were.
    pub seasons_kept: usize,
    /// Reports in the source (`report`), kept under their numbers.
    pub reports: usize,
    /// People forgotten in the database after an earlier migration (`forget-me`): their
    /// seats stay "a former player", their ratings and crossings are not copied back.
    pub forgotten: usize,
    /// People forgotten in the folder after an earlier migration, whom the database still
    /// named: forgotten there too ([`Store::forget`]).
    pub forgotten_here: usize,
    /// The servers' daily puzzle plans in the source (a plan the database holds already
    /// is kept: it was changed there).
    pub puzzle_plans: usize,
    /// Answers to daily puzzles in the source (the first answer of a day stays, in
    /// either).
    pub puzzle_answers: usize,
    /// The other settings in the source, by name (`blocks`, `digest`, `notify`, `shows`,
    /// …; none of the console's), those the database kept included.
    pub settings: std::collections::BTreeMap<&'static str, usize>,
    /// Tournaments in the source (a tournament the database holds under its server and
    /// number already is kept: it went on there).
    pub tournaments: usize,
}

impl std::fmt::Display for Migrated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "records: {}", self.records)?;
        writeln!(f, "defaults: {}", self.defaults)?;
        writeln!(f, "languages: {}", self.languages)?;
        writeln!(f, "themes: {}", self.themes)?;
        writeln!(f, "damaged: {}", self.damaged)?;
        writeln!(f, "games: {}", self.games)?;
        writeln!(f, "ratings: {}", self.ratings)?;
        writeln!(f, "crossings: {}", self.crossings)?;
        if !self.settings.is_empty() {
            let each: Vec<String> = self
                .settings
                .iter()
                .map(|(name, n)| format!("{name} {n}"))
                .collect();
            writeln!(f, "settings: {}", each.join(", "))?;
        }
        if self.seasons > 0 {
            writeln!(f, "seasons: {}", self.seasons)?;
        }
        if self.reports > 0 {
            writeln!(f, "reports: {}", self.reports)?;
        }
        if self.puzzle_plans + self.puzzle_answers > 0 {
            writeln!(
                f,
                "daily puzzle: {} plans, {} answers",
                self.puzzle_plans, self.puzzle_answers
            )?;
        }
        if self.tournaments > 0 {
            writeln!(f, "tournaments: {}", self.tournaments)?;
        }
        if !self.kept_newer.is_empty() {
            let channels: Vec<String> = self.kept_newer.iter().map(u64::to_string).collect();
            writeln!(
                f,
                "records kept newer in the database (not overwritten): {} (channels {})",
                self.kept_newer.len(),
                channels.join(", ")
            )?;
        }
        if self.ratings_kept > 0 {
            writeln!(
                f,
                "ratings kept newer in the database (not overwritten): {}",
                self.ratings_kept
            )?;
        }
        if self.crossings_kept > 0 {
            writeln!(
                f,
                "crossings kept as good or better in the database (not overwritten): {}",
                self.crossings_kept
            )?;
        }
        if self.seasons_kept > 0 {
            writeln!(
                f,
                "seasons kept newer in the database (not overwritten): {}",
                self.seasons_kept
            )?;
        }
        if self.forgotten > 0 {
            writeln!(
                f,
                "people forgotten in the database (not copied back): {}",
                self.forgotten
            )?;
        }
        if self.forgotten_here > 0 {
            writeln!(
                f,
                "people forgotten in the folder, now forgotten in the database too: {}",
                self.forgotten_here
            )?;
        }
        writeln!(
            f,
            "checked: every record, setting, game, rating and crossing reads back the same"
        )
    }
}

/// The settings a channel (or a person, or a server) may have, by their name in both
/// stores ([`super::ChannelSetting::name`], and the default house rules).
pub const SETTINGS: [&str; 11] = [
    "defaults",
    "language",
    "theme",
    "console_player",
    "notify",
    "game_channel",
    "web_link",
    "blocks",
    "digest",
    "shows",
    "anywhere",
];

/// The settings of [`SETTINGS`] that a second migration leaves as the database has them.
const KEPT_IF_SET: [&str; 2] = ["blocks", "digest"];

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

/// Copies every record, setting, damaged record, kept game, rating and best crossing of
/// the sled folder `from` into the PostgreSQL database `to`, then checks them.
///
/// # Errors
/// [`StoreError::Backend`] when `from` is not a database folder or a check fails; the
/// errors of [`SledStore::open`] and [`PgStore::open`]; [`StoreError::Unavailable`].
pub fn migrate(from: &Path, to: &str) -> Result<Migrated, StoreError> {
    migrate_with(from, to, &indicatif::ProgressBar::hidden())
}

/// [`migrate`], showing on `bar` (see [`crate::progress`]) the records, games, ratings
/// and crossings copied, then checked.
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
    let records = source.raw_records()?;
    let kept = Kept::read(source)?;
    // Each record, game, rating and crossing is copied, then checked.
    let items = records.len()
        + kept.games.len()
        + kept.ratings.len()
        + kept.crossings.len()
        + kept.seasons.len()
        + kept.current.len();
    bar.set_length(2 * items as u64);
    let games = Games::find(target, &kept)?;
    let mut done = Migrated::default();
    copy_channels(source, target, bar, &records, &mut done)?;
    copy_games(target, bar, &kept, &games, &mut done)?;
    copy_ratings(target, bar, &kept, &games.forgotten, &mut done)?;
    copy_crossings(target, bar, &kept, &games.forgotten, &mut done)?;
    copy_seasons(target, bar, &kept, &games.forgotten, &mut done)?;
    copy_reports(source, target, &mut done)?;
    copy_puzzles(source, target, &games.forgotten, &mut done)?;
    done.tournaments = super::tournaments::copy_tournaments(source, target)?;
    Ok(done)
}

/// Copies the reports under their numbers, then checks that the database has each as it
/// is in the folder. A number the database gave a report of its own already: the folder's
/// report is added under a new number (once: a report the same but for its number is
/// there already).
fn copy_reports(
    source: &SledStore,
    target: &PgStore,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let same =
        |a: &Report, b: &Report| Report { id: 0, ..a.clone() } == Report { id: 0, ..b.clone() };
    let reports = source.reports(usize::MAX)?;
    let mut theirs = None;
    for report in &reports {
        if target.keep_report(report)? {
            continue;
        }
        // Read once, when the first number is found taken; each report added joins it.
        let theirs = match &mut theirs {
            Some(theirs) => theirs,
            None => theirs.insert(target.reports(usize::MAX)?),
        };
        if !theirs.iter().any(|t| same(t, report)) {
            let mut added = report.clone();
            target.report(&mut added)?;
            theirs.push(added);
        }
    }
    let theirs = target.reports(usize::MAX)?;
    for report in &reports {
        if !theirs.iter().any(|t| same(t, report)) {
            return Err(check_failed(&format!(
                "report {} differs in the database",
                report.id
            )));
        }
    }
    done.reports = reports.len();
    Ok(())
}

/// A failed check, in words.
fn check_failed(what: &str) -> StoreError {
    StoreError::Backend(format!("check failed: {what}").into())
}

/// Copies the channels' `records`, settings and damaged records, then checks them.
fn copy_channels(
    source: &SledStore,
    target: &PgStore,
    bar: &indicatif::ProgressBar,
    records: &[(u64, Vec<u8>)],
    done: &mut Migrated,
) -> Result<(), StoreError> {
    for (channel, bytes) in records {
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
        // A person's blocks and digest that the database has already (changed there since
        // an earlier migration: an unblock, a digest sent today) are theirs: left.
        let theirs = |channel| -> Result<bool, StoreError> {
            Ok(KEPT_IF_SET.contains(&name) && target.setting(name, channel)?.is_some())
        };
        let mut kept = BTreeSet::new();
        for (channel, value) in &values {
            if theirs(*channel)? {
                kept.insert(*channel);
            } else {
                target.set_setting(name, *channel, Some(value))?;
            }
        }
        for (channel, value) in &values {
            if kept.contains(channel) {
                continue;
            }
            if target.setting(name, *channel)?.as_deref() != Some(value.as_str()) {
                return Err(check_failed(&format!(
                    "the {name} of channel {channel} differs in the database"
                )));
            }
        }
        match name {
            "defaults" => done.defaults = values.len(),
            "language" => done.languages = values.len(),
            "theme" => done.themes = values.len(),
            // The console's own player's name: copied and checked, not counted.
            "console_player" => {}
            _ if values.is_empty() => {}
            _ => {
                done.settings.insert(name, values.len());
            }
        }
    }
    let damaged = source.all_damaged()?;
    for (channel, bytes) in &damaged {
        target.keep_damaged(*channel, bytes)?;
    }
    done.damaged = damaged.len();
    for (channel, bytes) in records {
        bar.inc(1);
        if done.kept_newer.contains(channel) {
            continue;
        }
        if target.raw(*channel)?.as_ref() != Some(bytes) {
            return Err(check_failed(&format!(
                "the record of channel {channel} differs in the database"
            )));
        }
    }
    let in_target = target.channels()?;
    let missing = records
        .iter()
        .filter(|(c, _)| in_target.binary_search(c).is_err())
        .count();
    if missing > 0 {
        return Err(check_failed(&format!(
            "{missing} records are missing from the database"
        )));
    }
    Ok(())
}

/// What the folder keeps beside its channels, read and decoded before anything is
/// written.
struct Kept {
    /// Kept games by game id (the key), as decoded and as stored.
    games: Vec<(u64, KeptGame, Vec<u8>)>,
    /// The last game id the folder gave.
    last_game: u64,
    /// Ratings by server and user, as stored.
    ratings: Vec<(u64, u64, Vec<u8>)>,
    /// Best crossings, as decoded and as stored.
    crossings: Vec<(Crossing, Vec<u8>)>,
    /// Finished seasons, as decoded and as stored.
    seasons: Vec<(Season, Vec<u8>)>,
    /// Current seasons, as decoded and as stored.
    current: Vec<(CurrentSeason, Vec<u8>)>,
}

impl Kept {
    /// Reads them all from `source`.
    ///
    /// # Errors
    /// [`StoreError::Backend`] naming the first that does not decode.
    fn read(source: &SledStore) -> Result<Kept, StoreError> {
        let unreadable = |what: String, e: &StoreError| {
            let why = match e {
                StoreError::Corrupt(Damage::Json(j)) => j.to_string(),
                StoreError::Corrupt(d) => d.to_string(),
                StoreError::NewerFormat(n) => format!("format version {n}, from a newer build"),
                e => e.to_string(),
            };
            StoreError::Backend(
                format!("{what} in the folder cannot be read ({why}): nothing was copied").into(),
            )
        };
        let mut games = Vec::new();
        for (id, bytes) in source.raw_games()? {
            let game =
                decode_kept(&bytes).map_err(|e| unreadable(format!("kept game {id}"), &e))?;
            games.push((id, game, bytes));
        }
        let ratings = source.raw_ratings()?;
        for (server, user, bytes) in &ratings {
            decode_kept::<PlayerRating>(bytes).map_err(|e| {
                unreadable(format!("the rating of user {user} on server {server}"), &e)
            })?;
        }
        let mut crossings = Vec::new();
        for (server, user, bytes) in source.raw_crossings()? {
            let crossing = decode_crossing(&bytes).map_err(|e| {
                unreadable(
                    format!("the crossing of user {user} on server {server}"),
                    &e,
                )
            })?;
            crossings.push((crossing, bytes));
        }
        let mut seasons = Vec::new();
        for (server, number, bytes) in source.raw_seasons()? {
            let season = decode_kept(&bytes)
                .map_err(|e| unreadable(format!("season {number} of server {server}"), &e))?;
            seasons.push((season, bytes));
        }
        let mut current = Vec::new();
        for (server, bytes) in source.raw_current_seasons()? {
            let season = decode_kept(&bytes)
                .map_err(|e| unreadable(format!("the current season of server {server}"), &e))?;
            current.push((season, bytes));
        }
        Ok(Kept {
            games,
            last_game: source.last_game_id()?,
            ratings,
            crossings,
            seasons,
            current,
        })
    }
}

/// When `theirs` is game `ours` as kept in the database, who was forgotten (`forget-me`)
/// on one side and not the other since: the people of `ours` shown as "a former player" in
/// `theirs` (forgotten there), then those of `theirs` shown so in `ours` (forgotten here).
/// `None` when `theirs` is another game.
fn forgotten_since(ours: &KeptGame, theirs: &KeptGame) -> Option<(Vec<u64>, Vec<u64>)> {
    let (mut there, mut here) = (Vec::new(), Vec::new());
    let (mut ours, mut theirs) = (ours.clone(), theirs.clone());
    for (seat, their) in ours.seats.iter_mut().zip(&mut theirs.seats) {
        if their.player == Player::Former {
            there.extend(seat.player.person());
            seat.player = Player::Former;
        } else if seat.player == Player::Former {
            here.extend(their.player.person());
            their.player = Player::Former;
        }
    }
    (ours == theirs).then_some((there, here))
}

/// Forgets every one of `people` in `game`; whether any seat changed.
fn forget_all(game: &mut KeptGame, people: &BTreeSet<u64>) -> bool {
    let mut changed = false;
    for p in people {
        changed |= game.forget(*p);
    }
    changed
}

/// How the folder's kept games stand in the database, found before anything is written.
struct Games {
    /// Whether the database holds each game of [`Kept::games`] already.
    there: Vec<bool>,
    /// People forgotten in the database since an earlier migration.
    forgotten: BTreeSet<u64>,
    /// People forgotten in the folder since, whom the database still names.
    forgotten_here: BTreeSet<u64>,
}

impl Games {
    /// Reads the database's copy of each kept game.
    ///
    /// # Errors
    /// [`StoreError::Backend`] when the database holds another game under one of the
    /// folder's game ids.
    fn find(target: &PgStore, kept: &Kept) -> Result<Games, StoreError> {
        let mut games = Games {
            there: Vec::with_capacity(kept.games.len()),
            forgotten: BTreeSet::new(),
            forgotten_here: BTreeSet::new(),
        };
        for (id, game, _) in &kept.games {
            let theirs: Option<KeptGame> =
                target.raw_game(*id)?.map(|b| decode_kept(&b)).transpose()?;
            if let Some(theirs) = &theirs {
                let (there, here) = forgotten_since(game, theirs).ok_or_else(|| {
                    StoreError::Backend(
                        format!(
                            "the database holds another game under game id {id} (it kept \
                             games of its own before): nothing was copied; migrate into a \
                             database without kept games"
                        )
                        .into(),
                    )
                })?;
                games.forgotten.extend(there);
                games.forgotten_here.extend(here);
            }
            games.there.push(theirs.is_some());
        }
        Ok(games)
    }
}

/// Copies the kept games under their own ids, after moving the database's next game id
/// past the folder's last, then checks them. People forgotten in the folder since an
/// earlier migration are forgotten in the database first.
fn copy_games(
    target: &PgStore,
    bar: &indicatif::ProgressBar,
    kept: &Kept,
    found: &Games,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let Games {
        there,
        forgotten,
        forgotten_here,
    } = found;
    for person in forgotten_here {
        target.forget(*person)?;
    }
    let highest = kept.games.iter().map(|(id, ..)| *id).max().unwrap_or(0);
    target.game_ids_past(highest.max(kept.last_game))?;
    for ((id, game, bytes), there) in kept.games.iter().zip(there) {
        bar.inc(1);
        if *there {
            continue;
        }
        let mut game = game.clone();
        if forget_all(&mut game, forgotten) {
            target.keep_game(*id, &game, &encode_kept(&game)?)?;
        } else {
            target.keep_game(*id, &game, bytes)?;
        }
    }
    for (id, game, _) in &kept.games {
        bar.inc(1);
        let mut expected = game.clone();
        forget_all(&mut expected, forgotten);
        if target.kept_game(*id)? != Some(expected) {
            return Err(check_failed(&format!(
                "kept game {id} differs in the database"
            )));
        }
    }
    done.games = kept.games.len();
    done.forgotten = forgotten.len();
    done.forgotten_here = forgotten_here.len();
    Ok(())
}

/// Copies the ratings (but `forgotten` people's) where the database has none for their
/// person and server, then checks them.
fn copy_ratings(
    target: &PgStore,
    bar: &indicatif::ProgressBar,
    kept: &Kept,
    forgotten: &BTreeSet<u64>,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let copied = || {
        kept.ratings
            .iter()
            .filter(|(_, user, _)| !forgotten.contains(user))
    };
    for (server, user, bytes) in copied() {
        bar.inc(1);
        target.keep_rating(*server, *user, bytes)?;
    }
    for (server, user, bytes) in copied() {
        bar.inc(1);
        match target.raw_rating(*server, *user)? {
            Some(theirs) if theirs == *bytes => {}
            Some(_) => done.ratings_kept += 1,
            None => {
                return Err(check_failed(&format!(
                    "the rating of user {user} on server {server} is missing from the database"
                )))
            }
        }
    }
    bar.inc(2 * (kept.ratings.len() - copied().count()) as u64);
    done.ratings = kept.ratings.len();
    Ok(())
}

/// Copies the best crossings (but `forgotten` people's) where they beat the database's,
/// then checks them.
fn copy_crossings(
    target: &PgStore,
    bar: &indicatif::ProgressBar,
    kept: &Kept,
    forgotten: &BTreeSet<u64>,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let copied = || {
        kept.crossings
            .iter()
            .filter(|(c, _)| !forgotten.contains(&c.user))
    };
    for (crossing, bytes) in copied() {
        bar.inc(1);
        target.keep_best_crossing(crossing, bytes)?;
    }
    for (c, bytes) in copied() {
        bar.inc(1);
        let theirs = target.raw_crossing(c.server, c.user)?;
        match theirs.as_deref().map(|t| (t == bytes, decode_crossing(t))) {
            Some((true, _)) => {}
            Some((false, Ok(theirs))) if !c.beats(&theirs) => done.crossings_kept += 1,
            _ => {
                return Err(check_failed(&format!(
                    "the crossing of user {} on server {} differs in the database",
                    c.user, c.server
                )))
            }
        }
    }
    bar.inc(2 * (kept.crossings.len() - copied().count()) as u64);
    done.crossings = kept.crossings.len();
    Ok(())
}

/// Copies the finished seasons (`forgotten` people taken out of them) and each server's
/// current season where the database has none, then checks them.
fn copy_seasons(
    target: &PgStore,
    bar: &indicatif::ProgressBar,
    kept: &Kept,
    forgotten: &BTreeSet<u64>,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let mut copied = Vec::with_capacity(kept.seasons.len());
    for (season, bytes) in &kept.seasons {
        bar.inc(1);
        let mut season = season.clone();
        let mut changed = false;
        for person in forgotten {
            changed |= season.forget(*person);
        }
        let bytes = if changed {
            encode_kept(&season)?
        } else {
            bytes.clone()
        };
        target.keep_season(&season, &bytes)?;
        copied.push((season, bytes));
    }
    for (season, bytes) in &kept.current {
        bar.inc(1);
        target.keep_current_season(season, bytes)?;
    }
    for (season, bytes) in &copied {
        bar.inc(1);
        match target.raw_season(season.server, season.number)? {
            Some(theirs) if theirs == *bytes => {}
            Some(_) => done.seasons_kept += 1,
            None => {
                return Err(check_failed(&format!(
                    "season {} of server {} is missing from the database",
                    season.number, season.server
                )))
            }
        }
    }
    for (season, bytes) in &kept.current {
        bar.inc(1);
        match target.raw_current_season(season.server)? {
            Some(theirs) if theirs == *bytes => {}
            Some(_) => done.seasons_kept += 1,
            None => {
                return Err(check_failed(&format!(
                    "the current season of server {} is missing from the database",
                    season.server
                )))
            }
        }
    }
    done.seasons = kept.seasons.len();
    Ok(())
}

/// Copies the servers' daily puzzle plans (a plan the database holds is kept) and the
/// answers (the first of a day stays; those of people forgotten in the database are not
/// copied back), then checks that each is there.
fn copy_puzzles(
    source: &SledStore,
    target: &PgStore,
    forgotten: &BTreeSet<u64>,
    done: &mut Migrated,
) -> Result<(), StoreError> {
    let (plans, answers) = source.puzzle_data()?;
    for plan in &plans {
        if target.puzzle_plan(plan.server)?.is_none() {
            target.save_puzzle_plan(plan.server, Some(plan))?;
        }
    }
    let copied: Vec<_> = answers
        .iter()
        .filter(|a| !forgotten.contains(&a.user))
        .collect();
    for answer in &copied {
        target.answer_puzzle(answer)?;
    }
    for plan in &plans {
        if target.puzzle_plan(plan.server)?.is_none() {
            return Err(check_failed(&format!(
                "the daily puzzle of server {} is missing from the database",
                plan.server
            )));
        }
    }
    for a in &copied {
        let day = a.day..a.day + 1;
        if target
            .puzzle_answers(a.server, Some(a.user), day)?
            .is_empty()
        {
            return Err(check_failed(&format!(
                "the puzzle answer of user {} on server {} is missing from the database",
                a.user, a.server
            )));
        }
    }
    done.puzzle_plans = plans.len();
    done.puzzle_answers = answers.len();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::VariantArray;

    /// Every setting the stores keep is copied: a new one added to [`ChannelSetting`]
    /// and not here would be lost by `migrate`.
    #[test]
    fn every_setting_is_migrated() {
        for setting in super::super::ChannelSetting::VARIANTS {
            assert!(SETTINGS.contains(&setting.name()), "{setting:?}");
        }
    }
}
