//! The computer player: it sees its own view and legal inputs only.
//!
//! It shoots whenever it can (a card to exactly 11, or Penalty at 7+), otherwise builds towards
//! a total from which its hand reaches 11 exactly, and spends defensive cards, Offside and the
//! bookings on whoever is closest to scoring. In a referee window it keeps its Foul for the card
//! that would take an opponent to 11 (or knock itself far back when close), and answers a call
//! against its own shot with V.A.R. when it can.

use super::deck::{Card, Kind, MAX_AP, PENALTY_AP};
use super::rules::Input;
use super::state::FutbolDash;
use super::view::{DashView, Stage};
use crate::chance::Chance;
use crate::game::Seat;

pub(crate) fn choose(view: &DashView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
    let me = view.me()?;
    if legal.is_empty() {
        return None;
    }
    match &view.stage {
        Stage::Window { card, by, target, referees, .. } => {
            Some(answer(view, me, legal, *card, *by, *target, referees.len()))
        }
        Stage::Shot { .. } | Stage::Shootout { .. } => Some(legal[chance.below(legal.len())]),
        Stage::Substitute { .. } => Some(substitute(view, me, legal)),
        _ => best_play(view, me, legal),
    }
}

/// How close a player is to scoring, as the computer weighs a threat.
fn threat(view: &DashView, seat: Seat) -> f32 {
    let p = &view.players[seat];
    let mut t = p.ap as f32;
    if p.ap >= 7 {
        t += 4.0;
    }
    t + 1.5 * p.goals as f32
}

/// Whether `card` standing would hurt `me`: an opponent's card that makes them shoot, or one
/// that knocks `me` back from close to a shot.
fn hurts(view: &DashView, me: Seat, card: Card, by: Seat, target: Option<Seat>) -> bool {
    match card.kind() {
        Kind::Offensive if by != me => view.players[by].ap as i16 + card.points() as i16 == MAX_AP as i16,
        Kind::Defensive if target == Some(me) => view.players[me].ap >= 7 && -card.points() >= 3,
        _ => false,
    }
}

fn helps(view: &DashView, me: Seat, card: Card, by: Seat) -> bool {
    by == me && card.kind() == Kind::Offensive && view.players[me].ap as i16 + card.points() as i16 >= 8
}

fn answer(
    view: &DashView,
    me: Seat,
    legal: &[Input],
    card: Card,
    by: Seat,
    target: Option<Seat>,
    referees: usize,
) -> Input {
    let cancelled = referees % 2 == 1;
    let want_cancelled = hurts(view, me, card, by, target);
    let want_standing = helps(view, me, card, by);
    if !cancelled && want_cancelled {
        if legal.contains(&Input::Foul) {
            return Input::Foul;
        }
        if legal.contains(&Input::Var) {
            return Input::Var;
        }
    }
    if cancelled && want_standing && legal.contains(&Input::Var) {
        return Input::Var;
    }
    Input::Pass
}

/// A card's worth in hand: referee cards and finishers are kept; offensive cards too big to play
/// soon are not.
fn keep_value(view: &DashView, me: Seat, card: Card) -> f32 {
    let ap = view.players[me].ap as i16;
    match card.kind() {
        Kind::Referee => 9.0,
        Kind::Offensive => {
            let to = ap + card.points() as i16;
            if to > MAX_AP as i16 {
                1.0
            } else {
                3.0 + card.points() as f32 * 0.5
            }
        }
        Kind::Defensive => 4.0,
        Kind::GameChanger => match card {
            Card::Penalty => 8.0,
            Card::RedCard => 7.0,
            Card::Offside | Card::YellowCard => 5.0,
            Card::Halftime => 2.0,
            _ => 3.0,
        },
    }
}

fn substitute(view: &DashView, me: Seat, legal: &[Input]) -> Input {
    let worst = legal
        .iter()
        .filter_map(|i| match i {
            Input::TakeOff { card } => Some((*card, keep_value(view, me, *card))),
            _ => None,
        })
        .min_by(|a, b| a.1.total_cmp(&b.1));
    match worst {
        Some((card, v)) if v < 2.5 => Input::TakeOff { card },
        _ => Input::SubDone,
    }
}

/// Whether the rest of the hand (without `used`) holds a way to 11 from `ap`: one offensive
/// card exactly, or Penalty from 7.
fn finisher_from(hand: &[Card], used: Card, ap: i16) -> bool {
    let mut skipped = false;
    hand.iter().any(|c| {
        if *c == used && !skipped {
            skipped = true;
            return false;
        }
        (c.kind() == Kind::Offensive && ap + c.points() as i16 == MAX_AP as i16)
            || (*c == Card::Penalty && ap >= PENALTY_AP as i16)
    })
}

