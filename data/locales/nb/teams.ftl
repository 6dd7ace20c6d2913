# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Lagspill (`teams=on`) er for 4 eller 6 spillere med én hær hver.
rule-teams-on = Lagspill: partnere i motsatte spisser spiller sammen, og et lag er ferdig når begge hærene er i mål; en spiller som har hæren sin i mål, flytter partnerens brikker.
rule-teams-off = Alle spiller for seg selv.
team-names = { $first } og { $second }
teams-line = Lag: { $teams }
team-finished = Laget { $names } har fått alle brikkene i mål og tar { $place }. plass!
team-home = Hæren til { $name } er i mål, men laget er ikke ferdig: { $name } spiller videre med brikkene til { $partner } ({ $colour }).

help-teams-solo = Lag: `ny 4 lag=on` (eller 6) spiller i lag på to, partnere i motsatte spisser; en spiller som har hæren sin i mål, flytter partnerens brikker. Alene: `solo` krysser brettet på færrest mulig trekk (det beviste beste er 27) · `solo tavle` de beste kryssingene her · `solo datamaskin` datamaskinens kryssing

## The solitaire challenge (docs/rules.md §9)

solo-started = Kabalutfordring: { $name }, før den røde hæren din fra spissen øverst til den nederst på færrest mulig trekk. Det beviste beste er { $optimum } trekk (George Bell, 2009).
solo-crossed = I mål på { $moves } trekk: { $over ->
    [0] det beviste beste!
   *[other] { $over } flere enn det beviste beste på { $optimum } (George Bell, 2009).
}
solo-best = Din beste kryssing her: { $best } trekk, { $place }. plass av { $of } på tavlen (`solo board`).
solo-board-title = Beste kryssinger her (det beviste beste er { $optimum } trekk):
solo-board-line = { $place }. { $name }: { $moves } trekk ({ $over ->
    [0] det beviste beste
   *[other] +{ $over }
})
solo-board-you = Din beste: { $moves } trekk, { $place }. plass.
solo-board-empty = Ingen har krysset her ennå: `solo` starter en kryssing (det beviste beste er { $optimum } trekk).
solo-board-helped = Kryssingene dine her fikk hjelp (et tips eller et trekk tatt tilbake), så de står ikke på listen: de er i { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = Datamaskinens egen kryssing: { $moves } trekk, { $over ->
    [0] det beviste beste.
   *[other] { $over } flere enn det beviste beste på { $optimum }.
}

## Lagresultater (docs/rules.md §8)
team-label = Laget { $names }
team-wins = { $team } vant!
reason-resignations-teams = bare ett lag er igjen.
team-resigned = { $name } ga opp: laget { $names } rangeres nå etter alle lag som fortsatt spiller; datamaskinen spiller videre med brikkene til { $name } herfra.
team-resigned-final = { $name } ga opp for laget { $names }.
