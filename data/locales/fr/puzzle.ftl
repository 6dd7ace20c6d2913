# puzzle.ftl : le problème du jour (docs/playing.md, "The daily puzzle") : voir src/i18n.rs.

puzzle-farthest = **Problème du jour, { $date } : le coup le plus long.** Les rouges jouent : quel coup porte un pion rouge le plus de rangées vers la branche du bas ? Un seul coup va le plus loin.
puzzle-home = **Problème du jour, { $date } : arrivée en { $moves }.** Rouge seul : l'armée peut être arrivée en { $moves } coups, pas moins. Quel coup ouvre le chemin ? Un seul.
puzzle-how = { $front ->
    [console] Répondez avec `{ cmd-puzzle }` et le coup, par exemple `{ cmd-puzzle } d2 e7` : une réponse par jour ; la solution vient le lendemain.
   *[other] Répondez avec `/{ cmd-checkers } { cmd-puzzle }` et `{ opt-answer }:`, par exemple `d2 e7` (vous seul le voyez) : une réponse par jour ; la solution vient avec le problème suivant.
}
puzzle-daily-how = Répondez en privé avec `/{ cmd-checkers } { cmd-puzzle }` et `{ opt-answer }:` (une réponse par jour). La solution vient avec le problème suivant, à { $hour } UTC.
puzzle-answered-right = Votre réponse du jour : `{ $answer }`, juste.
puzzle-answered-wrong = Votre réponse du jour : `{ $answer }`, ce n'est pas celle-là ; la solution vient avec le problème suivant.
puzzle-streak = Votre série : { $days ->
    [0] aucune pour l'instant
    [one] 1 jour
   *[other] { $days } jours d'affilée
} (meilleure : { $best }).
puzzle-board = Ce mois-ci : { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· vous : { $place }ᵉ place, { $solved } résolus
puzzle-right = Juste : `{ $answer }` est la solution !
puzzle-wrong = `{ $answer }` n'est pas la solution. Elle vient avec le problème suivant.
puzzle-already = Vous avez déjà répondu au problème du jour (une réponse par jour).
puzzle-solution = **Solution du { $date } :** `{ $answer }` ({ $line }).
puzzle-solved = Résolu ici par { $solved } sur { $answered ->
    [one] 1 personne qui a répondu
   *[other] { $answered } qui ont répondu
}.
puzzle-solved-none = Personne n'y a répondu ici.
puzzle-planned = { $name } a réglé le problème du jour : publié ici chaque jour à { $hour } UTC.
puzzle-unplanned = { $name } a désactivé le problème du jour.
puzzle-red = Rouge (vous)
puzzle-green = Vert
puzzle-header = Problème du jour · { $date }
puzzle-solution-header = Solution · { $date }
puzzle-ask-farthest = Le coup le plus long ?
puzzle-ask-home = Arrivée en { $moves } : le premier coup ?
puzzle-description = { $header }. Pions rouges : { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Pions verts : { $green }.
}
puzzle-off-word = désactivé

err-puzzle-off = { $front ->
    [console] La console n'a pas de problème du jour à publier.
   *[other] Ce serveur n'a pas de problème du jour. Un membre ayant Gérer les salons l'active avec `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` et une heure (UTC), dans le salon où le publier.
}
err-puzzle-posting = Le premier problème du jour est en train d'être publié ici : redemandez dans un instant.
err-puzzle-hour = `{ opt-puzzle_hour }` prend une heure (UTC) de 0 à 23, ou `{ puzzle-off-word }`.
err-puzzle-console = La console n'a pas de serveur où publier un problème du jour : `{ cmd-puzzle }` montre le problème du jour.
