# User-facing text of the bot (English). Every reply, error and caption comes from here.

help = **Chinese Checkers** — race your pegs across the star: the first to bring all of them into the opposite point wins. Move a peg by typing the holes it visits: `d2 e7` (a step), `b2-d2-f7` (a jump chain).{ $front ->
        [console] {""}
       *[other] { " " }Or press **{ button-move }** under the board.
    }
    Commands — a game: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · playing: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · learning: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · kept games: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    More, one topic at a time: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` moving and the holes · `{ cmd-help } { choice-topic-commands }` what each command does · `{ cmd-help } { choice-topic-rules }` the house rules here · `{ cmd-help } { choice-topic-teams }` team play and the solitaire challenge · `{ cmd-help } { choice-topic-ratings }` ratings and kept games · `{ cmd-help } { choice-topic-capture }` the capture game
       *[other] `/{ cmd-checkers } { cmd-help }` with `{ opt-topic }`: `{ choice-topic-moves }` moving and the holes · `{ choice-topic-commands }` what each command does · `{ choice-topic-rules }` the house rules here · `{ choice-topic-teams }` team play and the solitaire challenge · `{ choice-topic-ratings }` ratings and kept games · `{ choice-topic-capture }` the capture game
    }
help-moves = **Moving** — on your turn move one peg: either a step into an empty neighbouring hole, or a jump chain — hop over a neighbouring peg (anyone's, your own too) into the empty hole just beyond it, then hop on from there as often as you like, in any direction. Steps and hops never mix in one move.
    Holes: rows are letters `a`–`q` from top to bottom, and the holes of a row are numbered from 1, left to right (the top tip is `a1`, the centre `i5`). Every hole is labelled on the board.
    Moves: type the holes, like `d2 e7` (a step) or `b2-d2-f7` (a jump chain), or just the start and end: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }On Discord also `@bot d2 e7` (after the bot's mention), a reply with @ ON to its latest board, the **{ button-move }** button under the board, or `/{ cmd-checkers } { cmd-move }`.
    }
    Learning: `{ cmd-moves } <{ opt-hole }>` shows (to you only) every hole that peg can reach (any peg; add `{ opt-chains }` to draw the jump chains: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` the move the computer would play for you · `{ cmd-replay }` the game as an animation (also posted when a game ends)
help-commands = **Commands**
    `{ cmd-new } <{ opt-players }>` open a game here (2, 3, 4 or 6 players; house rules as `key=value`, like `{ opt-long_jumps }=on`, and `{ opt-theme }=dark` for a dark board) · `{ cmd-join }` take a seat · `{ cmd-leave }` give up your seat before the start · `{ cmd-add-computer }` seat a computer player, { choice-level-medium } unless you name a level (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } thinks up to the game's `{ opt-computer_time }`, 2s unless changed) · `{ cmd-start }` begin (creator only) · `{ cmd-abort }` end the game (its creator or a channel manager; asks first)
    `{ cmd-move }` play a move (or just type it) · `{ cmd-board }` show the board · `{ cmd-status }` who is where · `{ cmd-takeback }` take back your last move, if the others accept · `{ cmd-hint }` the computer's move for you, shown to you only · `{ cmd-resign }` give up (asks first; the computer plays your pegs on) · `{ cmd-notify }` a direct message at your turn · `{ cmd-follow }` follow the game here by direct message · `{ cmd-digest }` a daily message of your turns · `{ cmd-games }` your games in progress · `{ cmd-seek }` find opponents on this server · `{ cmd-challenge }` challenge people by name · `{ cmd-block }` block a member · `{ cmd-report }` report this game
    `{ cmd-moves } <{ opt-hole }>` where a peg can go · `{ cmd-replay }` the game as an animation · `{ cmd-rules }` the house rules of this game · `{ cmd-solo }` the solitaire challenge · `{ cmd-puzzle }` the daily puzzle · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: ratings and kept games · `{ cmd-defaults }` the house rules of new games here · `{ cmd-help }` the overview{ $front ->
        [console] {""}
       *[other] {""}
            On Discord: `/{ cmd-checkers }` a game here, opponents, help · `/{ cmd-checkers-ratings }` ratings and kept games · `/{ cmd-checkers-me }` your games, turn messages, a daily digest, blocks and reports · `/{ cmd-checkers-defaults }` the house rules of new games here
    }

