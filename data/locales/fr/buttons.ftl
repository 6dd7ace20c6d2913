# buttons.ftl : voir src/i18n.rs pour ce qui va ici.

# Les mots de la table pour les choix faits par boutons (tout adaptateur).
err-board-changed = Le plateau a changé depuis : ce choix concernait une position antérieure. Utilisez les boutons sous le dernier plateau.
err-rematch-asked = Vous avez déjà demandé la revanche ; on attend encore { $waiting }.
rematch-asked = { $name } veut une revanche ({ $asked }/{ $people }) ; on attend encore { $waiting }. Mêmes règles, places tournées.
rematch-ready = { $name } rejoint la revanche : tout le monde est là, places tournées.

# L'adaptateur Discord : les boutons sous un plateau et les menus privés du bouton Jouer.
button-move = Jouer
button-rematch = Revanche
button-replay = Revoir
menu-peg-prompt = Choisissez le pion à déplacer ({ $count ->
    [one] { $count } pion peut bouger
   *[other] { $count } pions peuvent bouger
}).
menu-peg-placeholder = Pion à déplacer
menu-peg-option = { $hole } · { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
menu-move-prompt = Choisissez où il va : chaque coup est nommé par ses trous.
menu-move-placeholder = Coup à jouer
menu-more = Plus… (page { $page } sur { $pages })
menu-played = Joué : votre coup est sur le plateau dans le salon.

# Abandonner, et annuler une partie en cours, demandent d'abord : la console tape le mot, Discord
# a un bouton Confirmer (docs/playing.md).
resign-ask = Abandonner cette partie ? Vous serez classé après tous les joueurs encore en lice, et c'est définitif. Pour abandonner, tapez `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Terminer cette partie pour tout le monde ? Elle sera gardée dans `{ cmd-history }` comme annulée, non classée. Pour la terminer, tapez `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Abandonner cette partie ? Vous serez classé après tous les joueurs encore en lice, et c'est définitif. Appuyez sur **{ button-confirm }** pour abandonner.
abort-ask-button = Terminer cette partie pour tout le monde ? Elle sera gardée dans `/{ cmd-checkers-ratings } { cmd-history }` comme annulée, non classée. Appuyez sur **{ button-confirm }** pour la terminer.
hint-ask = Cette partie est classée : un conseil la rend amicale (non classée) pour tout le monde, et c'est sans retour. Pour en avoir un, tapez `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Cette partie est classée : un conseil la rend amicale (non classée) pour tout le monde, et c'est sans retour. Appuyez sur **{ button-confirm }** pour en avoir un.
button-confirm = Confirmer
confirm-done = C'est fait : le salon a été informé.
err-question-gone = Cette question concernait une partie terminée ou remplacée depuis : rien n'a été fait.
err-leave-in-game = La partie est en cours : `{ cmd-leave }` rend une place seulement avant le début. Pour arrêter maintenant, utilisez `{ cmd-resign }` (demande d'abord).
button-watch = Suivre en direct
button-web-play = Jouer dans le navigateur
web-play-link = Votre lien personnel pour jouer cette partie dans le navigateur : cliquez sur un pion, puis sur un trou qu’il atteint. Gardez-le pour vous ; il vaut un jour.
web-no-seat = Vous n’avez pas de place dans la partie jouée ici.
activity-description = Suivre et jouer aux dames chinoises avec les gens d’ici
web-moves = Coups
web-reconnecting = Reconnexion…
web-no-game = Il n’y a pas de partie à cette table pour l’instant.
web-link-invalid = Ce lien n’est pas valide.
web-link-expired = Ce lien a expiré ; demandez-en un nouveau avec Jouer dans le navigateur.
web-link-replaced = Ce lien a été remplacé par un plus récent : utilisez le dernier lien que Jouer dans le navigateur vous a donné.
web-link-old-game = Ce lien était pour une partie terminée ; demandez-en un nouveau avec Jouer dans le navigateur.
web-too-many = Trop de requêtes ; attendez un instant.
web-no-answer = Le serveur n’a pas répondu ; réessayez.
web-time-left = Temps restant :
web-follow = Suivre par message privé
web-unfollow = Ne plus suivre
web-not-a-follow = Ce n'est pas une demande de suivi.
web-no-such-move = Ce pion n’a pas ce coup : cliquez sur un de vos pions, puis sur un trou qu’il atteint.
web-board-changed = Le plateau a changé entre-temps : regardez la position actuelle et cliquez de nouveau.
# The web board's refusals of malformed requests.
web-not-a-move = Ce n'est pas un coup.
web-too-large = Cette requête est trop grande : un coup tient en { $most } octets au plus.
web-nothing-here = Il n'y a rien ici.
web-method = Cette méthode n'est pas servie ici.
web-activity-off = L'activité n'est pas activée sur ce serveur.
web-not-a-session = Ce n'est pas une demande de session.
web-not-confirmed = Discord n'a pas confirmé qui vous êtes.
web-not-in-activity = Vous n'êtes pas dans cette activité.
web-discord-no-answer = Discord n'a pas répondu ; réessayez dans un instant.
web-not-a-socket = Ce n'est pas une demande WebSocket.
