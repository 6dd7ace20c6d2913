# buttons.ftl: see src/i18n.rs for what belongs here.

# The table's words for choices made with buttons (any adapter).
err-board-changed = O tabuleiro mudou desde então: esta escolha era para uma posição anterior. Use os botões abaixo do último tabuleiro.
err-rematch-asked = Você já pediu a revanche; aguardando { $waiting }.
rematch-asked = { $name } quer uma revanche ({ $asked }/{ $people }); aguardando { $waiting }. Mesmas regras, lugares trocados em rodízio.
rematch-ready = { $name } entra na revanche: todos estão dentro, lugares trocados em rodízio.

# The Discord adapter: the buttons under a board and the Move button's private menus.
button-move = Jogar
button-rematch = Revanche
button-replay = Replay
menu-peg-prompt = Escolha a peça a mover ({ $count ->
    [1] uma peça pode se mover
   *[other] { $count } peças podem se mover
}).
menu-peg-placeholder = Peça a mover
menu-peg-option = { $hole } · { $count ->
    [1] um lance
   *[other] { $count } lances
}
menu-move-prompt = Escolha para onde ela vai: cada lance é indicado pelas suas casas.
menu-move-placeholder = Lance a jogar
menu-more = Mais… (página { $page } de { $pages })
menu-played = Feito: o seu lance está no tabuleiro do canal.

# Desistir, e encerrar uma partida em andamento, perguntam antes: no console digita-se a
# palavra, no Discord há o botão Confirmar (docs/playing.md).
resign-ask = Desistir desta partida? Você fica atrás de todos os jogadores que ainda estão no jogo, e não dá para desfazer. Para desistir, digite `{ cmd-resign } { forget-me-confirm }`.
abort-ask = Encerrar esta partida para todos? Ela fica guardada em `{ cmd-history }` como cancelada, sem valer rating. Para encerrá-la, digite `{ cmd-abort } { forget-me-confirm }`.
resign-ask-button = Desistir desta partida? Você fica atrás de todos os jogadores que ainda estão no jogo, e não dá para desfazer. Aperte **{ button-confirm }** para desistir.
abort-ask-button = Encerrar esta partida para todos? Ela fica guardada em `/{ cmd-checkers-ratings } { cmd-history }` como cancelada, sem valer rating. Aperte **{ button-confirm }** para encerrá-la.
hint-ask = Esta partida vale rating: uma dica a torna amistosa (sem rating) para todos, e isso não pode ser desfeito. Para receber uma, digite `{ cmd-hint } { forget-me-confirm }`.
hint-ask-button = Esta partida vale rating: uma dica a torna amistosa (sem rating) para todos, e isso não pode ser desfeito. Pressione **{ button-confirm }** para receber uma.
button-confirm = Confirmar
confirm-done = Pronto: o canal foi avisado.
err-question-gone = Essa pergunta era sobre uma partida que já terminou ou foi substituída: nada foi feito.
err-leave-in-game = A partida está em andamento: `{ cmd-leave }` libera o lugar só antes do início. Para desistir agora, use `{ cmd-resign }` (ele pergunta antes).
button-watch = Assistir ao vivo
button-web-play = Jogar no navegador
web-play-link = Seu link pessoal para jogar esta partida no navegador: clique em uma peça e depois em um buraco que ela alcança. Não compartilhe; vale por um dia.
web-no-seat = Você não tem lugar na partida que está sendo jogada aqui.
activity-description = Assista e jogue damas chinesas com o pessoal daqui
web-moves = Jogadas
web-reconnecting = Reconectando…
web-no-game = Não há partida nesta mesa agora.
web-link-invalid = Este link não é válido.
web-link-expired = Este link expirou; peça um novo com Jogar no navegador.
web-link-replaced = Este link foi substituído por um mais novo: use o último link que Jogar no navegador lhe deu.
web-link-old-game = Este link era de uma partida que acabou; peça um novo com Jogar no navegador.
web-too-many = Pedidos demais; espere um momento.
web-no-answer = O servidor não respondeu; tente de novo.
web-time-left = Tempo restante:
web-follow = Seguir por mensagem direta
web-unfollow = Parar de seguir
web-not-a-follow = Isso não é um pedido para seguir.
web-no-such-move = Essa peça não tem essa jogada: clique em uma das suas peças e depois em um buraco que ela alcança.
web-board-changed = O tabuleiro mudou desde então: veja a posição atual e clique de novo.
# The web board's refusals of malformed requests.
web-not-a-move = Isso não é uma jogada.
web-too-large = Essa requisição é grande demais: uma jogada ocupa no máximo { $most } bytes.
web-nothing-here = Não há nada aqui.
web-method = Esse método não é atendido aqui.
web-activity-off = A atividade não está ativada neste servidor.
web-not-a-session = Isso não é um pedido de sessão.
web-not-confirmed = O Discord não confirmou quem você é.
web-not-in-activity = Você não está nesta atividade.
web-discord-no-answer = O Discord não respondeu; tente de novo em um instante.
web-not-a-socket = Isso não é um pedido de WebSocket.
