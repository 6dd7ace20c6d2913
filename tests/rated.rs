//! Which games are rated, one rule said once (docs/rules.md §5 `rated`): the standard
//! rules, team play included, and every person in the game made at least two moves.
//! Case `no-move-rating`: a game resigned before its people moved is kept, not rated, and
//! says so, on both stores, so ratings cannot be farmed by games of no moves.

use crate::common;
use crate::pg_server;

use std::sync::Arc;

use checkers_bot::store::Store;
use checkers_bot::table::{Command, Tables, User};
use common::{alice, bob, carol, new_game_with, one, two_moves_each, two_player_game};

const CHANNEL: u64 = 5;

/// Tables over `store` whose clock stands still (kept games' dates are fixed).
fn clocked(store: Arc<dyn Store>) -> Tables {
    Tables::shared(store).seeded(0).with_clock(|| 1_800_000_000)
}

/// Case `no-move-rating`: `new 2`, `join`, `start`, `resign` (confirmed) before anyone
/// moved: the end says the game is not rated and why, it is kept as not rated, and no
/// rating changes; three such games put nobody on the leaderboard. A game of one move
/// each is not rated either; two each is. On sled and on PostgreSQL.
#[test]
fn no_move_rating_a_game_resigned_before_any_move_is_kept_unrated_on_both_stores() {
    pg_server::on_both(|store: Arc<dyn Store>| {
        let tables = clocked(store);
        for _ in 0..3 {
            two_player_game(&tables, CHANNEL);
            let end = tables.handle(CHANNEL, &bob(), Command::Resign { confirmed: true });
            assert_eq!(
                end[0].text,
                "Bob resigned.\nGame over — only one player is left.\n1. Alice\n\
                 2. Bob (resigned)\nNot rated: every player must make at least 2 moves."
            );
        }
        let store = tables.store();
        for id in 1..=3 {
            let kept = store.kept_game(id).unwrap().expect("kept");
            assert!(!kept.rated && !kept.aborted, "game {id}");
        }
        assert!(store.ratings(0).unwrap().is_empty(), "no rating changed");
        assert_eq!(
            one(tables.handle(CHANNEL, &alice(), Command::Leaderboard(None))).text,
            "Leaderboard (rating = mu − 3 sigma; listed after 3 rated games):\n\
             Nobody has played 3 rated games here yet."
        );
        let history =
            one(tables.handle(CHANNEL, &alice(), Command::History { who: None, page: 1 }));
        assert_eq!(
            history.text.lines().nth(1),
            Some("#3 · 2027-01-15 · Alice, Bob · Alice won · 0 moves · not rated")
        );
        // One move each: still not rated; `status` after the game says so too.
        two_player_game(&tables, CHANNEL);
        tables.handle(CHANNEL, &alice(), Command::Move("d2 e7".into()));
        tables.handle(CHANNEL, &bob(), Command::Move("n2 m6".into()));
        tables.handle(CHANNEL, &bob(), Command::Resign { confirmed: true });
        let status = one(tables.handle(CHANNEL, &alice(), Command::Status)).text;
        assert!(
            status.ends_with("\nNot rated: every player must make at least 2 moves."),
            "{status}"
        );
        assert!(!tables.store().kept_game(4).unwrap().unwrap().rated);
        // Two moves each: rated, both people.
        two_player_game(&tables, CHANNEL);
        two_moves_each(&tables, CHANNEL, &[alice(), bob()]);
        let end = tables.handle(CHANNEL, &bob(), Command::Resign { confirmed: true });
        assert!(!end[0].text.contains("Not rated"), "{}", end[0].text);
        assert!(tables.store().kept_game(5).unwrap().unwrap().rated);
        let mut rated: Vec<(u64, u32)> = tables
            .store()
            .ratings(0)
            .unwrap()
            .iter()
            .map(|r| (r.user, r.games))
            .collect();
        rated.sort_unstable();
        assert_eq!(rated, [(1, 1), (2, 1)]);
    });
}

