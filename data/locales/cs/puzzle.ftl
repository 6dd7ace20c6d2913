# puzzle.ftl: denní hádanka (docs/playing.md, "The daily puzzle"): viz src/i18n.rs.

puzzle-farthest = **Denní hádanka, { $date }: nejdelší tah.** Na tahu je červená: který tah posune červený kámen o nejvíc řad k dolnímu cípu? Nejdál vede právě jeden tah.
puzzle-home = **Denní hádanka, { $date }: do cíle za { $moves }.** Červená sama: armáda může být v cíli za { $moves } tahů, ne dřív. Kterým tahem cesta začíná? Právě jedním.
puzzle-how = { $front ->
    [console] Odpověz příkazem `{ cmd-puzzle }` a tahem, třeba `{ cmd-puzzle } d2 e7`: jedna odpověď denně; řešení přijde další den.
   *[other] Odpověz příkazem `/{ cmd-checkers } { cmd-puzzle }` s `{ opt-answer }:`, třeba `d2 e7` (uvidíš to jen ty): jedna odpověď denně; řešení přijde s další hádankou.
}
puzzle-daily-how = Odpovídej soukromě příkazem `/{ cmd-checkers } { cmd-puzzle }` s `{ opt-answer }:` (jedna odpověď denně). Řešení přijde s další hádankou v { $hour } UTC.
puzzle-answered-right = Tvoje dnešní odpověď: `{ $answer }`, správně.
puzzle-answered-wrong = Tvoje dnešní odpověď: `{ $answer }`, to není ono; řešení přijde s další hádankou.
puzzle-streak = Tvoje série: { $days ->
    [0] zatím žádná
    [one] 1 den
    [few] { $days } dny za sebou
   *[other] { $days } dní za sebou
} (nejlepší: { $best }).
puzzle-board = Tento měsíc: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· ty: { $place }. místo, vyřešeno { $solved }
puzzle-right = Správně: `{ $answer }` je řešení!
puzzle-wrong = `{ $answer }` není řešení. Přijde s další hádankou.
puzzle-already = Dnešní hádanku už máš zodpovězenou (jedna odpověď denně).
puzzle-solution = **Řešení z { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Tady vyřešilo { $solved } z { $answered ->
    [one] 1, kdo odpověděl
    [few] { $answered }, kdo odpověděli
   *[other] { $answered }, kdo odpověděli
}.
puzzle-solved-none = Tady nikdo neodpověděl.
puzzle-planned = Denní hádanku nastavil(a) { $name }: vychází tady každý den v { $hour } UTC.
puzzle-unplanned = Denní hádanku vypnul(a) { $name }.
puzzle-red = Červená (ty)
puzzle-green = Zelená
puzzle-header = Denní hádanka · { $date }
puzzle-solution-header = Řešení · { $date }
puzzle-ask-farthest = Nejdelší tah?
puzzle-ask-home = Do cíle za { $moves }: první tah?
puzzle-description = { $header }. Červené kameny: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Zelené kameny: { $green }.
}
puzzle-off-word = vypnuto

err-puzzle-off = { $front ->
    [console] Konzole nemá žádnou denní hádanku ke zveřejnění.
   *[other] Tento server nemá denní hádanku. Člen s oprávněním Spravovat kanály ji zapne příkazem `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` s hodinou (UTC), v kanálu, kde má vycházet.
}
err-puzzle-posting = První denní hádanka se tu právě zveřejňuje: zeptej se znovu za chvilku.
err-puzzle-hour = `{ opt-puzzle_hour }` bere hodinu (UTC) od 0 do 23, nebo `{ puzzle-off-word }`.
err-puzzle-console = Konzole nemá server, kde by denní hádanka vycházela: `{ cmd-puzzle }` ukáže dnešní hádanku.
