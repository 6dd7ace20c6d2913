# Textos do bot para os jogadores (português do Brasil). Toda resposta, erro e legenda vem daqui.
# Os nomes dos comandos vêm de commands.ftl (`{ cmd-join }` é o nome de /checkers join); a
# notação das casas fica como é digitada.
# "[1]" (e não "[one]") onde o texto diz "um": em português a categoria "one" inclui o 0.

help = **Damas chinesas** — leve todas as suas peças para o outro lado da estrela: ganha quem primeiro colocar todas elas na ponta oposta. Mova uma peça digitando as casas por onde ela passa: `d2 e7` (um passo), `b2-d2-f7` (uma sequência de saltos).{ $front ->
        [console] {""}
       *[other] { " " }Ou aperte **{ button-move }** embaixo do tabuleiro.
    }
    Comandos — uma partida: `{ cmd-new }` `{ cmd-join }` `{ cmd-leave }` `{ cmd-add-computer }` `{ cmd-start }` `{ cmd-abort }` · jogando: `{ cmd-move }` `{ cmd-board }` `{ cmd-status }` `{ cmd-takeback }` `{ cmd-hint }` `{ cmd-resign }` `{ cmd-notify }` `{ cmd-follow }` `{ cmd-digest }` `{ cmd-games }` `{ cmd-seek }` `{ cmd-challenge }` `{ cmd-block }` `{ cmd-report }` · para aprender: `{ cmd-moves }` `{ cmd-replay }` `{ cmd-rules }` `{ cmd-solo }` `{ cmd-puzzle }` · partidas guardadas: `{ cmd-history }` `{ cmd-leaderboard }` `{ cmd-profile }` `{ cmd-record }` `{ cmd-forget-me }` · `{ cmd-defaults }` · `{ cmd-help }`
    Mais, um assunto de cada vez: { $front ->
        [console] `{ cmd-help } { choice-topic-moves }` como mover e os nomes das casas · `{ cmd-help } { choice-topic-commands }` o que cada comando faz · `{ cmd-help } { choice-topic-rules }` as regras da casa daqui · `{ cmd-help } { choice-topic-teams }` o jogo em duplas e o desafio solitário · `{ cmd-help } { choice-topic-ratings }` ratings e partidas guardadas · `{ cmd-help } { choice-topic-capture }` o jogo de captura
       *[other] `/{ cmd-checkers } { cmd-help }` com `{ opt-topic }`: `{ choice-topic-moves }` como mover e os nomes das casas · `{ choice-topic-commands }` o que cada comando faz · `{ choice-topic-rules }` as regras da casa daqui · `{ choice-topic-teams }` o jogo em duplas e o desafio solitário · `{ choice-topic-ratings }` ratings e partidas guardadas · `{ choice-topic-capture }` o jogo de captura
    }
help-moves = **Como mover** — na sua vez, mova uma peça: ou um passo para uma casa vizinha vazia, ou uma sequência de saltos — pule uma peça vizinha (de qualquer um, inclusive sua) e caia na casa vazia logo atrás; dali siga pulando quantas vezes quiser, em qualquer direção. Passos e saltos não se misturam.
    Casas: as linhas são as letras `a`–`q`, de cima para baixo, e as casas de cada linha são numeradas a partir de 1, da esquerda para a direita (a ponta de cima é `a1`, o centro é `i5`). Toda casa tem o nome escrito no tabuleiro.
    Jogadas: digite as casas, por exemplo `d2 e7` (um passo) ou `b2-d2-f7` (uma sequência de saltos), ou só a saída e a chegada: `b2 f7`.{ $front ->
        [console] {""}
       *[other] { " " }No Discord: `@bot d2 e7`, responda (@ ativado) ao tabuleiro, o botão **{ button-move }**, ou `/{ cmd-checkers } { cmd-move }`.
    }
    Para aprender: `{ cmd-moves } <{ opt-hole }>` mostra só para você todas as casas que aquela peça alcança (qualquer peça; acrescente `{ opt-chains }` para desenhar as sequências de saltos: `{ cmd-moves } d2 { opt-chains }`) · `{ cmd-hint }` a jogada que o computador faria por você · `{ cmd-replay }` a partida como animação (publicada também quando uma partida termina)
