# kept.ftl : voir src/i18n.rs pour ce qui va ici.

## Classée ou amicale (le réglage de table `rated`)
lobby-rated = Partie classée : le résultat change les cotes des joueurs.
lobby-casual = Partie amicale : gardée, mais sans changement de cote.
board-rated = classée
board-casual = amicale

## forget-me, replay <id>, record <id>
forget-me-ask = Cela efface vos cotes et meilleures traversées{ $front ->
    [console] {""}
   *[other] { " " }sur tous les serveurs
} et remplace votre nom dans les parties gardées par « un ancien joueur ». C'est définitif. Pour continuer, tapez `{ cmd-forget-me } { forget-me-confirm }`.
# Le mot après `forget-me` qui le confirme (la console et les commandes tapées).
forget-me-confirm = confirmer
err-game-id = { $input } n'est pas un numéro de partie : utilisez le numéro # que montre `{ cmd-history }`.
err-unknown-game = { $front ->
    [console] Aucune partie n°{ $id } n'est gardée ici.
   *[other] Aucune partie n°{ $id } n'est gardée sur ce serveur.
}
kept-replay-caption = Rediffusion de la partie n°{ $id } ({ $date }) : { $players } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
kept-record-caption = Relevé de la partie n°{ $id } ({ $date }) : { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` dessine sa fin.
}
profile-moves = Coups moyens pour arriver : { $moves }.

## Cartes (leaderboard.png, profile.png)
card-leaderboard = Classement
card-games = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
card-not-rated = Jouez { $min } parties classées pour apparaître.
card-rating = cote (mu − 3 sigma)
card-games-wins = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
card-average-place = Place moyenne { $place }
card-place = N° { $place } ici
card-average-moves = { $moves } coups en moyenne pour arriver
card-no-finish = Aucune partie jouée jusqu'à l'arrivée pour l'instant
card-plot = { $count ->
    [one] Cote après la dernière partie classée
   *[other] Cote après chacune des { $count } dernières parties classées
}
card-no-plot = La courbe commence après deux parties classées.

## forget-me sur Discord (boutons)
forget-me-ask-buttons = Cela efface vos cotes et meilleures traversées sur tous les serveurs et remplace votre nom dans les parties gardées par « un ancien joueur ». C'est définitif. Continuer ?
forget-me-button-confirm = Oubliez-moi
forget-me-button-cancel = Annuler
forget-me-not-yours = Seul le membre qui a demandé peut répondre.
forget-me-cancelled = Rien n'a été effacé.

## Les dernières lignes de l'aide
help-kept = **Classements et parties gardées** : `{ cmd-history } [nom] [page]` les parties gardées ici · `{ cmd-leaderboard }` · `{ cmd-profile } [nom]` · `{ cmd-replay } <id>` et `{ cmd-record } <id>` une ancienne partie en animation ou en fichier de relevé · `{ cmd-forget-me }` efface vos cotes et votre nom (demande d'abord). Les cotes peuvent aller par saisons : un gestionnaire du salon fixe leur durée avec `{ cmd-defaults } { opt-seasons }=30` (jours ; `{ choice-seasons-off }`, ou `{ choice-seasons-end }` pour finir celle-ci maintenant) ; à la fin d'une saison, son classement final est publié et chaque cote repart adoucie ; `{ cmd-leaderboard } 2` montre celui de la saison 2. Une partie est classée avec les règles standard, jeu en équipe compris, quand chaque joueur fait au moins { $moves } coups ; `{ cmd-rules }` dit si celle-ci l'est.

## La console : un classement, un profil ou un relevé écrit dans un fichier
console-file = [fichier : { $path }]
console-record-file = [fichier : { $path }] `checkers-bot render --record { $path } --out board.png` dessine sa fin.

## history, profile : noms et pages qu'ils refusent ; forget-me une deuxième fois
history-past-end = La page { $page } est après la fin : { $pages ->
    [one] il n'y a qu'une page
   *[other] il y a { $pages } pages
}.
err-page = { $input } n'est pas une page : les pages comptent à partir de 1 (`{ cmd-history } 2`).
err-computer-name = Les ordinateurs n'ont ni historique ni profil à eux : « Ordinateur 2 » n'est que le nom de la place 2 dans une partie. `{ cmd-history }` et `{ cmd-profile }` prennent le nom d'une personne.
err-former-player = Les personnes qui ont utilisé `{ cmd-forget-me }` ne se retrouvent pas par leur nom, exprès : leurs parties gardées les montrent comme « un ancien joueur », et plus rien ne relie ces parties entre elles.
forget-me-nothing = Il n'y a rien à oublier de vous : ni cotes, ni meilleures traversées, ni parties gardées à votre nom (déjà oublié, ou jamais joué).
# La console : `record` sans un numéro de partie, `replay` avec plus d'un.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` seul rejoue la partie d'ici ; `{ cmd-replay } 12` rejoue la partie gardée n°12 (le numéro # que montre `{ cmd-history }`).
   *[other] `{ cmd-record }` prend le numéro d'une partie gardée, le numéro # que montre `{ cmd-history }` : `{ cmd-record } 12`.
}

