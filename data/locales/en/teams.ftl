# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Team play (`teams=on`) is for 4 or 6 players with one army each.
rule-teams-on = Team play: partners in opposite points play together, and a team finishes when both armies are home; a player whose army is home moves the partner's pegs.
rule-teams-off = Everyone plays alone.
team-names = { $first } and { $second }
teams-line = Teams: { $teams }
team-finished = Team { $names } has brought every peg home and takes place { $place }!
team-home = { $name }'s army is home, but the team has not finished: { $name } plays on with { $partner }'s pegs ({ $colour }).
