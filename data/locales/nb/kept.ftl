# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Rangert parti: resultatet endrer spillernes rangering.
lobby-casual = Uformelt parti: lagres, men endrer ingen rangering.
board-rated = rangert
board-casual = uformelt

## forget-me, replay <id>, record <id>
forget-me-ask = Dette sletter rangeringene dine på alle servere og bytter navnet ditt i lagrede partier med «en tidligere spiller». Det kan ikke angres. For å fortsette, skriv `forget-me bekreft`.
forget-me-confirm = bekreft
err-game-id = { $input } er ikke et partinummer: bruk #-nummeret `history` viser.
err-unknown-game = Ingen parti #{ $id } er lagret på denne serveren.
kept-replay-caption = Reprise av parti #{ $id } ({ $date }): { $players } · { $moves } trekk
kept-record-caption = Protokoll for parti #{ $id } ({ $date }): { $players }. `checkers-bot render --record record.txt` tegner slutten.
profile-moves = Gjennomsnittlig antall trekk til mål: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Toppliste
card-games = { $games ->
    [one] 1 parti
   *[other] { $games } partier
}
card-not-rated = Spill { $min } rangerte partier for å komme på listen.
card-rating = rangering (mu − 3 sigma)
card-games-wins = { $games } partier · { $wins } seire
card-average-place = Gjennomsnittlig plass { $place }
card-place = nr. { $place } her
card-average-moves = { $moves } trekk i snitt til mål
card-no-finish = Ingen partier spilt helt i mål ennå
card-plot = Rangering etter hvert av de siste { $count } rangerte partiene
card-no-plot = Kurven starter etter to rangerte partier.

## forget-me on Discord (buttons)
forget-me-ask-buttons = Dette sletter rangeringene dine på alle servere og bytter navnet ditt i lagrede partier med «en tidligere spiller». Det kan ikke angres. Fortsette?
forget-me-button-confirm = Glem meg
forget-me-button-cancel = Avbryt
forget-me-not-yours = Bare den som spurte kan svare på dette.
forget-me-cancelled = Ingenting ble slettet.

## The help's last lines
help-kept = **Rangering og lagrede partier**: `{ cmd-history }` partiene lagret her · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <nr>` og `{ cmd-record } <nr>` et gammelt parti som animasjon eller protokollfil · `{ cmd-forget-me }` sletter rangeringene og navnet ditt (spør først)

## The console: a leaderboard, profile or record written to a file
console-file = [fil: { $path }]
