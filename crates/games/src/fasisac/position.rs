//! A FASISAC match written down: every card where it lies, for tests and bug reports.
//! [`FasisacPosition::new`] starts two drafted squads at their first tactics;
//! [`FasisacPosition::lineup`], [`FasisacPosition::tactics`] and [`FasisacPosition::attack`]
//! name only what matters, the rest of each squad and the boost deck staying as dealt.
//! [`Fasisac::from_position`] refuses what no match could reach, naming the field.

use serde::{Deserialize, Serialize};

use super::cards::{
    boost_deck, get, player, Boost, Slot, Tactic, BOOST_DECK, MAX_KEEPERS, PURSE, RED_DIE, SQUAD, WHITE_DIE,
};
use super::state::{Attack, AttackRecord, Config, Duel, Fasisac, Format, Phase, Team, Variant, Window};
use crate::game::{PositionError, Seat, Written};

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

impl Default for FasisacPosition {
    /// A full match, home seat 0, at its first tactics.
    fn default() -> Self {
        FasisacPosition::new(Config::default())
    }
}

impl FasisacPosition {
    /// A two-manager match (`config`'s draft is ignored) with seat 0 at home, both squads
    /// drafted and nothing chosen yet: the first tactics of the first half. The squads are
    /// dealt in card order, each a goalkeeper (none in Rush Keepers) and outfield players taken
    /// in turn; the boost deck lies in list order.
    pub fn new(config: Config) -> FasisacPosition {
        let config = Config { draft: None, squads: None, ..config };
        let (keepers, outfield): (Vec<u8>, Vec<u8>) =
            (1..=u8::MAX).filter(|c| player(*c).is_some()).partition(|c| get(*c).keeper);
        let teams: Vec<Team> = (0..2)
            .map(|seat| {
                let mut squad: Vec<u8> = match config.variant {
                    Variant::Standard => keepers.iter().skip(seat).take(1).copied().collect(),
                    Variant::RushKeepers => Vec::new(),
                };
                let room = SQUAD - squad.len();
                squad.extend(outfield.iter().skip(seat).step_by(2).take(room));
                Team { squad, purse: PURSE, ..Team::default() }
            })
            .collect();
        let empty = Fasisac::empty(&config, teams.len(), 0);
        FasisacPosition { teams, boost_deck: boost_deck(), ..empty.to_position() }
    }

    /// `seat` fields `cards`, one per position in the variant's order (GK, D, ML, MR, S; Rush
    /// Keepers without the GK), revealed. A card not in the squad joins it in place of a
    /// player who is not fielded, and leaves the other squad if it was there (swapped for that
    /// player). The half is the first, unless one is already under way.
    pub fn lineup(mut self, seat: Seat, cards: &[u8]) -> Self {
        let other = 1 - seat.min(1);
        for card in cards {
            if self.teams[seat].squad.contains(card) {
                continue;
            }
            let spare = self.teams[seat].squad.iter().rposition(|c| !cards.contains(c));
            let out = spare.map(|i| std::mem::replace(&mut self.teams[seat].squad[i], *card));
            if out.is_none() {
                self.teams[seat].squad.push(*card);
            }
            if let Some(i) = self.teams.get(other).and_then(|t| t.squad.iter().position(|c| c == card)) {
                match out {
                    Some(out) => self.teams[other].squad[i] = out,
                    None => {
                        self.teams[other].squad.remove(i);
                    }
                }
            }
        }
        self.teams[seat].lineup = self.config.slots().iter().copied().zip(cards.iter().copied()).collect();
        self.half = self.half.max(1);
        self
    }

    /// Both tactics on the table, home's first.
    pub fn tactics(mut self, home: Tactic, away: Tactic) -> Self {
        let away_seat = 1 - self.home.min(1);
        self.teams[self.home].tactic = Some(home);
        self.teams[away_seat].tactic = Some(away);
        self
    }

    /// An attack event by `attacking` as the select dice name it: the white die's position
    /// attacks, the red die's defends, the tackle to play, its window open (none in training).
    pub fn attack(mut self, attacking: Seat, white: Slot, red: Slot) -> Self {
        let defending = 1 - attacking.min(1);
        let on = |s: Seat, slot: Slot| self.teams.get(s).and_then(|t| t.on_pitch(slot)).unwrap_or(0);
        let training = self.config.format == Format::Training;
        self.phase =
            Phase::Attack(Attack::begun(attacking, (white, on(attacking, white)), (red, on(defending, red)), training));
        self.half = self.half.max(1);
        self
    }
}

fn bad<T>(text: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(text.into()))
}

impl Written for Fasisac {
    type Position = FasisacPosition;

