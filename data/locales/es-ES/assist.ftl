# assist.ftl: ver src/i18n.rs para lo que va aquí.
# Deshacer, pistas y esperas.

takeback-asked = { $name } pide deshacer { $count ->
    [one] el movimiento { $moves }
   *[other] { $moves } (su movimiento y { $replies ->
        [one] la respuesta del ordenador
       *[other] las respuestas de los ordenadores
    })
}. { $waiting }: { $front ->
    [console] respondan `{ cmd-takeback } aceptar` o `{ cmd-takeback } rechazar`
   *[other] pulsen **{ button-takeback-accept }** o **{ button-takeback-decline }** abajo
} en { $seconds } segundos (sin respuesta cuenta como rechazo).
takeback-accepted = { $name } ha aceptado.
takeback-accepted-waiting = { $name } ha aceptado; a la espera de { $waiting }.
takeback-declined = { $name } ha rechazado: el movimiento de { $asker } se queda.
takeback-expired = Sin respuesta a tiempo: el movimiento de { $asker } se queda.
takeback-closed-moved = La petición de deshacer de { $asker } está cerrada: { $name } ha movido.
takeback-closed-resigned = La petición de deshacer de { $asker } está cerrada: { $name } se ha rendido.
takeback-closed = La petición de deshacer de { $asker } está cerrada: la partida ha seguido.
takeback-done = { $count ->
    [one] Deshecho: { $moves }, el movimiento de { $name }.
   *[other] Deshecho: { $moves }: el movimiento de { $name } y { $replies ->
        [one] la respuesta del ordenador
       *[other] las respuestas de los ordenadores
    }.
}
button-takeback-accept = Aceptar
button-takeback-decline = Rechazar
hint = Pista ({ $level }): juega `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Solo tú lo ves.
}
casual-now = La partida es ahora amistosa: no puntuará.
casual-now-solo = Esta travesía es ahora amistosa: no contará en la tabla de mejores travesías.
hint-header = Pista: { $move }
err-takeback-off = En esta partida no se pueden deshacer movimientos (ajuste `takeback=off`).
err-takeback-over = La partida ha terminado: sus movimientos se quedan.
err-nothing-to-take-back = Solo puedes deshacer tu propio último movimiento, y solo hasta que otra persona mueva.
err-takeback-open = Ya hay una petición de deshacer esperando respuesta.
err-takeback-to-answer = { $asker } ha pedido deshacer su movimiento: { $front ->
    [console] responde con `{ cmd-takeback } aceptar` o `{ cmd-takeback } rechazar`.
   *[other] responde con el botón **{ button-takeback-accept }** o **{ button-takeback-decline }** bajo la petición.
}
err-takeback-asked-before = Ya pediste deshacer este movimiento y no se aceptó: una petición por movimiento.
err-no-takeback = No hay nada que deshacer a lo que responder: ya se respondió, se acabó su tiempo o la partida siguió.
err-own-takeback = Tú pediste deshacer; responden los demás jugadores.
err-not-asked = Solo las demás personas de esta partida responden a esta petición.
err-hints-off = Las pistas están desactivadas en esta partida (ajuste `hints=off`).
err-hint-not-your-turn = Una pista es para quien tiene el turno, en su turno.
err-cooldown = Espera { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
} antes de volver a pedir eso.
rule-takeback-on = Quien acaba de mover puede pedir deshacer el movimiento (`{ cmd-takeback }`); los demás aceptan o rechazan.
rule-takeback-off = Los movimientos no se pueden deshacer.
rule-hints-on = Quien tiene el turno puede pedir una pista (`{ cmd-hint }`): el movimiento del ordenador, visible solo para esa persona.
rule-hints-off = Sin pistas.
console-takeback-usage = `{ cmd-takeback }` pide deshacer tu último movimiento; `{ cmd-takeback } aceptar` o `{ cmd-takeback } rechazar` responde a una petición.

# notify: un mensaje directo en tu turno
notify-on = A partir de ahora recibes un mensaje directo cuando te toque, en todas las partidas. Usa `{ cmd-notify }` de nuevo para desactivarlo.
notify-off = Los avisos de turno están desactivados: ningún mensaje directo cuando te toque.
notify-turn = Te toca en damas chinas:
    { $news }
notify-refused = { $mention }, no puedo enviarte mensajes directos, así que tus avisos de turno están ahora desactivados. Permite los mensajes directos de los miembros de este servidor y luego usa `{ cmd-notify }` de nuevo.
err-no-direct-messages = Aquí no hay mensajes directos: `{ cmd-notify }`, `{ cmd-follow }` y `{ cmd-digest }` son para Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Sigues esta partida: tras los movimientos recibes un mensaje directo con el tablero, como mucho uno por minuto, hasta que termine. `{ cmd-follow }` con `{ opt-stop }` lo detiene.
follow-already = Ya sigues esta partida.
follow-off = Ya no sigues esta partida.
follow-not-following = No sigues esta partida.
follow-moves = Una partida que sigues:
    { $news }
err-follow-no-game = Aquí no se juega ninguna partida que seguir.
err-follow-seated = Juegas en esta partida y ves cada movimiento; `{ cmd-notify }` te avisa cuando te toca.
err-follow-full = Esta partida ya tiene { $most } seguidores, el máximo.

# games: tus partidas en curso
games-none = { $front ->
    [console] No tienes ninguna partida en curso.
   *[other] No tienes ninguna partida en curso en este servidor.
}
games-title = Tus partidas en curso ({ $count }):
games-here = aquí
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **te toca**
games-to-move = le toca a { $name }
games-left = , quedan { $left }
games-more = … y { $count } más.

# seek: buscar rival
help-searching = Buscando ahora: { $pools }. `{ cmd-seek }` para unirte.
help-searching-pool = { $count } para una partida { $rated ->
    [rated] puntuable
   *[other] amistosa
} de { $players } jugadores
seek-searching = Buscas una partida { $rated ->
    [rated] puntuable
   *[other] amistosa
} de { $players } jugadores ({ $count } buscando ahora). Te mencionarán cuando se encuentre una partida; la búsqueda termina en { $minutes } minutos. `{ cmd-seek }` con `{ opt-cancel }` la detiene.
seek-matched = Partida encontrada: { $names }, una partida { $rated ->
    [rated] puntuable
   *[other] amistosa
} de { $players } jugadores. Su mesa se abre ahora.
seek-cancelled = Ya no estás buscando.
seek-not-searching = No estabas buscando.
seek-expired = { $mention }, no se encontró a nadie a tiempo para tu partida de { $players } jugadores; `{ cmd-seek }` de nuevo para seguir buscando.
err-nobody-to-seek = Aquí no hay nadie más a quien encontrar: buscar rival es para Discord. Aquí, `{ cmd-add-computer }`, o `as NOMBRE` para otro jugador.

# challenge: personas nombradas (y ordenadores) invitadas a una partida
challenge-made = { $name } reta a { $names } a una partida de { $players } jugadores.
challenge-computers = También juegan ordenadores: { $computers }.
challenge-computers-only = { $name } juega una partida de { $players } jugadores contra { $computers }.
challenge-computer = ordenador { $level }
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` para aceptar o `{ cmd-leave }` para rechazar
   *[other] pulsen **{ button-challenge-accept }** o **{ button-challenge-decline }**
} en { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
}.
challenge-accepted = { $name } ha aceptado; falta que respondan: { $names }.
challenge-accepted-all = { $name } ha aceptado: están todos, y la partida empieza.
challenge-declined = { $mention }, { $name } ha rechazado tu reto; queda cancelado.
challenge-expired = { $mention }, tu reto queda cancelado: { $names } no respondió en { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
}.
challenge-waiting = Retados, falta que respondan: { $names }
button-challenge-accept = Aceptar
button-challenge-decline = Rechazar
err-challenge-nobody = Nombra a alguien a quien retar: hasta cinco personas, u ordenadores.
err-challenge-self = No puedes retarte a ti mismo: nombra a otra persona, o a un ordenador.
err-challenge-bot = { $name } es una aplicación y no puede responder a un reto; para jugar contra un ordenador, indica `{ opt-computers }`.
err-challenge-twice = { $name } aparece dos veces.
err-challenge-players = Contigo son { $count } jugadores; una partida tiene 2, 3, 4 o 6.
err-challenge-minutes = El tiempo para responder es de 1 a { $most } minutos.
err-not-challenged = Estos puestos son para las personas retadas: { $names }.
err-challenge-seats = Un desafío solo sienta a las personas y ordenadores que nombró al hacerse: no se puede añadir otro asiento.
err-nobody-to-challenge = Aquí no hay nadie más a quien retar: los retos son para Discord (`/{ cmd-checkers } { cmd-challenge }`, o el menú Aplicaciones sobre una persona). Aquí, `{ cmd-add-computer }`, o `as NOMBRE` para otro jugador.
seek-not-here = Buscar rival necesita el bot en un servidor: aquí solo puede responderte. Reta en su lugar con `{ cmd-challenge }` a las personas con quienes quieras jugar.
seek-filled = Nadie más vino en { $minutes } minutos: { $names } { $computers ->
    [one] y un ordenador ({ $level }) juegan
   *[other] y { $computers } ordenadores ({ $level }) juegan
} una partida { $rated ->
    [rated] puntuable
   *[other] amistosa
} de { $players } jugadores. Su mesa se abre ahora.
game-channel-here = { $name } ha hecho de este canal el canal de juego del servidor: las partidas encontradas con `{ cmd-seek }` se abren en sus hilos.
game-channel-off = { $name } ha quitado el canal de juego del servidor: las partidas encontradas con `{ cmd-seek }` se abren donde buscó la última persona.
seek-not-opened = La partida encontrada no puede abrirse aquí: { $why } Busca de nuevo con `{ cmd-seek }`, o juega con `{ cmd-challenge }`.
err-game-channel-thread = Un hilo no puede ser el canal de juego del servidor: las partidas se abren en sus hilos. Usa esto en un canal.
anywhere-on = { $name } ha abierto este servidor al grupo de todos los servidores: `{ cmd-seek }` con `{ opt-anywhere }` encuentra gente de todos los servidores abiertos. Solo los nombres visibles pasan de un servidor a otro.
anywhere-off = { $name } ha cerrado este servidor al grupo de todos los servidores: `{ cmd-seek }` solo encuentra gente de este servidor.
err-anywhere-closed = Este servidor no está abierto al grupo de todos los servidores. Quien gestiona los canales lo abre con `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Este hilo muestra una partida encontrada en todos los servidores abiertos, guardada con sus otros jugadores: una partida nueva empieza en un canal de este servidor (o `{ cmd-seek }` otra vez).
err-rematch-anywhere = Una partida encontrada en todos los servidores abiertos no tiene revancha: `{ cmd-seek }` otra vez, o desafiaos donde estéis los dos.
seek-searching-anywhere = Buscas en todos los servidores abiertos una partida { $rated ->
    [rated] puntuable
   *[other] amistosa
} de { $players } jugadores. Buscando ahora: { $count } aquí · { $all } en todos los servidores. Te mencionarán en un hilo de aquí cuando se encuentre una partida; la búsqueda termina en { $minutes } minutos.
# block: mantener alejado a un miembro; report: denunciar una partida a los operadores
block-on = Has bloqueado a { $name }: `{ cmd-seek }` nunca os empareja y no hay desafíos entre vosotros. `{ cmd-block }` con `{ opt-undo }` lo deshace.
block-off = { $name } ya no está bloqueado.
block-not-blocked = No habías bloqueado a { $name }.
block-count = { $count ->
    [0] No has bloqueado a nadie.
    [one] Has bloqueado a un miembro.
   *[other] Has bloqueado a { $count } miembros.
}
err-block-oneself = No puedes bloquearte a ti mismo.
err-block-bot = { $name } es una aplicación: las aplicaciones nunca juegan, así que no hay nada que bloquear.
err-block-full = Ya has bloqueado a { $most } miembros, el máximo: desbloquea primero a alguien.
err-challenge-they-blocked = { $name } no acepta desafíos tuyos.
err-challenge-you-blocked = Has bloqueado a { $name }: `{ cmd-block }` con `{ opt-undo }` lo desbloquea.
err-nobody-to-block = Aquí no hay nadie más a quien bloquear: bloquear es para Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Gracias: tu denuncia (número { $id }) se guarda para los operadores del bot, con esta partida tal como está ahora. Nadie más se entera.
err-report-no-game = Aquí no hay ninguna partida que denunciar.
# digest: one message a day listing the games at your turn
digest-on = Tu resumen diario está activado: cada día ({ $hour } UTC) un mensaje directo lista tus partidas en las que te toca, con el tiempo que queda en cada una (nada los días en que no te toca en ninguna). `{ cmd-digest }` con `{ opt-off }` lo desactiva.
digest-off = No recibes resumen diario.
digest-title = { $count ->
    [one] Tu resumen diario: te toca en 1 partida.
   *[other] Tu resumen diario: te toca en { $count } partidas.
}
err-challenge-apart = { $first } y { $second } no pueden estar en la misma partida: uno bloqueó al otro.
err-block-busy = Demasiados cambios en tus bloqueos a la vez: inténtalo de nuevo.
err-accept-blocked = No puedes aceptar: tú o alguien de esta partida bloqueó al otro después del desafío.
