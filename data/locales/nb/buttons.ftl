# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = Brettet har endret seg siden: dette valget gjaldt en tidligere stilling. Bruk knappene under det siste brettet.
err-rematch-asked = Du har allerede bedt om omkamp; venter på { $waiting }.
rematch-asked = { $name } vil ha omkamp ({ $asked }/{ $people }); venter på { $waiting }. Samme regler, plassene rotert.
rematch-ready = { $name } blir med på omkampen: alle er med, plassene rotert.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Flytt
button-rematch = Omkamp
button-replay = Reprise
menu-peg-prompt = Velg brikken du vil flytte ({ $count ->
    [one] én brikke kan flytte
   *[other] { $count } brikker kan flytte
}).
menu-peg-placeholder = Brikke som skal flyttes
menu-peg-option = { $hole } · { $count ->
    [one] ett trekk
   *[other] { $count } trekk
}
menu-move-prompt = Velg hvor den skal: hvert trekk er navngitt etter hullene sine.
menu-move-placeholder = Trekk som skal spilles
menu-more = Flere … (side { $page } av { $pages })
menu-played = Gjort: trekket ditt står på brettet i kanalen.

# Å gi opp, og å avbryte et spill som er i gang, spør først: i konsollen skriver man ordet,
# på Discord er det en Bekreft-knapp (docs/playing.md).
resign-ask = Vil du gi opp dette spillet? Du blir rangert etter alle spillerne som fortsatt er med, og det kan ikke angres. For å gi opp, skriv `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Avslutte dette spillet for alle? Det lagres i `{ cmd-history }` som avbrutt, uten rangering. For å avslutte det, skriv `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Vil du gi opp dette spillet? Du blir rangert etter alle spillerne som fortsatt er med, og det kan ikke angres. Trykk **{ button-confirm }** for å gi opp.
abort-ask-button = Avslutte dette spillet for alle? Det lagres i `/{ cmd-checkers-ratings } { cmd-history }` som avbrutt, uten rangering. Trykk **{ button-confirm }** for å avslutte det.
hint-ask = Dette spillet er rangert: et tips gjør det uformelt (ikke rangert) for alle, og det kan ikke angres. Skriv `{ cmd-hint } { forget-me-confirm }` for å få et.
hint-ask-button = Dette spillet er rangert: et tips gjør det uformelt (ikke rangert) for alle, og det kan ikke angres. Trykk **{ button-confirm }** for å få et.
button-confirm = Bekreft
confirm-done = Ferdig: kanalen har fått beskjed.
err-question-gone = Det spørsmålet gjaldt et spill som er over eller er blitt erstattet siden: ingenting ble gjort.
err-leave-in-game = Spillet er i gang: `{ cmd-leave }` gir fra seg en plass bare før start. For å gi opp nå, bruk `{ cmd-resign }` (den spør først).
button-watch = Se direkte
button-web-play = Spill i nettleseren
web-play-link = Din egen lenke for å spille dette partiet i nettleseren: klikk på en brikke, så på et hull den når. Del den ikke; den varer et døgn.
web-no-seat = Du har ingen plass i partiet som spilles her.
activity-description = Se og spill kinasjakk med folkene her
web-moves = Trekk
web-reconnecting = Kobler til igjen…
web-no-game = Det er ikke noe parti ved dette bordet nå.
web-link-invalid = Denne lenken er ikke gyldig.
web-link-expired = Denne lenken er utløpt; be om en ny med Spill i nettleseren.
web-link-replaced = Denne lenken er erstattet av en nyere: bruk den siste lenken Spill i nettleseren ga deg.
web-link-old-game = Denne lenken var for et parti som er over; be om en ny med Spill i nettleseren.
web-too-many = For mange forespørsler; vent litt.
web-no-answer = Serveren svarte ikke; prøv igjen.
web-time-left = Tid igjen:
web-follow = Følg med direktemelding
web-unfollow = Slutt å følge
web-not-a-follow = Det er ingen følgeforespørsel.
web-no-such-move = Den brikken har ikke det trekket: klikk på en av brikkene dine, så på et hull den når.
web-board-changed = Brettet har endret seg siden: se på stillingen nå og klikk igjen.
# The web board's refusals of malformed requests.
web-not-a-move = Det er ikke et trekk.
web-too-large = Den forespørselen er for stor: et trekk tar høyst { $most } byte.
web-nothing-here = Det er ingenting her.
web-method = Den metoden betjenes ikke her.
web-activity-off = Aktiviteten er ikke slått på på denne serveren.
web-not-a-session = Det er ikke en øktforespørsel.
web-not-confirmed = Discord bekreftet ikke hvem du er.
web-not-in-activity = Du er ikke med i denne aktiviteten.
web-discord-no-answer = Discord svarte ikke; prøv igjen om et øyeblikk.
web-not-a-socket = Det er ikke en WebSocket-forespørsel.
