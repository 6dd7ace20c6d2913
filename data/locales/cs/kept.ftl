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
help-kept = **Hodnocení a uložené hry**: `{ cmd-history }` hry uložené zde · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <č>` a `{ cmd-record } <č>` starší hra jako animace nebo soubor se zápisem · `{ cmd-forget-me }` smaže tvá hodnocení a tvé jméno (nejdřív se zeptá). Hra je hodnocená podle standardních pravidel, i hra družstev, když každý hráč zahraje aspoň { $moves } tahy; `{ cmd-rules }` řekne, zda je tato.

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
