# assist.ftl: siehe src/i18n.rs, was hierher gehört.
# Zurücknehmen, Tipps und Wartezeiten.

takeback-asked = { $name } bittet darum, { $count ->
    [one] den Zug { $moves }
   *[other] { $moves } (den eigenen Zug und { $replies ->
        [one] die Antwort des Computers
       *[other] die Antworten der Computer
    })
} zurückzunehmen. { $waiting }: { $front ->
    [console] antwortet mit `{ cmd-takeback } zustimmen` oder `{ cmd-takeback } ablehnen`
   *[other] drückt **{ button-takeback-accept }** oder **{ button-takeback-decline }** unten
} innerhalb von { $seconds } Sekunden (keine Antwort zählt als Ablehnung).
takeback-accepted = { $name } hat zugestimmt.
takeback-accepted-waiting = { $name } hat zugestimmt; es fehlen noch { $waiting }.
takeback-declined = { $name } hat abgelehnt: Der Zug von { $asker } bleibt.
takeback-expired = Keine Antwort in der Zeit: Der Zug von { $asker } bleibt.
takeback-closed-moved = Die Rücknahme-Bitte von { $asker } ist geschlossen: { $name } hat gezogen.
takeback-closed-resigned = Die Rücknahme-Bitte von { $asker } ist geschlossen: { $name } hat aufgegeben.
takeback-closed = Die Rücknahme-Bitte von { $asker } ist geschlossen: Die Partie ging weiter.
takeback-done = { $count ->
    [one] Zurückgenommen: { $moves }, der Zug von { $name }.
   *[other] Zurückgenommen: { $moves }: der Zug von { $name } und { $replies ->
        [one] die Antwort des Computers
       *[other] die Antworten der Computer
    }.
}
button-takeback-accept = Zustimmen
button-takeback-decline = Ablehnen
hint = Tipp ({ $level }): spiel `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Nur du siehst das.
}
casual-now = Die Partie ist jetzt ungewertet: Sie zählt nicht für die Wertungen.
casual-now-solo = Diese Überquerung ist jetzt ungewertet: Sie zählt nicht für die Bestenliste.
hint-header = Tipp: { $move }
err-takeback-off = In dieser Partie können Züge nicht zurückgenommen werden (Einstellung `takeback=off`).
err-takeback-over = Die Partie ist vorbei: Ihre Züge bleiben.
err-nothing-to-take-back = Du kannst nur deinen eigenen letzten Zug zurücknehmen, und nur, bis eine andere Person gezogen hat.
err-takeback-open = Eine Rücknahme wartet schon auf Antwort.
err-takeback-to-answer = { $asker } möchte den eigenen Zug zurücknehmen: { $front ->
    [console] antworte mit `{ cmd-takeback } zustimmen` oder `{ cmd-takeback } ablehnen`.
   *[other] antworte mit dem Knopf **{ button-takeback-accept }** oder **{ button-takeback-decline }** unter der Bitte.
}
err-takeback-asked-before = Du hast schon gebeten, diesen Zug zurückzunehmen, und es wurde nicht angenommen: eine Bitte pro Zug.
err-no-takeback = Es gibt keine Rücknahme zu beantworten: Sie wurde beantwortet, ihre Zeit ist um, oder die Partie ging weiter.
err-own-takeback = Du hast um diese Rücknahme gebeten; die anderen Spieler beantworten sie.
err-not-asked = Nur die anderen Leute in dieser Partie beantworten diese Rücknahme.
err-hints-off = Tipps sind in dieser Partie aus (Einstellung `hints=off`).
err-hint-not-your-turn = Ein Tipp ist für den Spieler am Zug, in seinem Zug.
err-cooldown = Bitte warte { $seconds ->
    [one] eine Sekunde
   *[other] { $seconds } Sekunden
}, bevor du das noch einmal verlangst.
rule-takeback-on = Wer gerade gezogen hat, darf um Rücknahme des Zugs bitten (`{ cmd-takeback }`); die anderen stimmen zu oder lehnen ab.
rule-takeback-off = Züge können nicht zurückgenommen werden.
rule-hints-on = Wer am Zug ist, darf um einen Tipp bitten (`{ cmd-hint }`): den Zug des Computers, nur dieser Person gezeigt.
rule-hints-off = Keine Tipps.
console-takeback-usage = `{ cmd-takeback }` bittet um Rücknahme deines letzten Zugs; `{ cmd-takeback } zustimmen` oder `{ cmd-takeback } ablehnen` beantwortet eine Bitte.

# notify: eine Direktnachricht, wenn du dran bist
notify-on = Ab jetzt bekommst du eine Direktnachricht, wenn du dran bist, in jeder Partie. Nimm `{ cmd-notify }` noch einmal, um sie abzuschalten.
notify-off = Zug-Nachrichten sind aus: keine Direktnachricht, wenn du dran bist.
notify-turn = Du bist dran in Sternhalma:
    { $news }
notify-refused = { $mention }, ich kann dir keine Direktnachrichten schicken, also sind deine Zug-Nachrichten jetzt aus. Erlaube Direktnachrichten von Mitgliedern dieses Servers und nimm dann `{ cmd-notify }` noch einmal.
err-no-direct-messages = Hier gibt es keine Direktnachrichten: `{ cmd-notify }`, `{ cmd-follow }` und `{ cmd-digest }` sind für Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Du folgst jetzt dieser Partie: nach Zügen bekommst du eine Direktnachricht mit dem Brett, höchstens eine pro Minute, bis die Partie endet. `{ cmd-follow }` mit `{ opt-stop }` beendet es.
follow-already = Du folgst dieser Partie schon.
follow-off = Du folgst dieser Partie nicht mehr.
follow-not-following = Du folgst dieser Partie nicht.
follow-moves = Eine Partie, der du folgst:
    { $news }
err-follow-no-game = Hier wird keine Partie gespielt, der du folgen könntest.
err-follow-seated = Du spielst in dieser Partie mit und siehst jeden Zug; `{ cmd-notify }` sagt dir, wenn du dran bist.
err-follow-full = Dieser Partie folgen schon { $most } Leute, mehr geht nicht.

# games: deine laufenden Partien
games-none = { $front ->
    [console] Du hast keine laufende Partie.
   *[other] Du hast keine laufende Partie auf diesem Server.
}
games-title = Deine laufenden Partien ({ $count }):
games-here = hier
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **du bist dran**
games-to-move = { $name } ist dran
games-left = , noch { $left }
games-more = … und { $count } weitere.

# seek: Gegnersuche
help-searching = Gerade auf der Suche: { $pools }. `{ cmd-seek }`, um mitzumachen.
help-searching-pool = { $count } für eine { $rated ->
    [rated] gewertete
   *[other] ungewertete
} Partie mit { $players } Spielern
seek-searching = Du suchst eine { $rated ->
    [rated] gewertete
   *[other] ungewertete
} Partie mit { $players } Spielern ({ $count } suchen gerade). Du wirst erwähnt, wenn eine Partie gefunden ist; die Suche endet in { $minutes } Minuten. `{ cmd-seek }` mit `{ opt-cancel }` beendet sie.
seek-matched = Partie gefunden: { $names }, eine { $rated ->
    [rated] gewertete
   *[other] ungewertete
} Partie mit { $players } Spielern. Ihr Tisch öffnet sich jetzt.
seek-cancelled = Du suchst nicht mehr.
seek-not-searching = Du hast nicht gesucht.
seek-expired = { $mention }, für deine Partie mit { $players } Spielern wurde niemand rechtzeitig gefunden; `{ cmd-seek }` noch einmal, um weiterzusuchen.
err-nobody-to-seek = Hier gibt es niemanden sonst zu finden: Die Gegnersuche ist für Discord. Hier: `{ cmd-add-computer }`, oder `as NAME` für einen weiteren Spieler.

# challenge: benannte Leute (und Computer) zu einer Partie eingeladen
challenge-made = { $name } fordert { $names } zu einer Partie mit { $players } Spielern heraus.
challenge-computers = Computer spielen auch mit: { $computers }.
challenge-computers-only = { $name } spielt eine Partie mit { $players } Spielern gegen { $computers }.
challenge-computer = Computer ({ $level })
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` zum Annehmen oder `{ cmd-leave }` zum Ablehnen
   *[other] drückt **{ button-challenge-accept }** oder **{ button-challenge-decline }**
} innerhalb { $minutes ->
    [one] einer Minute
   *[other] von { $minutes } Minuten
}.
challenge-accepted = { $name } hat angenommen; es fehlen noch: { $names }.
challenge-accepted-all = { $name } hat angenommen: Alle sind dabei, und die Partie beginnt.
challenge-declined = { $mention }, { $name } hat deine Herausforderung abgelehnt; sie ist abgesagt.
challenge-expired = { $mention }, deine Herausforderung ist abgesagt: { $names } hat nicht innerhalb { $minutes ->
    [one] einer Minute
   *[other] von { $minutes } Minuten
} geantwortet.
challenge-waiting = Herausgefordert, es fehlen noch: { $names }
button-challenge-accept = Annehmen
button-challenge-decline = Ablehnen
err-challenge-nobody = Nenn jemanden zum Herausfordern: bis zu fünf Leute oder Computer.
err-challenge-self = Du kannst dich nicht selbst herausfordern: Nenn jemand anderen oder einen Computer.
err-challenge-bot = { $name } ist eine App und kann auf keine Herausforderung antworten; um gegen einen Computer zu spielen, nimm `{ opt-computers }`.
err-challenge-twice = { $name } ist zweimal genannt.
err-challenge-players = Mit dir sind das { $count } Spieler; eine Partie hat 2, 3, 4 oder 6.
err-challenge-minutes = Die Zeit zum Antworten ist 1 bis { $most } Minuten.
err-not-challenged = Diese Plätze sind für die Herausgeforderten: { $names }.
err-challenge-seats = Eine Herausforderung setzt nur die Personen und Computer an den Tisch, die sie beim Stellen nannte: Es kann kein weiterer Platz hinzukommen.
err-nobody-to-challenge = Hier gibt es niemanden sonst herauszufordern: Herausforderungen sind für Discord (`/{ cmd-checkers } { cmd-challenge }` oder das Apps-Menü auf einer Person). Hier: `{ cmd-add-computer }`, oder `as NAME` für einen weiteren Spieler.
seek-not-here = Die Gegnersuche braucht den Bot auf einem Server: Hier kann er dir nur antworten. Fordere stattdessen mit `{ cmd-challenge }` die Leute heraus, mit denen du spielen willst.
seek-filled = In { $minutes } Minuten kam niemand sonst: { $names } { $computers ->
    [one] und ein Computer ({ $level }) spielen
   *[other] und { $computers } Computer ({ $level }) spielen
} eine { $rated ->
    [rated] gewertete
   *[other] ungewertete
} Partie mit { $players } Spielern. Ihr Tisch öffnet sich jetzt.
game-channel-here = { $name } hat diesen Kanal zum Spielkanal des Servers gemacht: Per `{ cmd-seek }` gefundene Partien öffnen sich in seinen Threads.
game-channel-off = { $name } hat den Spielkanal des Servers entfernt: Per `{ cmd-seek }` gefundene Partien öffnen sich dort, wo die letzte Person gesucht hat.
seek-not-opened = Die gefundene Partie kann sich hier nicht öffnen: { $why } Such noch einmal mit `{ cmd-seek }` oder spiel mit `{ cmd-challenge }`.
err-game-channel-thread = Ein Thread kann nicht der Spielkanal des Servers sein: Partien öffnen sich in seinen Threads. Nimm das in einem Kanal.
anywhere-on = { $name } hat diesen Server für den Pool aller Server geöffnet: `{ cmd-seek }` mit `{ opt-anywhere }` findet Leute aller offenen Server. Nur Anzeigenamen gehen zwischen Servern hin und her.
anywhere-off = { $name } hat diesen Server für den Pool aller Server geschlossen: `{ cmd-seek }` findet nur Leute dieses Servers.
err-anywhere-closed = Dieser Server ist nicht für den Pool aller Server geöffnet. Wer Kanäle verwaltet, öffnet ihn mit `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Dieser Thread zeigt eine auf allen offenen Servern gefundene Partie, die bei den anderen Spielenden liegt: Eine neue Partie beginnt in einem Kanal dieses Servers (oder erneut `{ cmd-seek }`).
err-rematch-anywhere = Eine auf allen offenen Servern gefundene Partie hat keine Revanche: Wieder `{ cmd-seek }`, oder fordert euch dort heraus, wo ihr beide seid.
seek-searching-anywhere = Du suchst auf allen offenen Servern eine { $rated ->
    [rated] gewertete
   *[other] ungewertete
} Partie mit { $players } Spielern. Gerade suchen: { $count } hier · { $all } auf allen Servern. Du wirst in einem Thread hier erwähnt, wenn eine Partie gefunden ist; die Suche endet in { $minutes } Minuten.
# block: ein Mitglied fernhalten; report: eine Partie den Betreibern melden
block-on = Du hast { $name } blockiert: `{ cmd-seek }` bringt euch beide nie zusammen, und zwischen euch gibt es keine Herausforderungen. Mit `{ opt-undo }` machst du das rückgängig.
block-off = { $name } ist nicht mehr blockiert.
block-not-blocked = Du hattest { $name } nicht blockiert.
block-count = { $count ->
    [0] Du hast niemanden blockiert.
    [one] Du hast ein Mitglied blockiert.
   *[other] Du hast { $count } Mitglieder blockiert.
}
err-block-oneself = Du kannst dich nicht selbst blockieren.
err-block-bot = { $name } ist eine App: Apps spielen nie, es gibt also nichts zu blockieren.
err-block-full = Du hast schon { $most } Mitglieder blockiert, mehr geht nicht: heb zuerst eine Blockierung auf.
err-challenge-they-blocked = { $name } nimmt keine Herausforderungen von dir an.
err-challenge-you-blocked = Du hast { $name } blockiert: `{ cmd-block }` mit `{ opt-undo }` hebt das auf.
err-nobody-to-block = Hier gibt es niemanden sonst zu blockieren: Blockieren gibt es auf Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Danke: deine Meldung (Nummer { $id }) wird für die Betreiber des Bots aufbewahrt, mit dieser Partie, wie sie jetzt steht. Sonst erfährt niemand davon.
err-report-no-game = Hier gibt es keine Partie zu melden.
# digest: one message a day listing the games at your turn
digest-on = Deine tägliche Zusammenfassung ist an: um { $hour } (UTC) nennt dir eine Direktnachricht deine Partien, in denen du dran bist, mit der verbleibenden Zeit (keine an einem Tag ohne). `{ cmd-digest }` mit `{ opt-off }` schaltet sie aus.
digest-off = Du bekommst keine tägliche Zusammenfassung.
digest-title = { $count ->
    [one] Deine tägliche Zusammenfassung: Du bist in 1 Partie dran.
   *[other] Deine tägliche Zusammenfassung: Du bist in { $count } Partien dran.
}
err-challenge-apart = { $first } und { $second } können nicht in einer Partie sein: einer hat den anderen blockiert.
err-block-busy = Zu viele Änderungen an deinen Blockierungen auf einmal: versuch es noch einmal.
err-accept-blocked = Du kannst nicht annehmen: du oder jemand in dieser Partie hat den anderen seit der Herausforderung blockiert.