err-no-game = { $front ->
    [console] There is no game here yet. Start one with `new <players>`.
   *[other] There is no game in this channel. Start one with `new <players>`.
}
err-lobby-open = A game is already open here and waits for players: `{ cmd-join }` it, or `{ cmd-abort }` it first.
err-game-exists = { $front ->
    [console] A game is already under way here. Finish or `abort` it first.
   *[other] This channel already has a game. Finish or `abort` it first.
}
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
err-not-started = The game has not started yet.
err-not-your-turn = It is not your turn: { $name } is to move.
err-spectator = You are not playing in this game.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Could not save the game; nothing was changed. Please try again.
err-unavailable = The database cannot be reached right now, so nothing was changed. Please try again in a moment.
err-busy = The game changed while your command was handled; please look at the board and try again.
err-creator-leave = The creator cannot leave the lobby; use `abort` to cancel the game.
err-resigned = You have already resigned.

lobby-created = { $name } opened a game for { $players } players.{ $front ->
    [console] { " " }`join` to take a seat, `add-computer` to seat the computer, then the creator types `start`.
   *[other] {""}
}
lobby-joined = { $name } took seat { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } left the lobby.
lobby-computer = A computer player ({ $level }) took seat { $seat } ({ $taken }/{ $seats }).
lobby-status = Waiting for players ({ $taken }/{ $seats }): { $names }
game-started = The game begins! { $order }
turn-prompt = Move { $number }: { $mention }, your turn ({ $colour }).
move-played = { $name } played `{ $move }`.
pass-played = { $name } has no legal move and passes.
seat-finished = { $name } has brought every peg home and takes place { $place }!
seat-finished-full = { $name } has finished: their target is full, with { $count ->
    [one] one of their pegs
   *[other] { $count } of their pegs
} in it, and takes place { $place }!
turns-skipped = … { $count ->
    [one] one line
   *[other] { $count } lines
} left out here (the turns in between); `{ cmd-replay }` shows the whole game.
resigned = { $name } resigned; the computer plays their pegs from here on.
aborted = The game was aborted by { $name }.
game-over = Game over — { $reason }
reason-finished = all places are decided.
reason-move-limit = every player has used the move limit.
reason-no-moves = nobody can move.
reason-resignations = only one player is left.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(resigned)
note-timed-out = { " " }(ran out of time)
note-distance = { " " }(distance to go: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] one peg home
   *[other] { $count } pegs home
})
note-target-full = { " " }(finished, target full: { $count ->
    [one] one peg home
   *[other] { $count } pegs home
})
board-header = Move { $number } · { $name } to move
# A computer is to move and its turn is being played (the console says so before it thinks).
computer-thinking = Move { $number } · { $name } is thinking…
computer-thinking-for = Move { $number } · the computer is thinking for { $name }…
board-header-over = Game over · { $name } wins
solo-abandoned = Crossing abandoned after { $moves ->
    [one] one move
   *[other] { $moves } moves
}: { $name } did not get home.
board-header-abandoned = Crossing abandoned · { $name } did not get home
status-playing = Move { $number }; { $name } to move. { $seats }
status-your-turn = Move { $number }; it is your turn. { $seats }
seat-line = { $name } ({ $colour }): { $home } home

