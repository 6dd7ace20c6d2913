# teams.ftl : voir src/i18n.rs pour ce qui va ici.

## Jeu en équipe (docs/rules.md §8)

err-teams = Le jeu en équipe (`{ opt-teams }=on`) se joue à 4 ou 6 joueurs avec une armée chacun.
rule-teams-on = Jeu en équipe : les partenaires de branches opposées jouent ensemble, et une équipe a terminé quand ses deux armées sont arrivées ; un joueur dont l'armée est arrivée déplace les pions de son partenaire.
rule-teams-off = Chacun joue pour soi.
team-names = { $first } et { $second }
teams-line = Équipes : { $teams }
team-finished = L'équipe { $names } a ramené tous ses pions et prend la place { $place } !
team-home = L'armée de { $name } est arrivée, mais l'équipe n'a pas terminé : { $name } continue avec les pions de { $partner } ({ $colour }).

help-teams-solo = Équipes : `{ cmd-new } 4 { opt-teams }=on` (ou 6) se joue en équipes de deux, partenaires dans des branches opposées ; un joueur dont l'armée est arrivée déplace les pions de son partenaire. Seul : `{ cmd-solo }` traverse le plateau en aussi peu de coups que possible (le meilleur prouvé est 27) · `{ cmd-solo } { choice-view-board }` les meilleures traversées ici · `{ cmd-solo } { choice-view-computer }` la traversée de l'ordinateur

## Le défi solitaire (docs/rules.md §9)

solo-started = Défi solitaire : { $name }, amenez votre armée rouge de la branche du haut à celle du bas en aussi peu de coups que possible. Le meilleur prouvé est de { $optimum } coups (George Bell, 2009).
solo-crossed = Arrivé en { $moves } coups : { $over ->
    [0] le meilleur prouvé !
   *[other] { $over } de plus que le meilleur prouvé de { $optimum } (George Bell, 2009).
}
solo-best = Votre meilleure traversée ici : { $best } coups, place { $place } sur { $of } au tableau (`{ cmd-solo } { choice-view-board }`).
solo-board-title = Meilleures traversées ici (le meilleur prouvé est de { $optimum } coups) :
solo-board-line = { $place }. { $name } : { $moves } coups ({ $over ->
    [0] le meilleur prouvé
   *[other] +{ $over }
})
solo-board-you = Votre meilleure : { $moves } coups, place { $place }.
solo-board-empty = Personne n'a encore traversé ici : `{ cmd-solo }` lance une traversée (le meilleur prouvé est de { $optimum } coups).
solo-board-helped = Vos traversées ici ont été aidées (un conseil, ou un coup repris) : elles ne sont pas classées, mais sont dans { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = La traversée de l'ordinateur : { $moves } coups, { $over ->
    [0] le meilleur prouvé.
   *[other] { $over } de plus que le meilleur prouvé de { $optimum }.
}

## Résultats par équipe (docs/rules.md §8)
team-label = Équipe { $names }
team-wins = { $team } gagne !
reason-resignations-teams = il ne reste qu'une équipe.
team-resigned = { $name } a abandonné : l'équipe { $names } est désormais classée après toutes les équipes encore en lice ; l'ordinateur joue désormais les pions de { $name }.
team-resigned-final = { $name } a abandonné pour l'équipe { $names }.