help-commands = **Comandos**
    `{ cmd-new } <{ opt-players }>` começa uma partida aqui (2, 3, 4 ou 6 jogadores; regras da casa como `chave=valor`, por exemplo `{ opt-long_jumps }=on`, e `{ opt-theme }={ choice-theme-dark }` para um tabuleiro escuro) · `{ cmd-join }` pega um lugar · `{ cmd-leave }` libera seu lugar antes do início · `{ cmd-add-computer }` coloca o computador para jogar, nível { choice-level-medium } se você não escolher outro (`{ cmd-add-computer } { choice-level-easy }`, `{ cmd-add-computer } { choice-level-hard }`; { choice-level-hard } pensa no máximo `{ opt-computer_time }`, 2 s se não mudar) · `{ cmd-start }` começa (só quem criou a partida) · `{ cmd-abort }` encerra a partida (quem criou ou quem gerencia o canal; pergunta antes)
    `{ cmd-move }` faz uma jogada (ou só digite) · `{ cmd-board }` mostra o tabuleiro · `{ cmd-status }` quem está onde · `{ cmd-takeback }` desfaz sua última jogada, se os outros aceitarem · `{ cmd-hint }` a jogada do computador para você, só você vê · `{ cmd-resign }` desiste (pergunta antes; o computador continua com suas peças) · `{ cmd-notify }` uma mensagem direta na sua vez · `{ cmd-follow }` seguir a partida daqui por mensagem direta · `{ cmd-digest }` uma mensagem diária das suas vezes · `{ cmd-games }` suas partidas em andamento · `{ cmd-seek }` encontre adversários neste servidor · `{ cmd-challenge }` desafie pessoas pelo nome · `{ cmd-block }` bloquear um membro · `{ cmd-report }` denunciar esta partida
    `{ cmd-moves } <{ opt-hole }>` para onde uma peça pode ir · `{ cmd-replay }` a partida como animação · `{ cmd-rules }` as regras da casa desta partida · `{ cmd-solo }` o desafio solitário · `{ cmd-puzzle }` o problema do dia · `{ cmd-history }`, `{ cmd-leaderboard }`, `{ cmd-profile }`, `{ cmd-record }`, `{ cmd-forget-me }`: ratings e partidas guardadas · `{ cmd-defaults }` as regras da casa das novas partidas aqui · `{ cmd-help }` a visão geral{ $front ->
        [console] {""}
       *[other] {""}
            No Discord: `/{ cmd-checkers }` uma partida aqui, adversários, ajuda · `/{ cmd-checkers-ratings }` ratings e partidas guardadas · `/{ cmd-checkers-me }` suas partidas, mensagens de vez, um resumo diário, bloqueios e denúncias · `/{ cmd-checkers-defaults }` as regras da casa das novas partidas aqui
    }

