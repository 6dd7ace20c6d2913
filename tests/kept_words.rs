//! What `history`, `profile`, `record`, `forget-me` and `rules` say about kept games
//! and ratings, for the cases a new user tries: names ending in a number,
//! numbers that are no page, a page past the end, plurals of one, an id too long, a
//! command without its game id, `forget-me confirm` twice, a forgotten player's name,
//! rated or casual in the history, and `rated` among the table settings; and where a
//! kept game may be seen (its server; a private thread's or a direct message's game
//! only there).

use crate::common;

use common::{
    alice, bob, clocked_tables, console_output, new_game_with, on_server, one, two_moves_each,
};

use checkers_bot::i18n::catalogue;
use checkers_bot::t;
use checkers_bot::table::{Command, Tables, UnknownCommand, User, Who};

/// The server of these tests.
const SERVER: u64 = 700;

/// `u` on [`SERVER`].
fn on(u: &User) -> User {
    on_server(u, SERVER)
}

/// A person on [`SERVER`].
fn person(id: u64, name: &str) -> User {
    on(&User::new(id, name))
}

/// The only reply's text of `command` from `user` in channel 5.
fn said(tables: &Tables, user: &User, command: Command) -> String {
    one(tables.handle(5, user, command)).text
}

/// A 2-player game in channel 5 with `settings`: `winner` opens it, `loser` joins, both
/// make two moves (the least that rates a game), and `loser` resigns.
fn play(tables: &Tables, winner: &User, loser: &User, settings: &[(&str, &str)]) {
    one(tables.handle(5, winner, new_game_with(2, settings)));
    one(tables.handle(5, loser, Command::Join));
    tables.handle(5, winner, Command::Start);
    two_moves_each(tables, 5, &[winner.clone(), loser.clone()]);
    assert!(!tables
        .handle(5, loser, Command::Resign { confirmed: true })
        .is_empty());
}

/// Rated settings under which a resignation ends the game at once.
const RATED: [(&str, &str); 2] = [("abandon", "freeze"), ("rated", "on")];

fn history(who: Option<&str>, page: usize) -> Command {
    Command::History {
        who: who.map(|w| Who::Name(w.into())),
        page,
    }
}

/// Typed `history` words: a name is passed on whole (its last number included), a
/// number alone is the page, a number that is no page is refused with the word (cut
/// with an ellipsis when long).
#[test]
fn history_words_keep_names_whole_and_refuse_numbers_that_are_no_page() {
    let parse = |text: &str| Command::parse(text).map(Option::unwrap);
    assert_eq!(parse("history 2"), Ok(history(None, 2)));
    assert_eq!(parse("history"), Ok(history(None, 1)));
    assert_eq!(
        parse("history Computer 2"),
        Ok(history(Some("Computer 2"), 1))
    );
    assert_eq!(parse("history Bob"), Ok(history(Some("Bob"), 1)));
    assert_eq!(parse("history -1"), Err(UnknownCommand::Page("-1".into())));
    assert_eq!(parse("history 0"), Err(UnknownCommand::Page("0".into())));
    assert_eq!(
        parse("history Bob 0"),
        Err(UnknownCommand::Page("0".into()))
    );
    assert_eq!(
        parse("history 100001"),
        Err(UnknownCommand::Page("100001".into()))
    );
    assert_eq!(parse("history 100000"), Ok(history(None, 100_000)));
    assert_eq!(
        parse("history 99999999999999999999999"),
        Err(UnknownCommand::Page("99999999999…".into()))
    );
}

