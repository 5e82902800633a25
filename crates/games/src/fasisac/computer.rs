//! FASISAC's computer manager: it drafts for a balanced squad with a keeper, bids up to what a
//! player is worth to it, picks the tactic that pays best against what the other squad can
//! field, fields the line-up that makes the most of the dice and its tactic, plays a boost
//! where it counts most and rerolls when a reroll has a real chance of turning a duel.

use super::cards::{get, half_numbers, keepers, Boost, Slot, Tactic, MAX_KEEPERS, RED_DIE, WHITE_DIE};
use super::rules::{attributes, fits, Input};
use super::state::{slots, Duel, Fasisac, Variant, Window};
use super::view::{FasisacView, Stage};
use crate::chance::Chance;
use crate::game::{Computer, Search};

/// How much a card is worth to a squad that holds `keepers` goalkeepers.
fn worth(card: u8, keepers: usize) -> f32 {
    let p = get(card);
    if p.keeper {
        match keepers {
            0 => 2.5 * p.goalkeeping as f32 + 2.0,
            k if k < MAX_KEEPERS => p.goalkeeping as f32 - 4.0,
            _ => -100.0,
        }
    } else {
        let best = p.skill.max(p.tackling).max(p.shooting) as f32;
        (p.skill + p.tackling + p.shooting) as f32 + 0.5 * best
    }
}

/// The share of attacks each slot makes (white die) and defends (red die).
fn share(die: &[Slot; 6], slot: Slot) -> f32 {
    die.iter().filter(|s| **s == slot).count() as f32 / 6.0
}

/// How good a line-up is for `tactic`: attack through the white die's slots, defence through
/// the red die's, the keeper facing every shot, and the specialists' row.
fn lineup_score(lineup: &[(Slot, u8)], tactic: Option<Tactic>, variant: Variant) -> f32 {
    let mut score = 0.0;
    for (slot, c) in lineup {
        let p = get(*c);
        score += share(&WHITE_DIE, *slot) * (p.skill + p.shooting) as f32;
        score += share(&RED_DIE, *slot) * 2.0 * p.tackling as f32;
        if *slot == Slot::GK {
            score += 2.5 * p.goalkeeping as f32;
        }
        if variant == Variant::RushKeepers {
            score += share(&RED_DIE, *slot) * 1.5 * p.goalkeeping as f32;
        }
    }
    if let Some(t) = tactic {
        let specialists = lineup.iter().filter(|(_, c)| get(*c).carries(t)).count();
        score += 3.0 * specialists.saturating_sub(2).min(3) as f32;
    }
    score
}

/// The best line-up from `squad` that keeps the players already placed.
pub(crate) fn best_lineup(
    squad: &[u8],
    placed: &[(Slot, u8)],
    tactic: Option<Tactic>,
    variant: Variant,
) -> Vec<(Slot, u8)> {
    let slots = slots(variant);
    let mut best: (f32, Vec<(Slot, u8)>) = (f32::MIN, placed.to_vec());
    let mut current = placed.to_vec();
    fn go(
        squad: &[u8],
        slots: &[Slot],
        current: &mut Vec<(Slot, u8)>,
        tactic: Option<Tactic>,
        variant: Variant,
        best: &mut (f32, Vec<(Slot, u8)>),
    ) {
        let Some(slot) = slots.get(current.len()) else {
            let s = lineup_score(current, tactic, variant);
            if s > best.0 {
                *best = (s, current.clone());
            }
            return;
        };
        for c in squad {
            if current.iter().any(|(_, p)| p == c) || !fits(variant, *slot, *c) {
                continue;
            }
            current.push((*slot, *c));
            go(squad, slots, current, tactic, variant, best);
            current.pop();
        }
    }
    go(squad, slots, &mut current, tactic, variant, &mut best);
    best.1
}

/// The specialists a squad can field for `tactic` (at most one keeper among them).
fn possible_specialists(squad: &[u8], tactic: Tactic, variant: Variant) -> usize {
    let outfield = squad.iter().filter(|c| !get(**c).keeper && get(**c).carries(tactic)).count();
    let keepers = squad.iter().filter(|c| get(**c).keeper && get(**c).carries(tactic)).count();
    let room = slots(variant).len();
    match variant {
        Variant::Standard => (outfield.min(room - 1) + keepers.min(1)).min(room),
        Variant::RushKeepers => outfield.min(room),
    }
}

/// What a tactic is worth against the other squad, averaged over what it might choose.
fn tactic_score(mine: &[u8], theirs: &[u8], tactic: Tactic, variant: Variant) -> f32 {
    let spec = possible_specialists(mine, tactic, variant);
    let mut total = 0.0;
    for other in Tactic::ALL {
        let their_spec = possible_specialists(theirs, other, variant);
        let me = half_numbers(tactic, spec, other, their_spec);
        let them = half_numbers(other, their_spec, tactic, spec);
        total += me.attacks as f32 - them.attacks as f32 + 0.4 * (me.boosts as f32 - them.boosts as f32);
    }
    total / 6.0
}

