# User-facing text of the bot (English). Every reply, error and caption comes from here.

help = **Chinese Checkers** — race your pegs across the star: the first to bring all of them into the opposite point wins.
    On your turn move one peg: either a step into an empty neighbouring hole, or a jump chain — hop over a neighbouring peg (anyone's, your own too) into the empty hole just beyond it, then hop on from there as often as you like, in any direction. Steps and hops never mix in one move.
    Holes: rows are letters `a`–`q` from top to bottom, and the holes of a row are numbered from 1, left to right (the top tip is `a1`, the centre `i5`). Every hole is labelled on the board.
    Moves: type the holes, like `d2 e7` (a step) or `b2-d2-f7` (a jump chain), or just the start and end: `b2 f7`.
    Commands: `new <players>` start a game here (2, 3, 4 or 6 players) · `join` take a seat · `leave` give up your seat before the start · `add-computer` seat a computer player · `start` begin (creator only)
    `board` show the board · `status` who is where · `rules` the house rules of this game (they can change some details above) · `resign` give up (the computer plays your pegs on) · `abort` end the game (creator only) · `help` this text
    Learning: `moves <hole>` shows (to you only) every hole that peg can reach (any peg; add `chains` to draw the jump chains: `moves d2 chains`) · `replay` the game as an animation (also posted when a game ends) · `new` and `defaults` take `theme=dark` for a dark board

err-no-game = There is no game in this channel. Start one with `new <players>`.
err-game-exists = This channel already has a game. Finish or `abort` it first.
err-players = The standard game is for 2, 3, 4 or 6 players.
err-not-in-lobby = The game has already started.
err-already-seated = You already have a seat.
err-not-seated = You do not have a seat in this game.
err-lobby-full = All { $seats } seats are taken.
err-creator-only = Only the game's creator ({ $name }) can do that.
err-not-full = { $missing ->
    [one] One seat is still empty: `join` or `add-computer`.
   *[other] { $missing } seats are still empty: `join` or `add-computer`.
}
err-not-playing = The game is not in progress.
err-not-your-turn = It is not your turn: { $name } is to move.
err-spectator = You are not playing in this game.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Could not save the game; nothing was changed. Please try again.
err-busy = The game changed while your command was handled; please look at the board and try again.
err-creator-leave = The creator cannot leave the lobby; use `abort` to cancel the game.
err-resigned = You have already resigned.

lobby-created = { $name } opened a game for { $players } players. `join` to take a seat, `add-computer` to seat the computer, then the creator types `start`.
lobby-joined = { $name } took seat { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } left the lobby.
lobby-computer = A computer player took seat { $seat } ({ $taken }/{ $seats }).
lobby-status = Waiting for players ({ $taken }/{ $seats }): { $names }
game-started = The game begins! { $order }
turn-prompt = Move { $number }: { $mention }, your turn ({ $colour }).
move-played = { $name } played `{ $move }`.
pass-played = { $name } has no legal move and passes.
seat-finished = { $name } has brought every peg home and takes place { $place }!
resigned = { $name } resigned; the computer plays their pegs from here on.
aborted = The game was aborted by { $name }.
game-over = Game over — { $reason }
reason-finished = all places are decided.
reason-move-limit = every player has used the move limit.
reason-no-moves = nobody can move.
reason-resignations = only one player is left.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(resigned)
board-header = Move { $number } · { $name } to move
board-header-over = Game over · { $name } wins
status-playing = Move { $number }; { $name } is to move. { $seats }
seat-line = { $name } ({ $colour }): { $home } home

colour-N = red
colour-NE = yellow
colour-SE = blue
colour-S = green
colour-SW = purple
colour-NW = orange
computer-name = Computer { $seat }
err-corrupt = The saved game of this channel could not be restored (it was kept aside for inspection). Start a new one with `new <players>`.
err-rule-key = `{ $key }` is not a house rule. Known: { $keys }.
err-rule-value = `{ $key }` takes { $valid }.
err-manager-only = Only members with the Manage Channels permission can change this channel's defaults.
err-armies = Armies per player: 1, or 2 with 3 players, or 3 with 2 players.
lobby-armies = Each player commands { $armies } armies.
defaults-changed = { $name } changed this channel's default house rules: { $summary }.
rules-game = House rules of this game: { $summary }.
rules-defaults = This channel's default house rules: { $summary }.
timed-out = { $name } ran out of time.
resigned-final = { $name } resigned.
language-changed = { $name } set the language of this channel's posts: { $language }.

err-moves-usage = Write `moves <hole>` to see where the peg on that hole can go, e.g. `moves d2`; add `chains` to draw the jump chains: `moves d2 chains`.
err-not-a-hole = `{ $input }` is not a hole. Holes are written like `d2` or `i5` (rows `a`–`q`, numbered from 1, left to right).
err-no-peg = There is no peg on { $hole }.
err-fixed-peg = The peg on { $hole } is fixed: it never moves.
moves-owner = { $colour }, { $name }
moves-none = The peg on { $hole } ({ $owner }) has no move now.
moves-reach = The peg on { $hole } ({ $owner }) can reach { $count ->
    [one] one hole
   *[other] { $count } holes
}: { $holes }.
moves-chains = Jump chains: { $chains }
moves-header = Where { $hole } can go: { $count ->
    [one] one hole
   *[other] { $count } holes
}
err-replay = The replay could not be made; the game itself is fine.
replay-caption = Replay of the game: { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
theme-changed = { $name } set the board theme of this channel's new games: { $theme }.
