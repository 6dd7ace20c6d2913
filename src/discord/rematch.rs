//! The buttons under a finished game's board: **Rematch** (each person of the
//! game presses; computers rejoin by themselves; the game begins, seats rotated, when
//! the last person has pressed) and **Replay** (the game's replay GIF, for the one who
//! pressed). Both name the game by its final position (`checkers:rematch:<turn key>`),
//! so the table refuses a button of a game the channel has replaced since
//! ([`Tables::after_game`](crate::table::Tables::after_game)).

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ComponentInteraction, CreateActionRow, CreateButton};

use super::move_menu::{self, post_public};
use super::reply::Post;
use super::respond::Answer;
use super::{lobby, Data, DiscordError};
use crate::i18n::catalogue;
use crate::t;
use crate::table::{AfterGame, Reply, TurnKey, TurnView};

/// A button under a finished game's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Ask for a rematch of the game.
    Rematch(TurnKey),
    /// The game's replay.
    Replay(TurnKey),
}

impl End {
    /// The button's `custom_id`.
    #[must_use]
    pub fn custom_id(self) -> String {
        match self {
            End::Rematch(key) => format!("checkers:rematch:{key}"),
            End::Replay(key) => format!("checkers:replay:{key}"),
        }
    }

    /// The button of a `custom_id`; `None` when it is neither.
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<End> {
        match custom_id.split(':').collect::<Vec<_>>().as_slice() {
            ["checkers", "rematch", key] => Some(End::Rematch(key.parse().ok()?)),
            ["checkers", "replay", key] => Some(End::Replay(key.parse().ok()?)),
            _ => None,
        }
    }
}

/// Rematch and Replay under the final board of the game at `view`.
#[must_use]
pub fn buttons(view: &TurnView) -> Vec<CreateActionRow> {
    let cat = catalogue(view.lang);
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(End::Rematch(view.key).custom_id())
            .label(t!(cat, "button-rematch"))
            .style(ButtonStyle::Success),
        CreateButton::new(End::Replay(view.key).custom_id())
            .label(t!(cat, "button-replay"))
            .style(ButtonStyle::Secondary),
    ])]
}

/// A press of Rematch or Replay. Returns whether the component was one of them.
pub async fn on_component(ctx: &serenity::Context, data: &Data, i: &ComponentInteraction) -> bool {
    let Some(end) = End::parse(&i.data.custom_id) else {
        return false;
    };
    let mut answer = Answer::new(&ctx.http, i, None);
    let Some(_pass) = answer.enter(&data.gate).await else {
        return true;
    };
    let channel = i.channel_id.get();
    let locale = i.guild_locale.clone();
    let user = lobby::presser(i);
    let work = data.tables.run(move |tables| {
        let at = locale.as_deref();
        let replies = match end {
            End::Rematch(key) => tables.after_game(channel, at, &user, key, AfterGame::Rematch),
            End::Replay(key) => tables.after_game(channel, at, &user, key, AfterGame::Replay),
        };
        let view = move_menu::view_after(tables, channel, at, &replies);
        (replies, view)
    });
    match answer.within(data.defer_after, work).await {
        Some(Ok((replies, view))) => {
            // Notes and refusals answer the press; a new game's board goes to the channel.
            let (boards, notes): (Vec<Reply>, Vec<Reply>) = replies
                .into_iter()
                .partition(|r| !r.private && r.image.is_some());
            for r in &notes {
                answer.send(Post::of(r)).await;
            }
            post_public(&ctx.http, channel, &boards, view.as_ref()).await;
        }
        Some(Err(e)) => {
            let e = DiscordError::from(e);
            tracing::error!(
                channel,
                error = &e as &dyn std::error::Error,
                "a rematch or replay button failed"
            );
            let note = t!(answer.private(), "bot-failed");
            answer.fail(&note).await;
        }
        None => {}
    }
    answer.finish().await;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_button_ids_round_trip() {
        let key: TurnKey = "feedbeef".parse().expect("a key");
        for end in [End::Rematch(key), End::Replay(key)] {
            assert_eq!(End::parse(&end.custom_id()), Some(end));
        }
        assert_eq!(End::Rematch(key).custom_id(), "checkers:rematch:feedbeef");
        assert_eq!(End::parse("checkers:rematch:feed"), None);
        assert_eq!(End::parse("checkers:join:feedbeef"), None);
    }
}
