//! The door commands come in by, for a clean shutdown: once closed, new commands are
//! turned away, and shutdown waits until the commands already inside have written their
//! changes and sent their answers.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Counts the commands being handled; refuses new ones once closed.
#[derive(Debug, Default)]
pub struct Gate {
    closed: AtomicBool,
    inside: AtomicUsize,
}

/// A command inside the gate; leaving happens on drop.
#[derive(Debug)]
pub struct Pass(Arc<Gate>);

impl Drop for Pass {
    fn drop(&mut self) {
        self.0.inside.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Gate {
    /// Lets a command in; `None` once the gate is closed.
    pub fn enter(self: &Arc<Self>) -> Option<Pass> {
        self.inside.fetch_add(1, Ordering::SeqCst);
        let pass = Pass(Arc::clone(self));
        // Checked after counting in, so `drained` never misses a command that got in.
        (!self.closed.load(Ordering::SeqCst)).then_some(pass)
    }

    /// Turns every later command away.
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
    }

    /// Commands being handled now.
    pub fn inside(&self) -> usize {
        self.inside.load(Ordering::SeqCst)
    }

    /// Waits until no command is inside, at most `limit`; whether it got there.
    pub async fn drained(&self, limit: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + limit;
        while self.inside() > 0 {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_closed_gate_turns_commands_away_and_drains() {
        let gate = Arc::new(Gate::default());
        let inside = gate.enter().expect("open");
        assert_eq!(gate.inside(), 1);
        gate.close();
        assert!(gate.enter().is_none(), "closed");
        assert!(
            !gate.drained(Duration::from_millis(50)).await,
            "one still inside"
        );
        drop(inside);
        assert!(gate.drained(Duration::from_millis(50)).await);
    }
}
