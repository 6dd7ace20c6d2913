# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Rated game: the result changes the players' ratings.
lobby-casual = Casual game: kept, but no rating changes.
board-rated = rated
board-casual = casual

## forget-me, replay <id>, record <id>
forget-me-ask = This deletes your ratings and best crossings{ $front ->
    [console] {""}
   *[other] { " " }on every server
} and replaces your name in kept games by “a former player”. It cannot be undone. To go on, type `forget-me confirm`.
# The word after `forget-me` that confirms it (the console and typed commands).
forget-me-confirm = confirm
err-game-id = { $input } is not a game id: use the # number `history` shows.
err-unknown-game = { $front ->
    [console] No game #{ $id } is kept here.
   *[other] No game #{ $id } is kept on this server.
}
kept-replay-caption = Replay of game #{ $id } ({ $date }): { $players } · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
kept-record-caption = Record of game #{ $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` draws its end.
}
profile-moves = Average moves to finish: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Leaderboard
card-games = { $games ->
    [one] 1 game
   *[other] { $games } games
}
card-not-rated = Play { $min } rated games to be listed.
card-rating = rating (mu − 3 sigma)
card-games-wins = { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}
card-average-place = Average place { $place }
card-place = #{ $place } here
card-average-moves = { $moves } moves on average to finish
card-no-finish = No game played to the finish yet
card-plot = Rating after each of the last { $count } rated games
card-no-plot = The plot starts after two rated games.

## forget-me on Discord (buttons)
forget-me-ask-buttons = This deletes your ratings and best crossings on every server and replaces your name in kept games by “a former player”. It cannot be undone. Go on?
forget-me-button-confirm = Forget me
forget-me-button-cancel = Cancel
forget-me-not-yours = Only the member who asked can answer this.
forget-me-cancelled = Nothing was deleted.

## The help's last lines
help-kept = **Ratings and kept games**: `history [name] [page]` the games kept here · `leaderboard` · `profile [name]` · `replay <id>` and `record <id>` an old game as an animation or a record file · `forget-me` deletes your ratings and your name (asks first). A game is rated under the standard rules, team play included, when every player makes at least { $moves } moves; `rules` says whether this one is.

## The console: a leaderboard, profile or record written to a file
console-file = [file: { $path }]
console-record-file = [file: { $path }] `checkers-bot render --record { $path } --out board.png` draws its end.

## history, profile: names and pages they cannot take; forget-me a second time
history-past-end = Page { $page } is past the end: { $pages ->
    [one] there is only 1 page
   *[other] there are { $pages } pages
}.
err-page = { $input } is not a page: pages count from 1 (`{ cmd-history } 2`).
err-computer-name = Computers have no history or profile of their own: “Computer 2” is only seat 2's name in one game. `{ cmd-history }` and `{ cmd-profile }` take a person's name.
err-former-player = People who used `{ cmd-forget-me }` cannot be found by name, on purpose: their kept games show them as “a former player”, and nothing links those games together any more.
forget-me-nothing = There is nothing of yours to forget: no ratings, best crossings or kept games under your name (forgotten already, or never played).
# The console: `record` without one game id, `replay` with more than one.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` alone replays the game here; `{ cmd-replay } 12` replays kept game #12 (the # number `{ cmd-history }` shows).
   *[other] `{ cmd-record }` takes one kept game's number, the # number `{ cmd-history }` shows: `{ cmd-record } 12`.
}

## Games not rated though the table was (docs/rules.md §5 `rated`), and games aborted
history-aborted = aborted
history-not-rated = not rated
not-rated-moves = Not rated: every player must make at least { $moves } moves.
