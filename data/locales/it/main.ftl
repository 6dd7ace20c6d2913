# Testi del bot per chi gioca (italiano). Ogni risposta, errore e didascalia viene da qui.
# I nomi dei comandi vengono da commands.ftl (`{ cmd-join }` è il nome di /checkers join); la
# notazione delle caselle resta com'è.

help = **Dama cinese** — porta tutte le tue pedine dall'altra parte della stella: vince chi per primo le sistema tutte nella punta opposta. Muovi una pedina scrivendo le caselle che tocca: `d2 e7` (un passo), `b2-d2-f7` (una catena di salti).{ $front ->
        [console] {""}
       *[other] { " " }Oppure premi **{ button-move }** sotto il tabellone.
    }
    Comandi — una partita: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · in gioco: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · per imparare: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · partite conservate: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Altro, un argomento alla volta: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` come si muove e i nomi delle caselle · `{ cmd-help } { choice-topic-commands }` cosa fa ogni comando · `{ cmd-help } { choice-topic-rules }` le regole della casa qui · `{ cmd-help } { choice-topic-teams }` il gioco a squadre e la sfida in solitario · `{ cmd-help } { choice-topic-ratings }` punteggi e partite conservate · `{ cmd-help } { choice-topic-capture }` il gioco a catture
       *[other] `/{ cmd-checkers } { cmd-help }` con `{ opt-topic }`: `{ choice-topic-moves }` come si muove e i nomi delle caselle · `{ choice-topic-commands }` cosa fa ogni comando · `{ choice-topic-rules }` le regole della casa qui · `{ choice-topic-teams }` il gioco a squadre e la sfida in solitario · `{ choice-topic-ratings }` punteggi e partite conservate · `{ choice-topic-capture }` il gioco a catture
    }
help-moves = **Muovere** — al tuo turno muovi una pedina: o un passo in una casella vuota accanto, o una catena di salti — scavalchi una pedina vicina (di chiunque, anche tua) e atterri nella casella libera subito dietro, poi da lì puoi saltare ancora quante volte vuoi, in qualsiasi direzione. Passi e salti non si mescolano nella stessa mossa.
    Caselle: le righe sono le lettere `a`–`q` dall'alto verso il basso, e le caselle di ogni riga sono numerate da 1, da sinistra a destra (la punta in alto è `a1`, il centro `i5`). Sul tabellone ogni casella ha il suo nome.
    Mosse: scrivi le caselle, per esempio `d2 e7` (un passo) o `b2-d2-f7` (una catena di salti), oppure solo partenza e arrivo: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }Su Discord: `@bot d2 e7`, una risposta (@ attiva) al tabellone, il pulsante **{ button-move }**, o `/{ cmd-checkers } { cmd-move }`.
    }
    Per imparare: `{ cmd-moves } <{ opt-hole }>` mostra solo a te tutte le caselle che quella pedina può raggiungere (qualsiasi pedina; aggiungi `{ opt-chains }` per disegnare le catene di salti: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` la mossa che il computer giocherebbe per te · `{ cmd-replay }` la partita come animazione (pubblicata anche alla fine di ogni partita)
