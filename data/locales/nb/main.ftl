# Tekstene botten viser spillerne (norsk bokmål). Alle svar, feil og bildetekster kommer herfra.
# Kommandonavnene kommer fra commands.ftl (`{ cmd-join }` er navnet på /checkers join);
# hullnotasjonen står slik den skrives.

help = **Kinasjakk** — få alle brikkene dine over stjernen: den som først har fylt den motsatte spissen med alle sine, vinner. Flytt en brikke ved å skrive hullene den besøker: `d2 e7` (et steg), `b2-d2-f7` (en hoppkjede).{ $front ->
        [console] {""}
       *[other] { " " }Eller trykk **{ button-move }** under brettet.
    }
    Kommandoer — et spill: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · i spillet: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · for å lære: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · lagrede partier: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Mer, ett emne om gangen: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` trekk og hullenes navn · `{ cmd-help } { choice-topic-commands }` hva hver kommando gjør · `{ cmd-help } { choice-topic-rules }` husreglene her · `{ cmd-help } { choice-topic-teams }` lagspill og solitærutfordringen · `{ cmd-help } { choice-topic-ratings }` rangering og lagrede partier · `{ cmd-help } { choice-topic-capture }` fangstspillet
       *[other] `/{ cmd-checkers } { cmd-help }` med `{ opt-topic }`: `{ choice-topic-moves }` trekk og hullenes navn · `{ choice-topic-commands }` hva hver kommando gjør · `{ choice-topic-rules }` husreglene her · `{ choice-topic-teams }` lagspill og solitærutfordringen · `{ choice-topic-ratings }` rangering og lagrede partier · `{ choice-topic-capture }` fangstspillet
    }
help-moves = **Trekk** — når det er din tur, flytter du én brikke: enten ett steg til et tomt nabohull, eller en hoppkjede — hopp over en brikke ved siden av (hvem sin som helst, også din egen) og ned i det tomme hullet rett bak, og hopp videre derfra så mange ganger du vil, i hvilken retning du vil. Steg og hopp blandes aldri i samme trekk.
    Hull: radene er bokstavene `a`–`q` ovenfra og ned, og hullene i en rad er nummerert fra 1, fra venstre mot høyre (toppspissen er `a1`, midten `i5`). Alle hull er merket på brettet.
    Trekk: skriv hullene, for eksempel `d2 e7` (et steg) eller `b2-d2-f7` (en hoppkjede), eller bare start og mål: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }På Discord også `@bot d2 e7` (etter at du nevner botten), et svar med @ PÅ til det siste brettet, knappen **{ button-move }** under brettet, eller `/{ cmd-checkers } { cmd-move }`.
    }
    For å lære: `{ cmd-moves } <{ opt-hole }>` viser bare deg alle hullene den brikken kan nå (hvilken brikke som helst; legg til `{ opt-chains }` for å tegne hoppkjedene: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` trekket datamaskinen ville spilt for deg · `{ cmd-replay }` spillet som animasjon (legges også ut når et spill er slutt)
