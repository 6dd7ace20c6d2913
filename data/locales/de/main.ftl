# Texte des Bots für die Spieler (Deutsch). Jede Antwort, jede Fehlermeldung und jede Beschriftung kommt von hier.

help = **Sternhalma** — bring deine Figuren quer über den Stern: Wer zuerst alle in die gegenüberliegende Zacke gebracht hat, gewinnt. Du ziehst eine Figur, indem du die Felder schreibst, die sie betritt: `d2 e7` (ein Schritt), `b2-d2-f7` (eine Sprungkette).{ $front ->
        [console] {""}
       *[other] { " " }Oder drück **{ button-move }** unter dem Brett.
    }
    Befehle — eine Partie: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · spielen: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · lernen: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · gespeicherte Partien: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Mehr, ein Thema nach dem anderen: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` Ziehen und die Felder · `{ cmd-help } { choice-topic-commands }` was jeder Befehl tut · `{ cmd-help } { choice-topic-rules }` die Hausregeln hier · `{ cmd-help } { choice-topic-teams }` Teamspiel und die Solitär-Herausforderung · `{ cmd-help } { choice-topic-ratings }` Wertungen und gespeicherte Partien · `{ cmd-help } { choice-topic-capture }` das Schlagspiel
       *[other] `/{ cmd-checkers } { cmd-help }` mit `{ opt-topic }`: `{ choice-topic-moves }` Ziehen und die Felder · `{ choice-topic-commands }` was jeder Befehl tut · `{ choice-topic-rules }` die Hausregeln hier · `{ choice-topic-teams }` Teamspiel und die Solitär-Herausforderung · `{ choice-topic-ratings }` Wertungen und gespeicherte Partien · `{ choice-topic-capture }` das Schlagspiel
    }
help-moves = **Ziehen** — wer am Zug ist, zieht eine Figur: entweder einen Schritt auf ein freies Nachbarfeld oder eine Sprungkette — über eine benachbarte Figur (egal wessen, auch eine eigene) auf das freie Feld direkt dahinter springen und von dort so oft weiterspringen, wie du willst, in jede Richtung. Schritte und Sprünge mischen sich nie in einem Zug.
    Felder: Die Reihen sind die Buchstaben `a`–`q` von oben nach unten, die Felder einer Reihe sind von links nach rechts ab 1 nummeriert (die obere Spitze ist `a1`, die Mitte `i5`). Jedes Feld ist auf dem Brett beschriftet.
    Züge: Schreib die Felder, etwa `d2 e7` (ein Schritt) oder `b2-d2-f7` (eine Sprungkette), oder nur Start und Ziel: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }Auf Discord auch `@bot d2 e7` (nach der Erwähnung des Bots), eine Antwort mit @ AN auf sein letztes Brett, der Knopf **{ button-move }** unter dem Brett oder `/{ cmd-checkers } { cmd-move }`.
    }
    Lernen: `{ cmd-moves } <{ opt-hole }>` zeigt (nur dir) jedes Feld, das diese Figur erreicht (jede Figur; mit `{ opt-chains }` werden die Sprungketten gezeichnet: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` der Zug, den der Computer für dich spielen würde · `{ cmd-replay }` die Partie als Animation (auch am Ende einer Partie gepostet)
