# tournament.ftl: turneringer (docs/playing.md, "Tournaments"): se src/i18n.rs.

tour-created = **Turnering #{ $id }** av { $by }: { $what }. Starter { $start }; innsjekkingen åpner 10 minutter før. Trykk **Bli med**, eller bruk `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, partier for { $players }, { $rated ->
    [rated] rangert
   *[other] urangert
}, { $clock } per trekk
tour-swiss = sveitsisk, { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}
tour-round-robin = alle mot alle
tour-joined = { $name } ble med i turnering #{ $id } ({ $count } med).
tour-left = { $name } forlot turnering #{ $id } ({ $count } med).
tour-checked-in = Du er sjekket inn i turnering #{ $id }; den starter { $start }.
tour-check-in-open = **Innsjekkingen til turnering #{ $id } er åpen** til start, { $start }: trykk **Sjekk inn**, ellers blir du ikke paret.
tour-cancelled = Turnering #{ $id } er avlyst: færre enn { $least } spillere sjekket inn.
tour-round = **Turnering #{ $id }, runde { $round } av { $rounds }**
tour-game-line = Parti { $game }: { $names }
tour-bye-line = Fri runde: { $name } (ett poeng)
tour-game-open = Turnering #{ $id }, runde { $round }, parti { $game }: { $names }. Klokkene deres går fra nå.
tour-final = Turnering #{ $id }: sluttstilling
tour-after-round = Turnering #{ $id }: stilling etter runde { $round }
tour-standings = Turnering #{ $id }: stilling
tour-no-standings = Ingen runde er spilt ennå.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] poeng
   *[other] poeng
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } spillere · poeng, så Buchholz, så Sonneborn-Berger
tour-corrected = En kanalansvarlig satte resultatet i turnering #{ $id }, runde { $round }, parti { $game }.
tour-list-empty = Ingen turneringer på denne serveren ennå.
tour-list-head = Turneringer på denne serveren ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] påmelding, starter { $start }
    [playing] pågår
    [over] ferdig
   *[cancelled] avlyst
}; { $count } spillere
tour-list-you = ; du: plass { $rank }, { $points } { $n ->
    [one] poeng
   *[other] poeng
}
tour-err-no-server = Turneringer spilles i kanalene til en server.
tour-err-round-robin = Alle mot alle er for partier med 2; med 3, 4 eller 6 spilles sveitsiske runder ved bord.
tour-err-rounds = En turnering har 1 til { $max } runder.
tour-err-start = En turnering starter innen 30 dager (høyst 43200 minutter).
tour-err-none = Ingen turnering har påmelding eller pågår på denne serveren: oppgi nummeret, eller se `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = Det finnes ingen turnering #{ $id } på denne serveren.
tour-err-joined = Du er allerede med i denne turneringen.
tour-err-not-in = Du er ikke med i turnering #{ $id }.
tour-err-over = Turnering #{ $id } er ferdig.
tour-err-started = Turnering #{ $id } har allerede startet.
tour-err-not-started = Turnering #{ $id } har ikke startet ennå.
tour-err-check-in-later = Innsjekkingen åpner { $time }, 10 minutter før start.
tour-err-late-round-robin = Alle mot alle tar ikke inn noen etter start.
tour-err-late = Denne turneringen tar ikke inn flere (siste runde er paret, eller den er full).
tour-err-withdrawn = Du har allerede trukket deg.
tour-err-no-game = Den runden har ikke det partiet.
tour-err-places = Oppgi én plass per sete ({ $seats }), i seterekkefølge, 0 for fraværende: som `1 2`.
tour-err-place = Plassene går fra 1 til antall seter (0: fraværende).
tour-err-game-opened = Dette turneringspartiet spilles allerede et annet sted, eller har sitt resultat.
button-tournament-join = Bli med
button-tournament-check-in = Sjekk inn
tour-err-no-abort = Et turneringsparti avbrytes ikke: spill det ut eller gi opp; en kanalansvarlig kan sette resultatet med `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = Partiene i en turnering åpnes i tråder i kanalen: opprett den i en kanal, ikke i en tråd.
tour-standings-more = …og { $count } til (bildet viser de første 40).