colour-N = red
colour-NE = yellow
colour-SE = blue
colour-S = green
colour-SW = purple
colour-NW = orange
computer-name = Computer { $seat }
computer-for = Computer (for { $name })
err-corrupt = { $front ->
    [console] The saved game could not be restored (it was kept aside for inspection). Start a new one with `new <players>`.
   *[other] The saved game of this channel could not be restored (it was kept aside for inspection). Start a new one with `new <players>`.
}
err-rule-key = `{ $key }` is not a house rule. Known: { $keys }.
err-rule-value = `{ $key }` takes { $valid }.
err-manager-only = Only members with the Manage Channels permission can change this channel's defaults.
err-armies = Armies per player: 1, or 2 with 3 players, or 3 with 2 players.
lobby-armies = Each player commands { $armies } armies.
defaults-changed = { $front ->
    [console] { $name } changed the default house rules of new games: { $summary }.
   *[other] { $name } changed this channel's default house rules: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Computer levels and their ratings (Elo points; a player of random moves is 0): { $levels }
rules-game = House rules of this game: { $summary }.
rules-defaults = { $front ->
    [console] The default house rules of new games: { $summary }.
   *[other] This channel's default house rules: { $summary }.
}
timed-out = { $name } ran out of time.
turn-reminder = { $mention }, it is your turn: { $left } left before your time runs out.
resigned-final = { $name } resigned.
language-changed = { $front ->
    [console] { $name } set the language of the console: { $language }.
   *[other] { $name } set the language of this channel's posts: { $language }.
}

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
err-nothing-to-replay = No move has been played yet, so there is nothing to replay.
err-replay = The replay could not be made; the game itself is fine.
replay-caption = Replay of the game: { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
theme-changed = { $front ->
    [console] { $name } set the board theme of new games: { $theme }.
   *[other] { $name } set the board theme of this channel's new games: { $theme }.
}

# What the Discord adapter says itself: lobby buttons, and answers about Discord matters.
button-join = Join
button-leave = Leave
button-add-computer = Add computer
button-start = Start
lobby-hint = Press **Join** to take a seat; the creator may **Add computer** players and presses **Start** when every seat is taken.
lobby-hint-auto = Press **Join** to take a seat; the creator may **Add computer** players. The game starts as soon as every seat is taken.
lobby-closed = This lobby is closed: its game has started or was cancelled. `/checkers status` shows what is going on here.
lobby-started = This lobby is closed: its game has started, on the board below.
bot-restarting = The bot is shutting down for a moment and takes no commands; please try again in a minute.
bot-failed = Something went wrong on my side; nothing was changed. Please try again.
err-bad-option = One of the options was not understood; nothing was changed. Please choose it again.
err-command-moved = This command has moved: it is now `{ $command }`. Nothing was changed.
bot-too-slow = This is taking far too long; I stopped waiting. `/checkers board` shows the game as it stands.
discord-unread-reply = { $kind ->
        [interaction] Discord does not show me replies to this message. Write your move after my mention instead, like { $bot } `d2 e7`, press **Move** under the board, or use `/checkers move`.
       *[ping-off] Discord showed me your reply without its text because it did not ping me. Keep **@ ON** when you reply, or write your move after my mention, like { $bot } `d2 e7`, press **Move** under the board, or use `/checkers move`.
    }
answered-privately = (answered privately)
thread-in-thread = This is a thread already, and threads cannot hold threads. Leave out `thread` to play here, or run the command in the parent channel.
thread-outside-guild = Games in threads need a server channel.
thread-failed = I could not open a thread for the game: { $reason }. Nothing was changed.
thread-name = Chinese Checkers · { $name } · { $players } players
missing-permissions = { $place ->
    [thread] I cannot run a game in a thread here
   *[channel] I cannot run a game in this channel
}: I lack the { $count ->
    [one] permission
   *[other] permissions
} { $list }. A server admin can grant them to my role in the channel's settings (Permissions).
permission-view-channel = View Channel
permission-attach-files = Attach Files
permission-read-message-history = Read Message History
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
permission-send-messages = Send Messages
discord-forbidden-thread = Discord says I lack a permission there (Create Public Threads)
discord-status = Discord answered { $status }
discord-unreachable = Discord could not be reached
discord-unexpected = an unexpected error

# Console mode.
console-welcome = Chinese Checkers — console mode. Type `help` for the game's commands; `as NAME` acts as another local player; `quit` leaves.
console-web = The board in your browser: { $address } (click a peg, then a hole it reaches).
# A console line longer than the console reads (its bytes, a number).
console-line-too-long = That line is over { $max } bytes, so it was not read. A command or a move is one short line.
console-help = Type `help` for the game's commands; `as NAME` acts as another local player; `quit` leaves.
console-as-usage = Write `as NAME` to act as another local player.
console-you-are = You are now { $name }.
console-renamed = In the saved game you were called { $old }; you are { $name } from now on.
console-name-reserved = “{ $name }” is the name the bot gives a computer seat or a forgotten player, so nobody could look you up by it: choose another name.
console-name-long = A name is at most { $max } characters; that one has { $count }. Choose a shorter one.
console-as-command = `as` takes a name alone: write `as { $name }`, then `{ $command }` on the next line.
console-kept-game = A game is in progress here (move { $number }), so it was kept and goes on: nothing was ended. Type `{ cmd-abort }` to end it and start the new game instead.
console-kept-lobby = { $name } has opened a game here that is waiting for players, so it was kept: nothing was ended. Type `{ cmd-abort }` to call it off and start the new game instead.
console-board-file = [board image: { $path }]
console-image-failed = The image was not saved ({ $error }); the game goes on.
console-replay-file = [replay: { $path }]
console-unknown = unknown command; type `help`
console-unknown-suggest = `{ $word }` is not a command. Did you mean `{ $command }`? (`{ cmd-help }` names them all)
console-setting-word = `{ $word }` is not understood: house rules are written `key=value`, like `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` is not a help topic. Topics: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Computer levels are `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` and `{ choice-level-hard }`.
console-move-usage = Write the holes after `{ cmd-move }`, such as `{ cmd-move } d2 e7`.
console-moves-word = `{ $word }` is not understood after `{ cmd-moves }`. { err-moves-usage }
console-solo-word = `{ $word }` is not understood after `{ cmd-solo }`: `solo` starts a crossing, `solo board` shows the best crossings here, `solo computer` the computer's crossing.
console-lone-hole = `{ $hole }` alone is not a move: a move needs at least two holes, the peg's hole and then where it goes, such as `d2 e7`.
console-extra-words = `{ $command }` takes nothing after it.
console-you = you

# Why a move was refused (after `err-illegal` and `err-bad-move-text`).
why-game-over = the game is over
why-not-your-turn = it is not your turn
why-no-peg = there is no peg on { $hole }
why-not-your-peg = the peg on { $hole } is not yours
why-occupied = { $hole } is not empty
why-unreachable = the peg on { $from } cannot reach { $to }
why-leaves-target = a peg in its target must stay in it
why-foreign-point = { $hole } is in another army's point: you may pass through but not stop there
why-no-move = a move cannot end where it started
why-too-short = a move names at least two holes
why-resigned = that seat has already resigned
why-finished = that seat has already finished
why-step-in-chain = a step cannot be part of a jump chain
why-not-a-hop = { $from } to { $to } is not a step or a hop
why-repeated = { $hole } is named twice in a row: a hop never lands where it started
why-too-long = that is too long to be a move
why-bad-hole = `{ $word }` is not a hole: { $reason }
why-hole-syntax = holes are a row letter `a`–`q` and a number, like `e7`
why-out-of-row = row { $row } has holes 1 to { $count }
why-index-range = hole indices run from 0 to 120

# The help's second part: the house rules in force (one line each).
help-rules-game = **House rules of this game** (`rules` shows them as settings):
help-rules-defaults = **House rules for new games here** (`new` may change them for one game):
rule-unused_points-empty = Points nobody starts from are empty: pegs may enter them and rest there.
rule-unused_points-filled = Points nobody starts from are filled with pegs that never move; they are only obstacles.
rule-foreign_points-rest = Pegs may stop in other armies' points.
rule-foreign_points-pass-through = Pegs may hop through other armies' points but not stop in them.
rule-anti_spoiling-full-target = A target that is full counts as home when at least one of its pegs is yours.
rule-anti_spoiling-swap = A peg sitting in your target may be swapped: land on it and it goes to where your peg came from (written with `x`, like `m6-xn2`).
rule-anti_spoiling-none = Pegs may block another army's target.
rule-long_jumps-off = A hop goes over a neighbouring peg into the hole just beyond it.
rule-long_jumps-on = Long jumps: a hop may go over one peg at any distance along a line and land as far beyond it, all holes between empty.
rule-leave_target-off = A peg that has reached its target must end every later move inside it.
rule-leave_target-on = Pegs may leave their target again.
rule-first_player-coin-toss = A coin toss decides who moves first.
rule-first_player-creator = The game's creator moves first.
rule-turn_order-clockwise = Turns go clockwise round the star.
rule-turn_order-counterclockwise = Turns go counterclockwise round the star.
rule-move_limit = { $limit ->
    [one] Each player has one move; after that, pegs in the target and then distance to it decide.
   *[other] Each player has { $limit } moves; after that, pegs in the target and then distance to it decide.
}
rule-move_limit-none = No move limit.
rule-placements-on = Play goes on after the winner, for 2nd, 3rd… place.
rule-placements-off = The game ends when the first player has brought every peg home.
rule-turn_timeout = Each turn must be played within { $timeout }, or the seat counts as left.
rule-turn_timeout-none = No time limit per turn.
rule-abandon-ai-takeover = When a player resigns, leaves or runs out of time, the computer plays their pegs on.
rule-abandon-freeze = When a player resigns, leaves or runs out of time, their pegs stay where they are as obstacles.
rule-computer_time = A computer player thinks at most { $time } about a move (the hard level uses it up).


# The capture variant (docs/rules.md §6).
help-capture = **Capture game** (`new <players> capture`, 2 to 6 players): 60 pegs of nobody fill the centre of the star, all but the middle hole. On your turn move any peg, only by hopping: every peg you hop over is captured and scores for you, and you may stop after any hop. A chain may end where it began. The game ends when no hop is left; the most captures wins, and a tie for the most is a draw.
lobby-capture = This is the capture game: hop over pegs to take them; the most captures wins.
err-capture-players = The capture game is for 2 to 6 players.
err-capture-armies = In the capture game nobody commands armies: leave out `armies`.
err-capture-rule = `{ $key }` does not apply to the capture game (it uses `long_jumps`, `first_player`, `turn_order`, `turn_timeout` and `abandon`).
err-bad-variant = `{ $value }` is not a game: choose `standard` or `capture`.
why-ambiguous = several capturing chains join { $from } and { $to }, and each takes other pegs. Write the whole chain: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(and one more)
   *[other] {" "}(and { $more } more)
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] one capture
   *[other] { $score } captures
}
live-score-home = { $home } home
live-score-captures = { $score ->
    [one] one capture
   *[other] { $score } captures
}
standing-capture = { $place }. { $name }: { $score ->
    [one] one capture
   *[other] { $score } captures
}{ $note }
reason-no-hops = no hop is left.
result-draw = It is a draw: { $names } share the most captures.
board-header-draw = Game over · a draw
moves-capture = The peg on { $hole } { $count ->
    [0] cannot capture now.
    [one] can end a capturing chain on one hole: { $holes }.
   *[other] can end a capturing chain on { $count } holes: { $holes }.
}
why-capture-step = the capture game has no steps: hop over a peg
why-not-a-capture = { $from } to { $to } is not a hop over a peg