help-commands = **Befehle**
    `{ cmd-new } <{ opt-players }>` eröffnet hier eine Partie (2, 3, 4 oder 6 Spieler; Hausregeln als `schlüssel=wert`, etwa `{ opt-long_jumps }=on`, und `{ opt-theme }=dunkel` für ein dunkles Brett) · `{ cmd-join }` einen Platz nehmen · `{ cmd-leave }` den Platz vor dem Start aufgeben · `{ cmd-add-computer }` einen Computerspieler setzen, { choice-level-medium }, wenn du keine Stufe nennst (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } denkt bis zur `{ opt-computer_time }` der Partie, 2s, wenn nicht geändert) · `{ cmd-start }` beginnen (nur wer eröffnet hat) · `{ cmd-abort }` die Partie beenden (wer sie eröffnet hat oder wer den Kanal verwaltet; fragt vorher)
    `{ cmd-move }` einen Zug spielen (oder einfach schreiben) · `{ cmd-board }` das Brett zeigen · `{ cmd-status }` wer wo steht · `{ cmd-takeback }` deinen letzten Zug zurücknehmen, wenn die anderen zustimmen · `{ cmd-hint }` der Zug des Computers für dich, nur dir gezeigt · `{ cmd-resign }` aufgeben (fragt vorher; der Computer spielt deine Figuren weiter) · `{ cmd-notify }` eine Direktnachricht, wenn du dran bist · `{ cmd-follow }` der Partie hier per Direktnachricht folgen · `{ cmd-digest }` täglich eine Nachricht deiner Züge · `{ cmd-games }` deine laufenden Partien · `{ cmd-seek }` Gegner auf diesem Server finden · `{ cmd-challenge }` Leute namentlich herausfordern · `{ cmd-block }` ein Mitglied blockieren · `{ cmd-report }` diese Partie melden
    `{ cmd-moves } <{ opt-hole }>` wohin eine Figur kann · `{ cmd-replay }` die Partie als Animation · `{ cmd-rules }` die Hausregeln dieser Partie · `{ cmd-solo }` die Solitär-Herausforderung · `{ cmd-puzzle }` das Tagesrätsel · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: Wertungen und gespeicherte Partien · `{ cmd-defaults }` die Hausregeln neuer Partien hier · `{ cmd-help }` der Überblick{ $front ->
        [console] {""}
       *[other] {""}
            Auf Discord: `/{ cmd-checkers }` eine Partie hier, Gegner, Hilfe · `/{ cmd-checkers-ratings }` Wertungen und gespeicherte Partien · `/{ cmd-checkers-me }` deine Partien, Zug-Nachrichten, eine tägliche Zusammenfassung, Blockierungen und Meldungen · `/{ cmd-checkers-defaults }` die Hausregeln neuer Partien hier
    }