/// `record` and `replay` with a wrong number of words, and an id too long to be one:
/// the console says what is expected, and echoes a long word cut with an ellipsis.
#[test]
fn record_and_replay_say_what_they_expect() {
    assert_eq!(
        Command::parse("record"),
        Err(UnknownCommand::GameUsage("record"))
    );
    assert_eq!(
        Command::parse("record 1 2"),
        Err(UnknownCommand::GameUsage("record"))
    );
    assert_eq!(
        Command::parse("replay 1 2"),
        Err(UnknownCommand::GameUsage("replay"))
    );
    assert_eq!(Command::parse("replay"), Ok(Some(Command::Replay)));
    assert_eq!(
        Command::parse("record 12345678901234567890123"),
        Err(UnknownCommand::GameId("12345678901…".into()))
    );
    assert_eq!(
        Command::parse("record #123456789012"),
        Ok(Some(Command::Record(123_456_789_012)))
    );

    let input = "record\nrecord 1 2\nreplay 1 2\nrecord 12345678901234567890123\nhistory -1\n";
    let out = console_output(&clocked_tables(), input);
    // Each answer follows the prompt.
    let lines: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("You> "))
        .collect();
    let expected = [
        "`record` takes one kept game's number, the # number `history` shows: `record 12`.",
        "`record` takes one kept game's number, the # number `history` shows: `record 12`.",
        "`replay` alone replays the game here; `replay 12` replays kept game #12 (the # number `history` shows).",
        "12345678901… is not a game id: use the # number `history` shows.",
        "-1 is not a page: pages count from 1 (`history 2`).",
    ];
    assert_eq!(lines[..5], expected, "{out}");
}

/// Through the table: a name ending in a number is the whole name when someone is
/// called so (`Agent 47`), else the name before the page (`Bob 2`); a computer seat's
/// name gets its own answer; a page past the end says how many pages there are; each
/// history line says rated or casual.
#[test]
fn history_finds_names_pages_and_the_end() {
    let tables = clocked_tables();
    let (a, b, agent) = (on(&alice()), on(&bob()), person(47, "Agent 47"));
    // Nothing kept yet: page 2 is not "past the end" of anything.
    assert_eq!(
        said(&tables, &a, history(None, 2)),
        "Latest games here (page 2):\nNo games kept yet."
    );
    // Eleven rated games of Alice and Bob, then a casual one of Alice and Agent 47.
    for _ in 0..11 {
        play(&tables, &a, &b, &RATED);
    }
    play(
        &tables,
        &a,
        &agent,
        &[("abandon", "freeze"), ("rated", "off")],
    );
    let page = said(&tables, &a, history(None, 1));
    let lines: Vec<&str> = page.lines().collect();
    assert_eq!(lines.len(), 12, "{page}");
    assert_eq!(
        lines[1],
        "#12 · 2027-01-15 · Alice, Agent 47 · Alice won · 4 moves · casual"
    );
    assert_eq!(
        lines[2],
        "#11 · 2027-01-15 · Alice, Bob · Alice won · 4 moves · rated"
    );
    assert_eq!(lines[11], "Older games: page 2.");

    // `history Bob 2`: Bob's second page (his 11 games: 10 + 1).
    let bob2 = said(&tables, &a, history(Some("Bob 2"), 1));
    let lines: Vec<&str> = bob2.lines().collect();
    assert_eq!(lines[0], "Latest games of Bob here (page 2):");
    assert_eq!(lines.len(), 2, "{bob2}");
    assert!(lines[1].starts_with("#1 · "), "{bob2}");
    // `history Agent 47`: the whole name, page 1.
    let agent47 = said(&tables, &a, history(Some("agent 47"), 1));
    let lines: Vec<&str> = agent47.lines().collect();
    assert_eq!(lines[0], "Latest games of Agent 47 here (page 1):");
    assert_eq!(lines.len(), 2, "{agent47}");
    // Nobody by the whole name nor by the name before the number: the answer names what
    // was typed, whole.
    assert_eq!(
        said(&tables, &a, history(Some("Agent 46"), 1)),
        "Nobody called Agent 46 has played here."
    );

    // Past the end: how many pages there are, in all and for one person.
    assert_eq!(
        said(&tables, &a, history(None, 3)),
        "Page 3 is past the end: there are 2 pages."
    );
    assert_eq!(
        said(&tables, &a, history(Some("Agent 47 2"), 1)),
        "Page 2 is past the end: there is only 1 page."
    );
    // A computer seat's name, with or without the seat, in any case or language.
    let computer = "Computers have no history or profile of their own: “Computer 2” is only \
                    seat 2's name in one game. `history` and `profile` take a person's name.";
    for name in ["Computer 2", "computer", "Computador 3", "Computer 2 3"] {
        assert_eq!(
            said(&tables, &a, history(Some(name), 1)),
            computer,
            "{name}"
        );
    }
    assert_eq!(
        said(
            &tables,
            &a,
            Command::Profile(Some(Who::Name("Computer 2".into())))
        ),
        computer
    );
    // Other unknown names: the name as typed, its number included.
    assert_eq!(
        said(&tables, &a, history(Some("Zed 2"), 1)),
        "Nobody called Zed 2 has played here."
    );
}

