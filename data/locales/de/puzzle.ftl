# puzzle.ftl: das Tagesrätsel (docs/playing.md, "The daily puzzle"): siehe src/i18n.rs.

puzzle-farthest = **Tagesrätsel, { $date }: der weiteste Zug.** Rot ist am Zug: Welcher Zug bringt einen roten Stein die meisten Reihen weit zur unteren Zacke? Genau ein Zug kommt am weitesten.
puzzle-home = **Tagesrätsel, { $date }: in { $moves } nach Hause.** Rot allein: Die Armee kann in { $moves } Zügen im Ziel sein, nicht in weniger. Welcher Zug beginnt den Weg? Genau einer.
puzzle-how = { $front ->
    [console] Antworte mit `{ cmd-puzzle }` und dem Zug, etwa `{ cmd-puzzle } d2 e7`: eine Antwort am Tag; die Lösung kommt am nächsten Tag.
   *[other] Antworte mit `/{ cmd-checkers } { cmd-puzzle }` und `{ opt-answer }:`, etwa `d2 e7` (nur du siehst es): eine Antwort am Tag; die Lösung kommt mit dem nächsten Rätsel.
}
puzzle-daily-how = Antworte privat mit `/{ cmd-checkers } { cmd-puzzle }` und `{ opt-answer }:` (eine Antwort am Tag). Die Lösung kommt mit dem nächsten Rätsel, um { $hour } UTC.
puzzle-answered-right = Deine Antwort heute: `{ $answer }`, richtig.
puzzle-answered-wrong = Deine Antwort heute: `{ $answer }`, nicht die gesuchte; die Lösung kommt mit dem nächsten Rätsel.
puzzle-streak = Deine Serie: { $days ->
    [0] noch keine
    [one] 1 Tag
   *[other] { $days } Tage in Folge
} (beste: { $best }).
puzzle-board = Diesen Monat: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· du: Platz { $place }, { $solved } gelöst
puzzle-right = Richtig: `{ $answer }` ist die Lösung!
puzzle-wrong = `{ $answer }` ist nicht die Lösung. Sie kommt mit dem nächsten Rätsel.
puzzle-already = Du hast das heutige Rätsel schon beantwortet (eine Antwort am Tag).
puzzle-solution = **Lösung vom { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Hier gelöst von { $solved } der { $answered ->
    [one] 1 Person, die geantwortet hat
   *[other] { $answered }, die geantwortet haben
}.
puzzle-solved-none = Hier hat niemand geantwortet.
puzzle-planned = { $name } hat das Tagesrätsel eingerichtet: jeden Tag um { $hour } UTC hier.
puzzle-unplanned = { $name } hat das Tagesrätsel abgeschaltet.
puzzle-red = Rot (du)
puzzle-green = Grün
puzzle-header = Tagesrätsel · { $date }
puzzle-solution-header = Lösung · { $date }
puzzle-ask-farthest = Der weiteste Zug?
puzzle-ask-home = In { $moves } nach Hause: der erste Zug?
puzzle-description = { $header }. Rote Steine: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Grüne Steine: { $green }.
}
puzzle-off-word = aus

err-puzzle-off = { $front ->
    [console] Die Konsole hat kein Tagesrätsel zu posten.
   *[other] Dieser Server hat kein Tagesrätsel. Ein Mitglied mit „Kanäle verwalten“ schaltet es mit `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` und einer Stunde (UTC) ein, im Kanal, in dem es erscheinen soll.
}
err-puzzle-posting = Das erste Tagesrätsel wird hier gerade gepostet: Frag gleich noch einmal.
err-puzzle-hour = `{ opt-puzzle_hour }` nimmt eine Stunde (UTC) von 0 bis 23, oder `{ puzzle-off-word }`.
err-puzzle-console = Die Konsole hat keinen Server, auf dem ein Tagesrätsel erscheinen könnte: `{ cmd-puzzle }` zeigt das Rätsel des Tages.
