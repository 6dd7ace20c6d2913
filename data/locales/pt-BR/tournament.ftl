# tournament.ftl: torneios (docs/playing.md, "Tournaments"): veja src/i18n.rs.

tour-created = **Torneio #{ $id }** de { $by }: { $what }. Começa { $start }; o check-in abre 10 minutos antes. Aperte **Participar** ou use `/{ cmd-checkers-tournament } { cmd-checkers-tournament-join }`.
tour-what = { $format }, partidas de { $players }, { $rated ->
    [rated] valendo rating
   *[other] amistosas
}, { $clock } por vez
tour-swiss = sistema suíço, { $rounds ->
    [one] 1 rodada
   *[other] { $rounds } rodadas
}
tour-round-robin = todos contra todos
tour-joined = { $name } entrou no torneio #{ $id } ({ $count } inscritos).
tour-left = { $name } saiu do torneio #{ $id } ({ $count } inscritos).
tour-checked-in = Seu check-in no torneio #{ $id } está feito; ele começa { $start }.
tour-check-in-open = **O check-in do torneio #{ $id } está aberto** até o início, { $start }: aperte **Fazer check-in**, ou você não será emparelhado.
tour-cancelled = O torneio #{ $id } foi cancelado: menos de { $least } jogadores fizeram check-in.
tour-round = **Torneio #{ $id }, rodada { $round } de { $rounds }**
tour-game-line = Partida { $game }: { $names }
tour-bye-line = Folga: { $name } (um ponto)
tour-game-open = Torneio #{ $id }, rodada { $round }, partida { $game }: { $names }. Seus relógios correm a partir de agora.
tour-final = Torneio #{ $id }: classificação final
tour-after-round = Torneio #{ $id }: classificação após a rodada { $round }
tour-standings = Torneio #{ $id }: classificação
tour-no-standings = Nenhuma rodada foi jogada ainda.
tour-standing-line = { $rank }. { $name }: { $points } { $n ->
    [one] ponto
   *[other] pontos
}, Buchholz { $buchholz }, Sonneborn-Berger { $sb }
tour-card-buchholz = Buchholz { $buchholz }
tour-card-footer = { $players } jogadores · pontos, depois Buchholz, depois Sonneborn-Berger
tour-corrected = Um gestor definiu o resultado do torneio #{ $id }, rodada { $round }, partida { $game }.
tour-list-empty = Ainda não há torneios neste servidor.
tour-list-head = Torneios deste servidor ({ $count }):
tour-list-line = #{ $id }: { $what }; { $stage ->
    [sign-up] inscrições, começa { $start }
    [playing] em andamento
    [over] encerrado
   *[cancelled] cancelado
}; { $count } jogadores
tour-list-you = ; você: { $rank }º lugar, { $points } { $n ->
    [one] ponto
   *[other] pontos
}
tour-err-no-server = Torneios são jogados nos canais de um servidor.
tour-err-round-robin = Todos contra todos é para partidas de 2; com 3, 4 ou 6 jogam-se rodadas suíças em mesas.
tour-err-rounds = Um torneio tem de 1 a { $max } rodadas.
tour-err-start = Um torneio começa em até 30 dias (no máximo 43200 minutos).
tour-err-none = Nenhum torneio está com inscrições abertas ou em andamento neste servidor: informe o número, ou veja `/{ cmd-checkers-tournament } { cmd-list }`.
tour-err-no-such = Não há torneio #{ $id } neste servidor.
tour-err-joined = Você já está neste torneio.
tour-err-not-in = Você não está no torneio #{ $id }.
tour-err-over = O torneio #{ $id } terminou.
tour-err-started = O torneio #{ $id } já começou.
tour-err-not-started = O torneio #{ $id } ainda não começou.
tour-err-check-in-later = O check-in abre às { $time }, 10 minutos antes do início.
tour-err-late-round-robin = Um todos contra todos não aceita ninguém após o início.
tour-err-late = Este torneio não aceita mais ninguém (a última rodada está emparelhada, ou está cheio).
tour-err-withdrawn = Você já desistiu.
tour-err-no-game = Essa rodada não tem essa partida.
tour-err-places = Dê um lugar por assento ({ $seats }), na ordem dos assentos, 0 para ausente: como `1 2`.
tour-err-place = Os lugares vão de 1 ao número de assentos (0: ausente).
tour-err-game-opened = Esta partida do torneio já é jogada em outro lugar, ou já tem resultado.
button-tournament-join = Participar
button-tournament-check-in = Fazer check-in
tour-err-no-abort = Uma partida de torneio não é cancelada: jogue até o fim ou desista; um gestor do canal pode definir o resultado com `/{ cmd-checkers-tournament } { cmd-result }`.
tour-err-thread = As partidas de um torneio abrem em tópicos do canal dele: crie-o num canal, não num tópico.
tour-standings-more = …e mais { $count } (a imagem mostra os 40 primeiros).