/// `forget-me confirm` twice: the second says there is nothing to forget; `confirm`
/// in any case and language; the forgotten person's kept name is not looked up.
#[test]
fn forget_me_twice_and_the_former_players_name() {
    for text in [
        "forget-me confirm",
        "FORGET-ME CONFIRM",
        "forget-me Conferma",
        "forget-me POTVRDIT",
    ] {
        assert_eq!(
            Command::parse(text),
            Ok(Some(Command::ForgetMe { confirmed: true })),
            "{text}"
        );
    }
    let tables = clocked_tables();
    let (a, b) = (on(&alice()), on(&bob()));
    play(&tables, &a, &b, &RATED);
    let confirm = || Command::ForgetMe { confirmed: true };
    let first = one(tables.handle(5, &b, confirm()));
    assert!(first.private);
    assert_eq!(
        first.text,
        "Your ratings and best crossings are deleted, and your name in kept games is now “a former player”."
    );
    let again = one(tables.handle(5, &b, confirm()));
    assert!(again.private);
    assert_eq!(
        again.text,
        "There is nothing of yours to forget: no ratings, best crossings or kept games under \
         your name (forgotten already, or never played)."
    );
    // Someone who never played has nothing to forget either.
    assert_eq!(said(&tables, &person(9, "Nine"), confirm()), again.text);
    // The history shows the former player; their name finds nobody, on purpose.
    let page = said(&tables, &a, history(None, 1));
    assert!(
        page.ends_with("#1 · 2027-01-15 · Alice, a former player · Alice won · 4 moves · rated"),
        "{page}"
    );
    let former = "People who used `forget-me` cannot be found by name, on purpose: their kept \
                  games show them as “a former player”, and nothing links those games together \
                  any more.";
    for name in ["a former player", "A Former Player", "un ex giocatore"] {
        assert_eq!(said(&tables, &a, history(Some(name), 1)), former, "{name}");
    }
    assert_eq!(
        said(
            &tables,
            &a,
            Command::Profile(Some(Who::Name("a former player".into())))
        ),
        former
    );
    assert_eq!(
        said(&tables, &a, history(Some("Bob"), 1)),
        "Nobody called Bob has played here."
    );
}

/// A profile of one game and one win says "1 game, 1 win" (not "1 games"), and so does
/// the card's line in each language; two say "2 games".
#[test]
fn profiles_count_one_game_and_one_win_in_the_singular() {
    let tables = clocked_tables();
    let (a, b) = (on(&alice()), on(&bob()));
    play(&tables, &a, &b, &RATED);
    let profile = said(&tables, &a, Command::Profile(None));
    assert!(
        profile.contains(", 1 game, 1 win, average place 1.00."),
        "{profile}"
    );
    let bobs = said(&tables, &b, Command::Profile(None));
    assert!(
        bobs.contains(", 1 game, 0 wins, average place 2.00."),
        "{bobs}"
    );
    play(&tables, &a, &b, &RATED);
    let profile = said(&tables, &a, Command::Profile(None));
    assert!(profile.contains(", 2 games, 2 wins, "), "{profile}");

    let card = |lang: &str, games: u32, wins: u32| t!(catalogue(lang), "card-games-wins", "games" => games, "wins" => wins);
    assert_eq!(card("en", 1, 1), "1 game · 1 win");
    assert_eq!(card("en", 2, 0), "2 games · 0 wins");
    assert_eq!(card("it", 1, 1), "1 partita · 1 vittoria");
    assert_eq!(card("it", 3, 2), "3 partite · 2 vittorie");
    assert_eq!(card("nb", 1, 1), "1 parti · 1 seier");
    assert_eq!(card("nb", 4, 2), "4 partier · 2 seire");
    // Portuguese counts 0 as "one": zero wins stay plural.
    assert_eq!(card("pt-BR", 1, 0), "1 partida · 0 vitórias");
    assert_eq!(card("pt-BR", 1, 1), "1 partida · 1 vitória");
    assert_eq!(card("cs", 1, 1), "her: 1 · výher: 1");
    let it = t!(catalogue("it"), "profile", "name" => "Alice", "rating" => "1.0",
        "mu" => "25.00", "sigma" => "8.33", "games" => 1u32, "wins" => 1u32, "place" => "1.00");
    assert!(it.contains("1 partita, 1 vittoria"), "{it}");
    let pt = t!(catalogue("pt-BR"), "profile", "name" => "Alice", "rating" => "1.0",
        "mu" => "25.00", "sigma" => "8.33", "games" => 1u32, "wins" => 0u32, "place" => "2.00");
    assert!(pt.contains("1 partida, 0 vitórias"), "{pt}");
}

