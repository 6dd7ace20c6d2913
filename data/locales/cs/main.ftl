# Texty bota pro hráče (čeština). Všechny odpovědi, chyby a popisky pocházejí odsud.
# Příkazy (`new`, `join`, …) a zápis jamek zůstávají tak, jak se píšou.
# Oznámení o hráčích jsou v přítomném čase, aby nezáležela na rodu jména.

help = **Čínská dáma** — přesuň všechny své kolíky přes hvězdu: vyhrává ten, kdo je jako první dostane všechny do protějšího cípu.
    Na tahu posuneš jeden kolík: buď o krok do prázdné sousední jamky, nebo řetězem skoků — přeskočíš sousední kolík (čísi, i svůj) do prázdné jamky hned za ním a odtud můžeš skákat dál, kolikrát chceš a kterýmkoli směrem. Kroky a skoky se v jednom tahu nemíchají.
    Jamky: řádky jsou písmena `a`–`q` shora dolů a jamky v řádku se číslují od 1 zleva doprava (horní špička je `a1`, střed `i5`). Každá jamka má na desce napsané své jméno.
    Tahy: napiš jamky, třeba `d2 e7` (krok) nebo `b2-d2-f7` (řetěz skoků), případně jen začátek a cíl: `b2 f7`.
    Příkazy: `new <players>` založ tu hru (2, 3, 4 nebo 6 hráčů) · `join` přisedni si · `leave` uvolni místo před začátkem · `add-computer` přidej počítač · `start` spusť hru (jen zakladatel)
    `board` deska · `status` kdo je kde · `rules` domácí pravidla této hry (mohou leccos upravit) · `resign` vzdej se (tvými kolíky pak hraje počítač) · `abort` ukonči hru (jen zakladatel) · `help` tahle nápověda
    Pro učení: `moves <hole>` ukáže jen tobě všechny jamky, kam se ten kolík dostane (jakýkoli kolík; s `chains` se nakreslí i řetězy skoků: `moves d2 chains`) · `replay` hra jako animace (pošle se i na konci každé hry) · `new` a `defaults` berou `theme=dark` pro tmavou desku

err-no-game = V tomto kanálu žádná hra neběží. Založ ji příkazem `new <players>`.
err-game-exists = V tomto kanálu už hra je. Nejdřív ji dohrajte, nebo ji ukončete příkazem `abort`.
err-players = Standardní hra je pro 2, 3, 4 nebo 6 hráčů.
err-not-in-lobby = Hra už začala.
err-already-seated = Své místo už máš.
err-not-seated = V této hře nemáš místo.
err-lobby-full = { $seats ->
    [one] Jediné místo je už obsazené.
    [few] Všechna { $seats } místa jsou už obsazená.
   *[other] Všech { $seats } míst je už obsazeno.
}
err-creator-only = Tohle může udělat jen zakladatel hry ({ $name }).
err-not-full = { $missing ->
    [one] Ještě je volné jedno místo: `join` nebo `add-computer`.
    [few] Ještě jsou volná { $missing } místa: `join` nebo `add-computer`.
   *[other] Ještě je volných { $missing } míst: `join` nebo `add-computer`.
}
err-not-playing = Hra právě neprobíhá.
err-not-your-turn = Nejsi na tahu: táhne { $name }.
err-spectator = V této hře nehraješ.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Hru se nepodařilo uložit, takže se nic nezměnilo. Zkus to prosím znovu.
err-busy = Zatímco se tvůj příkaz zpracovával, hra se změnila. Podívej se na desku a zkus to znovu.
err-creator-leave = Zakladatel nemůže odejít z čekárny. Hru zrušíš příkazem `abort`.
err-resigned = Tuhle hru už jsi vzdal(a).

lobby-created = { $name } zakládá hru pro { $players ->
        [one] jednoho hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }. Přisedni si příkazem `join`, počítač přidáš přes `add-computer` a pak zakladatel napíše `start`.
