# teams.ftl: siehe src/i18n.rs, was hierher gehört.

## Teamspiel (docs/rules.md §8)

err-teams = Teamspiel (`{ opt-teams }=on`) ist für 4 oder 6 Spieler mit je einer Armee.
rule-teams-on = Teamspiel: Partner in gegenüberliegenden Zacken spielen zusammen, und ein Team ist fertig, wenn beide Armeen im Ziel sind; wessen Armee im Ziel ist, zieht die Figuren des Partners.
rule-teams-off = Jeder spielt für sich.
team-names = { $first } und { $second }
teams-line = Teams: { $teams }
team-finished = Team { $names } hat alle Figuren ins Ziel gebracht und belegt Platz { $place }!
team-home = Die Armee von { $name } ist im Ziel, aber das Team ist nicht fertig: { $name } spielt mit den Figuren von { $partner } weiter ({ $colour }).

help-teams-solo = Teams: `{ cmd-new } 4 { opt-teams }=on` (oder 6) spielt in Zweierteams, Partner in gegenüberliegenden Zacken; wessen Armee im Ziel ist, zieht die Figuren des Partners. Allein: `{ cmd-solo }` überquert das Brett in so wenigen Zügen wie möglich (das bewiesene Minimum ist 27) · `{ cmd-solo } { choice-view-board }` die besten Überquerungen hier · `{ cmd-solo } { choice-view-computer }` die Überquerung des Computers

## Die Solitär-Herausforderung (docs/rules.md §9)

solo-started = Solitär-Herausforderung: { $name }, bring deine rote Armee von der oberen Zacke in die untere, in so wenigen Zügen wie möglich. Das bewiesene Minimum ist { $optimum } Züge (George Bell, 2009).
solo-crossed = Im Ziel nach { $moves } Zügen: { $over ->
    [0] das bewiesene Minimum!
   *[other] { $over } mehr als das bewiesene Minimum von { $optimum } (George Bell, 2009).
}
solo-best = Deine beste Überquerung hier: { $best } Züge, Platz { $place } von { $of } der Bestenliste (`{ cmd-solo } { choice-view-board }`).
solo-board-title = Beste Überquerungen hier (das bewiesene Minimum ist { $optimum } Züge):
solo-board-line = { $place }. { $name }: { $moves } Züge ({ $over ->
    [0] das bewiesene Minimum
   *[other] +{ $over }
})
solo-board-you = Deine beste: { $moves } Züge, Platz { $place }.
solo-board-empty = Hier hat noch niemand das Brett überquert: `{ cmd-solo }` beginnt eine Überquerung (das bewiesene Minimum ist { $optimum } Züge).
solo-board-helped = Deine Überquerungen hier hatten Hilfe (einen Tipp oder einen zurückgenommenen Zug), darum stehen sie nicht in der Liste: Sie sind in { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = Die eigene Überquerung des Computers: { $moves } Züge, { $over ->
    [0] das bewiesene Minimum.
   *[other] { $over } mehr als das bewiesene Minimum von { $optimum }.
}

## Teamergebnisse (docs/rules.md §8)
team-label = Team { $names }
team-wins = { $team } gewinnt!
reason-resignations-teams = nur ein Team ist übrig.
team-resigned = { $name } hat aufgegeben: Team { $names } landet jetzt hinter allen Teams, die noch spielen; ab jetzt spielt der Computer die Figuren von { $name }.
team-resigned-final = { $name } hat für Team { $names } aufgegeben.