err-no-game = { $front ->
    [console] Ainda não há nenhuma partida aqui. Comece uma com `{ cmd-new } <{ opt-players }>`.
   *[other] Não há nenhuma partida neste canal. Comece uma com `{ cmd-new } <{ opt-players }>`.
}
err-lobby-open = Já há um jogo aberto aqui esperando jogadores: entre com `{ cmd-join }`, ou encerre-o antes com `{ cmd-abort }`.
err-game-exists = { $front ->
    [console] Já há uma partida em andamento aqui. Termine-a ou encerre-a com `{ cmd-abort }` antes.
   *[other] Este canal já tem uma partida. Termine-a ou encerre-a com `{ cmd-abort }` antes.
}
err-players = A partida padrão é para 2, 3, 4 ou 6 jogadores.
err-not-in-lobby = A partida já começou.
err-already-seated = Você já tem um lugar.
err-not-seated = Você não tem lugar nesta partida.
err-lobby-full = { $seats ->
    [1] O único lugar já está ocupado.
   *[other] Todos os { $seats } lugares já estão ocupados.
}
err-creator-only = Só quem criou a partida ({ $name }) pode fazer isso.
err-not-full = { $missing ->
    [1] Ainda há um lugar vazio: `{ cmd-join }` ou `{ cmd-add-computer }`.
   *[other] Ainda há { $missing } lugares vazios: `{ cmd-join }` ou `{ cmd-add-computer }`.
}
err-not-playing = A partida não está em andamento.
err-not-started = A partida ainda não começou.
err-not-your-turn = Não é a sua vez: agora quem joga é { $name }.
err-spectator = Você não está jogando nesta partida.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Não deu para salvar a partida, então nada foi alterado. Tente de novo, por favor.
err-unavailable = O banco de dados não está acessível agora, então nada foi alterado. Tente de novo daqui a pouco.
err-busy = A partida mudou enquanto seu comando era processado. Dê uma olhada no tabuleiro e tente de novo.
err-creator-leave = Quem criou a partida não pode sair da sala; use `{ cmd-abort }` para cancelá-la.
err-resigned = Você já desistiu.

lobby-created = { $name } abriu uma partida para { $players ->
        [1] um jogador
       *[other] { $players } jogadores
    }.{ $front ->
        [console] { " " }Digite `{ cmd-join }` para pegar um lugar ou `{ cmd-add-computer }` para colocar o computador; depois quem criou a partida digita `{ cmd-start }`.
       *[other] {""}
    }
lobby-joined = { $name } pegou o lugar { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } saiu da sala.
lobby-computer = O computador (nível { $level }) pegou o lugar { $seat } ({ $taken }/{ $seats }).
lobby-status = Esperando jogadores ({ $taken }/{ $seats }): { $names }
game-started = Começou a partida! { $order }
turn-prompt = Jogada { $number }: { $mention }, é a sua vez ({ $colour }).
move-played = { $name } jogou `{ $move }`.
pass-played = { $name } não tem jogada possível e passa a vez.
seat-finished = { $name } levou todas as peças para casa e fica em { $place }º lugar!
seat-finished-full = { $name } terminou: o destino está cheio, com { $count ->
    [one] uma peça sua
   *[other] { $count } peças suas
} nele, e fica em { $place }º lugar!
turns-skipped = … { $count ->
    [one] uma linha omitida
   *[other] { $count } linhas omitidas
} aqui (as jogadas no meio); `{ cmd-replay }` mostra a partida inteira.
resigned = { $name } desistiu; daqui em diante o computador joga com essas peças.
aborted = { $name } cancelou a partida.
game-over = Fim de jogo — { $reason }
reason-finished = todas as colocações estão definidas.
reason-move-limit = todos os jogadores chegaram ao limite de jogadas.
reason-no-moves = ninguém tem jogada possível.
reason-resignations = só sobrou um jogador.
standing = { $place }º { $name }{ $note }
note-resigned = { " " }(desistiu)
note-timed-out = { " " }(tempo esgotado)
note-distance = { " " }(distância restante: { $distance })
note-pegs-home = { " " }({ $count ->
    [0] nenhuma peça no destino
    [one] uma peça no destino
   *[other] { $count } peças no destino
})
note-target-full = { " " }(chegou, destino cheio: { $count ->
    [0] nenhuma peça no destino
    [one] uma peça no destino
   *[other] { $count } peças no destino
})
board-header = Jogada { $number } · vez de { $name }
# A computer is to move and its turn is being played (the console says so before it thinks).
computer-thinking = Jogada { $number } · { $name } está pensando…
computer-thinking-for = Jogada { $number } · o computador está pensando por { $name }…
board-header-over = Fim de jogo · { $name } venceu
solo-abandoned = Travessia abandonada depois de { $moves ->
    [one] um lance
   *[other] { $moves } lances
}: { $name } não chegou em casa.
board-header-abandoned = Travessia abandonada · { $name } não chegou em casa
status-playing = Jogada { $number }; é a vez de { $name }. { $seats }
status-your-turn = Jogada { $number }; é a sua vez. { $seats }
seat-line = { $name } ({ $colour }): { $home } em casa

