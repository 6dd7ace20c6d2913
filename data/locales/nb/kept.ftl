# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Rangert parti: resultatet endrer spillernes rangering.
lobby-casual = Uformelt parti: lagres, men endrer ingen rangering.
board-rated = rangert
board-casual = uformelt

## forget-me, replay <id>, record <id>
forget-me-ask = Dette sletter rangeringene og de beste kryssingene dine{ $front ->
    [console] {""}
   *[other] { " " }på alle servere
} og bytter navnet ditt i lagrede partier med «en tidligere spiller». Det kan ikke angres. For å fortsette, skriv `forget-me bekreft`.
forget-me-confirm = bekreft
err-game-id = { $input } er ikke et partinummer: bruk #-nummeret `history` viser.
err-unknown-game = { $front ->
    [console] Ingen parti #{ $id } er lagret her.
   *[other] Ingen parti #{ $id } er lagret på denne serveren.
}
kept-replay-caption = Reprise av parti #{ $id } ({ $date }): { $players } · { $moves } trekk
kept-record-caption = Protokoll for parti #{ $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` tegner slutten.
}
profile-moves = Gjennomsnittlig antall trekk til mål: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Toppliste
card-games = { $games ->
    [one] 1 parti
   *[other] { $games } partier
}
card-not-rated = Spill { $min } rangerte partier for å komme på listen.
card-rating = rangering (mu − 3 sigma)
card-games-wins = { $games ->
    [one] 1 parti
   *[other] { $games } partier
} · { $wins ->
    [one] 1 seier
   *[other] { $wins } seire
}
card-average-place = Gjennomsnittlig plass { $place }
card-place = nr. { $place } her
card-average-moves = { $moves } trekk i snitt til mål
card-no-finish = Ingen partier spilt helt i mål ennå
card-plot = Rangering etter hvert av de siste { $count } rangerte partiene
card-no-plot = Kurven starter etter to rangerte partier.

## forget-me on Discord (buttons)
forget-me-ask-buttons = Dette sletter rangeringene og de beste kryssingene dine på alle servere og bytter navnet ditt i lagrede partier med «en tidligere spiller». Det kan ikke angres. Fortsette?
forget-me-button-confirm = Glem meg
forget-me-button-cancel = Avbryt
forget-me-not-yours = Bare den som spurte kan svare på dette.
forget-me-cancelled = Ingenting ble slettet.

## The help's last lines
help-kept = **Rangering og lagrede partier**: `{ cmd-history }` partiene lagret her · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <nr>` og `{ cmd-record } <nr>` et gammelt parti som animasjon eller protokollfil · `{ cmd-forget-me }` sletter rangeringene og navnet ditt (spør først). Rangeringen kan gå i sesonger: en kanaladministrator setter lengden med `{ cmd-defaults } { opt-seasons }=30` (dager; `{ choice-seasons-off }`, eller `{ choice-seasons-end }` for å avslutte denne nå); når en sesong slutter, legges sluttrangeringen ut og alle poeng starter på nytt, myket opp; `{ cmd-leaderboard } 2` viser den for sesong 2. Et parti er rangert med standardreglene, også lagspill, når hver spiller gjør minst { $moves } trekk; `{ cmd-rules }` sier om dette er det.

## The console: a leaderboard, profile or record written to a file
console-file = [fil: { $path }]
console-record-file = [fil: { $path }] `checkers-bot render --record { $path } --out board.png` tegner slutten.

## history, profile: navn og sider de ikke tar; forget-me en gang til
history-past-end = Side { $page } er forbi slutten: { $pages ->
    [one] det finnes bare 1 side
   *[other] det finnes { $pages } sider
}.
err-page = { $input } er ikke en side: sidene telles fra 1 (`{ cmd-history } 2`).
err-computer-name = Datamaskiner har ingen egen historikk eller profil: «Datamaskin 2» er bare navnet på plass 2 i ett parti. `{ cmd-history }` og `{ cmd-profile }` tar navnet på en person.
err-former-player = De som har brukt `{ cmd-forget-me }`, kan med vilje ikke finnes ved navn: de lagrede partiene deres viser dem som «en tidligere spiller», og ingenting knytter de partiene sammen lenger.
forget-me-nothing = Det er ingenting av ditt å glemme: ingen poeng, beste kryssing eller lagrede partier i ditt navn (allerede glemt, eller aldri spilt).
# Konsollen: `record` uten ett partinummer, `replay` med mer enn ett.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` alene viser partiet som er i gang her; `{ cmd-replay } 12` viser lagret parti #12 (#-nummeret `{ cmd-history }` viser).
   *[other] `{ cmd-record }` tar nummeret på ett lagret parti, #-nummeret `{ cmd-history }` viser: `{ cmd-record } 12`.
}

