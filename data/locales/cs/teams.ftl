# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Hra družstev (`teams=on`) je pro 4 nebo 6 hráčů s jedním vojskem každý.
rule-teams-on = Hra družstev: spoluhráči v protějších cípech hrají spolu a družstvo končí, až jsou obě vojska doma; hráč, jehož vojsko je doma, táhne kolíky spoluhráče.
rule-teams-off = Každý hraje sám za sebe.
team-names = { $first } a { $second }
teams-line = Družstva: { $teams }
team-finished = Družstvo { $names } má všechny kolíky doma a bere { $place }. místo!
team-home = Vojsko hráče { $name } je doma, ale družstvo ještě neskončilo: { $name } hraje dál kolíky hráče { $partner } ({ $colour }).