/// `rules` lists `rated` beside `theme`: the game's (on by default under the standard
/// rules, off when chosen), and for the channel's defaults what a new game would get.
#[test]
fn rules_list_the_rated_setting() {
    let tables = clocked_tables();
    let a = on(&alice());
    let defaults = said(&tables, &a, Command::Rules);
    assert!(
        defaults.ends_with(" · theme=light · rated=on`"),
        "{defaults}"
    );
    one(tables.handle(5, &a, new_game_with(2, &[("rated", "off")])));
    let game = said(&tables, &a, Command::Rules);
    assert!(game.ends_with(" · theme=light · rated=off`"), "{game}");
    one(tables.handle(5, &a, Command::Abort { confirmed: true }));
    one(tables.handle(5, &a, new_game_with(3, &[])));
    let game = said(&tables, &a, Command::Rules);
    assert!(game.ends_with(" · theme=light · rated=on`"), "{game}");
    one(tables.handle(5, &a, Command::Abort { confirmed: true }));
    one(tables.handle(5, &a, new_game_with(2, &[("long_jumps", "on")])));
    let game = said(&tables, &a, Command::Rules);
    assert!(game.ends_with(" · theme=light · rated=off`"), "{game}");
}

/// Who may see a kept game: `replay <id>`, `record <id>` and `history` in a channel of
/// the server show the games played in its public channels; a game played in a private
/// thread only in that thread; a game played in a direct message only in that direct
/// message; no game on another server. Ids are global and sequential, so an id from
/// elsewhere is answered as one never given.
#[test]
fn kept_games_are_shown_only_where_they_were_visible() {
    let tables = clocked_tables();
    let (a, b) = (on(&alice()), on(&bob()));
    let in_thread = |u: &User| User {
        private: true,
        ..u.clone()
    };
    let (carol, dave) = (person(3, "Carol"), person(4, "Dave"));
    // 1: Alice and Bob in public channel 5; 2: Carol and Dave in private thread 6.
    play(&tables, &a, &b, &RATED);
    let (tc, td) = (in_thread(&carol), in_thread(&dave));
    one(tables.handle(6, &tc, new_game_with(2, &RATED)));
    one(tables.handle(6, &td, Command::Join));
    tables.handle(6, &tc, Command::Start);
    two_moves_each(&tables, 6, &[tc.clone(), td.clone()]);
    assert!(!tables
        .handle(6, &td, Command::Resign { confirmed: true })
        .is_empty());
    // 3: Alice in a direct message (server 0, channel 70) against the computer.
    let dm = |u: &User| User {
        server: 0,
        ..u.clone()
    };
    one(tables.handle(70, &dm(&a), new_game_with(2, &RATED)));
    one(tables.handle(
        70,
        &dm(&a),
        Command::AddComputer(checkers_bot::ai::Level::Easy),
    ));
    tables.handle(70, &dm(&a), Command::Start);
    two_moves_each(&tables, 70, &[dm(&a)]);
    assert!(!tables
        .handle(70, &dm(&a), Command::Resign { confirmed: true })
        .is_empty());

    let unknown = |id: u64| format!("No game #{id} is kept on this server.");
    let replay =
        |channel: u64, u: &User, id: u64| one(tables.handle(channel, u, Command::ReplayGame(id)));
    let record =
        |channel: u64, u: &User, id: u64| one(tables.handle(channel, u, Command::Record(id)));
    // In public channel 5, or any other public channel: game 1 only.
    for channel in [5, 11] {
        assert!(replay(channel, &b, 1).image.is_some());
        assert_eq!(replay(channel, &b, 2).text, unknown(2));
        assert_eq!(record(channel, &carol, 2).text, unknown(2));
        assert_eq!(record(channel, &b, 3).text, unknown(3));
        let page = said_in(&tables, channel, &b, history(None, 1));
        assert_eq!(page.lines().count(), 2, "{page}");
        assert!(page.contains("#1 · "), "{page}");
        // Carol played only in the thread: rated on the server (the leaderboard shows
        // her), but none of her games is listed here.
        assert_eq!(
            said_in(&tables, channel, &b, history(Some("Carol"), 1)),
            "Latest games of Carol here (page 1):\nNo games kept yet."
        );
    }
    // In the thread: both of the server's games.
    assert!(replay(6, &tc, 2).image.is_some());
    assert_eq!(record(6, &tc, 2).file_name, Some("record.txt"));
    let page = said_in(&tables, 6, &tc, history(None, 1));
    assert_eq!(page.lines().count(), 3, "{page}");
    // On another server, or in another direct message: none of them.
    let elsewhere = User {
        server: SERVER + 1,
        ..b.clone()
    };
    for id in 1..=3 {
        assert_eq!(replay(5, &elsewhere, id).text, unknown(id));
        assert_eq!(replay(71, &dm(&b), id).text, unknown(id));
    }
    assert_eq!(
        said_in(&tables, 71, &dm(&b), history(None, 1)),
        "Latest games here (page 1):\nNo games kept yet."
    );
    // In Alice's own direct message: her game there only.
    assert!(replay(70, &dm(&a), 3).image.is_some());
    assert_eq!(replay(70, &dm(&a), 1).text, unknown(1));
    // The thread's game rated Carol and Dave on the server all the same.
    let ratings = tables.store().ratings(SERVER).unwrap();
    assert_eq!(ratings.len(), 4, "{ratings:?}");
}

