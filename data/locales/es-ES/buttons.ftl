# buttons.ftl: ver src/i18n.rs para lo que va aquí.

# Las palabras de la mesa para elecciones hechas con botones (cualquier adaptador).
err-board-changed = El tablero ha cambiado desde entonces: esta elección era para una posición anterior. Usa los botones bajo el último tablero.
err-rematch-asked = Ya has pedido la revancha; a la espera de { $waiting }.
rematch-asked = { $name } quiere la revancha ({ $asked }/{ $people }); a la espera de { $waiting }. Mismas reglas, puestos rotados.
rematch-ready = { $name } se une a la revancha: están todos, puestos rotados.

# El adaptador de Discord: los botones bajo un tablero y los menús privados del botón Mover.
button-move = Mover
button-rematch = Revancha
button-replay = Repetición
menu-peg-prompt = Elige la ficha que vas a mover ({ $count ->
    [one] una ficha puede moverse
   *[other] { $count } fichas pueden moverse
}).
menu-peg-placeholder = Ficha que mover
menu-peg-option = { $hole } · { $count ->
    [one] un movimiento
   *[other] { $count } movimientos
}
menu-move-prompt = Elige adónde va: cada movimiento se nombra por sus casillas.
menu-move-placeholder = Movimiento que jugar
menu-more = Más… (página { $page } de { $pages })
menu-played = Jugado: tu movimiento está en el tablero del canal.

# Rendirse, y anular una partida en curso, preguntan antes: la consola escribe la palabra,
# Discord tiene un botón Confirmar (docs/playing.md).
resign-ask = ¿Rendirte en esta partida? Quedarás por detrás de todos los que siguen jugando, y no se puede deshacer. Para rendirte, escribe `{ cmd-resign } { forget-me-confirm }`.
abort-ask = ¿Terminar esta partida para todos? Se guardará en `{ cmd-history }` como anulada, sin puntuar. Para terminarla, escribe `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = ¿Rendirte en esta partida? Quedarás por detrás de todos los que siguen jugando, y no se puede deshacer. Pulsa **{ button-confirm }** para rendirte.
abort-ask-button = ¿Terminar esta partida para todos? Se guardará en `/{ cmd-checkers-ratings } { cmd-history }` como anulada, sin puntuar. Pulsa **{ button-confirm }** para terminarla.
hint-ask = Esta partida puntúa: una pista la vuelve amistosa (sin puntuar) para todos, y no se puede deshacer. Para recibir una, escribe `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Esta partida puntúa: una pista la vuelve amistosa (sin puntuar) para todos, y no se puede deshacer. Pulsa **{ button-confirm }** para recibir una.
button-confirm = Confirmar
confirm-done = Hecho: el canal ya lo sabe.
err-question-gone = Esa pregunta era sobre una partida que ya terminó o fue sustituida: no se hizo nada.
err-leave-in-game = La partida está en curso: `{ cmd-leave }` deja un puesto solo antes del inicio. Para abandonar ahora, usa `{ cmd-resign }` (pregunta antes).
button-watch = Ver en directo
button-web-play = Jugar en el navegador
web-play-link = Tu enlace propio para jugar esta partida en el navegador: pulsa una ficha y luego un agujero al que llegue. No lo compartas; vale un día.
web-no-seat = No tienes asiento en la partida que se juega aquí.
activity-description = Mira y juega a las damas chinas con la gente de aquí
web-moves = Jugadas
web-reconnecting = Reconectando…
web-no-game = Ahora no hay partida en esta mesa.
web-link-invalid = Este enlace no es válido.
web-link-expired = Este enlace ha caducado; pide uno nuevo con Jugar en el navegador.
web-link-replaced = Este enlace fue sustituido por uno más reciente: usa el último enlace que te dio Jugar en el navegador.
web-link-old-game = Este enlace era de una partida que ya terminó; pide uno nuevo con Jugar en el navegador.
web-too-many = Demasiadas peticiones; espera un momento.
web-no-answer = El servidor no ha respondido; inténtalo de nuevo.
web-time-left = Tiempo restante:
web-follow = Seguir por mensaje directo
web-unfollow = Dejar de seguir
web-not-a-follow = Eso no es una petición de seguir.
web-no-such-move = Esa ficha no tiene esa jugada: pulsa una de tus fichas y luego un agujero al que llegue.
web-board-changed = El tablero ha cambiado desde entonces: mira la posición actual y vuelve a pulsar.
# The web board's refusals of malformed requests.
web-not-a-move = Eso no es una jugada.
web-too-large = Esa petición es demasiado grande: una jugada ocupa como mucho { $most } bytes.
web-nothing-here = Aquí no hay nada.
web-method = Ese método no se atiende aquí.
web-activity-off = La actividad no está activada en este servidor.
web-not-a-session = Eso no es una solicitud de sesión.
web-not-confirmed = Discord no confirmó quién eres.
web-not-in-activity = No estás en esta actividad.
web-discord-no-answer = Discord no respondió; inténtalo de nuevo en un momento.
web-not-a-socket = Eso no es una solicitud WebSocket.