/// Against the computer only the person's moves count: the computer's replies do not make
/// a game of one move of the person rated.
#[test]
fn the_persons_own_moves_count_not_the_computers() {
    let tables = clocked(Arc::new(
        checkers_bot::store::SledStore::temporary().unwrap(),
    ));
    one(tables.handle(CHANNEL, &alice(), new_game_with(2, &[])));
    one(tables.handle(
        CHANNEL,
        &alice(),
        Command::AddComputer(checkers_bot::ai::Level::Easy),
    ));
    tables.handle(CHANNEL, &alice(), Command::Start);
    tables.handle(CHANNEL, &alice(), Command::Move("d2 e7".into()));
    let end = tables.handle(CHANNEL, &alice(), Command::Resign { confirmed: true });
    assert!(
        end[0]
            .text
            .ends_with("\nNot rated: every player must make at least 2 moves."),
        "{}",
        end[0].text
    );
    let kept = tables.store().kept_game(1).unwrap().unwrap();
    assert_eq!((kept.rated, kept.seats[0].moves), (false, 1));
    assert!(tables.store().ratings(0).unwrap().is_empty());
}

/// The rule is one thing: a team game under the standard rules is rated (the lobby and
/// `rules` say so, and its people are rated, by team: `tests/teams.rs`); a house rule of
/// play makes a game casual, `teams` does not; and the docs say it once, where the rule
/// is defined (docs/rules.md §5 `rated`), the player's guide and the help pointing there.
#[test]
fn team_games_are_rated_by_the_one_rule_the_docs_and_help_state() {
    let tables = clocked(Arc::new(
        checkers_bot::store::SledStore::temporary().unwrap(),
    ));
    let lobby = one(tables.handle(CHANNEL, &alice(), new_game_with(4, &[("teams", "on")]))).text;
    assert!(
        lobby.ends_with("\nRated game: the result changes the players' ratings."),
        "{lobby}"
    );
    let rules = one(tables.handle(CHANNEL, &carol(), Command::Rules)).text;
    assert!(rules.ends_with(" · rated=on`"), "{rules}");
    one(tables.handle(CHANNEL, &alice(), Command::Abort { confirmed: true }));
    let casual = one(tables.handle(
        CHANNEL,
        &alice(),
        new_game_with(4, &[("teams", "on"), ("long_jumps", "on")]),
    ))
    .text;
    assert!(
        casual.ends_with("\nCasual game: kept, but no rating changes."),
        "{casual}"
    );

    let rules_md = std::fs::read_to_string("docs/rules.md").unwrap();
    let row = rules_md
        .lines()
        .find(|l| l.starts_with("| `rated` |"))
        .expect("the `rated` row of §5");
    for said in [
        "team games are rated, by team, §8",
        "every person in the game makes at least 2 moves",
    ] {
        assert!(
            row.contains(said),
            "rules.md's `rated` row lacks {said:?}: {row}"
        );
    }
    let playing = std::fs::read_to_string("docs/playing.md").unwrap();
    let rated = playing
        .split("**Rated or casual.**")
        .nth(1)
        .and_then(|t| t.split("\n\n").next())
        .expect("playing.md's paragraph on rated games");
    assert!(
        rated.contains("[rules.md](rules.md) §5"),
        "playing.md points at the rule: {rated}"
    );
    assert!(
        !rated.contains("one army each"),
        "playing.md does not say the rule a second time: {rated}"
    );
    let kept_help = tables.handle(
        CHANNEL,
        &User::new(9, "Eve"),
        Command::Help(Some(checkers_bot::table::HelpTopic::Ratings)),
    );
    let text: Vec<&str> = kept_help.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(text.len(), 1);
    assert!(
        text[0].ends_with(
            "A game is rated under the standard rules, team play included, when every \
             player makes at least 2 moves; `rules` says whether this one is."
        ),
        "{}",
        text[0]
    );
}