err-no-game = { $front ->
    [console] Hier gibt es noch keine Partie. Eröffne eine mit `{ cmd-new } <{ opt-players }>`.
   *[other] In diesem Kanal gibt es keine Partie. Eröffne eine mit `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Hier ist schon eine Partie offen und wartet auf Spieler: Tritt ihr mit `{ cmd-join }` bei, oder brich sie zuerst mit `{ cmd-abort }` ab.
err-game-exists = { $front ->
    [console] Hier läuft schon eine Partie. Spiel sie zu Ende oder brich sie zuerst mit `{ cmd-abort }` ab.
   *[other] Dieser Kanal hat schon eine Partie. Spiel sie zu Ende oder brich sie zuerst mit `{ cmd-abort }` ab.
}
err-players = Das Standardspiel ist für 2, 3, 4 oder 6 Spieler.
err-not-in-lobby = Die Partie hat schon begonnen.
err-already-seated = Du hast schon einen Platz.
err-not-seated = Du hast keinen Platz in dieser Partie.
err-lobby-full = Alle { $seats } Plätze sind besetzt.
err-creator-only = Das kann nur, wer die Partie eröffnet hat ({ $name }).
err-not-full = { $missing ->
    [one] Ein Platz ist noch frei: `{ cmd-join }` oder `{ cmd-add-computer }`.
   *[other] { $missing } Plätze sind noch frei: `{ cmd-join }` oder `{ cmd-add-computer }`.
}
err-not-playing = Die Partie läuft nicht.
err-not-started = Die Partie hat noch nicht begonnen.
err-not-your-turn = Du bist nicht am Zug: { $name } ist dran.
err-spectator = Du spielst in dieser Partie nicht mit.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Die Partie konnte nicht gespeichert werden; nichts wurde geändert. Bitte versuch es noch einmal.
err-unavailable = Die Datenbank ist gerade nicht erreichbar, also wurde nichts geändert. Bitte versuch es gleich noch einmal.
err-busy = Die Partie hat sich geändert, während dein Befehl bearbeitet wurde; schau aufs Brett und versuch es noch einmal.
err-creator-leave = Wer die Partie eröffnet hat, kann die Lobby nicht verlassen; brich die Partie mit `{ cmd-abort }` ab.
err-resigned = Du hast schon aufgegeben.

lobby-created = { $name } hat eine Partie für { $players } Spieler eröffnet.{ $front ->
    [console] { " " }`{ cmd-join }` nimmt einen Platz, `{ cmd-add-computer }` setzt den Computer, dann schreibt, wer eröffnet hat, `{ cmd-start }`.
   *[other] {""}
}
lobby-joined = { $name } hat Platz { $seat } genommen ({ $taken }/{ $seats }).
lobby-left = { $name } hat die Lobby verlassen.
lobby-computer = Ein Computerspieler ({ $level }) hat Platz { $seat } genommen ({ $taken }/{ $seats }).
lobby-status = Warte auf Spieler ({ $taken }/{ $seats }): { $names }
game-started = Die Partie beginnt! { $order }
turn-prompt = Zug { $number }: { $mention }, du bist dran ({ $colour }).
move-played = { $name } hat `{ $move }` gespielt.
pass-played = { $name } hat keinen regelgerechten Zug und passt.
seat-finished = { $name } hat alle Figuren ins Ziel gebracht und belegt Platz { $place }!
seat-finished-full = { $name } ist fertig: Das Ziel ist voll, mit { $count ->
    [one] einer eigenen Figur
   *[other] { $count } eigenen Figuren
} darin, und belegt Platz { $place }!
turns-skipped = … { $count ->
    [one] eine Zeile
   *[other] { $count } Zeilen
} hier ausgelassen (die Züge dazwischen); `{ cmd-replay }` zeigt die ganze Partie.
resigned = { $name } hat aufgegeben; ab jetzt spielt der Computer diese Figuren.
aborted = Die Partie wurde von { $name } abgebrochen.
game-over = Partie vorbei — { $reason }
reason-finished = alle Plätze stehen fest.
reason-move-limit = alle Spieler haben das Zuglimit erreicht.
reason-no-moves = niemand kann ziehen.
reason-resignations = nur ein Spieler ist übrig.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(aufgegeben)
note-timed-out = { " " }(Zeit abgelaufen)
note-distance = { " " }(Reststrecke: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] eine Figur im Ziel
   *[other] { $count } Figuren im Ziel
})
note-target-full = { " " }(fertig, Ziel voll: { $count ->
    [one] eine Figur im Ziel
   *[other] { $count } Figuren im Ziel
})
board-header = Zug { $number } · am Zug: { $name }
# Ein Computer ist am Zug und sein Zug wird gespielt (die Konsole sagt es, bevor er nachdenkt).
computer-thinking = Zug { $number } · { $name } denkt nach…
computer-thinking-for = Zug { $number } · der Computer denkt für { $name } nach…
board-header-over = Partie vorbei · { $name } gewinnt
solo-abandoned = Überquerung nach { $moves ->
    [one] einem Zug
   *[other] { $moves } Zügen
} aufgegeben: { $name } ist nicht ins Ziel gekommen.
board-header-abandoned = Überquerung aufgegeben · { $name } ist nicht ins Ziel gekommen
status-playing = Zug { $number }; { $name } ist dran. { $seats }
status-your-turn = Zug { $number }; du bist dran. { $seats }
seat-line = { $name } ({ $colour }): { $home } im Ziel

colour-N = Rot
colour-NE = Gelb
colour-SE = Blau
colour-S = Grün
colour-SW = Lila
colour-NW = Orange
computer-name = Computer { $seat }
computer-for = Computer (für { $name })
err-corrupt = { $front ->
    [console] Die gespeicherte Partie ließ sich nicht wiederherstellen (sie wurde zur Prüfung beiseitegelegt). Eröffne eine neue mit `{ cmd-new } <{ opt-players }>`.
   *[other] Die gespeicherte Partie dieses Kanals ließ sich nicht wiederherstellen (sie wurde zur Prüfung beiseitegelegt). Eröffne eine neue mit `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` ist keine Hausregel. Bekannt: { $keys }.
err-rule-value = `{ $key }` nimmt { $valid }.
err-manager-only = Nur Mitglieder mit der Berechtigung „Kanäle verwalten“ können die Vorgaben dieses Kanals ändern.
err-armies = Armeen pro Spieler: 1, oder 2 bei 3 Spielern, oder 3 bei 2 Spielern.
lobby-armies = Jeder Spieler führt { $armies } Armeen.
defaults-changed = { $front ->
    [console] { $name } hat die vorgegebenen Hausregeln neuer Partien geändert: { $summary }.
   *[other] { $name } hat die vorgegebenen Hausregeln dieses Kanals geändert: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Computerstufen und ihre Wertung (Elo-Punkte; ein Spieler zufälliger Züge hat 0): { $levels }
rules-game = Hausregeln dieser Partie: { $summary }.
rules-defaults = { $front ->
    [console] Die vorgegebenen Hausregeln neuer Partien: { $summary }.
   *[other] Die vorgegebenen Hausregeln dieses Kanals: { $summary }.
}
timed-out = { $name } hat die Zeit überschritten.
turn-reminder = { $mention }, du bist dran: noch { $left }, bevor deine Zeit abläuft.
resigned-final = { $name } hat aufgegeben.
language-changed = { $front ->
    [console] { $name } hat die Sprache der Konsole eingestellt: { $language }.
   *[other] { $name } hat die Sprache der Beiträge in diesem Kanal eingestellt: { $language }.
}

err-moves-usage = Schreib `{ cmd-moves } <{ opt-hole }>`, um zu sehen, wohin die Figur auf diesem Feld kann, etwa `{ cmd-moves } d2`; mit `{ opt-chains }` werden die Sprungketten gezeichnet: `{ cmd-moves } d2 { opt-chains }`.
err-not-a-hole = `{ $input }` ist kein Feld. Felder schreibt man wie `d2` oder `i5` (Reihen `a`–`q`, von links nach rechts ab 1 nummeriert).
err-no-peg = Auf { $hole } steht keine Figur.
err-fixed-peg = Die Figur auf { $hole } ist fest: Sie zieht nie.
moves-owner = { $colour }, { $name }
moves-none = Die Figur auf { $hole } ({ $owner }) hat gerade keinen Zug.
moves-reach = Die Figur auf { $hole } ({ $owner }) erreicht { $count ->
    [one] ein Feld
   *[other] { $count } Felder
}: { $holes }.
moves-chains = Sprungketten: { $chains }
moves-header = Wohin { $hole } kann: { $count ->
    [one] ein Feld
   *[other] { $count } Felder
}
err-nothing-to-replay = Es wurde noch kein Zug gespielt, also gibt es nichts zu wiederholen.
err-replay = Die Wiederholung ließ sich nicht erstellen; die Partie selbst ist in Ordnung.
replay-caption = Wiederholung der Partie: { $moves ->
    [one] ein Zug
   *[other] { $moves } Züge
}.
theme-changed = { $front ->
    [console] { $name } hat das Farbschema neuer Partien eingestellt: { $theme }.
   *[other] { $name } hat das Farbschema neuer Partien in diesem Kanal eingestellt: { $theme }.
}

# Was der Discord-Adapter selbst sagt: Lobby-Knöpfe und Antworten zu Discord-Fragen.
button-join = Beitreten
button-leave = Verlassen
button-add-computer = Computer hinzu
button-start = Starten
lobby-hint = Drück **Beitreten**, um einen Platz zu nehmen; wer eröffnet hat, kann **Computer hinzu**fügen und drückt **Starten**, sobald alle Plätze besetzt sind.
lobby-hint-auto = Drück **Beitreten**, um einen Platz zu nehmen; wer eröffnet hat, kann **Computer hinzu**fügen. Die Partie beginnt, sobald alle Plätze besetzt sind.
lobby-closed = Diese Lobby ist geschlossen: Ihre Partie hat begonnen oder wurde abgesagt. `/{ cmd-checkers } { cmd-status }` zeigt, was hier los ist.
lobby-started = Diese Lobby ist geschlossen: Ihre Partie hat begonnen, auf dem Brett unten.
bot-restarting = Der Bot fährt kurz herunter und nimmt keine Befehle an; bitte versuch es in einer Minute noch einmal.
bot-failed = Bei mir ist etwas schiefgegangen; nichts wurde geändert. Bitte versuch es noch einmal.
err-bad-option = Eine der Optionen wurde nicht verstanden; nichts wurde geändert. Bitte wähl sie noch einmal.
err-command-moved = Dieser Befehl ist umgezogen: jetzt heißt er `{ $command }`. Nichts wurde geändert.
bot-too-slow = Das dauert viel zu lange; ich habe aufgehört zu warten. `/{ cmd-checkers } { cmd-board }` zeigt die Partie, wie sie steht.
discord-unread-reply = { $kind ->
        [interaction] Discord zeigt mir keine Antworten auf diese Nachricht. Schreib deinen Zug stattdessen nach meiner Erwähnung, etwa { $bot } `d2 e7`, drück **{ button-move }** unter dem Brett oder nimm `/{ cmd-checkers } { cmd-move }`.
       *[ping-off] Discord hat mir deine Antwort ohne Text gezeigt, weil sie mich nicht erwähnt hat. Lass beim Antworten **@ AN** oder schreib deinen Zug nach meiner Erwähnung, etwa { $bot } `d2 e7`, drück **{ button-move }** unter dem Brett oder nimm `/{ cmd-checkers } { cmd-move }`.
    }
answered-privately = (privat beantwortet)
thread-in-thread = Das ist schon ein Thread, und Threads können keine Threads enthalten. Lass `{ opt-thread }` weg, um hier zu spielen, oder nimm den Befehl im übergeordneten Kanal.
thread-outside-guild = Partien in Threads brauchen einen Serverkanal.
thread-failed = Ich konnte keinen Thread für die Partie öffnen: { $reason }. Nichts wurde geändert.
thread-name = Sternhalma · { $name } · { $players } Spieler
missing-permissions = { $place ->
    [thread] Ich kann hier in einem Thread keine Partie leiten
   *[channel] Ich kann in diesem Kanal keine Partie leiten
}: Mir { $count ->
    [one] fehlt die Berechtigung
   *[other] fehlen die Berechtigungen
} { $list }. Ein Serveradmin kann sie meiner Rolle in den Kanaleinstellungen (Berechtigungen) geben.
permission-view-channel = Kanal ansehen
permission-attach-files = Dateien anhängen
permission-read-message-history = Nachrichtenverlauf anzeigen
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-send-messages = Nachrichten senden
discord-forbidden-thread = Discord sagt, mir fehlt dort eine Berechtigung (Öffentliche Threads erstellen)
discord-status = Discord antwortete mit { $status }
discord-unreachable = Discord war nicht erreichbar
discord-unexpected = ein unerwarteter Fehler

# Konsolenmodus.
console-welcome = Sternhalma — Konsolenmodus. `{ cmd-help }` nennt die Befehle des Spiels; `as NAME` handelt als anderer Spieler vor Ort; `quit` beendet.
console-web = Das Brett im Browser: { $address } (klicke einen Stein an, dann ein Loch, das er erreicht).
# Eine Konsolenzeile, länger als die Konsole liest (ihre Bytes, eine Zahl).
console-line-too-long = Diese Zeile ist länger als { $max } Bytes und wurde nicht gelesen. Ein Befehl oder ein Zug ist eine kurze Zeile.
console-help = `{ cmd-help }` nennt die Befehle des Spiels; `as NAME` handelt als anderer Spieler vor Ort; `quit` beendet.
console-as-usage = Schreib `as NAME`, um als anderer Spieler vor Ort zu handeln.
console-you-are = Du bist jetzt { $name }.
console-renamed = In der gespeicherten Partie hießt du { $old }; ab jetzt bist du { $name }.
console-name-reserved = „{ $name }“ ist der Name, den der Bot einem Computerplatz oder einem vergessenen Spieler gibt, also könnte dich niemand darunter finden: Wähl einen anderen Namen.
console-name-long = Ein Name hat höchstens { $max } Zeichen; dieser hat { $count }. Wähl einen kürzeren.
console-as-command = `as` nimmt nur einen Namen: Schreib `as { $name }` und dann `{ $command }` in der nächsten Zeile.
console-kept-game = Hier läuft eine Partie (Zug { $number }), also wurde sie behalten und geht weiter: Nichts wurde beendet. Schreib `{ cmd-abort }`, um sie zu beenden und stattdessen die neue Partie zu eröffnen.
console-kept-lobby = { $name } hat hier eine Partie eröffnet, die auf Spieler wartet, also wurde sie behalten: Nichts wurde beendet. Schreib `{ cmd-abort }`, um sie abzusagen und stattdessen die neue Partie zu eröffnen.
console-board-file = [Brettbild: { $path }]
console-image-failed = Das Bild wurde nicht gespeichert ({ $error }); die Partie geht weiter.
console-replay-file = [Wiederholung: { $path }]
console-unknown = unbekannter Befehl; schreib `{ cmd-help }`
console-unknown-suggest = `{ $word }` ist kein Befehl. Meintest du `{ $command }`? (`{ cmd-help }` nennt alle)
console-setting-word = `{ $word }` wurde nicht verstanden: Hausregeln schreibt man `schlüssel=wert`, etwa `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` ist kein Hilfethema. Themen: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Computerstufen sind `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` und `{ choice-level-hard }`.
console-move-usage = Schreib die Felder nach `{ cmd-move }`, etwa `{ cmd-move } d2 e7`.
console-moves-word = `{ $word }` nach `{ cmd-moves }` wurde nicht verstanden. { err-moves-usage }
console-solo-word = `{ $word }` nach `{ cmd-solo }` wurde nicht verstanden: `{ cmd-solo }` beginnt eine Überquerung, `{ cmd-solo } { choice-view-board }` zeigt die besten Überquerungen hier, `{ cmd-solo } { choice-view-computer }` die Überquerung des Computers.
console-lone-hole = `{ $hole }` allein ist kein Zug: Ein Zug braucht mindestens zwei Felder, das Feld der Figur und dann das Ziel, etwa `d2 e7`.
console-extra-words = Nach `{ $command }` kommt nichts mehr.
console-you = du

# Warum ein Zug abgelehnt wurde (nach `err-illegal` und `err-bad-move-text`).
why-game-over = die Partie ist vorbei
why-not-your-turn = du bist nicht am Zug
why-no-peg = auf { $hole } steht keine Figur
why-not-your-peg = die Figur auf { $hole } gehört dir nicht
why-occupied = { $hole } ist nicht frei
why-unreachable = die Figur auf { $from } kann { $to } nicht erreichen
why-leaves-target = eine Figur in ihrem Ziel muss darin bleiben
why-foreign-point = { $hole } liegt in der Zacke einer anderen Armee: Du darfst hindurchziehen, aber nicht dort stehen bleiben
why-no-move = ein Zug kann nicht dort enden, wo er begann
why-too-short = ein Zug nennt mindestens zwei Felder
why-resigned = dieser Platz hat schon aufgegeben
why-finished = dieser Platz ist schon fertig
why-step-in-chain = ein Schritt kann nicht Teil einer Sprungkette sein
why-not-a-hop = von { $from } nach { $to } ist weder ein Schritt noch ein Sprung
why-repeated = { $hole } steht zweimal hintereinander: Ein Sprung landet nie dort, wo er begann
why-too-long = das ist zu lang für einen Zug
why-bad-hole = `{ $word }` ist kein Feld: { $reason }
why-hole-syntax = Felder sind ein Reihenbuchstabe `a`–`q` und eine Zahl, etwa `e7`
why-out-of-row = Reihe { $row } hat die Felder 1 bis { $count }
why-index-range = Feldnummern gehen von 0 bis 120

# Der zweite Teil der Hilfe: die geltenden Hausregeln (je eine Zeile).
help-rules-game = **Hausregeln dieser Partie** (`{ cmd-rules }` zeigt sie als Einstellungen):
help-rules-defaults = **Hausregeln für neue Partien hier** (`{ cmd-new }` kann sie für eine Partie ändern):
rule-unused_points-empty = Zacken, aus denen niemand startet, sind leer: Figuren dürfen hinein und dort stehen bleiben.
rule-unused_points-filled = Zacken, aus denen niemand startet, sind mit Figuren gefüllt, die nie ziehen; sie sind nur Hindernisse.
rule-foreign_points-rest = Figuren dürfen in den Zacken anderer Armeen stehen bleiben.
rule-foreign_points-pass-through = Figuren dürfen durch die Zacken anderer Armeen springen, aber nicht darin stehen bleiben.
rule-anti_spoiling-full-target = Ein volles Ziel zählt als erreicht, wenn mindestens eine seiner Figuren dir gehört.
rule-anti_spoiling-swap = Eine Figur in deinem Ziel darf getauscht werden: Lande auf ihr, und sie geht dorthin, woher deine Figur kam (mit `x` geschrieben, etwa `m6-xn2`).
rule-anti_spoiling-none = Figuren dürfen das Ziel einer anderen Armee blockieren.
rule-long_jumps-off = Ein Sprung geht über eine benachbarte Figur auf das Feld direkt dahinter.
rule-long_jumps-on = Weite Sprünge: Ein Sprung darf über eine Figur in beliebiger Entfernung auf einer Linie gehen und ebenso weit dahinter landen, alle Felder dazwischen frei.
rule-leave_target-off = Eine Figur, die ihr Ziel erreicht hat, muss jeden späteren Zug darin beenden.
rule-leave_target-on = Figuren dürfen ihr Ziel wieder verlassen.
rule-first_player-coin-toss = Ein Münzwurf entscheidet, wer anfängt.
rule-first_player-creator = Wer die Partie eröffnet hat, fängt an.
rule-turn_order-clockwise = Es wird im Uhrzeigersinn um den Stern gezogen.
rule-turn_order-counterclockwise = Es wird gegen den Uhrzeigersinn um den Stern gezogen.
rule-move_limit = { $limit ->
    [one] Jeder Spieler hat einen Zug; danach entscheiden die Figuren im Ziel und dann die Entfernung dorthin.
   *[other] Jeder Spieler hat { $limit } Züge; danach entscheiden die Figuren im Ziel und dann die Entfernung dorthin.
}
rule-move_limit-none = Kein Zuglimit.
rule-placements-on = Nach dem Sieger wird weitergespielt, um den 2., 3.… Platz.
rule-placements-off = Die Partie endet, wenn der erste Spieler alle Figuren ins Ziel gebracht hat.
rule-turn_timeout = Jeder Zug muss innerhalb von { $timeout } gespielt werden, sonst gilt der Platz als verlassen.
rule-turn_timeout-none = Keine Zeitgrenze pro Zug.
rule-abandon-ai-takeover = Gibt ein Spieler auf, geht er oder läuft seine Zeit ab, spielt der Computer seine Figuren weiter.
rule-abandon-freeze = Gibt ein Spieler auf, geht er oder läuft seine Zeit ab, bleiben seine Figuren als Hindernisse stehen.
rule-computer_time = Ein Computerspieler denkt höchstens { $time } über einen Zug nach (die Stufe schwer nutzt die Zeit aus).


# Die Schlagvariante (docs/rules.md §6).
help-capture = **Schlagspiel** (`{ cmd-new } <{ opt-players }> { choice-variant-capture }`, 2 bis 6 Spieler): 60 Figuren, die niemandem gehören, füllen die Mitte des Sterns, bis auf das mittlere Feld. Wer am Zug ist, zieht irgendeine Figur, nur durch Springen: Jede übersprungene Figur ist geschlagen und zählt für dich, und du darfst nach jedem Sprung aufhören. Eine Kette darf enden, wo sie begann. Die Partie endet, wenn kein Sprung mehr möglich ist; die meisten geschlagenen Figuren gewinnen, ein Gleichstand an der Spitze ist ein Remis.
lobby-capture = Das ist das Schlagspiel: Überspring Figuren, um sie zu schlagen; die meisten geschlagenen Figuren gewinnen.
err-capture-players = Das Schlagspiel ist für 2 bis 6 Spieler.
err-capture-armies = Im Schlagspiel führt niemand Armeen: Lass `{ opt-armies }` weg.
err-capture-rule = `{ $key }` gilt im Schlagspiel nicht (es nutzt `long_jumps`, `first_player`, `turn_order`, `turn_timeout` und `abandon`).
err-bad-variant = `{ $value }` ist kein Spiel: Wähl `{ choice-variant-standard }` oder `{ choice-variant-capture }`.
why-ambiguous = mehrere schlagende Ketten verbinden { $from } und { $to }, und jede schlägt andere Figuren. Schreib die ganze Kette: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(und eine weitere)
   *[other] {" "}(und { $more } weitere)
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] eine geschlagene Figur
   *[other] { $score } geschlagene Figuren
}
live-score-home = { $home } im Ziel
live-score-captures = { $score ->
    [one] eine geschlagene Figur
   *[other] { $score } geschlagene Figuren
}
standing-capture = { $place }. { $name }: { $score ->
    [one] eine geschlagene Figur
   *[other] { $score } geschlagene Figuren
}{ $note }
reason-no-hops = kein Sprung ist mehr möglich.
result-draw = Remis: { $names } haben gleich viele Figuren geschlagen, die meisten.
board-header-draw = Partie vorbei · Remis
moves-capture = Die Figur auf { $hole } { $count ->
    [0] kann gerade nicht schlagen.
    [one] kann eine schlagende Kette auf einem Feld beenden: { $holes }.
   *[other] kann eine schlagende Kette auf { $count } Feldern beenden: { $holes }.
}
why-capture-step = das Schlagspiel hat keine Schritte: Spring über eine Figur
why-not-a-capture = von { $from } nach { $to } ist kein Sprung über eine Figur

## Gespeicherte Partien und Wertungen
history-title = Letzte Partien hier (Seite { $page }):
history-title-of = Letzte Partien von { $name } hier (Seite { $page }):
history-none = Noch keine Partien gespeichert.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} · { $kind }
history-won = { $name } hat gewonnen
history-shared = { $names } teilen sich den ersten Platz
history-not-home = { $name } ist nicht ins Ziel gekommen
history-solo = Solitär
history-more = Ältere Partien: Seite { $next }.
former-player = ein ehemaliger Spieler
leaderboard-title = Rangliste (Wertung = mu − 3 sigma; aufgeführt nach { $min } gewerteten Partien):
leaderboard-empty = Hier hat noch niemand { $min } gewertete Partien gespielt.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } Partien)
leaderboard-you = Dein Platz: { $place } von { $count }, Wertung { $rating }.
leaderboard-you-unlisted = Du wirst nach { $min } gewerteten Partien aufgeführt; du hast { $games }.
profile = { $name }: Wertung { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [one] 1 Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}, durchschnittlicher Platz { $place }.
profile-place = Platz { $place } der Rangliste.
profile-none = { $name } hat hier noch keine gewerteten Partien.
forgotten = Deine Wertungen und besten Überquerungen sind gelöscht, und dein Name in gespeicherten Partien ist jetzt „ein ehemaliger Spieler“.
err-unknown-player = Hier hat niemand namens { $name } gespielt.

# Alternativtext: was jedes Bild zeigt, in Worten (Discords Beschreibung eines Anhangs)
alt-board = Sternhalma-Brett. { $header }.
alt-last = Letzte Züge: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = hat gepasst
alt-resigned = hat aufgegeben
alt-seats = { $seats }.
alt-reach = Die Figur auf { $hole } erreicht { $count ->
    [one] ein Feld
   *[other] { $count } Felder
}, markiert: { $holes }.
alt-hint = Der Tipp ist eingezeichnet: { $path }.
alt-replay = Animierte Wiederholung der Partie, { $moves ->
    [one] ein Zug
   *[other] { $moves } Züge
}. { $result }.