## Kept games and ratings (issue 16)
history-title = Latest games here (page { $page }):
history-title-of = Latest games of { $name } here (page { $page }):
history-none = No games kept yet.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} · { $kind }
history-won = { $name } won
history-shared = { $names } shared first place
history-not-home = { $name } did not get home
history-solo = solitaire
history-more = Older games: page { $next }.
former-player = a former player
leaderboard-title = Leaderboard (rating = mu − 3 sigma; listed after { $min } rated games):
leaderboard-empty = Nobody has played { $min } rated games here yet.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } games)
leaderboard-you = Your place: { $place } of { $count }, rating { $rating }.
leaderboard-you-unlisted = You are listed after { $min } rated games; you have { $games }.
profile = { $name }: rating { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, average place { $place }.
profile-place = Place { $place } on the leaderboard.
profile-none = { $name } has no rated games here yet.
forgotten = Your ratings and best crossings are deleted, and your name in kept games is now “a former player”.
err-unknown-player = Nobody called { $name } has played here.

# alt text: what each image shows, in words (Discord's attachment description)
alt-board = Chinese Checkers board. { $header }.
alt-last = Last moves: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = passed
alt-resigned = resigned
alt-seats = { $seats }.
alt-reach = The peg on { $hole } can reach { $count ->
    [one] one hole
   *[other] { $count } holes
}, marked: { $holes }.
alt-hint = The hint is drawn: { $path }.
alt-replay = Animated replay of the game, { $moves ->
    [one] one move
   *[other] { $moves } moves
}. { $result }.
