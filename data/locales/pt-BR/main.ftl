# Textos do bot para os jogadores (português do Brasil). Toda resposta, erro e legenda vem daqui.
# Os comandos (`new`, `join`, …) e a notação das casas ficam como são digitados.
# "[1]" (e não "[one]") onde o texto diz "um": em português a categoria "one" inclui o 0.

help = **Damas chinesas** — leve todas as suas peças para o outro lado da estrela: ganha quem primeiro colocar todas elas na ponta oposta.
    Na sua vez, mova uma peça: ou um passo para uma casa vizinha vazia, ou uma sequência de saltos — pule uma peça vizinha (de qualquer um, inclusive sua) e caia na casa vazia logo atrás dela; dali você pode continuar pulando quantas vezes quiser, em qualquer direção. Passos e saltos nunca se misturam na mesma jogada.
    Casas: as linhas são as letras `a`–`q`, de cima para baixo, e as casas de cada linha são numeradas a partir de 1, da esquerda para a direita (a ponta de cima é `a1`, o centro é `i5`). Toda casa tem o nome escrito no tabuleiro.
    Jogadas: digite as casas, por exemplo `d2 e7` (um passo) ou `b2-d2-f7` (uma sequência de saltos), ou só a saída e a chegada: `b2 f7`.
    Comandos: `new <players>` começa uma partida aqui (2, 3, 4 ou 6 jogadores) · `join` pega um lugar · `leave` libera seu lugar antes do início · `add-computer` coloca o computador para jogar · `start` começa (só quem criou a partida)
    `board` mostra o tabuleiro · `status` quem está onde · `rules` as regras da casa desta partida (elas podem mudar alguns detalhes) · `resign` desiste (o computador continua com suas peças) · `abort` encerra a partida (só quem criou) · `help` este texto
    Para aprender: `moves <hole>` mostra só para você todas as casas que aquela peça alcança (qualquer peça; acrescente `chains` para desenhar as sequências de saltos: `moves d2 chains`) · `replay` a partida como animação (publicada também quando uma partida termina) · `new` e `defaults` aceitam `theme=dark` para um tabuleiro escuro

err-no-game = Não há nenhuma partida neste canal. Comece uma com `new <players>`.
err-game-exists = Este canal já tem uma partida. Termine-a ou encerre-a com `abort` antes.
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
    [1] Ainda há um lugar vazio: `join` ou `add-computer`.
   *[other] Ainda há { $missing } lugares vazios: `join` ou `add-computer`.
}
err-not-playing = A partida não está em andamento.
err-not-your-turn = Não é a sua vez: agora quem joga é { $name }.
err-spectator = Você não está jogando nesta partida.
err-illegal = `{ $input }`: { $reason }.
err-bad-move-text = `{ $input }`: { $reason }.
err-storage = Não deu para salvar a partida, então nada foi alterado. Tente de novo, por favor.
err-busy = A partida mudou enquanto seu comando era processado. Dê uma olhada no tabuleiro e tente de novo.
err-creator-leave = Quem criou a partida não pode sair da sala; use `abort` para cancelá-la.
err-resigned = Você já desistiu.

lobby-created = { $name } abriu uma partida para { $players ->
        [1] um jogador
       *[other] { $players } jogadores
    }. Digite `join` para pegar um lugar ou `add-computer` para colocar o computador; depois quem criou a partida digita `start`.
lobby-joined = { $name } pegou o lugar { $seat } ({ $taken }/{ $seats }).
lobby-left = { $name } saiu da sala.
lobby-computer = O computador pegou o lugar { $seat } ({ $taken }/{ $seats }).
lobby-status = Esperando jogadores ({ $taken }/{ $seats }): { $names }
game-started = Começou a partida! { $order }
turn-prompt = Jogada { $number }: { $mention }, é a sua vez ({ $colour }).
move-played = { $name } jogou `{ $move }`.
pass-played = { $name } não tem jogada possível e passa a vez.
seat-finished = { $name } levou todas as peças para casa e fica em { $place }º lugar!
resigned = { $name } desistiu; daqui em diante o computador joga com essas peças.
aborted = { $name } cancelou a partida.
game-over = Fim de jogo — { $reason }
reason-finished = todas as colocações estão definidas.
reason-move-limit = todos os jogadores chegaram ao limite de jogadas.
reason-no-moves = ninguém tem jogada possível.
reason-resignations = só sobrou um jogador.
standing = { $place }º { $name }{ $note }
note-resigned = { " " }(desistiu)
board-header = Jogada { $number } · vez de { $name }
board-header-over = Fim de jogo · { $name } venceu
status-playing = Jogada { $number }; é a vez de { $name }. { $seats }
seat-line = { $name } ({ $colour }): { $home } em casa

colour-N = vermelho
colour-NE = amarelo
colour-SE = azul
colour-S = verde
colour-SW = roxo
colour-NW = laranja
computer-name = Computador { $seat }
err-corrupt = Não foi possível restaurar a partida salva deste canal (ela foi guardada à parte para análise). Comece uma nova com `new <players>`.
err-rule-key = `{ $key }` não é uma regra da casa. As regras são: { $keys }.
err-rule-value = `{ $key }` aceita { $valid }.
err-manager-only = Só membros com a permissão Gerenciar canais podem mudar os padrões deste canal.
err-armies = Exércitos por jogador: 1, ou 2 com 3 jogadores, ou 3 com 2 jogadores.
lobby-armies = { $armies ->
    [1] Cada jogador comanda um exército.
   *[other] Cada jogador comanda { $armies } exércitos.
}
defaults-changed = { $name } mudou as regras da casa padrão deste canal: { $summary }.
rules-game = Regras da casa desta partida: { $summary }.
rules-defaults = Regras da casa padrão deste canal: { $summary }.
timed-out = O tempo de { $name } acabou.
resigned-final = { $name } desistiu.
language-changed = { $name } definiu o idioma das mensagens deste canal: { $language }.

err-moves-usage = Digite `moves <hole>` para ver para onde a peça daquela casa pode ir, por exemplo `moves d2`; acrescente `chains` para desenhar as sequências de saltos: `moves d2 chains`.
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
err-replay = Não foi possível criar o replay; a partida em si está bem.
replay-caption = Replay da partida: { $moves ->
    [1] uma jogada
   *[other] { $moves } jogadas
}.
theme-changed = { $name } definiu o tema do tabuleiro das novas partidas deste canal: { $theme }.