colour-N = vermelho
colour-NE = amarelo
colour-SE = azul
colour-S = verde
colour-SW = roxo
colour-NW = laranja
computer-name = Computador { $seat }
computer-for = Computador (por { $name })
err-corrupt = { $front ->
    [console] Não foi possível restaurar a partida salva (ela foi guardada à parte para análise). Comece uma nova com `{ cmd-new } <{ opt-players }>`.
   *[other] Não foi possível restaurar a partida salva deste canal (ela foi guardada à parte para análise). Comece uma nova com `{ cmd-new } <{ opt-players }>`.
}
err-rule-key = `{ $key }` não é uma regra da casa. As regras são: { $keys }.
err-rule-value = `{ $key }` aceita { $valid }.
err-manager-only = Só membros com a permissão Gerenciar canais podem mudar os padrões deste canal.
err-armies = Exércitos por jogador: 1, ou 2 com 3 jogadores, ou 3 com 2 jogadores.
lobby-armies = { $armies ->
    [1] Cada jogador comanda um exército.
   *[other] Cada jogador comanda { $armies } exércitos.
}
defaults-changed = { $front ->
    [console] { $name } mudou as regras da casa padrão das novas partidas: { $summary }.
   *[other] { $name } mudou as regras da casa padrão deste canal: { $summary }.
}
# The levels a computer plays at, with the rating the ladder measured for each (docs/computer-players.md).
rules-levels = Níveis do computador e sua pontuação (pontos Elo; um jogador de lances aleatórios vale 0): { $levels }
rules-game = Regras da casa desta partida: { $summary }.
rules-defaults = { $front ->
    [console] Regras da casa padrão das novas partidas: { $summary }.
   *[other] Regras da casa padrão deste canal: { $summary }.
}
timed-out = O tempo de { $name } acabou.
turn-reminder = { $mention }, é a sua vez: faltam { $left } para o seu tempo acabar.
resigned-final = { $name } desistiu.
language-changed = { $front ->
    [console] { $name } definiu o idioma do console: { $language }.
   *[other] { $name } definiu o idioma das mensagens deste canal: { $language }.
}

err-moves-usage = Digite `{ cmd-moves } <{ opt-hole }>` para ver para onde a peça daquela casa pode ir, por exemplo `{ cmd-moves } d2`; acrescente `{ opt-chains }` para desenhar as sequências de saltos: `{ cmd-moves } d2 { opt-chains }`.
err-not-a-hole = `{ $input }` não é uma casa. As casas se escrevem como `d2` ou `i5` (linhas `a`–`q`, numeradas a partir de 1, da esquerda para a direita).
err-no-peg = Não há nenhuma peça em { $hole }.
err-fixed-peg = A peça em { $hole } é fixa: nunca se move.
moves-owner = { $colour }, { $name }
moves-none = A peça em { $hole } ({ $owner }) não tem jogada agora.
moves-reach = A peça em { $hole } ({ $owner }) alcança { $count ->
    [1] uma casa
   *[other] { $count } casas
}: { $holes }.
moves-chains = Sequências de saltos: { $chains }
moves-header = Aonde { $hole } pode ir: { $count ->
    [1] uma casa
   *[other] { $count } casas
}
err-nothing-to-replay = Nenhuma jogada foi feita ainda, então não há nada para rever.
err-replay = Não foi possível criar o replay; a partida em si está bem.
replay-caption = Replay da partida: { $moves ->
    [1] uma jogada
   *[other] { $moves } jogadas
}.
theme-changed = { $front ->
    [console] { $name } definiu o tema do tabuleiro das novas partidas: { $theme }.
   *[other] { $name } definiu o tema do tabuleiro das novas partidas deste canal: { $theme }.
}

