//! A FASISAC match written down: every card where it lies, for tests and bug reports.

use serde::{Deserialize, Serialize};

use super::cards::{player, Boost, BOOST_DECK, MAX_KEEPERS, SQUAD};
use super::state::{AttackRecord, Config, Fasisac, Phase, Team};
use crate::game::{PositionError, Seat};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FasisacPosition {
    pub config: Config,
    pub teams: Vec<Team>,
    pub home: Seat,
    #[serde(default)]
    pub pool: Vec<u8>,
    /// The event deck: which side attacks, top last.
    #[serde(default)]
    pub events: Vec<Seat>,
    #[serde(default)]
    pub boost_deck: Vec<Boost>,
    #[serde(default)]
    pub boost_discard: Vec<Boost>,
    #[serde(default)]
    pub half: u8,
    pub phase: Phase,
    #[serde(default)]
    pub plays: u32,
    #[serde(default)]
    pub last: Option<AttackRecord>,
    #[serde(default)]
    pub shootout_goals: Option<Vec<u16>>,
}

fn bad<T>(text: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(text.into()))
}

impl Fasisac {
    pub(crate) fn to_position(&self) -> FasisacPosition {
        FasisacPosition {
            config: self.config.clone(),
            teams: self.teams.clone(),
            home: self.home,
            pool: self.pool.clone(),
            events: self.events.clone(),
            boost_deck: self.boost_deck.clone(),
            boost_discard: self.boost_discard.clone(),
            half: self.half,
            phase: self.phase.clone(),
            plays: self.plays,
            last: self.last.clone(),
            shootout_goals: self.shootout_goals.clone(),
        }
    }

    pub(crate) fn from_position(p: FasisacPosition) -> Result<Fasisac, PositionError> {
        let seats = p.teams.len();
        let allowed = if p.config.draft.is_some() { 3..=4 } else { 2..=2 };
        if !allowed.contains(&seats) {
            return bad(format!("{seats} teams"));
        }
        if p.home >= seats {
            return bad(format!("home is seat {}, but there are {seats}", p.home));
        }
        if p.half > 2 {
            return bad(format!("half {}", p.half));
        }
        let mut seen = [false; 33];
        for c in p.pool.iter().chain(p.teams.iter().flat_map(|t| t.squad.iter())) {
            if player(*c).is_none() {
                return bad(format!("there is no player card {c}"));
            }
            if std::mem::replace(&mut seen[*c as usize], true) {
                return bad(format!("{} is in two places", player(*c).map(|p| p.name).unwrap_or("?")));
            }
        }
        let slots = p.config.slots();
        for (s, t) in p.teams.iter().enumerate() {
            if t.squad.len() > SQUAD {
                return bad(format!("seat {s} has {} players (at most {SQUAD})", t.squad.len()));
            }
            if t.squad.len() == SQUAD && t.keepers() == 0 && p.config.variant == super::state::Variant::Standard {
                return bad(format!("seat {s}'s squad has no goalkeeper"));
            }
            if t.keepers() > MAX_KEEPERS {
                return bad(format!("seat {s} has {} goalkeepers (at most {MAX_KEEPERS})", t.keepers()));
            }
            for lineup in [&t.lineup, &t.pending_lineup] {
                if lineup.len() > slots.len() {
                    return bad(format!("seat {s} has {} players in a line-up", lineup.len()));
                }
                for (i, (slot, c)) in lineup.iter().enumerate() {
                    if !t.squad.contains(c) {
                        return bad(format!("seat {s} fields card {c}, who is not in the squad"));
                    }
                    if lineup.iter().skip(i + 1).any(|(s2, c2)| s2 == slot || c2 == c) {
                        return bad(format!("seat {s}'s line-up repeats a player or a position"));
                    }
                    if !slots.contains(slot) {
                        return bad(format!(
                            "seat {s} has a player at {}, not a position of this variant",
                            slot.code()
                        ));
                    }
                    if !super::rules::fits(p.config.variant, *slot, *c) {
                        return bad(format!("seat {s} starts card {c} at {}, where it may not play", slot.code()));
                    }
                }
            }
            for c in t.pending_takers.iter().chain(&t.takers) {
                if !t.lineup.iter().any(|(_, l)| l == c) {
                    return bad(format!("seat {s}'s penalty taker {c} is not on the pitch"));
                }
            }
        }
        // Every boost card accounted for at most as often as the deck has it (played ones are
        // in the discards).
        for (kind, count) in BOOST_DECK {
            let held = p
                .teams
                .iter()
                .flat_map(|t| t.boosts.iter())
                .chain(&p.boost_deck)
                .chain(&p.boost_discard)
                .filter(|b| **b == kind)
                .count();
            if held > count {
                return bad(format!("{} {}s, but the deck has {count}", held, kind.title()));
            }
        }
        if p.events.iter().any(|s| *s >= seats) {
            return bad("an event card for a seat that is not there");
        }
        match &p.phase {
            Phase::Draft { order, next } if *next >= order.len() || order.iter().any(|s| *s >= seats) => {
                return bad("the draft order does not fit the table");
            }
            Phase::Nominate { nominator, rotation } if *nominator >= seats || rotation.iter().any(|s| *s >= seats) => {
                return bad("the auction's nominator is not at the table");
            }
            Phase::Bidding { card, high, waiting, nominator, rotation, .. }
                if *high >= seats
                    || *nominator >= seats
                    || rotation.iter().any(|s| *s >= seats)
                    || waiting.iter().any(|s| s >= seats)
                    || !p.pool.contains(card) =>
            {
                return bad("the lot or its bidders are not at the table");
            }
            Phase::Attack(a) => {
                if a.attacking >= seats || !p.teams[a.attacking].lineup.iter().any(|(_, c)| *c == a.attacker) {
                    return bad("the attacker is not on the attacking side's pitch");
                }
                if !p.teams[1 - a.attacking.min(1)].lineup.iter().any(|(_, c)| *c == a.defender) {
                    return bad("the defender is not on the defending side's pitch");
                }
                if a.boosts.len() > 2 || a.boosts.iter().any(|(s, _, b)| *s >= seats || *b > super::cards::OWN_BOOST) {
                    return bad("at most one boost a side, of at most +3, in a head-to-head");
                }
                if a.dice.is_some_and(|(x, y)| !(1..=12).contains(&x) || !(1..=12).contains(&y)) {
                    return bad("a d12 shows a number it does not have");
                }
            }
            Phase::Takers(s)
                if s.goals.len() != seats
                    || s.kicks.len() != seats
                    || s.kicked.len() != seats
                    || s.round > super::rules::MAX_SUDDEN_DEATH
                    || s.kicks.iter().any(|k| *k as u32 > 3 + super::rules::MAX_SUDDEN_DEATH)
                    || s.goals.iter().zip(&s.kicks).any(|(g, k)| *g > *k as u16) =>
            {
                return bad("the shoot-out's counts do not fit the table");
            }
            _ => {}
        }
        Ok(Fasisac {
            config: p.config,
            teams: p.teams,
            home: p.home,
            pool: p.pool,
            events: p.events,
            boost_deck: p.boost_deck,
            boost_discard: p.boost_discard,
            half: p.half,
            phase: p.phase,
            plays: p.plays,
            last: p.last,
            shootout_goals: p.shootout_goals,
        })
    }
}
