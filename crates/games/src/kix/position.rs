//! A KIX match written down (see [`crate::game::Written::Position`]): both clubs' packs and piles, the
//! period, the play being contested, the score. Scenario tests and bug reports build matches
//! from it: [`KixPosition::new`] starts from a fresh deal, and [`KixPosition::hand`],
//! [`KixPosition::deck_top`] and [`KixPosition::discards`] name only the cards that matter,
//! every other card staying in the draw pile. [`Kix::from_position`] refuses what no match
//! could reach, naming the field.

use serde::{Deserialize, Serialize};

use super::pack::{generate_pack, Card, CardId};
use super::state::*;
use crate::game::{PositionError, Seat, Written};

/// Everything about a KIX match in progress. Piles keep their top card last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KixPosition {
    pub format: Format,
    pub result_needed: bool,
    /// Each club's cards (a pack's card ids are `0..pack.len()`, in order) and piles.
    pub sides: [Side; 2],
    pub period: Period,
    pub phase: Phase,
    pub score: [u16; 2],
    /// Plays revealed so far.
    pub plays: u16,
    pub last: Option<Reveal>,
    pub shootout: Option<Shootout>,
}

/// The club seeds of a written-down match's packs, unless the caller brings its own.
const HOME_CLUB: u64 = 1;
const AWAY_CLUB: u64 = 2;

impl Default for KixPosition {
    /// A 5-a-side match at its first midfield play.
    fn default() -> Self {
        KixPosition::new(Format::Five)
    }
}

impl KixPosition {
    /// A match at its first midfield play, dealt without shuffling from the packs of clubs 1
    /// and 2: a hand of the lowest card ids, the next ones in the draw pile (lowest on top); in
    /// 5-a-side the upper 30 ids are put aside, in 11-a-side the upper 15 are the bench (set up)
    /// and the Half-Time card lies 23rd in the Match Deck.
    pub fn new(format: Format) -> KixPosition {
        let sides = [HOME_CLUB, AWAY_CLUB].map(|club| Side::dealt(format, generate_pack(club)));
        let period = match format {
            Format::Five => Period::Match,
            Format::Eleven => Period::FirstHalf,
        };
        KixPosition {
            format,
            result_needed: false,
            sides,
            period,
            phase: Phase::Midfield,
            score: [0, 0],
            plays: 0,
            last: None,
            shootout: None,
        }
    }

    /// `seat` holds exactly `cards`; they come from wherever they lay, and the cards held
    /// before go to the bottom of the draw pile.
    pub fn hand(mut self, seat: Seat, cards: &[CardId]) -> Self {
        self.sides[seat] = std::mem::replace(&mut self.sides[seat], Side::new(Vec::new())).with_hand(cards);
        self
    }

    /// `cards` lie on top of `seat`'s draw pile, the first on top.
    pub fn deck_top(mut self, seat: Seat, cards: &[CardId]) -> Self {
        self.sides[seat] = std::mem::replace(&mut self.sides[seat], Side::new(Vec::new())).with_deck_top(cards);
        self
    }

    /// `seat`'s discards are exactly `cards` (the last on top); earlier discards go to the
    /// bottom of the draw pile.
    pub fn discards(mut self, seat: Seat, cards: &[CardId]) -> Self {
        self.sides[seat] = std::mem::replace(&mut self.sides[seat], Side::new(Vec::new())).with_discards(cards);
        self
    }
}

impl Side {
    /// A side with `pack` and every card in its draw pile, card 0 on top; nothing held,
    /// nothing played, no bench.
    pub fn new(pack: Vec<Card>) -> Side {
        let deck = (0..pack.len() as CardId).rev().collect();
        Side {
            pack,
            deck,
            above_half_time: None,
            reached_half_time: false,
            hand: Vec::new(),
            bench: Vec::new(),
            bench_stacked: 0,
            bench_ready: true,
            put_aside: Vec::new(),
            discards: Vec::new(),
            unseen_discards: Vec::new(),
            subs_used: 0,
            choice: None,
        }
    }

