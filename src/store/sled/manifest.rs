//! The manifest beside sled's files: how many record writes the database had made, so
//! that writes lost by sled's silent recovery are noticed when the store opens.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// The manifest file in the database folder.
pub const MANIFEST_FILE: &str = "checkers-manifest";
/// The manifest reaches the disk (`fsync`) at least every this many record writes, and at
/// open and flush; in between it is written to the file (the system's cache) after every
/// write.
const MANIFEST_SYNC_EVERY: u64 = 32;

/// A file outside sled's own files that remembers how many record writes the database
/// had made (written after each write's flush, so never ahead of the database). sled
/// recovers a damaged log by dropping everything after the damage, silently; when the
/// counter inside the database is found below the manifest's, writes that were confirmed
/// have been lost, down to the last one, and the store refuses to open
/// ([`StoreError::Damaged`](crate::store::StoreError::Damaged)) instead of carrying on without them.
///
/// After each write the count is written in place (one `write` of a fixed-length text,
/// no `fsync`: the cost is a system call, not a disk round trip); the file is synced
/// every [`MANIFEST_SYNC_EVERY`] writes and at flush. Damage while the system runs or
/// after it stopped cleanly (a cut log, deleted files) is caught to the last write; after
/// a power cut the manifest may lag by up to [`MANIFEST_SYNC_EVERY`] writes, the writes
/// sled itself made durable before confirming them.
pub(super) struct Manifest {
    path: PathBuf,
    state: Mutex<ManifestState>,
}

#[derive(Default)]
struct ManifestState {
    /// The count last written to the file.
    written: u64,
    /// The count last synced to the disk.
    synced: u64,
    /// The file, open for writing in place once it has the fixed-length form.
    file: Option<std::fs::File>,
}

impl Manifest {
    /// A manifest kept in file `path`, written at the first [`Manifest::record`].
    pub(super) fn new(path: PathBuf) -> Manifest {
        Manifest {
            path,
            state: Mutex::new(ManifestState::default()),
        }
    }

    /// The count the file at `path` says, if it can be read.
    pub(super) fn read(path: &Path) -> Option<u64> {
        let text = std::fs::read_to_string(path).ok()?;
        text.lines()
            .find_map(|l| l.strip_prefix("writes "))
            .and_then(|n| n.trim().parse().ok())
    }

    /// The file's text for `writes`: always the same length (the count in 20 digits), so
    /// a rewrite in place replaces it whole.
    fn text(writes: u64) -> String {
        format!(
            "checkers-bot store manifest: the database had made this many record writes\n\
             writes {writes:020}\n"
        )
    }

    /// Records `writes` (already flushed) if it is above what the file says; syncs it to
    /// the disk when `sync` or every [`MANIFEST_SYNC_EVERY`] writes.
    pub(super) fn record(&self, writes: u64, sync: bool) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if writes <= state.written && !(sync && state.synced < state.written) {
            return;
        }
        let writes = writes.max(state.written);
        // A new file is always synced.
        let sync = sync || state.file.is_none() || writes >= state.synced + MANIFEST_SYNC_EVERY;
        let done = match &mut state.file {
            Some(file) => Self::overwrite(file, writes, sync),
            None => self.create(writes).map(|file| state.file = Some(file)),
        };
        match done {
            Ok(()) => {
                state.written = writes;
                if sync {
                    state.synced = writes;
                }
            }
            Err(e) => {
                state.file = None;
                tracing::warn!(path = %self.path.display(), error = &e as &dyn std::error::Error, "cannot write the store manifest");
            }
        }
    }

    /// Writes the file whole (a new file, synced, renamed over the old one); returns it
    /// open for writing in place.
    fn create(&self, writes: u64) -> std::io::Result<std::fs::File> {
        let tmp = self.path.with_extension("tmp");
        let mut f = std::fs::File::create(&tmp)?;
        std::io::Write::write_all(&mut f, Self::text(writes).as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, &self.path)?;
        std::fs::OpenOptions::new().write(true).open(&self.path)
    }

    fn overwrite(file: &mut std::fs::File, writes: u64, sync: bool) -> std::io::Result<()> {
        use std::io::{Seek, Write};
        file.seek(std::io::SeekFrom::Start(0))?;
        file.write_all(Self::text(writes).as_bytes())?;
        if sync {
            file.sync_data()?;
        }
        Ok(())
    }
}
