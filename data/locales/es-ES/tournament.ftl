# tournament.ftl: los torneos (docs/playing.md, "Tournaments"): ver src/i18n.rs.

tour-created = **Torneo #{ $id }** de { $by }: { $what }. Empieza { $start }; la confirmación abre 10 minutos antes. Pulsa **Inscribirse** o usa `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, partidas de { $players }, { $rated ->
    [rated] puntuables
   *[other] amistosas
}, { $clock } por turno
tour-swiss = sistema suizo, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
tour-round-robin = todos contra todos
tour-joined = { $name } se inscribe en el torneo #{ $id } ({ $count } inscritos).
tour-left = { $name } deja el torneo #{ $id } ({ $count } inscritos).
tour-checked-in = Has confirmado tu plaza en el torneo #{ $id }; empieza { $start }.
tour-check-in-open = **La confirmación del torneo #{ $id } está abierta** hasta su inicio, { $start }: pulsa **Confirmar**, o no serás emparejado.
tour-cancelled = El torneo #{ $id } se cancela: confirmaron menos de { $least } jugadores.
tour-round = **Torneo #{ $id }, ronda { $round } de { $rounds }**
tour-game-line = Partida { $game }: { $names }
tour-bye-line = Descanso: { $name } (un punto)
tour-game-open = Torneo #{ $id }, ronda { $round }, partida { $game }: { $names }. Vuestros relojes corren desde ahora.
tour-final = Torneo #{ $id }: clasificación final
tour-after-round = Torneo #{ $id }: clasificación tras la ronda { $round }
tour-standings = Torneo #{ $id }: clasificación
tour-no-standings = Aún no se ha jugado ninguna ronda.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] punto
   *[other] puntos
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } jugadores · puntos, luego Buchholz, luego Sonneborn-Berger
tour-corrected = Un gestor fijó el resultado del torneo #{ $id }, ronda { $round }, partida { $game }.
tour-list-empty = Aún no hay torneos en este servidor.
tour-list-head = Torneos de este servidor ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] inscripción, empieza { $start }
    [playing] en juego
    [over] terminado
   *[cancelled] cancelado
}; { $count } jugadores
tour-list-you = ; tú: puesto { $rank }, { $points } { $n ->
    [one] punto
   *[other] puntos
}
tour-err-no-server = Los torneos se juegan en los canales de un servidor.
tour-err-round-robin = El todos contra todos es para partidas de 2; con 3, 4 o 6 se juegan rondas suizas por mesas.
tour-err-rounds = Un torneo tiene de 1 a { $max } rondas.
tour-err-start = Un torneo empieza dentro de 30 días (43200 minutos como mucho).
tour-err-none = No hay torneo en inscripción ni en juego en este servidor: da su número, o mira `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = No hay torneo #{ $id } en este servidor.
tour-err-joined = Ya estás en este torneo.
tour-err-not-in = No estás en el torneo #{ $id }.
tour-err-over = El torneo #{ $id } ha terminado.
tour-err-started = El torneo #{ $id } ya ha empezado.
tour-err-not-started = El torneo #{ $id } aún no ha empezado.
tour-err-check-in-later = La confirmación abre a las { $time }, 10 minutos antes del inicio.
tour-err-late-round-robin = Un todos contra todos no admite a nadie tras su inicio.
tour-err-late = Este torneo ya no admite a nadie (su última ronda está emparejada, o está lleno).
tour-err-withdrawn = Ya te has retirado.
tour-err-no-game = Esa ronda no tiene esa partida.
tour-err-places = Da un puesto por asiento ({ $seats }), en orden de asientos, 0 para un ausente: como `1 2`.
tour-err-place = Los puestos van de 1 al número de asientos (0: ausente).
tour-err-game-opened = Esta partida del torneo ya se juega en otro sitio, o tiene su resultado.
button-tournament-join = Inscribirse
button-tournament-check-in = Confirmar
tour-err-no-abort = Una partida de torneo no se anula: juégala o ríndete; un gestor del canal puede fijar su resultado con `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = Las partidas de un torneo se abren en hilos de su canal: créalo en un canal, no en un hilo.
tour-standings-more = …y { $count } más (la imagen muestra los 40 primeros).