lobby-joined = { $name } si sedá na místo { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } odchází z čekárny.
lobby-computer = Na místo { $seat } si sedá počítač ({ $taken }/{ $seats }).
lobby-status = Čeká se na hráče ({ $taken }/{ $seats }): { $names }
game-started = Hra začíná! { $order }
turn-prompt = Tah { $number }: { $mention }, jsi na tahu ({ $colour }).
move-played = { $name } hraje `{ $move }`.
pass-played = { $name } nemá žádný platný tah, a tak stojí.
seat-finished = { $name } má všechny kolíky doma a bere { $place }. místo!
resigned = { $name } to vzdává; kolíky od teď táhne počítač.
aborted = { $name } ruší hru.
game-over = Konec hry — { $reason }
reason-finished = o všech umístěních je rozhodnuto.
reason-move-limit = všichni hráči vyčerpali limit tahů.
reason-no-moves = nikdo nemůže táhnout.
reason-resignations = zbyl jen jeden hráč.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(vzdáno)
board-header = Tah { $number } · na tahu je { $name }
board-header-over = Konec hry · vítězí { $name }
status-playing = Tah { $number }; na tahu je { $name }. { $seats }
seat-line = { $name } ({ $colour }): { $home } doma

colour-N = červená
colour-NE = žlutá
colour-SE = modrá
colour-S = zelená
colour-SW = fialová
colour-NW = oranžová
computer-name = Počítač { $seat }
err-corrupt = Uloženou hru tohoto kanálu se nepodařilo obnovit (je odložená stranou ke kontrole). Založ novou příkazem `new <players>`.
err-rule-key = `{ $key }` není domácí pravidlo. Známá pravidla: { $keys }.
err-rule-value = `{ $key }` může být { $valid }.
err-manager-only = Výchozí nastavení tohoto kanálu mohou měnit jen členové s oprávněním Spravovat kanály.
err-armies = Armád na hráče může být 1, nebo 2 při 3 hráčích, nebo 3 při 2 hráčích.
lobby-armies = { $armies ->
    [one] Každý hráč velí jedné armádě.
    [few] Každý hráč velí { $armies } armádám.
   *[other] Každý hráč velí { $armies } armádám.
}
defaults-changed = { $name } mění výchozí domácí pravidla tohoto kanálu: { $summary }.
rules-game = Domácí pravidla této hry: { $summary }.
rules-defaults = Výchozí domácí pravidla tohoto kanálu: { $summary }.
timed-out = { $name }: čas na tah vypršel.
resigned-final = { $name } to vzdává.
language-changed = { $name } nastavuje jazyk příspěvků v tomto kanálu: { $language }.

err-moves-usage = Napiš `moves <hole>` a uvidíš, kam může kolík z té jamky táhnout, třeba `moves d2`; s `chains` se nakreslí i řetězy skoků: `moves d2 chains`.
err-not-a-hole = `{ $input }` není jamka. Jamky se píšou jako `d2` nebo `i5` (řádky `a`–`q`, číslované od 1 zleva doprava).
err-no-peg = Na { $hole } nestojí žádný kolík.
err-fixed-peg = Kolík na { $hole } je pevný: nikdy se nehne.
moves-owner = { $colour }, { $name }
moves-none = Kolík na { $hole } ({ $owner }) teď nemá žádný tah.
moves-reach = Kolík na { $hole } ({ $owner }) se dostane do { $count ->
    [one] jedné jamky
    [few] { $count } jamek
   *[other] { $count } jamek
}: { $holes }.
moves-chains = Řetězy skoků: { $chains }
moves-header = Kam může { $hole }: { $count ->
    [one] jedna jamka
    [few] { $count } jamky
   *[other] { $count } jamek
}
err-replay = Záznam hry se nepodařilo vytvořit; hra sama je v pořádku.
replay-caption = Záznam hry: { $moves ->
    [one] jeden tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}.
theme-changed = { $name } nastavuje motiv desky pro nové hry v tomto kanálu: { $theme }.
