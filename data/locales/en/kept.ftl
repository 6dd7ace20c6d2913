# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Rated game: the result changes the players' ratings.
lobby-casual = Casual game: kept, but no rating changes.
board-rated = rated
board-casual = casual

## forget-me, replay <id>, record <id>
forget-me-ask = This deletes your ratings on every server and replaces your name in kept games by “a former player”. It cannot be undone. To go on, type `forget-me confirm`.
# The word after `forget-me` that confirms it (the console and typed commands).
forget-me-confirm = confirm
err-game-id = { $input } is not a game id: use the # number `history` shows.
err-unknown-game = No game #{ $id } is kept on this server.
kept-replay-caption = Replay of game #{ $id } ({ $date }): { $players } · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
kept-record-caption = Record of game #{ $id } ({ $date }): { $players }. `checkers-bot render --record record.txt` draws its end.
profile-moves = Average moves to finish: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Leaderboard
card-games = { $games ->
    [one] 1 game
   *[other] { $games } games
}
card-not-rated = Play { $min } rated games to be listed.
card-rating = rating (mu − 3 sigma)
card-games-wins = { $games } games · { $wins } wins
card-average-place = Average place { $place }
card-place = #{ $place } here
card-average-moves = { $moves } moves on average to finish
card-no-finish = No game played to the finish yet
card-plot = Rating after each of the last { $count } rated games
card-no-plot = The plot starts after two rated games.

## forget-me on Discord (buttons)
forget-me-ask-buttons = This deletes your ratings on every server and replaces your name in kept games by “a former player”. It cannot be undone. Go on?
forget-me-button-confirm = Forget me
forget-me-button-cancel = Cancel
forget-me-not-yours = Only the member who asked can answer this.
forget-me-cancelled = Nothing was deleted.

## The help's last lines
help-kept = **Ratings and kept games**: `history [name] [page]` the games kept here · `leaderboard` · `profile [name]` · `replay <id>` and `record <id>` an old game as an animation or a record file · `forget-me` deletes your ratings and your name (asks first)

## The console: a leaderboard, profile or record written to a file
console-file = [file: { $path }]
