# Tekstene botten viser spillerne (norsk bokmål). Alle svar, feil og bildetekster kommer herfra.
# Kommandoene (`new`, `join`, …) og hullnotasjonen står slik de skrives.

help = **Kinasjakk** — få alle brikkene dine over stjernen: den som først har fylt den motsatte spissen med alle sine, vinner.
    Når det er din tur, flytter du én brikke: enten ett steg til et tomt nabohull, eller en hoppkjede — hopp over en brikke ved siden av (hvem sin som helst, også din egen) og ned i det tomme hullet rett bak, og hopp videre derfra så mange ganger du vil, i hvilken retning du vil. Steg og hopp blandes aldri i samme trekk.
    Hull: radene er bokstavene `a`–`q` ovenfra og ned, og hullene i en rad er nummerert fra 1, fra venstre mot høyre (toppspissen er `a1`, midten `i5`). Alle hull er merket på brettet.
    Trekk: skriv hullene, for eksempel `d2 e7` (et steg) eller `b2-d2-f7` (en hoppkjede), eller bare start og mål: `b2 f7`.
    Kommandoer: `new <players>` start et spill her (2, 3, 4 eller 6 spillere) · `join` ta en plass · `leave` gi fra deg plassen før start · `add-computer` la datamaskinen ta en plass · `start` sett i gang (bare den som opprettet spillet)
    `board` vis brettet · `status` hvem er hvor · `rules` husreglene i dette spillet (de kan endre noen detaljer) · `resign` gi opp (datamaskinen spiller videre med brikkene dine) · `abort` avslutt spillet (bare den som opprettet det) · `help` denne teksten
    For å lære: `moves <hole>` viser bare deg alle hullene den brikken kan nå (hvilken brikke som helst; legg til `chains` for å tegne hoppkjedene: `moves d2 chains`) · `replay` spillet som animasjon (legges også ut når et spill er slutt) · `new` og `defaults` tar `theme=dark` for et mørkt brett

err-no-game = Det er ikke noe spill i denne kanalen. Start et med `new <players>`.
err-game-exists = Denne kanalen har allerede et spill. Spill det ferdig eller avslutt det med `abort` først.
err-players = Standardspillet er for 2, 3, 4 eller 6 spillere.
err-not-in-lobby = Spillet har allerede begynt.
err-already-seated = Du har allerede en plass.
err-not-seated = Du har ingen plass i dette spillet.
err-lobby-full = { $seats ->
    [one] Den eneste plassen er tatt.
   *[other] Alle { $seats } plassene er tatt.
}
err-creator-only = Bare den som opprettet spillet ({ $name }), kan gjøre det.
err-not-full = { $missing ->
    [one] Én plass er fortsatt ledig: `join` eller `add-computer`.
   *[other] { $missing } plasser er fortsatt ledige: `join` eller `add-computer`.
}
err-not-playing = Spillet er ikke i gang.
err-not-your-turn = Det er ikke din tur: { $name } skal flytte.
err-spectator = Du er ikke med i dette spillet.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Klarte ikke å lagre spillet, så ingenting er endret. Prøv igjen.
err-busy = Spillet endret seg mens kommandoen din ble behandlet. Ta en titt på brettet og prøv igjen.
err-creator-leave = Den som opprettet spillet, kan ikke forlate lobbyen. Bruk `abort` for å avlyse spillet.
err-resigned = Du har allerede gitt opp.

lobby-created = { $name } har åpnet et spill for { $players ->
        [one] én spiller
       *[other] { $players } spillere
    }. Skriv `join` for å ta en plass eller `add-computer` for å sette inn datamaskinen; så skriver den som opprettet spillet `start`.
lobby-joined = { $name } tok plass { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } forlot lobbyen.
lobby-computer = Datamaskinen tok plass { $seat } ({ $taken }/{ $seats }).
lobby-status = Venter på spillere ({ $taken }/{ $seats }): { $names }
game-started = Nå er spillet i gang! { $order }
turn-prompt = Trekk { $number }: { $mention }, din tur ({ $colour }).
move-played = { $name } spilte `{ $move }`.
pass-played = { $name } har ingen lovlige trekk og står over.
seat-finished = { $name } har fått alle brikkene i mål og tar { $place }. plass!
resigned = { $name } ga opp; datamaskinen spiller videre med brikkene herfra.
aborted = { $name } avbrøt spillet.
game-over = Spillet er over — { $reason }
reason-finished = alle plasseringene er avgjort.
reason-move-limit = alle spillerne har brukt opp trekkgrensen.
reason-no-moves = ingen kan flytte.
reason-resignations = bare én spiller er igjen.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(ga opp)
board-header = Trekk { $number } · { $name } skal flytte
board-header-over = Spillet er over · { $name } vant
status-playing = Trekk { $number }; { $name } skal flytte. { $seats }
seat-line = { $name } ({ $colour }): { $home } i mål

colour-N = rød
colour-NE = gul
colour-SE = blå
colour-S = grønn
colour-SW = lilla
colour-NW = oransje
computer-name = Datamaskin { $seat }
err-corrupt = Det lagrede spillet i denne kanalen kunne ikke gjenopprettes (det er lagt til side så noen kan se på det). Start et nytt med `new <players>`.
err-rule-key = `{ $key }` er ikke en husregel. Disse finnes: { $keys }.
err-rule-value = `{ $key }` kan være { $valid }.
err-manager-only = Bare medlemmer med tillatelsen Administrer kanaler kan endre standardinnstillingene i denne kanalen.
err-armies = Hærer per spiller: 1, eller 2 med 3 spillere, eller 3 med 2 spillere.
lobby-armies = { $armies ->
    [one] Hver spiller styrer én hær.
   *[other] Hver spiller styrer { $armies } hærer.
}
defaults-changed = { $name } endret standard husregler for denne kanalen: { $summary }.
rules-game = Husreglene i dette spillet: { $summary }.
rules-defaults = Standard husregler i denne kanalen: { $summary }.
timed-out = { $name } gikk tom for tid.
resigned-final = { $name } ga opp.
language-changed = { $name } satte språket for innleggene i denne kanalen til { $language }.

err-moves-usage = Skriv `moves <hole>` for å se hvor brikken i det hullet kan gå, for eksempel `moves d2`; legg til `chains` for å tegne hoppkjedene: `moves d2 chains`.
err-not-a-hole = `{ $input }` er ikke et hull. Hull skrives som `d2` eller `i5` (radene `a`–`q`, nummerert fra 1, fra venstre mot høyre).
err-no-peg = Det står ingen brikke i { $hole }.
err-fixed-peg = Brikken i { $hole } står fast: den flyttes aldri.
moves-owner = { $colour }, { $name }
moves-none = Brikken i { $hole } ({ $owner }) har ikke noe trekk nå.
moves-reach = Brikken i { $hole } ({ $owner }) kan nå { $count ->
    [one] ett hull
   *[other] { $count } hull
}: { $holes }.
moves-chains = Hoppkjeder: { $chains }
moves-header = Hvor { $hole } kan gå: { $count ->
    [one] ett hull
   *[other] { $count } hull
}
err-replay = Reprisen kunne ikke lages; selve spillet er i orden.
replay-caption = Reprise av spillet: { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}.
theme-changed = { $name } satte brettets tema for nye spill i denne kanalen til { $theme }.