# O que o adaptador do Discord diz por conta própria: botões da sala de espera e respostas sobre o Discord.
button-join = Entrar
button-leave = Sair
button-add-computer = Adicionar computador
button-start = Começar
lobby-hint = Aperte **Entrar** para ocupar um lugar; quem abriu a mesa pode usar **Adicionar computador** e aperta **Começar** quando todos os lugares estiverem ocupados.
lobby-hint-auto = Aperte **Entrar** para ocupar um lugar; quem abriu a mesa pode usar **Adicionar computador**. A partida começa assim que todos os lugares estiverem ocupados.
lobby-closed = Esta sala de espera está fechada: a partida já começou ou foi cancelada. `/damas-chinesas situação` mostra o que está acontecendo aqui.
lobby-started = Esta sala de espera está fechada: a partida começou, no tabuleiro logo abaixo.
bot-restarting = O bot está sendo desligado por um momento e não aceita comandos; tente de novo daqui a um minuto.
bot-failed = Algo deu errado do meu lado; nada foi alterado. Tente de novo, por favor.
err-bad-option = Não entendi uma das opções; nada foi alterado. Escolha-a de novo, por favor.
err-command-moved = Este comando mudou de lugar: agora é `{ $command }`. Nada foi alterado.
bot-too-slow = Isto está demorando demais; parei de esperar. `/damas-chinesas tabuleiro` mostra a partida como está.
discord-unread-reply = { $kind ->
        [interaction] O Discord não me mostra respostas a esta mensagem. Escreva a jogada depois de me mencionar, por exemplo { $bot } `d2 e7`, aperte **Jogar** abaixo do tabuleiro, ou use `/damas-chinesas jogar`.
       *[ping-off] O Discord me mostrou sua resposta sem o texto porque ela não me mencionou. Deixe o **@ ATIVADO** ao responder, ou escreva a jogada depois de me mencionar, por exemplo { $bot } `d2 e7`, aperte **Jogar** abaixo do tabuleiro, ou use `/damas-chinesas jogar`.
    }
answered-privately = (respondido em particular)
thread-in-thread = Isto já é um tópico, e tópicos não podem ter tópicos. Deixe de fora `tópico` para jogar aqui, ou use o comando no canal principal.
thread-outside-guild = Partidas em tópicos precisam de um canal de servidor.
thread-failed = Não consegui abrir um tópico para a partida: { $reason }. Nada foi alterado.
thread-name = Damas chinesas · { $name } · { $players } jogadores
missing-permissions = { $place ->
    [thread] Não consigo conduzir uma partida em um tópico aqui
   *[channel] Não consigo conduzir uma partida neste canal
}: me { $count ->
    [one] falta a permissão
   *[other] faltam as permissões
} { $list }. Um administrador do servidor pode concedê-las ao meu cargo nas configurações do canal (Permissões).
permission-view-channel = Ver canais
permission-attach-files = Anexar arquivos
permission-read-message-history = Ver histórico de mensagens
permission-create-public-threads = Criar tópicos públicos
permission-send-messages-in-threads = Enviar mensagens em tópicos
permission-send-messages = Enviar mensagens
discord-forbidden-thread = O Discord diz que me falta uma permissão lá (Criar tópicos públicos)
discord-status = o Discord respondeu { $status }
discord-unreachable = não foi possível falar com o Discord
discord-unexpected = um erro inesperado

