# Textos del bot para los jugadores (español). Cada respuesta, error y leyenda sale de aquí.

help = **Damas chinas** — lleva tus fichas a través de la estrella: gana quien primero las meta todas en la punta opuesta. Mueve una ficha escribiendo las casillas que visita: `d2 e7` (un paso), `b2-d2-f7` (una cadena de saltos).{ $front ->
        [console] {""}
       *[other] { " " }O pulsa **{ button-move }** bajo el tablero.
    }
    Comandos — una partida: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · jugar: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · aprender: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · partidas guardadas: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Más, un tema cada vez: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` mover y las casillas · `{ cmd-help } { choice-topic-commands }` qué hace cada comando · `{ cmd-help } { choice-topic-rules }` las reglas de la casa aquí · `{ cmd-help } { choice-topic-teams }` juego por equipos y el reto solitario · `{ cmd-help } { choice-topic-ratings }` puntuaciones y partidas guardadas · `{ cmd-help } { choice-topic-capture }` el juego de captura
       *[other] `/{ cmd-checkers } { cmd-help }` con `{ opt-topic }`: `{ choice-topic-moves }` mover y las casillas · `{ choice-topic-commands }` qué hace cada comando · `{ choice-topic-rules }` las reglas de la casa aquí · `{ choice-topic-teams }` juego por equipos y el reto solitario · `{ choice-topic-ratings }` puntuaciones y partidas guardadas · `{ choice-topic-capture }` el juego de captura
    }
help-moves = **Mover** — en tu turno mueve una ficha: o bien un paso a una casilla vecina vacía, o bien una cadena de saltos — salta sobre una ficha vecina (de cualquiera, también tuya) a la casilla vacía justo detrás, y desde ahí salta de nuevo cuantas veces quieras, en cualquier dirección. Pasos y saltos nunca se mezclan en un movimiento.
    Casillas: las filas son las letras `a`–`q` de arriba abajo, y las casillas de una fila se numeran desde 1, de izquierda a derecha (la punta de arriba es `a1`, el centro `i5`). Cada casilla está rotulada en el tablero.
    Movimientos: escribe las casillas, como `d2 e7` (un paso) o `b2-d2-f7` (una cadena de saltos), o solo el inicio y el final: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }En Discord también `@bot d2 e7` (tras la mención del bot), una respuesta con @ ACTIVADO a su último tablero, el botón **{ button-move }** bajo el tablero, o `/{ cmd-checkers } { cmd-move }`.
    }
    Aprender: `{ cmd-moves } <{ opt-hole }>` muestra (solo a ti) cada casilla que alcanza esa ficha (cualquier ficha; añade `{ opt-chains }` para dibujar las cadenas de saltos: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` el movimiento que el ordenador jugaría por ti · `{ cmd-replay }` la partida como animación (también se publica al acabar una partida)
help-commands = **Comandos**
    `{ cmd-new } <{ opt-players }>` abre una partida aquí (2, 3, 4 o 6 jugadores; reglas de la casa como `clave=valor`, por ejemplo `{ opt-long_jumps }=on`, y `{ opt-theme }=oscuro` para un tablero oscuro) · `{ cmd-join }` ocupar un puesto · `{ cmd-leave }` dejar tu puesto antes del inicio · `{ cmd-add-computer }` sentar a un jugador ordenador, { choice-level-medium } salvo que nombres un nivel (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } piensa hasta el `{ opt-computer_time }` de la partida, 2s salvo cambio) · `{ cmd-start }` empezar (solo quien la creó) · `{ cmd-abort }` terminar la partida (quien la creó o quien gestiona el canal; pregunta antes)
    `{ cmd-move }` jugar un movimiento (o simplemente escribirlo) · `{ cmd-board }` mostrar el tablero · `{ cmd-status }` quién está dónde · `{ cmd-takeback }` deshacer tu último movimiento, si los demás aceptan · `{ cmd-hint }` el movimiento del ordenador para ti, solo visible para ti · `{ cmd-resign }` rendirte (pregunta antes; el ordenador sigue con tus fichas) · `{ cmd-notify }` un mensaje directo en tu turno · `{ cmd-follow }` seguir la partida de aquí por mensaje directo · `{ cmd-digest }` un mensaje diario con tus turnos · `{ cmd-games }` tus partidas en curso · `{ cmd-seek }` encontrar rivales en este servidor · `{ cmd-challenge }` retar a gente por su nombre · `{ cmd-block }` bloquear a un miembro · `{ cmd-report }` denunciar esta partida
    `{ cmd-moves } <{ opt-hole }>` adónde puede ir una ficha · `{ cmd-replay }` la partida como animación · `{ cmd-rules }` las reglas de la casa de esta partida · `{ cmd-solo }` el reto solitario · `{ cmd-puzzle }` el problema del día · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: puntuaciones y partidas guardadas · `{ cmd-defaults }` las reglas de la casa de las nuevas partidas aquí · `{ cmd-help }` el resumen{ $front ->
        [console] {""}
       *[other] {""}
            En Discord: `/{ cmd-checkers }` una partida aquí, rivales, ayuda · `/{ cmd-checkers-ratings }` puntuaciones y partidas guardadas · `/{ cmd-checkers-me }` tus partidas, mensajes de turno, un resumen diario, bloqueos y denuncias · `/{ cmd-checkers-defaults }` las reglas de la casa de las partidas nuevas aquí
    }