    /// [`Side::new`] split as the format deals a full pack (see [`KixPosition::new`]).
    fn dealt(format: Format, pack: Vec<Card>) -> Side {
        let mut side = Side::new(pack);
        let n = side.pack.len();
        let ids = |range: std::ops::Range<usize>| range.rev().map(|c| c as CardId).collect::<Vec<_>>();
        match format {
            Format::Five => {
                let pile = FIVE_A_SIDE_PILE.min(n);
                side.put_aside = ids(pile..n);
                side.deck = ids(0..pile);
            }
            Format::Eleven => {
                let deck = n.saturating_sub(BENCH_SIZE);
                side.bench = ids(deck..n);
                side.deck = ids(0..deck);
                side.above_half_time = Some(CARDS_ABOVE_HALF_TIME);
            }
        }
        for _ in 0..format.hand_size() {
            side.draw();
        }
        side
    }

    /// Takes `cards` out of every pile they lie in.
    fn lift(&mut self, cards: &[CardId]) {
        for pile in [&mut self.hand, &mut self.deck, &mut self.bench, &mut self.put_aside, &mut self.discards] {
            pile.retain(|c| !cards.contains(c));
        }
        self.unseen_discards.retain(|c| !cards.contains(c));
    }

    /// This side holding exactly `cards`, taken from wherever they lay; the cards it held
    /// before go to the bottom of the draw pile.
    pub fn with_hand(mut self, cards: &[CardId]) -> Side {
        self.lift(cards);
        let before = std::mem::take(&mut self.hand);
        self.deck.splice(0..0, before.into_iter().rev());
        self.hand = cards.to_vec();
        self
    }

    /// `cards` on top of the draw pile, the first on top, taken from wherever they lay.
    pub fn with_deck_top(mut self, cards: &[CardId]) -> Side {
        self.lift(cards);
        self.deck.extend(cards.iter().rev());
        self
    }

    /// The discards are exactly `cards`, the last on top; earlier discards go to the bottom of
    /// the draw pile.
    pub fn with_discards(mut self, cards: &[CardId]) -> Side {
        self.lift(cards);
        let before = std::mem::take(&mut self.discards);
        self.unseen_discards.clear();
        self.deck.splice(0..0, before.into_iter().rev());
        self.discards = cards.to_vec();
        self
    }
}