# Modo console.
console-welcome = Damas chinesas — modo console. Digite `{ cmd-help }` para os comandos do jogo; `as NOME` age como outro jogador local; `quit` sai.
console-web = O tabuleiro no navegador: { $address } (clique em uma peça e depois em um buraco que ela alcança).
# A console line longer than the console reads (its bytes, a number).
console-line-too-long = Essa linha passa de { $max } bytes, por isso não foi lida. Um comando ou uma jogada cabe em uma linha curta.
console-help = Digite `{ cmd-help }` para os comandos do jogo; `as NOME` age como outro jogador local; `quit` sai.
console-as-usage = Digite `as NOME` para agir como outro jogador local.
console-you-are = Agora você é { $name }.
console-renamed = Na partida salva seu nome era { $old }; daqui em diante você é { $name }.
console-name-reserved = “{ $name }” é o nome que o bot dá a um lugar do computador ou a um jogador esquecido, então ninguém conseguiria encontrar você por ele: escolha outro nome.
console-name-long = Um nome tem no máximo { $max } caracteres; esse tem { $count }. Escolha um mais curto.
console-as-command = `as` recebe só um nome: digite `as { $name }` e depois `{ $command }` na linha seguinte.
console-kept-game = Há uma partida em andamento aqui (jogada { $number }), então ela foi mantida e continua: nada foi encerrado. Digite `{ cmd-abort }` para encerrá-la e começar a nova partida no lugar dela.
console-kept-lobby = { $name } abriu aqui uma partida que espera jogadores, então ela foi mantida: nada foi encerrado. Digite `{ cmd-abort }` para cancelá-la e começar a nova partida no lugar dela.
console-board-file = [imagem do tabuleiro: { $path }]
console-image-failed = A imagem não foi salva ({ $error }); a partida continua.
console-replay-file = [replay: { $path }]
console-unknown = Comando desconhecido; digite `{ cmd-help }`.
console-unknown-suggest = `{ $word }` não é um comando. Você quis dizer `{ $command }`? (`{ cmd-help }` mostra todos)
console-setting-word = Não entendi `{ $word }`: as regras da casa se escrevem `chave=valor`, por exemplo `{ opt-long_jumps }=on`.
console-help-topic = `{ $word }` não é um assunto da ajuda. Assuntos: `{ choice-topic-moves }`, `{ choice-topic-commands }`, `{ choice-topic-rules }`, `{ choice-topic-teams }`, `{ choice-topic-ratings }`, `{ choice-topic-capture }`.
console-unknown-level = Os níveis do computador são `{ choice-level-beginner }`, `{ choice-level-novice }`, `{ choice-level-learner }`, `{ choice-level-easy }`, `{ choice-level-moderate }`, `{ choice-level-medium }`, `{ choice-level-skilled }`, `{ choice-level-advanced }`, `{ choice-level-strong }` e `{ choice-level-hard }`.
console-move-usage = Escreva as casas depois de `{ cmd-move }`, por exemplo `{ cmd-move } d2 e7`.
console-moves-word = Não entendi `{ $word }` depois de `{ cmd-moves }`. { err-moves-usage }
console-solo-word = Não entendi `{ $word }` depois de `{ cmd-solo }`: `solo` começa uma travessia, `solo quadro` mostra as melhores travessias aqui, `solo computador` a travessia do computador.
console-lone-hole = `{ $hole }` sozinha não é uma jogada: uma jogada precisa de pelo menos duas casas, a da peça e depois para onde ela vai, por exemplo `d2 e7`.
console-extra-words = `{ $command }` não recebe nada depois.
console-you = você

# Por que uma jogada foi recusada (depois de `err-illegal` e `err-bad-move-text`).
why-game-over = a partida terminou
why-not-your-turn = não é a sua vez
why-no-peg = não há peça em { $hole }
why-not-your-peg = a peça em { $hole } não é sua
why-occupied = { $hole } não está vazia
why-unreachable = a peça em { $from } não consegue chegar a { $to }
why-leaves-target = uma peça no seu destino tem de ficar nele
why-foreign-point = { $hole } fica na ponta de outro exército: dá para passar pulando, mas não para parar
why-no-move = uma jogada não pode terminar onde começou
why-too-short = uma jogada indica pelo menos duas casas
why-resigned = esse lugar já desistiu
why-finished = esse lugar já terminou
why-step-in-chain = um passo não pode fazer parte de uma sequência de saltos
why-not-a-hop = de { $from } para { $to } não é um passo nem um salto
why-repeated = a casa { $hole } aparece duas vezes seguidas: um salto nunca termina onde começou
why-too-long = é longo demais para ser uma jogada
why-bad-hole = `{ $word }` não é uma casa: { $reason }
why-hole-syntax = uma casa é uma letra de linha `a`–`q` e um número, como `e7`
why-out-of-row = a linha { $row } tem as casas de 1 a { $count }
why-index-range = os números das casas vão de 0 a 120

