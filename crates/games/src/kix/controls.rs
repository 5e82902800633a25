//! What a KIX manager can do now, as menus: one menu of cards (with substitutions before a
//! midfield play, or the bench set-up), and a corner in two steps — the first card, then the
//! second — since every ordered pair of a hand of eleven is too many for one menu (§5.1).

use super::pack::{Ability, Card, CardId};
use super::rules::Input;
use super::state::{Kix, Phase};
use crate::controls::{choice, Choice, Controls};
use crate::game::{Presented, Rules, Seat};
use crate::text::Lang;

use super::words::WORDS;
use touchline_i18n::say;

/// A card as a manager reads it in a menu: name, specialist and the value that counts now.
pub fn card_label(card: &Card, ability: Ability) -> String {
    format!("{} ({}) {} {}", card.name(), card.specialist.short(), ability.letter(), card.value(ability))
}

/// All five values of a card, in the pack's order: "M 25 · A 17 · D 46 · S 14 · G 81".
pub fn values(card: &Card) -> String {
    Ability::ALL.iter().map(|a| format!("{} {}", a.letter(), card.value(*a))).collect::<Vec<_>>().join(" · ")
}

/// The two abilities a corner card is played for, first card then second (§5.1).
fn corner_abilities(kix: &Kix, seat: Seat) -> (Ability, Ability) {
    match kix.phase {
        Phase::Corner { attacker } if attacker != seat => (Ability::Goalie, Ability::Defence),
        _ => (Ability::Midfield, Ability::Striker),
    }
}

/// A card id no card of the side has, as a label.
fn unknown_card(id: CardId, lang: Lang) -> String {
    say!(WORDS, lang, "control-unknown-card", id = id)
}

impl Presented for Kix {
    fn describe_input(&self, seat: Seat, input: &Input, lang: Lang) -> String {
        let side = &self.sides[seat.min(1)];
        let name = |id: CardId| side.get(id).map(|c| c.name()).unwrap_or_else(|| unknown_card(id, lang));
        let label =
            |id: CardId, a: Ability| side.get(id).map(|c| card_label(&c, a)).unwrap_or_else(|| unknown_card(id, lang));
        let value = |id: CardId, a: Ability| side.get(id).map(|c| c.value(a) as u16).unwrap_or(0);
        match *input {
            Input::StackBench { card } => {
                let best = side.get(card).map(|c| c.best().0).unwrap_or(Ability::Midfield);
                say!(WORDS, lang, "control-stack-bench", card = label(card, best))
            }
            Input::BenchReady => say!(WORDS, lang, "control-bench-ready"),
            Input::Play { card } => label(card, self.abilities(self.phase)[seat.min(1)]),
            Input::Substitute { off } => say!(WORDS, lang, "control-substitute", card = name(off)),
            Input::Corner { first, second } => {
                let (a, b) = corner_abilities(self, seat);
                let total = value(first, a) + value(second, b);
                if first == second {
                    let (a, b) = (a.letter().to_string(), b.letter().to_string());
                    say!(
                        WORDS,
                        lang,
                        "control-corner-one-card",
                        card = name(first),
                        first = a,
                        second = b,
                        total = total
                    )
                } else {
                    format!("{} + {} = {total}", label(first, a), label(second, b))
                }
            }
        }
    }

    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let mut controls = Controls::new();
        let legal = self.legal_inputs(seat);
        if legal.is_empty() {
            return controls;
        }
        let side = &self.sides[seat.min(1)];
        // A card's five values under its label: what it could still be worth later.
        let detail = |input: &Input| match *input {
            Input::Play { card } | Input::StackBench { card } => side.get(card).map(|c| values(&c)),
            _ => None,
        };
        let choices = legal
            .iter()
            .map(|i| match detail(i) {
                Some(d) => Choice::detailed(self.describe_input(seat, i, lang), d, *i),
                None => choice(self.describe_input(seat, i, lang), *i),
            })
            .collect();
        let placeholder = match self.phase {
            Phase::BenchSetup => say!(WORDS, lang, "control-bench-placeholder"),
            Phase::Corner { .. } => {
                let (a, _) = corner_abilities(self, seat);
                say!(WORDS, lang, "control-first-card", ability = a.letter().to_string())
            }
            phase => {
                say!(
                    WORDS,
                    lang,
                    "control-your-card",
                    ability = self.abilities(phase)[seat.min(1)].letter().to_string()
                )
            }
        };
        let (first, second) = corner_abilities(self, seat);
        // Only a corner can be longer than a menu: it is grouped by its first card.
        let group = |input: &Input| match *input {
            Input::Corner { first: card, .. } => {
                let label = side.get(card).map(|c| format!("{} ({} {})", c.name(), first.letter(), c.value(first)));
                (card.to_string(), label.unwrap_or_else(|| unknown_card(card, lang)))
            }
            _ => (String::new(), String::new()),
        };
        let second = second.letter().to_string();
        controls
            .menu(placeholder, choices, group, |_| say!(WORDS, lang, "control-second-card", ability = second.as_str()));
        controls
    }
}