help-commands = **Kommandoer**
    `{ cmd-new } <{ opt-players }>` start et spill her (2, 3, 4 eller 6 spillere; husregler som `nøkkel=verdi`, for eksempel `{ opt-long_jumps }=on`, og `{ opt-theme }={ choice-theme-dark }` for et mørkt brett) · `{ cmd-join }` ta en plass · `{ cmd-leave }` gi fra deg plassen før start · `{ cmd-add-computer }` la datamaskinen ta en plass, nivå { choice-level-medium } om du ikke velger et annet (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } tenker høyst `{ opt-computer_time }`, 2 s om ikke endret) · `{ cmd-start }` sett i gang (bare den som opprettet spillet) · `{ cmd-abort }` avslutt spillet (den som opprettet det, eller en som styrer kanalen; spør først)
    `{ cmd-move }` spill et trekk (eller bare skriv det) · `{ cmd-board }` vis brettet · `{ cmd-status }` hvem er hvor · `{ cmd-takeback }` angre ditt siste trekk, om de andre godtar · `{ cmd-hint }` datamaskinens trekk for deg, vist bare til deg · `{ cmd-resign }` gi opp (spør først; datamaskinen spiller videre med brikkene dine) · `{ cmd-notify }` en direktemelding når det er din tur · `{ cmd-follow }` følg partiet her med direktemeldinger · `{ cmd-digest }` en daglig melding om turene dine · `{ cmd-games }` partiene dine i gang · `{ cmd-seek }` finn motstandere på denne serveren · `{ cmd-challenge }` utfordre noen ved navn · `{ cmd-block }` blokkere et medlem · `{ cmd-report }` rapportere partiet
    `{ cmd-moves } <{ opt-hole }>` hvor en brikke kan gå · `{ cmd-replay }` spillet som animasjon · `{ cmd-rules }` husreglene i dette spillet · `{ cmd-solo }` solitærutfordringen · `{ cmd-puzzle }` dagens nøtt · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: rangering og lagrede partier · `{ cmd-defaults }` husreglene for nye spill her · `{ cmd-help }` oversikten{ $front ->
        [console] {""}
       *[other] {""}
            På Discord: `/{ cmd-checkers }` et parti her, motstandere, hjelp · `/{ cmd-checkers-ratings }` rangeringer og lagrede partier · `/{ cmd-checkers-me }` partiene dine, tur-meldinger, et daglig sammendrag, blokkeringer og rapporter · `/{ cmd-checkers-defaults }` husreglene for nye partier her
    }