# A segunda parte da ajuda: as regras da casa em vigor (uma linha cada).
help-rules-game = **Regras da casa desta partida** (`{ cmd-rules }` as mostra como configurações):
help-rules-defaults = **Regras da casa para novas partidas aqui** (`{ cmd-new }` pode mudá-las para uma partida):
rule-unused_points-empty = As pontas de onde ninguém sai ficam vazias: as peças podem entrar e parar nelas.
rule-unused_points-filled = As pontas de onde ninguém sai ficam cheias de peças que nunca se movem; servem só de obstáculo.
rule-foreign_points-rest = As peças podem parar nas pontas de outros exércitos.
rule-foreign_points-pass-through = As peças podem atravessar pulando as pontas de outros exércitos, mas não parar nelas.
rule-anti_spoiling-full-target = Um destino cheio conta como chegada quando pelo menos uma das peças nele é sua.
rule-anti_spoiling-swap = Uma peça alheia no seu destino pode ser trocada: você cai em cima dela e ela vai para onde a sua peça estava (escreve-se com `x`, como `m6-xn2`).
rule-anti_spoiling-none = As peças podem bloquear o destino de outro exército.
rule-long_jumps-off = Um salto passa por cima de uma peça vizinha e cai na casa logo atrás dela.
rule-long_jumps-on = Saltos longos: um salto pode passar por cima de uma peça a qualquer distância numa linha e cair à mesma distância do outro lado, com todas as casas no meio vazias.
rule-leave_target-off = Uma peça que chegou ao seu destino tem de terminar nele toda jogada seguinte.
rule-leave_target-on = As peças podem sair de novo do seu destino.
rule-first_player-coin-toss = Um sorteio decide quem joga primeiro.
rule-first_player-creator = Quem criou a partida joga primeiro.
rule-turn_order-clockwise = As vezes seguem no sentido horário ao redor da estrela.
rule-turn_order-counterclockwise = As vezes seguem no sentido anti-horário ao redor da estrela.
rule-move_limit = { $limit ->
    [one] Cada jogador tem uma jogada; depois decidem as peças no destino e, em seguida, a distância até ele.
   *[other] Cada jogador tem { $limit } jogadas; depois decidem as peças no destino e, em seguida, a distância até ele.
}
rule-move_limit-none = Sem limite de jogadas.
rule-placements-on = Depois do vencedor o jogo continua, valendo o 2º, 3º… lugar.
rule-placements-off = A partida termina quando o primeiro jogador leva todas as peças ao destino.
rule-turn_timeout = Cada vez tem de ser jogada em até { $timeout }, senão o lugar conta como abandonado.
rule-turn_timeout-none = Sem limite de tempo por vez.
rule-abandon-ai-takeover = Quando um jogador desiste, sai ou fica sem tempo, o computador continua com as peças dele.
rule-abandon-freeze = Quando um jogador desiste, sai ou fica sem tempo, as peças dele ficam paradas onde estão, como obstáculos.
rule-computer_time = Um jogador computador pensa no máximo { $time } em cada jogada (o nível { choice-level-hard } usa esse tempo todo).


