# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = The board has changed since: this choice was for an earlier position. Use the buttons under the latest board.
err-rematch-asked = You have asked for the rematch already; waiting for { $waiting }.
rematch-asked = { $name } wants a rematch ({ $asked }/{ $people }); waiting for { $waiting }. Same rules, seats rotated.
rematch-ready = { $name } joins the rematch: everyone is in, seats rotated.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Move
button-rematch = Rematch
button-replay = Replay
menu-peg-prompt = Choose the peg to move ({ $count ->
    [one] one peg can move
   *[other] { $count } pegs can move
}).
menu-peg-placeholder = Peg to move
menu-peg-option = { $hole } · { $count ->
    [one] one move
   *[other] { $count } moves
}
menu-move-prompt = Choose where it goes: each move is named by its holes.
menu-move-placeholder = Move to play
menu-more = More… (page { $page } of { $pages })
menu-played = Played: your move is on the board in the channel.

# Resigning, and aborting a game under way, ask first: the console types the word, Discord
# has a Confirm button (docs/playing.md).
resign-ask = Resign from this game? You will rank after every player still in it, and it cannot be undone. To resign, type `{ cmd-resign } { forget-me-confirm }`.
abort-ask = End this game for everyone? It will be kept in `{ cmd-history }` as aborted, not rated. To end it, type `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Resign from this game? You will rank after every player still in it, and it cannot be undone. Press **{ button-confirm }** to resign.
abort-ask-button = End this game for everyone? It will be kept in `/{ cmd-checkers-ratings } { cmd-history }` as aborted, not rated. Press **{ button-confirm }** to end it.
hint-ask = This game is rated: a hint makes it casual (not rated) for everyone, and that cannot be undone. To take one, type `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = This game is rated: a hint makes it casual (not rated) for everyone, and that cannot be undone. Press **{ button-confirm }** to take one.
button-confirm = Confirm
confirm-done = Done: the channel has been told.
err-question-gone = That question was about a game that has ended or been replaced since: nothing was done.
err-leave-in-game = The game is under way: `{ cmd-leave }` gives up a seat only before the start. To give up now, use `{ cmd-resign }` (it asks first).
button-watch = Watch live
button-web-play = Play in the browser
web-play-link = Your own link to play this game in the browser: click a peg, then a hole it reaches. Keep it to yourself; it lasts a day.
web-no-seat = You have no seat in the game being played here.
activity-description = Watch and play Chinese Checkers with the people here
web-moves = Moves
web-reconnecting = Reconnecting…
web-no-game = There is no game at this table now.
web-link-invalid = This link is not valid.
web-link-expired = This link has expired; ask for a new one with Play in the browser.
web-link-replaced = This link was replaced by a newer one: use the latest link Play in the browser gave you.
web-link-old-game = This link was for a game that is over; ask for a new one with Play in the browser.
web-too-many = Too many requests; wait a moment.
web-no-answer = The server did not answer; try again.
web-time-left = Time left:
web-follow = Follow by direct message
web-unfollow = Stop following
web-not-a-follow = That is not a follow request.
web-no-such-move = That peg has no such move: click one of your pegs, then a hole it reaches.
web-board-changed = The board has changed since: look at the position now and click again.
# The web board's refusals of malformed requests.
web-not-a-move = That is not a move.
web-too-large = That request is too large: a move takes at most { $most } bytes.
web-nothing-here = There is nothing here.
web-method = That method is not served here.
web-activity-off = The Activity is not enabled on this server.
web-not-a-session = That is not a session request.
web-not-confirmed = Discord did not confirm who you are.
web-not-in-activity = You are not in this Activity.
web-discord-no-answer = Discord did not answer; try again in a moment.
web-not-a-socket = That is not a WebSocket request.
