# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = Deska se mezitím změnila: tahle volba patřila k dřívější pozici. Použij tlačítka pod poslední deskou.
err-rematch-asked = O odvetu už jsi požádal; čeká se na { $waiting }.
rematch-asked = { $name } chce odvetu ({ $asked }/{ $people }); čeká se na { $waiting }. Stejná pravidla, místa posunutá.
rematch-ready = { $name } jde do odvety: všichni jsou tu, místa posunutá.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Táhnout
button-rematch = Odveta
button-replay = Záznam
menu-peg-prompt = Vyber kolík, kterým táhneš ({ $count ->
    [one] táhnout může jeden kolík
    [few] táhnout můžou { $count } kolíky
   *[other] táhnout může { $count } kolíků
}).
menu-peg-placeholder = Kolík, kterým táhneš
menu-peg-option = { $hole } · { $count ->
    [one] jeden tah
    [few] { $count } tahy
   *[other] { $count } tahů
}
menu-move-prompt = Vyber, kam půjde: každý tah je pojmenovaný svými jamkami.
menu-move-placeholder = Tah, který zahraješ
menu-more = Další… (strana { $page } z { $pages })
menu-played = Hotovo: tvůj tah je na desce v kanálu.

# Vzdát se a zrušit rozehranou hru se nejdřív ptá: v konzoli se napíše slovo, na Discordu
# je tlačítko Potvrdit (docs/playing.md).
resign-ask = Opravdu to v této hře vzdáváš? Skončíš za všemi hráči, kteří ještě hrají, a nejde to vzít zpět. Hru vzdáš příkazem `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Ukončit tuto hru pro všechny? Uloží se v `{ cmd-history }` jako zrušená, bez hodnocení. Ukončíš ji příkazem `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Opravdu to v této hře vzdáváš? Skončíš za všemi hráči, kteří ještě hrají, a nejde to vzít zpět. Hru vzdáš tlačítkem **{ button-confirm }**.
abort-ask-button = Ukončit tuto hru pro všechny? Uloží se v `/{ cmd-checkers-ratings } { cmd-history }` jako zrušená, bez hodnocení. Ukončíš ji tlačítkem **{ button-confirm }**.
hint-ask = Tato hra se hodnotí: nápověda z ní udělá pro všechny přátelskou (nehodnocenou) hru a nejde to vrátit. Chceš-li ji, napiš `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Tato hra se hodnotí: nápověda z ní udělá pro všechny přátelskou (nehodnocenou) hru a nejde to vrátit. Chceš-li ji, stiskni **{ button-confirm }**.
button-confirm = Potvrdit
confirm-done = Hotovo: kanál se to dozvěděl.
err-question-gone = Ta otázka se týkala hry, která mezitím skončila nebo ji nahradila jiná: nic se nestalo.
err-leave-in-game = Hra už běží: `{ cmd-leave }` uvolní místo jen před začátkem. Chceš-li to teď vzdát, použij `{ cmd-resign }` (nejdřív se zeptá).
button-watch = Sledovat živě
button-web-play = Hrát v prohlížeči
web-play-link = Tvůj vlastní odkaz pro hraní této partie v prohlížeči: klikni na kámen, pak na díru, kam dosáhne. Nikomu ho nedávej; platí jeden den.
web-no-seat = V partii, která se tu hraje, nemáš místo.
activity-description = Sleduj a hraj čínskou dámu s lidmi tady
web-moves = Tahy
web-reconnecting = Znovu se připojuji…
web-no-game = U tohoto stolu se teď nehraje žádná partie.
web-link-invalid = Tento odkaz není platný.
web-link-expired = Platnost odkazu vypršela; vyžádej si nový tlačítkem Hrát v prohlížeči.
web-link-replaced = Tento odkaz nahradil novější: použij poslední odkaz, který ti dalo tlačítko Hrát v prohlížeči.
web-link-old-game = Tento odkaz byl pro partii, která skončila; vyžádej si nový tlačítkem Hrát v prohlížeči.
web-too-many = Příliš mnoho požadavků; chvíli počkej.
web-no-answer = Server neodpověděl; zkus to znovu.
web-time-left = Zbývá:
web-follow = Sledovat přímou zprávou
web-unfollow = Přestat sledovat
web-not-a-follow = To není žádost o sledování.
web-no-such-move = Tento kámen takový tah nemá: klikni na svůj kámen, pak na díru, kam dosáhne.
web-board-changed = Deska se mezitím změnila: podívej se na současnou pozici a klikni znovu.
# The web board's refusals of malformed requests.
web-not-a-move = To není tah.
web-too-large = Tento požadavek je příliš velký: tah zabere nejvýš { $most } bajtů.
web-nothing-here = Nic tu není.
web-method = Tato metoda se tu neobsluhuje.
web-activity-off = Aktivita na tomto serveru není zapnutá.
web-not-a-session = To není žádost o relaci.
web-not-confirmed = Discord nepotvrdil, kdo jsi.
web-not-in-activity = V této aktivitě nejsi.
web-discord-no-answer = Discord neodpověděl; zkus to za chvíli znovu.
web-not-a-socket = To není žádost o WebSocket.
