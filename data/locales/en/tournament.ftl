# tournament.ftl: tournaments (docs/playing.md, "Tournaments"): see src/i18n.rs.

tour-created = **Tournament #{ $id }** by { $by }: { $what }. Starts { $start }; the check-in opens 10 minutes before. Press **Join**, or use `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, { $players }-player games, { $rated ->
    [rated] rated
   *[other] casual
}, { $clock } a turn
tour-swiss = Swiss, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tour-round-robin = round robin
tour-joined = { $name } joined tournament #{ $id } ({ $count } in it).
tour-left = { $name } left tournament #{ $id } ({ $count } in it).
tour-checked-in = You are checked in for tournament #{ $id }; it starts { $start }.
tour-check-in-open = **The check-in of tournament #{ $id } is open** until its start, { $start }: press **Check in**, or you will not be paired.
tour-cancelled = Tournament #{ $id } is cancelled: fewer than { $least } players checked in.
tour-round = **Tournament #{ $id }, round { $round } of { $rounds }**
tour-game-line = Game { $game }: { $names }
tour-bye-line = Bye: { $name } (one point)
tour-game-open = Tournament #{ $id }, round { $round }, game { $game }: { $names }. Your turn clocks run from now.
tour-final = Tournament #{ $id }: final standings
tour-after-round = Tournament #{ $id }: standings after round { $round }
tour-standings = Tournament #{ $id }: standings
tour-no-standings = No round has been played yet.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] point
   *[other] points
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } players · points, then Buchholz, then Sonneborn-Berger
tour-corrected = A manager set the result of tournament #{ $id }, round { $round }, game { $game }.
tour-list-empty = No tournament on this server yet.
tour-list-head = Tournaments on this server ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] signing up, starts { $start }
    [playing] playing
    [over] over
   *[cancelled] cancelled
}; { $count } players
tour-list-you = ; you: place { $rank }, { $points } { $n ->
    [one] point
   *[other] points
}
tour-err-no-server = Tournaments are played in a server's channels.
tour-err-round-robin = A round robin is for 2-player games; 3, 4 or 6 players play Swiss rounds of tables.
tour-err-rounds = A tournament has 1 to { $max } rounds.
tour-err-start = A tournament starts within 30 days (at most 43200 minutes).
tour-err-none = No tournament is signing up or playing on this server: give its number, or see `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = There is no tournament #{ $id } on this server.
tour-err-joined = You are in this tournament already.
tour-err-not-in = You are not in tournament #{ $id }.
tour-err-over = Tournament #{ $id } is over.
tour-err-started = Tournament #{ $id } has started already.
tour-err-not-started = Tournament #{ $id } has not started yet.
tour-err-check-in-later = The check-in opens at { $time }, 10 minutes before the start.
tour-err-late-round-robin = A round robin takes nobody after its start.
tour-err-late = This tournament takes nobody more (its last round is paired, or it is full).
tour-err-withdrawn = You have withdrawn already.
tour-err-no-game = That round has no such game.
tour-err-places = Give one place per seat ({ $seats }), in seat order, 0 for a seat absent: like `1 2`.
tour-err-place = Places go from 1 to the number of seats (0: absent).
tour-err-game-opened = This tournament game is played elsewhere already, or has its result.
button-tournament-join = Join
button-tournament-check-in = Check in
tour-err-no-abort = A tournament game is not called off: play it out or resign; a channel manager can set its result with `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = A tournament's games open in threads of its channel: create it in a channel, not in a thread.
tour-standings-more = …and { $count } more (the card lists the first 40).
