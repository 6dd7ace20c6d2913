# tournament.ftl: turnaje (docs/playing.md, "Tournaments"): viz src/i18n.rs.

tour-created = **Turnaj #{ $id }** od { $by }: { $what }. Začíná { $start }; potvrzení účasti se otevře 10 minut předem. Stiskni **Přihlásit** nebo použij `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, hry pro { $players }, { $rated ->
    [rated] hodnocené
   *[other] přátelské
}, { $clock } na tah
tour-swiss = švýcarský systém, { $rounds ->
    [one] 1 kolo
    [few] { $rounds } kola
   *[other] { $rounds } kol
}
tour-round-robin = každý s každým
tour-joined = { $name } se přihlásil(a) do turnaje #{ $id } (přihlášeno: { $count }).
tour-left = { $name } opustil(a) turnaj #{ $id } (přihlášeno: { $count }).
tour-checked-in = Tvá účast v turnaji #{ $id } je potvrzena; začíná { $start }.
tour-check-in-open = **Potvrzení účasti v turnaji #{ $id } je otevřené** do začátku, { $start }: stiskni **Potvrdit**, jinak nebudeš nalosován(a).
tour-cancelled = Turnaj #{ $id } je zrušen: účast potvrdilo méně než { $least } hráčů.
tour-round = **Turnaj #{ $id }, kolo { $round } z { $rounds }**
tour-game-line = Hra { $game }: { $names }
tour-bye-line = Volno: { $name } (jeden bod)
tour-game-open = Turnaj #{ $id }, kolo { $round }, hra { $game }: { $names }. Vaše hodiny běží od teď.
tour-final = Turnaj #{ $id }: konečné pořadí
tour-after-round = Turnaj #{ $id }: pořadí po { $round }. kole
tour-standings = Turnaj #{ $id }: pořadí
tour-no-standings = Zatím se nehrálo žádné kolo.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] bod
    [few] body
   *[other] bodů
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = Hráčů: { $players } · body, pak Buchholz, pak Sonneborn-Berger
tour-corrected = Správce nastavil výsledek turnaje #{ $id }, kolo { $round }, hra { $game }.
tour-list-empty = Na tomto serveru zatím žádný turnaj nebyl.
tour-list-head = Turnaje na tomto serveru ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] přihlášky, začíná { $start }
    [playing] hraje se
    [over] skončil
   *[cancelled] zrušen
}; hráčů: { $count }
tour-list-you = ; ty: { $rank }. místo, { $points } { $n ->
    [one] bod
    [few] body
   *[other] bodů
}
tour-err-no-server = Turnaje se hrají v kanálech serveru.
tour-err-round-robin = Každý s každým je pro hry dvou hráčů; ve 3, 4 nebo 6 se hrají švýcarská kola u stolů.
tour-err-rounds = Turnaj má 1 až { $max } kol.
tour-err-start = Turnaj začíná do 30 dnů (nejvýš 43200 minut).
tour-err-none = Na tomto serveru žádný turnaj nepřijímá přihlášky ani neběží: zadej jeho číslo, nebo viz `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = Na tomto serveru není turnaj #{ $id }.
tour-err-joined = V tomto turnaji už jsi.
tour-err-not-in = V turnaji #{ $id } nejsi.
tour-err-over = Turnaj #{ $id } skončil.
tour-err-started = Turnaj #{ $id } už začal.
tour-err-not-started = Turnaj #{ $id } ještě nezačal.
tour-err-check-in-later = Potvrzení účasti se otevře v { $time }, 10 minut před začátkem.
tour-err-late-round-robin = Každý s každým po začátku nikoho nepřijímá.
tour-err-late = Tento turnaj už nikoho nepřijímá (poslední kolo je nalosováno, nebo je plný).
tour-err-withdrawn = Už jsi odstoupil(a).
tour-err-no-game = To kolo takovou hru nemá.
tour-err-places = Zadej jedno místo na každé sedadlo ({ $seats }), v pořadí sedadel, 0 pro nepřítomného: třeba `1 2`.
tour-err-place = Místa jdou od 1 do počtu sedadel (0: nepřítomen).
tour-err-game-opened = Tato turnajová hra se už hraje jinde, nebo má výsledek.
button-tournament-join = Přihlásit
button-tournament-check-in = Potvrdit
tour-err-no-abort = Turnajová hra se neruší: dohraj ji nebo se vzdej; správce kanálu může nastavit její výsledek přes `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = Hry turnaje se otevírají ve vláknech jeho kanálu: založ ho v kanálu, ne ve vlákně.
tour-standings-more = …a dalších { $count } (obrázek ukazuje prvních 40).
