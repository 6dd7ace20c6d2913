# puzzle.ftl: o problema do dia (docs/playing.md, "The daily puzzle"): veja src/i18n.rs.

puzzle-farthest = **Problema do dia, { $date }: a jogada mais longa.** Vermelho joga: qual jogada leva uma peça vermelha mais fileiras em direção à ponta de baixo? Só uma jogada vai mais longe.
puzzle-home = **Problema do dia, { $date }: em casa em { $moves }.** Vermelho sozinho: o exército pode chegar em { $moves } jogadas, não menos. Qual jogada abre o caminho? Só uma.
puzzle-how = { $front ->
    [console] Responda com `{ cmd-puzzle }` e a jogada, como `{ cmd-puzzle } d2 e7`: uma resposta por dia; a solução vem no dia seguinte.
   *[other] Responda com `/{ cmd-checkers } { cmd-puzzle }` e `{ opt-answer }:`, como `d2 e7` (só você vê): uma resposta por dia; a solução vem com o próximo problema.
}
puzzle-daily-how = Responda em particular com `/{ cmd-checkers } { cmd-puzzle }` e `{ opt-answer }:` (uma resposta por dia). A solução vem com o próximo problema, às { $hour } UTC.
puzzle-answered-right = Sua resposta de hoje: `{ $answer }`, certa.
puzzle-answered-wrong = Sua resposta de hoje: `{ $answer }`, não é essa; a solução vem com o próximo problema.
puzzle-streak = Sua sequência: { $days ->
    [0] nenhuma ainda
    [one] 1 dia
   *[other] { $days } dias seguidos
} (melhor: { $best }).
puzzle-board = Este mês: { $top }
puzzle-board-entry = { $place }. { $name } { $solved }
puzzle-board-you = { " " }· você: { $place }º lugar, { $solved } resolvidos
puzzle-right = Certo: `{ $answer }` é a solução!
puzzle-wrong = `{ $answer }` não é a solução. Ela vem com o próximo problema.
puzzle-already = Você já respondeu o problema de hoje (uma resposta por dia).
puzzle-solution = **Solução de { $date }:** `{ $answer }` ({ $line }).
puzzle-solved = Resolvido aqui por { $solved } de { $answered ->
    [one] 1 pessoa que respondeu
   *[other] { $answered } que responderam
}.
puzzle-solved-none = Ninguém aqui respondeu.
puzzle-planned = { $name } ativou o problema do dia: publicado aqui todo dia às { $hour } UTC.
puzzle-unplanned = { $name } desativou o problema do dia.
puzzle-red = Vermelho (você)
puzzle-green = Verde
puzzle-header = Problema do dia · { $date }
puzzle-solution-header = Solução · { $date }
puzzle-ask-farthest = A jogada mais longa?
puzzle-ask-home = Em casa em { $moves }: a primeira jogada?
puzzle-description = { $header }. Peças vermelhas: { $red }.{ $green ->
    [none] {""}
   *[other] { " " }Peças verdes: { $green }.
}
puzzle-off-word = desligado

err-puzzle-off = { $front ->
    [console] O console não tem problema do dia para publicar.
   *[other] Este servidor não tem problema do dia. Um membro com Gerenciar canais o ativa com `/{ cmd-checkers-defaults } { opt-puzzle_hour }:` e uma hora (UTC), no canal onde publicá-lo.
}
err-puzzle-posting = O primeiro problema do dia está sendo publicado aqui: pergunte de novo daqui a pouco.
err-puzzle-hour = `{ opt-puzzle_hour }` recebe uma hora (UTC) de 0 a 23, ou `{ puzzle-off-word }`.
err-puzzle-console = O console não tem servidor onde publicar um problema do dia: `{ cmd-puzzle }` mostra o problema do dia.
