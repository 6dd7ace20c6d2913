# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Hodnocená hra: výsledek mění hodnocení hráčů.
lobby-casual = Přátelská hra: uloží se, ale hodnocení nemění.
board-rated = hodnocená
board-casual = přátelská

## forget-me, replay <id>, record <id>
forget-me-ask = Tímto se smažou tvá hodnocení a nejlepší přechody{ $front ->
    [console] {""}
   *[other] { " " }na všech serverech
} a tvé jméno v uložených hrách se nahradí „bývalým hráčem“. Nelze to vrátit. Pro pokračování napiš `forget-me potvrdit`.
forget-me-confirm = potvrdit
err-game-id = { $input } není číslo hry: použij číslo s #, které ukazuje `history`.
err-unknown-game = { $front ->
    [console] Hra č. { $id } tu uložena není.
   *[other] Hra č. { $id } na tomto serveru uložena není.
}
kept-replay-caption = Záznam hry č. { $id } ({ $date }): { $players } · { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
kept-record-caption = Zápis hry č. { $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` nakreslí její konec.
}
profile-moves = Průměrně tahů do cíle: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Žebříček
card-games = { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}
card-not-rated = Odehraj { $min } hodnocené hry, aby ses objevil v žebříčku.
card-rating = hodnocení (mu − 3 sigma)
card-games-wins = her: { $games } · výher: { $wins }
card-average-place = Průměrné umístění { $place }
card-place = č. { $place } zde
card-average-moves = průměrně { $moves } tahů do cíle
card-no-finish = Zatím žádná hra dohraná do cíle
card-plot = Hodnocení po každé z posledních { $count } hodnocených her
card-no-plot = Graf začíná po dvou hodnocených hrách.

## forget-me on Discord (buttons)
forget-me-ask-buttons = Tímto se smažou tvá hodnocení a nejlepší přechody na všech serverech a tvé jméno v uložených hrách se nahradí „bývalým hráčem“. Nelze to vrátit. Pokračovat?
forget-me-button-confirm = Zapomeň mě
forget-me-button-cancel = Zrušit
forget-me-not-yours = Odpovědět může jen ten, kdo se ptal.
forget-me-cancelled = Nic nebylo smazáno.

## The help's last lines
help-kept = **Hodnocení a uložené hry**: `{ cmd-history }` hry uložené zde · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <č>` a `{ cmd-record } <č>` starší hra jako animace nebo soubor se zápisem · `{ cmd-forget-me }` smaže tvá hodnocení a tvé jméno (nejdřív se zeptá). Hodnocení může běžet v sezónách: správce kanálu nastaví jejich délku příkazem `{ cmd-defaults } { opt-seasons }=30` (dny; `{ choice-seasons-off }`, nebo `{ choice-seasons-end }` pro ukončení této hned); na konci sezóny se zveřejní její konečný žebříček a každé hodnocení začne znovu, zmírněné; `{ cmd-leaderboard } 2` ukáže ten ze sezóny 2. Hra je hodnocená podle standardních pravidel, i hra družstev, když každý hráč zahraje aspoň { $moves } tahy; `{ cmd-rules }` řekne, zda je tato.

## The console: a leaderboard, profile or record written to a file
console-file = [soubor: { $path }]
console-record-file = [soubor: { $path }] `checkers-bot render --record { $path } --out board.png` nakreslí její konec.

## history, profile: jména a strany, které neberou; forget-me podruhé
history-past-end = Strana { $page } je za koncem: { $pages ->
    [one] je jen 1 strana
    [few] jsou jen { $pages } strany
   *[other] je jen { $pages } stran
}.
err-page = { $input } není strana: strany se počítají od 1 (`{ cmd-history } 2`).
err-computer-name = Počítače nemají vlastní historii ani profil: „Počítač 2“ je jen jméno místa 2 v jedné hře. `{ cmd-history }` a `{ cmd-profile }` berou jméno člověka.
err-former-player = Kdo použil `{ cmd-forget-me }`, toho záměrně nejde najít podle jména: jeho uložené hry ho ukazují jako „bývalý hráč“ a nic už ty hry navzájem nespojuje.
forget-me-nothing = Není tu nic tvého k zapomenutí: žádné hodnocení, nejlepší přechod ani uložená hra pod tvým jménem (už zapomenuto, nebo jsi nehrál).
# Konzole: `record` bez jednoho čísla hry, `replay` s více než jedním.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` samotný ukáže hru, která tu běží; `{ cmd-replay } 12` ukáže uloženou hru č. 12 (číslo s #, které ukazuje `{ cmd-history }`).
   *[other] `{ cmd-record }` bere číslo uložené hry, číslo s #, které ukazuje `{ cmd-history }`: `{ cmd-record } 12`.
}

## Hry nehodnocené, ačkoli stůl hodnocený byl (docs/rules.md §5 `rated`), a zrušené hry
history-aborted = zrušena
history-not-rated = bez hodnocení
not-rated-moves = Bez hodnocení: každý hráč musí zahrát aspoň { $moves } { $moves ->
    [one] tah
    [few] tahy
   *[other] tahů
}.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } nastavil(a) sezóny hodnocení po { $days ->
    [one] 1 dni
    [few] { $days } dnech
   *[other] { $days } dnech
}{ $front ->
    [console] {""}
   *[other] { " " }na tomto serveru
}: sezóna { $number } končí { $ends } a její konečný žebříček se zveřejní { $front ->
    [console] tady
   *[other] v tomto kanálu
}.
season-ends-now = Ten okamžik už minul: sezóna { $number } končí teď.
season-off = { $name } zrušil(a) délku sezón: sezóna { $number } trvá, dokud ji správce neukončí ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = začátek
season-ended = Sezóna { $number } skončila ({ $from } – { $to }).
season-ended-by = { $name } ukončil(a) sezónu { $number } ({ $from } – { $to }).
season-final-title = Její konečný žebříček (hodnocení = mu − 3 sigma; v žebříčku po { $min } hodnocených hrách):
season-final-empty = V sezóně { $number } nikdo neodehrál { $min } hodnocených her.
season-next = Teď začíná sezóna { $next }: každé hodnocení začíná znovu od zmírněného (stejné mu, větší sigma) a hry, výhry a umístění se počítají od 0.
season-next-ends = Končí { $ends }.
card-season = Sezóna { $number } — konečný žebříček
card-season-next = Začíná sezóna { $next }, všechna hodnocení zmírněna.
season-board-title = Konečný žebříček sezóny { $number } ({ $from } – { $to }; hodnocení = mu − 3 sigma; v žebříčku po { $min } hodnocených hrách):
season-dates = Sezóna { $number }: { $from } – { $to }
leaderboard-season = Sezóna { $number }, od { $from }; ukončí ji správce.
leaderboard-season-ends = Sezóna { $number }, od { $from }; končí { $ends }.
profile-season = (Zatím v sezóně { $number }.)
profile-past-seasons = Minulé sezóny:
profile-anywhere = Na všech otevřených serverech (`{ cmd-seek }` všude): hodnocení { $rating }, { $games ->
    [one] 1 hra
    [few] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] 1 výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}.
profile-past-season = • Sezóna { $number } ({ $from } – { $to }): { $place }, hodnocení { $rating }, her: { $games }, výher: { $wins }.
profile-earlier-seasons = …a { $count ->
    [one] 1 dřívější sezóna
    [few] { $count } dřívější sezóny
   *[other] { $count } dřívějších sezón
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} ukáže konečný žebříček sezóny 2).
season-place = { $place }. místo z { $count }
season-unlisted = mimo žebříček
err-no-season-yet = Tady zatím neskončila žádná sezóna: sezóna { $number } nemá konečný žebříček.
err-no-season = Sezóna { $number } tu nemá konečný žebříček: { $last ->
    [one] skončila jen sezóna 1
    [few] skončily sezóny 1 až { $last }
   *[other] skončily sezóny 1 až { $last }
}.
err-season-just-ended = Sezóna { $number } právě skončila (její konečný žebříček je zveřejněn): běží sezóna { $next }.
err-season-number = { $input } není číslo sezóny: `{ cmd-leaderboard } 2` ukáže konečný žebříček sezóny 2.