/// What makes a position impossible, in words that start with the field at fault.
fn check(p: &KixPosition) -> Result<(), String> {
    for (seat, side) in p.sides.iter().enumerate() {
        let field = |name: &str| format!("sides[{seat}].{name}");
        if side.pack.is_empty() {
            return Err(format!("{}: a club has cards", field("pack")));
        }
        if side.pack.iter().enumerate().any(|(i, c)| c.id as usize != i) {
            return Err(format!("{}: a pack lists its cards by id, 0 first", field("pack")));
        }
        // Every card of the pack lies in exactly one pile: no play takes a card out of the game.
        let mut seen = vec![false; side.pack.len()];
        let piles = [
            ("hand", &side.hand),
            ("deck", &side.deck),
            ("bench", &side.bench),
            ("put_aside", &side.put_aside),
            ("discards", &side.discards),
        ];
        for (name, pile) in piles {
            for card in pile {
                match seen.get_mut(*card as usize) {
                    None => return Err(format!("{}: card #{card} is not in the pack", field(name))),
                    Some(true) => return Err(format!("{}: card #{card} is in two places", field(name))),
                    Some(slot) => *slot = true,
                }
            }
        }
        if let Some(card) = seen.iter().position(|s| !s) {
            return Err(format!("{}: card #{card} lies in no pile", field("deck")));
        }
        if side.unseen_discards.iter().any(|c| !side.discards.contains(c)) {
            return Err(format!("{}: an unseen discard is not among the discards", field("unseen_discards")));
        }
        if side.hand.len() > p.format.hand_size() {
            return Err(format!(
                "{}: seat {seat} holds {} cards; a hand is {}",
                field("hand"),
                side.hand.len(),
                p.format.hand_size()
            ));
        }
        if side.subs_used > MAX_SUBS {
            return Err(format!("{}: at most {MAX_SUBS} substitutions, not {}", field("subs_used"), side.subs_used));
        }
        if side.bench_stacked > BENCH_STACK {
            return Err(format!("{}: at most {BENCH_STACK} bench cards are stacked", field("bench_stacked")));
        }
        match p.format {
            Format::Five if !side.bench.is_empty() => {
                return Err(format!("{}: 5-a-side has no bench", field("bench")));
            }
            Format::Five if side.above_half_time.is_some() || side.reached_half_time => {
                return Err(format!("{}: 5-a-side has no Half-Time card", field("above_half_time")));
            }
            // The shoot-out of a 5-a-side cup is taken with the put-aside cards (DEFAULT §8.4).
            Format::Five if p.result_needed && side.put_aside.is_empty() => {
                return Err(format!("{}: a 5-a-side cup keeps its shoot-out cards here", field("put_aside")));
            }
            Format::Eleven if !side.put_aside.is_empty() => {
                return Err(format!("{}: 11-a-side puts no cards aside", field("put_aside")));
            }
            _ => {}
        }
        if side.above_half_time.is_some_and(|n| n as usize > side.deck.len()) {
            return Err(format!(
                "{}: the Half-Time card cannot lie below a deck of {}",
                field("above_half_time"),
                side.deck.len()
            ));
        }
        let chosen: Vec<CardId> = side.choice.map(super::rules::choice_cards).unwrap_or_default();
        if chosen.iter().any(|c| !side.hand.contains(c)) {
            return Err(format!("{}: seat {seat} has chosen a card that is not in their hand", field("choice")));
        }
        let fits = matches!(
            (side.choice, p.phase),
            (None, _)
                | (Some(Choice::Corner(..)), Phase::Corner { .. })
                | (Some(Choice::Card(_)), Phase::Midfield | Phase::Attack { .. } | Phase::Strike { .. })
        );
        if !fits {
            return Err(format!(
                "{}: seat {seat}'s pending choice does not fit the {:?} play",
                field("choice"),
                p.phase
            ));
        }
    }
    let attacker = match p.phase {
        Phase::Attack { attacker } | Phase::Strike { attacker } | Phase::Corner { attacker } => attacker,
        _ => 0,
    };
    if attacker > 1 {
        return Err(format!("phase: there is no seat {attacker} to attack"));
    }
    if matches!(p.phase, Phase::Corner { .. }) && p.format == Format::Five {
        return Err("phase: 5-a-side has no corners".into());
    }
    let periods_fit = match p.format {
        Format::Five => matches!(p.period, Period::Match | Period::FullTime),
        Format::Eleven => !matches!(p.period, Period::Match),
    };
    if !periods_fit {
        return Err(format!("period: a {} match has no {:?}", p.format.title(), p.period));
    }
    if (p.phase == Phase::Over) != (p.period == Period::FullTime) {
        return Err(format!("phase: {:?} does not go with a {} match in {:?}", p.phase, p.format.title(), p.period));
    }
    if p.phase == Phase::BenchSetup && p.format == Format::Five {
        return Err("phase: 5-a-side has no bench to set up".into());
    }
    if p.period == Period::ExtraTime && !p.result_needed {
        return Err("period: only a match that needs a result goes to extra time".into());
    }
    // A goal takes at least three plays: midfield, attack, strike.
    let goals = p.score[0] as u32 + p.score[1] as u32;
    if goals * 3 > p.plays as u32 {
        return Err(format!("score: {} goals cannot come from {} plays (three plays a goal at least)", goals, p.plays));
    }
    if let Some(shootout) = &p.shootout {
        if !p.result_needed || p.period != Period::FullTime || p.score[0] != p.score[1] {
            return Err("shootout: only a level cup match at full time goes to penalties".into());
        }
        if shootout.score[0] == shootout.score[1] {
            return Err("shootout: a shoot-out ends with a winner".into());
        }
    }
    Ok(())
}

impl Written for Kix {
    type Position = KixPosition;

    fn to_position(&self) -> KixPosition {
        let Kix { format, result_needed, sides, period, phase, score, plays, last, shootout } = self.clone();
        KixPosition { format, result_needed, sides, period, phase, score, plays, last, shootout }
    }

    fn from_position(p: KixPosition) -> Result<Kix, PositionError> {
        check(&p).map_err(PositionError)?;
        let KixPosition { format, result_needed, sides, period, phase, score, plays, last, shootout } = p;
        Ok(Kix { format, result_needed, sides, period, phase, score, plays, last, shootout })
    }
}
