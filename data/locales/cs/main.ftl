# Texty bota pro hráče (čeština). Všechny odpovědi, chyby a popisky pocházejí odsud.
# Jména příkazů jsou z commands.ftl (`{ cmd-join }` je jméno /checkers join); zápis jamek
# zůstává tak, jak se píše.
# Oznámení o hráčích jsou v přítomném čase, aby nezáležela na rodu jména.

help = **Čínská dáma** — přesuň všechny své kolíky přes hvězdu: vyhrává ten, kdo je jako první dostane všechny do protějšího cípu. Kolíkem táhneš tak, že napíšeš jamky, kterými projde: `d2 e7` (krok), `b2-d2-f7` (řetěz skoků).{ $front ->
        [console] {""}
       *[other] { " " }Nebo stiskni **{ button-move }** pod deskou.
    }
    Příkazy — hra: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · při hře: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · pro učení: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · uložené hry: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Víc, jedno téma po druhém: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` tahy a jména jamek · `{ cmd-help } { choice-topic-commands }` co dělá který příkaz · `{ cmd-help } { choice-topic-rules }` domácí pravidla tady · `{ cmd-help } { choice-topic-teams }` hra družstev a sólová výzva · `{ cmd-help } { choice-topic-ratings }` hodnocení a uložené hry · `{ cmd-help } { choice-topic-capture }` hra se zajímáním
       *[other] `/{ cmd-checkers } { cmd-help }` s volbou `{ opt-topic }`: `{ choice-topic-moves }` tahy a jména jamek · `{ choice-topic-commands }` co dělá který příkaz · `{ choice-topic-rules }` domácí pravidla tady · `{ choice-topic-teams }` hra družstev a sólová výzva · `{ choice-topic-ratings }` hodnocení a uložené hry · `{ choice-topic-capture }` hra se zajímáním
    }
help-moves = **Tahy** — na tahu posuneš jeden kolík: buď o krok do prázdné sousední jamky, nebo řetězem skoků — přeskočíš sousední kolík (čísi, i svůj) do prázdné jamky hned za ním a odtud můžeš skákat dál, kolikrát chceš a kterýmkoli směrem. Kroky a skoky se v jednom tahu nemíchají.
    Jamky: řádky jsou písmena `a`–`q` shora dolů a jamky v řádku se číslují od 1 zleva doprava (horní špička je `a1`, střed `i5`). Každá jamka má na desce napsané své jméno.
    Tahy: napiš jamky, třeba `d2 e7` (krok) nebo `b2-d2-f7` (řetěz skoků), případně jen začátek a cíl: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }Na Discordu také `@bot d2 e7` (za zmínkou o botovi), odpověď se zapnutým @ na poslední desku, tlačítko **{ button-move }** pod deskou, nebo `/{ cmd-checkers } { cmd-move }`.
    }
    Pro učení: `{ cmd-moves } <{ opt-hole }>` ukáže jen tobě všechny jamky, kam se ten kolík dostane (jakýkoli kolík; s `{ opt-chains }` se nakreslí i řetězy skoků: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` tah, který by za tebe zahrál počítač · `{ cmd-replay }` hra jako animace (pošle se i na konci každé hry)
