# assist.ftl: see src/i18n.rs for what belongs here.
# Takebacks, hints and cooldowns (issue 21 items 4 to 6).

takeback-asked = { $name } asks to take back { $count ->
    [one] the move { $moves }
   *[other] { $moves } (their move and { $replies ->
        [one] the computer's reply
       *[other] the computers' replies
    })
}. { $waiting }: { $front ->
    [console] answer `takeback accept` or `takeback decline`
   *[other] press **{ button-takeback-accept }** or **{ button-takeback-decline }** below
} within { $seconds } seconds (no answer counts as declined).
takeback-accepted = { $name } accepted.
takeback-accepted-waiting = { $name } accepted; still waiting for { $waiting }.
takeback-declined = { $name } declined: the move of { $asker } stands.
takeback-expired = No answer in time: the move of { $asker } stands.
takeback-closed-moved = { $asker }'s takeback request is closed: { $name } moved.
takeback-closed-resigned = { $asker }'s takeback request is closed: { $name } resigned.
takeback-closed = { $asker }'s takeback request is closed: the game moved on.
takeback-done = { $count ->
    [one] Taken back: { $moves }, the move of { $name }.
   *[other] Taken back: { $moves }: { $name }'s move and { $replies ->
        [one] the computer's reply
       *[other] the computers' replies
    }.
}
button-takeback-accept = Accept
button-takeback-decline = Decline
hint = Hint ({ $level }): play `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Only you can see this.
}
casual-now = The game is now casual: it will not be rated.
casual-now-solo = This crossing is now casual: it will not count on the board of best crossings.
hint-header = Hint: { $move }
err-takeback-off = Moves cannot be taken back in this game (house setting `takeback=off`).
err-takeback-over = The game is over: its moves stand.
err-nothing-to-take-back = You can take back only your own last move, and only until another person has moved.
err-takeback-open = A takeback is already waiting for an answer.
err-takeback-to-answer = { $asker } asked to take back their move: { $front ->
    [console] answer with `takeback accept` or `takeback decline`.
   *[other] answer with the **{ button-takeback-accept }** or **{ button-takeback-decline }** button under the request.
}
err-takeback-asked-before = You already asked to take back this move and it was not accepted: one request per move.
err-no-takeback = There is no takeback to answer: it was answered, its time ran out, or the game moved on.
err-own-takeback = You asked for this takeback; the other players answer it.
err-not-asked = Only the other people playing this game answer this takeback.
err-hints-off = Hints are off in this game (house setting `hints=off`).
err-hint-not-your-turn = A hint is for the player to move, on their turn.
err-cooldown = Please wait { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
} before asking for that again.
rule-takeback-on = The player who just moved may ask to take the move back (`{ cmd-takeback }`); the other people accept or decline.
rule-takeback-off = Moves cannot be taken back.
rule-hints-on = The player to move may ask for a hint (`{ cmd-hint }`): the computer's move, shown to them only.
rule-hints-off = No hints.
console-takeback-usage = `takeback` asks to take back your last move; `takeback accept` or `takeback decline` answers a request.

# notify: a direct message at your turn
notify-on = From now on you get a direct message when it is your turn, in every game. Use `{ cmd-notify }` again to turn it off.
notify-off = Turn messages are off: no direct message when it is your turn.
notify-turn = Your turn in Chinese Checkers:
    { $news }
notify-refused = { $mention }, I cannot send you direct messages, so your turn messages are now off. Allow direct messages from this server's members, then use `{ cmd-notify }` again.
err-no-direct-messages = There are no direct messages here: `notify`, `follow` and `digest` are for Discord.
# follow: a direct message with the moves of a game you watch
follow-on = You follow this game now: after moves you get a direct message with the board, at most one a minute, until the game ends. `{ cmd-follow }` with `{ opt-stop }` stops it.
follow-already = You follow this game already.
follow-off = You no longer follow this game.
follow-not-following = You do not follow this game.
follow-moves = A game you follow:
    { $news }
err-follow-no-game = No game is being played here to follow.
err-follow-seated = You play in this game, so you see every move; `{ cmd-notify }` tells you when it is your turn.
err-follow-full = This game has { $most } followers already, the most it can have.

# games: your games in progress
games-none = { $front ->
    [console] You have no game in progress.
   *[other] You have no game in progress on this server.
}
games-title = Your games in progress ({ $count }):
games-here = here
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **your turn**
games-to-move = { $name } to move
games-left = , { $left } left
games-more = … and { $count } more.

# seek: searching for an opponent
help-searching = Searching now: { $pools }. `{ cmd-seek }` to join them.
help-searching-pool = { $count } for a { $rated ->
    [rated] rated
   *[other] casual
} { $players }-player game
seek-searching = You are searching for a { $rated ->
    [rated] rated
   *[other] casual
} { $players }-player game ({ $count } searching now). You are pinged when a game is found; the search ends in { $minutes } minutes. `{ cmd-seek } cancel` stops it.
seek-matched = Game found: { $names }, a { $rated ->
    [rated] rated
   *[other] casual
} { $players }-player game. Its table opens now.
seek-cancelled = You are no longer searching.
seek-not-searching = You were not searching.
seek-expired = { $mention }, nobody was found in time for your { $players }-player game; `{ cmd-seek }` again to search on.
err-nobody-to-seek = There is nobody else here to find: searching for an opponent is for Discord. Here, `add-computer`, or `as NAME` for another player.

# challenge: named people (and computers) invited to a game
challenge-made = { $name } challenges { $names } to a { $players }-player game.
challenge-computers = Computers play too: { $computers }.
challenge-computers-only = { $name } plays a { $players }-player game against { $computers }.
challenge-computer = { $level } computer
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` to accept or `{ cmd-leave }` to decline
   *[other] press **{ button-challenge-accept }** or **{ button-challenge-decline }**
} within { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}.
challenge-accepted = { $name } accepted; still to answer: { $names }.
challenge-accepted-all = { $name } accepted: everyone is in, and the game begins.
challenge-declined = { $mention }, { $name } declined your challenge; it is cancelled.
challenge-expired = { $mention }, your challenge is cancelled: { $names } did not answer within { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}.
challenge-waiting = Challenged, still to answer: { $names }
button-challenge-accept = Accept
button-challenge-decline = Decline
err-challenge-nobody = Name someone to challenge: up to five people, or computers.
err-challenge-self = You cannot challenge yourself: name someone else, or a computer.
err-challenge-bot = { $name } is an app and cannot answer a challenge; to play a computer, give `{ opt-computers }`.
err-challenge-twice = { $name } is named twice.
err-challenge-players = That makes { $count } players with you; a game has 2, 3, 4 or 6.
err-challenge-minutes = The time to answer is 1 to { $most } minutes.
err-not-challenged = These seats are for the people challenged: { $names }.
err-challenge-seats = A challenge seats only the people and computers it named when it was made: no other seat can be added.
err-nobody-to-challenge = There is nobody else here to challenge: challenges are for Discord (`/{ cmd-checkers } { cmd-challenge }`, or the Apps menu on a person). Here, `add-computer`, or `as NAME` for another player.
seek-not-here = Searching for an opponent needs the bot in a server: here it can only answer you. `{ cmd-challenge }` the people you want to play instead.
seek-filled = Nobody else came in { $minutes } minutes: { $names } { $computers ->
    [one] and one computer ({ $level }) play
   *[other] and { $computers } computers ({ $level }) play
} a { $rated ->
    [rated] rated
   *[other] casual
} { $players }-player game. Its table opens now.
game-channel-here = { $name } made this channel the server's game channel: games found by `{ cmd-seek }` open in its threads.
game-channel-off = { $name } took the server's game channel away: games found by `{ cmd-seek }` open where the last of their people searched.
seek-not-opened = The game found cannot open here: { $why } Search again with `{ cmd-seek }`, or play with `{ cmd-challenge }`.
err-game-channel-thread = A thread cannot be the server's game channel: games open in threads of it. Use this in a channel.
anywhere-on = { $name } opened this server to the pool of every server: `{ cmd-seek }` with `{ opt-anywhere }` finds people of every open server. Only display names cross between servers.
anywhere-off = { $name } closed this server to the pool of every server: `{ cmd-seek }` finds people of this server only.
err-anywhere-closed = This server is not open to the pool of every server. A channel manager opens it with `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = This thread shows a game found on every open server, kept with its other players: a new game starts in a channel of this server (or `{ cmd-seek }` again).
err-rematch-anywhere = A game found on every open server has no rematch: `{ cmd-seek }` again, or challenge each other where you both are.
seek-searching-anywhere = You are searching on every open server for a { $rated ->
    [rated] rated
   *[other] casual
} { $players }-player game. Searching now: { $count } here · { $all } on all servers. You are pinged in a thread here when a game is found; the search ends in { $minutes } minutes.
# block: keep a member away; report: a game to the operators
block-on = You blocked { $name }: `{ cmd-seek }` never pairs the two of you, and there are no challenges between you. `{ cmd-block }` with `{ opt-undo }` undoes it.
block-off = { $name } is no longer blocked.
block-not-blocked = You had not blocked { $name }.
block-count = { $count ->
    [0] You have blocked nobody.
    [one] You have blocked one member.
   *[other] You have blocked { $count } members.
}
err-block-oneself = You cannot block yourself.
err-block-bot = { $name } is an app: apps never play, so there is nothing to block.
err-block-full = You have blocked { $most } members already, the most there can be: unblock someone first.
err-challenge-they-blocked = { $name } does not take challenges from you.
err-challenge-you-blocked = You blocked { $name }: `{ cmd-block }` with `{ opt-undo }` unblocks them.
err-nobody-to-block = There is nobody else here to block: blocking is for Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Thank you: your report (number { $id }) is kept for the bot's operators, with this game as it is now. Nobody else is told.
err-report-no-game = There is no game here to report.
# digest: one message a day listing the games at your turn
digest-on = Your daily digest is on: at { $hour } (UTC) a direct message lists your games where it is your turn, with the time left on each (none on a day without one). `{ cmd-digest }` with `{ opt-off }` turns it off.
digest-off = You get no daily digest.
digest-title = { $count ->
    [one] Your daily digest: it is your turn in 1 game.
   *[other] Your daily digest: it is your turn in { $count } games.
}
err-challenge-apart = { $first } and { $second } cannot be in one game: one of them blocked the other.
err-block-busy = Too many changes to your blocks at once: try again.
err-accept-blocked = You cannot accept: you or someone in this game blocked the other since the challenge.
