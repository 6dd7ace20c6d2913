# tournament.ftl: i tornei (docs/playing.md, "Tournaments"): vedi src/i18n.rs.

tour-created = **Torneo #{ $id }** di { $by }: { $what }. Inizia { $start }; la conferma apre 10 minuti prima. Premi **Iscriviti** o usa `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, partite a { $players }, { $rated ->
    [rated] valutate
   *[other] amichevoli
}, { $clock } a turno
tour-swiss = sistema svizzero, { $rounds ->
    [one] 1 turno
   *[other] { $rounds } turni
}
tour-round-robin = girone all'italiana
tour-joined = { $name } si iscrive al torneo #{ $id } ({ $count } iscritti).
tour-left = { $name } lascia il torneo #{ $id } ({ $count } iscritti).
tour-checked-in = Hai confermato per il torneo #{ $id }; inizia { $start }.
tour-check-in-open = **La conferma del torneo #{ $id } è aperta** fino all'inizio, { $start }: premi **Conferma**, o non sarai abbinato.
tour-cancelled = Il torneo #{ $id } è annullato: hanno confermato meno di { $least } giocatori.
tour-round = **Torneo #{ $id }, turno { $round } di { $rounds }**
tour-game-line = Partita { $game }: { $names }
tour-bye-line = Riposo: { $name } (un punto)
tour-game-open = Torneo #{ $id }, turno { $round }, partita { $game }: { $names }. I vostri orologi corrono da ora.
tour-final = Torneo #{ $id }: classifica finale
tour-after-round = Torneo #{ $id }: classifica dopo il turno { $round }
tour-standings = Torneo #{ $id }: classifica
tour-no-standings = Non si è ancora giocato nessun turno.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] punto
   *[other] punti
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } giocatori · punti, poi Buchholz, poi Sonneborn-Berger
tour-corrected = Un gestore ha fissato il risultato del torneo #{ $id }, turno { $round }, partita { $game }.
tour-list-empty = Nessun torneo su questo server per ora.
tour-list-head = Tornei di questo server ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] iscrizioni, inizia { $start }
    [playing] in corso
    [over] concluso
   *[cancelled] annullato
}; { $count } giocatori
tour-list-you = ; tu: posto { $rank }, { $points } { $n ->
    [one] punto
   *[other] punti
}
tour-err-no-server = I tornei si giocano nei canali di un server.
tour-err-round-robin = Il girone all'italiana è per partite a 2; a 3, 4 o 6 si giocano turni svizzeri a tavoli.
tour-err-rounds = Un torneo ha da 1 a { $max } turni.
tour-err-start = Un torneo inizia entro 30 giorni (al massimo 43200 minuti).
tour-err-none = Nessun torneo è in iscrizione o in corso su questo server: indica il suo numero, o vedi `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = Non c'è un torneo #{ $id } su questo server.
tour-err-joined = Sei già in questo torneo.
tour-err-not-in = Non sei nel torneo #{ $id }.
tour-err-over = Il torneo #{ $id } è concluso.
tour-err-started = Il torneo #{ $id } è già iniziato.
tour-err-not-started = Il torneo #{ $id } non è ancora iniziato.
tour-err-check-in-later = La conferma apre alle { $time }, 10 minuti prima dell'inizio.
tour-err-late-round-robin = Un girone all'italiana non accetta nessuno dopo l'inizio.
tour-err-late = Questo torneo non accetta più nessuno (l'ultimo turno è abbinato, o è pieno).
tour-err-withdrawn = Ti sei già ritirato.
tour-err-no-game = Quel turno non ha questa partita.
tour-err-places = Indica un posto per sedia ({ $seats }), in ordine di sedia, 0 per un assente: come `1 2`.
tour-err-place = I posti vanno da 1 al numero di sedie (0: assente).
tour-err-game-opened = Questa partita del torneo si gioca già altrove, o ha il suo risultato.
button-tournament-join = Iscriviti
button-tournament-check-in = Conferma
tour-err-no-abort = Una partita di torneo non si annulla: giocala o arrenditi; un gestore del canale può fissarne il risultato con `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = Le partite di un torneo si aprono in thread del suo canale: crealo in un canale, non in un thread.
tour-standings-more = …e altri { $count } (l'immagine mostra i primi 40).