/// The only reply's text of `command` from `user` in `channel`.
fn said_in(tables: &Tables, channel: u64, user: &User, command: Command) -> String {
    one(tables.handle(channel, user, command)).text
}

/// On Discord each direct message counts as its own server (its channel id, see
/// `discord::permissions::server_of`): Alice's game with the computer in her direct
/// message is rated and listed there, and Bob's direct message knows nothing of it.
#[test]
fn each_direct_message_keeps_its_own_games_and_ratings() {
    let tables = clocked_tables();
    let in_dm = |u: &User, channel: u64| User {
        server: channel,
        ..u.clone()
    };
    let (a, b) = (in_dm(&alice(), 70), in_dm(&bob(), 71));
    for (u, channel) in [(&a, 70), (&b, 71)] {
        one(tables.handle(channel, u, new_game_with(2, &RATED)));
        one(tables.handle(
            channel,
            u,
            Command::AddComputer(checkers_bot::ai::Level::Easy),
        ));
        tables.handle(channel, u, Command::Start);
        two_moves_each(&tables, channel, std::slice::from_ref(u));
        assert!(!tables
            .handle(channel, u, Command::Resign { confirmed: true })
            .is_empty());
    }
    let page = said_in(&tables, 71, &b, history(None, 1));
    assert_eq!(page.lines().count(), 2, "{page}");
    assert!(
        page.contains("#2 · 2027-01-15 · Bob, Computer 2 · Computer 2 won"),
        "{page}"
    );
    assert_eq!(
        said_in(
            &tables,
            71,
            &b,
            Command::Profile(Some(Who::Name("Alice".into())))
        ),
        "Nobody called Alice has played here."
    );
    assert_eq!(
        said_in(&tables, 71, &b, Command::ReplayGame(1)),
        "No game #1 is kept on this server."
    );
    let rated = |server: u64| -> Vec<u64> {
        let ratings = tables.store().ratings(server).unwrap();
        ratings.iter().map(|r| r.user).collect()
    };
    assert_eq!((rated(70), rated(71)), (vec![1], vec![2]));
}
