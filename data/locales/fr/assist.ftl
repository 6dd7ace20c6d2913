# assist.ftl : voir src/i18n.rs pour ce qui va ici.
# Reprises, indices et délais d'attente.

takeback-asked = { $name } demande à reprendre { $count ->
    [one] le coup { $moves }
   *[other] { $moves } (son coup et { $replies ->
        [one] la réponse de l'ordinateur
       *[other] les réponses des ordinateurs
    })
}. { $waiting } : { $front ->
    [console] répondez `{ cmd-takeback } accepter` ou `{ cmd-takeback } refuser`
   *[other] appuyez sur **{ button-takeback-accept }** ou **{ button-takeback-decline }** ci-dessous
} dans les { $seconds } secondes (sans réponse, c'est un refus).
takeback-accepted = { $name } a accepté.
takeback-accepted-waiting = { $name } a accepté ; on attend encore { $waiting }.
takeback-declined = { $name } a refusé : le coup de { $asker } reste.
takeback-expired = Pas de réponse à temps : le coup de { $asker } reste.
takeback-closed-moved = La demande de reprise de { $asker } est close : { $name } a joué.
takeback-closed-resigned = La demande de reprise de { $asker } est close : { $name } a abandonné.
takeback-closed = La demande de reprise de { $asker } est close : la partie a continué.
takeback-done = { $count ->
    [one] Repris : { $moves }, le coup de { $name }.
   *[other] Repris : { $moves } : le coup de { $name } et { $replies ->
        [one] la réponse de l'ordinateur
       *[other] les réponses des ordinateurs
    }.
}
button-takeback-accept = Accepter
button-takeback-decline = Refuser
hint = Indice ({ $level }) : jouez `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Vous seul le voyez.
}
casual-now = La partie est désormais amicale : elle ne sera pas classée.
casual-now-solo = Cette traversée est désormais amicale : elle ne comptera pas au tableau des meilleures traversées.
hint-header = Indice : { $move }
err-takeback-off = Les coups ne peuvent pas être repris dans cette partie (réglage `takeback=off`).
err-takeback-over = La partie est terminée : ses coups restent.
err-nothing-to-take-back = Vous ne pouvez reprendre que votre propre dernier coup, et seulement tant qu'une autre personne n'a pas joué.
err-takeback-open = Une reprise attend déjà une réponse.
err-takeback-to-answer = { $asker } a demandé à reprendre son coup : { $front ->
    [console] répondez avec `{ cmd-takeback } accepter` ou `{ cmd-takeback } refuser`.
   *[other] répondez avec le bouton **{ button-takeback-accept }** ou **{ button-takeback-decline }** sous la demande.
}
err-takeback-asked-before = Vous avez déjà demandé à reprendre ce coup et ce n'a pas été accepté : une demande par coup.
err-no-takeback = Il n'y a pas de reprise à laquelle répondre : on y a répondu, son temps est écoulé, ou la partie a continué.
err-own-takeback = C'est vous qui avez demandé cette reprise ; les autres joueurs y répondent.
err-not-asked = Seules les autres personnes de cette partie répondent à cette reprise.
err-hints-off = Les indices sont désactivés dans cette partie (réglage `hints=off`).
err-hint-not-your-turn = Un indice est pour le joueur au trait, à son tour.
err-cooldown = Veuillez attendre { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
} avant de redemander cela.
rule-takeback-on = Le joueur qui vient de jouer peut demander à reprendre son coup (`{ cmd-takeback }`) ; les autres personnes acceptent ou refusent.
rule-takeback-off = Les coups ne peuvent pas être repris.
rule-hints-on = Le joueur au trait peut demander un indice (`{ cmd-hint }`) : le coup de l'ordinateur, montré à lui seul.
rule-hints-off = Pas d'indices.
console-takeback-usage = `{ cmd-takeback }` demande à reprendre votre dernier coup ; `{ cmd-takeback } accepter` ou `{ cmd-takeback } refuser` répond à une demande.

# notify : un message privé à votre tour
notify-on = Désormais, vous recevez un message privé quand c'est votre tour, dans chaque partie. Utilisez de nouveau `{ cmd-notify }` pour l'arrêter.
notify-off = Les messages de tour sont désactivés : pas de message privé quand c'est votre tour.
notify-turn = C'est votre tour aux dames chinoises :
    { $news }
notify-refused = { $mention }, je ne peux pas vous envoyer de messages privés, donc vos messages de tour sont désactivés. Autorisez les messages privés des membres de ce serveur, puis utilisez de nouveau `{ cmd-notify }`.
err-no-direct-messages = Il n'y a pas de messages privés ici : `{ cmd-notify }`, `{ cmd-follow }` et `{ cmd-digest }` sont pour Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Vous suivez cette partie : après des coups, vous recevez un message privé avec le plateau, au plus un par minute, jusqu'à la fin de la partie. `{ cmd-follow }` avec `{ opt-stop }` l'arrête.
follow-already = Vous suivez déjà cette partie.
follow-off = Vous ne suivez plus cette partie.
follow-not-following = Vous ne suivez pas cette partie.
follow-moves = Une partie que vous suivez :
    { $news }
err-follow-no-game = Aucune partie n'est en cours ici à suivre.
err-follow-seated = Vous jouez dans cette partie et voyez chaque coup ; `{ cmd-notify }` vous prévient quand c'est votre tour.
err-follow-full = Cette partie a déjà { $most } personnes qui la suivent, le maximum.

# games : vos parties en cours
games-none = { $front ->
    [console] Vous n'avez aucune partie en cours.
   *[other] Vous n'avez aucune partie en cours sur ce serveur.
}
games-title = Vos parties en cours ({ $count }) :
games-here = ici
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **à vous**
games-to-move = à { $name } de jouer
games-left = , reste { $left }
games-more = … et { $count } de plus.

# seek : chercher un adversaire
help-searching = En recherche maintenant : { $pools }. `{ cmd-seek }` pour les rejoindre.
help-searching-pool = { $count } pour une partie { $rated ->
    [rated] classée
   *[other] amicale
} à { $players } joueurs
seek-searching = Vous cherchez une partie { $rated ->
    [rated] classée
   *[other] amicale
} à { $players } joueurs ({ $count } en recherche maintenant). Vous serez mentionné quand une partie sera trouvée ; la recherche se termine dans { $minutes } minutes. `{ cmd-seek }` avec `{ opt-cancel }` l'arrête.
seek-matched = Partie trouvée : { $names }, une partie { $rated ->
    [rated] classée
   *[other] amicale
} à { $players } joueurs. Sa table s'ouvre maintenant.
seek-cancelled = Vous ne cherchez plus.
seek-not-searching = Vous ne cherchiez pas.
seek-expired = { $mention }, personne n'a été trouvé à temps pour votre partie à { $players } joueurs ; `{ cmd-seek }` de nouveau pour continuer à chercher.
err-nobody-to-seek = Il n'y a personne d'autre à trouver ici : la recherche d'adversaires est pour Discord. Ici, `{ cmd-add-computer }`, ou `as NOM` pour un autre joueur.

# challenge : des personnes nommées (et des ordinateurs) invitées à une partie
challenge-made = { $name } défie { $names } à une partie à { $players } joueurs.
challenge-computers = Des ordinateurs jouent aussi : { $computers }.
challenge-computers-only = { $name } joue une partie à { $players } joueurs contre { $computers }.
challenge-computer = ordinateur { $level }
challenge-answer = { $names } : { $front ->
    [console] `{ cmd-join }` pour accepter ou `{ cmd-leave }` pour refuser
   *[other] appuyez sur **{ button-challenge-accept }** ou **{ button-challenge-decline }**
} d'ici { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
challenge-accepted = { $name } a accepté ; doivent encore répondre : { $names }.
challenge-accepted-all = { $name } a accepté : tout le monde est là, et la partie commence.
challenge-declined = { $mention }, { $name } a refusé votre défi ; il est annulé.
challenge-expired = { $mention }, votre défi est annulé : { $names } n'a pas répondu en { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}.
challenge-waiting = Défiés, doivent encore répondre : { $names }
button-challenge-accept = Accepter
button-challenge-decline = Refuser
err-challenge-nobody = Nommez quelqu'un à défier : jusqu'à cinq personnes, ou des ordinateurs.
err-challenge-self = Vous ne pouvez pas vous défier vous-même : nommez quelqu'un d'autre, ou un ordinateur.
err-challenge-bot = { $name } est une application et ne peut pas répondre à un défi ; pour jouer contre un ordinateur, indiquez `{ opt-computers }`.
err-challenge-twice = { $name } est nommé deux fois.
err-challenge-players = Avec vous, cela fait { $count } joueurs ; une partie en a 2, 3, 4 ou 6.
err-challenge-minutes = Le temps pour répondre va de 1 à { $most } minutes.
err-not-challenged = Ces places sont pour les personnes défiées : { $names }.
err-challenge-seats = Un défi ne place que les personnes et les ordinateurs nommés quand il a été lancé : aucune autre place ne peut être ajoutée.
err-nobody-to-challenge = Il n'y a personne d'autre à défier ici : les défis sont pour Discord (`/{ cmd-checkers } { cmd-challenge }`, ou le menu Applications sur une personne). Ici, `{ cmd-add-computer }`, ou `as NOM` pour un autre joueur.
seek-not-here = Chercher un adversaire demande le bot sur un serveur : ici, il ne peut que vous répondre. Défiez plutôt avec `{ cmd-challenge }` les personnes avec qui vous voulez jouer.
seek-filled = Personne d'autre n'est venu en { $minutes } minutes : { $names } { $computers ->
    [one] et un ordinateur ({ $level }) jouent
   *[other] et { $computers } ordinateurs ({ $level }) jouent
} une partie { $rated ->
    [rated] classée
   *[other] amicale
} à { $players } joueurs. Sa table s'ouvre maintenant.
game-channel-here = { $name } a fait de ce salon le salon de jeu du serveur : les parties trouvées par `{ cmd-seek }` s'ouvrent dans ses fils.
game-channel-off = { $name } a retiré le salon de jeu du serveur : les parties trouvées par `{ cmd-seek }` s'ouvrent là où la dernière personne a cherché.
seek-not-opened = La partie trouvée ne peut pas s'ouvrir ici : { $why } Cherchez de nouveau avec `{ cmd-seek }`, ou jouez avec `{ cmd-challenge }`.
err-game-channel-thread = Un fil ne peut pas être le salon de jeu du serveur : les parties s'ouvrent dans ses fils. Utilisez ceci dans un salon.
anywhere-on = { $name } a ouvert ce serveur au groupe de tous les serveurs : `{ cmd-seek }` avec `{ opt-anywhere }` trouve des gens de tous les serveurs ouverts. Seuls les noms affichés passent d'un serveur à l'autre.
anywhere-off = { $name } a fermé ce serveur au groupe de tous les serveurs : `{ cmd-seek }` ne trouve que des gens de ce serveur.
err-anywhere-closed = Ce serveur n'est pas ouvert au groupe de tous les serveurs. Un gestionnaire des salons l'ouvre avec `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Ce fil montre une partie trouvée sur tous les serveurs ouverts, gardée chez ses autres joueurs : une nouvelle partie commence dans un salon de ce serveur (ou `{ cmd-seek }` à nouveau).
err-rematch-anywhere = Une partie trouvée sur tous les serveurs ouverts n'a pas de revanche : `{ cmd-seek }` à nouveau, ou défiez-vous là où vous êtes tous les deux.
seek-searching-anywhere = Vous cherchez sur tous les serveurs ouverts une partie { $rated ->
    [rated] classée
   *[other] amicale
} à { $players } joueurs. En recherche maintenant : { $count } ici · { $all } sur tous les serveurs. Vous serez mentionné dans un fil ici quand une partie sera trouvée ; la recherche se termine dans { $minutes } minutes.
# block : tenir un membre à l'écart ; report : signaler une partie aux opérateurs
block-on = Vous avez bloqué { $name } : `{ cmd-seek }` ne vous réunit jamais, et il n'y a pas de défis entre vous. `{ cmd-block }` avec `{ opt-undo }` l'annule.
block-off = { $name } n'est plus bloqué.
block-not-blocked = Vous n'aviez pas bloqué { $name }.
block-count = { $count ->
    [0] Vous n'avez bloqué personne.
    [one] Vous avez bloqué un membre.
   *[other] Vous avez bloqué { $count } membres.
}
err-block-oneself = Vous ne pouvez pas vous bloquer vous-même.
err-block-bot = { $name } est une application : les applications ne jouent jamais, il n'y a donc rien à bloquer.
err-block-full = Vous avez déjà bloqué { $most } membres, le maximum : débloquez d'abord quelqu'un.
err-challenge-they-blocked = { $name } n'accepte pas vos défis.
err-challenge-you-blocked = Vous avez bloqué { $name } : `{ cmd-block }` avec `{ opt-undo }` le débloque.
err-nobody-to-block = Il n'y a personne d'autre à bloquer ici : le blocage est pour Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Merci : votre signalement (numéro { $id }) est gardé pour les opérateurs du bot, avec cette partie telle qu'elle est maintenant. Personne d'autre n'est prévenu.
err-report-no-game = Il n'y a pas de partie à signaler ici.
# digest: one message a day listing the games at your turn
digest-on = Votre résumé quotidien est activé : à { $hour } (UTC), un message privé liste vos parties où c'est votre tour, avec le temps restant (rien les jours où ce n'est votre tour nulle part). `{ cmd-digest }` avec `{ opt-off }` le désactive.
digest-off = Vous ne recevez pas de résumé quotidien.
digest-title = { $count ->
    [one] Votre résumé du jour : c'est votre tour dans 1 partie.
   *[other] Votre résumé du jour : c'est votre tour dans { $count } parties.
}
err-challenge-apart = { $first } et { $second } ne peuvent pas être dans une même partie : l'un a bloqué l'autre.
err-block-busy = Trop de changements de vos blocages à la fois : réessayez.
err-accept-blocked = Vous ne pouvez pas accepter : vous ou quelqu'un de cette partie avez bloqué l'autre depuis le défi.
