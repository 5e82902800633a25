# tally: die Wörter des Spiels auf Deutsch.

blurb = ein Zählspiel für 2 bis 4 Spieler, für Tests: Die höchste Zahl, die nur einer wählt, trifft
rules = in jeder Runde wählt jeder Spieler geheim 1, 2 oder 3; die höchste Zahl, die genau ein Spieler gewählt hat, bringt ihm ein Tor. Nach der letzten Runde gewinnt, wer die meisten Tore hat.

option-rounds = Wie viele Runden ein Spiel hat.

event-round-scorer = Runde { $round }: { $picks } — { $name } trifft
event-round-no-scorer = Runde { $round }: { $picks } — keine höchste Zahl, die nur einer gewählt hat
event-extra-round = Die Führung ist geteilt: eine Extrarunde
event-lots-drawn = Immer noch gleich: Das Los entscheidet für { $name }
event-full-time = Abpfiff: { $score }

situation-round = Runde { $round } von { $rounds } · { $score }
situation-still-to-pick = Noch wählen müssen: { $names }
situation-you-picked = Du hast { $number } gewählt.
situation-pick = { $name }, wähl geheim 1, 2 oder 3.

control-pick = { $number } wählen
control-placeholder = Deine Wahl (geheim)

render-title-full-time = Tally · Abpfiff nach { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}
render-title-round = Tally · Runde { $round } von { $rounds }
render-last-pick = zuletzt gewählt: { $number }

describe-rounds = { $rounds } Runden

refused-not-a-pick = { $number } ist keine gültige Wahl; wähl 1, 2 oder 3
