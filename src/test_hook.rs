//! Test-only pauses for crash tests (a SIGKILL between a game's end and its rating
//! write, or while the computers think). With the environment variable
//! `CHECKERS_TEST_PAUSE=POINT:FILE`, the process that reaches `POINT` writes `FILE` and
//! then sleeps until it is killed; without the variable (always, outside tests)
//! [`pause`] returns at once.
//!
//! Points: [`RATING_WRITE`], inside the store's transaction that ends a game, after the
//! finished table record and the kept game are written to it and before the ratings are;
//! [`FINISHED`], after that transaction has committed.

/// Inside the transaction that ends a game, before the rating write.
pub const RATING_WRITE: &str = "rating-write";
/// After the transaction that ends a game has committed.
pub const FINISHED: &str = "finished";
/// After a person's move is stored, while the computers think of their answer.
pub const COMPUTERS_THINK: &str = "computers-think";

/// Pauses for good at `point` when `CHECKERS_TEST_PAUSE` names it (see the module docs).
pub fn pause(point: &str) {
    let Ok(spec) = std::env::var("CHECKERS_TEST_PAUSE") else {
        return;
    };
    let Some((at, file)) = spec.split_once(':') else {
        return;
    };
    if at != point {
        return;
    }
    let _ = std::fs::write(file, point);
    loop {
        std::thread::sleep(std::time::Duration::from_hours(1));
    }
}
