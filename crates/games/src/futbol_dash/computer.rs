//! The computer player: it sees its own view and legal inputs only.
//!
//! It shoots whenever it can (a card to exactly 11, or Penalty at 7+), otherwise builds towards
//! a total from which its hand reaches 11 exactly, and spends defensive cards, Offside and the
//! bookings on whoever is closest to scoring. In a referee window it keeps its Foul for the card
//! that would take an opponent to 11 (or knock itself far back when close), and answers a call
//! against its own shot with V.A.R. when it can.

use super::deck;
use super::deck::{Card, Kind, MAX_AP, PENALTY_AP};
use super::rules::Input;
use super::state::FutbolDash;
use super::view::{DashView, Stage};
use crate::chance::Chance;
use crate::game::{Computer, Search, Seat};

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

impl Computer for FutbolDash {
    /// Four plays ahead over 128 imagined tables: played to the end, a match's luck drowns the
    /// difference between two cards.
    const SEARCH: Search<Input> = Search { worlds: 128, horizon: Some(4), chances_worlds: 40, ..Search::PLAIN };

    fn computer(view: &DashView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
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

    /// Attack points as a share of a goal: a shot is worth about 0.6 of one, and a player on
    /// more AP is nearer to it; the best rival's total counts against.
    fn outlook(&self, seat: Seat) -> f32 {
        let worth = |ap: u8| 0.6 * (ap as f32 / deck::MAX_AP as f32).powi(2);
        let mine = self.players.get(seat).map(|p| worth(p.ap)).unwrap_or(0.0);
        let rival =
            self.players.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, p)| worth(p.ap)).fold(0.0, f32::max);
        mine - rival
    }

    /// Shot-cell picks are blind and substitutions small: only plays and referee answers are
    /// weighed.
    fn worth_a_search(view: &DashView) -> bool {
        matches!(view.stage, Stage::Play | Stage::Window { .. })
    }
}
