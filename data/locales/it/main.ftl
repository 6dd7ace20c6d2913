# Testi del bot per chi gioca (italiano). Ogni risposta, errore e didascalia viene da qui.
# I comandi (`new`, `join`, …) e la notazione delle caselle restano come si digitano.

help = **Dama cinese** — porta tutte le tue pedine dall'altra parte della stella: vince chi per primo le sistema tutte nella punta opposta.
    Al tuo turno muovi una pedina: o un passo in una casella vuota accanto, o una catena di salti — scavalchi una pedina vicina (di chiunque, anche tua) e atterri nella casella libera subito dietro, poi da lì puoi saltare ancora quante volte vuoi, in qualsiasi direzione. Passi e salti non si mescolano nella stessa mossa.
    Caselle: le righe sono le lettere `a`–`q` dall'alto verso il basso, e le caselle di ogni riga sono numerate da 1, da sinistra a destra (la punta in alto è `a1`, il centro `i5`). Sul tabellone ogni casella ha il suo nome.
    Mosse: scrivi le caselle, per esempio `d2 e7` (un passo) o `b2-d2-f7` (una catena di salti), oppure solo partenza e arrivo: `b2 f7`.
    Comandi: `new <players>` apri una partita qui (2, 3, 4 o 6 giocatori) · `join` prendi un posto · `leave` lascia il posto prima dell'inizio · `add-computer` fai sedere il computer · `start` avvia la partita (solo chi l'ha creata)
    `board` mostra il tabellone · `status` chi è dove · `rules` le regole della casa di questa partita (possono cambiare qualche dettaglio) · `resign` arrenditi (il computer continua con le tue pedine) · `abort` chiudi la partita (solo chi l'ha creata) · `help` questo testo
    Per imparare: `moves <hole>` mostra solo a te tutte le caselle che quella pedina può raggiungere (qualsiasi pedina; aggiungi `chains` per disegnare le catene di salti: `moves d2 chains`) · `replay` la partita come animazione (pubblicata anche alla fine di ogni partita) · `new` e `defaults` accettano `theme=dark` per un tabellone scuro

err-no-game = In questo canale non c'è nessuna partita. Aprine una con `new <players>`.
err-game-exists = In questo canale c'è già una partita. Finitela o chiudetela con `abort` prima di aprirne un'altra.
err-players = La partita standard è per 2, 3, 4 o 6 giocatori.
err-not-in-lobby = La partita è già cominciata.
err-already-seated = Hai già un posto.
err-not-seated = Non hai un posto in questa partita.
err-lobby-full = { $seats ->
    [one] L'unico posto è già occupato.
   *[other] Tutti i { $seats } posti sono già occupati.
}
err-creator-only = Può farlo solo chi ha creato la partita ({ $name }).
err-not-full = { $missing ->
    [one] C'è ancora un posto libero: `join` o `add-computer`.
   *[other] Ci sono ancora { $missing } posti liberi: `join` o `add-computer`.
}
err-not-playing = La partita non è in corso.
err-not-your-turn = Non è il tuo turno: tocca a { $name }.
err-spectator = Non stai giocando in questa partita.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Non sono riuscito a salvare la partita, quindi non è cambiato nulla. Riprova, per favore.
err-busy = La partita è cambiata mentre gestivo il tuo comando: dai un'occhiata al tabellone e riprova.
err-creator-leave = Chi ha creato la partita non può lasciare la sala d'attesa: usa `abort` per annullarla.
err-resigned = Hai già abbandonato la partita.

lobby-created = { $name } ha aperto una partita per { $players ->
        [one] un giocatore
       *[other] { $players } giocatori
    }. Scrivi `join` per prendere un posto o `add-computer` per far sedere il computer; poi chi ha creato la partita scrive `start`.
lobby-joined = { $name } ha preso il posto { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } ha lasciato la sala d'attesa.
lobby-computer = Il computer ha preso il posto { $seat } ({ $taken }/{ $seats }).
lobby-status = In attesa di giocatori ({ $taken }/{ $seats }): { $names }
game-started = Si comincia! { $order }
turn-prompt = Mossa { $number }: { $mention }, tocca a te ({ $colour }).
move-played = { $name } ha giocato `{ $move }`.
pass-played = { $name } non ha mosse possibili e passa.
seat-finished = { $name } ha portato a casa tutte le pedine e si piazza al { $place }º posto!
resigned = { $name } abbandona: da qui in poi il computer gioca al suo posto.
aborted = { $name } ha annullato la partita.
game-over = Partita finita — { $reason }
reason-finished = tutti i posti in classifica sono assegnati.
reason-move-limit = tutti hanno esaurito le mosse a disposizione.
reason-no-moves = nessuno può più muovere.
reason-resignations = è rimasto un solo giocatore.
standing = { $place }º { $name }{ $note }
note-resigned = { " " }(ha abbandonato)
board-header = Mossa { $number } · tocca a { $name }
board-header-over = Partita finita · vince { $name }
status-playing = Mossa { $number }; tocca a { $name }. { $seats }
seat-line = { $name } ({ $colour }): { $home } a casa

colour-N = rosso
colour-NE = giallo
colour-SE = blu
colour-S = verde
colour-SW = viola
colour-NW = arancione
computer-name = Computer { $seat }
err-corrupt = Non è stato possibile ripristinare la partita salvata in questo canale (l'abbiamo messa da parte per controllarla). Aprine una nuova con `new <players>`.
err-rule-key = `{ $key }` non è una regola della casa. Quelle valide sono: { $keys }.
err-rule-value = Valori ammessi per `{ $key }`: { $valid }.
err-manager-only = Solo chi ha il permesso Gestisci canali può cambiare le impostazioni predefinite di questo canale.
err-armies = Eserciti per giocatore: 1, oppure 2 in 3 giocatori, oppure 3 in 2 giocatori.
lobby-armies = { $armies ->
    [one] Ogni giocatore comanda un esercito.
   *[other] Ogni giocatore comanda { $armies } eserciti.
}
defaults-changed = { $name } ha cambiato le regole della casa predefinite di questo canale: { $summary }.
rules-game = Regole della casa di questa partita: { $summary }.
rules-defaults = Regole della casa predefinite di questo canale: { $summary }.
timed-out = { $name } ha esaurito il tempo.
resigned-final = { $name } ha abbandonato.
language-changed = { $name } ha impostato la lingua dei messaggi di questo canale: { $language }.

err-moves-usage = Scrivi `moves <hole>` per vedere dove può andare la pedina su quella casella, per esempio `moves d2`; aggiungi `chains` per disegnare le catene di salti: `moves d2 chains`.
err-not-a-hole = `{ $input }` non è una casella. Le caselle si scrivono come `d2` o `i5` (righe `a`–`q`, numerate da 1, da sinistra a destra).
err-no-peg = Non c'è nessuna pedina su { $hole }.
err-fixed-peg = La pedina su { $hole } è fissa: non si muove mai.
moves-owner = { $colour }, { $name }
moves-none = La pedina su { $hole } ({ $owner }) ora non ha mosse.
moves-reach = La pedina su { $hole } ({ $owner }) può raggiungere { $count ->
    [one] una casella
   *[other] { $count } caselle
}: { $holes }.
moves-chains = Catene di salti: { $chains }
moves-header = Dove può andare { $hole }: { $count ->
    [one] una casella
   *[other] { $count } caselle
}
err-replay = Non è stato possibile creare il replay; la partita in sé è a posto.
replay-caption = Replay della partita: { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
}.
theme-changed = { $name } ha impostato il tema del tabellone per le nuove partite di questo canale: { $theme }.