/// The chance that rerolling `my` die turns a duel now lost.
fn reroll_chance(a: &super::state::Attack, me_attacking: bool) -> f32 {
    let (att, def) = Fasisac::totals(a);
    let (da, dd) = a.dice.unwrap_or((1, 1));
    let wins = (1..=12u8).filter(|d| if me_attacking { att - da + d > def } else { def - dd + d >= att }).count();
    wins as f32 / 12.0
}

impl Computer for Fasisac {
    /// A tactic decides a half: 96 imagined matches, played to the end.
    const SEARCH: Search<Input> = Search { worlds: 96, ..Search::PLAIN };

    fn computer(view: &FasisacView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        let me = view.me()?;
        let team = &view.teams[me];
        let first = legal.first().copied();
        let keepers = keepers(&team.squad);
        let pick = match &view.stage {
            Stage::Draft { .. } => legal.iter().copied().max_by(|a, b| {
                let key = |i: &Input| match i {
                    Input::Pick { card } => worth(*card, keepers),
                    _ => f32::MIN,
                };
                key(a).total_cmp(&key(b))
            }),
            Stage::Nominate { .. } => {
                // The player it wants most, opened at the minimum.
                legal.iter().copied().filter(|i| matches!(i, Input::Nominate { price: 10, .. })).max_by(|a, b| {
                    let key = |i: &Input| match i {
                        Input::Nominate { card, .. } => worth(*card, keepers),
                        _ => f32::MIN,
                    };
                    key(a).total_cmp(&key(b))
                })
            }
            Stage::Bidding { card, price, .. } => {
                let slots_left = 8usize.saturating_sub(team.squad.len()).max(1) as f32;
                // Its purse spread over the slots left, more for the better players.
                let fair = team.purse as f32 / slots_left;
                let limit = fair * (worth(*card, keepers) / 18.0).clamp(0.2, 1.6);
                legal
                    .iter()
                    .copied()
                    .filter(|i| matches!(i, Input::Bid { price: p } if (*p as f32) <= limit))
                    .min_by_key(|i| match i {
                        Input::Bid { price } => *price,
                        _ => u32::MAX,
                    })
                    .or(Some(Input::Pass))
                    .filter(|_| *price < u32::MAX)
            }
            Stage::Tactics => {
                let theirs = &view.teams[Fasisac::other(me)].squad;
                let jitter: Vec<f32> = (0..6).map(|_| chance.below(100) as f32 / 400.0).collect();
                Tactic::ALL
                    .iter()
                    .zip(jitter)
                    .map(|(t, j)| (tactic_score(&team.squad, theirs, *t, view.variant) + j, *t))
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, tactic)| Input::Tactic { tactic })
            }
            Stage::LineUp => {
                let placed = team.pending_lineup.clone().unwrap_or_default();
                let best = best_lineup(&team.squad, &placed, team.tactic, view.variant);
                if legal.contains(&Input::KeepLineUp) {
                    let mut current = team.lineup.clone();
                    current.sort();
                    let mut b = best.clone();
                    b.sort();
                    if current == b {
                        return Some(Input::KeepLineUp);
                    }
                }
                best.get(placed.len()).map(|(_, card)| Input::Place { card: *card })
            }
            Stage::Attack(a) => match a.window {
                None => Some(Input::Kick),
                Some(Window::Boost { .. }) => {
                    let (att, def) = attributes(a.duel);
                    let attribute = if a.attacking == me { att } else { def };
                    let own = Boost::ATTRIBUTES.iter().find(|b| b.attribute() == Some(attribute)).copied();
                    let hand = team.boosts.clone().unwrap_or_default();
                    let left: u8 = view.attacks_left.iter().sum::<u8>() + 1;
                    if let Some(b) = own.filter(|b| legal.contains(&Input::Boost { boost: *b })) {
                        Some(Input::Boost { boost: b })
                    } else if a.duel == Duel::Shot
                        && hand.iter().filter(|b| **b != Boost::Reroll).count() > left as usize
                    {
                        legal.iter().copied().find(|i| matches!(i, Input::Boost { .. }))
                    } else {
                        Some(Input::Pass)
                    }
                }
                Some(Window::Reroll { .. }) => {
                    let p = reroll_chance(a, a.attacking == me);
                    let bar = if a.duel == Duel::Shot { 0.08 } else { 0.25 };
                    if legal.contains(&Input::Reroll) && p >= bar {
                        Some(Input::Reroll)
                    } else {
                        Some(Input::Pass)
                    }
                }
            },
            Stage::Takers { .. } => legal.iter().copied().max_by_key(|i| match i {
                Input::Taker { card } => get(*card).shooting,
                _ => 0,
            }),
            Stage::Over => None,
        };
        pick.filter(|i| legal.contains(i)).or(first)
    }

    /// The look-ahead weighs the tactic, the choice that decides most (it plays each of the six
    /// out against the other squad); picks, line-ups and boosts are the normal computer's.
    fn worth_a_search(view: &FasisacView) -> bool {
        matches!(view.stage, Stage::Tactics)
    }
}
