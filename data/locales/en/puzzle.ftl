# puzzle.ftl: the daily puzzle (docs/playing.md, "The daily puzzle"): see src/i18n.rs.

# What the puzzle asks, with its date (2026-12-08).
puzzle-farthest = **Daily puzzle, { $date }: the farthest move.** Red to move: which move carries a red peg the most rows towards the bottom point? Exactly one move goes farthest.
puzzle-home = **Daily puzzle, { $date }: home in { $moves }.** Red alone: the army can be home in { $moves } moves, and no fewer. Which move starts the way? Exactly one does.
# Under `puzzle`, before the asker answered.
puzzle-how = { $front ->
    [console] Answer with `{ cmd-puzzle }` and the move, like `{ cmd-puzzle } d2 e7`: one answer a day; the solution comes the next day.
   *[other] Answer with `/{ cmd-checkers } { cmd-puzzle }` and `{ opt-answer }:`, like `d2 e7` (only you see it): one answer a day; the solution comes with the next puzzle.
}
# Under the daily post.
puzzle-daily-how = Answer privately with `/{ cmd-checkers } { cmd-puzzle }` and `{ opt-answer }:` (one answer a day). The solution comes with the next puzzle, at { $hour } UTC.
puzzle-answered-right = Your answer today: `{ $answer }`, right.
puzzle-answered-wrong = Your answer today: `{ $answer }`, not the one; the solution comes with the next puzzle.
puzzle-streak = Your streak: { $days ->
    [0] none yet
    [one] 1 day
   *[other] { $days } days in a row
} (best: { $best }).
puzzle-board = This month: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· you: place { $place }, { $solved } solved
puzzle-right = Right: `{ $answer }` is the answer!
puzzle-wrong = `{ $answer }` is not the answer. The solution comes with the next puzzle.
puzzle-already = You have answered today's puzzle already (one answer a day).
puzzle-solution = **Solution of { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Solved here by { $solved } of { $answered ->
    [one] 1 who answered
   *[other] { $answered } who answered
}.
puzzle-solved-none = Nobody here answered it.
puzzle-planned = { $name } set the daily puzzle: posted here every day at { $hour } UTC.
puzzle-unplanned = { $name } turned the daily puzzle off.
# The image: the legend's names, the header, the line under it, its description.
puzzle-red = Red (you)
puzzle-green = Green
puzzle-header = Daily puzzle · { $date }
puzzle-solution-header = Solution · { $date }
puzzle-ask-farthest = The farthest move?
puzzle-ask-home = Home in { $moves }: the first move?
puzzle-description = { $header }. Red pegs: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Green pegs: { $green }.
}
# `puzzle_hour=off` in this language.
puzzle-off-word = off

err-puzzle-off = { $front ->
    [console] The console has no daily puzzle to post.
   *[other] This server has no daily puzzle. A member with Manage Channels turns it on with `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` and an hour (UTC), in the channel to post it in.
}
err-puzzle-posting = The first daily puzzle here is being posted: ask again in a moment.
err-puzzle-hour = `{ opt-puzzle_hour }` takes an hour (UTC) from 0 to 23, or `{ puzzle-off-word }`.
err-puzzle-console = The console has no server to post a daily puzzle on: `{ cmd-puzzle }` shows the day's puzzle.
