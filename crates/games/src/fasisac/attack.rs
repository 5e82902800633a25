//! Attack events (§4.2): the event card, the select dice, the two head-to-heads with their
//! boost and reroll windows (§5.1–5.3), and Rush Keepers' keeper for each shot (§5.8).

use super::cards::{get, Boost, Slot, RED_DIE, WHITE_DIE};
use super::input::Event;
use super::rules::attributes;
use super::state::*;
use crate::chance::Chance;
use crate::game::Seat;

impl Fasisac {
    /// Turn over the next event card and roll the select dice; an empty deck ends the half.
    pub(crate) fn next_attack(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Some(attacking) = self.events.pop() else {
            self.end_half(events);
            return;
        };
        let defending = Fasisac::other(attacking);
        let white = WHITE_DIE[chance.below(WHITE_DIE.len())];
        let red = RED_DIE[chance.below(RED_DIE.len())];
        let attacker = self.teams[attacking].on_pitch(white).unwrap_or(0);
        let defender = self.teams[defending].on_pitch(red).unwrap_or(0);
        events.push(Event::AttackEvent { seat: attacking, white, attacker, red, defender });
        let training = self.config.format == Format::Training;
        self.phase = Phase::Attack(Attack::begun(attacking, (white, attacker), (red, defender), training));
    }

    /// The attributes and totals of the head-to-head under way, (attacking, defending).
    pub(crate) fn totals(a: &Attack) -> (u8, u8) {
        let (att_attr, def_attr) = attributes(a.duel);
        let att_card = get(a.attacker);
        let def_card = match a.duel {
            Duel::Tackle => get(a.defender),
            Duel::Shot => get(a.keeper.map(|(_, c)| c).unwrap_or(a.defender)),
        };
        let (da, dd) = a.dice.unwrap_or((0, 0));
        let bonus = |side: Seat| a.boosts.iter().filter(|(s, _, _)| *s == side).map(|(_, _, b)| *b).sum::<u8>();
        (
            att_card.attribute(att_attr) + da + bonus(a.attacking),
            def_card.attribute(def_attr) + dd + bonus(Fasisac::other(a.attacking)),
        )
    }

    /// Training: both head-to-heads rolled at once, no boosts (§3.1).
    pub(super) fn kick(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        loop {
            self.roll_dice(chance, events);
            if !self.decide(chance, events) {
                return;
            }
        }
    }

    pub(super) fn roll_dice(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Attack(a) = &mut self.phase else { return };
        let dice = (chance.roll(12), chance.roll(12));
        a.dice = Some(dice);
        events.push(Event::Rolled { duel: a.duel, attacker: dice.0, defender: dice.1 });
    }

    pub(super) fn boost(&mut self, seat: Seat, boost: Boost, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Attack(a) = &mut self.phase else { return };
        let (att_attr, def_attr) = attributes(a.duel);
        let attribute = if seat == a.attacking { att_attr } else { def_attr };
        let bonus = boost.bonus(attribute);
        a.boosts.push((seat, boost, bonus));
        if let Some(i) = self.teams[seat].boosts.iter().position(|b| *b == boost) {
            self.teams[seat].boosts.remove(i);
        }
        self.boost_discard.push(boost);
        events.push(Event::BoostPlayed { seat, boost, attribute, bonus });
        self.after_boost_window(seat, false, chance, events);
    }

    pub(super) fn pass_window(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Attack(a) = &mut self.phase else { return };
        match a.window {
            Some(Window::Boost { seat, .. }) => {
                if seat == a.attacking {
                    a.passed.0 = true;
                } else {
                    a.passed.1 = true;
                }
                self.after_boost_window(seat, true, chance, events);
            }
            Some(Window::Reroll { .. }) => {
                a.window = None;
                self.finish_duel(chance, events);
            }
            None => {}
        }
    }