err-no-game = { $front ->
    [console] Det er ikke noe spill her ennå. Start et med `{ cmd-new } <{ opt-players }>`.
   *[other] Det er ikke noe spill i denne kanalen. Start et med `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Her er det allerede et åpent spill som venter på spillere: bli med med `{ cmd-join }`, eller avbryt det først med `{ cmd-abort }`.
err-game-exists = { $front ->
    [console] Et spill er allerede i gang her. Spill det ferdig eller avslutt det med `{ cmd-abort }` først.
   *[other] Denne kanalen har allerede et spill. Spill det ferdig eller avslutt det med `{ cmd-abort }` først.
}
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
    [one] Én plass er fortsatt ledig: `{ cmd-join }` eller `{ cmd-add-computer }`.
   *[other] { $missing } plasser er fortsatt ledige: `{ cmd-join }` eller `{ cmd-add-computer }`.
}
err-not-playing = Spillet er ikke i gang.
err-not-started = Spillet har ikke begynt ennå.
err-not-your-turn = Det er ikke din tur: { $name } skal flytte.
err-spectator = Du er ikke med i dette spillet.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Klarte ikke å lagre spillet, så ingenting er endret. Prøv igjen.
err-unavailable = Databasen er ikke tilgjengelig akkurat nå, så ingenting er endret. Prøv igjen om et øyeblikk.
err-busy = Spillet endret seg mens kommandoen din ble behandlet. Ta en titt på brettet og prøv igjen.
err-creator-leave = Den som opprettet spillet, kan ikke forlate lobbyen. Bruk `{ cmd-abort }` for å avlyse spillet.
err-resigned = Du har allerede gitt opp.

lobby-created = { $name } har åpnet et spill for { $players ->
        [one] én spiller
       *[other] { $players } spillere
    }.{ $front ->
        [console] { " " }Skriv `{ cmd-join }` for å ta en plass eller `{ cmd-add-computer }` for å sette inn datamaskinen; så skriver den som opprettet spillet `{ cmd-start }`.
       *[other] {""}
    }
lobby-joined = { $name } tok plass { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } forlot lobbyen.
lobby-computer = Datamaskinen (nivå: { $level }) tok plass { $seat } ({ $taken }/{ $seats }).
lobby-status = Venter på spillere ({ $taken }/{ $seats }): { $names }
game-started = Nå er spillet i gang! { $order }
turn-prompt = Trekk { $number }: { $mention }, din tur ({ $colour }).
move-played = { $name } spilte `{ $move }`.
pass-played = { $name } har ingen lovlige trekk og står over.
seat-finished = { $name } har fått alle brikkene i mål og tar { $place }. plass!
seat-finished-full = { $name } er ferdig: målet er fullt, med { $count ->
    [one] én egen brikke
   *[other] { $count } egne brikker
} i det, og tar { $place }. plass!
turns-skipped = … { $count ->
    [one] én linje
   *[other] { $count } linjer
} er utelatt her (trekkene imellom); `{ cmd-replay }` viser hele spillet.
resigned = { $name } ga opp; datamaskinen spiller videre med brikkene herfra.
aborted = { $name } avbrøt spillet.
game-over = Spillet er over — { $reason }
reason-finished = alle plasseringene er avgjort.
reason-move-limit = alle spillerne har brukt opp trekkgrensen.
reason-no-moves = ingen kan flytte.
reason-resignations = bare én spiller er igjen.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(ga opp)
note-timed-out = { " " }(gikk tom for tid)
note-distance = { " " }(avstand igjen: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] én brikke i mål
   *[other] { $count } brikker i mål
})
note-target-full = { " " }(i mål, fullt mål: { $count ->
    [one] én brikke i mål
   *[other] { $count } brikker i mål
})
board-header = Trekk { $number } · { $name } skal flytte
# A computer is to move and its turn is being played (the console says so before it thinks).
computer-thinking = Trekk { $number } · { $name } tenker …
computer-thinking-for = Trekk { $number } · datamaskinen tenker for { $name } …
board-header-over = Spillet er over · { $name } vant
solo-abandoned = Kryssingen ble gitt opp etter { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}: { $name } kom ikke hjem.
board-header-abandoned = Kryssingen ble gitt opp · { $name } kom ikke hjem
status-playing = Trekk { $number }; { $name } skal flytte. { $seats }
status-your-turn = Trekk { $number }; det er din tur. { $seats }
seat-line = { $name } ({ $colour }): { $home } i mål

colour-N = rød
colour-NE = gul
colour-SE = blå
colour-S = grønn
colour-SW = lilla
colour-NW = oransje
computer-name = Datamaskin { $seat }
computer-for = Datamaskin (for { $name })
err-corrupt = { $front ->
    [console] Det lagrede spillet kunne ikke gjenopprettes (det er lagt til side så noen kan se på det). Start et nytt med `{ cmd-new } <{ opt-players }>`.
   *[other] Det lagrede spillet i denne kanalen kunne ikke gjenopprettes (det er lagt til side så noen kan se på det). Start et nytt med `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` er ikke en husregel. Disse finnes: { $keys }.
err-rule-value = `{ $key }` kan være { $valid }.
err-manager-only = Bare medlemmer med tillatelsen Administrer kanaler kan endre standardinnstillingene i denne kanalen.
err-armies = Hærer per spiller: 1, eller 2 med 3 spillere, eller 3 med 2 spillere.
lobby-armies = { $armies ->
    [one] Hver spiller styrer én hær.
   *[other] Hver spiller styrer { $armies } hærer.
}
defaults-changed = { $front ->
    [console] { $name } endret standard husregler for nye spill: { $summary }.
   *[other] { $name } endret standard husregler for denne kanalen: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Datamaskinnivåene og ratingen deres (Elo-poeng; en spiller av tilfeldige trekk har 0): { $levels }
rules-game = Husreglene i dette spillet: { $summary }.
rules-defaults = { $front ->
    [console] Standard husregler for nye spill: { $summary }.
   *[other] Standard husregler i denne kanalen: { $summary }.
}
timed-out = { $name } gikk tom for tid.
turn-reminder = { $mention }, det er din tur: { $left } igjen før tiden går ut.
resigned-final = { $name } ga opp.
language-changed = { $front ->
    [console] { $name } satte språket i konsollen til { $language }.
   *[other] { $name } satte språket for innleggene i denne kanalen til { $language }.
}

err-moves-usage = Skriv `{ cmd-moves } <{ opt-hole }>` for å se hvor brikken i det hullet kan gå, for eksempel `{ cmd-moves } d2`; legg til `{ opt-chains }` for å tegne hoppkjedene: `{ cmd-moves } d2 { opt-chains }`.
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
err-nothing-to-replay = Ingen trekk er spilt ennå, så det er ingenting å spille av.
err-replay = Reprisen kunne ikke lages; selve spillet er i orden.
replay-caption = Reprise av spillet: { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}.
theme-changed = { $front ->
    [console] { $name } satte brettets tema for nye spill til { $theme }.
   *[other] { $name } satte brettets tema for nye spill i denne kanalen til { $theme }.
}

# Det Discord-adapteren sier selv: knappene i ventesalen og svar om Discord-ting.
button-join = Bli med
button-leave = Forlat
button-add-computer = Legg til datamaskin
button-start = Start
lobby-hint = Trykk **Bli med** for å ta en plass; den som åpnet bordet kan trykke **Legg til datamaskin** og trykker **Start** når alle plassene er tatt.
lobby-hint-auto = Trykk **Bli med** for å ta en plass; den som åpnet bordet kan trykke **Legg til datamaskin**. Spillet starter så snart alle plassene er tatt.
lobby-closed = Denne ventesalen er stengt: spillet har startet eller ble avlyst. `/kinasjakk status` viser hva som skjer her.
lobby-started = Denne ventesalen er stengt: spillet har startet, på brettet nedenfor.
bot-restarting = Botten slår seg av en liten stund og tar ikke imot kommandoer; prøv igjen om et minutt.
bot-failed = Noe gikk galt hos meg; ingenting ble endret. Prøv igjen.
err-bad-option = Jeg forsto ikke ett av valgene; ingenting ble endret. Velg det på nytt.
err-command-moved = Denne kommandoen har flyttet: nå er den `{ $command }`. Ingenting ble endret.
bot-too-slow = Dette tar altfor lang tid; jeg sluttet å vente. `/kinasjakk brett` viser spillet slik det står.
discord-unread-reply = { $kind ->
        [interaction] Discord viser meg ikke svar på denne meldingen. Skriv trekket etter at du nevner meg, for eksempel { $bot } `d2 e7`, trykk **Flytt** under brettet, eller bruk `/kinasjakk trekk`.
       *[ping-off] Discord viste meg svaret ditt uten teksten fordi det ikke pinget meg. La **@ PÅ** stå på når du svarer, eller skriv trekket etter at du nevner meg, for eksempel { $bot } `d2 e7`, trykk **Flytt** under brettet, eller bruk `/kinasjakk trekk`.
    }
answered-privately = (svart privat)
thread-in-thread = Dette er allerede en tråd, og tråder kan ikke ha egne tråder. Dropp `tråd` for å spille her, eller bruk kommandoen i hovedkanalen.
thread-outside-guild = Spill i tråder trenger en kanal på en server.
thread-failed = Jeg fikk ikke åpnet en tråd for spillet: { $reason }. Ingenting ble endret.
thread-name = Kinasjakk · { $name } · { $players } spillere
missing-permissions = { $place ->
    [thread] Jeg kan ikke drive et spill i en tråd her
   *[channel] Jeg kan ikke drive et spill i denne kanalen
}: jeg mangler { $count ->
    [one] tillatelsen
   *[other] tillatelsene
} { $list }. En serveradministrator kan gi rollen min dem i kanalinnstillingene (Tillatelser).
permission-view-channel = Se kanaler
permission-attach-files = Legg ved filer
permission-read-message-history = Les meldingshistorikk
permission-create-public-threads = Opprett offentlige tråder
permission-send-messages-in-threads = Send meldinger i tråder
permission-send-messages = Send meldinger
discord-forbidden-thread = Discord sier at jeg mangler en tillatelse der (Opprett offentlige tråder)
discord-status = Discord svarte { $status }
discord-unreachable = Discord kunne ikke nås
discord-unexpected = en uventet feil

# Konsollmodus.
console-welcome = Kinasjakk — konsollmodus. Skriv `{ cmd-help }` for spillets kommandoer; `as NAVN` spiller som en annen lokal spiller; `quit` avslutter.
console-web = Brettet i nettleseren: { $address } (klikk på en brikke, så på et hull den når).
# A console line longer than the console reads (its bytes, a number).
console-line-too-long = Den linjen er over { $max } byte, så den ble ikke lest. En kommando eller et trekk er én kort linje.
console-help = Skriv `{ cmd-help }` for spillets kommandoer; `as NAVN` spiller som en annen lokal spiller; `quit` avslutter.
console-as-usage = Skriv `as NAVN` for å spille som en annen lokal spiller.
console-you-are = Nå er du { $name }.
console-renamed = I det lagrede spillet het du { $old }; fra nå av er du { $name }.
console-name-reserved = «{ $name }» er navnet boten gir en datamaskinplass eller en glemt spiller, så ingen kunne finne deg under det: velg et annet navn.
console-name-long = Et navn har høyst { $max } tegn; det navnet har { $count }. Velg et kortere.
console-as-command = `as` tar bare et navn: skriv `as { $name }`, og så `{ $command }` på neste linje.
console-kept-game = Her pågår et spill (trekk { $number }), så det ble beholdt og fortsetter: ingenting ble avsluttet. Skriv `{ cmd-abort }` for å avslutte det og starte det nye spillet i stedet.
console-kept-lobby = { $name } har åpnet et spill her som venter på spillere, så det ble beholdt: ingenting ble avsluttet. Skriv `{ cmd-abort }` for å avlyse det og starte det nye spillet i stedet.
console-board-file = [bilde av brettet: { $path }]
console-image-failed = Bildet ble ikke lagret ({ $error }); spillet fortsetter.
console-replay-file = [reprise: { $path }]
console-unknown = Ukjent kommando; skriv `{ cmd-help }`.
console-unknown-suggest = `{ $word }` er ikke en kommando. Mente du `{ $command }`? (`{ cmd-help }` viser alle)
console-setting-word = Jeg forstår ikke `{ $word }`: husregler skrives `nøkkel=verdi`, for eksempel `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` er ikke et hjelpeemne. Emner: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Datamaskinnivåene er `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` og `{ choice-level-hard }`.
console-move-usage = Skriv hullene etter `{ cmd-move }`, for eksempel `{ cmd-move } d2 e7`.
console-moves-word = Jeg forstår ikke `{ $word }` etter `{ cmd-moves }`. { err-moves-usage }
console-solo-word = Jeg forstår ikke `{ $word }` etter `{ cmd-solo }`: `solo` starter en kryssing, `solo tavle` viser de beste kryssingene her, `solo datamaskin` datamaskinens kryssing.
console-lone-hole = `{ $hole }` alene er ikke et trekk: et trekk trenger minst to hull, hullet brikken står i og så hvor den skal, for eksempel `d2 e7`.
console-extra-words = `{ $command }` tar ikke noe etter seg.
console-you = du

# Hvorfor et trekk ble avvist (etter `err-illegal` og `err-bad-move-text`).
why-game-over = spillet er over
why-not-your-turn = det er ikke din tur
why-no-peg = det står ingen brikke på { $hole }
why-not-your-peg = brikken på { $hole } er ikke din
why-occupied = { $hole } er ikke tomt
why-unreachable = brikken på { $from } kan ikke nå { $to }
why-leaves-target = en brikke i målet sitt må bli der
why-foreign-point = { $hole } ligger i en annen hærs spiss: du kan hoppe gjennom, men ikke bli stående
why-no-move = et trekk kan ikke ende der det begynte
why-too-short = et trekk nevner minst to hull
why-resigned = den plassen har allerede gitt opp
why-finished = den plassen er allerede ferdig
why-step-in-chain = et steg kan ikke være en del av en hoppkjede
why-not-a-hop = fra { $from } til { $to } er verken et steg eller et hopp
why-repeated = { $hole } står to ganger etter hverandre: et hopp lander aldri der det begynte
why-too-long = det er for langt til å være et trekk
why-bad-hole = `{ $word }` er ikke et hull: { $reason }
why-hole-syntax = et hull er en radbokstav `a`–`q` og et tall, som `e7`
why-out-of-row = rad { $row } har hullene 1 til { $count }
why-index-range = hullnumrene går fra 0 til 120

# Andre del av hjelpen: husreglene som gjelder (én linje hver).
help-rules-game = **Husreglene i dette spillet** (`{ cmd-rules }` viser dem som innstillinger):
help-rules-defaults = **Husreglene for nye spill her** (`{ cmd-new }` kan endre dem for ett spill):
rule-unused_points-empty = Spisser ingen starter fra, er tomme: brikker kan gå inn og bli stående der.
rule-unused_points-filled = Spisser ingen starter fra, er fylt med brikker som aldri flytter seg; de er bare hindringer.
rule-foreign_points-rest = Brikker kan bli stående i andre hærers spisser.
rule-foreign_points-pass-through = Brikker kan hoppe gjennom andre hærers spisser, men ikke bli stående der.
rule-anti_spoiling-full-target = Et fullt mål teller som hjemme når minst én av brikkene der er din.
rule-anti_spoiling-swap = En brikke som står i målet ditt, kan byttes ut: land på den, så flyttes den dit brikken din kom fra (skrives med `x`, som `m6-xn2`).
rule-anti_spoiling-none = Brikker kan sperre målet til en annen hær.
rule-long_jumps-off = Et hopp går over en brikke ved siden av og ned i hullet rett bak.
rule-long_jumps-on = Lange hopp: et hopp kan gå over én brikke på hvilken som helst avstand langs en linje og lande like langt bak, med alle hull imellom tomme.
rule-leave_target-off = En brikke som har nådd målet sitt, må avslutte hvert senere trekk inne i det.
rule-leave_target-on = Brikker kan forlate målet sitt igjen.
rule-first_player-coin-toss = Loddtrekning avgjør hvem som begynner.
rule-first_player-creator = Den som opprettet spillet, begynner.
rule-turn_order-clockwise = Turen går med klokka rundt stjernen.
rule-turn_order-counterclockwise = Turen går mot klokka rundt stjernen.
rule-move_limit = { $limit ->
    [one] Hver spiller har ett trekk; deretter avgjør brikker i målet og så avstanden til det.
   *[other] Hver spiller har { $limit } trekk; deretter avgjør brikker i målet og så avstanden til det.
}
rule-move_limit-none = Ingen trekkgrense.
rule-placements-on = Spillet fortsetter etter vinneren, om 2., 3. … plass.
rule-placements-off = Spillet er over når den første spilleren har fått alle brikkene i mål.
rule-turn_timeout = Hver tur må spilles innen { $timeout }, ellers regnes plassen som forlatt.
rule-turn_timeout-none = Ingen tidsgrense per tur.
rule-abandon-ai-takeover = Når en spiller gir opp, går eller går tom for tid, spiller datamaskinen videre med brikkene.
rule-abandon-freeze = Når en spiller gir opp, går eller går tom for tid, blir brikkene stående der de er, som hindringer.
rule-computer_time = En datamaskinspiller tenker høyst { $time } på et trekk (nivået { choice-level-hard } bruker hele tiden).


# Fangstvarianten (docs/rules.md §6).
help-capture = **Fangstspill** (`new <spillere> capture`, 2 til 6 spillere): 60 brikker som ingen eier, fyller midten av stjernen, alle hull unntatt det midterste. Når det er din tur, flytter du hvilken som helst brikke, bare med hopp: hver brikke du hopper over, blir tatt og teller for deg, og du kan stoppe etter hvert hopp. En kjede kan ende der den begynte. Spillet slutter når ingen hopp er igjen; flest fangster vinner, og likt om flest er uavgjort.
lobby-capture = Dette er fangstspillet: hopp over brikker for å ta dem; flest fangster vinner.
err-capture-players = Fangstspillet er for 2 til 6 spillere.
err-capture-armies = I fangstspillet har ingen hærer: dropp `armies`.
err-capture-rule = `{ $key }` gjelder ikke i fangstspillet (der gjelder `long_jumps`, `first_player`, `turn_order`, `turn_timeout` og `abandon`).
err-bad-variant = `{ $value }` er ikke et spill: velg `standard` eller `capture`.
why-ambiguous = flere fangstkjeder går fra { $from } til { $to }, og hver tar andre brikker. Skriv hele kjeden: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(og én til)
   *[other] {" "}(og { $more } til)
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] én fangst
   *[other] { $score } fangster
}
live-score-home = { $home } i mål
live-score-captures = { $score ->
    [one] én fangst
   *[other] { $score } fangster
}
standing-capture = { $place }. { $name }: { $score ->
    [one] én fangst
   *[other] { $score } fangster
}{ $note }
reason-no-hops = ingen hopp er igjen.
result-draw = Uavgjort: { $names } har like mange fangster, flest av alle.
board-header-draw = Spillet er over · uavgjort
moves-capture = Brikken på { $hole } { $count ->
    [0] kan ikke ta noe nå.
    [one] kan avslutte en fangstkjede i ett hull: { $holes }.
   *[other] kan avslutte en fangstkjede i { $count } hull: { $holes }.
}
why-capture-step = fangstspillet har ingen steg: hopp over en brikke
why-not-a-capture = { $from } til { $to } er ikke et hopp over en brikke

## Lagrede spill og rangering (issue 16)
history-title = Siste spill her (side { $page }):
history-title-of = Siste spill for { $name } her (side { $page }):
history-none = Ingen lagrede spill ennå.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves } trekk · { $kind }
history-won = { $name } vant
history-shared = { $names } delte førsteplassen
history-not-home = { $name } kom ikke hjem
history-solo = kabalutfordring
history-more = Eldre spill: side { $next }.
former-player = en tidligere spiller
leaderboard-title = Rangering (poeng = mu − 3 sigma; med på listen etter { $min } rangerte spill):
leaderboard-empty = Ingen har spilt { $min } rangerte spill her ennå.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } spill)
leaderboard-you = Din plass: { $place } av { $count }, poeng { $rating }.
leaderboard-you-unlisted = Du kommer på listen etter { $min } rangerte spill; du har { $games }.
profile = { $name }: poeng { $rating } (mu { $mu }, sigma { $sigma }), { $games } spill, { $wins ->
    [one] 1 seier
   *[other] { $wins } seire
}, gjennomsnittlig plass { $place }.
profile-place = Plass { $place } på rangeringen.
profile-none = { $name } har ingen rangerte spill her ennå.
forgotten = Poengene og de beste kryssingene dine er slettet, og navnet ditt i lagrede spill er nå «en tidligere spiller».
err-unknown-player = Ingen som heter { $name } har spilt her.

# alt text: what each image shows, in words (Discord's attachment description)
alt-board = Kinasjakkbrett. { $header }.
alt-last = Siste trekk: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = sto over
alt-resigned = ga opp
alt-seats = { $seats }.
alt-reach = Brikken på { $hole } kan nå { $count ->
    [one] ett hull
   *[other] { $count } hull
}, markert: { $holes }.
alt-hint = Hintet er tegnet: { $path }.
alt-replay = Animert reprise av partiet, { $moves ->
    [one] ett trekk
   *[other] { $moves } trekk
}. { $result }.
