# puzzle.ftl: el problema del día (docs/playing.md, "The daily puzzle"): ver src/i18n.rs.

puzzle-farthest = **Problema del día, { $date }: el movimiento más largo.** Mueven las rojas: ¿qué movimiento lleva una ficha roja más filas hacia la punta de abajo? Solo uno llega más lejos.
puzzle-home = **Problema del día, { $date }: a casa en { $moves }.** El rojo solo: el ejército puede llegar en { $moves } movimientos, no en menos. ¿Qué movimiento abre el camino? Solo uno.
puzzle-how = { $front ->
    [console] Responde con `{ cmd-puzzle }` y el movimiento, como `{ cmd-puzzle } d2 e7`: una respuesta al día; la solución llega al día siguiente.
   *[other] Responde con `/{ cmd-checkers } { cmd-puzzle }` y `{ opt-answer }:`, como `d2 e7` (solo tú lo ves): una respuesta al día; la solución llega con el siguiente problema.
}
puzzle-daily-how = Responde en privado con `/{ cmd-checkers } { cmd-puzzle }` y `{ opt-answer }:` (una respuesta al día). La solución llega con el siguiente problema, a las { $hour } UTC.
puzzle-answered-right = Tu respuesta de hoy: `{ $answer }`, correcta.
puzzle-answered-wrong = Tu respuesta de hoy: `{ $answer }`, no es esa; la solución llega con el siguiente problema.
puzzle-streak = Tu racha: { $days ->
    [0] ninguna todavía
    [one] 1 día
   *[other] { $days } días seguidos
} (mejor: { $best }).
puzzle-board = Este mes: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· tú: puesto { $place }, { $solved } resueltos
puzzle-right = ¡Correcto: `{ $answer }` es la solución!
puzzle-wrong = `{ $answer }` no es la solución. Llega con el siguiente problema.
puzzle-already = Ya respondiste el problema de hoy (una respuesta al día).
puzzle-solution = **Solución del { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Resuelto aquí por { $solved } de { $answered ->
    [one] 1 persona que respondió
   *[other] { $answered } que respondieron
}.
puzzle-solved-none = Nadie lo respondió aquí.
puzzle-planned = { $name } activó el problema del día: se publica aquí cada día a las { $hour } UTC.
puzzle-unplanned = { $name } desactivó el problema del día.
puzzle-red = Rojo (tú)
puzzle-green = Verde
puzzle-header = Problema del día · { $date }
puzzle-solution-header = Solución · { $date }
puzzle-ask-farthest = ¿El movimiento más largo?
puzzle-ask-home = A casa en { $moves }: ¿el primer movimiento?
puzzle-description = { $header }. Fichas rojas: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Fichas verdes: { $green }.
}
puzzle-off-word = desactivado

err-puzzle-off = { $front ->
    [console] La consola no tiene problema del día que publicar.
   *[other] Este servidor no tiene problema del día. Un miembro con Gestionar canales lo activa con `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` y una hora (UTC), en el canal donde publicarlo.
}
err-puzzle-posting = El primer problema del día se está publicando aquí: pregunta otra vez en un momento.
err-puzzle-hour = `{ opt-puzzle_hour }` toma una hora (UTC) de 0 a 23, o `{ puzzle-off-word }`.
err-puzzle-console = La consola no tiene servidor donde publicar un problema del día: `{ cmd-puzzle }` muestra el problema del día.
