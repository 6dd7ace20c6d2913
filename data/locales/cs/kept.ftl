# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Hodnocená hra: výsledek mění hodnocení hráčů.
lobby-casual = Přátelská hra: uloží se, ale hodnocení nemění.
board-rated = hodnocená
board-casual = přátelská

## forget-me, replay <id>, record <id>
forget-me-ask = Tímto se smažou tvá hodnocení na všech serverech a tvé jméno v uložených hrách se nahradí „bývalým hráčem“. Nelze to vrátit. Pro pokračování napiš `forget-me potvrdit`.
forget-me-confirm = potvrdit
err-game-id = { $input } není číslo hry: použij číslo s #, které ukazuje `history`.
err-unknown-game = Hra č. { $id } na tomto serveru uložena není.
kept-replay-caption = Záznam hry č. { $id } ({ $date }): { $players } · { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
kept-record-caption = Zápis hry č. { $id } ({ $date }): { $players }. `checkers-bot render --record record.txt` nakreslí její konec.
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
forget-me-ask-buttons = Tímto se smažou tvá hodnocení na všech serverech a tvé jméno v uložených hrách se nahradí „bývalým hráčem“. Nelze to vrátit. Pokračovat?
forget-me-button-confirm = Zapomeň mě
forget-me-button-cancel = Zrušit
forget-me-not-yours = Odpovědět může jen ten, kdo se ptal.
forget-me-cancelled = Nic nebylo smazáno.

## The help's last lines
help-kept = **Hodnocení a uložené hry**: `{ cmd-history }` hry uložené zde · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <č>` a `{ cmd-record } <č>` starší hra jako animace nebo soubor se zápisem · `{ cmd-forget-me }` smaže tvá hodnocení a tvé jméno (nejdřív se zeptá)

## The console: a leaderboard, profile or record written to a file
console-file = [soubor: { $path }]
