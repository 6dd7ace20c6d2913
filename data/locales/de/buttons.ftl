# buttons.ftl: siehe src/i18n.rs, was hierher gehört.

# Die Worte des Tischs für Entscheidungen per Knopf (jeder Adapter).
err-board-changed = Das Brett hat sich seitdem geändert: Diese Wahl galt einer früheren Stellung. Nimm die Knöpfe unter dem neuesten Brett.
err-rematch-asked = Du hast die Revanche schon verlangt; es fehlen noch { $waiting }.
rematch-asked = { $name } will eine Revanche ({ $asked }/{ $people }); es fehlen noch { $waiting }. Gleiche Regeln, Plätze rotiert.
rematch-ready = { $name } ist bei der Revanche dabei: Alle sind da, Plätze rotiert.

# Der Discord-Adapter: die Knöpfe unter einem Brett und die privaten Menüs des Ziehen-Knopfs.
button-move = Ziehen
button-rematch = Revanche
button-replay = Wiederholung
menu-peg-prompt = Wähl die Figur, die ziehen soll ({ $count ->
    [one] eine Figur kann ziehen
   *[other] { $count } Figuren können ziehen
}).
menu-peg-placeholder = Figur zum Ziehen
menu-peg-option = { $hole } · { $count ->
    [one] ein Zug
   *[other] { $count } Züge
}
menu-move-prompt = Wähl, wohin sie geht: Jeder Zug ist nach seinen Feldern benannt.
menu-move-placeholder = Zug zum Spielen
menu-more = Mehr… (Seite { $page } von { $pages })
menu-played = Gespielt: Dein Zug steht auf dem Brett im Kanal.

# Aufgeben und das Abbrechen einer laufenden Partie fragen vorher: Die Konsole schreibt das Wort,
# Discord hat einen Bestätigen-Knopf (docs/playing.md).
resign-ask = Diese Partie aufgeben? Du landest hinter allen, die noch spielen, und das lässt sich nicht rückgängig machen. Zum Aufgeben schreib `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Diese Partie für alle beenden? Sie wird in `{ cmd-history }` als abgebrochen gespeichert, nicht gewertet. Zum Beenden schreib `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Diese Partie aufgeben? Du landest hinter allen, die noch spielen, und das lässt sich nicht rückgängig machen. Drück **{ button-confirm }**, um aufzugeben.
abort-ask-button = Diese Partie für alle beenden? Sie wird in `/{ cmd-checkers-ratings } { cmd-history }` als abgebrochen gespeichert, nicht gewertet. Drück **{ button-confirm }**, um sie zu beenden.
hint-ask = Diese Partie wird gewertet: Ein Tipp macht sie für alle zu einer ungewerteten Partie, und das lässt sich nicht rückgängig machen. Um einen zu bekommen, schreib `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Diese Partie wird gewertet: Ein Tipp macht sie für alle zu einer ungewerteten Partie, und das lässt sich nicht rückgängig machen. Drück **{ button-confirm }**, um einen zu bekommen.
button-confirm = Bestätigen
confirm-done = Erledigt: Der Kanal ist informiert.
err-question-gone = Diese Frage galt einer Partie, die inzwischen beendet oder ersetzt wurde: Nichts wurde getan.
err-leave-in-game = Die Partie läuft: `{ cmd-leave }` gibt einen Platz nur vor dem Start auf. Um jetzt aufzugeben, nimm `{ cmd-resign }` (es fragt vorher).
button-watch = Live zuschauen
button-web-play = Im Browser spielen
web-play-link = Dein eigener Link, um diese Partie im Browser zu spielen: klicke einen Stein an, dann ein Loch, das er erreicht. Gib ihn nicht weiter; er gilt einen Tag.
web-no-seat = Du hast keinen Platz in der Partie, die hier gespielt wird.
activity-description = Sternhalma mit den Leuten hier ansehen und spielen
web-moves = Züge
web-reconnecting = Verbinde neu…
web-no-game = An diesem Tisch läuft gerade keine Partie.
web-link-invalid = Dieser Link ist nicht gültig.
web-link-expired = Dieser Link ist abgelaufen; hol dir mit Im Browser spielen einen neuen.
web-link-replaced = Dieser Link wurde durch einen neueren ersetzt: Nimm den letzten Link, den dir Im Browser spielen gegeben hat.
web-link-old-game = Dieser Link war für eine beendete Partie; hol dir mit Im Browser spielen einen neuen.
web-too-many = Zu viele Anfragen; warte einen Moment.
web-no-answer = Der Server hat nicht geantwortet; versuch es noch einmal.
web-time-left = Zeit übrig:
web-follow = Per Direktnachricht folgen
web-unfollow = Nicht mehr folgen
web-not-a-follow = Das ist keine Folgen-Anfrage.
web-no-such-move = Diesen Zug hat der Stein nicht: klicke einen deiner Steine an, dann ein Loch, das er erreicht.
web-board-changed = Das Brett hat sich seitdem geändert: sieh dir die Stellung jetzt an und klicke noch einmal.
# The web board's refusals of malformed requests.
web-not-a-move = Das ist kein Zug.
web-too-large = Diese Anfrage ist zu groß: Ein Zug braucht höchstens { $most } Bytes.
web-nothing-here = Hier ist nichts.
web-method = Diese Methode wird hier nicht bedient.
web-activity-off = Die Aktivität ist auf diesem Server nicht eingeschaltet.
web-not-a-session = Das ist keine Sitzungsanfrage.
web-not-confirmed = Discord hat nicht bestätigt, wer du bist.
web-not-in-activity = Du bist nicht in dieser Aktivität.
web-discord-no-answer = Discord hat nicht geantwortet; versuch es gleich noch einmal.
web-not-a-socket = Das ist keine WebSocket-Anfrage.
