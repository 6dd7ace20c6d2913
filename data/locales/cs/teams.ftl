# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Hra družstev (`teams=on`) je pro 4 nebo 6 hráčů s jedním vojskem každý.
rule-teams-on = Hra družstev: spoluhráči v protějších cípech hrají spolu a družstvo končí, až jsou obě vojska doma; hráč, jehož vojsko je doma, táhne kolíky spoluhráče.
rule-teams-off = Každý hraje sám za sebe.
team-names = { $first } a { $second }
teams-line = Družstva: { $teams }
team-finished = Družstvo { $names } má všechny kolíky doma a bere { $place }. místo!
team-home = Vojsko hráče { $name } je doma, ale družstvo ještě neskončilo: { $name } hraje dál kolíky hráče { $partner } ({ $colour }).

help-teams-solo = Družstva: `nová 4 družstva=on` (nebo 6) hraje ve dvojicích, spoluhráči v protějších cípech; hráč, jehož vojsko je doma, táhne kolíky spoluhráče. Sám: `solo` přejde desku na co nejméně tahů (dokázané nejlepší řešení je 27) · `solo tabulka` nejlepší přechody tady · `solo počítač` přechod počítače

## The solitaire challenge (docs/rules.md §9)

solo-started = Výzva pro jednoho: { $name }, převeď své červené vojsko z horního cípu do dolního na co nejméně tahů. Dokázané nejlepší řešení má { $optimum } tahů (George Bell, 2009).
solo-crossed = Doma za { $moves } tahů: { $over ->
    [0] dokázané nejlepší řešení!
   *[other] o { $over } víc než dokázané nejlepší řešení { $optimum } tahů (George Bell, 2009).
}
solo-best = Tvůj nejlepší přechod tady: { $best } tahů, { $place }. místo z { $of } v tabulce (`solo board`).
solo-board-title = Nejlepší přechody tady (dokázané nejlepší řešení má { $optimum } tahů):
solo-board-line = { $place }. { $name }: { $moves } tahů ({ $over ->
    [0] dokázané nejlepší
   *[other] +{ $over }
})
solo-board-you = Tvůj nejlepší: { $moves } tahů, { $place }. místo.
solo-board-empty = Tady ještě nikdo nepřešel: `solo` začne přechod (dokázané nejlepší řešení má { $optimum } tahů).
solo-board-helped = Tvé přechody tady měly pomoc (nápovědu nebo vrácený tah), proto nejsou v žebříčku: najdeš je v { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = Přechod počítače: { $moves } tahů, { $over ->
    [0] dokázané nejlepší řešení.
   *[other] o { $over } víc než dokázané nejlepší řešení { $optimum } tahů.
}

## Výsledky družstev (docs/rules.md §8)
team-label = Družstvo { $names }
team-wins = Vítězí { $team }!
reason-resignations-teams = zbylo jen jedno družstvo.
team-resigned = { $name } to vzdává: družstvo { $names } se teď řadí za všechna družstva, která ještě hrají; kolíky hráče { $name } od teď táhne počítač.
team-resigned-final = { $name } to vzdává za družstvo { $names }.
