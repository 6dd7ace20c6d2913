//! What the Discord adapter itself says, beyond the table's replies: lobby buttons and
//! hints, and answers about Discord matters (permissions, threads, restarts, failures).
//! The words are the catalogue's (`button-*`, `lobby-hint*`, `bot-*`, `thread-*`,
//! `permission-*`, `discord-*` in `data/locales/<lang>/main.ftl`); this module holds what
//! is done to them besides.
//!
//! Which language: what only the user sees follows their Discord locale; what the channel
//! sees follows the channel's public language ([`crate::table::Tables::public_language`]).

use crate::i18n::Catalogue;
use crate::t;

/// A permission by Discord's English name (as [`super::permissions::needed`] names it) in
/// the words of `cat`: `Attach Files` is `permission-attach-files`.
fn permission(cat: &Catalogue, name: &str) -> String {
    let id = format!("permission-{}", name.to_ascii_lowercase().replace(' ', "-"));
    cat.get(&id, None).unwrap_or_else(|| name.to_string())
}

/// The bot lacks permissions `perms` (Discord's English names) for a game in this channel
/// or, with `thread`, in a new thread here.
#[must_use]
pub fn missing_permissions(cat: &Catalogue, perms: &[&str], thread: bool) -> String {
    let list = perms
        .iter()
        .map(|p| format!("**{}**", permission(cat, p)))
        .collect::<Vec<_>>()
        .join(", ");
    t!(cat, "missing-permissions",
        "place" => if thread { "thread" } else { "channel" },
        "count" => perms.len(),
        "list" => list)
}

/// The name of a game's thread: at most 100 characters, and the creator's name without
/// anything that could read as a mention or markup.
#[must_use]
pub fn thread_name(cat: &Catalogue, name: &str, players: usize) -> String {
    let name: String = name
        .chars()
        .filter(|c| {
            !crate::core::is_hidden(*c)
                && !matches!(c, '<' | '>' | '@' | '`' | '*' | '_' | '~' | '|')
        })
        .take(32)
        .collect();
    let name = match name.trim() {
        "" => "?",
        n => n,
    };
    t!(cat, "thread-name", "name" => name, "players" => players)
        .chars()
        .take(100)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalogue;

    #[test]
    fn thread_names_are_short_and_mention_free() {
        let en = catalogue("en");
        assert_eq!(
            thread_name(en, "alice", 2),
            "Chinese Checkers · alice · 2 players"
        );
        assert_eq!(
            thread_name(en, "<@&123> @everyone", 3),
            "Chinese Checkers · &123 everyone · 3 players"
        );
        assert_eq!(thread_name(en, "@@", 2), "Chinese Checkers · ? · 2 players");
        assert!(thread_name(en, &"x".repeat(500), 6).chars().count() <= 100);
        assert_eq!(
            thread_name(catalogue("cs"), "Řehoř", 6),
            "Čínská dáma · Řehoř · 6 hráčů"
        );
    }

    #[test]
    fn missing_permissions_are_named_in_the_readers_language() {
        let en = catalogue("en");
        let one = missing_permissions(en, &["Attach Files"], false);
        assert_eq!(
            one,
            "I cannot run a game in this channel: I lack the permission **Attach Files**. \
             A server admin can grant them to my role in the channel's settings (Permissions)."
        );
        let two = missing_permissions(en, &["View Channel", "Send Messages"], true);
        assert!(
            two.starts_with("I cannot run a game in a thread here: I lack the permissions **View Channel**, **Send Messages**."),
            "{two}"
        );
        let it = missing_permissions(catalogue("it"), &["Attach Files"], false);
        assert!(it.contains("mi manca il permesso **Allega file**"), "{it}");
        let pt = missing_permissions(
            catalogue("pt-BR"),
            &["Attach Files", "Send Messages"],
            false,
        );
        assert!(
            pt.contains("faltam as permissões **Anexar arquivos**, **Enviar mensagens**"),
            "{pt}"
        );
    }
}
