# teams.ftl: see src/i18n.rs for what belongs here.

## Team play (docs/rules.md §8)

err-teams = Lagspill (`teams=on`) er for 4 eller 6 spillere med én hær hver.
rule-teams-on = Lagspill: partnere i motsatte spisser spiller sammen, og et lag er ferdig når begge hærene er i mål; en spiller som har hæren sin i mål, flytter partnerens brikker.
rule-teams-off = Alle spiller for seg selv.
team-names = { $first } og { $second }
teams-line = Lag: { $teams }
team-finished = Laget { $names } har fått alle brikkene i mål og tar { $place }. plass!
team-home = Hæren til { $name } er i mål, men laget er ikke ferdig: { $name } spiller videre med brikkene til { $partner } ({ $colour }).