err-no-game = { $front ->
    [console] Aquí aún no hay partida. Empieza una con `{ cmd-new } <{ opt-players }>`.
   *[other] No hay partida en este canal. Empieza una con `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Ya hay una partida abierta aquí esperando jugadores: `{ cmd-join }` para unirte, o `{ cmd-abort }` primero.
err-game-exists = { $front ->
    [console] Ya hay una partida en curso aquí. Termínala o usa `{ cmd-abort }` primero.
   *[other] Este canal ya tiene una partida. Termínala o usa `{ cmd-abort }` primero.
}
err-players = El juego estándar es para 2, 3, 4 o 6 jugadores.
err-not-in-lobby = La partida ya ha empezado.
err-already-seated = Ya tienes un puesto.
err-not-seated = No tienes puesto en esta partida.
err-lobby-full = Los { $seats } puestos están ocupados.
err-creator-only = Solo quien creó la partida ({ $name }) puede hacer eso.
err-not-full = { $missing ->
    [one] Queda un puesto libre: `{ cmd-join }` o `{ cmd-add-computer }`.
   *[other] Quedan { $missing } puestos libres: `{ cmd-join }` o `{ cmd-add-computer }`.
}
err-not-playing = La partida no está en curso.
err-not-started = La partida aún no ha empezado.
err-not-your-turn = No es tu turno: le toca a { $name }.
err-spectator = No juegas en esta partida.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = No se pudo guardar la partida; no ha cambiado nada. Inténtalo de nuevo.
err-unavailable = La base de datos no está disponible ahora mismo, así que no ha cambiado nada. Inténtalo de nuevo en un momento.
err-busy = La partida cambió mientras se atendía tu comando; mira el tablero e inténtalo de nuevo.
err-creator-leave = Quien creó la partida no puede salir de la sala; usa `{ cmd-abort }` para cancelarla.
err-resigned = Ya te has rendido.

lobby-created = { $name } ha abierto una partida para { $players } jugadores.{ $front ->
    [console] { " " }`{ cmd-join }` para ocupar un puesto, `{ cmd-add-computer }` para sentar al ordenador, y luego quien la creó escribe `{ cmd-start }`.
   *[other] {""}
}
lobby-joined = { $name } ha ocupado el puesto { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } ha salido de la sala.
lobby-computer = Un jugador ordenador ({ $level }) ha ocupado el puesto { $seat } ({ $taken }/{ $seats }).
lobby-status = Esperando jugadores ({ $taken }/{ $seats }): { $names }
game-started = ¡Empieza la partida! { $order }
turn-prompt = Movimiento { $number }: { $mention }, te toca ({ $colour }).
move-played = { $name } ha jugado `{ $move }`.
pass-played = { $name } no tiene movimiento permitido y pasa.
seat-finished = ¡{ $name } ha llevado todas sus fichas a la meta y queda en el puesto { $place }!
seat-finished-full = ¡{ $name } ha terminado: su meta está llena, con { $count ->
    [one] una ficha suya
   *[other] { $count } fichas suyas
} dentro, y queda en el puesto { $place }!
turns-skipped = … { $count ->
    [one] una línea omitida
   *[other] { $count } líneas omitidas
} aquí (los turnos intermedios); `{ cmd-replay }` muestra la partida entera.
resigned = { $name } se ha rendido; a partir de ahora el ordenador juega sus fichas.
aborted = { $name } ha anulado la partida.
game-over = Fin de la partida — { $reason }
reason-finished = todos los puestos están decididos.
reason-move-limit = todos los jugadores han agotado el límite de movimientos.
reason-no-moves = nadie puede mover.
reason-resignations = solo queda un jugador.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(se rindió)
note-timed-out = { " " }(se le acabó el tiempo)
note-distance = { " " }(distancia restante: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] una ficha en la meta
   *[other] { $count } fichas en la meta
})
note-target-full = { " " }(terminado, meta llena: { $count ->
    [one] una ficha en la meta
   *[other] { $count } fichas en la meta
})
board-header = Movimiento { $number } · le toca a { $name }
# Le toca a un ordenador y su turno se está jugando (la consola lo dice antes de que piense).
computer-thinking = Movimiento { $number } · { $name } está pensando…
computer-thinking-for = Movimiento { $number } · el ordenador está pensando por { $name }…
board-header-over = Fin de la partida · gana { $name }
solo-abandoned = Travesía abandonada tras { $moves ->
    [one] un movimiento
   *[other] { $moves } movimientos
}: { $name } no llegó a la meta.
board-header-abandoned = Travesía abandonada · { $name } no llegó a la meta
status-playing = Movimiento { $number }; le toca a { $name }. { $seats }
status-your-turn = Movimiento { $number }; te toca. { $seats }
seat-line = { $name } ({ $colour }): { $home } en la meta

colour-N = rojo
colour-NE = amarillo
colour-SE = azul
colour-S = verde
colour-SW = morado
colour-NW = naranja
computer-name = Ordenador { $seat }
computer-for = Ordenador (por { $name })
err-corrupt = { $front ->
    [console] La partida guardada no se pudo restaurar (se apartó para revisarla). Empieza una nueva con `{ cmd-new } <{ opt-players }>`.
   *[other] La partida guardada de este canal no se pudo restaurar (se apartó para revisarla). Empieza una nueva con `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` no es una regla de la casa. Conocidas: { $keys }.
err-rule-value = `{ $key }` admite { $valid }.
err-manager-only = Solo los miembros con el permiso Gestionar canales pueden cambiar las reglas predeterminadas de este canal.
err-armies = Ejércitos por jugador: 1, o 2 con 3 jugadores, o 3 con 2 jugadores.
lobby-armies = Cada jugador dirige { $armies } ejércitos.
defaults-changed = { $front ->
    [console] { $name } ha cambiado las reglas de la casa predeterminadas de las nuevas partidas: { $summary }.
   *[other] { $name } ha cambiado las reglas de la casa predeterminadas de este canal: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Niveles del ordenador y su puntuación (puntos Elo; un jugador de jugadas al azar vale 0): { $levels }
rules-game = Reglas de la casa de esta partida: { $summary }.
rules-defaults = { $front ->
    [console] Las reglas de la casa predeterminadas de las nuevas partidas: { $summary }.
   *[other] Las reglas de la casa predeterminadas de este canal: { $summary }.
}
timed-out = A { $name } se le acabó el tiempo.
turn-reminder = { $mention }, te toca: quedan { $left } antes de que se acabe tu tiempo.
resigned-final = { $name } se ha rendido.
language-changed = { $front ->
    [console] { $name } ha elegido el idioma de la consola: { $language }.
   *[other] { $name } ha elegido el idioma de los mensajes de este canal: { $language }.
}

err-moves-usage = Escribe `{ cmd-moves } <{ opt-hole }>` para ver adónde puede ir la ficha de esa casilla, por ejemplo `{ cmd-moves } d2`; añade `{ opt-chains }` para dibujar las cadenas de saltos: `{ cmd-moves } d2 { opt-chains }`.
err-not-a-hole = `{ $input }` no es una casilla. Las casillas se escriben como `d2` o `i5` (filas `a`–`q`, numeradas desde 1, de izquierda a derecha).
err-no-peg = No hay ficha en { $hole }.
err-fixed-peg = La ficha de { $hole } es fija: nunca se mueve.
moves-owner = { $colour }, { $name }
moves-none = La ficha de { $hole } ({ $owner }) no tiene movimiento ahora.
moves-reach = La ficha de { $hole } ({ $owner }) alcanza { $count ->
    [one] una casilla
   *[other] { $count } casillas
}: { $holes }.
moves-chains = Cadenas de saltos: { $chains }
moves-header = Adónde puede ir { $hole }: { $count ->
    [one] una casilla
   *[other] { $count } casillas
}
err-nothing-to-replay = Aún no se ha jugado ningún movimiento, así que no hay nada que repetir.
err-replay = No se pudo hacer la repetición; la partida en sí está bien.
replay-caption = Repetición de la partida: { $moves ->
    [one] un movimiento
   *[other] { $moves } movimientos
}.
theme-changed = { $front ->
    [console] { $name } ha elegido el tema del tablero de las nuevas partidas: { $theme }.
   *[other] { $name } ha elegido el tema del tablero de las nuevas partidas de este canal: { $theme }.
}

# Lo que dice el propio adaptador de Discord: botones de la sala y respuestas sobre Discord.
button-join = Unirse
button-leave = Salir
button-add-computer = Añadir ordenador
button-start = Empezar
lobby-hint = Pulsa **Unirse** para ocupar un puesto; quien la creó puede pulsar **Añadir ordenador** y pulsa **Empezar** cuando todos los puestos estén ocupados.
lobby-hint-auto = Pulsa **Unirse** para ocupar un puesto; quien la creó puede pulsar **Añadir ordenador**. La partida empieza en cuanto todos los puestos estén ocupados.
lobby-closed = Esta sala está cerrada: su partida ha empezado o se canceló. `/{ cmd-checkers } { cmd-status }` muestra qué pasa aquí.
lobby-started = Esta sala está cerrada: su partida ha empezado, en el tablero de abajo.
bot-restarting = El bot se está apagando un momento y no acepta comandos; inténtalo de nuevo en un minuto.
bot-failed = Algo ha fallado por mi parte; no ha cambiado nada. Inténtalo de nuevo.
err-bad-option = Una de las opciones no se entendió; no ha cambiado nada. Vuelve a elegirla.
err-command-moved = Este comando se ha movido: ahora es `{ $command }`. No ha cambiado nada.
bot-too-slow = Esto está tardando demasiado; he dejado de esperar. `/{ cmd-checkers } { cmd-board }` muestra la partida tal como está.
discord-unread-reply = { $kind ->
        [interaction] Discord no me muestra las respuestas a este mensaje. Escribe tu movimiento tras mi mención, como { $bot } `d2 e7`, pulsa **{ button-move }** bajo el tablero, o usa `/{ cmd-checkers } { cmd-move }`.
       *[ping-off] Discord me mostró tu respuesta sin su texto porque no me mencionaba. Deja **@ ACTIVADO** al responder, o escribe tu movimiento tras mi mención, como { $bot } `d2 e7`, pulsa **{ button-move }** bajo el tablero, o usa `/{ cmd-checkers } { cmd-move }`.
    }
answered-privately = (respondido en privado)
thread-in-thread = Esto ya es un hilo, y los hilos no pueden tener hilos. Quita `{ opt-thread }` para jugar aquí, o usa el comando en el canal principal.
thread-outside-guild = Las partidas en hilos necesitan un canal de servidor.
thread-failed = No pude abrir un hilo para la partida: { $reason }. No ha cambiado nada.
thread-name = Damas chinas · { $name } · { $players } jugadores
missing-permissions = { $place ->
    [thread] No puedo llevar una partida en un hilo aquí
   *[channel] No puedo llevar una partida en este canal
}: me { $count ->
    [one] falta el permiso
   *[other] faltan los permisos
} { $list }. Un administrador del servidor puede dárselos a mi rol en los ajustes del canal (Permisos).
permission-view-channel = Ver canal
permission-attach-files = Adjuntar archivos
permission-read-message-history = Leer el historial de mensajes
permission-create-public-threads = Crear hilos públicos
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-send-messages = Enviar mensajes
discord-forbidden-thread = Discord dice que me falta un permiso allí (Crear hilos públicos)
discord-status = Discord respondió { $status }
discord-unreachable = No se pudo contactar con Discord
discord-unexpected = un error inesperado

# Modo consola.
console-welcome = Damas chinas — modo consola. Escribe `{ cmd-help }` para ver los comandos del juego; `as NOMBRE` actúa como otro jugador local; `quit` sale.
console-web = El tablero en tu navegador: { $address } (pulsa una ficha y luego un agujero al que llegue).
# Una línea de consola más larga de lo que la consola lee (sus bytes, un número).
console-line-too-long = Esa línea supera los { $max } bytes, así que no se leyó. Un comando o un movimiento es una línea corta.
console-help = Escribe `{ cmd-help }` para ver los comandos del juego; `as NOMBRE` actúa como otro jugador local; `quit` sale.
console-as-usage = Escribe `as NOMBRE` para actuar como otro jugador local.
console-you-are = Ahora eres { $name }.
console-renamed = En la partida guardada te llamabas { $old }; desde ahora eres { $name }.
console-name-reserved = «{ $name }» es el nombre que el bot da a un puesto de ordenador o a un jugador olvidado, así que nadie podría encontrarte por él: elige otro nombre.
console-name-long = Un nombre tiene como mucho { $max } caracteres; ese tiene { $count }. Elige uno más corto.
console-as-command = `as` solo admite un nombre: escribe `as { $name }` y luego `{ $command }` en la línea siguiente.
console-kept-game = Hay una partida en curso aquí (movimiento { $number }), así que se ha conservado y sigue: no se terminó nada. Escribe `{ cmd-abort }` para terminarla y empezar la nueva partida.
console-kept-lobby = { $name } ha abierto aquí una partida que espera jugadores, así que se ha conservado: no se terminó nada. Escribe `{ cmd-abort }` para cancelarla y empezar la nueva partida.
console-board-file = [imagen del tablero: { $path }]
console-image-failed = La imagen no se guardó ({ $error }); la partida sigue.
console-replay-file = [repetición: { $path }]
console-unknown = comando desconocido; escribe `{ cmd-help }`
console-unknown-suggest = `{ $word }` no es un comando. ¿Querías decir `{ $command }`? (`{ cmd-help }` los nombra todos)
console-setting-word = `{ $word }` no se entiende: las reglas de la casa se escriben `clave=valor`, como `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` no es un tema de ayuda. Temas: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Los niveles del ordenador son `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` y `{ choice-level-hard }`.
console-move-usage = Escribe las casillas tras `{ cmd-move }`, como `{ cmd-move } d2 e7`.
console-moves-word = `{ $word }` no se entiende tras `{ cmd-moves }`. { err-moves-usage }
console-solo-word = `{ $word }` no se entiende tras `{ cmd-solo }`: `{ cmd-solo }` empieza una travesía, `{ cmd-solo } { choice-view-board }` muestra las mejores travesías de aquí, `{ cmd-solo } { choice-view-computer }` la travesía del ordenador.
console-lone-hole = `{ $hole }` sola no es un movimiento: un movimiento tiene al menos dos casillas, la de la ficha y luego adónde va, como `d2 e7`.
console-extra-words = `{ $command }` no admite nada detrás.
console-you = tú

# Por qué se rechazó un movimiento (tras `err-illegal` y `err-bad-move-text`).
why-game-over = la partida ha terminado
why-not-your-turn = no es tu turno
why-no-peg = no hay ficha en { $hole }
why-not-your-peg = la ficha de { $hole } no es tuya
why-occupied = { $hole } no está vacía
why-unreachable = la ficha de { $from } no puede alcanzar { $to }
why-leaves-target = una ficha en su meta debe quedarse en ella
why-foreign-point = { $hole } está en la punta de otro ejército: puedes atravesarla pero no pararte ahí
why-no-move = un movimiento no puede acabar donde empezó
why-too-short = un movimiento nombra al menos dos casillas
why-resigned = ese puesto ya se rindió
why-finished = ese puesto ya ha terminado
why-step-in-chain = un paso no puede formar parte de una cadena de saltos
why-not-a-hop = de { $from } a { $to } no es ni un paso ni un salto
why-repeated = { $hole } aparece dos veces seguidas: un salto nunca cae donde empezó
why-too-long = eso es demasiado largo para ser un movimiento
why-bad-hole = `{ $word }` no es una casilla: { $reason }
why-hole-syntax = una casilla es una letra de fila `a`–`q` y un número, como `e7`
why-out-of-row = la fila { $row } tiene las casillas 1 a { $count }
why-index-range = los índices de casilla van de 0 a 120

# La segunda parte de la ayuda: las reglas de la casa vigentes (una línea cada una).
help-rules-game = **Reglas de la casa de esta partida** (`{ cmd-rules }` las muestra como ajustes):
help-rules-defaults = **Reglas de la casa para nuevas partidas aquí** (`{ cmd-new }` puede cambiarlas para una partida):
rule-unused_points-empty = Las puntas de las que no sale nadie están vacías: las fichas pueden entrar y quedarse.
rule-unused_points-filled = Las puntas de las que no sale nadie están llenas de fichas que nunca se mueven; solo son obstáculos.
rule-foreign_points-rest = Las fichas pueden pararse en las puntas de otros ejércitos.
rule-foreign_points-pass-through = Las fichas pueden atravesar saltando las puntas de otros ejércitos, pero no pararse en ellas.
rule-anti_spoiling-full-target = Una meta llena cuenta como alcanzada cuando al menos una de sus fichas es tuya.
rule-anti_spoiling-swap = Una ficha en tu meta puede intercambiarse: cae sobre ella y se va a donde venía tu ficha (se escribe con `x`, como `m6-xn2`).
rule-anti_spoiling-none = Las fichas pueden bloquear la meta de otro ejército.
rule-long_jumps-off = Un salto pasa sobre una ficha vecina a la casilla justo detrás.
rule-long_jumps-on = Saltos largos: un salto puede pasar sobre una ficha a cualquier distancia en línea y caer igual de lejos detrás, con todas las casillas intermedias vacías.
rule-leave_target-off = Una ficha que ha llegado a su meta debe acabar dentro cada movimiento posterior.
rule-leave_target-on = Las fichas pueden volver a salir de su meta.
rule-first_player-coin-toss = Una moneda al aire decide quién empieza.
rule-first_player-creator = Empieza quien creó la partida.
rule-turn_order-clockwise = Los turnos van en el sentido de las agujas del reloj alrededor de la estrella.
rule-turn_order-counterclockwise = Los turnos van en sentido contrario a las agujas del reloj alrededor de la estrella.
rule-move_limit = { $limit ->
    [one] Cada jugador tiene un movimiento; después deciden las fichas en la meta y luego la distancia que falta.
   *[other] Cada jugador tiene { $limit } movimientos; después deciden las fichas en la meta y luego la distancia que falta.
}
rule-move_limit-none = Sin límite de movimientos.
rule-placements-on = Se sigue jugando tras el ganador, por el 2.º, 3.º… puesto.
rule-placements-off = La partida termina cuando el primer jugador ha llevado todas sus fichas a la meta.
rule-turn_timeout = Cada turno debe jugarse en { $timeout }, o el puesto cuenta como abandonado.
rule-turn_timeout-none = Sin límite de tiempo por turno.
rule-abandon-ai-takeover = Cuando un jugador se rinde, se va o se queda sin tiempo, el ordenador sigue con sus fichas.
rule-abandon-freeze = Cuando un jugador se rinde, se va o se queda sin tiempo, sus fichas se quedan donde están como obstáculos.
rule-computer_time = Un jugador ordenador piensa como mucho { $time } cada movimiento (el nivel difícil lo agota).


# La variante de captura (docs/rules.md §6).
help-capture = **Juego de captura** (`{ cmd-new } <{ opt-players }> { choice-variant-capture }`, de 2 a 6 jugadores): 60 fichas de nadie llenan el centro de la estrella, salvo la casilla del medio. En tu turno mueve cualquier ficha, solo saltando: cada ficha que saltas queda capturada y cuenta para ti, y puedes parar tras cualquier salto. Una cadena puede acabar donde empezó. La partida termina cuando no queda ningún salto; gana quien más capture, y un empate en cabeza es tablas.
lobby-capture = Este es el juego de captura: salta sobre las fichas para capturarlas; gana quien más capture.
err-capture-players = El juego de captura es para 2 a 6 jugadores.
err-capture-armies = En el juego de captura nadie dirige ejércitos: quita `{ opt-armies }`.
err-capture-rule = `{ $key }` no se aplica al juego de captura (usa `long_jumps`, `first_player`, `turn_order`, `turn_timeout` y `abandon`).
err-bad-variant = `{ $value }` no es un juego: elige `{ choice-variant-standard }` o `{ choice-variant-capture }`.
why-ambiguous = varias cadenas de captura unen { $from } y { $to }, y cada una captura otras fichas. Escribe la cadena entera: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(y una más)
   *[other] {" "}(y { $more } más)
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] una captura
   *[other] { $score } capturas
}
live-score-home = { $home } en la meta
live-score-captures = { $score ->
    [one] una captura
   *[other] { $score } capturas
}
standing-capture = { $place }. { $name }: { $score ->
    [one] una captura
   *[other] { $score } capturas
}{ $note }
reason-no-hops = no queda ningún salto.
result-draw = Tablas: { $names } empatan con más capturas.
board-header-draw = Fin de la partida · tablas
moves-capture = La ficha de { $hole } { $count ->
    [0] no puede capturar ahora.
    [one] puede acabar una cadena de captura en una casilla: { $holes }.
   *[other] puede acabar una cadena de captura en { $count } casillas: { $holes }.
}
why-capture-step = el juego de captura no tiene pasos: salta sobre una ficha
why-not-a-capture = de { $from } a { $to } no es un salto sobre una ficha

## Partidas guardadas y puntuaciones
history-title = Últimas partidas aquí (página { $page }):
history-title-of = Últimas partidas de { $name } aquí (página { $page }):
history-none = Aún no hay partidas guardadas.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] 1 movimiento
   *[other] { $moves } movimientos
} · { $kind }
history-won = { $name } ganó
history-shared = { $names } comparten el primer puesto
history-not-home = { $name } no llegó a la meta
history-solo = solitario
history-more = Partidas anteriores: página { $next }.
former-player = un antiguo jugador
leaderboard-title = Clasificación (puntuación = mu − 3 sigma; aparece tras { $min } partidas puntuables):
leaderboard-empty = Aquí nadie ha jugado aún { $min } partidas puntuables.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } partidas)
leaderboard-you = Tu puesto: { $place } de { $count }, puntuación { $rating }.
leaderboard-you-unlisted = Aparecerás tras { $min } partidas puntuables; llevas { $games }.
profile = { $name }: puntuación { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}, puesto medio { $place }.
profile-place = Puesto { $place } en la clasificación.
profile-none = { $name } aún no tiene partidas puntuables aquí.
forgotten = Tus puntuaciones y mejores travesías se han borrado, y tu nombre en las partidas guardadas es ahora «un antiguo jugador».
err-unknown-player = Nadie llamado { $name } ha jugado aquí.

# Texto alternativo: lo que muestra cada imagen, en palabras (la descripción de un adjunto en Discord)
alt-board = Tablero de damas chinas. { $header }.
alt-last = Últimos movimientos: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = pasó
alt-resigned = se rindió
alt-seats = { $seats }.
alt-reach = La ficha de { $hole } alcanza { $count ->
    [one] una casilla, marcada
   *[other] { $count } casillas, marcadas
}: { $holes }.
alt-hint = La pista está dibujada: { $path }.
alt-replay = Repetición animada de la partida, { $moves ->
    [one] un movimiento
   *[other] { $moves } movimientos
}. { $result }.
