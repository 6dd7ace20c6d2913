//! Progress bars of the long runs (`arena`, `ladder`, `load`, `migrate`, deep `perft`):
//! drawn on standard error, with the time left, when standard error is
//! a terminal, and nothing at all otherwise, so pipes, files and tests see no bar.
//! Also [`count`], the counts of their reports, and [`human_duration`], their times.

use indicatif::{ProgressBar, ProgressStyle};

/// The bar's line: what it counts, the bar, the count, the time so far and left.
const TEMPLATE: &str = "{msg} [{bar:30}] {pos}/{len} · {elapsed} so far, about {eta} left";

/// A bar of `len` steps saying `what` (`games`, `channels`): on standard error when it
/// is a terminal, else hidden (it then draws nothing, and costs next to nothing).
#[must_use]
pub fn bar(len: u64, what: &str) -> ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    styled(ProgressBar::new(len), what)
}

/// `bar` with the line of [`TEMPLATE`] and the message `what`.
fn styled(bar: ProgressBar, what: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(TEMPLATE).map_or_else(
        |_| ProgressStyle::default_bar(),
        |s| s.progress_chars("=> "),
    );
    bar.with_style(style).with_message(what.to_string())
}

/// Writes `line` on standard error above the bar (plainly when the bar is hidden).
pub fn say(bar: &ProgressBar, line: &str) {
    bar.suspend(|| eprintln!("{line}"));
}

/// `n` with its noun, `one` for 1 and `other` for any other count: `1 game`, `2 games`,
/// `0 games`. The long runs' reports and charts are English only (the bot's own messages
/// take their plurals from the Fluent catalogues).
#[must_use]
pub fn count(n: usize, one: &str, other: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { other })
}

/// A duration in the largest sensible unit: `40 s`, `12 min`, `3.5 h` (the time a deep
/// `perft` depth is expected to take).
#[must_use]
pub fn human_duration(d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    if s < 120.0 {
        format!("{s:.0} s")
    } else if s < 7200.0 {
        format!("{:.0} min", s / 60.0)
    } else {
        format!("{:.1} h", s / 3600.0)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use indicatif::{ProgressDrawTarget, TermLike};

    use super::*;

    /// A terminal 80 columns wide that keeps what is written on it.
    #[derive(Clone, Debug, Default)]
    struct Screen(Arc<Mutex<String>>);

    impl TermLike for Screen {
        fn width(&self) -> u16 {
            80
        }
        fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
            Ok(())
        }
        fn write_line(&self, s: &str) -> std::io::Result<()> {
            self.write_str(&format!("{s}\n"))
        }
        fn write_str(&self, s: &str) -> std::io::Result<()> {
            self.0.lock().unwrap().push_str(s);
            Ok(())
        }
        fn clear_line(&self) -> std::io::Result<()> {
            self.0.lock().unwrap().clear();
            Ok(())
        }
        fn flush(&self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_count_of_one_takes_the_singular() {
        assert_eq!(count(1, "game", "games"), "1 game");
        assert_eq!(count(0, "game", "games"), "0 games");
        assert_eq!(count(2, "pair result", "pair results"), "2 pair results");
    }

    /// On a terminal the bar says what it counts, how far it is and the time left.
    #[test]
    fn a_bar_on_a_terminal_shows_the_count_and_the_time_left() {
        assert!(ProgressStyle::with_template(TEMPLATE).is_ok());
        let screen = Screen::default();
        let target = ProgressDrawTarget::term_like(Box::new(screen.clone()));
        let bar = styled(ProgressBar::with_draw_target(Some(10), target), "games");
        bar.set_position(3);
        bar.tick();
        let line = screen.0.lock().unwrap().trim_end().to_string();
        assert!(line.starts_with("games [========="), "{line:?}");
        assert!(line.contains("] 3/10 · "), "{line:?}");
        assert!(
            line.contains(" so far, about ") && line.ends_with(" left"),
            "{line:?}"
        );
    }
}
