//! The tables as async code sees them: [`BlockingTables`] runs every call on a blocking
//! thread (`tokio::task::spawn_blocking`).
//!
//! Table work reads and writes the store, replays games, renders boards and lets computer
//! players think: it blocks for milliseconds to seconds and must never run on a runtime
//! thread. The Discord adapter holds only this wrapper, and its field is private to this
//! module, so no handler can reach the synchronous [`Tables`] without going through
//! [`BlockingTables::run`].

use std::sync::Arc;

use tokio::task::JoinError;

use crate::store::StoreError;
use crate::table::Tables;

/// Shared [`Tables`] whose every use runs on a blocking thread. Cloning is cheap.
#[derive(Clone)]
pub(crate) struct BlockingTables(Arc<Tables>);

impl BlockingTables {
    /// Wraps `tables`.
    pub(crate) fn new(tables: Arc<Tables>) -> BlockingTables {
        BlockingTables(tables)
    }

    /// Runs `work` on the tables on a blocking thread and waits for its result.
    ///
    /// # Errors
    /// The [`JoinError`] when `work` panicked.
    pub(crate) async fn run<T, F>(&self, work: F) -> Result<T, JoinError>
    where
        T: Send + 'static,
        F: FnOnce(&Tables) -> T + Send + 'static,
    {
        let tables = Arc::clone(&self.0);
        tokio::task::spawn_blocking(move || work(&tables)).await
    }

    /// The language of `channel`'s public posts ([`Tables::public_language`]); English
    /// when the lookup failed.
    pub(crate) async fn public_language(
        &self,
        channel: u64,
        guild_locale: Option<String>,
    ) -> &'static str {
        self.run(move |t| t.public_language(channel, guild_locale.as_deref()))
            .await
            .unwrap_or("en")
    }

    /// Flushes the store to disk ([`crate::store::Store::flush`]).
    ///
    /// # Errors
    /// The store's error; [`StoreError::Backend`] when the worker thread panicked.
    pub(crate) async fn flush(&self) -> Result<(), StoreError> {
        self.run(Tables::flush)
            .await
            .unwrap_or_else(|e| Err(StoreError::Backend(Box::new(e))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SledStore;

    /// Table work never runs on the thread of the async task that asks for it.
    #[tokio::test(flavor = "current_thread")]
    async fn table_work_runs_off_the_runtime_thread() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let tables = BlockingTables::new(Arc::new(Tables::new(store)));
        let runtime_thread = std::thread::current().id();
        let worker = tables.run(|_| std::thread::current().id()).await.unwrap();
        assert_ne!(worker, runtime_thread);
        assert_eq!(tables.public_language(7, None).await, "en");
        assert!(tables.flush().await.is_ok());
    }
}