help-commands = **Comandi**
    `{ cmd-new } <{ opt-players }>` apri una partita qui (2, 3, 4 o 6 giocatori; regole della casa come `chiave=valore`, per esempio `{ opt-long_jumps }=on`, e `{ opt-theme }={ choice-theme-dark }` per un tabellone scuro) · `{ cmd-join }` prendi un posto · `{ cmd-leave }` lascia il posto prima dell'inizio · `{ cmd-add-computer }` fai sedere il computer, livello { choice-level-medium } se non ne scegli un altro (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } pensa al massimo `{ opt-computer_time }`, 2 s se non cambiato) · `{ cmd-start }` avvia la partita (solo chi l'ha creata) · `{ cmd-abort }` chiudi la partita (chi l'ha creata o gestisce il canale; chiede conferma)
    `{ cmd-move }` gioca una mossa (o scrivila e basta) · `{ cmd-board }` mostra il tabellone · `{ cmd-status }` chi è dove · `{ cmd-takeback }` ritira la tua ultima mossa, se gli altri accettano · `{ cmd-hint }` la mossa del computer per te, mostrata solo a te · `{ cmd-resign }` arrenditi (chiede conferma; il computer continua con le tue pedine) · `{ cmd-notify }` un messaggio diretto al tuo turno · `{ cmd-follow }` segui la partita di qui per messaggio diretto · `{ cmd-digest }` un messaggio al giorno dei tuoi turni · `{ cmd-games }` le tue partite in corso · `{ cmd-seek }` trova avversari su questo server · `{ cmd-challenge }` sfida qualcuno per nome · `{ cmd-block }` blocca un membro · `{ cmd-report }` segnala la partita
    `{ cmd-moves } <{ opt-hole }>` dove può andare una pedina · `{ cmd-replay }` la partita come animazione · `{ cmd-rules }` le regole della casa di questa partita · `{ cmd-solo }` la sfida in solitario · `{ cmd-puzzle }` il problema del giorno · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: punteggi e partite conservate · `{ cmd-defaults }` le regole della casa delle nuove partite qui · `{ cmd-help }` la panoramica{ $front ->
        [console] {""}
       *[other] {""}
            Su Discord: `/{ cmd-checkers }` una partita qui, avversari, aiuto · `/{ cmd-checkers-ratings }` punteggi e partite conservate · `/{ cmd-checkers-me }` le tue partite, i messaggi di turno, un riepilogo giornaliero, i blocchi e le segnalazioni · `/{ cmd-checkers-defaults }` le regole della casa delle nuove partite qui
    }

err-no-game = { $front ->
    [console] Non c'è ancora nessuna partita. Aprine una con `{ cmd-new } <{ opt-players }>`.
   *[other] In questo canale non c'è nessuna partita. Aprine una con `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Qui c'è già una partita aperta che aspetta giocatori: unisciti con `{ cmd-join }`, oppure prima chiudila con `{ cmd-abort }`.
err-game-exists = { $front ->
    [console] C'è già una partita in corso. Finitela o chiudetela con `{ cmd-abort }` prima di aprirne un'altra.
   *[other] In questo canale c'è già una partita. Finitela o chiudetela con `{ cmd-abort }` prima di aprirne un'altra.
}
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
    [one] C'è ancora un posto libero: `{ cmd-join }` o `{ cmd-add-computer }`.
   *[other] Ci sono ancora { $missing } posti liberi: `{ cmd-join }` o `{ cmd-add-computer }`.
}
err-not-playing = La partita non è in corso.
err-not-started = La partita non è ancora cominciata.
err-not-your-turn = Non è il tuo turno: tocca a { $name }.
err-spectator = Non stai giocando in questa partita.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Non sono riuscito a salvare la partita, quindi non è cambiato nulla. Riprova, per favore.
err-unavailable = Il database non è raggiungibile in questo momento, quindi non è cambiato nulla. Riprova tra un attimo.
err-busy = La partita è cambiata mentre gestivo il tuo comando: dai un'occhiata al tabellone e riprova.
err-creator-leave = Chi ha creato la partita non può lasciare la sala d'attesa: usa `{ cmd-abort }` per annullarla.
err-resigned = Hai già abbandonato la partita.

lobby-created = { $name } ha aperto una partita per { $players ->
        [one] un giocatore
       *[other] { $players } giocatori
    }.{ $front ->
        [console] { " " }Scrivi `{ cmd-join }` per prendere un posto o `{ cmd-add-computer }` per far sedere il computer; poi chi ha creato la partita scrive `{ cmd-start }`.
       *[other] {""}
    }
lobby-joined = { $name } ha preso il posto { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } ha lasciato la sala d'attesa.
lobby-computer = Il computer (livello { $level }) ha preso il posto { $seat } ({ $taken }/{ $seats }).
lobby-status = In attesa di giocatori ({ $taken }/{ $seats }): { $names }
game-started = Si comincia! { $order }
turn-prompt = Mossa { $number }: { $mention }, tocca a te ({ $colour }).
move-played = { $name } ha giocato `{ $move }`.
pass-played = { $name } non ha mosse possibili e passa.
seat-finished = { $name } ha portato a casa tutte le pedine e si piazza al { $place }º posto!
seat-finished-full = { $name } ha finito: il suo traguardo è pieno, con { $count ->
    [one] una sua pedina
   *[other] { $count } sue pedine
} dentro, e si piazza al { $place }º posto!
turns-skipped = … { $count ->
    [one] una riga omessa
   *[other] { $count } righe omesse
} qui (i turni nel mezzo); `{ cmd-replay }` mostra tutta la partita.
resigned = { $name } abbandona: da qui in poi il computer gioca al suo posto.
aborted = { $name } ha annullato la partita.
game-over = Partita finita — { $reason }
reason-finished = tutti i posti in classifica sono assegnati.
reason-move-limit = tutti hanno esaurito le mosse a disposizione.
reason-no-moves = nessuno può più muovere.
reason-resignations = è rimasto un solo giocatore.
standing = { $place }º { $name }{ $note }
note-resigned = { " " }(ha abbandonato)
note-timed-out = { " " }(tempo scaduto)
note-distance = { " " }(distanza dall'arrivo: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] una pedina arrivata
   *[other] { $count } pedine arrivate
})
note-target-full = { " " }(arrivato, traguardo pieno: { $count ->
    [one] una pedina arrivata
   *[other] { $count } pedine arrivate
})
board-header = Mossa { $number } · tocca a { $name }
# A computer is to move and its turn is being played (the console says so before it thinks).
computer-thinking = Mossa { $number } · { $name } sta pensando…
computer-thinking-for = Mossa { $number } · il computer sta pensando per { $name }…
board-header-over = Partita finita · vince { $name }
solo-abandoned = Traversata abbandonata dopo { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
}: { $name } non è arrivato a casa.
board-header-abandoned = Traversata abbandonata · { $name } non è arrivato a casa
status-playing = Mossa { $number }; tocca a { $name }. { $seats }
status-your-turn = Mossa { $number }; tocca a te. { $seats }
seat-line = { $name } ({ $colour }): { $home } a casa

