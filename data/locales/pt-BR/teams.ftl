# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = O jogo em duplas (`teams=on`) é para 4 ou 6 jogadores com um exército cada.
rule-teams-on = Jogo em duplas: parceiros em pontas opostas jogam juntos, e uma dupla termina quando os dois exércitos chegam; quem já levou o próprio exército para casa move as peças do parceiro.
rule-teams-off = Cada um joga por si.
team-names = { $first } e { $second }
teams-line = Duplas: { $teams }
team-finished = A dupla { $names } levou todas as peças para casa e fica em { $place }º lugar!
team-home = O exército de { $name } chegou, mas a dupla ainda não terminou: { $name } continua com as peças de { $partner } ({ $colour }).

help-teams-solo = Duplas: `nova 4 duplas=on` (ou 6) joga em duplas, parceiros em pontas opostas; quem já levou o próprio exército para casa move as peças do parceiro. Sozinho: `solo` atravessa o tabuleiro no menor número de jogadas (o melhor comprovado é 27) · `solo quadro` as melhores travessias aqui · `solo computador` a travessia do computador

## The solitaire challenge (docs/rules.md §9)

solo-started = Desafio solo: { $name }, leve seu exército vermelho da ponta de cima até a de baixo no menor número de jogadas. O melhor comprovado é { $optimum } jogadas (George Bell, 2009).
solo-crossed = Chegou em { $moves } jogadas: { $over ->
    [0] o melhor comprovado!
   *[other] { $over } a mais que o melhor comprovado de { $optimum } (George Bell, 2009).
}
solo-best = Sua melhor travessia aqui: { $best } jogadas, { $place }º lugar de { $of } no quadro (`solo board`).
solo-board-title = Melhores travessias aqui (o melhor comprovado é { $optimum } jogadas):
solo-board-line = { $place }º { $name }: { $moves } jogadas ({ $over ->
    [0] o melhor comprovado
   *[other] +{ $over }
})
solo-board-you = Sua melhor: { $moves } jogadas, { $place }º lugar.
solo-board-empty = Ninguém atravessou aqui ainda: `solo` começa uma travessia (o melhor comprovado é { $optimum } jogadas).
solo-board-helped = Suas travessias aqui tiveram ajuda (uma dica ou uma jogada desfeita), por isso não estão na lista: estão em { $front ->
    [console] `{ cmd-history }`
   *[other] `/{ cmd-checkers-ratings } { cmd-history }`
}.
solo-computer = A travessia do computador: { $moves } jogadas, { $over ->
    [0] o melhor comprovado.
   *[other] { $over } a mais que o melhor comprovado de { $optimum }.
}

## Resultados de duplas (docs/rules.md §8)
team-label = Dupla { $names }
team-wins = { $team } venceu!
reason-resignations-teams = só sobrou uma dupla.
team-resigned = { $name } desistiu: a dupla { $names } agora fica atrás de todas as duplas ainda em jogo; daqui em diante o computador joga com as peças de { $name }.
team-resigned-final = { $name } desistiu pela dupla { $names }.