## Partier som ikke ble rangert selv om bordet var det (docs/rules.md §5 `rated`), og avbrutte partier
history-aborted = avbrutt
history-not-rated = ikke rangert
not-rated-moves = Ikke rangert: hver spiller må gjøre minst { $moves } trekk.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } satte rangeringssesonger på { $days ->
    [one] 1 dag
   *[other] { $days } dager
}{ $front ->
    [console] {""}
   *[other] { " " }på denne serveren
}: sesong { $number } slutter { $ends }, og sluttrangeringen legges ut { $front ->
    [console] her
   *[other] i denne kanalen
}.
season-ends-now = Det tidspunktet er passert: sesong { $number } slutter nå.
season-off = { $name } fjernet lengden på sesongene: sesong { $number } varer til en administrator avslutter den ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = starten
season-ended = Sesong { $number } er over ({ $from } – { $to }).
season-ended-by = { $name } avsluttet sesong { $number } ({ $from } – { $to }).
season-final-title = Sluttrangeringen (poeng = mu − 3 sigma; med på listen etter { $min } rangerte spill):
season-final-empty = Ingen spilte { $min } rangerte spill i sesong { $number }.
season-next = Sesong { $next } begynner nå: alle poeng starter på nytt fra et mykere utgangspunkt (samme mu, større sigma), og spill, seire og plasser telles fra 0.
season-next-ends = Den slutter { $ends }.
card-season = Sesong { $number } — sluttrangering
card-season-next = Sesong { $next } begynner, alle poeng myket opp.
season-board-title = Sluttrangering for sesong { $number } ({ $from } – { $to }; poeng = mu − 3 sigma; med på listen etter { $min } rangerte spill):
season-dates = Sesong { $number }: { $from } – { $to }
leaderboard-season = Sesong { $number }, siden { $from }; en administrator avslutter den.
leaderboard-season-ends = Sesong { $number }, siden { $from }; den slutter { $ends }.
profile-season = (Sesong { $number } så langt.)
profile-past-seasons = Tidligere sesonger:
profile-anywhere = På alle åpne servere (`{ cmd-seek }` overalt): rangering { $rating }, { $games ->
    [one] 1 parti
   *[other] { $games } partier
}, { $wins ->
    [one] 1 seier
   *[other] { $wins } seire
}.
profile-past-season = • Sesong { $number } ({ $from } – { $to }): { $place }, poeng { $rating }, { $games } spill, { $wins ->
    [one] 1 seier
   *[other] { $wins } seire
}.
profile-earlier-seasons = …og { $count ->
    [one] 1 tidligere sesong
   *[other] { $count } tidligere sesonger
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} viser sluttrangeringen for sesong 2).
season-place = plass { $place } av { $count }
season-unlisted = ikke på listen
err-no-season-yet = Ingen sesong er over her ennå: sesong { $number } har ingen sluttrangering.
err-no-season = Sesong { $number } har ingen sluttrangering her: { $last ->
    [one] bare sesong 1 er over
   *[other] sesong 1 til { $last } er over
}.
err-season-just-ended = Sesong { $number } ble nettopp avsluttet (sluttrangeringen er lagt ut): sesong { $next } er i gang.
err-season-number = { $input } er ikke et sesongnummer: `{ cmd-leaderboard } 2` viser sluttrangeringen for sesong 2.
