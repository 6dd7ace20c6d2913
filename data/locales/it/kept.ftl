# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Partita valutata: il risultato cambia il punteggio dei giocatori.
lobby-casual = Partita amichevole: viene conservata, ma non cambia alcun punteggio.
board-rated = valutata
board-casual = amichevole

## forget-me, replay <id>, record <id>
forget-me-ask = Questo cancella i tuoi punteggi e le tue migliori traversate{ $front ->
    [console] {""}
   *[other] { " " }su ogni server
} e sostituisce il tuo nome nelle partite conservate con “un ex giocatore”. Non si può annullare. Per procedere, scrivi `forget-me conferma`.
forget-me-confirm = conferma
err-game-id = { $input } non è un numero di partita: usa il numero # che mostra `history`.
err-unknown-game = { $front ->
    [console] Nessuna partita #{ $id } è conservata qui.
   *[other] Nessuna partita #{ $id } è conservata su questo server.
}
kept-replay-caption = Replay della partita #{ $id } ({ $date }): { $players } · { $moves ->
    [one] 1 mossa
   *[other] { $moves } mosse
}
kept-record-caption = Registrazione della partita #{ $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` ne disegna la fine.
}
profile-moves = Mosse medie per finire: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Classifica
card-games = { $games ->
    [one] 1 partita
   *[other] { $games } partite
}
card-not-rated = Gioca { $min } partite valutate per entrare in classifica.
card-rating = punteggio (mu − 3 sigma)
card-games-wins = { $games ->
    [one] 1 partita
   *[other] { $games } partite
} · { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}
card-average-place = Posizione media { $place }
card-place = #{ $place } qui
card-average-moves = { $moves } mosse in media per finire
card-no-finish = Ancora nessuna partita giocata fino alla fine
card-plot = Punteggio dopo ciascuna delle ultime { $count } partite valutate
card-no-plot = Il grafico inizia dopo due partite valutate.

## forget-me on Discord (buttons)
forget-me-ask-buttons = Questo cancella i tuoi punteggi e le tue migliori traversate su ogni server e sostituisce il tuo nome nelle partite conservate con “un ex giocatore”. Non si può annullare. Procedere?
forget-me-button-confirm = Dimenticami
forget-me-button-cancel = Annulla
forget-me-not-yours = Solo chi ha chiesto può rispondere.
forget-me-cancelled = Non è stato cancellato nulla.

## The help's last lines
help-kept = **Punteggi e partite conservate**: `{ cmd-history }` le partite conservate qui · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <n>` e `{ cmd-record } <n>` una partita passata come animazione o come file · `{ cmd-forget-me }` cancella i tuoi punteggi e il tuo nome (prima chiede). I punteggi possono andare a stagioni: un gestore del canale ne fissa la durata con `{ cmd-defaults } { opt-seasons }=30` (giorni; `{ choice-seasons-off }`, o `{ choice-seasons-end }` per chiudere questa ora); a fine stagione si pubblica la classifica finale e ogni punteggio riparte ammorbidito; `{ cmd-leaderboard } 2` mostra quella della stagione 2. Una partita è valutata con le regole standard, anche a squadre, se ogni giocatore fa almeno { $moves } mosse; `{ cmd-rules }` dice se questa lo è.

## The console: a leaderboard, profile or record written to a file
console-file = [file: { $path }]
console-record-file = [file: { $path }] `checkers-bot render --record { $path } --out board.png` ne disegna la fine.

## history, profile: nomi e pagine che non prendono; forget-me una seconda volta
history-past-end = La pagina { $page } è oltre la fine: { $pages ->
    [one] c'è una sola pagina
   *[other] ci sono { $pages } pagine
}.
err-page = { $input } non è una pagina: le pagine si contano da 1 (`{ cmd-history } 2`).
err-computer-name = I computer non hanno uno storico né un profilo propri: “Computer 2” è solo il nome del posto 2 in una partita. `{ cmd-history }` e `{ cmd-profile }` vogliono il nome di una persona.
err-former-player = Chi ha usato `{ cmd-forget-me }` non si può cercare per nome, di proposito: le sue partite conservate lo mostrano come “un ex giocatore” e nulla collega più quelle partite tra loro.
forget-me-nothing = Non c'è niente di tuo da dimenticare: nessun punteggio, miglior traversata o partita conservata a tuo nome (già dimenticato, o non hai mai giocato).
# La console: `record` senza un solo numero di partita, `replay` con più di uno.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` da solo mostra la partita in corso qui; `{ cmd-replay } 12` la partita conservata #12 (il numero # che mostra `{ cmd-history }`).
   *[other] `{ cmd-record }` vuole il numero di una partita conservata, il numero # che mostra `{ cmd-history }`: `{ cmd-record } 12`.
}

