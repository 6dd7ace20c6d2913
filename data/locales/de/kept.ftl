# kept.ftl: siehe src/i18n.rs, was hierher gehört.

## Gewertet oder locker (die Tischeinstellung `rated`)
lobby-rated = Gewertete Partie: Das Ergebnis ändert die Wertungen der Spieler.
lobby-casual = Ungewertete Partie: gespeichert, aber ohne Änderung der Wertungen.
board-rated = gewertet
board-casual = ungewertet

## forget-me, replay <id>, record <id>
forget-me-ask = Das löscht deine Wertungen und besten Überquerungen{ $front ->
    [console] {""}
   *[other] { " " }auf jedem Server
} und ersetzt deinen Namen in gespeicherten Partien durch „ein ehemaliger Spieler“. Das lässt sich nicht rückgängig machen. Um fortzufahren, schreib `{ cmd-forget-me } { forget-me-confirm }`.
# Das Wort nach `forget-me`, das es bestätigt (die Konsole und geschriebene Befehle).
forget-me-confirm = bestätigen
err-game-id = { $input } ist keine Partienummer: Nimm die #-Nummer, die `{ cmd-history }` zeigt.
err-unknown-game = { $front ->
    [console] Hier ist keine Partie #{ $id } gespeichert.
   *[other] Auf diesem Server ist keine Partie #{ $id } gespeichert.
}
kept-replay-caption = Wiederholung der Partie #{ $id } ({ $date }): { $players } · { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}
kept-record-caption = Protokoll der Partie #{ $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` zeichnet ihr Ende.
}
profile-moves = Züge bis ins Ziel im Schnitt: { $moves }.

## Karten (leaderboard.png, profile.png)
card-leaderboard = Rangliste
card-games = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}
card-not-rated = Spiel { $min } gewertete Partien, um aufgeführt zu werden.
card-rating = Wertung (mu − 3 sigma)
card-games-wins = { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
} · { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}
card-average-place = Durchschnittlicher Platz { $place }
card-place = Platz { $place } hier
card-average-moves = Im Schnitt { $moves } Züge bis ins Ziel
card-no-finish = Noch keine Partie bis ins Ziel gespielt
card-plot = { $count ->
    [one] Wertung nach der letzten gewerteten Partie
   *[other] Wertung nach jeder der letzten { $count } gewerteten Partien
}
card-no-plot = Die Kurve beginnt nach zwei gewerteten Partien.

## forget-me auf Discord (Knöpfe)
forget-me-ask-buttons = Das löscht deine Wertungen und besten Überquerungen auf jedem Server und ersetzt deinen Namen in gespeicherten Partien durch „ein ehemaliger Spieler“. Das lässt sich nicht rückgängig machen. Fortfahren?
forget-me-button-confirm = Vergiss mich
forget-me-button-cancel = Abbrechen
forget-me-not-yours = Nur das Mitglied, das gefragt hat, kann das beantworten.
forget-me-cancelled = Nichts wurde gelöscht.

## Die letzten Zeilen der Hilfe
help-kept = **Wertungen und gespeicherte Partien**: `{ cmd-history } [Name] [Seite]` die hier gespeicherten Partien · `{ cmd-leaderboard }` · `{ cmd-profile } [Name]` · `{ cmd-replay } <id>` und `{ cmd-record } <id>` eine alte Partie als Animation oder Protokolldatei · `{ cmd-forget-me }` löscht deine Wertungen und deinen Namen (fragt vorher). Wertungen können in Saisons laufen: Wer den Kanal verwaltet, setzt ihre Länge mit `{ cmd-defaults } { opt-seasons }=30` (Tage; `{ choice-seasons-off }`, oder `{ choice-seasons-end }`, um diese jetzt zu beenden); am Ende einer Saison erscheint ihre Abschlussrangliste, und jede Wertung beginnt abgeschwächt neu; `{ cmd-leaderboard } 2` zeigt die von Saison 2. Eine Partie wird unter den Standardregeln gewertet, Teamspiel eingeschlossen, wenn jeder Spieler mindestens { $moves } Züge macht; `{ cmd-rules }` sagt, ob diese gewertet wird.

## Die Konsole: eine Rangliste, ein Profil oder ein Protokoll in einer Datei
console-file = [Datei: { $path }]
console-record-file = [Datei: { $path }] `checkers-bot render --record { $path } --out board.png` zeichnet ihr Ende.

