# kept.ftl: see src/i18n.rs for what belongs here.

## Rated or casual (the table setting `rated`)
lobby-rated = Partida valendo rating: o resultado muda o rating dos jogadores.
lobby-casual = Partida casual: fica guardada, mas não muda nenhum rating.
board-rated = valendo rating
board-casual = casual

## forget-me, replay <id>, record <id>
forget-me-ask = Isto apaga seus ratings e suas melhores travessias{ $front ->
    [console] {""}
   *[other] { " " }em todos os servidores
} e troca seu nome nas partidas guardadas por “um ex-jogador”. Não pode ser desfeito. Para continuar, digite `forget-me confirmar`.
forget-me-confirm = confirmar
err-game-id = { $input } não é um número de partida: use o número com # que `history` mostra.
err-unknown-game = { $front ->
    [console] Nenhuma partida #{ $id } está guardada aqui.
   *[other] Nenhuma partida #{ $id } está guardada neste servidor.
}
kept-replay-caption = Replay da partida #{ $id } ({ $date }): { $players } · { $moves ->
    [1] 1 jogada
   *[other] { $moves } jogadas
}
kept-record-caption = Registro da partida #{ $id } ({ $date }): { $players }.{ $front ->
    [console] {""}
   *[other] { " " }`checkers-bot render --record record.txt --out board.png` desenha o final.
}
profile-moves = Média de jogadas até terminar: { $moves }.

## Cards (leaderboard.png, profile.png)
card-leaderboard = Classificação
card-games = { $games ->
    [1] 1 partida
   *[other] { $games } partidas
}
card-not-rated = Jogue { $min } partidas valendo rating para entrar na classificação.
card-rating = rating (mu − 3 sigma)
card-games-wins = { $games ->
    [1] 1 partida
   *[other] { $games } partidas
} · { $wins ->
    [1] 1 vitória
   *[other] { $wins } vitórias
}
card-average-place = Colocação média { $place }
card-place = #{ $place } aqui
card-average-moves = { $moves } jogadas em média até terminar
card-no-finish = Nenhuma partida jogada até o fim ainda
card-plot = Rating após cada uma das últimas { $count } partidas valendo rating
card-no-plot = O gráfico começa após duas partidas valendo rating.

## forget-me on Discord (buttons)
forget-me-ask-buttons = Isto apaga seus ratings e suas melhores travessias em todos os servidores e troca seu nome nas partidas guardadas por “um ex-jogador”. Não pode ser desfeito. Continuar?
forget-me-button-confirm = Esquecer-me
forget-me-button-cancel = Cancelar
forget-me-not-yours = Só quem pediu pode responder.
forget-me-cancelled = Nada foi apagado.

## The help's last lines
help-kept = **Ratings e partidas guardadas**: `{ cmd-history }` as partidas guardadas aqui · `{ cmd-leaderboard }` · `{ cmd-profile }` · `{ cmd-replay } <n>` e `{ cmd-record } <n>` uma partida antiga como animação ou arquivo de registro · `{ cmd-forget-me }` apaga seus ratings e seu nome (pergunta antes). Os ratings podem correr em temporadas: quem gerencia o canal define a duração com `{ cmd-defaults } { opt-seasons }=30` (dias; `{ choice-seasons-off }`, ou `{ choice-seasons-end }` para encerrar esta agora); no fim de uma temporada sua classificação final é publicada e todo rating recomeça suavizado; `{ cmd-leaderboard } 2` mostra a da temporada 2. Uma partida vale rating com as regras padrão, inclusive em duplas, quando cada jogador faz pelo menos { $moves } lances; `{ cmd-rules }` diz se esta vale.

## The console: a leaderboard, profile or record written to a file
console-file = [arquivo: { $path }]
console-record-file = [arquivo: { $path }] `checkers-bot render --record { $path } --out board.png` desenha o final.

