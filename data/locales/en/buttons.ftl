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
