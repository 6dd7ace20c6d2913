# puzzle.ftl: il problema del giorno (docs/playing.md, "The daily puzzle"): vedi src/i18n.rs.

puzzle-farthest = **Problema del giorno, { $date }: la mossa più lunga.** Muove il rosso: quale mossa porta una pedina rossa più file avanti verso la punta in basso? Una sola mossa arriva più lontano.
puzzle-home = **Problema del giorno, { $date }: a casa in { $moves }.** Il rosso da solo: l'esercito può arrivare in { $moves } mosse, non meno. Quale mossa apre la strada? Una sola.
puzzle-how = { $front ->
    [console] Rispondi con `{ cmd-puzzle }` e la mossa, come `{ cmd-puzzle } d2 e7`: una risposta al giorno; la soluzione arriva il giorno dopo.
   *[other] Rispondi con `/{ cmd-checkers } { cmd-puzzle }` e `{ opt-answer }:`, come `d2 e7` (lo vedi solo tu): una risposta al giorno; la soluzione arriva con il problema successivo.
}
puzzle-daily-how = Rispondi in privato con `/{ cmd-checkers } { cmd-puzzle }` e `{ opt-answer }:` (una risposta al giorno). La soluzione arriva con il problema successivo, alle { $hour } UTC.
puzzle-answered-right = La tua risposta di oggi: `{ $answer }`, giusta.
puzzle-answered-wrong = La tua risposta di oggi: `{ $answer }`, non è quella; la soluzione arriva con il problema successivo.
puzzle-streak = La tua serie: { $days ->
    [0] ancora nessuna
    [one] 1 giorno
   *[other] { $days } giorni di fila
} (migliore: { $best }).
puzzle-board = Questo mese: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· tu: { $place }° posto, { $solved } risolti
puzzle-right = Giusto: `{ $answer }` è la soluzione!
puzzle-wrong = `{ $answer }` non è la soluzione. Arriva con il problema successivo.
puzzle-already = Hai già risposto al problema di oggi (una risposta al giorno).
puzzle-solution = **Soluzione del { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Risolto qui da { $solved } su { $answered ->
    [one] 1 persona che ha risposto
   *[other] { $answered } che hanno risposto
}.
puzzle-solved-none = Qui nessuno ha risposto.
puzzle-planned = { $name } ha attivato il problema del giorno: pubblicato qui ogni giorno alle { $hour } UTC.
puzzle-unplanned = { $name } ha disattivato il problema del giorno.
puzzle-red = Rosso (tu)
puzzle-green = Verde
puzzle-header = Problema del giorno · { $date }
puzzle-solution-header = Soluzione · { $date }
puzzle-ask-farthest = La mossa più lunga?
puzzle-ask-home = A casa in { $moves }: la prima mossa?
puzzle-description = { $header }. Pedine rosse: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Pedine verdi: { $green }.
}
puzzle-off-word = disattivo

err-puzzle-off = { $front ->
    [console] La console non ha un problema del giorno da pubblicare.
   *[other] Questo server non ha il problema del giorno. Chi ha il permesso Gestisci canali lo attiva con `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` e un'ora (UTC), nel canale dove pubblicarlo.
}
err-puzzle-posting = Il primo problema del giorno sta per essere pubblicato qui: chiedi di nuovo tra un attimo.
err-puzzle-hour = `{ opt-puzzle_hour }` vuole un'ora (UTC) da 0 a 23, oppure `{ puzzle-off-word }`.
err-puzzle-console = La console non ha un server dove pubblicare il problema del giorno: `{ cmd-puzzle }` mostra il problema di oggi.
