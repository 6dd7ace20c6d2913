# assist.ftl: see src/i18n.rs for what belongs here.
# Ritiro delle mosse, suggerimenti e attese (issue 21, punti 4–6).

takeback-asked = { $name } chiede di ritirare { $count ->
    [one] la mossa { $moves }
   *[other] { $moves } (la sua mossa e le risposte dei computer)
}. { $waiting }: { $front ->
    [console] rispondete `takeback accetta` o `takeback rifiuta`
   *[other] premete **{ button-takeback-accept }** o **{ button-takeback-decline }** qui sotto
} entro { $seconds } secondi (nessuna risposta vale come rifiuto).
takeback-accepted = { $name } ha accettato.
takeback-accepted-waiting = { $name } ha accettato; si attende ancora { $waiting }.
takeback-declined = { $name } ha rifiutato: la mossa di { $asker } resta.
takeback-expired = Nessuna risposta in tempo: la mossa di { $asker } resta.
takeback-closed-moved = La richiesta di ritiro di { $asker } è chiusa: { $name } ha mosso.
takeback-closed-resigned = La richiesta di ritiro di { $asker } è chiusa: { $name } si è ritirato.
takeback-closed = La richiesta di ritiro di { $asker } è chiusa: la partita è andata avanti.
takeback-done = { $count ->
    [one] Ritirata: { $moves }, la mossa di { $name }.
   *[other] Ritirate: { $moves }, la mossa di { $name } e le risposte dei computer.
}
button-takeback-accept = Accetta
button-takeback-decline = Rifiuta
hint = Suggerimento ({ $level }): gioca `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Lo vedi solo tu.
}
casual-now = Ora la partita è amichevole: non sarà valutata.
casual-now-solo = Ora questa traversata è amichevole: non conterà tra le migliori traversate.
hint-header = Suggerimento: { $move }
err-takeback-off = In questa partita le mosse non si possono ritirare (impostazione `takeback=off`).
err-takeback-over = La partita è finita: le sue mosse restano.
err-nothing-to-take-back = Puoi ritirare solo la tua ultima mossa, e solo finché un'altra persona non ha mosso.
err-takeback-open = Una richiesta di ritiro attende già una risposta.
err-takeback-to-answer = { $asker } ha chiesto di ritirare la sua mossa: { $front ->
    [console] rispondi con `takeback accetta` o `takeback rifiuta`.
   *[other] rispondi con il pulsante **{ button-takeback-accept }** o **{ button-takeback-decline }** sotto la richiesta.
}
err-takeback-asked-before = Hai già chiesto di ritirare questa mossa e non è stato accettato: una richiesta per mossa.
err-no-takeback = Non c'è nessuna richiesta di ritiro a cui rispondere: ha già avuto risposta, il tempo è scaduto o la partita è andata avanti.
err-own-takeback = Hai chiesto tu questo ritiro; rispondono gli altri giocatori.
err-not-asked = A questa richiesta rispondono solo le altre persone che giocano la partita.
err-hints-off = In questa partita i suggerimenti sono disattivati (impostazione `hints=off`).
err-hint-not-your-turn = Il suggerimento è per chi deve muovere, nel suo turno.
err-cooldown = Aspetta { $seconds ->
    [one] un secondo
   *[other] { $seconds } secondi
} prima di chiederlo di nuovo.
rule-takeback-on = Chi ha appena mosso può chiedere di ritirare la mossa (`{ cmd-takeback }`); le altre persone accettano o rifiutano.
rule-takeback-off = Le mosse non si possono ritirare.
rule-hints-on = Chi deve muovere può chiedere un suggerimento (`{ cmd-hint }`): la mossa del computer, visibile solo a lui.
rule-hints-off = Nessun suggerimento.
console-takeback-usage = `takeback` chiede di ritirare la tua ultima mossa; `takeback accetta` o `takeback rifiuta` risponde a una richiesta.

# notify: a direct message at your turn
notify-on = D'ora in poi ricevi un messaggio diretto quando tocca a te, in ogni partita. Usa di nuovo `{ cmd-notify }` per disattivarlo.
notify-off = Avvisi di turno disattivati: nessun messaggio diretto quando tocca a te.
notify-turn = Tocca a te a Dama cinese:
    { $news }
notify-refused = { $mention }, non posso inviarti messaggi diretti, quindi i tuoi avvisi di turno ora sono disattivati. Consenti i messaggi diretti dai membri di questo server, poi usa di nuovo `{ cmd-notify }`.
err-no-direct-messages = Qui non ci sono messaggi diretti: `notify`, `follow` e `digest` sono per Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Ora segui questa partita: dopo le mosse ricevi un messaggio diretto con la scacchiera, al massimo uno al minuto, fino alla fine. `{ cmd-follow }` con `{ opt-stop }` smette.
follow-already = Segui già questa partita.
follow-off = Non segui più questa partita.
follow-not-following = Non segui questa partita.
follow-moves = Una partita che segui:
    { $news }
err-follow-no-game = Qui non si gioca nessuna partita da seguire.
err-follow-seated = Giochi in questa partita e vedi ogni mossa; `{ cmd-notify }` ti avvisa quando tocca a te.
err-follow-full = Questa partita ha già { $most } persone che la seguono, il massimo.

# games: your games in progress
games-none = { $front ->
    [console] Non hai partite in corso.
   *[other] Non hai partite in corso su questo server.
}
games-title = Le tue partite in corso ({ $count }):
games-here = qui
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **tocca a te**
games-to-move = tocca a { $name }
games-left = , restano { $left }
games-more = … e altre { $count }.

# seek: searching for an opponent
help-searching = In cerca ora: { $pools }. `{ cmd-seek }` per unirti.
help-searching-pool = { $count } per una partita { $rated ->
    [rated] valutata
   *[other] amichevole
} a { $players }
seek-searching = Stai cercando una partita { $rated ->
    [rated] classificata
   *[other] amichevole
} a { $players } giocatori ({ $count } in cerca ora). Sarai menzionato quando si trova una partita; la ricerca finisce tra { $minutes } minuti. `{ cmd-seek } cancel` la ferma.
seek-matched = Partita trovata: { $names }, una partita { $rated ->
    [rated] classificata
   *[other] amichevole
} a { $players } giocatori. Il tavolo si apre ora.
seek-cancelled = Non stai più cercando.
seek-not-searching = Non stavi cercando.
seek-expired = { $mention }, nessuno trovato in tempo per la tua partita a { $players } giocatori; usa di nuovo `{ cmd-seek }` per continuare a cercare.
err-nobody-to-seek = Qui non c'è nessun altro da trovare: la ricerca di avversari è per Discord. Qui, `add-computer`, oppure `as NOME` per un altro giocatore.

# challenge: named people (and computers) invited to a game
challenge-made = { $name } sfida { $names } a una partita a { $players } giocatori.
challenge-computers = Giocano anche dei computer: { $computers }.
challenge-computers-only = { $name } gioca una partita a { $players } giocatori contro { $computers }.
challenge-computer = computer { $level }
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` per accettare o `{ cmd-leave }` per rifiutare
   *[other] premete **{ button-challenge-accept }** o **{ button-challenge-decline }**
} entro { $minutes ->
    [one] un minuto
   *[other] { $minutes } minuti
}.
challenge-accepted = { $name } ha accettato; devono ancora rispondere: { $names }.
challenge-accepted-all = { $name } ha accettato: ci sono tutti, e la partita comincia.
challenge-declined = { $mention }, { $name } ha rifiutato la tua sfida; è annullata.
challenge-expired = { $mention }, la tua sfida è annullata: { $names } non ha risposto entro { $minutes ->
    [one] un minuto
   *[other] { $minutes } minuti
}.
challenge-waiting = Sfidati, devono ancora rispondere: { $names }
button-challenge-accept = Accetta
button-challenge-decline = Rifiuta
err-challenge-nobody = Indica chi sfidare: fino a cinque persone, o dei computer.
err-challenge-self = Non puoi sfidare te stesso: indica qualcun altro, o un computer.
err-challenge-bot = { $name } è un'app e non può rispondere a una sfida; per giocare contro un computer, usa `{ opt-computers }`.
err-challenge-twice = { $name } è indicato due volte.
err-challenge-players = Con te fanno { $count } giocatori; una partita ne ha 2, 3, 4 o 6.
err-challenge-minutes = Il tempo per rispondere va da 1 a { $most } minuti.
err-not-challenged = Questi posti sono per le persone sfidate: { $names }.
err-challenge-seats = Una sfida fa sedere solo le persone e i computer nominati quando è stata lanciata: non si possono aggiungere altri posti.
err-nobody-to-challenge = Qui non c'è nessun altro da sfidare: le sfide sono per Discord (`/{ cmd-checkers } { cmd-challenge }`, o il menu App su una persona). Qui, `add-computer`, o `as NOME` per un altro giocatore.
seek-not-here = La ricerca di avversari richiede il bot in un server: qui può solo risponderti. Usa invece `{ cmd-challenge }` con le persone con cui vuoi giocare.
seek-filled = Nessun altro è arrivato in { $minutes } minuti: { $names } { $computers ->
    [one] e un computer { $level } giocano
   *[other] e { $computers } computer { $level } giocano
} una partita { $rated ->
    [rated] classificata
   *[other] amichevole
} a { $players } giocatori. Il tavolo si apre ora.
game-channel-here = { $name } ha reso questo canale il canale delle partite del server: le partite trovate con `{ cmd-seek }` si aprono nei suoi thread.
game-channel-off = { $name } ha tolto il canale delle partite del server: le partite trovate con `{ cmd-seek }` si aprono dove ha cercato l'ultima persona.
seek-not-opened = La partita trovata non può aprirsi qui: { $why } Cerca di nuovo con `{ cmd-seek }`, o gioca con `{ cmd-challenge }`.
err-game-channel-thread = Un thread non può essere il canale delle partite del server: le partite si aprono nei suoi thread. Usalo in un canale.
anywhere-on = { $name } ha aperto questo server al gruppo di tutti i server: `{ cmd-seek }` con `{ opt-anywhere }` trova persone di tutti i server aperti. Tra i server passano solo i nomi visualizzati.
anywhere-off = { $name } ha chiuso questo server al gruppo di tutti i server: `{ cmd-seek }` trova solo persone di questo server.
err-anywhere-closed = Questo server non è aperto al gruppo di tutti i server. Chi gestisce i canali lo apre con `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Questo thread mostra una partita trovata su tutti i server aperti, tenuta presso gli altri giocatori: una nuova partita inizia in un canale di questo server (o di nuovo `{ cmd-seek }`).
err-rematch-anywhere = Una partita trovata su tutti i server aperti non ha rivincita: di nuovo `{ cmd-seek }`, o sfidatevi dove siete entrambi.
seek-searching-anywhere = Stai cercando su tutti i server aperti una partita { $rated ->
    [rated] classificata
   *[other] amichevole
} a { $players } giocatori. In cerca ora: { $count } qui · { $all } su tutti i server. Sarai menzionato in un thread qui quando si trova una partita; la ricerca finisce tra { $minutes } minuti.
# block: tenere lontano un membro; report: segnalare una partita agli operatori
block-on = Hai bloccato { $name }: `{ cmd-seek }` non vi abbina mai e tra voi non ci sono sfide. `{ cmd-block }` con `{ opt-undo }` lo annulla.
block-off = { $name } non è più bloccato.
block-not-blocked = Non avevi bloccato { $name }.
block-count = { $count ->
    [0] Non hai bloccato nessuno.
    [one] Hai bloccato un membro.
   *[other] Hai bloccato { $count } membri.
}
err-block-oneself = Non puoi bloccare te stesso.
err-block-bot = { $name } è un'app: le app non giocano mai, quindi non c'è niente da bloccare.
err-block-full = Hai già bloccato { $most } membri, il massimo: sblocca prima qualcuno.
err-challenge-they-blocked = { $name } non accetta sfide da te.
err-challenge-you-blocked = Hai bloccato { $name }: `{ cmd-block }` con `{ opt-undo }` lo sblocca.
err-nobody-to-block = Qui non c'è nessun altro da bloccare: il blocco è per Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Grazie: la tua segnalazione (numero { $id }) è conservata per gli operatori del bot, con questa partita com'è adesso. Nessun altro viene avvisato.
err-report-no-game = Qui non c'è nessuna partita da segnalare.
# digest: one message a day listing the games at your turn
digest-on = Il tuo riepilogo giornaliero è attivo: ogni giorno ({ $hour } UTC) un messaggio diretto elenca le partite in cui tocca a te, con il tempo rimasto (nessuno in un giorno senza). `{ cmd-digest }` con `{ opt-off }` lo disattiva.
digest-off = Non ricevi un riepilogo giornaliero.
digest-title = { $count ->
    [one] Il tuo riepilogo: tocca a te in 1 partita.
   *[other] Il tuo riepilogo: tocca a te in { $count } partite.
}
err-challenge-apart = { $first } e { $second } non possono stare nella stessa partita: uno ha bloccato l'altro.
err-block-busy = Troppe modifiche ai tuoi blocchi insieme: riprova.
err-accept-blocked = Non puoi accettare: tu o qualcuno di questa partita avete bloccato l'altro dopo la sfida.
