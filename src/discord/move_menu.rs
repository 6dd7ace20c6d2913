//! The Move button under each turn's board and the private menus it opens:
//! the pegs with a legal move, then that peg's moves (each chain named by its landing
//! holes) beside the board with the peg's reachable holes highlighted, then the move is
//! played and its board posted for everyone. The table decides everything
//! ([`Tables::move_pegs`], [`Tables::peg_moves`], [`Tables::play_choice`]); this module
//! draws the menus.
//!
//! Every component names the position it was made for (`checkers:mv:<turn key>`,
//! `checkers:mp:<key>:<page>`, `checkers:md:<key>:<hole>:<page>`), so the table refuses a
//! choice made on a board that has changed. A menu holds at most [`MENU_MAX`] options;
//! longer lists are paged, the last option leading to the next page.
//!
//! Boards handed to a person go out as regular channel messages, not as an interaction's
//! answer: Discord delivers a pinging reply to those without the message-content
//! intent, so the next player may answer by reply too.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::board_post::publish;
use super::component::Pick;
use super::reply::{cut, Post};
use super::respond::Answer;
use super::{press, Data, DiscordError};
use crate::core::Hole;
use crate::i18n::Catalogue;
use crate::t;
use crate::table::{PegChoice, PegMoves, Reply, TurnKey, TurnView, User};

/// Most options Discord shows in one select menu.
pub const MENU_MAX: usize = 25;

/// One page of a menu's options: at most [`MENU_MAX`]; when there are more, pages of one
/// fewer, the last option leading to the next page (`p:<page>`, back to the first
/// after the last).
fn paged(
    options: Vec<CreateSelectMenuOption>,
    page: usize,
    cat: &Catalogue,
) -> Vec<CreateSelectMenuOption> {
    if options.len() <= MENU_MAX {
        return options;
    }
    let per = MENU_MAX - 1;
    let pages = options.len().div_ceil(per);
    let page = page % pages;
    let mut shown: Vec<CreateSelectMenuOption> =
        options.into_iter().skip(page * per).take(per).collect();
    let next = (page + 1) % pages;
    shown.push(CreateSelectMenuOption::new(
        t!(cat, "menu-more", "page" => next + 1, "pages" => pages),
        format!("p:{next}"),
    ));
    shown
}

/// The menu of pegs at `key`, page `page`, `chosen` marked.
fn peg_menu(
    key: TurnKey,
    pegs: &[PegChoice],
    page: usize,
    chosen: Option<Hole>,
    cat: &Catalogue,
) -> CreateActionRow {
    let options = pegs
        .iter()
        .map(|p| {
            let label =
                t!(cat, "menu-peg-option", "hole" => p.hole.to_string(), "count" => p.moves);
            CreateSelectMenuOption::new(cut(&label, 100), p.hole.to_string())
                .default_selection(chosen == Some(p.hole))
        })
        .collect();
    let menu = CreateSelectMenu::new(
        Pick::Peg(key, page).custom_id(),
        CreateSelectMenuKind::String {
            options: paged(options, page, cat),
        },
    )
    .placeholder(t!(cat, "menu-peg-placeholder"));
    CreateActionRow::SelectMenu(menu)
}

/// The menu of the moves of one peg at `key`, page `page`: each named by its holes, the
/// value its index in the table's list.
fn dest_menu(key: TurnKey, moves: &PegMoves, page: usize, cat: &Catalogue) -> CreateActionRow {
    let options = moves
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| CreateSelectMenuOption::new(cut(m, 100), i.to_string()))
        .collect();
    let menu = CreateSelectMenu::new(
        Pick::Dest(key, moves.from, page).custom_id(),
        CreateSelectMenuKind::String {
            options: paged(options, page, cat),
        },
    )
    .placeholder(t!(cat, "menu-move-placeholder"));
    CreateActionRow::SelectMenu(menu)
}

/// The page of the peg menu that shows `hole`.
fn page_of(pegs: &[PegChoice], hole: Hole) -> usize {
    let at = pegs.iter().position(|p| p.hole == hole).unwrap_or(0);
    if pegs.len() <= MENU_MAX {
        0
    } else {
        at / (MENU_MAX - 1)
    }
}

/// The first menu as a private message: which peg to move.
fn pegs_post(key: TurnKey, pegs: &[PegChoice], page: usize, cat: &Catalogue) -> Post {
    let text = t!(cat, "menu-peg-prompt", "count" => pegs.len());
    Post::text(&text, true).with_components(vec![peg_menu(key, pegs, page, None, cat)])
}