# A variante com capturas (docs/rules.md §6).
help-capture = **Jogo de capturas** (`new <jogadores> capture`, de 2 a 6 jogadores): 60 peças sem dono enchem o centro da estrela, menos o buraco do meio. Na sua vez, mova qualquer peça, só pulando: cada peça pulada é capturada e conta para você, e você pode parar depois de qualquer pulo. Uma cadeia pode terminar onde começou. O jogo acaba quando não sobra nenhum pulo; quem capturou mais vence, e empate no primeiro lugar é empate.
lobby-capture = Este é o jogo de capturas: pule as peças para pegá-las; quem capturar mais vence.
err-capture-players = O jogo de capturas é para 2 a 6 jogadores.
err-capture-armies = No jogo de capturas ninguém comanda exércitos: deixe `armies` de fora.
err-capture-rule = `{ $key }` não vale no jogo de capturas (valem `long_jumps`, `first_player`, `turn_order`, `turn_timeout` e `abandon`).
err-bad-variant = `{ $value }` não é um jogo: escolha `standard` ou `capture`.
why-ambiguous = várias cadeias de captura ligam { $from } a { $to }, e cada uma pega outras peças. Escreva a cadeia inteira: { $chains }{ $more ->
    [0] {""}
    [1] {" "}(e mais uma)
   *[other] {" "}(e mais { $more })
}
seat-line-capture = { $name } ({ $colour }): { $score ->
    [1] uma captura
   *[other] { $score } capturas
}
live-score-home = { $home } em casa
live-score-captures = { $score ->
    [1] uma captura
   *[other] { $score } capturas
}
standing-capture = { $place }º { $name }: { $score ->
    [1] uma captura
   *[other] { $score } capturas
}{ $note }
reason-no-hops = não sobra nenhum pulo.
result-draw = Empate: { $names } capturaram mais, com o mesmo número.
board-header-draw = Fim de jogo · empate
moves-capture = A peça em { $hole } { $count ->
    [0] não pode capturar agora.
    [1] pode terminar uma cadeia de capturas em um buraco: { $holes }.
   *[other] pode terminar uma cadeia de capturas em { $count } buracos: { $holes }.
}
why-capture-step = no jogo de capturas não há passos: pule uma peça
why-not-a-capture = de { $from } a { $to } não é um pulo sobre uma peça

## Partidas guardadas e ratings (issue 16)
history-title = Últimas partidas aqui (página { $page }):
history-title-of = Últimas partidas de { $name } aqui (página { $page }):
history-none = Nenhuma partida guardada ainda.
history-line = #{ $id } · { $date } · { $players } · { $result } · { $moves ->
    [1] 1 jogada
   *[other] { $moves } jogadas
} · { $kind }
history-won = { $name } venceu
history-shared = { $names } dividiram o primeiro lugar
history-not-home = { $name } não chegou em casa
history-solo = desafio solo
history-more = Partidas mais antigas: página { $next }.
former-player = um ex-jogador
leaderboard-title = Classificação (rating = mu − 3 sigma; entra na lista após { $min } partidas valendo rating):
leaderboard-empty = Ninguém jogou { $min } partidas valendo rating aqui ainda.
leaderboard-line = { $place }. { $name } — { $rating } ({ $games } partidas)
leaderboard-you = Sua posição: { $place } de { $count }, rating { $rating }.
leaderboard-you-unlisted = Você entra na lista após { $min } partidas valendo rating; você tem { $games }.
profile = { $name }: rating { $rating } (mu { $mu }, sigma { $sigma }), { $games ->
    [1] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [1] 1 vitória
   *[other] { $wins } vitórias
}, colocação média { $place }.
profile-place = Posição { $place } na classificação.
profile-none = { $name } ainda não tem partidas valendo rating aqui.
forgotten = Seus ratings e suas melhores travessias foram apagados e seu nome nas partidas guardadas agora é “um ex-jogador”.
err-unknown-player = Ninguém chamado { $name } jogou aqui.

# alt text: what each image shows, in words (Discord's attachment description)
alt-board = Tabuleiro de damas chinesas. { $header }.
alt-last = Últimas jogadas: { $turns }.
alt-turn = { $name } { $turn }
alt-passed = passou
alt-resigned = desistiu
alt-seats = { $seats }.
alt-reach = A peça em { $hole } pode chegar a { $count ->
    [one] uma casa
   *[other] { $count } casas
}, marcadas: { $holes }.
alt-hint = A dica está desenhada: { $path }.
alt-replay = Replay animado da partida, { $moves ->
    [one] uma jogada
   *[other] { $moves } jogadas
}. { $result }.
