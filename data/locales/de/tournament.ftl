# tournament.ftl: Turniere (docs/playing.md, "Tournaments"): siehe src/i18n.rs.

tour-created = **Turnier #{ $id }** von { $by }: { $what }. Beginn { $start }; der Check-in öffnet 10 Minuten vorher. Drück **Teilnehmen** oder nutze `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, Partien zu { $players }, { $rated ->
    [rated] gewertet
   *[other] ungewertet
}, { $clock } pro Zug
tour-swiss = Schweizer System, { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}
tour-round-robin = jeder gegen jeden
tour-joined = { $name } nimmt an Turnier #{ $id } teil ({ $count } dabei).
tour-left = { $name } hat Turnier #{ $id } verlassen ({ $count } dabei).
tour-checked-in = Du bist für Turnier #{ $id } eingecheckt; es beginnt { $start }.
tour-check-in-open = **Der Check-in von Turnier #{ $id } ist offen** bis zum Beginn, { $start }: drück **Einchecken**, sonst wirst du nicht gepaart.
tour-cancelled = Turnier #{ $id } fällt aus: weniger als { $least } Leute haben eingecheckt.
tour-round = **Turnier #{ $id }, Runde { $round } von { $rounds }**
tour-game-line = Partie { $game }: { $names }
tour-bye-line = Freilos: { $name } (ein Punkt)
tour-game-open = Turnier #{ $id }, Runde { $round }, Partie { $game }: { $names }. Eure Zugzeit läuft ab jetzt.
tour-final = Turnier #{ $id }: Endstand
tour-after-round = Turnier #{ $id }: Stand nach Runde { $round }
tour-standings = Turnier #{ $id }: Stand
tour-no-standings = Noch keine Runde gespielt.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } Leute · Punkte, dann Buchholz, dann Sonneborn-Berger
tour-corrected = Eine Kanalverwaltung hat das Ergebnis von Turnier #{ $id }, Runde { $round }, Partie { $game } gesetzt.
tour-list-empty = Auf diesem Server gab es noch kein Turnier.
tour-list-head = Turniere auf diesem Server ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] Anmeldung, Beginn { $start }
    [playing] läuft
    [over] beendet
   *[cancelled] abgesagt
}; { $count } Leute
tour-list-you = ; du: Platz { $rank }, { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
tour-err-no-server = Turniere werden in den Kanälen eines Servers gespielt.
tour-err-round-robin = Jeder gegen jeden gibt es für Partien zu zweit; zu 3, 4 oder 6 spielt man Schweizer Runden an Tischen.
tour-err-rounds = Ein Turnier hat 1 bis { $max } Runden.
tour-err-start = Ein Turnier beginnt innerhalb von 30 Tagen (höchstens 43200 Minuten).
tour-err-none = Auf diesem Server läuft kein Turnier und keines nimmt Anmeldungen an: gib seine Nummer an oder sieh unter `/{ cmd-checkers-tournament } { cmd-list }` nach.
tour-err-no-such = Auf diesem Server gibt es kein Turnier #{ $id }.
tour-err-joined = Du bist schon in diesem Turnier.
tour-err-not-in = Du bist nicht in Turnier #{ $id }.
tour-err-over = Turnier #{ $id } ist vorbei.
tour-err-started = Turnier #{ $id } hat schon begonnen.
tour-err-not-started = Turnier #{ $id } hat noch nicht begonnen.
tour-err-check-in-later = Der Check-in öffnet um { $time }, 10 Minuten vor dem Beginn.
tour-err-late-round-robin = Bei jeder gegen jeden kommt nach dem Beginn niemand mehr dazu.
tour-err-late = Dieses Turnier nimmt niemanden mehr auf (die letzte Runde ist gepaart, oder es ist voll).
tour-err-withdrawn = Du hast dich schon zurückgezogen.
tour-err-no-game = Diese Runde hat keine solche Partie.
tour-err-places = Gib einen Platz pro Sitz an ({ $seats }), in Sitzreihenfolge, 0 für abwesend: etwa `1 2`.
tour-err-place = Plätze gehen von 1 bis zur Zahl der Sitze (0: abwesend).
tour-err-game-opened = Diese Turnierpartie wird schon anderswo gespielt oder hat ihr Ergebnis.
button-tournament-join = Teilnehmen
button-tournament-check-in = Einchecken
tour-err-no-abort = Eine Turnierpartie wird nicht abgebrochen: spiel sie zu Ende oder gib auf; eine Kanalverwaltung kann ihr Ergebnis mit `/{ cmd-checkers-tournament } { cmd-result }` setzen.
tour-err-thread = Die Partien eines Turniers öffnen in Threads seines Kanals: erstelle es in einem Kanal, nicht in einem Thread.
tour-standings-more = …und { $count } weitere (das Bild zeigt die ersten 40).