## Parties non classées alors que la table l'était (docs/rules.md §5 `rated`), et parties annulées
history-aborted = annulée
history-not-rated = non classée
not-rated-moves = Non classée : chaque joueur doit faire au moins { $moves } coups.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } a réglé des saisons de classement de { $days ->
    [one] 1 jour
   *[other] { $days } jours
}{ $front ->
    [console] {""}
   *[other] { " " }sur ce serveur
} : la saison { $number } se termine le { $ends }, et son classement final est publié { $front ->
    [console] ici
   *[other] dans ce salon
}.
season-ends-now = Ce moment est passé : la saison { $number } se termine maintenant.
season-off = { $name } a retiré la durée des saisons : la saison { $number } continue jusqu'à ce qu'un gestionnaire la termine ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = le début
season-ended = La saison { $number } est terminée ({ $from } – { $to }).
season-ended-by = { $name } a terminé la saison { $number } ({ $from } – { $to }).
season-final-title = Son classement final (cote = mu − 3 sigma ; inscrit après { $min } parties classées) :
season-final-empty = Personne n'a joué { $min } parties classées pendant la saison { $number }.
season-next = La saison { $next } commence maintenant : chaque cote repart d'une cote adoucie (le même mu, un sigma plus grand), et parties, victoires et places se comptent à partir de 0.
season-next-ends = Elle se termine le { $ends }.
card-season = Saison { $number } — classement final
card-season-next = La saison { $next } commence, toutes les cotes adoucies.
season-board-title = Classement final de la saison { $number } ({ $from } – { $to } ; cote = mu − 3 sigma ; inscrit après { $min } parties classées) :
season-dates = Saison { $number } : { $from } – { $to }
leaderboard-season = Saison { $number }, depuis { $from } ; un gestionnaire la termine.
leaderboard-season-ends = Saison { $number }, depuis { $from } ; elle se termine le { $ends }.
profile-season = (Saison { $number } jusqu'ici.)
profile-past-seasons = Saisons passées :
profile-anywhere = Sur tous les serveurs ouverts (`{ cmd-seek }` partout) : classement { $rating }, { $games ->
    [one] 1 partie
   *[other] { $games } parties
}, { $wins ->
    [one] 1 victoire
   *[other] { $wins } victoires
}.
profile-past-season = • Saison { $number } ({ $from } – { $to }) : { $place }, cote { $rating }, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}.
profile-earlier-seasons = …et { $count ->
    [one] { $count } saison antérieure
   *[other] { $count } saisons antérieures
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} montre le classement final de la saison 2).
season-place = { $place }e sur { $count }
season-unlisted = non classé
err-no-season-yet = Aucune saison n'est encore terminée ici : la saison { $number } n'a pas de classement final.
err-no-season = La saison { $number } n'a pas de classement final ici : { $last ->
    [one] seule la saison 1 est terminée
   *[other] les saisons 1 à { $last } sont terminées
}.
err-season-just-ended = La saison { $number } vient de se terminer (son classement final est publié) : la saison { $next } est en cours.
err-season-number = { $input } n'est pas un numéro de saison : `{ cmd-leaderboard } 2` montre le classement final de la saison 2.
