# tournament.ftl : les tournois (docs/playing.md, "Tournaments") : voir src/i18n.rs.

tour-created = **Tournoi #{ $id }** par { $by } : { $what }. Début { $start } ; l'enregistrement ouvre 10 minutes avant. Appuyez sur **S'inscrire** ou utilisez `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, parties à { $players }, { $rated ->
    [rated] classées
   *[other] amicales
}, { $clock } par tour
tour-swiss = système suisse, { $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
}
tour-round-robin = toutes rondes
tour-joined = { $name } s'inscrit au tournoi #{ $id } ({ $count } inscrits).
tour-left = { $name } quitte le tournoi #{ $id } ({ $count } inscrits).
tour-checked-in = Vous êtes enregistré pour le tournoi #{ $id } ; il commence { $start }.
tour-check-in-open = **L'enregistrement du tournoi #{ $id } est ouvert** jusqu'à son début, { $start } : appuyez sur **M'enregistrer**, sinon vous ne serez pas apparié.
tour-cancelled = Le tournoi #{ $id } est annulé : moins de { $least } joueurs se sont enregistrés.
tour-round = **Tournoi #{ $id }, ronde { $round } sur { $rounds }**
tour-game-line = Partie { $game } : { $names }
tour-bye-line = Exempt : { $name } (un point)
tour-game-open = Tournoi #{ $id }, ronde { $round }, partie { $game } : { $names }. Vos pendules tournent dès maintenant.
tour-final = Tournoi #{ $id } : classement final
tour-after-round = Tournoi #{ $id } : classement après la ronde { $round }
tour-standings = Tournoi #{ $id } : classement
tour-no-standings = Aucune ronde n'a encore été jouée.
tour-standing-line = { $rank }. { $name } : { $points } { $n ->
    [one] point
   *[other] points
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } joueurs · points, puis Buchholz, puis Sonneborn-Berger
tour-corrected = Un gestionnaire a fixé le résultat du tournoi #{ $id }, ronde { $round }, partie { $game }.
tour-list-empty = Aucun tournoi sur ce serveur pour l'instant.
tour-list-head = Tournois de ce serveur ({ $count }) :
tour-list-line = #{ $id } : { $what } ; { $stage ->
    [sign-up] inscriptions, début { $start }
    [playing] en cours
    [over] terminé
   *[cancelled] annulé
} ; { $count } joueurs
tour-list-you = ; vous : place { $rank }, { $points } { $n ->
    [one] point
   *[other] points
}
tour-err-no-server = Les tournois se jouent dans les salons d'un serveur.
tour-err-round-robin = Le toutes rondes est pour les parties à 2 ; à 3, 4 ou 6 on joue des rondes suisses par tables.
tour-err-rounds = Un tournoi a de 1 à { $max } rondes.
tour-err-start = Un tournoi commence dans les 30 jours (43200 minutes au plus).
tour-err-none = Aucun tournoi n'est en inscription ou en cours sur ce serveur : donnez son numéro, ou voyez `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = Il n'y a pas de tournoi #{ $id } sur ce serveur.
tour-err-joined = Vous êtes déjà dans ce tournoi.
tour-err-not-in = Vous n'êtes pas dans le tournoi #{ $id }.
tour-err-over = Le tournoi #{ $id } est terminé.
tour-err-started = Le tournoi #{ $id } a déjà commencé.
tour-err-not-started = Le tournoi #{ $id } n'a pas encore commencé.
tour-err-check-in-later = L'enregistrement ouvre à { $time }, 10 minutes avant le début.
tour-err-late-round-robin = Un toutes rondes n'accepte personne après son début.
tour-err-late = Ce tournoi n'accepte plus personne (sa dernière ronde est appariée, ou il est complet).
tour-err-withdrawn = Vous vous êtes déjà retiré.
tour-err-no-game = Cette ronde n'a pas cette partie.
tour-err-places = Donnez une place par siège ({ $seats }), dans l'ordre des sièges, 0 pour un absent : comme `1 2`.
tour-err-place = Les places vont de 1 au nombre de sièges (0 : absent).
tour-err-game-opened = Cette partie du tournoi se joue déjà ailleurs, ou a son résultat.
button-tournament-join = S'inscrire
button-tournament-check-in = M'enregistrer
tour-err-no-abort = Une partie de tournoi ne s'annule pas : jouez-la ou abandonnez ; un gestionnaire du salon peut fixer son résultat avec `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = Les parties d'un tournoi s'ouvrent dans des fils de son salon : créez-le dans un salon, pas dans un fil.
tour-standings-more = …et { $count } de plus (l'image montre les 40 premiers).