help-commands = **Příkazy**
    `{ cmd-new } <{ opt-players }>` založ tu hru (2, 3, 4 nebo 6 hráčů; domácí pravidla jako `klíč=hodnota`, třeba `{ opt-long_jumps }=on`, a `{ opt-theme }={ choice-theme-dark }` pro tmavou desku) · `{ cmd-join }` přisedni si · `{ cmd-leave }` uvolni místo před začátkem · `{ cmd-add-computer }` přidej počítač, bez zadání úroveň { choice-level-medium } (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } přemýšlí nejvýš `{ opt-computer_time }`, výchozí 2 s) · `{ cmd-start }` spusť hru (jen zakladatel) · `{ cmd-abort }` ukonči hru (zakladatel nebo správce kanálu; nejdřív se zeptá)
    `{ cmd-move }` zahraj tah (nebo ho prostě napiš) · `{ cmd-board }` deska · `{ cmd-status }` kdo je kde · `{ cmd-takeback }` vezmi zpět svůj poslední tah, pokud ostatní souhlasí · `{ cmd-hint }` tah počítače pro tebe, jen pro tvé oči · `{ cmd-resign }` vzdej se (nejdřív se zeptá; tvými kolíky pak hraje počítač) · `{ cmd-notify }` přímá zpráva, když jsi na tahu · `{ cmd-follow }` sleduj zdejší hru přímými zprávami · `{ cmd-digest }` denní zpráva o tvých tazích · `{ cmd-games }` tvé rozehrané hry · `{ cmd-seek }` najdi soupeře na tomto serveru · `{ cmd-challenge }` vyzvi konkrétní lidi · `{ cmd-block }` zablokuj člena · `{ cmd-report }` nahlas tuto hru
    `{ cmd-moves } <{ opt-hole }>` kam může kolík táhnout · `{ cmd-replay }` hra jako animace · `{ cmd-rules }` domácí pravidla této hry · `{ cmd-solo }` sólová výzva · `{ cmd-puzzle }` denní hádanka · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: hodnocení a uložené hry · `{ cmd-defaults }` domácí pravidla nových her tady · `{ cmd-help }` přehled{ $front ->
        [console] {""}
       *[other] {""}
            Na Discordu: `/{ cmd-checkers }` hra tady, soupeři, nápověda · `/{ cmd-checkers-ratings }` hodnocení a uložené hry · `/{ cmd-checkers-me }` tvé hry, zprávy o tahu, denní přehled, blokování a hlášení · `/{ cmd-checkers-defaults }` domácí pravidla nových her tady
    }

