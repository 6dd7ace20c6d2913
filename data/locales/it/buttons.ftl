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
