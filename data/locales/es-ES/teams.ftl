# teams.ftl: ver src/i18n.rs para lo que va aquí.

## Juego por equipos (docs/rules.md §8)

err-teams = El juego por equipos (`{ opt-teams }=on`) es para 4 o 6 jugadores con un ejército cada uno.
rule-teams-on = Juego por equipos: los compañeros en puntas opuestas juegan juntos, y un equipo termina cuando sus dos ejércitos están en la meta; quien tiene su ejército en la meta mueve las fichas de su compañero.
rule-teams-off = Cada uno juega por su cuenta.
team-names = { $first } y { $second }
teams-line = Equipos: { $teams }
team-finished = ¡El equipo { $names } ha llevado todas sus fichas a la meta y queda en el puesto { $place }!
team-home = El ejército de { $name } está en la meta, pero el equipo no ha terminado: { $name } sigue con las fichas de { $partner } ({ $colour }).

help-teams-solo = Equipos: `{ cmd-new } 4 { opt-teams }=on` (o 6) juega en equipos de dos, compañeros en puntas opuestas; quien tiene su ejército en la meta mueve las fichas del compañero. Solo: `{ cmd-solo }` cruza el tablero en el menor número de movimientos (el mejor demostrado es 27) · `{ cmd-solo } { choice-view-board }` las mejores travesías de aquí · `{ cmd-solo } { choice-view-computer }` la travesía del ordenador

## El reto solitario (docs/rules.md §9)

solo-started = Reto solitario: { $name }, lleva tu ejército rojo de la punta de arriba a la de abajo en el menor número de movimientos. El mejor demostrado es { $optimum } movimientos (George Bell, 2009).
solo-crossed = En la meta en { $moves } movimientos: { $over ->
    [0] ¡el mejor demostrado!
   *[other] { $over } más que el mejor demostrado de { $optimum } (George Bell, 2009).
}
solo-best = Tu mejor travesía aquí: { $best } movimientos, puesto { $place } de { $of } en la tabla (`{ cmd-solo } { choice-view-board }`).
solo-board-title = Mejores travesías aquí (el mejor demostrado es { $optimum } movimientos):
solo-board-line = { $place }. { $name }: { $moves } movimientos ({ $over ->
    [0] el mejor demostrado
   *[other] +{ $over }
})
solo-board-you = Tu mejor: { $moves } movimientos, puesto { $place }.
solo-board-empty = Aquí aún nadie ha cruzado: `{ cmd-solo }` empieza una travesía (el mejor demostrado es { $optimum } movimientos).
solo-board-helped = Tus travesías aquí tuvieron ayuda (una pista o un movimiento deshecho), así que no aparecen: están en { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = La travesía del propio ordenador: { $moves } movimientos, { $over ->
    [0] el mejor demostrado.
   *[other] { $over } más que el mejor demostrado de { $optimum }.
}

## Resultados por equipos (docs/rules.md §8)
team-label = Equipo { $names }
team-wins = ¡Gana { $team }!
reason-resignations-teams = solo queda un equipo.
team-resigned = { $name } se ha rendido: el equipo { $names } queda ahora por detrás de todos los equipos que siguen jugando; a partir de ahora el ordenador juega las fichas de { $name }.
team-resigned-final = { $name } se ha rendido por el equipo { $names }.