/// The second step: the peg's `moves` view (text and board) with both menus.
fn moves_post(
    key: TurnKey,
    pegs: &[PegChoice],
    moves: &PegMoves,
    page: usize,
    cat: &Catalogue,
) -> Post {
    let text = format!("{}\n{}", moves.view.text, t!(cat, "menu-move-prompt"));
    let rows = vec![
        peg_menu(key, pegs, page_of(pegs, moves.from), Some(moves.from), cat),
        dest_menu(key, moves, page, cat),
    ];
    Post {
        image: moves.view.image.clone(),
        description: moves.view.description.clone(),
        ..Post::text(&text, true)
    }
    .with_components(rows)
}

/// What a press of the move flow came to.
enum Step {
    /// The peg menu (a new private message for the Move button, else an update).
    Pegs(Vec<PegChoice>, usize),
    /// The peg's moves with both menus.
    Moves(Vec<PegChoice>, Box<PegMoves>, usize),
    /// A move was made: the table's replies and the game after it.
    /// The third part is the news for the other places of the game
    /// ([`crate::table::Tables::spread`]).
    Played(Vec<Reply>, Option<TurnView>, Vec<(u64, Vec<Reply>)>),
    /// Refused: the reason, for the presser.
    Refused(Box<Reply>),
}

/// The first value chosen in a select menu (empty for a button).
fn chosen(i: &ComponentInteraction) -> String {
    match &i.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => {
            values.first().cloned().unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// A page asked for in a menu (`p:<page>`).
fn page_asked(value: &str) -> Option<usize> {
    value.strip_prefix("p:")?.parse().ok()
}

/// Runs the table's side of `pick` (value `value`) for `user` on a blocking thread.
async fn step(
    data: &Data,
    channel: u64,
    locale: Option<String>,
    user: User,
    pick: Pick,
    value: String,
) -> Result<Step, DiscordError> {
    let step = data
        .tables
        .run(move |tables| {
            let at = locale.as_deref();
            // Each press reads the table once.
            let pegs = |key| tables.move_pegs(channel, at, &user, key);
            let moves = |key, from, page| {
                tables
                    .peg_menu(channel, at, &user, key, from)
                    .map(|(pegs, moves)| Step::Moves(pegs, Box::new(moves), page))
            };
            let outcome = match (pick, page_asked(&value)) {
                (Pick::Open(key) | Pick::Web(key), _) => pegs(key).map(|p| Step::Pegs(p, 0)),
                (Pick::Peg(key, _), Some(page)) => pegs(key).map(|p| Step::Pegs(p, page)),
                (Pick::Peg(key, _), None) => match value.parse::<Hole>() {
                    Ok(from) => moves(key, from, 0),
                    Err(_) => pegs(key).map(|p| Step::Pegs(p, 0)),
                },
                (Pick::Dest(key, from, _), Some(page)) => moves(key, from, page),
                (Pick::Dest(key, from, _), None) => {
                    let index = value.parse().unwrap_or(usize::MAX);
                    // A game seen in several places: the news goes to the others too.
                    let input = crate::table::Input::Choice { key, from, index };
                    let answer = tables.reply_everywhere(channel, at, Some(&user), &input);
                    Ok(Step::Played(answer.replies, answer.view, answer.elsewhere))
                }
            };
            outcome.unwrap_or_else(Step::Refused)
        })
        .await
        .map_err(DiscordError::from)?;
    match step {
        Step::Played(mut replies, view, elsewhere) => {
            super::direct::dispatch(&data.http, &data.tables, &mut replies);
            super::board_post::spawn_elsewhere(&data.http, elsewhere, view.as_ref());
            Ok(Step::Played(replies, view, Vec::new()))
        }
        step => Ok(step),
    }
}

/// A press of the Move button or a choice in its menus. Returns whether the component
/// was the move flow's (otherwise nothing was done).
pub async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    i: &ComponentInteraction,
    pick: Pick,
) {
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = answer.enter(&data.gate).await else {
        return;
    };
    let channel = i.channel_id.get();
    if matches!(pick, Pick::Web(_)) {
        super::web::play_link(data, &mut answer, channel, press::presser(i)).await;
        return;
    }
    let work = step(
        data,
        channel,
        i.guild_locale.clone(),
        press::presser(i),
        pick,
        chosen(i),
    );
    let cat = answer.private();
    match answer.within(data.defer_after, work).await {
        Some(Ok(Step::Pegs(pegs, page))) => {
            let post = pegs_post(pick_key(pick), &pegs, page, cat);
            if matches!(pick, Pick::Open(_)) {
                answer.send(post).await;
            } else {
                answer.update(post).await;
            }
        }
        Some(Ok(Step::Moves(pegs, moves, page))) => {
            answer
                .update(moves_post(pick_key(pick), &pegs, &moves, page, cat))
                .await;
        }
        Some(Ok(Step::Played(replies, view, _))) => {
            played(
                &mut answer,
                &ctx.http,
                channel,
                &replies,
                view.as_ref(),
                cat,
            )
            .await;
        }
        Some(Ok(Step::Refused(reply))) => {
            let post = Post::text(&reply.text, true).with_components(Vec::new());
            if matches!(pick, Pick::Open(_)) {
                answer.send(post).await;
            } else {
                answer.update(post).await;
            }
        }
        Some(Err(e)) => {
            tracing::error!(
                channel,
                error = &e as &dyn std::error::Error,
                "the move menu failed"
            );
            let note = t!(cat, "bot-failed");
            answer.fail(&note).await;
        }
        None => {}
    }
    answer.finish().await;
}

/// The position a component names.
fn pick_key(pick: Pick) -> TurnKey {
    match pick {
        Pick::Open(key) | Pick::Peg(key, _) | Pick::Dest(key, _, _) | Pick::Web(key) => key,
    }
}

/// After the last choice: the private menus close (saying what was played, or why not)
/// and the public posts go to the channel.
async fn played(
    answer: &mut Answer<'_, ComponentInteraction>,
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    view: Option<&TurnView>,
    cat: &Catalogue,
) {
    let text = if replies.iter().any(Reply::is_public_board) {
        t!(cat, "menu-played")
    } else {
        replies
            .iter()
            .filter(|r| r.private)
            .map(|r| r.text.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    };
    answer
        .update(Post::text(&text, true).with_components(Vec::new()))
        .await;
    publish(answer, http, channel, replies, view).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalogue;

    fn key() -> TurnKey {
        "0123abcd".parse().expect("a key")
    }

    #[test]
    fn component_ids_round_trip_and_stay_short() {
        let d2: Hole = "d2".parse().expect("a hole");
        for pick in [
            Pick::Open(key()),
            Pick::Peg(key(), 3),
            Pick::Dest(key(), d2, 999),
        ] {
            let id = pick.custom_id();
            assert!(id.len() <= 100, "{id}");
            assert_eq!(Pick::parse(&id), Some(pick), "{id}");
        }
        assert_eq!(
            Pick::Dest(key(), d2, 2).custom_id(),
            "checkers:md:0123abcd:d2:2"
        );
        for other in [
            "checkers:join:00",
            "checkers:mv:0123abc",
            "checkers:mp:0123abcd",
            "checkers:md:0123abcd:z9:0",
            "checkers:mp:0123abcd:1000",
            "checkers:mv:0123abcd:extra",
        ] {
            assert_eq!(Pick::parse(other), None, "{other}");
        }
    }

    fn values(options: &[CreateSelectMenuOption]) -> Vec<String> {
        let json = serde_json::to_value(options).unwrap_or_default();
        json.as_array()
            .map(|a| {
                a.iter()
                    .map(|o| o["value"].as_str().unwrap_or_default().to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn menus_longer_than_25_are_paged_with_a_last_option_to_the_next_page() {
        let cat = catalogue("en");
        let options = |n: usize| {
            (0..n)
                .map(|i| CreateSelectMenuOption::new(i.to_string(), i.to_string()))
                .collect::<Vec<_>>()
        };
        assert_eq!(values(&paged(options(25), 0, cat)).len(), 25, "25 fit");
        let first = values(&paged(options(50), 0, cat));
        assert_eq!(first.len(), 25);
        assert_eq!(
            (first[0].as_str(), first[23].as_str(), first[24].as_str()),
            ("0", "23", "p:1")
        );
        let last = values(&paged(options(50), 2, cat));
        assert_eq!(
            last,
            ["48", "49", "p:0"],
            "the last page leads back to the first"
        );
        assert_eq!(page_asked("p:2"), Some(2));
        assert_eq!(page_asked("7"), None);
    }
}