    /// §5.3 step 1: attacker, then defender, then the attacker's last chance if it passed and
    /// the defender played; then the dice.
    pub(super) fn after_boost_window(
        &mut self,
        seat: Seat,
        passed: bool,
        chance: &mut Chance,
        events: &mut Vec<Event>,
    ) {
        let Phase::Attack(a) = &mut self.phase else { return };
        let defending = Fasisac::other(a.attacking);
        let last_chance = matches!(a.window, Some(Window::Boost { last_chance: true, .. }));
        let next = if seat == a.attacking && !last_chance {
            Some(Window::Boost { seat: defending, last_chance: false })
        } else if seat == defending && !passed && a.passed.0 {
            Some(Window::Boost { seat: a.attacking, last_chance: true })
        } else {
            None
        };
        match next {
            Some(w) => a.window = Some(w),
            None => {
                self.roll_dice(chance, events);
                self.open_reroll(chance, events);
            }
        }
    }

    /// §5.3 step 3: the manager now losing (a tie counts against the attacker) may reroll, once.
    pub(super) fn open_reroll(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Attack(a) = &mut self.phase else { return };
        let (att, def) = Fasisac::totals(a);
        let defending = Fasisac::other(a.attacking);
        let (loser, done) = if att > def { (defending, a.rerolled.1) } else { (a.attacking, a.rerolled.0) };
        if done {
            a.window = None;
            self.finish_duel(chance, events);
        } else {
            a.window = Some(Window::Reroll { seat: loser });
        }
    }

    pub(super) fn reroll(&mut self, seat: Seat, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Attack(a) = &mut self.phase else { return };
        let to = chance.roll(12);
        let (da, dd) = a.dice.unwrap_or((1, 1));
        let from = if seat == a.attacking {
            a.rerolled.0 = true;
            a.dice = Some((to, dd));
            da
        } else {
            a.rerolled.1 = true;
            a.dice = Some((da, to));
            dd
        };
        if let Some(i) = self.teams[seat].boosts.iter().position(|b| *b == Boost::Reroll) {
            self.teams[seat].boosts.remove(i);
        }
        self.boost_discard.push(Boost::Reroll);
        events.push(Event::Rerolled { seat, from, to });
        self.open_reroll(chance, events);
    }

    pub(super) fn finish_duel(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        if self.decide(chance, events) {
            // The shot's boost window opens for the attacker.
            if let Phase::Attack(a) = &mut self.phase {
                a.window = Some(Window::Boost { seat: a.attacking, last_chance: false });
            }
        }
    }

    /// Decide the head-to-head rolled: `true` when the attack goes on to a shot.
    pub(super) fn decide(&mut self, chance: &mut Chance, events: &mut Vec<Event>) -> bool {
        let Phase::Attack(a) = &mut self.phase else { return false };
        let (att, def) = Fasisac::totals(a);
        let won = att > def;
        events.push(Event::HeadToHead {
            duel: a.duel,
            attacking: a.attacking,
            attacker_total: att,
            defender_total: def,
            won,
        });
        let defending = Fasisac::other(a.attacking);
        if won && a.duel == Duel::Tackle {
            a.tackle = Some((att, def));
            a.duel = Duel::Shot;
            a.dice = None;
            a.boosts.clear();
            a.rerolled = (false, false);
            a.passed = (false, false);
            a.window = None;
            let keeper = match self.config.variant {
                Variant::Standard => {
                    let k = self.teams[defending].on_pitch(Slot::GK).unwrap_or(0);
                    (Slot::GK, k)
                }
                Variant::RushKeepers => {
                    let red = RED_DIE[chance.below(RED_DIE.len())];
                    let k = self.teams[defending].on_pitch(red).unwrap_or(0);
                    events.push(Event::KeeperRushes { seat: defending, red, card: k });
                    (red, k)
                }
            };
            if let Phase::Attack(a) = &mut self.phase {
                a.keeper = Some(keeper);
            }
            return true;
        }
        let record = AttackRecord { attack: a.clone(), totals: (att, def), goal: won };
        if won {
            let seat = a.attacking;
            let scorer = a.attacker;
            self.teams[seat].goals += 1;
            events.push(Event::Goal { seat, scorer, goals: self.goals() });
        }
        self.last = Some(record);
        self.plays += 1;
        self.next_attack(chance, events);
        false
    }
}
