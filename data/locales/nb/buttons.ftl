# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = Brettet har endret seg siden: dette valget gjaldt en tidligere stilling. Bruk knappene under det siste brettet.
err-rematch-asked = Du har allerede bedt om omkamp; venter på { $waiting }.
rematch-asked = { $name } vil ha omkamp ({ $asked }/{ $people }); venter på { $waiting }. Samme regler, plassene rotert.
rematch-ready = { $name } blir med på omkampen: alle er med, plassene rotert.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Flytt
button-rematch = Omkamp
button-replay = Reprise
menu-peg-prompt = Velg brikken du vil flytte ({ $count ->
    [one] én brikke kan flytte
   *[other] { $count } brikker kan flytte
}).
menu-peg-placeholder = Brikke som skal flyttes
menu-peg-option = { $hole } · { $count ->
    [one] ett trekk
   *[other] { $count } trekk
}
menu-move-prompt = Velg hvor den skal: hvert trekk er navngitt etter hullene sine.
menu-move-placeholder = Trekk som skal spilles
menu-more = Flere … (side { $page } av { $pages })
menu-played = Gjort: trekket ditt står på brettet i kanalen.