## history, profile: Namen und Seiten, die sie nicht nehmen; forget-me ein zweites Mal
history-past-end = Seite { $page } liegt hinter dem Ende: { $pages ->
    [one] Es gibt nur 1 Seite
   *[other] Es gibt { $pages } Seiten
}.
err-page = { $input } ist keine Seite: Seiten zählen ab 1 (`{ cmd-history } 2`).
err-computer-name = Computer haben keinen eigenen Verlauf und kein Profil: „Computer 2“ ist nur der Name von Platz 2 in einer Partie. `{ cmd-history }` und `{ cmd-profile }` nehmen den Namen einer Person.
err-former-player = Wer `{ cmd-forget-me }` benutzt hat, lässt sich absichtlich nicht über den Namen finden: Gespeicherte Partien zeigen diese Person als „ein ehemaliger Spieler“, und nichts verbindet diese Partien mehr.
forget-me-nothing = Von dir gibt es nichts zu vergessen: keine Wertungen, besten Überquerungen oder gespeicherten Partien unter deinem Namen (schon vergessen oder nie gespielt).
# Die Konsole: `record` ohne eine Partienummer, `replay` mit mehr als einer.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` allein wiederholt die Partie hier; `{ cmd-replay } 12` wiederholt die gespeicherte Partie #12 (die #-Nummer, die `{ cmd-history }` zeigt).
   *[other] `{ cmd-record }` nimmt die Nummer einer gespeicherten Partie, die #-Nummer, die `{ cmd-history }` zeigt: `{ cmd-record } 12`.
}

## Partien nicht gewertet, obwohl der Tisch es war (docs/rules.md §5 `rated`), und abgebrochene Partien
history-aborted = abgebrochen
history-not-rated = nicht gewertet
not-rated-moves = Nicht gewertet: Jeder Spieler muss mindestens { $moves } Züge machen.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } hat Wertungssaisons von { $days ->
    [one] 1 Tag
   *[other] { $days } Tagen
} eingestellt{ $front ->
    [console] {""}
   *[other] { " " }auf diesem Server
}: Saison { $number } endet am { $ends }, und ihre Abschlussrangliste erscheint { $front ->
    [console] hier
   *[other] in diesem Kanal
}.
season-ends-now = Dieser Zeitpunkt ist vorbei: Saison { $number } endet jetzt.
season-off = { $name } hat die Dauer der Saisons aufgehoben: Saison { $number } läuft, bis jemand mit Verwaltungsrecht sie beendet ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = Anfang
season-ended = Saison { $number } ist zu Ende ({ $from } – { $to }).
season-ended-by = { $name } hat Saison { $number } beendet ({ $from } – { $to }).
season-final-title = Ihre Abschlussrangliste (Wertung = mu − 3 sigma; aufgeführt nach { $min } gewerteten Partien):
season-final-empty = In Saison { $number } hat niemand { $min } gewertete Partien gespielt.
season-next = Jetzt beginnt Saison { $next }: Jede Wertung fängt bei einer abgeschwächten neu an (dasselbe mu, ein größeres sigma), und Partien, Siege und Plätze zählen ab 0.
season-next-ends = Sie endet am { $ends }.
card-season = Saison { $number } — Abschlussrangliste
card-season-next = Saison { $next } beginnt, alle Wertungen abgeschwächt.
season-board-title = Abschlussrangliste von Saison { $number } ({ $from } – { $to }; Wertung = mu − 3 sigma; aufgeführt nach { $min } gewerteten Partien):
season-dates = Saison { $number }: { $from } – { $to }
leaderboard-season = Saison { $number }, seit { $from }; beendet wird sie von Hand.
leaderboard-season-ends = Saison { $number }, seit { $from }; sie endet am { $ends }.
profile-season = (Bisher in Saison { $number }.)
profile-past-seasons = Frühere Saisons:
profile-anywhere = Auf allen offenen Servern (`{ cmd-seek }` überall): Wertung { $rating }, { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}.
profile-past-season = • Saison { $number } ({ $from } – { $to }): { $place }, Wertung { $rating }, { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}.
profile-earlier-seasons = …und { $count ->
    [one] 1 frühere Saison
   *[other] { $count } frühere Saisons
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} zeigt die Abschlussrangliste von Saison 2).
season-place = Platz { $place } von { $count }
season-unlisted = nicht aufgeführt
err-no-season-yet = Hier ist noch keine Saison zu Ende: Saison { $number } hat keine Abschlussrangliste.
err-no-season = Saison { $number } hat hier keine Abschlussrangliste: { $last ->
    [one] nur Saison 1 ist zu Ende
   *[other] die Saisons 1 bis { $last } sind zu Ende
}.
err-season-just-ended = Saison { $number } ist gerade zu Ende gegangen (ihre Abschlussrangliste ist gepostet): Saison { $next } läuft.
err-season-number = { $input } ist keine Saisonnummer: `{ cmd-leaderboard } 2` zeigt die Abschlussrangliste von Saison 2.
