//! Progress bars of the long runs (`arena`, `load`, `migrate`, deep `perft`; issue 20 item
//! 5): drawn on standard error, with the time left, when standard error is a terminal, and
//! nothing at all otherwise, so pipes, files and tests see no bar.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar of `len` steps saying `what` (`games`, `channels`): on standard error when it
/// is a terminal, else hidden (it then draws nothing, and costs next to nothing).
#[must_use]
pub fn bar(len: u64, what: &str) -> ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let template = "{msg} [{bar:30}] {pos}/{len} · {elapsed} so far, about {eta} left";
    let style = ProgressStyle::with_template(template).map_or_else(
        |_| ProgressStyle::default_bar(),
        |s| s.progress_chars("=> "),
    );
    ProgressBar::new(len)
        .with_style(style)
        .with_message(what.to_string())
}

/// Writes `line` on standard error above the bar (plainly when the bar is hidden).
pub fn say(bar: &ProgressBar, line: &str) {
    bar.suspend(|| eprintln!("{line}"));
}
