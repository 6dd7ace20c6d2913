# assist.ftl: see src/i18n.rs for what belongs here.
# Desfazer jogadas, dicas e esperas (issue 21, itens 4 a 6).

takeback-asked = { $name } pede para desfazer { $count ->
    [one] a jogada { $moves }
   *[other] { $moves } (sua jogada e as respostas dos computadores)
}. { $waiting }: { $front ->
    [console] respondam `takeback aceitar` ou `takeback recusar`
   *[other] apertem **{ button-takeback-accept }** ou **{ button-takeback-decline }** aqui embaixo
} em até { $seconds } segundos (sem resposta conta como recusa).
takeback-accepted = { $name } aceitou.
takeback-accepted-waiting = { $name } aceitou; ainda falta { $waiting }.
takeback-declined = { $name } recusou: a jogada de { $asker } continua valendo.
takeback-expired = Sem resposta a tempo: a jogada de { $asker } continua valendo.
takeback-closed-moved = O pedido de { $asker } para desfazer foi encerrado: { $name } jogou.
takeback-closed-resigned = O pedido de { $asker } para desfazer foi encerrado: { $name } desistiu.
takeback-closed = O pedido de { $asker } para desfazer foi encerrado: a partida seguiu.
takeback-done = { $count ->
    [one] Desfeita: { $moves }, a jogada de { $name }.
   *[other] Desfeitas: { $moves }, a jogada de { $name } e as respostas dos computadores.
}
button-takeback-accept = Aceitar
button-takeback-decline = Recusar
hint = Dica ({ $level }): jogue `{ $move }`.{ $front ->
    [console] {""}
   *[other] { " " }Só você vê isto.
}
casual-now = A partida agora é amistosa: não vale rating.
casual-now-solo = Esta travessia agora é amistosa: não conta entre as melhores travessias.
hint-header = Dica: { $move }
err-takeback-off = Nesta partida as jogadas não podem ser desfeitas (configuração `takeback=off`).
err-takeback-over = A partida acabou: as jogadas valem.
err-nothing-to-take-back = Você só pode desfazer sua própria última jogada, e só até outra pessoa jogar.
err-takeback-open = Um pedido para desfazer já está esperando resposta.
err-takeback-to-answer = { $asker } pediu para desfazer a jogada: { $front ->
    [console] responda com `takeback aceitar` ou `takeback recusar`.
   *[other] responda com o botão **{ button-takeback-accept }** ou **{ button-takeback-decline }** embaixo do pedido.
}
err-takeback-asked-before = Você já pediu para desfazer esta jogada e não foi aceito: um pedido por jogada.
err-no-takeback = Não há pedido para desfazer a responder: já foi respondido, o tempo acabou ou a partida seguiu.
err-own-takeback = Foi você quem pediu para desfazer; os outros jogadores respondem.
err-not-asked = Só as outras pessoas que jogam esta partida respondem a este pedido.
err-hints-off = Nesta partida as dicas estão desligadas (configuração `hints=off`).
err-hint-not-your-turn = A dica é para quem joga agora, na sua vez.
err-cooldown = Espere { $seconds ->
    [one] um segundo
   *[other] { $seconds } segundos
} antes de pedir isso de novo.
rule-takeback-on = Quem acabou de jogar pode pedir para desfazer a jogada (`{ cmd-takeback }`); as outras pessoas aceitam ou recusam.
rule-takeback-off = As jogadas não podem ser desfeitas.
rule-hints-on = Quem joga agora pode pedir uma dica (`{ cmd-hint }`): a jogada do computador, mostrada só para essa pessoa.
rule-hints-off = Sem dicas.
console-takeback-usage = `takeback` pede para desfazer sua última jogada; `takeback aceitar` ou `takeback recusar` responde a um pedido.

# notify: a direct message at your turn
notify-on = A partir de agora você recebe uma mensagem direta quando for a sua vez, em todas as partidas. Use `{ cmd-notify }` de novo para desligar.
notify-off = Avisos de vez desligados: nenhuma mensagem direta quando for a sua vez.
notify-turn = Sua vez em Damas chinesas:
    { $news }
notify-refused = { $mention }, não consigo enviar mensagens diretas para você, então seus avisos de vez agora estão desligados. Permita mensagens diretas de membros deste servidor e use `{ cmd-notify }` de novo.
err-no-direct-messages = Aqui não há mensagens diretas: `notify`, `follow` e `digest` são para o Discord.
# follow: a direct message with the moves of a game you watch
follow-on = Agora você segue esta partida: depois das jogadas você recebe uma mensagem direta com o tabuleiro, no máximo uma por minuto, até o fim. `{ cmd-follow }` com `{ opt-stop }` para de seguir.
follow-already = Você já segue esta partida.
follow-off = Você não segue mais esta partida.
follow-not-following = Você não segue esta partida.
follow-moves = Uma partida que você segue:
    { $news }