    fn to_position(&self) -> FasisacPosition {
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

    fn from_position(p: FasisacPosition) -> Result<Fasisac, PositionError> {
        let seats = p.teams.len();
        let allowed = if p.config.draft.is_some() { 3..=4 } else { 2..=2 };
        if !allowed.contains(&seats) {
            return bad(format!("teams: {seats} teams; a match has 2, a draft 3 or 4"));
        }
        if p.home >= seats {
            return bad(format!("home: home is seat {}, but there are {seats}", p.home));
        }
        if p.half > 2 {
            return bad(format!("half: a match has halves 1 and 2 (0 before kick-off), not {}", p.half));
        }
        let mut seen = [false; 33];
        for c in p.pool.iter().chain(p.teams.iter().flat_map(|t| t.squad.iter())) {
            if player(*c).is_none() {
                return bad(format!("teams: there is no player card {c}"));
            }
            if std::mem::replace(&mut seen[*c as usize], true) {
                return bad(format!("teams: {} is in two places", player(*c).map(|p| p.name).unwrap_or("?")));
            }
        }
        let slots = p.config.slots();
        for (s, t) in p.teams.iter().enumerate() {
            if t.squad.len() > SQUAD {
                return bad(format!("teams[{s}].squad: {} players (at most {SQUAD})", t.squad.len()));
            }
            if t.squad.len() == SQUAD && t.keepers() == 0 && p.config.variant == super::state::Variant::Standard {
                return bad(format!("teams[{s}].squad: seat {s}'s squad has no goalkeeper"));
            }
            if t.keepers() > MAX_KEEPERS {
                return bad(format!("teams[{s}].squad: {} goalkeepers (at most {MAX_KEEPERS})", t.keepers()));
            }
            for lineup in [&t.lineup, &t.pending_lineup] {
                if lineup.len() > slots.len() {
                    return bad(format!("teams[{s}].lineup: {} players in a line-up", lineup.len()));
                }
                for (i, (slot, c)) in lineup.iter().enumerate() {
                    if !t.squad.contains(c) {
                        return bad(format!("teams[{s}].lineup: seat {s} fields card {c}, who is not in the squad"));
                    }
                    if lineup.iter().skip(i + 1).any(|(s2, c2)| s2 == slot || c2 == c) {
                        return bad(format!("teams[{s}].lineup: seat {s}'s line-up repeats a player or a position"));
                    }
                    if !slots.contains(slot) {
                        return bad(format!(
                            "teams[{s}].lineup: a player at {}, not a position of this variant",
                            slot.code()
                        ));
                    }
                    if !super::rules::fits(p.config.variant, *slot, *c) {
                        return bad(format!(
                            "teams[{s}].lineup: seat {s} starts card {c} at {}, where it may not play",
                            slot.code()
                        ));
                    }
                }
            }
            for c in t.pending_takers.iter().chain(&t.takers) {
                if !t.lineup.iter().any(|(_, l)| l == c) {
                    return bad(format!("teams[{s}].takers: seat {s}'s penalty taker {c} is not on the pitch"));
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
                return bad(format!("boost_deck: {} {}s, but the deck has {count}", held, kind.title()));
            }
        }
        if p.events.iter().any(|s| *s >= seats) {
            return bad("events: an event card for a seat that is not there");
        }
        match &p.phase {
            Phase::Draft { order, next } if *next >= order.len() || order.iter().any(|s| *s >= seats) => {
                return bad("phase: the draft order does not fit the table");
            }
            Phase::Nominate { nominator, rotation } if *nominator >= seats || rotation.iter().any(|s| *s >= seats) => {
                return bad("phase: the auction's nominator is not at the table");
            }
            Phase::Bidding { card, high, waiting, nominator, rotation, .. }
                if *high >= seats
                    || *nominator >= seats
                    || rotation.iter().any(|s| *s >= seats)
                    || waiting.iter().any(|s| s >= seats)
                    || !p.pool.contains(card) =>
            {
                return bad("phase: the lot or its bidders are not at the table");
            }
            Phase::Attack(a) => {
                if seats != 2 || a.attacking >= seats {
                    return bad("phase.attacking: an attack is between the two sides of a match");
                }
                let defending = 1 - a.attacking;
                let (attackers, defenders) = (&p.teams[a.attacking], &p.teams[defending]);
                if !WHITE_DIE.contains(&a.white) || !RED_DIE.contains(&a.red) {
                    return bad(format!(
                        "phase.white: the select dice cannot show {} (white) and {} (red)",
                        a.white.code(),
                        a.red.code()
                    ));
                }
                // The white die names the attacker and the red the defender (§4.2).
                if attackers.on_pitch(a.white) != Some(a.attacker) {
                    return bad(format!(
                        "phase.attacker: the white die shows {}, so the attacker is the player there, not card {}",
                        a.white.code(),
                        a.attacker
                    ));
                }
                if defenders.on_pitch(a.red) != Some(a.defender) {
                    return bad(format!(
                        "phase.defender: the red die shows {}, so the defender is the player there, not card {}",
                        a.red.code(),
                        a.defender
                    ));
                }
                match (a.duel, a.keeper) {
                    (Duel::Tackle, None) if a.tackle.is_none() => {}
                    (Duel::Shot, Some((slot, keeper))) if a.tackle.is_some() => {
                        let slot_ok = match p.config.variant {
                            Variant::Standard => slot == Slot::GK,
                            Variant::RushKeepers => RED_DIE.contains(&slot),
                        };
                        if !slot_ok || defenders.on_pitch(slot) != Some(keeper) {
                            return bad(format!(
                                "phase.keeper: card {keeper} at {} does not keep goal for the defending side",
                                slot.code()
                            ));
                        }
                    }
                    _ => {
                        return bad("phase.duel: a tackle comes first, then a shot at a keeper once the tackle is won");
                    }
                }
                if a.boosts.len() > 2 || a.boosts.iter().any(|(s, _, b)| *s >= seats || *b > super::cards::OWN_BOOST) {
                    return bad("phase.boosts: at most one boost a side, of at most +3, in a head-to-head");
                }
                if a.dice.is_some_and(|(x, y)| !(1..=12).contains(&x) || !(1..=12).contains(&y)) {
                    return bad("phase.dice: a d12 shows a number it does not have");
                }
                let window_seat = match a.window {
                    Some(Window::Boost { seat, .. } | Window::Reroll { seat }) => Some(seat),
                    None => None,
                };
                if window_seat.is_some_and(|s| s >= seats)
                    || (window_seat.is_some() && p.config.format == Format::Training)
                {
                    return bad("phase.window: a training match has no windows, and a window is a side's");
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
                return bad("phase: the shoot-out's counts do not fit the table");
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
