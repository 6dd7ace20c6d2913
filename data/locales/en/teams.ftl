# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Team play (`teams=on`) is for 4 or 6 players with one army each.
rule-teams-on = Team play: partners in opposite points play together, and a team finishes when both armies are home; a player whose army is home moves the partner's pegs.
rule-teams-off = Everyone plays alone.
team-names = { $first } and { $second }
teams-line = Teams: { $teams }
team-finished = Team { $names } has brought every peg home and takes place { $place }!
team-home = { $name }'s army is home, but the team has not finished: { $name } plays on with { $partner }'s pegs ({ $colour }).

help-teams-solo = Teams: `new 4 teams=on` (or 6) plays in teams of two, partners in opposite points; a player whose army is home moves the partner's pegs. Alone: `solo` crosses the board in as few moves as you can (the proven best is 27) · `solo board` the best crossings here · `solo computer` the computer's crossing

## The solitaire challenge (docs/rules.md §9)

solo-started = Solitaire challenge: { $name }, bring your red army from the top point to the bottom one in as few moves as you can. The proven best is { $optimum } moves (George Bell, 2009).
solo-crossed = Home in { $moves } moves: { $over ->
    [0] the proven best!
   *[other] { $over } more than the proven best of { $optimum } (George Bell, 2009).
}
solo-best = Your best crossing here: { $best } moves, place { $place } of { $of } on the board (`solo board`).
solo-board-title = Best crossings here (the proven best is { $optimum } moves):
solo-board-line = { $place }. { $name }: { $moves } moves ({ $over ->
    [0] the proven best
   *[other] +{ $over }
})
solo-board-you = Your best: { $moves } moves, place { $place }.
solo-board-empty = Nobody has crossed here yet: `solo` starts a crossing (the proven best is { $optimum } moves).
solo-board-helped = Your crossings here were helped (a hint, or a move taken back), so they are not listed: they are in { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = The computer's own crossing: { $moves } moves, { $over ->
    [0] the proven best.
   *[other] { $over } more than the proven best of { $optimum }.
}

## Team results (docs/rules.md §8)
team-label = Team { $names }
team-wins = { $team } wins!
reason-resignations-teams = only one team is left.
team-resigned = { $name } resigned: team { $names } now ranks after every team still playing; the computer plays { $name }'s pegs from here on.
team-resigned-final = { $name } resigned for team { $names }.