colour-N = rosso
colour-NE = giallo
colour-SE = blu
colour-S = verde
colour-SW = viola
colour-NW = arancione
computer-name = Computer { $seat }
computer-for = Computer (per { $name })
err-corrupt = { $front ->
    [console] Non è stato possibile ripristinare la partita salvata (l'abbiamo messa da parte per controllarla). Aprine una nuova con `{ cmd-new } <{ opt-players }>`.
   *[other] Non è stato possibile ripristinare la partita salvata in questo canale (l'abbiamo messa da parte per controllarla). Aprine una nuova con `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` non è una regola della casa. Quelle valide sono: { $keys }.
err-rule-value = Valori ammessi per `{ $key }`: { $valid }.
err-manager-only = Solo chi ha il permesso Gestisci canali può cambiare le impostazioni predefinite di questo canale.
err-armies = Eserciti per giocatore: 1, oppure 2 in 3 giocatori, oppure 3 in 2 giocatori.
lobby-armies = { $armies ->
    [one] Ogni giocatore comanda un esercito.
   *[other] Ogni giocatore comanda { $armies } eserciti.
}
defaults-changed = { $front ->
    [console] { $name } ha cambiato le regole della casa predefinite delle nuove partite: { $summary }.
   *[other] { $name } ha cambiato le regole della casa predefinite di questo canale: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Livelli del computer e il loro punteggio (punti Elo; un giocatore di mosse a caso vale 0): { $levels }
rules-game = Regole della casa di questa partita: { $summary }.
rules-defaults = { $front ->
    [console] Regole della casa predefinite delle nuove partite: { $summary }.
   *[other] Regole della casa predefinite di questo canale: { $summary }.
}
timed-out = { $name } ha esaurito il tempo.
turn-reminder = { $mention }, tocca a te: restano { $left } prima che il tempo scada.
resigned-final = { $name } ha abbandonato.
language-changed = { $front ->
    [console] { $name } ha impostato la lingua della console: { $language }.
   *[other] { $name } ha impostato la lingua dei messaggi di questo canale: { $language }.
}

err-moves-usage = Scrivi `{ cmd-moves } <{ opt-hole }>` per vedere dove può andare la pedina su quella casella, per esempio `{ cmd-moves } d2`; aggiungi `{ opt-chains }` per disegnare le catene di salti: `{ cmd-moves } d2 { opt-chains }`.
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
err-nothing-to-replay = Non è ancora stata giocata nessuna mossa: non c'è niente da rivedere.
err-replay = Non è stato possibile creare il replay; la partita in sé è a posto.
replay-caption = Replay della partita: { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
}.
theme-changed = { $front ->
    [console] { $name } ha impostato il tema del tabellone per le nuove partite: { $theme }.
   *[other] { $name } ha impostato il tema del tabellone per le nuove partite di questo canale: { $theme }.
}

# Quello che dice l'adattatore Discord: pulsanti della sala d'attesa e risposte su faccende di Discord.
button-join = Siediti
button-leave = Alzati
button-add-computer = Aggiungi computer
button-start = Inizia
lobby-hint = Premi **Siediti** per prendere un posto; chi ha aperto il tavolo può **Aggiungi computer** e preme **Inizia** quando tutti i posti sono presi.
lobby-hint-auto = Premi **Siediti** per prendere un posto; chi ha aperto il tavolo può **Aggiungi computer**. La partita comincia appena tutti i posti sono presi.
lobby-closed = Questa sala d'attesa è chiusa: la sua partita è cominciata o è stata annullata. `/dama-cinese stato` mostra che cosa succede qui.
lobby-started = Questa sala d'attesa è chiusa: la sua partita è cominciata, sul tabellone qui sotto.
bot-restarting = Il bot si sta spegnendo per un momento e non accetta comandi; riprova fra un minuto.
bot-failed = Qualcosa è andato storto da parte mia; non è cambiato nulla. Riprova, per favore.
err-bad-option = Non ho capito una delle opzioni; non è cambiato nulla. Sceglila di nuovo, per favore.
err-command-moved = Questo comando si è spostato: ora è `{ $command }`. Non è cambiato nulla.
bot-too-slow = Ci sta mettendo davvero troppo; ho smesso di aspettare. `/dama-cinese tabellone` mostra la partita com'è ora.
discord-unread-reply = { $kind ->
        [interaction] Discord non mi mostra le risposte a questo messaggio. Scrivi la mossa dopo la mia menzione, per esempio { $bot } `d2 e7`, premi **Muovi** sotto il tabellone, oppure usa `/dama-cinese muovi`.
       *[ping-off] Discord mi ha mostrato la tua risposta senza il testo perché non mi menzionava. Lascia **@ ON** quando rispondi, oppure scrivi la mossa dopo la mia menzione, per esempio { $bot } `d2 e7`, premi **Muovi** sotto il tabellone, o usa `/dama-cinese muovi`.
    }
answered-privately = (risposta in privato)
thread-in-thread = Questo è già un thread, e un thread non può contenerne altri. Togli `thread` per giocare qui, o usa il comando nel canale principale.
thread-outside-guild = Le partite nei thread hanno bisogno di un canale di un server.
thread-failed = Non sono riuscito ad aprire un thread per la partita: { $reason }. Non è cambiato nulla.
thread-name = Dama cinese · { $name } · { $players } giocatori
missing-permissions = { $place ->
    [thread] Non posso gestire una partita in un thread qui
   *[channel] Non posso gestire una partita in questo canale
}: mi { $count ->
    [one] manca il permesso
   *[other] mancano i permessi
} { $list }. Un amministratore del server può darli al mio ruolo nelle impostazioni del canale (Permessi).
permission-view-channel = Visualizza canali
permission-attach-files = Allega file
permission-read-message-history = Leggi la cronologia dei messaggi
permission-create-public-threads = Crea thread pubblici
permission-send-messages-in-threads = Invia messaggi nei thread
permission-send-messages = Invia messaggi
discord-forbidden-thread = Discord dice che lì mi manca un permesso (Crea thread pubblici)
discord-status = Discord ha risposto { $status }
discord-unreachable = non sono riuscito a raggiungere Discord
discord-unexpected = un errore imprevisto

# Modalità console.
console-welcome = Dama cinese — modalità console. Scrivi `{ cmd-help }` per i comandi del gioco; `as NOME` agisce come un altro giocatore locale; `quit` esce.
console-web = La scacchiera nel browser: { $address } (clicca una pedina, poi un foro che raggiunge).
# A console line longer than the console reads (its bytes, a number).
console-line-too-long = Quella riga supera i { $max } byte, quindi non è stata letta. Un comando o una mossa sta in una riga breve.
console-help = Scrivi `{ cmd-help }` per i comandi del gioco; `as NOME` agisce come un altro giocatore locale; `quit` esce.
console-as-usage = Scrivi `as NOME` per agire come un altro giocatore locale.
console-you-are = Ora sei { $name }.
console-renamed = Nella partita salvata ti chiamavi { $old }; d'ora in poi sei { $name }.
console-name-reserved = «{ $name }» è il nome che il bot dà a un posto del computer o a un giocatore dimenticato, quindi nessuno potrebbe trovarti con quel nome: scegline un altro.
console-name-long = Un nome ha al massimo { $max } caratteri; quello ne ha { $count }. Scegline uno più corto.
console-as-command = `as` vuole solo un nome: scrivi `as { $name }`, poi `{ $command }` nella riga seguente.
console-kept-game = Qui c'è una partita in corso (mossa { $number }): è stata tenuta e continua, niente è stato chiuso. Scrivi `{ cmd-abort }` per chiuderla e cominciare invece la nuova partita.
console-kept-lobby = { $name } ha aperto qui una partita che aspetta giocatori: è stata tenuta, niente è stato chiuso. Scrivi `{ cmd-abort }` per annullarla e cominciare invece la nuova partita.
console-board-file = [immagine del tabellone: { $path }]
console-image-failed = L'immagine non è stata salvata ({ $error }); la partita continua.
console-replay-file = [replay: { $path }]
console-unknown = Comando sconosciuto; scrivi `{ cmd-help }`.
console-unknown-suggest = `{ $word }` non è un comando. Forse intendevi `{ $command }`? (`{ cmd-help }` li elenca tutti)
console-setting-word = Non capisco `{ $word }`: le regole della casa si scrivono `chiave=valore`, per esempio `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` non è un argomento dell'aiuto. Argomenti: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = I livelli del computer sono `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` e `{ choice-level-hard }`.
console-move-usage = Scrivi le caselle dopo `{ cmd-move }`, per esempio `{ cmd-move } d2 e7`.
console-moves-word = Non capisco `{ $word }` dopo `{ cmd-moves }`. { err-moves-usage }
console-solo-word = Non capisco `{ $word }` dopo `{ cmd-solo }`: `solo` inizia una traversata, `solo classifica` mostra le migliori traversate qui, `solo computer` la traversata del computer.
console-lone-hole = `{ $hole }` da sola non è una mossa: una mossa ha almeno due caselle, quella della pedina e poi dove va, per esempio `d2 e7`.
console-extra-words = `{ $command }` non vuole niente dopo di sé.
console-you = tu

# Perché una mossa è stata rifiutata (dopo `err-illegal` e `err-bad-move-text`).
why-game-over = la partita è finita
why-not-your-turn = non è il tuo turno
why-no-peg = in { $hole } non c'è nessuna pedina
why-not-your-peg = la pedina in { $hole } non è tua
why-occupied = { $hole } non è libera
why-unreachable = la pedina in { $from } non può arrivare in { $to }
why-leaves-target = una pedina arrivata nel suo traguardo deve restarci
why-foreign-point = { $hole } è nella punta di un altro esercito: puoi passarci saltando, ma non fermarti
why-no-move = una mossa non può finire dove è cominciata
why-too-short = una mossa nomina almeno due caselle
why-resigned = quel posto si è già arreso
why-finished = quel posto ha già finito
why-step-in-chain = un passo non può far parte di una catena di salti
why-not-a-hop = da { $from } a { $to } non è né un passo né un salto
why-repeated = la casella { $hole } è scritta due volte di seguito: un salto non finisce mai dove è cominciato
why-too-long = è troppo lungo per essere una mossa
why-bad-hole = `{ $word }` non è una casella: { $reason }
why-hole-syntax = una casella è una lettera di riga `a`–`q` e un numero, come `e7`
why-out-of-row = la riga { $row } ha le caselle da 1 a { $count }
why-index-range = gli indici delle caselle vanno da 0 a 120

# La seconda parte dell'aiuto: le regole della casa in vigore (una riga ciascuna).
help-rules-game = **Regole della casa di questa partita** (`{ cmd-rules }` le mostra come impostazioni):
help-rules-defaults = **Regole della casa per le nuove partite qui** (`{ cmd-new }` può cambiarle per una partita):
rule-unused_points-empty = Le punte da cui non parte nessuno sono vuote: le pedine possono entrarci e fermarsi.
rule-unused_points-filled = Le punte da cui non parte nessuno sono piene di pedine che non si muovono mai: fanno solo da ostacolo.
rule-foreign_points-rest = Le pedine possono fermarsi nelle punte degli altri eserciti.
rule-foreign_points-pass-through = Le pedine possono attraversare saltando le punte degli altri eserciti, ma non fermarsi lì.
rule-anti_spoiling-full-target = Un traguardo pieno conta come arrivo se almeno una delle sue pedine è tua.
rule-anti_spoiling-swap = Una pedina altrui nel tuo traguardo si può scambiare: ci atterri sopra e lei va dove era la tua (si scrive con `x`, come `m6-xn2`).
rule-anti_spoiling-none = Le pedine possono bloccare il traguardo di un altro esercito.
rule-long_jumps-off = Un salto scavalca una pedina vicina e atterra nella casella subito dietro.
rule-long_jumps-on = Salti lunghi: si può scavalcare una pedina a qualsiasi distanza lungo una linea e atterrare altrettanto oltre, con tutte le caselle in mezzo libere.
rule-leave_target-off = Una pedina arrivata nel suo traguardo deve finire lì ogni mossa successiva.
rule-leave_target-on = Le pedine possono uscire di nuovo dal loro traguardo.
rule-first_player-coin-toss = Chi muove per primo si decide a sorte.
rule-first_player-creator = Muove per primo chi ha aperto la partita.
rule-turn_order-clockwise = I turni girano in senso orario intorno alla stella.
rule-turn_order-counterclockwise = I turni girano in senso antiorario intorno alla stella.
rule-move_limit = { $limit ->
    [one] Ogni giocatore ha una mossa; dopo decidono le pedine nel traguardo e poi la distanza da esso.
   *[other] Ogni giocatore ha { $limit } mosse; dopo decidono le pedine nel traguardo e poi la distanza da esso.
}
rule-move_limit-none = Nessun limite di mosse.
rule-placements-on = Dopo il vincitore si continua per il 2º, 3º… posto.
rule-placements-off = La partita finisce quando il primo giocatore ha portato a casa tutte le pedine.
rule-turn_timeout = Ogni turno va giocato entro { $timeout }, altrimenti il posto conta come abbandonato.
rule-turn_timeout-none = Nessun limite di tempo per turno.
rule-abandon-ai-takeover = Se un giocatore si arrende, se ne va o finisce il tempo, il computer continua con le sue pedine.
rule-abandon-freeze = Se un giocatore si arrende, se ne va o finisce il tempo, le sue pedine restano ferme dove sono, come ostacoli.
rule-computer_time = Un giocatore computer pensa al massimo { $time } a una mossa (il livello { choice-level-hard } usa tutto il tempo).


# La variante con catture (docs/rules.md §6).
help-capture = **Partita con catture** (`new <giocatori> capture`, da 2 a 6 giocatori): 60 pedine di nessuno riempiono il centro della stella, tranne il foro di mezzo. Al tuo turno muovi una pedina qualsiasi, solo saltando: ogni pedina che scavalchi è catturata e conta per te, e puoi fermarti dopo ogni salto. Una catena può finire dove è cominciata. La partita finisce quando non resta nessun salto; vince chi ha catturato di più, e a pari merito è patta.
lobby-capture = Questa è la partita con catture: salta le pedine per prenderle; vince chi ne cattura di più.
err-capture-players = La partita con catture è per 2-6 giocatori.
err-capture-armies = Nella partita con catture nessuno comanda eserciti: togli `armies`.
err-capture-rule = `{ $key }` non vale nella partita con catture (valgono `long_jumps`, `first_player`, `turn_order`, `turn_timeout` e `abandon`).
err-bad-variant = `{ $value }` non è un gioco: scegli `standard` o `capture`.
why-ambiguous = più catene di cattura uniscono { $from } e { $to }, e ognuna prende pedine diverse. Scrivi la catena intera: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(e un'altra)
   *[other] {" "}(e altre { $more })
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] una cattura
   *[other] { $score } catture
}
live-score-home = { $home } a casa
live-score-captures = { $score ->
    [one] una cattura
   *[other] { $score } catture
}
standing-capture = { $place }º { $name }: { $score ->
    [one] una cattura
   *[other] { $score } catture
}{ $note }
reason-no-hops = non resta nessun salto.
result-draw = È patta: { $names } hanno catturato di più a pari merito.
board-header-draw = Partita finita · patta
moves-capture = La pedina su { $hole } { $count ->
    [0] ora non può catturare.
    [one] può finire una catena di catture in una casella: { $holes }.
   *[other] può finire una catena di catture in { $count } caselle: { $holes }.
}
why-capture-step = nella partita con catture non ci sono passi: salta una pedina
why-not-a-capture = da { $from } a { $to } non è un salto sopra una pedina

## Partite conservate e punteggi (issue 16)
history-title = Ultime partite qui (pagina { $page }):
history-title-of = Ultime partite di { $name } qui (pagina { $page }):
history-none = Ancora nessuna partita conservata.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] 1 mossa
   *[other] { $moves } mosse
} · { $kind }
history-won = ha vinto { $name }
history-shared = primo posto condiviso da { $names }
history-not-home = { $name } non è arrivato a casa
history-solo = sfida in solitario
history-more = Partite più vecchie: pagina { $next }.
former-player = un ex giocatore
leaderboard-title = Classifica (punteggio = mu − 3 sigma; in classifica dopo { $min } partite valide):
leaderboard-empty = Nessuno ha ancora giocato { $min } partite valide qui.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } partite)
leaderboard-you = Il tuo posto: { $place } su { $count }, punteggio { $rating }.
leaderboard-you-unlisted = Entri in classifica dopo { $min } partite valide; ne hai { $games }.
profile = { $name }: punteggio { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}, posizione media { $place }.
profile-place = Posto { $place } in classifica.
profile-none = { $name } non ha ancora partite valide qui.
forgotten = I tuoi punteggi e le tue migliori traversate sono cancellati e nelle partite conservate il tuo nome ora è “un ex giocatore”.
err-unknown-player = Nessuno di nome { $name } ha giocato qui.

# alt text: what each image shows, in words (Discord's attachment description)
alt-board = Tabellone di dama cinese. { $header }.
alt-last = Ultime mosse: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = ha passato
alt-resigned = si è arreso
alt-seats = { $seats }.
alt-reach = La pedina su { $hole } può raggiungere { $count ->
    [one] una buca
   *[other] { $count } buche
}, segnate: { $holes }.
alt-hint = Il suggerimento è disegnato: { $path }.
alt-replay = Replay animato della partita, { $moves ->
    [one] una mossa
   *[other] { $moves } mosse
}. { $result }.
