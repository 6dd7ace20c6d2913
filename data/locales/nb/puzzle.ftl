# puzzle.ftl: dagens nøtt (docs/playing.md, "The daily puzzle"): se src/i18n.rs.

puzzle-farthest = **Dagens nøtt, { $date }: det lengste trekket.** Rød i trekket: hvilket trekk fører en rød brikke flest rader mot spissen nederst? Nøyaktig ett trekk går lengst.
puzzle-home = **Dagens nøtt, { $date }: i mål på { $moves }.** Rød alene: hæren kan være i mål på { $moves } trekk, ikke færre. Hvilket trekk begynner veien? Nøyaktig ett.
puzzle-how = { $front ->
    [console] Svar med `{ cmd-puzzle }` og trekket, som `{ cmd-puzzle } d2 e7`: ett svar om dagen; løsningen kommer dagen etter.
   *[other] Svar med `/{ cmd-checkers } { cmd-puzzle }` og `{ opt-answer }:`, som `d2 e7` (bare du ser det): ett svar om dagen; løsningen kommer med neste nøtt.
}
puzzle-daily-how = Svar privat med `/{ cmd-checkers } { cmd-puzzle }` og `{ opt-answer }:` (ett svar om dagen). Løsningen kommer med neste nøtt, klokken { $hour } UTC.
puzzle-answered-right = Svaret ditt i dag: `{ $answer }`, riktig.
puzzle-answered-wrong = Svaret ditt i dag: `{ $answer }`, ikke det riktige; løsningen kommer med neste nøtt.
puzzle-streak = Rekken din: { $days ->
    [0] ingen ennå
    [one] 1 dag
   *[other] { $days } dager på rad
} (beste: { $best }).
puzzle-board = Denne måneden: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· du: plass { $place }, { $solved } løst
puzzle-right = Riktig: `{ $answer }` er svaret!
puzzle-wrong = `{ $answer }` er ikke svaret. Løsningen kommer med neste nøtt.
puzzle-already = Du har alt svart på dagens nøtt (ett svar om dagen).
puzzle-solution = **Løsningen på { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Løst her av { $solved } av { $answered ->
    [one] 1 som svarte
   *[other] { $answered } som svarte
}.
puzzle-solved-none = Ingen her svarte på den.
puzzle-planned = { $name } har satt opp dagens nøtt: lagt ut her hver dag klokken { $hour } UTC.
puzzle-unplanned = { $name } har slått av dagens nøtt.
puzzle-red = Rød (du)
puzzle-green = Grønn
puzzle-header = Dagens nøtt · { $date }
puzzle-solution-header = Løsning · { $date }
puzzle-ask-farthest = Det lengste trekket?
puzzle-ask-home = I mål på { $moves }: det første trekket?
puzzle-description = { $header }. Røde brikker: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Grønne brikker: { $green }.
}
puzzle-off-word = av

err-puzzle-off = { $front ->
    [console] Konsollen har ingen dagens nøtt å legge ut.
   *[other] Denne serveren har ingen dagens nøtt. Et medlem med Administrer kanaler slår den på med `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` og et klokkeslett (UTC), i kanalen den skal legges ut i.
}
err-puzzle-posting = Den første nøtta legges ut her nå: spør igjen om et øyeblikk.
err-puzzle-hour = `{ opt-puzzle_hour }` tar en time (UTC) fra 0 til 23, eller `{ puzzle-off-word }`.
err-puzzle-console = Konsollen har ingen server å legge ut dagens nøtt på: `{ cmd-puzzle }` viser dagens nøtt.
