# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = Il tabellone è cambiato nel frattempo: questa scelta era per una posizione precedente. Usa i pulsanti sotto l'ultimo tabellone.
err-rematch-asked = Hai già chiesto la rivincita; si aspetta { $waiting }.
rematch-asked = { $name } vuole la rivincita ({ $asked }/{ $people }); si aspetta { $waiting }. Stesse regole, posti ruotati.
rematch-ready = { $name } accetta la rivincita: ci sono tutti, posti ruotati.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Muovi
button-rematch = Rivincita
button-replay = Replay
menu-peg-prompt = Scegli la pedina da muovere ({ $count ->
    [one] una pedina può muovere
   *[other] { $count } pedine possono muovere
}).
menu-peg-placeholder = Pedina da muovere
menu-peg-option = { $hole } · { $count ->
    [one] una mossa
   *[other] { $count } mosse
}
menu-move-prompt = Scegli dove va: ogni mossa è indicata dalle sue caselle.
menu-move-placeholder = Mossa da giocare
menu-more = Altre… (pagina { $page } di { $pages })
menu-played = Fatto: la tua mossa è sul tabellone nel canale.

# Arrendersi, e chiudere una partita in corso, chiedono prima conferma: nella console si
# scrive la parola, su Discord c'è il pulsante Conferma (docs/playing.md).
resign-ask = Vuoi arrenderti in questa partita? Finirai dopo tutti i giocatori ancora in gioco, e non si può tornare indietro. Per arrenderti scrivi `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Chiudere questa partita per tutti? Resterà in `{ cmd-history }` come annullata, non valutata. Per chiuderla scrivi `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Vuoi arrenderti in questa partita? Finirai dopo tutti i giocatori ancora in gioco, e non si può tornare indietro. Premi **{ button-confirm }** per arrenderti.
abort-ask-button = Chiudere questa partita per tutti? Resterà in `/{ cmd-checkers-ratings } { cmd-history }` come annullata, non valutata. Premi **{ button-confirm }** per chiuderla.
hint-ask = Questa partita è valutata: un suggerimento la rende amichevole (non valutata) per tutti, e non si può annullare. Per riceverne uno, scrivi `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Questa partita è valutata: un suggerimento la rende amichevole (non valutata) per tutti, e non si può annullare. Premi **{ button-confirm }** per riceverne uno.
button-confirm = Conferma
confirm-done = Fatto: il canale è stato avvisato.
err-question-gone = Quella domanda riguardava una partita che nel frattempo è finita o è stata sostituita: non è stato fatto nulla.
err-leave-in-game = La partita è in corso: `{ cmd-leave }` lascia il posto solo prima dell'inizio. Per arrenderti ora usa `{ cmd-resign }` (prima chiede conferma).
button-watch = Guarda dal vivo
button-web-play = Gioca nel browser
web-play-link = Il tuo link personale per giocare questa partita nel browser: clicca una pedina, poi un foro che raggiunge. Tienilo per te; vale un giorno.
web-no-seat = Non hai un posto nella partita che si gioca qui.
activity-description = Guarda e gioca a dama cinese con le persone qui
web-moves = Mosse
web-reconnecting = Riconnessione…
web-no-game = Ora non c’è nessuna partita a questo tavolo.
web-link-invalid = Questo link non è valido.
web-link-expired = Questo link è scaduto; chiedine uno nuovo con Gioca nel browser.
web-link-replaced = Questo link è stato sostituito da uno più recente: usa l’ultimo link che ti ha dato Gioca nel browser.
web-link-old-game = Questo link era per una partita finita; chiedine uno nuovo con Gioca nel browser.
web-too-many = Troppe richieste; aspetta un momento.
web-no-answer = Il server non ha risposto; riprova.
web-time-left = Tempo rimasto:
web-follow = Segui per messaggio diretto
web-unfollow = Smetti di seguire
web-not-a-follow = Questa non è una richiesta di seguire.
web-no-such-move = Quella pedina non ha questa mossa: clicca una delle tue pedine, poi un foro che raggiunge.
web-board-changed = La scacchiera è cambiata nel frattempo: guarda la posizione attuale e clicca di nuovo.
# The web board's refusals of malformed requests.
web-not-a-move = Questa non è una mossa.
web-too-large = Questa richiesta è troppo grande: una mossa occupa al massimo { $most } byte.
web-nothing-here = Qui non c'è niente.
web-method = Questo metodo qui non è servito.
web-activity-off = L'attività non è attivata su questo server.
web-not-a-session = Questa non è una richiesta di sessione.
web-not-confirmed = Discord non ha confermato chi sei.
web-not-in-activity = Non sei in questa attività.
web-discord-no-answer = Discord non ha risposto; riprova tra un momento.
web-not-a-socket = Questa non è una richiesta WebSocket.
