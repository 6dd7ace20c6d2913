# assist.ftl: see src/i18n.rs for what belongs here.
# Angre trekk, hint og ventetid (issue 21 punkt 4–6).

takeback-asked = { $name } ber om å angre { $count ->
    [one] trekket { $moves }
   *[other] { $moves } (sitt trekk og datamaskinenes svar)
}. { $waiting }: { $front ->
    [console] svar `takeback godta` eller `takeback avslå`
   *[other] trykk **{ button-takeback-accept }** eller **{ button-takeback-decline }** nedenfor
} innen { $seconds } sekunder (uten svar regnes det som avslått).
takeback-accepted = { $name } godtok.
takeback-accepted-waiting = { $name } godtok; venter fortsatt på { $waiting }.
takeback-declined = { $name } avslo: trekket til { $asker } står.
takeback-expired = Ikke svar i tide: trekket til { $asker } står.
takeback-closed-moved = Forespørselen fra { $asker } om å angre er lukket: { $name } flyttet.
takeback-closed-resigned = Forespørselen fra { $asker } om å angre er lukket: { $name } ga opp.
takeback-closed = Forespørselen fra { $asker } om å angre er lukket: spillet har gått videre.
takeback-done = { $count ->
    [one] Angret: { $moves }, trekket til { $name }.
   *[other] Angret: { $moves }, trekket til { $name } og datamaskinenes svar.
}
button-takeback-accept = Godta
button-takeback-decline = Avslå
hint = Hint ({ $level }): spill `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Bare du ser dette.
}
casual-now = Spillet er nå uformelt: det blir ikke rangert.
casual-now-solo = Denne kryssingen er nå uformell: den teller ikke blant de beste kryssingene.
hint-header = Hint: { $move }
err-takeback-off = Trekk kan ikke angres i dette spillet (innstillingen `takeback=off`).
err-takeback-over = Spillet er over: trekkene står.
err-nothing-to-take-back = Du kan bare angre ditt eget siste trekk, og bare til en annen person har trukket.
err-takeback-open = En forespørsel om å angre venter allerede på svar.
err-takeback-to-answer = { $asker } ba om å angre trekket sitt: { $front ->
    [console] svar med `takeback godta` eller `takeback avslå`.
   *[other] svar med knappen **{ button-takeback-accept }** eller **{ button-takeback-decline }** under forespørselen.
}
err-takeback-asked-before = Du har allerede bedt om å angre dette trekket, og det ble ikke godtatt: én forespørsel per trekk.
err-no-takeback = Det er ingen forespørsel om å angre å svare på: den er besvart, tiden gikk ut, eller spillet har gått videre.
err-own-takeback = Du ba selv om å angre; de andre spillerne svarer.
err-not-asked = Bare de andre personene i spillet svarer på denne forespørselen.
err-hints-off = Hint er slått av i dette spillet (innstillingen `hints=off`).
err-hint-not-your-turn = Hint er for spilleren som står for tur, i sin tur.
err-cooldown = Vent { $seconds ->
    [one] ett sekund
   *[other] { $seconds } sekunder
} før du spør om det igjen.
rule-takeback-on = Spilleren som nettopp trakk kan be om å angre trekket (`{ cmd-takeback }`); de andre personene godtar eller avslår.
rule-takeback-off = Trekk kan ikke angres.
rule-hints-on = Spilleren som står for tur kan be om et hint (`{ cmd-hint }`): datamaskinens trekk, bare vist til dem.
rule-hints-off = Ingen hint.
console-takeback-usage = `takeback` ber om å angre ditt siste trekk; `takeback godta` eller `takeback avslå` svarer på en forespørsel.

# notify: a direct message at your turn
notify-on = Fra nå av får du en direktemelding når det er din tur, i hvert parti. Bruk `{ cmd-notify }` igjen for å slå det av.
notify-off = Turvarsler er av: ingen direktemelding når det er din tur.
notify-turn = Din tur i kinasjakk:
    { $news }
notify-refused = { $mention }, jeg kan ikke sende deg direktemeldinger, så turvarslene dine er nå av. Tillat direktemeldinger fra medlemmer av denne serveren, og bruk så `{ cmd-notify }` igjen.
err-no-direct-messages = Her finnes ingen direktemeldinger: `notify`, `follow` og `digest` er for Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Du følger dette partiet nå: etter trekk får du en direktemelding med brettet, høyst én i minuttet, til partiet er slutt. `{ cmd-follow }` med `{ opt-stop }` stopper det.
follow-already = Du følger allerede dette partiet.
follow-off = Du følger ikke dette partiet lenger.
follow-not-following = Du følger ikke dette partiet.
follow-moves = Et parti du følger:
    { $news }
err-follow-no-game = Her spilles det ikke noe parti å følge.
err-follow-seated = Du spiller i dette partiet og ser hvert trekk; `{ cmd-notify }` sier fra når det er din tur.
err-follow-full = Dette partiet har allerede { $most } som følger det, det meste det kan ha.

# games: your games in progress
games-none = { $front ->
    [console] Du har ingen partier i gang.
   *[other] Du har ingen partier i gang på denne serveren.
}
games-title = Partiene dine i gang ({ $count }):
games-here = her
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **din tur**
games-to-move = { $name } sin tur
games-left = , { $left } igjen
games-more = … og { $count } til.

# seek: searching for an opponent
help-searching = Leter nå: { $pools }. `{ cmd-seek }` for å bli med.
help-searching-pool = { $count } etter et { $rated ->
    [rated] rangert
   *[other] uformelt
} parti for { $players }
seek-searching = Du leter etter et { $rated ->
    [rated] rangert
   *[other] uformelt
} parti for { $players } spillere ({ $count } leter nå). Du blir nevnt når et parti er funnet; søket slutter om { $minutes } minutter. `{ cmd-seek } cancel` stopper det.
seek-matched = Parti funnet: { $names }, et { $rated ->
    [rated] rangert
   *[other] uformelt
} parti for { $players } spillere. Bordet åpnes nå.
seek-cancelled = Du leter ikke lenger.
seek-not-searching = Du lette ikke.
seek-expired = { $mention }, ingen ble funnet i tide til partiet ditt for { $players } spillere; bruk `{ cmd-seek }` igjen for å lete videre.
err-nobody-to-seek = Her er det ingen andre å finne: å lete etter motstandere er for Discord. Her: `add-computer`, eller `as NAVN` for en annen spiller.

# challenge: named people (and computers) invited to a game
challenge-made = { $name } utfordrer { $names } til et parti for { $players } spillere.
challenge-computers = Datamaskiner spiller også: { $computers }.
challenge-computers-only = { $name } spiller et parti for { $players } spillere mot { $computers }.
challenge-computer = datamaskin ({ $level })
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` for å godta eller `{ cmd-leave }` for å avslå
   *[other] trykk **{ button-challenge-accept }** eller **{ button-challenge-decline }**
} innen { $minutes ->
    [one] ett minutt
   *[other] { $minutes } minutter
}.
challenge-accepted = { $name } godtok; mangler fortsatt svar fra: { $names }.
challenge-accepted-all = { $name } godtok: alle er med, og partiet begynner.
challenge-declined = { $mention }, { $name } avslo utfordringen din; den er avlyst.
challenge-expired = { $mention }, utfordringen din er avlyst: { $names } svarte ikke innen { $minutes ->
    [one] ett minutt
   *[other] { $minutes } minutter
}.
challenge-waiting = Utfordret, mangler fortsatt svar fra: { $names }
button-challenge-accept = Godta
button-challenge-decline = Avslå
err-challenge-nobody = Nevn noen å utfordre: opptil fem personer, eller datamaskiner.
err-challenge-self = Du kan ikke utfordre deg selv: nevn noen andre, eller en datamaskin.
err-challenge-bot = { $name } er en app og kan ikke svare på en utfordring; for å spille mot en datamaskin, bruk `{ opt-computers }`.
err-challenge-twice = { $name } er nevnt to ganger.
err-challenge-players = Med deg blir det { $count } spillere; et parti har 2, 3, 4 eller 6.
err-challenge-minutes = Svartiden er fra 1 til { $most } minutter.
err-not-challenged = Disse plassene er for dem som ble utfordret: { $names }.
err-challenge-seats = En utfordring gir bare plass til personene og datamaskinene den nevnte da den ble sendt: ingen andre plasser kan legges til.
err-nobody-to-challenge = Det er ingen andre her å utfordre: utfordringer er for Discord (`/{ cmd-checkers } { cmd-challenge }`, eller Apper-menyen på en person). Her: `add-computer`, eller `as NAVN` for en annen spiller.
seek-not-here = Å lete etter motstandere krever boten på en server: her kan den bare svare deg. Bruk heller `{ cmd-challenge }` med dem du vil spille mot.
seek-filled = Ingen andre kom på { $minutes } minutter: { $names } { $computers ->
    [one] og en datamaskin ({ $level }) spiller
   *[other] og { $computers } datamaskiner ({ $level }) spiller
} et { $rated ->
    [rated] rangert
   *[other] uformelt
} parti for { $players } spillere. Bordet åpnes nå.
game-channel-here = { $name } gjorde denne kanalen til serverens spillkanal: partier funnet med `{ cmd-seek }` åpnes i trådene her.
game-channel-off = { $name } fjernet serverens spillkanal: partier funnet med `{ cmd-seek }` åpnes der den siste av spillerne lette.
seek-not-opened = Partiet som ble funnet kan ikke åpnes her: { $why } Let igjen med `{ cmd-seek }`, eller spill med `{ cmd-challenge }`.
err-game-channel-thread = En tråd kan ikke være serverens spillkanal: partiene åpnes i tråder i den. Bruk dette i en kanal.
anywhere-on = { $name } åpnet denne serveren for felles søk på alle servere: `{ cmd-seek }` med `{ opt-anywhere }` finner folk på alle åpne servere. Bare visningsnavn går mellom servere.
anywhere-off = { $name } stengte denne serveren for felles søk på alle servere: `{ cmd-seek }` finner bare folk på denne serveren.
err-anywhere-closed = Denne serveren er ikke åpen for felles søk på alle servere. En som styrer kanalene åpner den med `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Denne tråden viser et parti funnet på alle åpne servere, lagret hos de andre spillerne: et nytt parti starter i en kanal på denne serveren (eller `{ cmd-seek }` igjen).
err-rematch-anywhere = Et parti funnet på alle åpne servere har ingen omkamp: `{ cmd-seek }` igjen, eller utfordre hverandre der dere begge er.
seek-searching-anywhere = Du leter på alle åpne servere etter et { $rated ->
    [rated] rangert
   *[other] uformelt
} parti for { $players } spillere. Leter nå: { $count } her · { $all } på alle servere. Du blir nevnt i en tråd her når et parti er funnet; søket slutter om { $minutes } minutter.
# block: holde et medlem unna; report: rapportere et parti til operatørene
block-on = Du har blokkert { $name }: `{ cmd-seek }` setter dere aldri sammen, og det er ingen utfordringer mellom dere. `{ cmd-block }` med `{ opt-undo }` opphever det.
block-off = { $name } er ikke lenger blokkert.
block-not-blocked = Du hadde ikke blokkert { $name }.
block-count = { $count ->
    [0] Du har ikke blokkert noen.
    [one] Du har blokkert ett medlem.
   *[other] Du har blokkert { $count } medlemmer.
}
err-block-oneself = Du kan ikke blokkere deg selv.
err-block-bot = { $name } er en app: apper spiller aldri, så det er ingenting å blokkere.
err-block-full = Du har allerede blokkert { $most } medlemmer, det meste som går: opphev en blokkering først.
err-challenge-they-blocked = { $name } tar ikke imot utfordringer fra deg.
err-challenge-you-blocked = Du har blokkert { $name }: `{ cmd-block }` med `{ opt-undo }` opphever det.
err-nobody-to-block = Her er det ingen andre å blokkere: blokkering er for Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Takk: rapporten din (nummer { $id }) lagres for botens operatører, med dette partiet slik det står nå. Ingen andre får vite om det.
err-report-no-game = Her er det ikke noe parti å rapportere.
# digest: one message a day listing the games at your turn
digest-on = Det daglige sammendraget ditt er på: klokka { $hour } (UTC) lister en direktemelding partiene der det er din tur, med tiden som er igjen (ingen en dag uten). `{ cmd-digest }` med `{ opt-off }` slår det av.
digest-off = Du får ikke noe daglig sammendrag.
digest-title = { $count ->
    [one] Ditt daglige sammendrag: det er din tur i 1 parti.
   *[other] Ditt daglige sammendrag: det er din tur i { $count } partier.
}
err-challenge-apart = { $first } og { $second } kan ikke være i samme parti: den ene har blokkert den andre.
err-block-busy = For mange endringer i blokkeringene dine samtidig: prøv igjen.
err-accept-blocked = Du kan ikke godta: du eller noen i dette partiet har blokkert den andre siden utfordringen.