## history, profile: nomes e páginas que não aceitam; forget-me uma segunda vez
history-past-end = A página { $page } passa do fim: { $pages ->
    [1] só há 1 página
   *[other] há { $pages } páginas
}.
err-page = { $input } não é uma página: as páginas contam a partir de 1 (`{ cmd-history } 2`).
err-computer-name = Computadores não têm histórico nem perfil próprios: “Computador 2” é só o nome do lugar 2 numa partida. `{ cmd-history }` e `{ cmd-profile }` pedem o nome de uma pessoa.
err-former-player = Quem usou `{ cmd-forget-me }` não pode ser encontrado pelo nome, de propósito: suas partidas guardadas o mostram como “um ex-jogador”, e nada mais liga essas partidas entre si.
forget-me-nothing = Não há nada seu para esquecer: nenhum rating, melhor travessia ou partida guardada no seu nome (já esquecido, ou nunca jogou).
# O console: `record` sem um único número de partida, `replay` com mais de um.
console-game-usage = { $command ->
    [replay] `{ cmd-replay }` sozinho mostra a partida em andamento aqui; `{ cmd-replay } 12` mostra a partida guardada #12 (o número com # que `{ cmd-history }` mostra).
   *[other] `{ cmd-record }` pede o número de uma partida guardada, o número com # que `{ cmd-history }` mostra: `{ cmd-record } 12`.
}

## Partidas que não valeram rating embora a mesa valesse (docs/rules.md §5 `rated`), e partidas canceladas
history-aborted = cancelada
history-not-rated = sem rating
not-rated-moves = Não valeu rating: cada jogador precisa fazer pelo menos { $moves } lances.

## Rating seasons (docs/playing.md, "Rating seasons"): `defaults seasons=…`, a season's
## end and its final leaderboard, `leaderboard <season>`, the seasons of a profile
season-planned = { $name } definiu temporadas de rating de { $days ->
    [one] 1 dia
   *[other] { $days } dias
}{ $front ->
    [console] {""}
   *[other] { " " }neste servidor
}: a temporada { $number } termina em { $ends }, e sua classificação final é publicada { $front ->
    [console] aqui
   *[other] neste canal
}.
season-ends-now = Esse momento já passou: a temporada { $number } termina agora.
season-off = { $name } tirou a duração das temporadas: a temporada { $number } segue até alguém que gerencia o canal encerrá-la ({ $front ->
    [console] `{ cmd-defaults } { opt-seasons }={ choice-seasons-end }`
   *[other] `/{ cmd-checkers-defaults } { opt-seasons }:{ choice-seasons-end }`
}).
# A first season's start: it began with the first rated game.
season-beginning = o início
season-ended = A temporada { $number } terminou ({ $from } – { $to }).
season-ended-by = { $name } encerrou a temporada { $number } ({ $from } – { $to }).
season-final-title = Sua classificação final (rating = mu − 3 sigma; entra na lista após { $min } partidas valendo rating):
season-final-empty = Ninguém jogou { $min } partidas valendo rating na temporada { $number }.
season-next = A temporada { $next } começa agora: todo rating recomeça de um suavizado (o mesmo mu, um sigma maior), e partidas, vitórias e posições contam a partir de 0.
season-next-ends = Ela termina em { $ends }.
card-season = Temporada { $number } — classificação final
card-season-next = Começa a temporada { $next }, ratings suavizados.
season-board-title = Classificação final da temporada { $number } ({ $from } – { $to }; rating = mu − 3 sigma; entra na lista após { $min } partidas valendo rating):
season-dates = Temporada { $number }: { $from } – { $to }
leaderboard-season = Temporada { $number }, desde { $from }; quem gerencia o canal a encerra.
leaderboard-season-ends = Temporada { $number }, desde { $from }; termina em { $ends }.
profile-season = (Temporada { $number } até agora.)
profile-past-seasons = Temporadas passadas:
profile-anywhere = Em todos os servidores abertos (`{ cmd-seek }` em qualquer lugar): rating { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 vitória
   *[other] { $wins } vitórias
}.
profile-past-season = • Temporada { $number } ({ $from } – { $to }): { $place }, rating { $rating }, { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 vitória
   *[other] { $wins } vitórias
}.
profile-earlier-seasons = …e { $count ->
    [one] 1 temporada anterior
   *[other] { $count } temporadas anteriores
} ({ $front ->
    [console] `{ cmd-leaderboard } 2`
   *[other] `/{ cmd-checkers-ratings } { cmd-leaderboard } { opt-season }:2`
} mostra a classificação final da temporada 2).
season-place = posição { $place } de { $count }
season-unlisted = fora da lista
err-no-season-yet = Nenhuma temporada terminou aqui ainda: a temporada { $number } não tem classificação final.
err-no-season = A temporada { $number } não tem classificação final aqui: { $last ->
    [one] só a temporada 1 terminou
   *[other] as temporadas 1 a { $last } terminaram
}.
err-season-just-ended = A temporada { $number } acabou de terminar (sua classificação final está publicada): a temporada { $next } está em andamento.
err-season-number = { $input } não é o número de uma temporada: `{ cmd-leaderboard } 2` mostra a classificação final da temporada 2.