err-no-game = { $front ->
    [console] Zatím tu žádná hra neběží. Založ ji příkazem `{ cmd-new } <{ opt-players }>`.
   *[other] V tomto kanálu žádná hra neběží. Založ ji příkazem `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Tady už je otevřená hra, která čeká na hráče: přidej se příkazem `{ cmd-join }`, nebo ji nejdřív ukonči příkazem `{ cmd-abort }`.
err-game-exists = { $front ->
    [console] Hra tu už běží. Nejdřív ji dohrajte, nebo ji ukončete příkazem `{ cmd-abort }`.
   *[other] V tomto kanálu už hra je. Nejdřív ji dohrajte, nebo ji ukončete příkazem `{ cmd-abort }`.
}
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
    [one] Ještě je volné jedno místo: `{ cmd-join }` nebo `{ cmd-add-computer }`.
    [few] Ještě jsou volná { $missing } místa: `{ cmd-join }` nebo `{ cmd-add-computer }`.
   *[other] Ještě je volných { $missing } míst: `{ cmd-join }` nebo `{ cmd-add-computer }`.
}
err-not-playing = Hra právě neprobíhá.
err-not-started = Hra ještě nezačala.
err-not-your-turn = Nejsi na tahu: táhne { $name }.
err-spectator = V této hře nehraješ.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Hru se nepodařilo uložit, takže se nic nezměnilo. Zkus to prosím znovu.
err-unavailable = Databáze je teď nedostupná, takže se nic nezměnilo. Zkus to prosím za chvíli znovu.
err-busy = Zatímco se tvůj příkaz zpracovával, hra se změnila. Podívej se na desku a zkus to znovu.
err-creator-leave = Zakladatel nemůže odejít z čekárny. Hru zrušíš příkazem `{ cmd-abort }`.
err-resigned = Tuhle hru už jsi vzdal(a).

lobby-created = { $name } zakládá hru pro { $players ->
        [one] jednoho hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }.{ $front ->
        [console] { " " }Přisedni si příkazem `{ cmd-join }`, počítač přidáš přes `{ cmd-add-computer }` a pak zakladatel napíše `{ cmd-start }`.
       *[other] {""}
    }
lobby-joined = { $name } si sedá na místo { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } odchází z čekárny.
lobby-computer = Na místo { $seat } si sedá počítač, úroveň { $level } ({ $taken }/{ $seats }).
lobby-status = Čeká se na hráče ({ $taken }/{ $seats }): { $names }
game-started = Hra začíná! { $order }
turn-prompt = Tah { $number }: { $mention }, jsi na tahu ({ $colour }).
move-played = { $name } hraje `{ $move }`.
pass-played = { $name } nemá žádný platný tah, a tak stojí.
seat-finished = { $name } má všechny kolíky doma a bere { $place }. místo!
seat-finished-full = { $name } má hotovo: cíl je plný, { $count ->
    [one] s jedním vlastním kolíkem
    [few] se { $count } vlastními kolíky
   *[other] s { $count } vlastními kolíky
} v něm, a bere { $place }. místo!
turns-skipped = … { $count ->
    [one] vynechán jeden řádek
    [few] vynechány { $count } řádky
   *[other] vynecháno { $count } řádků
} (tahy mezi tím); `{ cmd-replay }` ukáže celou hru.
resigned = { $name } to vzdává; kolíky od teď táhne počítač.
aborted = { $name } ruší hru.
game-over = Konec hry — { $reason }
reason-finished = o všech umístěních je rozhodnuto.
reason-move-limit = všichni hráči vyčerpali limit tahů.
reason-no-moves = nikdo nemůže táhnout.
reason-resignations = zbyl jen jeden hráč.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(vzdáno)
note-timed-out = { " " }(vypršel čas)
note-distance = { " " }(zbývající vzdálenost: { $distance })
note-pegs-home = { " " }({ $count ->
    [one] jeden kolík doma
    [few] { $count } kolíky doma
   *[other] { $count } kolíků doma
})
note-target-full = { " " }(doma, plný cíl: { $count ->
    [one] jeden kolík doma
    [few] { $count } kolíky doma
   *[other] { $count } kolíků doma
})
board-header = Tah { $number } · na tahu je { $name }
# A computer is to move and its turn is being played (the console says so before it thinks).
computer-thinking = Tah { $number } · { $name } přemýšlí…
computer-thinking-for = Tah { $number } · počítač přemýšlí za { $name }…
board-header-over = Konec hry · vítězí { $name }
solo-abandoned = Přechod vzdán po { $moves ->
    [one] jednom tahu
    [few] { $moves } tazích
   *[other] { $moves } tazích
}: { $name } nedošel/nedošla domů.
board-header-abandoned = Přechod vzdán · { $name } nedošel/nedošla domů
status-playing = Tah { $number }; na tahu je { $name }. { $seats }
status-your-turn = Tah { $number }; jsi na tahu. { $seats }
seat-line = { $name } ({ $colour }): { $home } doma

colour-N = červená
colour-NE = žlutá
colour-SE = modrá
colour-S = zelená
colour-SW = fialová
colour-NW = oranžová
computer-name = Počítač { $seat }
computer-for = Počítač (za { $name })
err-corrupt = { $front ->
    [console] Uloženou hru se nepodařilo obnovit (je odložená stranou ke kontrole). Založ novou příkazem `{ cmd-new } <{ opt-players }>`.
   *[other] Uloženou hru tohoto kanálu se nepodařilo obnovit (je odložená stranou ke kontrole). Založ novou příkazem `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` není domácí pravidlo. Známá pravidla: { $keys }.
err-rule-value = `{ $key }` může být { $valid }.
err-manager-only = Výchozí nastavení tohoto kanálu mohou měnit jen členové s oprávněním Spravovat kanály.
err-armies = Armád na hráče může být 1, nebo 2 při 3 hráčích, nebo 3 při 2 hráčích.
lobby-armies = { $armies ->
    [one] Každý hráč velí jedné armádě.
    [few] Každý hráč velí { $armies } armádám.
   *[other] Každý hráč velí { $armies } armádám.
}
defaults-changed = { $front ->
    [console] { $name } mění výchozí domácí pravidla nových her: { $summary }.
   *[other] { $name } mění výchozí domácí pravidla tohoto kanálu: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Úrovně počítače a jejich hodnocení (body Elo; hráč náhodných tahů má 0): { $levels }
rules-game = Domácí pravidla této hry: { $summary }.
rules-defaults = { $front ->
    [console] Výchozí domácí pravidla nových her: { $summary }.
   *[other] Výchozí domácí pravidla tohoto kanálu: { $summary }.
}
timed-out = { $name }: čas na tah vypršel.
turn-reminder = { $mention }, jsi na tahu: zbývá { $left }, než čas na tah vyprší.
resigned-final = { $name } to vzdává.
language-changed = { $front ->
    [console] { $name } nastavuje jazyk konzole: { $language }.
   *[other] { $name } nastavuje jazyk příspěvků v tomto kanálu: { $language }.
}

err-moves-usage = Napiš `{ cmd-moves } <{ opt-hole }>` a uvidíš, kam může kolík z té jamky táhnout, třeba `{ cmd-moves } d2`; s `{ opt-chains }` se nakreslí i řetězy skoků: `{ cmd-moves } d2 { opt-chains }`.
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
err-nothing-to-replay = Zatím nepadl žádný tah, takže není co přehrát.
err-replay = Záznam hry se nepodařilo vytvořit; hra sama je v pořádku.
replay-caption = Záznam hry: { $moves ->
    [one] jeden tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}.
theme-changed = { $front ->
    [console] { $name } nastavuje motiv desky pro nové hry: { $theme }.
   *[other] { $name } nastavuje motiv desky pro nové hry v tomto kanálu: { $theme }.
}

# Co říká sám adaptér pro Discord: tlačítka čekárny a odpovědi o věcech Discordu.
button-join = Přisednout
button-leave = Odejít
button-add-computer = Přidat počítač
button-start = Začít
lobby-hint = Tlačítkem **Přisednout** si vezmeš místo; zakladatel může použít **Přidat počítač** a stiskne **Začít**, až budou všechna místa obsazená.
lobby-hint-auto = Tlačítkem **Přisednout** si vezmeš místo; zakladatel může použít **Přidat počítač**. Hra začne, jakmile budou všechna místa obsazená.
lobby-closed = Tahle čekárna je zavřená: její hra už začala nebo byla zrušena. `/čínská-dáma stav` ukáže, co se tu děje.
lobby-started = Tahle čekárna je zavřená: její hra začala, na desce níže.
bot-restarting = Bot se na chvíli vypíná a nepřijímá příkazy; zkus to prosím za minutu.
bot-failed = Na mé straně se něco pokazilo; nic se nezměnilo. Zkus to prosím znovu.
err-bad-option = Jedné z voleb jsem nerozuměl; nic se nezměnilo. Vyber ji prosím znovu.
err-command-moved = Tento příkaz se přestěhoval: teď je to `{ $command }`. Nic se nezměnilo.
bot-too-slow = Tohle trvá příliš dlouho, přestal jsem čekat. `/čínská-dáma deska` ukáže hru, jak právě stojí.
discord-unread-reply = { $kind ->
        [interaction] Odpovědi na tuhle zprávu mi Discord neukazuje. Napiš tah za zmínku o mně, třeba { $bot } `d2 e7`, stiskni **Táhnout** pod deskou, nebo použij `/čínská-dáma táhnout`.
       *[ping-off] Discord mi ukázal tvou odpověď bez textu, protože mě neoznačila. Při odpovědi nech zapnuté **@ ZAP.**, nebo napiš tah za zmínku o mně, třeba { $bot } `d2 e7`, stiskni **Táhnout** pod deskou, nebo použij `/čínská-dáma táhnout`.
    }
answered-privately = (odpověď soukromě)
thread-in-thread = Tohle už je vlákno a vlákna nemohou obsahovat další vlákna. Vynech `vlákno` a hraj tady, nebo příkaz použij v nadřazeném kanálu.
thread-outside-guild = Hry ve vláknech potřebují kanál na serveru.
thread-failed = Vlákno pro hru se mi nepodařilo otevřít: { $reason }. Nic se nezměnilo.
thread-name = Čínská dáma · { $name } · { $players ->
    [one] { $players } hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
}
missing-permissions = { $place ->
    [thread] Ve vlákně tady nemůžu vést hru
   *[channel] V tomto kanálu nemůžu vést hru
}: chybí mi oprávnění { $list }. Správce serveru je může mé roli přidělit v nastavení kanálu (Oprávnění).
permission-view-channel = Zobrazit kanály
permission-attach-files = Připojovat soubory
permission-read-message-history = Číst historii zpráv
permission-create-public-threads = Vytvářet veřejná vlákna
permission-send-messages-in-threads = Posílat zprávy ve vláknech
permission-send-messages = Posílat zprávy
discord-forbidden-thread = Discord říká, že mi tam chybí oprávnění (Vytvářet veřejná vlákna)
discord-status = Discord odpověděl { $status }
discord-unreachable = Discord není dosažitelný
discord-unexpected = nečekaná chyba

# Režim konzole.
console-welcome = Čínská dáma — režim konzole. Napiš `{ cmd-help }` pro příkazy hry; `as JMÉNO` hraje za jiného místního hráče; `quit` konec.
console-web = Deska v prohlížeči: { $address } (klikni na kámen, pak na díru, kam dosáhne).
# A console line longer than the console reads (its bytes, a number).
console-line-too-long = Ten řádek má přes { $max } bajtů, proto nebyl přečten. Příkaz nebo tah je jeden krátký řádek.
console-help = Napiš `{ cmd-help }` pro příkazy hry; `as JMÉNO` hraje za jiného místního hráče; `quit` konec.
console-as-usage = Napiš `as JMÉNO`, chceš-li hrát za jiného místního hráče.
console-you-are = Teď jsi { $name }.
console-renamed = V uložené hře bylo tvé jméno { $old }; od teď jsi { $name }.
console-name-reserved = „{ $name }“ je jméno, které bot dává počítači nebo zapomenutému hráči, takže by tě pod ním nikdo nenašel: zvol si jiné jméno.
console-name-long = Jméno má nejvýš { $max } znaků; tohle jich má { $count }. Vyber si kratší.
console-as-command = `as` bere jen jméno: napiš `as { $name }` a na další řádek `{ $command }`.
console-kept-game = Tady běží hra (tah { $number }), proto zůstala a pokračuje: nic se neukončilo. Napiš `{ cmd-abort }`, chceš-li ji ukončit a začít místo ní novou hru.
console-kept-lobby = Tady čeká na hráče hra (zakladatel: { $name }), proto zůstala: nic se neukončilo. Napiš `{ cmd-abort }`, chceš-li ji zrušit a začít místo ní novou hru.
console-board-file = [obrázek desky: { $path }]
console-image-failed = Obrázek se neuložil ({ $error }); hra pokračuje.
console-replay-file = [záznam hry: { $path }]
console-unknown = Neznámý příkaz; napiš `{ cmd-help }`.
console-unknown-suggest = `{ $word }` není příkaz. Myslel(a) jsi `{ $command }`? (`{ cmd-help }` vypíše všechny)
console-setting-word = Slovu `{ $word }` nerozumím: domácí pravidla se píšou `klíč=hodnota`, třeba `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` není téma nápovědy. Témata: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Úrovně počítače jsou `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` a `{ choice-level-hard }`.
console-move-usage = Za `{ cmd-move }` napiš jamky, třeba `{ cmd-move } d2 e7`.
console-moves-word = Slovu `{ $word }` za `{ cmd-moves }` nerozumím. { err-moves-usage }
console-solo-word = Slovu `{ $word }` za `{ cmd-solo }` nerozumím: `solo` začne přechod, `solo tabulka` ukáže nejlepší přechody tady, `solo počítač` přechod počítače.
console-lone-hole = `{ $hole }` samo o sobě není tah: tah potřebuje aspoň dvě jamky, jamku kolíku a pak kam jde, třeba `d2 e7`.
console-extra-words = Za `{ $command }` už nic nepiš.
console-you = ty

# Proč byl tah odmítnut (za `err-illegal` a `err-bad-move-text`).
why-game-over = hra skončila
why-not-your-turn = nejsi na tahu
why-no-peg = na { $hole } nestojí žádný kolík
why-not-your-peg = kolík na { $hole } není tvůj
why-occupied = jamka { $hole } není prázdná
why-unreachable = kolík z { $from } se na { $to } nedostane
why-leaves-target = kolík ve svém cíli v něm musí zůstat
why-foreign-point = { $hole } leží v cípu jiné armády: můžeš jím proskákat, ale ne v něm zůstat
why-no-move = tah nemůže skončit tam, kde začal
why-too-short = tah musí jmenovat aspoň dvě jamky
why-resigned = toto místo se už vzdalo
why-finished = toto místo už dohrálo
why-step-in-chain = krok nemůže být součástí řetězu skoků
why-not-a-hop = z { $from } na { $to } není krok ani skok
why-repeated = jamka { $hole } je napsaná dvakrát za sebou: skok nikdy neskončí tam, kde začal
why-too-long = na tah je to příliš dlouhé
why-bad-hole = `{ $word }` není jamka: { $reason }
why-hole-syntax = jamka je písmeno řádku `a`–`q` a číslo, třeba `e7`
why-out-of-row = řádek { $row } má jamky 1 až { $count }
why-index-range = čísla jamek jdou od 0 do 120

# Druhá část nápovědy: platná domácí pravidla (každé na jednom řádku).
help-rules-game = **Domácí pravidla této hry** (`{ cmd-rules }` je ukáže jako nastavení):
help-rules-defaults = **Domácí pravidla pro nové hry tady** (`{ cmd-new }` je může pro jednu hru změnit):
rule-unused_points-empty = Cípy, ze kterých nikdo nevychází, jsou prázdné: kolíky do nich smějí vstoupit a zůstat v nich.
rule-unused_points-filled = Cípy, ze kterých nikdo nevychází, jsou plné kolíků, které se nikdy nepohnou; slouží jen jako překážky.
rule-foreign_points-rest = Kolíky smějí zůstat stát v cípech jiných armád.
rule-foreign_points-pass-through = Cípy jiných armád smějí kolíky jen proskákat, zůstat v nich nesmějí.
rule-anti_spoiling-full-target = Plný cíl se počítá jako domov, pokud je aspoň jeden z kolíků v něm tvůj.
rule-anti_spoiling-swap = Cizí kolík ve tvém cíli lze vyměnit: doskočíš na něj a on se přesune tam, odkud tvůj kolík přišel (píše se s `x`, třeba `m6-xn2`).
rule-anti_spoiling-none = Kolíky smějí blokovat cíl jiné armády.
rule-long_jumps-off = Skok vede přes sousední kolík do jamky hned za ním.
rule-long_jumps-on = Dlouhé skoky: skočit se dá přes jeden kolík v libovolné vzdálenosti po přímce a dopadnout stejně daleko za něj; všechny jamky mezi musí být prázdné.
rule-leave_target-off = Kolík, který dorazil do svého cíle, musí každý další tah skončit v něm.
rule-leave_target-on = Kolíky smějí svůj cíl znovu opustit.
rule-first_player-coin-toss = Kdo táhne první, rozhodne los.
rule-first_player-creator = První táhne zakladatel hry.
rule-turn_order-clockwise = Tahy jdou kolem hvězdy po směru hodinových ručiček.
rule-turn_order-counterclockwise = Tahy jdou kolem hvězdy proti směru hodinových ručiček.
rule-move_limit = { $limit ->
    [one] Každý hráč má jeden tah; potom rozhodnou kolíky v cíli a pak vzdálenost k němu.
    [few] Každý hráč má { $limit } tahy; potom rozhodnou kolíky v cíli a pak vzdálenost k němu.
   *[other] Každý hráč má { $limit } tahů; potom rozhodnou kolíky v cíli a pak vzdálenost k němu.
}
rule-move_limit-none = Počet tahů není omezen.
rule-placements-on = Po vítězi se hraje dál o 2., 3. … místo.
rule-placements-off = Hra končí, jakmile první hráč dostane domů všechny kolíky.
rule-turn_timeout = Každý tah musí být zahrán do { $timeout }, jinak se místo počítá jako opuštěné.
rule-turn_timeout-none = Čas na tah není omezen.
rule-abandon-ai-takeover = Když se hráč vzdá, odejde nebo mu vyprší čas, jeho kolíky dál táhne počítač.
rule-abandon-freeze = Když se hráč vzdá, odejde nebo mu vyprší čas, jeho kolíky zůstanou stát jako překážky.
rule-computer_time = Počítač přemýšlí o tahu nejvýš { $time } (úroveň { choice-level-hard } ten čas využije celý).


# Varianta s braním (docs/rules.md §6).
help-capture = **Hra s braním** (`new <hráči> capture`, 2 až 6 hráčů): 60 kolíků, které nepatří nikomu, zaplní střed hvězdy kromě prostřední jamky. Na tahu táhneš libovolným kolíkem, ale jen skokem: každý přeskočený kolík sebereš a počítá se ti, a po každém skoku můžeš skončit. Řetěz smí skončit tam, kde začal. Hra končí, když už nejde skočit; vyhrává ten, kdo sebral nejvíc, a při shodě na prvním místě je remíza.
lobby-capture = Tohle je hra s braním: přeskakuj kolíky a ber je; vyhrává ten, kdo sebere nejvíc.
err-capture-players = Hra s braním je pro 2 až 6 hráčů.
err-capture-armies = Ve hře s braním nikdo nevelí armádám: `armies` vynech.
err-capture-rule = `{ $key }` ve hře s braním neplatí (platí `long_jumps`, `first_player`, `turn_order`, `turn_timeout` a `abandon`).
err-bad-variant = `{ $value }` není hra: vyber `standard` nebo `capture`.
why-ambiguous = z { $from } do { $to } vede víc řetězů braní a každý bere jiné kolíky. Napiš celý řetěz: { $chains }{ $more ->
    [0] {""}
    [one] {" "}(a ještě jeden)
    [few] {" "}(a ještě { $more } další)
   *[other] {" "}(a ještě { $more } dalších)
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [one] { $score } sebraný kolík
    [few] { $score } sebrané kolíky
   *[other] { $score } sebraných kolíků
}
live-score-home = { $home } doma
live-score-captures = { $score ->
    [one] { $score } sebraný kolík
    [few] { $score } sebrané kolíky
   *[other] { $score } sebraných kolíků
}
standing-capture = { $place }. { $name }: { $score ->
    [one] { $score } sebraný kolík
    [few] { $score } sebrané kolíky
   *[other] { $score } sebraných kolíků
}{ $note }
reason-no-hops = už nejde skočit.
result-draw = Remíza: { $names } sebrali nejvíc, stejně mnoho.
board-header-draw = Konec hry · remíza
moves-capture = Kolík na { $hole } { $count ->
    [0] teď nemůže nic sebrat.
    [one] může skončit řetěz braní v jedné jamce: { $holes }.
    [few] může skončit řetěz braní ve { $count } jamkách: { $holes }.
   *[other] může skončit řetěz braní v { $count } jamkách: { $holes }.
}
why-capture-step = ve hře s braním se netáhne o krok: přeskoč kolík
why-not-a-capture = z { $from } do { $to } to není skok přes kolík

## Uložené hry a hodnocení (issue 16)
history-title = Poslední hry tady (strana { $page }):
history-title-of = Poslední hry hráče { $name } tady (strana { $page }):
history-none = Zatím tu není žádná uložená hra.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] 1 tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
} · { $kind }
history-won = vyhrál(a) { $name }
history-shared = o první místo se dělí { $names }
history-not-home = { $name } nedošel/nedošla domů
history-solo = výzva pro jednoho
history-more = Starší hry: strana { $next }.
former-player = bývalý hráč
leaderboard-title = Žebříček (hodnocení = mu − 3 sigma; v žebříčku po { $min } hodnocených hrách):
leaderboard-empty = Zatím tu nikdo neodehrál { $min } hodnocených her.
leaderboard-line = { $place }. { $name } — { $rating } (her: { $games })
leaderboard-you = Tvoje místo: { $place } z { $count }, hodnocení { $rating }.
leaderboard-you-unlisted = Do žebříčku se dostaneš po { $min } hodnocených hrách; máš jich { $games }.
profile = { $name }: hodnocení { $rating } (mu { $mu }, sigma { $sigma }), her: { $games }, výher: { $wins }, průměrné umístění { $place }.
profile-place = { $place }. místo v žebříčku.
profile-none = { $name } tu zatím nemá žádnou hodnocenou hru.
forgotten = Tvá hodnocení a nejlepší přechody jsou smazány a v uložených hrách je místo tvého jména „bývalý hráč“.
err-unknown-player = Nikdo jménem { $name } tu nehrál.

# alt text: what each image shows, in words (Discord's attachment description)
alt-board = Deska čínské dámy. { $header }.
alt-last = Poslední tahy: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = vynechal(a)
alt-resigned = se vzdal(a)
alt-seats = { $seats }.
alt-reach = Kolík na { $hole } může dojít { $count ->
    [one] do jedné jamky
    [few] do { $count } jamek
   *[other] do { $count } jamek
}, označeno: { $holes }.
alt-hint = Rada je zakreslena: { $path }.
alt-replay = Animovaný záznam hry, { $moves ->
    [one] jeden tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}. { $result }.
