//! The KIX computer manager. It sees only its own view (no peeking at the other hand) and knows
//! the pack recipe, so it can weigh how likely a card is to win the play in front of it against
//! what the card is worth later: a keeper's G is precious for the strike plays to come.

use super::pack::{chance_to_beat, Ability, Card};
use super::rules::Input;
use super::state::{Format, Kix, Phase};
use super::view::KixView;
use crate::chance::Chance;
use crate::game::{Computer, Search, Viewer};

/// How much each kind of play matters: strikes and saves decide goals.
fn stake(ability: Ability) -> f32 {
    match ability {
        Ability::Midfield => 0.6,
        Ability::Attack | Ability::Defence => 0.8,
        Ability::Striker | Ability::Goalie => 1.0,
    }
}

/// The ability a card meets when it plays `ability`.
fn opposed_by(ability: Ability) -> Ability {
    match ability {
        Ability::Midfield => Ability::Midfield,
        Ability::Attack => Ability::Defence,
        Ability::Defence => Ability::Attack,
        Ability::Striker => Ability::Goalie,
        Ability::Goalie => Ability::Striker,
    }
}

fn win_chance(card: &Card, ability: Ability) -> f32 {
    chance_to_beat(opposed_by(ability), card.value(ability))
}

/// What keeping the card is worth: its best use in a later play.
fn keep_value(card: &Card, now: Ability) -> f32 {
    Ability::ALL.iter().filter(|a| **a != now).map(|a| stake(*a) * win_chance(card, *a)).fold(0.0, f32::max)
}

/// Weight of the future against the play at hand.
const KEEP_WEIGHT: f32 = 0.45;
/// A card whose best ability is below this is worth substituting in 11-a-side.
const WEAK_CARD: u8 = 50;

impl Computer for Kix {
    /// A play decides little on its own and a match ends 30 or 45 plays later: many imagined
    /// matches, so a card's worth shows through the luck of the rest (a decision takes a few
    /// milliseconds).
    const SEARCH: Search<Input> = Search { worlds: 96, ..Search::PLAIN };

    /// The computer's choice for the seat whose view this is, from that view and its legal inputs.
    fn computer(view: &KixView, legal: &[Input], _chance: &mut Chance) -> Option<Input> {
        let Viewer::Seat(seat) = view.viewer else { return None };
        let own = view.sides.get(seat)?;
        let hand = own.hand.as_ref()?;
        match view.phase {
            Phase::Over => None,
            Phase::BenchSetup => {
                // Stack the strongest bench cards: they are the ones that come on.
                let bench = own.bench.as_ref()?;
                let stacked = own.bench_stacked.unwrap_or(0) as usize;
                let best = bench[stacked.min(bench.len())..].iter().max_by_key(|c| c.best().1);
                match best {
                    Some(card) if stacked < 3 && legal.contains(&Input::StackBench { card: card.id }) => {
                        Some(Input::StackBench { card: card.id })
                    }
                    _ => Some(Input::BenchReady),
                }
            }
            Phase::Corner { attacker } => {
                let (a, b) = if attacker == seat {
                    (Ability::Midfield, Ability::Striker)
                } else {
                    (Ability::Goalie, Ability::Defence)
                };
                legal
                    .iter()
                    .filter_map(|input| match *input {
                        Input::Corner { first, second } => {
                            let f = hand.iter().find(|c| c.id == first)?;
                            let s = hand.iter().find(|c| c.id == second)?;
                            Some((input, f.value(a) as u16 + s.value(b) as u16))
                        }
                        _ => None,
                    })
                    .max_by_key(|(_, total)| *total)
                    .map(|(i, _)| *i)
            }
            _ => {
                if view.format == Format::Eleven {
                    let weakest = hand.iter().min_by_key(|c| c.best().1)?;
                    let sub = Input::Substitute { off: weakest.id };
                    if weakest.best().1 < WEAK_CARD && legal.contains(&sub) {
                        return Some(sub);
                    }
                }
                let now = view.abilities()[seat];
                hand.iter()
                    .map(|c| (c, stake(now) * win_chance(c, now) - KEEP_WEIGHT * keep_value(c, now)))
                    .max_by(|x, y| x.1.total_cmp(&y.1))
                    .map(|(c, _)| Input::Play { card: c.id })
            }
        }
    }
}
