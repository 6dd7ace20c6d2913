//! Buttons under the board: a press, a choice in the Move button's private menus, and a
//! whole move made through them.

use std::sync::PoisonError;
use std::time::Instant;

use serde_json::Value;

use super::{buttons, fail, next_page, options, Answer, Harness};
use crate::fake_discord::{self, FakeUser, Place};

impl Harness {
    /// Dispatches the component interaction `d` (id `id`, token `token`) and returns its
    /// answer; the time from the dispatch to the answer is kept in `presses`.
    pub async fn interact(&self, id: u64, token: &str, d: Value, what: &str) -> Answer {
        let from = self.fake.requests().len();
        let sent = Instant::now();
        self.fake.dispatch("INTERACTION_CREATE", d);
        let answer = self.answer(id, token, from, what).await;
        let at = self.fake.requests()[answer.index].at;
        self.presses
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(at.saturating_duration_since(sent));
        answer
    }

    /// `user` presses the button labelled `label` under the bot's channel message `board`.
    pub async fn press_under(&self, user: &FakeUser, board: &Answer, label: &str) -> Answer {
        self.press_under_at(user, board, label, &Place::CHANNEL)
            .await
    }

    /// [`Harness::press_under`] of a message at `place`.
    pub async fn press_under_at(
        &self,
        user: &FakeUser,
        board: &Answer,
        label: &str,
        place: &Place,
    ) -> Answer {
        let message =
            fake_discord::with_components(self.posted(board), &board.message["components"]);
        let Some((_, custom_id, _)) = buttons(&board.message)
            .into_iter()
            .find(|(l, _, _)| l == label)
        else {
            fail(
                &format!("no {label} button on {}", board.message),
                &self.fake,
            )
        };
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let d = fake_discord::button(id, &token, user, &message, &custom_id, place);
        self.interact(id, &token, d, &format!("the {label} button"))
            .await
    }

    /// `user` picks `value` in menu `row` (0 the pegs, 1 the moves) of the private
    /// message `menu` (the answer that showed it; its id is its interaction's original
    /// message, `original`).
    pub async fn choose(
        &self,
        user: &FakeUser,
        menu: (&Answer, u64),
        row: usize,
        value: &str,
    ) -> Answer {
        self.choose_at(user, menu, row, value, &Place::CHANNEL)
            .await
    }

    /// [`Harness::choose`] in a menu at `place`.
    pub async fn choose_at(
        &self,
        user: &FakeUser,
        (menu, original): (&Answer, u64),
        row: usize,
        value: &str,
        place: &Place,
    ) -> Answer {
        let rows = &menu.message["components"];
        let custom_id = rows[row]["components"][0]["custom_id"]
            .as_str()
            .unwrap_or_else(|| fail(&format!("no menu {row} in {}", menu.message), &self.fake))
            .to_string();
        let message =
            fake_discord::ephemeral_message(original, place.channel, menu.content(), rows);
        let id = self.fake.next_id();
        let token = format!("token-{id}");
        let d = fake_discord::select(id, &token, user, &message, &custom_id, &[value], place);
        self.interact(id, &token, d, &format!("a choice in {custom_id}"))
            .await
    }

    /// `user` moves with the Move button under `board`: the peg of `text` (its first
    /// hole), then the move named `text`, turning the menus' pages where needed. Returns
    /// the private answer to the last choice and the board posted in the channel.
    pub async fn move_by_menu(
        &self,
        user: &FakeUser,
        board: &Answer,
        text: &str,
    ) -> (Answer, Answer) {
        self.move_by_menu_at(user, board, text, &Place::CHANNEL)
            .await
    }

    /// [`Harness::move_by_menu`] at `place`; in the group direct message, where the bot
    /// only answers, the board comes as a follow-up of the last choice.
    pub async fn move_by_menu_at(
        &self,
        user: &FakeUser,
        board: &Answer,
        text: &str,
        place: &Place,
    ) -> (Answer, Answer) {
        let opened = self.press_under_at(user, board, "Move", place).await;
        assert!(
            opened.ephemeral(),
            "the menus are private: {}",
            opened.message
        );
        let original = self
            .fake
            .original_message(&opened.token)
            .unwrap_or_else(|| fail("the menu has no message", &self.fake));
        let peg = text.split('-').next().unwrap_or_default();
        let mut menu = opened;
        while !options(&menu.message, 0).iter().any(|(_, v)| v == peg) {
            let next = next_page(&menu.message, 0)
                .unwrap_or_else(|| fail(&format!("no {peg}"), &self.fake));
            menu = self
                .choose_at(user, (&menu, original), 0, &next, place)
                .await;
        }
        let mut moves = self.choose_at(user, (&menu, original), 0, peg, place).await;
        assert_eq!(
            moves.kind, 7,
            "the menu message is updated: {}",
            moves.message
        );
        moves.assert_board();
        loop {
            let found = options(&moves.message, 1)
                .into_iter()
                .find(|(label, _)| label == text);
            if let Some((_, value)) = found {
                let played = self
                    .choose_at(user, (&moves, original), 1, &value, place)
                    .await;
                let board = if place.channel == fake_discord::GROUP_DM_ID {
                    self.followup(&played).await
                } else {
                    self.channel_post(&played, place.channel).await
                };
                return (played, board);
            }
            let next = next_page(&moves.message, 1)
                .unwrap_or_else(|| fail(&format!("no {text} in {}", moves.message), &self.fake));
            moves = self
                .choose_at(user, (&moves, original), 1, &next, place)
                .await;
        }
    }
}