fn best_play(view: &DashView, me: Seat, legal: &[Input]) -> Option<Input> {
    let hand: Vec<Card> = view.players[me].hand.clone().unwrap_or_default();
    let ap = view.players[me].ap as i16;
    let leader = (0..view.players.len()).filter(|s| *s != me).map(|s| threat(view, s)).fold(0.0f32, f32::max);
    let score = |i: &Input| -> f32 {
        match *i {
            Input::Play { card, target } => match (card.kind(), target) {
                (Kind::Offensive, _) => {
                    let to = ap + card.points() as i16;
                    if to == MAX_AP as i16 {
                        100.0
                    } else {
                        let mut s = 10.0 + to as f32;
                        if finisher_from(&hand, card, to) {
                            s += 12.0;
                        }
                        // Sitting on 10 needs the rare +1.
                        if to == 10 {
                            s -= 6.0;
                        }
                        s
                    }
                }
                (Kind::Defensive, Some(t)) => 6.0 + threat(view, t) * 1.5 + (-card.points()) as f32,
                (_, Some(t)) if card == Card::Offside => view.players[t].ap as f32 * 2.5 + threat(view, t) * 0.5 - 4.0,
                (_, Some(t)) if card == Card::RedCard => 8.0 + threat(view, t),
                (_, Some(t)) if card == Card::YellowCard => 5.0 + threat(view, t),
                (_, None) if card == Card::Penalty => 95.0,
                (_, None) if card == Card::Halftime => {
                    if ap <= 3 && leader >= 11.0 {
                        30.0
                    } else {
                        -20.0
                    }
                }
                (_, None) if card == Card::Substitution => {
                    let dead = hand.iter().filter(|c| keep_value(view, me, **c) < 2.5).count();
                    2.0 + dead as f32 * 5.0
                }
                _ => 0.0,
            },
            Input::Discard { card } => 10.0 - keep_value(view, me, card),
            _ => 0.0,
        }
    };
    legal.iter().copied().max_by(|a, b| score(a).total_cmp(&score(b)))
}

/// A whole match as `seat` could believe it to be: the other hands and the deck redealt from
/// the cards it cannot see (sorted first, so the result does not depend on where they really
/// are), the face-down grids reshuffled.
pub(crate) fn imagine(g: &FutbolDash, seat: Seat, chance: &mut Chance) -> FutbolDash {
    use super::state::Phase;
    let mut world = g.clone();
    let mut unseen: Vec<Card> = world.deck.drain(..).collect();
    // Other players' cards taken off face down are somewhere among the unseen ones too.
    let mut hidden_discards = 0;
    for (_, card) in world.unseen_discards.iter().filter(|(o, _)| *o != seat) {
        if let Some(i) = world.discard.iter().position(|c| c == card) {
            unseen.push(world.discard.remove(i));
            hidden_discards += 1;
        }
    }
    for (s, p) in world.players.iter_mut().enumerate() {
        if s != seat {
            unseen.append(&mut p.hand);
        }
    }
    let mut hidden_off = 0;
    if let Phase::Substitute { off } = &mut world.phase {
        if world.turn != seat {
            hidden_off = off.len();
            unseen.append(off);
        }
    }
    unseen.sort();
    chance.shuffle(&mut unseen);
    for (s, p) in g.players.iter().enumerate() {
        if s != seat {
            let n = p.hand.len();
            world.players[s].hand = unseen.split_off(unseen.len() - n);
        }
    }
    if let Phase::Substitute { off } = &mut world.phase {
        if hidden_off > 0 {
            *off = unseen.split_off(unseen.len() - hidden_off);
        }
    }
    // As many discards face down as there were, drawn from the unseen cards.
    let taken: Vec<Card> = unseen.split_off(unseen.len() - hidden_discards);
    let mut owners = world.unseen_discards.iter().filter(|(o, _)| *o != seat).map(|(o, _)| *o).collect::<Vec<_>>();
    world.unseen_discards.retain(|(o, _)| *o == seat);
    for card in taken {
        world.discard.push(card);
        world.unseen_discards.push((owners.pop().unwrap_or(seat), card));
    }
    // The discards in a fixed order: where a face-down card lay in them is not known either.
    world.discard.sort();
    world.deck = unseen;
    shuffle_hidden(&mut world.grid, chance);
    if let Phase::Shootout(s) = &mut world.phase {
        shuffle_hidden(&mut s.grid, chance);
    }
    world
}

/// Shuffle the face-down cards among the face-down cells.
fn shuffle_hidden<T: Copy + Ord>(grid: &mut [Option<T>], chance: &mut Chance) {
    let mut cards: Vec<T> = grid.iter().flatten().copied().collect();
    cards.sort();
    chance.shuffle(&mut cards);
    for cell in grid.iter_mut().filter(|c| c.is_some()) {
        *cell = cards.pop();
    }
}
