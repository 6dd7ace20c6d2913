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
help-kept = **Ratings and kept games**: `history [name] [page]` the games kept here · `leaderboard` · `profile [name]` · `replay <id>` and `record <id>` an old game as an animation or a record file · `forget-me` deletes your ratings and your name (asks first). Ratings may run in seasons: a channel manager sets their length with `{ cmd-defaults } { opt-seasons }=30` (days; `{ choice-seasons-off }`, or `{ choice-seasons-end }` to end this one now); at a season's end its final leaderboard is posted and every rating starts again softened; `{ cmd-leaderboard } 2` shows season 2's. A game is rated under the standard rules, team play included, when every player makes at least { $moves } moves; `rules` says whether this one is.

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

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } set rating seasons of { $days ->
    [one] 1 day
   *[other] { $days } days
}{ $front ->
    [console] {""}
   *[other] { " " }on this server
}: season { $number } ends { $ends }, and its final leaderboard is posted { $front ->
    [console] here
   *[other] in this channel
}.
season-ends-now = That time is past: season { $number } ends now.
season-off = { $name } turned timed seasons off: season { $number } goes on until a manager ends it ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = the beginning
season-ended = Season { $number } has ended ({ $from } – { $to }).
season-ended-by = { $name } ended season { $number } ({ $from } – { $to }).
season-final-title = Its final leaderboard (rating = mu − 3 sigma; listed after { $min } rated games):
season-final-empty = Nobody played { $min } rated games in season { $number }.
season-next = Season { $next } begins now: every rating starts again from a softened one (the same mu, a larger sigma), and games, wins and places count from 0.
season-next-ends = It ends { $ends }.
card-season = Season { $number } — final leaderboard
card-season-next = Season { $next } begins now, every rating softened.
season-board-title = Final leaderboard of season { $number } ({ $from } – { $to }; rating = mu − 3 sigma; listed after { $min } rated games):
season-dates = Season { $number }: { $from } – { $to }
leaderboard-season = Season { $number }, since { $from }; a manager ends it.
leaderboard-season-ends = Season { $number }, since { $from }; it ends { $ends }.
profile-season = (Season { $number } so far.)
profile-past-seasons = Past seasons:
profile-anywhere = On every open server (`{ cmd-seek }` anywhere): rating { $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}.
profile-past-season = • Season { $number } ({ $from } – { $to }): { $place }, rating { $rating }, { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}.
profile-earlier-seasons = …and { $count ->
    [one] 1 earlier season
   *[other] { $count } earlier seasons
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} shows season 2's final leaderboard).
season-place = place { $place } of { $count }
season-unlisted = not listed
err-no-season-yet = No season has ended here yet: season { $number } has no final leaderboard.
err-no-season = Season { $number } has no final leaderboard here: { $last ->
    [one] only season 1 has ended
   *[other] seasons 1 to { $last } have ended
}.
err-season-just-ended = Season { $number } has just ended (its final leaderboard is posted): season { $next } is under way.
err-season-number = { $input } is not a season's number: `{ cmd-leaderboard } 2` shows season 2's final leaderboard.