## Partite non valutate benché il tavolo lo fosse (docs/rules.md §5 `rated`), e partite annullate
history-aborted = annullata
history-not-rated = non valutata
not-rated-moves = Non valutata: ogni giocatore deve fare almeno { $moves } mosse.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } ha impostato stagioni di classifica di { $days ->
    [one] 1 giorno
   *[other] { $days } giorni
}{ $front ->
    [console] {""}
   *[other] { " " }su questo server
}: la stagione { $number } finisce il { $ends }, e la sua classifica finale viene pubblicata { $front ->
    [console] qui
   *[other] in questo canale
}.
season-ends-now = Quel momento è passato: la stagione { $number } finisce ora.
season-off = { $name } ha tolto la durata delle stagioni: la stagione { $number } continua finché un gestore non la chiude ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = l'inizio
season-ended = La stagione { $number } è finita ({ $from } – { $to }).
season-ended-by = { $name } ha chiuso la stagione { $number } ({ $from } – { $to }).
season-final-title = La sua classifica finale (punteggio = mu − 3 sigma; in classifica dopo { $min } partite valide):
season-final-empty = Nessuno ha giocato { $min } partite valide nella stagione { $number }.
season-next = Ora comincia la stagione { $next }: ogni punteggio riparte da uno ammorbidito (lo stesso mu, un sigma più grande), e partite, vittorie e posizioni si contano da 0.
season-next-ends = Finisce il { $ends }.
card-season = Stagione { $number } — classifica finale
card-season-next = Comincia la stagione { $next }, punteggi ammorbiditi.
season-board-title = Classifica finale della stagione { $number } ({ $from } – { $to }; punteggio = mu − 3 sigma; in classifica dopo { $min } partite valide):
season-dates = Stagione { $number }: { $from } – { $to }
leaderboard-season = Stagione { $number }, dal { $from }; la chiude un gestore.
leaderboard-season-ends = Stagione { $number }, dal { $from }; finisce il { $ends }.
profile-season = (Stagione { $number } finora.)
profile-past-seasons = Stagioni passate:
profile-anywhere = Su tutti i server aperti (`{ cmd-seek }` ovunque): punteggio { $rating }, { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}.
profile-past-season = • Stagione { $number } ({ $from } – { $to }): { $place }, punteggio { $rating }, { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}.
profile-earlier-seasons = …e { $count ->
    [one] 1 stagione precedente
   *[other] { $count } stagioni precedenti
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} mostra la classifica finale della stagione 2).
season-place = posto { $place } su { $count }
season-unlisted = fuori classifica
err-no-season-yet = Qui non è ancora finita nessuna stagione: la stagione { $number } non ha una classifica finale.
err-no-season = La stagione { $number } non ha una classifica finale qui: { $last ->
    [one] è finita solo la stagione 1
   *[other] sono finite le stagioni da 1 a { $last }
}.
err-season-just-ended = La stagione { $number } è appena finita (la sua classifica finale è pubblicata): è in corso la stagione { $next }.
err-season-number = { $input } non è il numero di una stagione: `{ cmd-leaderboard } 2` mostra la classifica finale della stagione 2.
