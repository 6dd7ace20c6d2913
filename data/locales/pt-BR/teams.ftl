# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = O jogo em duplas (`teams=on`) é para 4 ou 6 jogadores com um exército cada.
rule-teams-on = Jogo em duplas: parceiros em pontas opostas jogam juntos, e uma dupla termina quando os dois exércitos chegam; quem já levou o próprio exército para casa move as peças do parceiro.
rule-teams-off = Cada um joga por si.
team-names = { $first } e { $second }
teams-line = Duplas: { $teams }
team-finished = A dupla { $names } levou todas as peças para casa e fica em { $place }º lugar!
team-home = O exército de { $name } chegou, mas a dupla ainda não terminou: { $name } continua com as peças de { $partner } ({ $colour }).