err-follow-no-game = Não há partida sendo jogada aqui para seguir.
err-follow-seated = Você joga nesta partida e vê cada jogada; `{ cmd-notify }` avisa quando for a sua vez.
err-follow-full = Esta partida já tem { $most } pessoas seguindo, o máximo.

# games: your games in progress
games-none = { $front ->
    [console] Você não tem partidas em andamento.
   *[other] Você não tem partidas em andamento neste servidor.
}
games-title = Suas partidas em andamento ({ $count }):
games-here = aqui
games-line = { $place } · { $players } · { $turn }{ $left }
games-your-turn = **sua vez**
games-to-move = vez de { $name }
games-left = , faltam { $left }
games-more = … e mais { $count }.

# seek: searching for an opponent
help-searching = Procurando agora: { $pools }. Use `{ cmd-seek }` para entrar.
help-searching-pool = { $count } por um jogo { $rated ->
    [rated] valendo rating
   *[other] casual
} de { $players }
seek-searching = Você está procurando uma partida { $rated ->
    [rated] ranqueada
   *[other] amistosa
} de { $players } jogadores ({ $count } procurando agora). Você será mencionado quando uma partida for encontrada; a busca termina em { $minutes } minutos. `{ cmd-seek } cancel` a interrompe.
seek-matched = Partida encontrada: { $names }, uma partida { $rated ->
    [rated] ranqueada
   *[other] amistosa
} de { $players } jogadores. A mesa abre agora.
seek-cancelled = Você não está mais procurando.
seek-not-searching = Você não estava procurando.
seek-expired = { $mention }, ninguém foi encontrado a tempo para a sua partida de { $players } jogadores; use `{ cmd-seek }` de novo para continuar procurando.
err-nobody-to-seek = Aqui não há mais ninguém para encontrar: procurar adversários é para o Discord. Aqui, `add-computer`, ou `as NOME` para outro jogador.

