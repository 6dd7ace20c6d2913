# kept.ftl: ver src/i18n.rs para lo que va aquí.

## Puntuable o amistosa (el ajuste de mesa `rated`)
lobby-rated = Partida puntuable: el resultado cambia las puntuaciones de los jugadores.
lobby-casual = Partida amistosa: se guarda, pero sin cambios de puntuación.
board-rated = puntuable
board-casual = amistosa

## forget-me, replay <id>, record <id>
forget-me-ask = Esto borra tus puntuaciones y mejores travesías{ $front ->
    [console] {""}
   *[other] { " " }en todos los servidores
} y sustituye tu nombre en las partidas guardadas por «un antiguo jugador». No se puede deshacer. Para seguir, escribe `{ cmd-forget-me } { forget-me-confirm }`.
# La palabra tras `forget-me` que lo confirma (la consola y los comandos escritos).
forget-me-confirm = confirmar
err-game-id = { $input } no es un número de partida: usa el número # que muestra `{ cmd-history }`.
err-unknown-game = { $front ->
    [console] Aquí no hay guardada ninguna partida n.º { $id }.
   *[other] En este servidor no hay guardada ninguna partida n.º { $id }.
}
kept-replay-caption = Repetición de la partida n.º { $id } ({ $date }): { $players } · { $moves ->
    [one] 1 movimiento
   *[other] { $moves } movimientos
}
kept-record-caption = Registro de la partida n.º { $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` dibuja su final.
}
profile-moves = Movimientos medios hasta la meta: { $moves }.

## Tarjetas (leaderboard.png, profile.png)
card-leaderboard = Clasificación
card-games = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}
card-not-rated = Juega { $min } partidas puntuables para aparecer.
card-rating = puntuación (mu − 3 sigma)
card-games-wins = { $games ->
    [one] 1 partida
   *[other] { $games } partidas
} · { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}
card-average-place = Puesto medio { $place }
card-place = N.º { $place } aquí
card-average-moves = { $moves } movimientos de media hasta la meta
card-no-finish = Aún ninguna partida jugada hasta la meta
card-plot = { $count ->
    [one] Puntuación tras la última partida puntuable
   *[other] Puntuación tras cada una de las últimas { $count } partidas puntuables
}
card-no-plot = La gráfica empieza tras dos partidas puntuables.

## forget-me en Discord (botones)
forget-me-ask-buttons = Esto borra tus puntuaciones y mejores travesías en todos los servidores y sustituye tu nombre en las partidas guardadas por «un antiguo jugador». No se puede deshacer. ¿Seguir?
forget-me-button-confirm = Olvídame
forget-me-button-cancel = Cancelar
forget-me-not-yours = Solo el miembro que preguntó puede responder a esto.
forget-me-cancelled = No se ha borrado nada.

## Las últimas líneas de la ayuda
help-kept = **Puntuaciones y partidas guardadas**: `{ cmd-history } [nombre] [página]` las partidas guardadas aquí · `{ cmd-leaderboard }` · `{ cmd-profile } [nombre]` · `{ cmd-replay } <id>` y `{ cmd-record } <id>` una partida antigua como animación o archivo de registro · `{ cmd-forget-me }` borra tus puntuaciones y tu nombre (pregunta antes). Las puntuaciones pueden ir por temporadas: quien gestiona el canal fija su duración con `{ cmd-defaults } { opt-seasons }=30` (días; `{ choice-seasons-off }`, o `{ choice-seasons-end }` para terminar esta ahora); al terminar una temporada se publica su clasificación final y cada puntuación vuelve a empezar suavizada; `{ cmd-leaderboard } 2` muestra la de la temporada 2. Una partida puntúa con las reglas estándar, juego por equipos incluido, cuando cada jugador hace al menos { $moves } movimientos; `{ cmd-rules }` dice si esta puntúa.

## La consola: una clasificación, un perfil o un registro escrito en un archivo
console-file = [archivo: { $path }]
console-record-file = [archivo: { $path }] `checkers-bot render --record { $path } --out board.png` dibuja su final.

## history, profile: nombres y páginas que no admiten; forget-me por segunda vez
history-past-end = La página { $page } está más allá del final: { $pages ->
    [one] solo hay 1 página
   *[other] hay { $pages } páginas
}.
err-page = { $input } no es una página: las páginas cuentan desde 1 (`{ cmd-history } 2`).
err-computer-name = Los ordenadores no tienen historial ni perfil propios: «Ordenador 2» es solo el nombre del puesto 2 en una partida. `{ cmd-history }` y `{ cmd-profile }` admiten el nombre de una persona.
err-former-player = Quien usó `{ cmd-forget-me }` no se puede encontrar por su nombre, a propósito: sus partidas guardadas lo muestran como «un antiguo jugador», y ya nada une esas partidas entre sí.
forget-me-nothing = No hay nada tuyo que olvidar: ni puntuaciones, ni mejores travesías, ni partidas guardadas a tu nombre (ya olvidado, o nunca jugaste).
# La consola: `record` sin un número de partida, `replay` con más de uno.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` solo repite la partida de aquí; `{ cmd-replay } 12` repite la partida guardada n.º 12 (el número # que muestra `{ cmd-history }`).
   *[other] `{ cmd-record }` admite el número de una partida guardada, el número # que muestra `{ cmd-history }`: `{ cmd-record } 12`.
}

## Partidas no puntuadas aunque la mesa lo era (docs/rules.md §5 `rated`), y partidas anuladas
history-aborted = anulada
history-not-rated = sin puntuar
not-rated-moves = Sin puntuar: cada jugador debe hacer al menos { $moves } movimientos.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } ha fijado temporadas de clasificación de { $days ->
    [one] 1 día
   *[other] { $days } días
}{ $front ->
    [console] {""}
   *[other] { " " }en este servidor
}: la temporada { $number } termina el { $ends }, y su clasificación final se publica { $front ->
    [console] aquí
   *[other] en este canal
}.
season-ends-now = Ese momento ya pasó: la temporada { $number } termina ahora.
season-off = { $name } ha quitado la duración de las temporadas: la temporada { $number } sigue hasta que alguien con permiso de gestión la termine ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = el principio
season-ended = La temporada { $number } ha terminado ({ $from } – { $to }).
season-ended-by = { $name } ha terminado la temporada { $number } ({ $from } – { $to }).
season-final-title = Su clasificación final (puntuación = mu − 3 sigma; aparece tras { $min } partidas puntuables):
season-final-empty = Nadie jugó { $min } partidas puntuables en la temporada { $number }.
season-next = Empieza ahora la temporada { $next }: cada puntuación vuelve a partir de una suavizada (el mismo mu, un sigma mayor), y partidas, victorias y puestos cuentan desde 0.
season-next-ends = Termina el { $ends }.
card-season = Temporada { $number } — clasificación final
card-season-next = Empieza la temporada { $next }, puntuaciones suavizadas.
season-board-title = Clasificación final de la temporada { $number } ({ $from } – { $to }; puntuación = mu − 3 sigma; aparece tras { $min } partidas puntuables):
season-dates = Temporada { $number }: { $from } – { $to }
leaderboard-season = Temporada { $number }, desde { $from }; la termina quien gestiona el canal.
leaderboard-season-ends = Temporada { $number }, desde { $from }; termina el { $ends }.
profile-season = (Temporada { $number } hasta ahora.)
profile-past-seasons = Temporadas pasadas:
profile-anywhere = En todos los servidores abiertos (`{ cmd-seek }` en todas partes): puntuación { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}.
profile-past-season = • Temporada { $number } ({ $from } – { $to }): { $place }, puntuación { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}.
profile-earlier-seasons = …y { $count ->
    [one] 1 temporada anterior
   *[other] { $count } temporadas anteriores
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} muestra la clasificación final de la temporada 2).
season-place = puesto { $place } de { $count }
season-unlisted = sin clasificar
err-no-season-yet = Aquí aún no ha terminado ninguna temporada: la temporada { $number } no tiene clasificación final.
err-no-season = La temporada { $number } no tiene clasificación final aquí: { $last ->
    [one] solo ha terminado la temporada 1
   *[other] han terminado las temporadas 1 a { $last }
}.
err-season-just-ended = La temporada { $number } acaba de terminar (su clasificación final está publicada): está en curso la temporada { $next }.
err-season-number = { $input } no es un número de temporada: `{ cmd-leaderboard } 2` muestra la clasificación final de la temporada 2.
