# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Il gioco a squadre (`teams=on`) è per 4 o 6 giocatori con un esercito ciascuno.
rule-teams-on = Gioco a squadre: i compagni nelle punte opposte giocano insieme e una squadra finisce quando entrambi gli eserciti sono arrivati; chi ha già portato a casa il proprio esercito muove le pedine del compagno.
rule-teams-off = Ognuno gioca per sé.
team-names = { $first } e { $second }
teams-line = Squadre: { $teams }
team-finished = La squadra { $names } ha portato a casa tutte le pedine e si piazza al { $place }º posto!
team-home = L'esercito di { $name } è arrivato, ma la squadra non ha finito: { $name } continua con le pedine di { $partner } ({ $colour }).
