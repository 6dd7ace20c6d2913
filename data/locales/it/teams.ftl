# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Il gioco a squadre (`teams=on`) è per 4 o 6 giocatori con un esercito ciascuno.
rule-teams-on = Gioco a squadre: i compagni nelle punte opposte giocano insieme e una squadra finisce quando entrambi gli eserciti sono arrivati; chi ha già portato a casa il proprio esercito muove le pedine del compagno.
rule-teams-off = Ognuno gioca per sé.
team-names = { $first } e { $second }
teams-line = Squadre: { $teams }
team-finished = La squadra { $names } ha portato a casa tutte le pedine e si piazza al { $place }º posto!
team-home = L'esercito di { $name } è arrivato, ma la squadra non ha finito: { $name } continua con le pedine di { $partner } ({ $colour }).

help-teams-solo = Squadre: `nuova 4 squadre=on` (o 6) gioca a squadre di due, i compagni nelle punte opposte; chi ha già portato a casa il proprio esercito muove le pedine del compagno. Da soli: `solo` attraversa la tavola nel minor numero di mosse (il record dimostrato è 27) · `solo classifica` le migliori traversate qui · `solo computer` la traversata del computer

## The solitaire challenge (docs/rules.md §9)

solo-started = Sfida in solitario: { $name }, porta il tuo esercito rosso dalla punta in alto a quella in basso nel minor numero di mosse. Il record dimostrato è di { $optimum } mosse (George Bell, 2009).
solo-crossed = Arrivato in { $moves } mosse: { $over ->
    [0] il record dimostrato!
   *[other] { $over } più del record dimostrato di { $optimum } (George Bell, 2009).
}
solo-best = La tua traversata migliore qui: { $best } mosse, { $place }º posto su { $of } in classifica (`solo board`).
solo-board-title = Le migliori traversate qui (il record dimostrato è di { $optimum } mosse):
solo-board-line = { $place }º { $name }: { $moves } mosse ({ $over ->
    [0] il record dimostrato
   *[other] +{ $over }
})
solo-board-you = La tua migliore: { $moves } mosse, { $place }º posto.
solo-board-empty = Qui non ha ancora traversato nessuno: `solo` inizia una traversata (il record dimostrato è di { $optimum } mosse).
solo-board-helped = Le tue traversate qui sono state aiutate (un suggerimento, o una mossa ripresa), quindi non sono in classifica: sono in { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = La traversata del computer: { $moves } mosse, { $over ->
    [0] il record dimostrato.
   *[other] { $over } più del record dimostrato di { $optimum }.
}

## Risultati a squadre (docs/rules.md §8)
team-label = Squadra { $names }
team-wins = Vince la { $team }!
reason-resignations-teams = è rimasta una sola squadra.
team-resigned = { $name } abbandona: la squadra { $names } ora si piazza dopo tutte le squadre ancora in gioco; da qui in poi il computer gioca al posto di { $name }.
team-resigned-final = { $name } abbandona per la squadra { $names }.
