//! What the Discord adapter itself says (everything else comes from the table's
//! catalogue): button labels, and answers about Discord matters — permissions, threads,
//! restarts, failures.

/// Button labels of a lobby message.
pub const JOIN: &str = "Join";
/// See [`JOIN`].
pub const LEAVE: &str = "Leave";
/// See [`JOIN`].
pub const ADD_COMPUTER: &str = "Add computer";
/// See [`JOIN`].
pub const START: &str = "Start";

/// Under a lobby: how the buttons work.
pub const LOBBY_HINT: &str = "Press **Join** to take a seat; the creator may **Add computer** \
     players and presses **Start** when every seat is taken.";
/// Under a lobby when games start by themselves.
pub const LOBBY_HINT_AUTO: &str =
    "Press **Join** to take a seat; the creator may **Add computer** \
     players. The game starts as soon as every seat is taken.";

/// A button of an earlier lobby.
pub const LOBBY_CLOSED: &str =
    "This lobby is closed: its game has started or was cancelled. `/checkers status` shows what is going on here.";

/// A command while the bot shuts down.
pub const RESTARTING: &str =
    "The bot is shutting down for a moment and takes no commands; please try again in a minute.";

/// A command that failed inside the bot.
pub const FAILED: &str = "Something went wrong on my side; nothing was changed. Please try again.";

/// A command that is still running long after it was deferred.
pub const TOO_SLOW: &str =
    "This is taking far too long; I stopped waiting. `/checkers board` shows the game as it stands.";

/// Shown for an instant where a deferred public answer turned out to be private.
pub const ANSWERED_PRIVATELY: &str = "(answered privately)";

/// `new thread:true` inside a thread.
pub const THREAD_IN_THREAD: &str = "This is a thread already, and threads cannot hold threads. \
     Leave out `thread` to play here, or run the command in the parent channel.";

/// `new thread:true` outside a server.
pub const THREAD_OUTSIDE_GUILD: &str = "Games in threads need a server channel.";

/// The bot lacks permissions for a game here; `perms` lists them.
#[must_use]
pub fn missing_permissions(perms: &[&str], place: &str) -> String {
    let (noun, list) = match perms {
        [one] => ("permission", format!("**{one}**")),
        _ => (
            "permissions",
            perms
                .iter()
                .map(|p| format!("**{p}**"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    };
    format!(
        "I cannot run a game {place}: I lack the {noun} {list}. A server admin can grant \
         them to my role in the channel's settings (Permissions)."
    )
}

/// Discord refused to open a thread.
#[must_use]
pub fn thread_failed(reason: &str) -> String {
    format!("I could not open a thread for the game: {reason}. Nothing was changed.")
}

/// The name of a game's thread: at most 100 characters, and the creator's name without
/// anything that could read as a mention or markup.
#[must_use]
pub fn thread_name(name: &str, players: usize) -> String {
    let name: String = name
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '<' | '>' | '@' | '`' | '*' | '_' | '~' | '|'))
        .take(32)
        .collect();
    let name = match name.trim() {
        "" => "?",
        n => n,
    };
    format!("Chinese Checkers · {name} · {players} players")
        .chars()
        .take(100)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_names_are_short_and_mention_free() {
        assert_eq!(
            thread_name("alice", 2),
            "Chinese Checkers · alice · 2 players"
        );
        assert_eq!(
            thread_name("<@&123> @everyone", 3),
            "Chinese Checkers · &123 everyone · 3 players"
        );
        assert_eq!(thread_name("@@", 2), "Chinese Checkers · ? · 2 players");
        assert!(thread_name(&"x".repeat(500), 6).chars().count() <= 100);
    }

    #[test]
    fn missing_permissions_are_named() {
        let one = missing_permissions(&["Attach Files"], "here");
        assert!(one.contains("permission **Attach Files**"), "{one}");
        let two = missing_permissions(&["A", "B"], "here");
        assert!(two.contains("permissions **A**, **B**"), "{two}");
    }
}
