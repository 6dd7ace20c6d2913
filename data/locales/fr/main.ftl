# Textes du bot pour les joueurs (français). Chaque réponse, erreur et légende vient d'ici.

help = **Dames chinoises** — faites traverser l'étoile à vos pions : le premier à les amener tous dans la branche opposée gagne. Déplacez un pion en écrivant les trous qu'il visite : `d2 e7` (un pas), `b2-d2-f7` (une chaîne de sauts).{ $front ->
        [console] {""}
       *[other] { " " }Ou appuyez sur **{ button-move }** sous le plateau.
    }
    Commandes — une partie : `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · jouer : `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · apprendre : `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · parties gardées : `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Plus, un sujet à la fois : { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` jouer et les trous · `{ cmd-help } { choice-topic-commands }` ce que fait chaque commande · `{ cmd-help } { choice-topic-rules }` les règles maison ici · `{ cmd-help } { choice-topic-teams }` le jeu en équipe et le défi solitaire · `{ cmd-help } { choice-topic-ratings }` classements et parties gardées · `{ cmd-help } { choice-topic-capture }` le jeu de prise
       *[other] `/{ cmd-checkers } { cmd-help }` avec `{ opt-topic }` : `{ choice-topic-moves }` jouer et les trous · `{ choice-topic-commands }` ce que fait chaque commande · `{ choice-topic-rules }` les règles maison ici · `{ choice-topic-teams }` le jeu en équipe et le défi solitaire · `{ choice-topic-ratings }` classements et parties gardées · `{ choice-topic-capture }` le jeu de prise
    }
help-moves = **Jouer** — à votre tour, déplacez un pion : soit un pas vers un trou voisin vide, soit une chaîne de sauts — sautez par-dessus un pion voisin (n'importe lequel, même le vôtre) jusqu'au trou vide juste derrière, puis sautez encore d'où vous êtes autant de fois que vous voulez, dans toutes les directions. Un coup ne mélange jamais pas et sauts.
    Trous : les rangées sont les lettres `a`–`q` de haut en bas, et les trous d'une rangée sont numérotés à partir de 1, de gauche à droite (la pointe du haut est `a1`, le centre `i5`). Chaque trou est marqué sur le plateau.
    Coups : écrivez les trous, comme `d2 e7` (un pas) ou `b2-d2-f7` (une chaîne de sauts), ou seulement le départ et l'arrivée : `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }Sur Discord aussi `@bot d2 e7` (après la mention du bot), une réponse avec @ ACTIVÉ à son dernier plateau, le bouton **{ button-move }** sous le plateau, ou `/{ cmd-checkers } { cmd-move }`.
    }
    Apprendre : `{ cmd-moves } <{ opt-hole }>` montre (à vous seul) chaque trou que ce pion peut atteindre (n'importe quel pion ; ajoutez `{ opt-chains }` pour dessiner les chaînes de sauts : `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` le coup que l'ordinateur jouerait pour vous · `{ cmd-replay }` la partie en animation (aussi publiée à la fin d'une partie)
help-commands = **Commandes**
    `{ cmd-new } <{ opt-players }>` ouvre une partie ici (2, 3, 4 ou 6 joueurs ; règles maison en `clé=valeur`, comme `{ opt-long_jumps }=on`, et `{ opt-theme }=sombre` pour un plateau sombre) · `{ cmd-join }` prendre une place · `{ cmd-leave }` rendre sa place avant le début · `{ cmd-add-computer }` installer un joueur ordinateur, { choice-level-medium } sauf si vous nommez un niveau (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }` ; { choice-level-hard } réfléchit jusqu'au `{ opt-computer_time }` de la partie, 2s sauf changement) · `{ cmd-start }` commencer (créateur seulement) · `{ cmd-abort }` terminer la partie (son créateur ou qui gère le salon ; demande d'abord)
    `{ cmd-move }` jouer un coup (ou simplement l'écrire) · `{ cmd-board }` afficher le plateau · `{ cmd-status }` qui est où · `{ cmd-takeback }` reprendre votre dernier coup, si les autres acceptent · `{ cmd-hint }` le coup de l'ordinateur pour vous, montré à vous seul · `{ cmd-resign }` abandonner (demande d'abord ; l'ordinateur joue vos pions ensuite) · `{ cmd-notify }` un message privé à votre tour · `{ cmd-follow }` suivre la partie d'ici par message privé · `{ cmd-digest }` un message quotidien de vos tours · `{ cmd-games }` vos parties en cours · `{ cmd-seek }` trouver des adversaires sur ce serveur · `{ cmd-challenge }` défier des gens par leur nom · `{ cmd-block }` bloquer un membre · `{ cmd-report }` signaler cette partie
    `{ cmd-moves } <{ opt-hole }>` où un pion peut aller · `{ cmd-replay }` la partie en animation · `{ cmd-rules }` les règles maison de cette partie · `{ cmd-solo }` le défi solitaire · `{ cmd-puzzle }` le problème du jour · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }` : classements et parties gardées · `{ cmd-defaults }` les règles maison des nouvelles parties ici · `{ cmd-help }` l'aperçu{ $front ->
        [console] {""}
       *[other] {""}
            Sur Discord : `/{ cmd-checkers }` une partie ici, des adversaires, l'aide · `/{ cmd-checkers-ratings }` cotes et parties gardées · `/{ cmd-checkers-me }` vos parties, messages de tour, un résumé quotidien, blocages et signalements · `/{ cmd-checkers-defaults }` les règles maison des nouvelles parties ici
    }

err-no-game = { $front ->
    [console] Il n'y a pas encore de partie ici. Lancez-en une avec `{ cmd-new } <{ opt-players }>`.
   *[other] Il n'y a pas de partie dans ce salon. Lancez-en une avec `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Une partie est déjà ouverte ici et attend des joueurs : `{ cmd-join }` pour la rejoindre, ou `{ cmd-abort }` d'abord.
err-game-exists = { $front ->
    [console] Une partie est déjà en cours ici. Terminez-la ou `{ cmd-abort }` d'abord.
   *[other] Ce salon a déjà une partie. Terminez-la ou `{ cmd-abort }` d'abord.
}
err-players = Le jeu standard se joue à 2, 3, 4 ou 6.
err-not-in-lobby = La partie a déjà commencé.
err-already-seated = Vous avez déjà une place.
err-not-seated = Vous n'avez pas de place dans cette partie.
err-lobby-full = Les { $seats } places sont prises.
err-creator-only = Seul le créateur de la partie ({ $name }) peut faire cela.
err-not-full = { $missing ->
    [one] Une place est encore libre : `{ cmd-join }` ou `{ cmd-add-computer }`.
   *[other] { $missing } places sont encore libres : `{ cmd-join }` ou `{ cmd-add-computer }`.
}
err-not-playing = La partie n'est pas en cours.
err-not-started = La partie n'a pas encore commencé.
err-not-your-turn = Ce n'est pas votre tour : c'est à { $name } de jouer.
err-spectator = Vous ne jouez pas dans cette partie.
err-illegal = `{ $input }` : { $reason }.
err-bad-move-text = `{ $input }` : { $reason }.
err-storage = Impossible d'enregistrer la partie ; rien n'a changé. Veuillez réessayer.
err-unavailable = La base de données est injoignable pour le moment, donc rien n'a changé. Veuillez réessayer dans un instant.
err-busy = La partie a changé pendant le traitement de votre commande ; regardez le plateau et réessayez.
err-creator-leave = Le créateur ne peut pas quitter le salon d'attente ; utilisez `{ cmd-abort }` pour annuler la partie.
err-resigned = Vous avez déjà abandonné.

lobby-created = { $name } a ouvert une partie pour { $players } joueurs.{ $front ->
    [console] { " " }`{ cmd-join }` pour prendre une place, `{ cmd-add-computer }` pour installer l'ordinateur, puis le créateur tape `{ cmd-start }`.
   *[other] {""}
}
lobby-joined = { $name } a pris la place { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } a quitté le salon d'attente.
lobby-computer = Un joueur ordinateur ({ $level }) a pris la place { $seat } ({ $taken }/{ $seats }).
lobby-status = En attente de joueurs ({ $taken }/{ $seats }) : { $names }
game-started = La partie commence ! { $order }
turn-prompt = Coup { $number } : { $mention }, à vous ({ $colour }).
move-played = { $name } a joué `{ $move }`.
pass-played = { $name } n'a aucun coup permis et passe.
seat-finished = { $name } a ramené tous ses pions et prend la place { $place } !
seat-finished-full = { $name } a terminé : sa cible est pleine, avec { $count } de ses pions dedans, et prend la place { $place } !
turns-skipped = … { $count ->
    [one] { $count } ligne
   *[other] { $count } lignes
} omises ici (les tours entre-temps) ; `{ cmd-replay }` montre toute la partie.
resigned = { $name } a abandonné ; l'ordinateur joue désormais ses pions.
aborted = La partie a été annulée par { $name }.
game-over = Partie terminée — { $reason }
reason-finished = toutes les places sont attribuées.
reason-move-limit = chaque joueur a atteint la limite de coups.
reason-no-moves = personne ne peut jouer.
reason-resignations = il ne reste qu'un joueur.
standing = { $place }. { $name }{ $note }
note-resigned = { " " }(abandon)
note-timed-out = { " " }(temps écoulé)
note-distance = { " " }(distance restante : { $distance })
note-pegs-home = { " " }({ $count ->
    [one] { $count } pion arrivé
   *[other] { $count } pions arrivés
})
note-target-full = { " " }(terminé, cible pleine : { $count ->
    [one] { $count } pion arrivé
   *[other] { $count } pions arrivés
})
board-header = Coup { $number } · au tour de { $name }
# Un ordinateur doit jouer et son tour est en cours (la console le dit avant qu'il réfléchisse).
computer-thinking = Coup { $number } · { $name } réfléchit…
computer-thinking-for = Coup { $number } · l'ordinateur réfléchit pour { $name }…
board-header-over = Partie terminée · { $name } gagne
solo-abandoned = Traversée abandonnée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} : { $name } n'est pas arrivé.
board-header-abandoned = Traversée abandonnée · { $name } n'est pas arrivé
status-playing = Coup { $number } ; à { $name } de jouer. { $seats }
status-your-turn = Coup { $number } ; c'est votre tour. { $seats }
seat-line = { $name } ({ $colour }) : { $home } arrivés

colour-N = rouge
colour-NE = jaune
colour-SE = bleu
colour-S = vert
colour-SW = violet
colour-NW = orange
computer-name = Ordinateur { $seat }
computer-for = Ordinateur (pour { $name })
err-corrupt = { $front ->
    [console] La partie enregistrée n'a pas pu être restaurée (elle a été mise de côté pour examen). Lancez-en une nouvelle avec `{ cmd-new } <{ opt-players }>`.
   *[other] La partie enregistrée de ce salon n'a pas pu être restaurée (elle a été mise de côté pour examen). Lancez-en une nouvelle avec `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` n'est pas une règle maison. Connues : { $keys }.
err-rule-value = `{ $key }` accepte { $valid }.
err-manager-only = Seuls les membres ayant la permission Gérer les salons peuvent changer les réglages de ce salon.
err-armies = Armées par joueur : 1, ou 2 à 3 joueurs, ou 3 à 2 joueurs.
lobby-armies = Chaque joueur commande { $armies } armées.
defaults-changed = { $front ->
    [console] { $name } a changé les règles maison par défaut des nouvelles parties : { $summary }.
   *[other] { $name } a changé les règles maison par défaut de ce salon : { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Niveaux de l'ordinateur et leur classement (points Elo ; un joueur qui joue au hasard vaut 0) : { $levels }
rules-game = Règles maison de cette partie : { $summary }.
rules-defaults = { $front ->
    [console] Les règles maison par défaut des nouvelles parties : { $summary }.
   *[other] Les règles maison par défaut de ce salon : { $summary }.
}
timed-out = { $name } a dépassé son temps.
turn-reminder = { $mention }, c'est votre tour : il reste { $left } avant la fin de votre temps.
resigned-final = { $name } a abandonné.
language-changed = { $front ->
    [console] { $name } a choisi la langue de la console : { $language }.
   *[other] { $name } a choisi la langue des messages de ce salon : { $language }.
}

err-moves-usage = Écrivez `{ cmd-moves } <{ opt-hole }>` pour voir où peut aller le pion de ce trou, par exemple `{ cmd-moves } d2` ; ajoutez `{ opt-chains }` pour dessiner les chaînes de sauts : `{ cmd-moves } d2 { opt-chains }`.
err-not-a-hole = `{ $input }` n'est pas un trou. Les trous s'écrivent comme `d2` ou `i5` (rangées `a`–`q`, numérotées à partir de 1, de gauche à droite).
err-no-peg = Il n'y a pas de pion en { $hole }.
err-fixed-peg = Le pion en { $hole } est fixe : il ne bouge jamais.
moves-owner = { $colour }, { $name }
moves-none = Le pion en { $hole } ({ $owner }) n'a aucun coup pour l'instant.
moves-reach = Le pion en { $hole } ({ $owner }) peut atteindre { $count ->
    [one] { $count } trou
   *[other] { $count } trous
} : { $holes }.
moves-chains = Chaînes de sauts : { $chains }
moves-header = Où peut aller { $hole } : { $count ->
    [one] { $count } trou
   *[other] { $count } trous
}
err-nothing-to-replay = Aucun coup n'a encore été joué, il n'y a donc rien à revoir.
err-replay = La rediffusion n'a pas pu être faite ; la partie elle-même va bien.
replay-caption = Rediffusion de la partie : { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
theme-changed = { $front ->
    [console] { $name } a choisi le thème du plateau des nouvelles parties : { $theme }.
   *[other] { $name } a choisi le thème du plateau des nouvelles parties de ce salon : { $theme }.
}

# Ce que l'adaptateur Discord dit lui-même : boutons du salon d'attente et réponses sur Discord.
button-join = Rejoindre
button-leave = Partir
button-add-computer = Ajouter l'ordinateur
button-start = Commencer
lobby-hint = Appuyez sur **Rejoindre** pour prendre une place ; le créateur peut **Ajouter l'ordinateur** et appuie sur **Commencer** quand toutes les places sont prises.
lobby-hint-auto = Appuyez sur **Rejoindre** pour prendre une place ; le créateur peut **Ajouter l'ordinateur**. La partie commence dès que toutes les places sont prises.
lobby-closed = Ce salon d'attente est fermé : sa partie a commencé ou a été annulée. `/{ cmd-checkers } { cmd-status }` montre ce qui se passe ici.
lobby-started = Ce salon d'attente est fermé : sa partie a commencé, sur le plateau ci-dessous.
bot-restarting = Le bot s'arrête un instant et ne prend aucune commande ; veuillez réessayer dans une minute.
bot-failed = Un problème est survenu de mon côté ; rien n'a changé. Veuillez réessayer.
err-bad-option = Une des options n'a pas été comprise ; rien n'a changé. Veuillez la choisir à nouveau.
err-command-moved = Cette commande a changé de place : c'est maintenant `{ $command }`. Rien n'a changé.
bot-too-slow = C'est beaucoup trop long ; j'ai cessé d'attendre. `/{ cmd-checkers } { cmd-board }` montre la partie où elle en est.
discord-unread-reply = { $kind ->
        [interaction] Discord ne me montre pas les réponses à ce message. Écrivez plutôt votre coup après ma mention, comme { $bot } `d2 e7`, appuyez sur **{ button-move }** sous le plateau, ou utilisez `/{ cmd-checkers } { cmd-move }`.
       *[ping-off] Discord m'a montré votre réponse sans son texte parce qu'elle ne me mentionnait pas. Gardez **@ ACTIVÉ** en répondant, ou écrivez votre coup après ma mention, comme { $bot } `d2 e7`, appuyez sur **{ button-move }** sous le plateau, ou utilisez `/{ cmd-checkers } { cmd-move }`.
    }
answered-privately = (réponse privée)
thread-in-thread = C'est déjà un fil, et un fil ne peut pas contenir de fil. Enlevez `{ opt-thread }` pour jouer ici, ou lancez la commande dans le salon parent.
thread-outside-guild = Les parties dans des fils ont besoin d'un salon de serveur.
thread-failed = Je n'ai pas pu ouvrir de fil pour la partie : { $reason }. Rien n'a changé.
thread-name = Dames chinoises · { $name } · { $players } joueurs
missing-permissions = { $place ->
    [thread] Je ne peux pas mener une partie dans un fil ici
   *[channel] Je ne peux pas mener une partie dans ce salon
} : il me manque { $count ->
    [one] la permission
   *[other] les permissions
} { $list }. Un administrateur du serveur peut les donner à mon rôle dans les paramètres du salon (Permissions).
permission-view-channel = Voir le salon
permission-attach-files = Joindre des fichiers
permission-read-message-history = Voir l'historique des messages
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
permission-send-messages = Envoyer des messages
discord-forbidden-thread = Discord dit qu'il me manque une permission là-bas (Créer des fils publics)
discord-status = Discord a répondu { $status }
discord-unreachable = Discord était injoignable
discord-unexpected = une erreur inattendue

# Mode console.
console-welcome = Dames chinoises — mode console. Tapez `{ cmd-help }` pour les commandes du jeu ; `as NOM` agit comme un autre joueur local ; `quit` pour sortir.
console-web = Le plateau dans votre navigateur : { $address } (cliquez sur un pion, puis sur un trou qu’il atteint).
# Une ligne de console plus longue que ce que la console lit (ses octets, un nombre).
console-line-too-long = Cette ligne dépasse { $max } octets, elle n'a donc pas été lue. Une commande ou un coup tient sur une ligne courte.
console-help = Tapez `{ cmd-help }` pour les commandes du jeu ; `as NOM` agit comme un autre joueur local ; `quit` pour sortir.
console-as-usage = Écrivez `as NOM` pour agir comme un autre joueur local.
console-you-are = Vous êtes maintenant { $name }.
console-renamed = Dans la partie enregistrée, vous vous appeliez { $old } ; vous êtes { $name } désormais.
console-name-reserved = « { $name } » est le nom que le bot donne à une place d'ordinateur ou à un joueur oublié, donc personne ne pourrait vous trouver ainsi : choisissez un autre nom.
console-name-long = Un nom compte au plus { $max } caractères ; celui-ci en a { $count }. Choisissez-en un plus court.
console-as-command = `as` prend un nom seul : écrivez `as { $name }`, puis `{ $command }` à la ligne suivante.
console-kept-game = Une partie est en cours ici (coup { $number }), elle a donc été gardée et continue : rien n'a été terminé. Tapez `{ cmd-abort }` pour la terminer et lancer plutôt la nouvelle partie.
console-kept-lobby = { $name } a ouvert ici une partie qui attend des joueurs, elle a donc été gardée : rien n'a été terminé. Tapez `{ cmd-abort }` pour l'annuler et lancer plutôt la nouvelle partie.
console-board-file = [image du plateau : { $path }]
console-image-failed = L'image n'a pas été enregistrée ({ $error }) ; la partie continue.
console-replay-file = [rediffusion : { $path }]
console-unknown = commande inconnue ; tapez `{ cmd-help }`
console-unknown-suggest = `{ $word }` n'est pas une commande. Vouliez-vous dire `{ $command }` ? (`{ cmd-help }` les nomme toutes)
console-setting-word = `{ $word }` n'est pas compris : les règles maison s'écrivent `clé=valeur`, comme `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` n'est pas un sujet d'aide. Sujets : `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Les niveaux de l'ordinateur sont `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` et `{ choice-level-hard }`.
console-move-usage = Écrivez les trous après `{ cmd-move }`, comme `{ cmd-move } d2 e7`.
console-moves-word = `{ $word }` n'est pas compris après `{ cmd-moves }`. { err-moves-usage }
console-solo-word = `{ $word }` n'est pas compris après `{ cmd-solo }` : `{ cmd-solo }` lance une traversée, `{ cmd-solo } { choice-view-board }` montre les meilleures traversées ici, `{ cmd-solo } { choice-view-computer }` la traversée de l'ordinateur.
console-lone-hole = `{ $hole }` seul n'est pas un coup : un coup a au moins deux trous, celui du pion puis sa destination, comme `d2 e7`.
console-extra-words = `{ $command }` ne prend rien après.
console-you = vous

# Pourquoi un coup a été refusé (après `err-illegal` et `err-bad-move-text`).
why-game-over = la partie est terminée
why-not-your-turn = ce n'est pas votre tour
why-no-peg = il n'y a pas de pion en { $hole }
why-not-your-peg = le pion en { $hole } n'est pas à vous
why-occupied = { $hole } n'est pas vide
why-unreachable = le pion en { $from } ne peut pas atteindre { $to }
why-leaves-target = un pion dans sa cible doit y rester
why-foreign-point = { $hole } est dans la branche d'une autre armée : vous pouvez la traverser mais pas vous y arrêter
why-no-move = un coup ne peut pas finir là où il a commencé
why-too-short = un coup nomme au moins deux trous
why-resigned = cette place a déjà abandonné
why-finished = cette place a déjà terminé
why-step-in-chain = un pas ne peut pas faire partie d'une chaîne de sauts
why-not-a-hop = de { $from } à { $to } n'est ni un pas ni un saut
why-repeated = { $hole } est nommé deux fois de suite : un saut n'atterrit jamais là où il a commencé
why-too-long = c'est trop long pour être un coup
why-bad-hole = `{ $word }` n'est pas un trou : { $reason }
why-hole-syntax = un trou est une lettre de rangée `a`–`q` et un nombre, comme `e7`
why-out-of-row = la rangée { $row } a les trous 1 à { $count }
why-index-range = les numéros de trou vont de 0 à 120

# La deuxième partie de l'aide : les règles maison en vigueur (une ligne chacune).
help-rules-game = **Règles maison de cette partie** (`{ cmd-rules }` les montre comme réglages) :
help-rules-defaults = **Règles maison des nouvelles parties ici** (`{ cmd-new }` peut les changer pour une partie) :
rule-unused_points-empty = Les branches dont personne ne part sont vides : les pions peuvent y entrer et y rester.
rule-unused_points-filled = Les branches dont personne ne part sont remplies de pions qui ne bougent jamais ; ce ne sont que des obstacles.
rule-foreign_points-rest = Les pions peuvent s'arrêter dans les branches des autres armées.
rule-foreign_points-pass-through = Les pions peuvent traverser les branches des autres armées en sautant, mais pas s'y arrêter.
rule-anti_spoiling-full-target = Une cible pleine compte comme atteinte quand au moins un de ses pions est à vous.
rule-anti_spoiling-swap = Un pion posé dans votre cible peut être échangé : atterrissez dessus et il va là d'où venait votre pion (écrit avec `x`, comme `m6-xn2`).
rule-anti_spoiling-none = Les pions peuvent bloquer la cible d'une autre armée.
rule-long_jumps-off = Un saut passe par-dessus un pion voisin jusqu'au trou juste derrière.
rule-long_jumps-on = Sauts longs : un saut peut passer par-dessus un pion à n'importe quelle distance sur une ligne et retomber aussi loin derrière, tous les trous entre les deux vides.
rule-leave_target-off = Un pion arrivé dans sa cible doit y finir chaque coup suivant.
rule-leave_target-on = Les pions peuvent ressortir de leur cible.
rule-first_player-coin-toss = Un pile ou face décide qui commence.
rule-first_player-creator = Le créateur de la partie commence.
rule-turn_order-clockwise = Les tours vont dans le sens des aiguilles d'une montre autour de l'étoile.
rule-turn_order-counterclockwise = Les tours vont dans le sens inverse des aiguilles d'une montre autour de l'étoile.
rule-move_limit = { $limit ->
    [one] Chaque joueur a { $limit } coup ; ensuite, les pions dans la cible puis la distance qui reste décident.
   *[other] Chaque joueur a { $limit } coups ; ensuite, les pions dans la cible puis la distance qui reste décident.
}
rule-move_limit-none = Pas de limite de coups.
rule-placements-on = On continue après le vainqueur, pour la 2e, la 3e… place.
rule-placements-off = La partie s'arrête quand le premier joueur a ramené tous ses pions.
rule-turn_timeout = Chaque tour doit être joué en { $timeout }, sinon la place compte comme quittée.
rule-turn_timeout-none = Pas de limite de temps par tour.
rule-abandon-ai-takeover = Quand un joueur abandonne, part ou dépasse son temps, l'ordinateur joue ses pions ensuite.
rule-abandon-freeze = Quand un joueur abandonne, part ou dépasse son temps, ses pions restent en place comme obstacles.
rule-computer_time = Un joueur ordinateur réfléchit au plus { $time } par coup (le niveau difficile l'utilise en entier).


# La variante de prise (docs/rules.md §6).
help-capture = **Jeu de prise** (`{ cmd-new } <{ opt-players }> { choice-variant-capture }`, de 2 à 6 joueurs) : 60 pions à personne remplissent le centre de l'étoile, sauf le trou du milieu. À votre tour, déplacez n'importe quel pion, uniquement en sautant : chaque pion sauté est pris et compte pour vous, et vous pouvez vous arrêter après n'importe quel saut. Une chaîne peut finir là où elle a commencé. La partie s'arrête quand plus aucun saut n'est possible ; le plus de prises gagne, et une égalité en tête est un match nul.
lobby-capture = C'est le jeu de prise : sautez par-dessus les pions pour les prendre ; le plus de prises gagne.
err-capture-players = Le jeu de prise se joue de 2 à 6 joueurs.
err-capture-armies = Dans le jeu de prise, personne ne commande d'armée : enlevez `{ opt-armies }`.
err-capture-rule = `{ $key }` ne s'applique pas au jeu de prise (il utilise `long_jumps`, `first_player`, `turn_order`, `turn_timeout` et `abandon`).
err-bad-variant = `{ $value }` n'est pas un jeu : choisissez `{ choice-variant-standard }` ou `{ choice-variant-capture }`.
why-ambiguous = plusieurs chaînes de prise relient { $from } et { $to }, et chacune prend d'autres pions. Écrivez la chaîne entière : { $chains }{ $more ->
    [0] {""}
    [one] {" "}(et une autre)
   *[other] {" "}(et { $more } autres)
}
seat-line-capture = { $name } ({ $colour }) : { $score ->
    [one] { $score } prise
   *[other] { $score } prises
}
live-score-home = { $home } arrivés
live-score-captures = { $score ->
    [one] { $score } prise
   *[other] { $score } prises
}
standing-capture = { $place }. { $name } : { $score ->
    [one] { $score } prise
   *[other] { $score } prises
}{ $note }
reason-no-hops = plus aucun saut n'est possible.
result-draw = Match nul : { $names } ont le plus de prises à égalité.
board-header-draw = Partie terminée · match nul
moves-capture = Le pion en { $hole } { $count ->
    [0] ne peut rien prendre pour l'instant.
    [one] peut finir une chaîne de prise sur un trou : { $holes }.
   *[other] peut finir une chaîne de prise sur { $count } trous : { $holes }.
}
why-capture-step = le jeu de prise n'a pas de pas : sautez par-dessus un pion
why-not-a-capture = de { $from } à { $to } n'est pas un saut par-dessus un pion

## Parties gardées et classements
history-title = Dernières parties ici (page { $page }) :
history-title-of = Dernières parties de { $name } ici (page { $page }) :
history-none = Aucune partie gardée pour l'instant.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · { $kind }
history-won = { $name } a gagné
history-shared = { $names } partagent la première place
history-not-home = { $name } n'est pas arrivé
history-solo = solitaire
history-more = Parties plus anciennes : page { $next }.
former-player = un ancien joueur
leaderboard-title = Classement (cote = mu − 3 sigma ; inscrit après { $min } parties classées) :
leaderboard-empty = Personne n'a encore joué { $min } parties classées ici.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } parties)
leaderboard-you = Votre place : { $place } sur { $count }, cote { $rating }.
leaderboard-you-unlisted = Vous serez inscrit après { $min } parties classées ; vous en avez { $games }.
profile = { $name } : cote { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}, place moyenne { $place }.
profile-place = Place { $place } au classement.
profile-none = { $name } n'a pas encore de parties classées ici.
forgotten = Vos cotes et meilleures traversées sont effacées, et votre nom dans les parties gardées est désormais « un ancien joueur ».
err-unknown-player = Personne du nom de { $name } n'a joué ici.

# Texte alternatif : ce que montre chaque image, en mots (la description d'une pièce jointe sur Discord)
alt-board = Plateau de dames chinoises. { $header }.
alt-last = Derniers coups : { $turns }.
alt-turn = { $name } { $turn }
alt-passed = a passé
alt-resigned = a abandonné
alt-seats = { $seats }.
alt-reach = Le pion en { $hole } peut atteindre { $count ->
    [one] { $count } trou, marqué
   *[other] { $count } trous, marqués
} : { $holes }.
alt-hint = L'indice est dessiné : { $path }.
alt-replay = Rediffusion animée de la partie, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}. { $result }.