# challenge: named people (and computers) invited to a game
challenge-made = { $name } desafia { $names } para uma partida de { $players } jogadores.
challenge-computers = Computadores também jogam: { $computers }.
challenge-computers-only = { $name } joga uma partida de { $players } jogadores contra { $computers }.
challenge-computer = computador { $level }
challenge-answer = { $names }: { $front ->
    [console] `{ cmd-join }` para aceitar ou `{ cmd-leave }` para recusar
   *[other] apertem **{ button-challenge-accept }** ou **{ button-challenge-decline }**
} em até { $minutes ->
    [one] um minuto
   *[other] { $minutes } minutos
}.
challenge-accepted = { $name } aceitou; ainda faltam responder: { $names }.
challenge-accepted-all = { $name } aceitou: estão todos, e a partida começa.
challenge-declined = { $mention }, { $name } recusou o seu desafio; ele foi cancelado.
challenge-expired = { $mention }, o seu desafio foi cancelado: { $names } não respondeu em até { $minutes ->
    [one] um minuto
   *[other] { $minutes } minutos
}.
challenge-waiting = Desafiados, ainda faltam responder: { $names }
button-challenge-accept = Aceitar
button-challenge-decline = Recusar
err-challenge-nobody = Indique quem desafiar: até cinco pessoas, ou computadores.
err-challenge-self = Você não pode desafiar a si mesmo: indique outra pessoa, ou um computador.
err-challenge-bot = { $name } é um app e não pode responder a um desafio; para jogar contra um computador, use `{ opt-computers }`.
err-challenge-twice = { $name } foi indicado duas vezes.
err-challenge-players = Com você são { $count } jogadores; uma partida tem 2, 3, 4 ou 6.
err-challenge-minutes = O tempo para responder é de 1 a { $most } minutos.
err-not-challenged = Estes lugares são das pessoas desafiadas: { $names }.
err-challenge-seats = Um desafio só dá lugar às pessoas e aos computadores nomeados quando foi feito: nenhum outro lugar pode ser adicionado.
err-nobody-to-challenge = Não há mais ninguém aqui para desafiar: desafios são para o Discord (`/{ cmd-checkers } { cmd-challenge }`, ou o menu Apps em uma pessoa). Aqui, `add-computer`, ou `as NOME` para outro jogador.
seek-not-here = Procurar adversários exige o bot em um servidor: aqui ele só pode responder a você. Use `{ cmd-challenge }` com as pessoas com quem quer jogar.
seek-filled = Ninguém mais veio em { $minutes } minutos: { $names } { $computers ->
    [one] e um computador { $level } jogam
   *[other] e { $computers } computadores { $level } jogam
} uma partida { $rated ->
    [rated] valendo rating
   *[other] casual
} de { $players } jogadores. A mesa abre agora.
game-channel-here = { $name } tornou este canal o canal de partidas do servidor: partidas encontradas com `{ cmd-seek }` abrem nos tópicos daqui.
game-channel-off = { $name } removeu o canal de partidas do servidor: partidas encontradas com `{ cmd-seek }` abrem onde a última pessoa procurou.
seek-not-opened = A partida encontrada não pode abrir aqui: { $why } Procure de novo com `{ cmd-seek }`, ou jogue com `{ cmd-challenge }`.
err-game-channel-thread = Um tópico não pode ser o canal de partidas do servidor: as partidas abrem em tópicos dele. Use isto em um canal.
anywhere-on = { $name } abriu este servidor à busca de todos os servidores: `{ cmd-seek }` com `{ opt-anywhere }` encontra gente de todos os servidores abertos. Só os nomes de exibição passam entre servidores.
anywhere-off = { $name } fechou este servidor à busca de todos os servidores: `{ cmd-seek }` encontra só gente deste servidor.
err-anywhere-closed = Este servidor não está aberto à busca de todos os servidores. Quem gerencia os canais o abre com `{ cmd-defaults }` `{ opt-open_anywhere }`.
err-shown-here = Este tópico mostra uma partida encontrada em todos os servidores abertos, guardada com os outros jogadores: uma nova partida começa num canal deste servidor (ou `{ cmd-seek }` de novo).
err-rematch-anywhere = Uma partida encontrada em todos os servidores abertos não tem revanche: `{ cmd-seek }` de novo, ou desafiem-se onde os dois estão.
seek-searching-anywhere = Você está procurando em todos os servidores abertos uma partida { $rated ->
    [rated] ranqueada
   *[other] amistosa
} de { $players } jogadores. Procurando agora: { $count } aqui · { $all } em todos os servidores. Você será mencionado num tópico daqui quando uma partida for encontrada; a busca termina em { $minutes } minutos.
# block: manter um membro longe; report: denunciar uma partida aos operadores
block-on = Você bloqueou { $name }: o `{ cmd-seek }` nunca junta vocês dois, e não há desafios entre vocês. `{ cmd-block }` com `{ opt-undo }` desfaz isso.
block-off = { $name } não está mais bloqueado.
block-not-blocked = Você não tinha bloqueado { $name }.
block-count = { $count ->
    [0] Você não bloqueou ninguém.
    [one] Você bloqueou um membro.
   *[other] Você bloqueou { $count } membros.
}
err-block-oneself = Você não pode bloquear a si mesmo.
err-block-bot = { $name } é um app: apps nunca jogam, então não há nada a bloquear.
err-block-full = Você já bloqueou { $most } membros, o máximo: desbloqueie alguém primeiro.
err-challenge-they-blocked = { $name } não aceita desafios seus.
err-challenge-you-blocked = Você bloqueou { $name }: `{ cmd-block }` com `{ opt-undo }` desbloqueia.
err-nobody-to-block = Não há mais ninguém aqui para bloquear: bloquear é coisa do Discord (`/{ cmd-checkers-me } { cmd-block }`).
report-kept = Obrigado: sua denúncia (número { $id }) fica guardada para os operadores do bot, com esta partida como está agora. Ninguém mais fica sabendo.
err-report-no-game = Não há partida aqui para denunciar.
# digest: one message a day listing the games at your turn
digest-on = Seu resumo diário está ligado: todo dia ({ $hour } UTC) uma mensagem direta lista suas partidas em que é sua vez, com o tempo que resta em cada uma (nenhuma num dia sem elas). `{ cmd-digest }` com `{ opt-off }` desliga.
digest-off = Você não recebe resumo diário.
digest-title = { $count ->
    [one] Seu resumo diário: é sua vez em 1 partida.
   *[other] Seu resumo diário: é sua vez em { $count } partidas.
}
err-challenge-apart = { $first } e { $second } não podem estar na mesma partida: um bloqueou o outro.
err-block-busy = Mudanças demais nos seus bloqueios ao mesmo tempo: tente de novo.
err-accept-blocked = Você não pode aceitar: você ou alguém desta partida bloqueou o outro depois do desafio.
