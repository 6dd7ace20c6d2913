# assist.ftl: see src/i18n.rs for what belongs here.
# Vracení tahů, nápovědy a čekání (issue 21, body 4–6).

takeback-asked = { $name } žádá o vrácení { $count ->
    [one] tahu { $moves }
    [few] tahů { $moves } (svého tahu a odpovědí počítačů)
   *[other] tahů { $moves } (svého tahu a odpovědí počítačů)
}. { $waiting }: { $front ->
    [console] odpovězte `takeback přijmout` nebo `takeback odmítnout`
   *[other] stiskněte níže **{ button-takeback-accept }** nebo **{ button-takeback-decline }**
} do { $seconds } sekund (bez odpovědi to platí jako odmítnutí).
takeback-accepted = { $name } souhlasí.
takeback-accepted-waiting = { $name } souhlasí; čeká se ještě na: { $waiting }.
takeback-declined = { $name } odmítá: tah hráče { $asker } platí.
takeback-expired = Nikdo neodpověděl včas: tah hráče { $asker } platí.
takeback-closed-moved = Žádost hráče { $asker } o vrácení tahu je uzavřena: { $name } táhl.
takeback-closed-resigned = Žádost hráče { $asker } o vrácení tahu je uzavřena: { $name } se vzdal.
takeback-closed = Žádost hráče { $asker } o vrácení tahu je uzavřena: hra pokročila.
takeback-done = { $count ->
    [one] Vráceno: { $moves }, tah hráče { $name }.
    [few] Vráceno: { $moves }, tah hráče { $name } a odpovědi počítačů.
   *[other] Vráceno: { $moves }, tah hráče { $name } a odpovědi počítačů.
}
button-takeback-accept = Přijmout
button-takeback-decline = Odmítnout
hint = Nápověda ({ $level }): zahraj `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Vidíš ji jen ty.
}
casual-now = Hra je teď přátelská: nebude hodnocena.
casual-now-solo = Tento přechod je teď přátelský: nebude se počítat mezi nejlepší přechody.
hint-header = Nápověda: { $move }
err-takeback-off = V této hře nelze tahy vracet (nastavení `takeback=off`).
err-takeback-over = Hra skončila: její tahy platí.
err-nothing-to-take-back = Vrátit můžeš jen svůj poslední tah, a jen dokud netáhl jiný člověk.
err-takeback-open = Žádost o vrácení tahu už čeká na odpověď.
err-takeback-to-answer = { $asker } žádá o vrácení svého tahu: { $front ->
    [console] odpověz `takeback přijmout` nebo `takeback odmítnout`.
   *[other] odpověz tlačítkem **{ button-takeback-accept }** nebo **{ button-takeback-decline }** pod žádostí.
}
err-takeback-asked-before = O vrácení tohoto tahu jsi už žádal a nebylo přijato: jedna žádost na tah.
err-no-takeback = Není na co odpovídat: žádost už byla zodpovězena, vypršel čas, nebo hra pokročila.
err-own-takeback = O vrácení jsi požádal(a) ty; odpovídají ostatní hráči.
err-not-asked = Na tuto žádost odpovídají jen ostatní lidé, kteří hru hrají.
err-hints-off = V této hře jsou nápovědy vypnuté (nastavení `hints=off`).
err-hint-not-your-turn = Nápověda je pro hráče na tahu, v jeho tahu.
err-cooldown = Počkej { $seconds ->
    [one] sekundu
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}, než o to požádáš znovu.
rule-takeback-on = Hráč, který právě táhl, může požádat o vrácení tahu (`{ cmd-takeback }`); ostatní lidé přijmou nebo odmítnou.
rule-takeback-off = Tahy nelze vracet.
rule-hints-on = Hráč na tahu může požádat o nápovědu (`{ cmd-hint }`): tah počítače, ukázaný jen jemu.
rule-hints-off = Bez nápověd.
console-takeback-usage = `takeback` žádá o vrácení tvého posledního tahu; `takeback přijmout` nebo `takeback odmítnout` odpovídá na žádost.

# notify: a direct message at your turn
notify-on = Od teď dostaneš přímou zprávu, když budeš na tahu, v každé hře. Vypneš to znovu příkazem `{ cmd-notify }`.
notify-off = Upozornění na tah jsou vypnutá: žádná přímá zpráva, když jsi na tahu.
notify-turn = Jsi na tahu v čínské dámě:
    { $news }
notify-refused = { $mention }, nemohu ti posílat přímé zprávy, takže tvá upozornění na tah jsou teď vypnutá. Povol přímé zprávy od členů tohoto serveru a pak znovu použij `{ cmd-notify }`.
err-no-direct-messages = Tady nejsou žádné přímé zprávy: `{ cmd-notify }`, `{ cmd-follow }` a `{ cmd-digest }` jsou pro Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Teď sleduješ tuto hru: po tazích dostaneš přímou zprávu s deskou, nejvýš jednu za minutu, dokud hra neskončí. `{ cmd-follow }` s `{ opt-stop }` to ukončí.
follow-already = Tuto hru už sleduješ.
follow-off = Tuto hru už nesleduješ.
follow-not-following = Tuto hru nesleduješ.
follow-moves = Hra, kterou sleduješ:
    { $news }
err-follow-no-game = Tady se nehraje žádná hra, kterou by šlo sledovat.
err-follow-seated = V této hře hraješ a vidíš každý tah; `{ cmd-notify }` ti dá vědět, až budeš na tahu.
err-follow-full = Tuto hru už sleduje { $most } lidí, víc nejde.

# games: your games in progress
games-none = { $front ->
    [console] Nemáš žádnou rozehranou hru.
   *[other] Na tomto serveru nemáš žádnou rozehranou hru.
}
games-title = Tvé rozehrané hry ({ $count }):
games-here = tady
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **jsi na tahu**
games-to-move = na tahu je { $name }
games-left = , zbývá { $left }
games-more = … a dalších { $count }.

# seek: searching for an opponent
help-searching = Právě hledají: { $pools }. Přidej se příkazem `{ cmd-seek }`.
help-searching-pool = { $count } { $rated ->
    [rated] hodnocenou
   *[other] přátelskou
} hru pro { $players }
seek-searching = Hledáš { $rated ->
    [rated] hodnocenou
   *[other] přátelskou
} hru pro { $players } hráče (teď hledá { $count }). Až se hra najde, budeš zmíněn; hledání skončí za { $minutes } minut. `{ cmd-seek } cancel` ho zastaví.
seek-matched = Hra nalezena: { $names }, { $rated ->
    [rated] hodnocená
   *[other] přátelská
} hra pro { $players } hráče. Stůl se teď otevírá.
seek-cancelled = Už nehledáš.
seek-not-searching = Nehledal jsi.
seek-expired = { $mention }, pro tvou hru pro { $players } hráče se včas nikdo nenašel; hledej dál znovu příkazem `{ cmd-seek }`.
err-nobody-to-seek = Tady nikdo další k nalezení není: hledání soupeřů je pro Discord. Tady `add-computer`, nebo `as JMÉNO` pro dalšího hráče.

# challenge: named people (and computers) invited to a game
challenge-made = { $name } vyzývá { $names } ke hře pro { $players } hráče.
challenge-computers = Hrají i počítače: { $computers }.
challenge-computers-only = { $name } hraje hru pro { $players } hráče proti: { $computers }.
challenge-computer = počítač ({ $level })
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` pro přijetí nebo `{ cmd-leave }` pro odmítnutí
   *[other] stiskněte **{ button-challenge-accept }** nebo **{ button-challenge-decline }**
} do { $minutes ->
    [one] jedné minuty
    [few] { $minutes } minut
   *[other] { $minutes } minut
}.
challenge-accepted = { $name } přijímá; ještě má odpovědět: { $names }.
challenge-accepted-all = { $name } přijímá: všichni jsou tu a hra začíná.
challenge-declined = { $mention }, { $name } tvou výzvu odmítá; je zrušena.
challenge-expired = { $mention }, tvoje výzva je zrušena: { $names } neodpověděl(a) do { $minutes ->
    [one] jedné minuty
    [few] { $minutes } minut
   *[other] { $minutes } minut
}.
challenge-waiting = Vyzvaní, ještě mají odpovědět: { $names }
button-challenge-accept = Přijmout
button-challenge-decline = Odmítnout
err-challenge-nobody = Uveď, koho vyzýváš: až pět lidí, nebo počítače.
err-challenge-self = Nemůžeš vyzvat sám sebe: uveď někoho jiného, nebo počítač.
err-challenge-bot = { $name } je aplikace a na výzvu odpovědět nemůže; chceš-li hrát proti počítači, použij `{ opt-computers }`.
err-challenge-twice = { $name } je uveden(a) dvakrát.
err-challenge-players = S tebou je to { $count } hráčů; hra má 2, 3, 4 nebo 6 hráčů.
err-challenge-minutes = Čas na odpověď je 1 až { $most } minut.
err-not-challenged = Tato místa jsou pro vyzvané: { $names }.
err-challenge-seats = Výzva usadí jen lidi a počítače, které jmenovala, když vznikla: další místo přidat nejde.
err-nobody-to-challenge = Není tu nikdo další k vyzvání: výzvy jsou pro Discord (`/{ cmd-checkers } { cmd-challenge }` nebo nabídka Aplikace u člověka). Tady `add-computer`, nebo `as JMÉNO` pro dalšího hráče.
seek-not-here = Hledání soupeřů potřebuje bota na serveru: tady ti může jen odpovídat. Použij raději `{ cmd-challenge }` na lidi, se kterými chceš hrát.
seek-filled = Za { $minutes } minuty nikdo další nepřišel: { $names } { $computers ->
    [one] a jeden počítač ({ $level }) hrají
    [few] a { $computers } počítače ({ $level }) hrají
   *[other] a { $computers } počítačů ({ $level }) hrají
} { $rated ->
    [rated] hodnocenou
   *[other] přátelskou
} hru pro { $players } hráče. Stůl se otevírá teď.
game-channel-here = { $name } nastavil(a) tento kanál jako herní kanál serveru: hry nalezené přes `{ cmd-seek }` se otevírají v jeho vláknech.
game-channel-off = { $name } zrušil(a) herní kanál serveru: hry nalezené přes `{ cmd-seek }` se otevírají tam, kde hledal poslední z hráčů.
seek-not-opened = Nalezená hra se tady nemůže otevřít: { $why } Hledej znovu příkazem `{ cmd-seek }`, nebo hraj přes `{ cmd-challenge }`.
err-game-channel-thread = Vlákno nemůže být herním kanálem serveru: hry se otevírají v jeho vláknech. Použij to v kanálu.
anywhere-on = { $name } otevřel(a) tento server společnému hledání na všech serverech: `{ cmd-seek }` s `{ opt-anywhere }` najde lidi ze všech otevřených serverů. Mezi servery jdou jen zobrazovaná jména.
anywhere-off = { $name } zavřel(a) tento server společnému hledání na všech serverech: `{ cmd-seek }` najde jen lidi z tohoto serveru.
err-anywhere-closed = Tento server není otevřený společnému hledání na všech serverech. Správce kanálů ho otevře přes `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Toto vlákno ukazuje hru nalezenou na všech otevřených serverech, uloženou u ostatních hráčů: nová hra začíná v kanálu tohoto serveru (nebo znovu `{ cmd-seek }`).
err-rematch-anywhere = Hra nalezená na všech otevřených serverech nemá odvetu: znovu `{ cmd-seek }`, nebo se vyzvěte tam, kde jste oba.
seek-searching-anywhere = Hledáš na všech otevřených serverech { $rated ->
    [rated] hodnocenou
   *[other] přátelskou
} hru pro { $players } hráče. Teď hledá: { $count } tady · { $all } na všech serverech. Až se hra najde, budeš zmíněn ve vlákně tady; hledání skončí za { $minutes } minut.
# block: držet člena stranou; report: nahlásit hru provozovatelům
block-on = Zablokoval(a) jsi hráče { $name }: `{ cmd-seek }` vás nikdy nespáruje a nejsou mezi vámi výzvy. `{ cmd-block }` s `{ opt-undo }` to zruší.
block-off = { $name } už není zablokován(a).
block-not-blocked = Hráče { $name } jsi nezablokoval(a).
block-count = { $count ->
    [0] Nemáš nikoho zablokovaného.
    [one] Máš zablokovaného jednoho člena.
    [few] Máš zablokované { $count } členy.
   *[other] Máš zablokovaných { $count } členů.
}
err-block-oneself = Sám sebe zablokovat nemůžeš.
err-block-bot = { $name } je aplikace: aplikace nikdy nehrají, takže není co blokovat.
err-block-full = Už máš zablokovaných { $most } členů, víc nejde: nejdřív někoho odblokuj.
err-challenge-they-blocked = { $name } od tebe výzvy nepřijímá.
err-challenge-you-blocked = Hráče { $name } jsi zablokoval(a): `{ cmd-block }` s `{ opt-undo }` ho odblokuje.
err-nobody-to-block = Tady není nikdo další, koho blokovat: blokování je pro Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Díky: tvé hlášení (číslo { $id }) se uchová pro provozovatele bota, s touto hrou tak, jak je teď. Nikdo jiný se to nedozví.
err-report-no-game = Tady není žádná hra k nahlášení.
# digest: one message a day listing the games at your turn
digest-on = Tvůj denní přehled je zapnutý: v { $hour } (UTC) ti přímá zpráva vypíše hry, kde jsi na tahu, se zbývajícím časem (v den bez nich žádná). `{ cmd-digest }` s `{ opt-off }` ho vypne.
digest-off = Denní přehled nedostáváš.
digest-title = { $count ->
    [one] Tvůj denní přehled: jsi na tahu v 1 hře.
    [few] Tvůj denní přehled: jsi na tahu ve { $count } hrách.
   *[other] Tvůj denní přehled: jsi na tahu v { $count } hrách.
}
err-challenge-apart = { $first } a { $second } nemohou být v jedné hře: jeden zablokoval druhého.
err-block-busy = Příliš mnoho změn tvých blokování najednou: zkus to znovu.
err-accept-blocked = Nemůžeš přijmout: ty nebo někdo v této hře jste od výzvy zablokovali toho druhého.
