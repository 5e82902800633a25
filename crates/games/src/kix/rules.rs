//! KIX rules: checking and applying inputs, resolving plays (rules digest §4, §5, §8).

use serde::{Deserialize, Serialize};

use super::pack::{Ability, Card, CardId};
use super::state;
use super::state::*;
use crate::chance::Chance;
use crate::game::{Profile, RuleError, Rules, Scored, Scoring, Seat, SetupError, Status};

/// What a manager can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// 11-a-side set-up: put this bench card on top, below those already stacked (DEFAULT §8.9).
    StackBench { card: CardId },
    /// 11-a-side set-up: the bench is as I want it.
    BenchReady,
    /// Choose this card for the current play (secret until both have chosen).
    Play { card: CardId },
    /// 11-a-side, before a midfield card is chosen: this hand card goes under the bench and the
    /// top bench card comes on (§5.2, DEFAULT §8.10).
    Substitute { off: CardId },
    /// Corner cards (§5.1): the attacker gives (M card, S card), the defender (G card, D card).
    Corner { first: CardId, second: CardId },
}

/// One kind of event; see [`Event`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    KickOff {
        format: Format,
        result_needed: bool,
    },
    /// A bench card was stacked on top; the card itself is for its manager only.
    BenchStacked {
        seat: Seat,
        card: Option<Card>,
    },
    BenchReady {
        seat: Seat,
    },
    /// A manager made their secret choice; what it was is for them only.
    Chosen {
        seat: Seat,
        choice: Option<Choice>,
    },
    /// A substitution; who went off and came on is for the manager only.
    Substitution {
        seat: Seat,
        off: Option<Card>,
        on: Option<Card>,
        subs_left: u8,
    },
    /// Both choices revealed and compared.
    Revealed(Reveal),
    Goal {
        seat: Seat,
        score: [u16; 2],
    },
    HalfTime {
        score: [u16; 2],
    },
    SecondHalf,
    ExtraTime,
    FullTime {
        score: [u16; 2],
    },
    Penalty {
        kick: PenaltyKick,
        score: [u16; 2],
    },
    /// Still level after every sudden-death round allowed: lots give the shoot-out to `seat`,
    /// counted as one shoot-out goal (`score` includes it).
    LotsDrawn {
        seat: Seat,
        score: [u16; 2],
    },
    ShootoutWon {
        seat: Seat,
        score: [u16; 2],
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { seat, .. } => Some(Scored::Goal(seat)),
            Event::Penalty { ref kick, .. } if kick.result == state::PenaltyResult::Scored => {
                Some(Scored::Shootout(kick.shooter))
            }
            Event::LotsDrawn { seat, .. } => Some(Scored::Shootout(seat)),
            _ => None,
        }
    }
}

/// Penalties each side takes from the cards dealt to the opponent (§5.6).
pub const SHOOTOUT_KICKS: usize = 10;
/// Ties in a row after which a penalty counts as saved (DEFAULT §8.11).
pub const PENALTY_TIES_ALLOWED: usize = 3;
/// Sudden-death rounds before lots are drawn: only reached by an astronomically long run of
/// matching results, but it keeps every match finite.
pub const SUDDEN_DEATH_ROUNDS: usize = 200;

fn other(seat: Seat) -> Seat {
    1 - seat
}

/// A refusal in the game's words (`refused-*` in `locales/`).
macro_rules! illegal {
    ($($message:tt)*) => {
        RuleError::Illegal(touchline_i18n::message!(super::words::WORDS, $($message)*))
    };
}

impl Kix {
    /// The abilities the two seats compare in a phase.
    pub fn abilities(&self, phase: Phase) -> [Ability; 2] {
        abilities_in(phase)
    }

    fn waiting(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::BenchSetup => !self.sides[seat].bench_ready,
            Phase::Midfield | Phase::Attack { .. } | Phase::Strike { .. } | Phase::Corner { .. } => {
                self.sides[seat].choice.is_none()
            }
            Phase::Over => false,
        }
    }

    pub(crate) fn waiting_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..2).filter(|s| self.waiting(*s))
    }

    fn can_substitute(&self, seat: Seat) -> bool {
        let side = &self.sides[seat];
        self.format == Format::Eleven
            && self.phase == Phase::Midfield
            && side.choice.is_none()
            && side.subs_used < MAX_SUBS
            && !side.substitutes(self.period).is_empty()
            && !side.hand.is_empty()
    }

    /// Check an input against the rules without changing anything.
    pub(crate) fn check(&self, seat: Seat, input: &Input) -> Result<(), RuleError> {
        if seat > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(RuleError::MatchOver);
        }
        if !self.waiting(seat) {
            return Err(RuleError::AlreadyChosen);
        }
        let side = &self.sides[seat];
        let in_hand = |card: CardId| -> Result<(), RuleError> {
            if side.hand.contains(&card) {
                Ok(())
            } else {
                Err(illegal!("refused-not-in-hand", card = card, held = side.hand.len()))
            }
        };
        match (self.phase, input) {
            (Phase::BenchSetup, Input::BenchReady) => Ok(()),
            (Phase::BenchSetup, Input::StackBench { card }) => {
                if side.bench_stacked >= BENCH_STACK {
                    return Err(illegal!("refused-bench-full", most = BENCH_STACK));
                }
                let unstacked = side.bench.len() - side.bench_stacked as usize;
                if side.bench[..unstacked].contains(card) {
                    Ok(())
                } else {
                    Err(illegal!("refused-not-on-bench", card = *card))
                }
            }
            (Phase::BenchSetup, _) => Err(illegal!("refused-before-kick-off")),
            (Phase::Corner { .. }, Input::Corner { first, second }) => {
                in_hand(*first)?;
                in_hand(*second)?;
                if first == second && side.hand.len() > 1 {
                    return Err(illegal!("refused-corner-same-card"));
                }
                Ok(())
            }
            (Phase::Corner { attacker }, _) => {
                Err(if attacker == seat { illegal!("refused-your-corner") } else { illegal!("refused-their-corner") })
            }
            (_, Input::Play { card }) => in_hand(*card),
            (_, Input::Substitute { off }) => {
                in_hand(*off)?;
                if self.format != Format::Eleven {
                    Err(illegal!("refused-subs-eleven-only"))
                } else if self.phase != Phase::Midfield {
                    Err(illegal!("refused-subs-before-midfield"))
                } else if side.subs_used >= MAX_SUBS {
                    Err(illegal!("refused-subs-used", most = MAX_SUBS))
                } else if side.substitutes(self.period).is_empty() {
                    Err(illegal!("refused-no-one-to-bring-on"))
                } else {
                    Ok(())
                }
            }
            (_, Input::Corner { .. }) => Err(illegal!("refused-no-corner-now")),
            (_, Input::StackBench { .. } | Input::BenchReady) => Err(illegal!("refused-bench-after-kick-off")),
        }
    }

    /// Everyone has chosen: reveal and move the match on.
    fn resolve(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        match self.phase {
            Phase::BenchSetup => {
                self.phase = Phase::Midfield;
                events.push(Event::KickOff { format: self.format, result_needed: self.result_needed });
            }
            Phase::Corner { attacker } => self.resolve_corner(attacker, chance, events),
            Phase::Midfield | Phase::Attack { .. } | Phase::Strike { .. } => self.resolve_play(chance, events),
            Phase::Over => {}
        }
    }

    fn chosen_card(&self, seat: Seat) -> CardId {
        match self.sides[seat].choice {
            Some(Choice::Card(c)) => c,
            other => unreachable!("a play is resolved only with a card chosen, found {other:?}"),
        }
    }

    /// §4: compare the two cards of a Midfield, Attack or Strike play.
    fn resolve_play(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let phase = self.phase;
        let abilities = self.abilities(phase);
        let cards = [0, 1].map(|s| self.sides[s].card(self.chosen_card(s)));
        let values = [0, 1].map(|s| cards[s].value(abilities[s]) as u16);
        let higher = match values[0].cmp(&values[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let (result, next) = match (phase, higher) {
            (Phase::Midfield, Some(w)) => (PlayResult::MidfieldWon(w), Phase::Attack { attacker: w }),
            (Phase::Attack { attacker }, Some(w)) if w == attacker => {
                (PlayResult::AttackThrough(w), Phase::Strike { attacker })
            }
            (Phase::Attack { .. }, Some(w)) => (PlayResult::AttackStopped(w), Phase::Midfield),
            (Phase::Strike { attacker }, Some(w)) if w == attacker => (PlayResult::Goal(w), Phase::Midfield),
            (Phase::Strike { .. }, Some(w)) => (PlayResult::Saved(w), Phase::Midfield),
            (Phase::Strike { attacker }, None) if self.format == Format::Eleven => {
                (PlayResult::CornerAwarded(attacker), Phase::Corner { attacker })
            }
            (_, None) => (PlayResult::Tie, phase),
            (Phase::BenchSetup | Phase::Corner { .. } | Phase::Over, Some(_)) => unreachable!("not a card play"),
        };
        for (side, card) in self.sides.iter_mut().zip(&cards) {
            side.choice = None;
            side.discard_from_hand(card.id);
            side.draw();
        }
        self.plays += 1;
        let mut result = result;
        let mut next = next;
        // DEFAULT §8.7: no corner when a hand is empty; the shot counts as saved.
        if let Phase::Corner { attacker } = next {
            if self.sides.iter().any(|s| s.hand.is_empty()) {
                result = PlayResult::Saved(other(attacker));
                next = Phase::Midfield;
            }
        }
        self.last =
            Some(Reveal { phase, shown: [0, 1].map(|s| vec![(cards[s], abilities[s])]), totals: values, result });
        events.push(Event::Revealed(self.last.clone().expect("just set")));
        if let PlayResult::Goal(seat) = result {
            self.score[seat] += 1;
            events.push(Event::Goal { seat, score: self.score });
        }
        self.phase = next;
        self.end_of_period_check(chance, events);
    }

    /// §5.1 and DEFAULTs §8.6–8.8: a corner.
    fn resolve_corner(&mut self, attacker: Seat, chance: &mut Chance, events: &mut Vec<Event>) {
        let picks = [0, 1].map(|s| match self.sides[s].choice {
            Some(Choice::Corner(a, b)) => (a, b),
            other => unreachable!("a corner is resolved only with corner cards chosen, found {other:?}"),
        });
        let roles = [0, 1].map(|s| {
            if s == attacker {
                (Ability::Midfield, Ability::Striker)
            } else {
                (Ability::Goalie, Ability::Defence)
            }
        });
        let shown = [0, 1].map(|s| {
            let side = &self.sides[s];
            vec![(side.card(picks[s].0), roles[s].0), (side.card(picks[s].1), roles[s].1)]
        });
        let totals = [0, 1].map(|s| shown[s].iter().map(|(c, a)| c.value(*a) as u16).sum::<u16>());
        let defender = other(attacker);
        let result = match totals[attacker].cmp(&totals[defender]) {
            std::cmp::Ordering::Greater => PlayResult::Goal(attacker),
            std::cmp::Ordering::Less => PlayResult::Saved(defender),
            std::cmp::Ordering::Equal => PlayResult::CornerCleared,
        };
        for (s, (a, b)) in picks.iter().enumerate() {
            let side = &mut self.sides[s];
            side.choice = None;
            side.discard_from_hand(*a);
            side.discard_from_hand(*b);
            side.draw();
            side.draw();
        }
        self.plays += 1;
        self.last = Some(Reveal { phase: Phase::Corner { attacker }, shown, totals, result });
        events.push(Event::Revealed(self.last.clone().expect("just set")));
        if let PlayResult::Goal(seat) = result {
            self.score[seat] += 1;
            events.push(Event::Goal { seat, score: self.score });
        }
        self.phase = Phase::Midfield;
        self.end_of_period_check(chance, events);
    }

    /// A period ends when the hands are played out (§4.5, §5.3; DEFAULT §8.13: when either is).
    fn end_of_period_check(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        if self.sides.iter().all(|s| !s.hand.is_empty()) {
            return;
        }
        for side in &mut self.sides {
            let left: Vec<CardId> = side.hand.drain(..).collect();
            side.discards.extend(left);
            side.choice = None;
        }
        self.phase = Phase::Midfield;
        let level = self.score[0] == self.score[1];
        match self.period {
            Period::FirstHalf => {
                events.push(Event::HalfTime { score: self.score });
                for side in &mut self.sides {
                    // Anything still above the Half-Time card is out of the half; then the card
                    // itself is discarded and a new hand drawn (§5.3).
                    let above = side.above_half_time.take().unwrap_or(0) as usize;
                    let keep = side.deck.len().saturating_sub(above);
                    let skipped: Vec<CardId> = side.deck.drain(keep..).collect();
                    side.unseen_discards.extend(&skipped);
                    side.discards.extend(skipped);
                    side.reached_half_time = false;
                    for _ in 0..self.format.hand_size() {
                        side.draw();
                    }
                }
                self.period = Period::SecondHalf;
                events.push(Event::SecondHalf);
            }
            Period::SecondHalf if level && self.result_needed => {
                events.push(Event::FullTime { score: self.score });
                // §5.5: the bench, shuffled, is the draw pile; a new hand of 11.
                for side in &mut self.sides {
                    let mut pile = std::mem::take(&mut side.bench);
                    chance.shuffle(&mut pile);
                    side.deck = pile;
                    for _ in 0..self.format.hand_size() {
                        side.draw();
                    }
                }
                self.period = Period::ExtraTime;
                events.push(Event::ExtraTime);
            }
            _ => {
                events.push(Event::FullTime { score: self.score });
                if level && self.result_needed {
                    self.penalties(chance, events);
                } else {
                    self.period = Period::FullTime;
                }
                self.phase = Phase::Over;
            }
        }
    }

    /// §5.6 with DEFAULT §8.4 and §8.11: a shoot-out played out by the cards, no choices.
    fn penalties(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let mut packs = ShootoutPacks::deal(self, chance);
        let mut shootout = Shootout::default();
        for _ in 0..SHOOTOUT_KICKS {
            for shooter in [0, 1] {
                self.take_penalty(shooter, false, &mut packs, &mut shootout, chance, events);
            }
        }
        let mut rounds = 0;
        while shootout.score[0] == shootout.score[1] && rounds < SUDDEN_DEATH_ROUNDS {
            for shooter in [0, 1] {
                self.take_penalty(shooter, true, &mut packs, &mut shootout, chance, events);
            }
            rounds += 1;
        }
        if shootout.score[0] == shootout.score[1] {
            // Lots decide what the cards could not.
            let seat = chance.below(2);
            shootout.score[seat] += 1;
            events.push(Event::LotsDrawn { seat, score: shootout.score });
        }
        let winner = if shootout.score[0] > shootout.score[1] { 0 } else { 1 };
        events.push(Event::ShootoutWon { seat: winner, score: shootout.score });
        self.shootout = Some(shootout);
        self.period = Period::FullTime;
    }

    /// One penalty, retaken with new cards on S = G up to the allowed number of ties.
    fn take_penalty(
        &self,
        shooter: Seat,
        sudden_death: bool,
        packs: &mut ShootoutPacks,
        shootout: &mut Shootout,
        chance: &mut Chance,
        events: &mut Vec<Event>,
    ) {
        let keeper_seat = other(shooter);
        for attempt in 0..PENALTY_TIES_ALLOWED {
            let striker = self.sides[shooter].card(packs.striker(shooter, sudden_death, chance));
            let keeper = self.sides[keeper_seat].card(packs.top_of_reserve(keeper_seat, chance));
            let (s, g) = (striker.value(Ability::Striker), keeper.value(Ability::Goalie));
            let result = if s > g {
                PenaltyResult::Scored
            } else if s < g || attempt + 1 == PENALTY_TIES_ALLOWED {
                PenaltyResult::Saved
            } else {
                PenaltyResult::Retake
            };
            if result == PenaltyResult::Scored {
                shootout.score[shooter] += 1;
            }
            let kick = PenaltyKick { shooter, striker, keeper, result, sudden_death };
            shootout.kicks.push(kick);
            events.push(Event::Penalty { kick, score: shootout.score });
            if result != PenaltyResult::Retake {
                return;
            }
        }
    }
}

/// The cards of a shoot-out (§5.6): per side, the ten dealt to the opponent (which the side
/// shoots with), the rest of its pack (which supplies keepers and sudden-death strikers), and the
/// cards already used.
struct ShootoutPacks {
    dealt: [Vec<CardId>; 2],
    reserve: [Vec<CardId>; 2],
    used: [Vec<CardId>; 2],
}

impl ShootoutPacks {
    fn deal(kix: &Kix, chance: &mut Chance) -> Self {
        let mut packs =
            ShootoutPacks { dealt: Default::default(), reserve: Default::default(), used: Default::default() };
        for s in 0..2 {
            // The whole pack in 11-a-side; the put-aside 30 in 5-a-side (DEFAULT §8.4).
            let mut pack: Vec<CardId> = match kix.format {
                Format::Eleven => (0..kix.sides[s].pack.len() as CardId).collect(),
                Format::Five => kix.sides[s].put_aside.clone(),
            };
            chance.shuffle(&mut pack);
            let rest = pack.split_off(SHOOTOUT_KICKS.min(pack.len()));
            packs.dealt[s] = pack;
            packs.reserve[s] = rest;
        }
        packs
    }

    /// The top card of a side's remaining pack; a pack that runs dry is made again from the
    /// cards already used.
    fn top_of_reserve(&mut self, s: Seat, chance: &mut Chance) -> CardId {
        if self.reserve[s].is_empty() {
            let mut again = std::mem::take(&mut self.used[s]);
            chance.shuffle(&mut again);
            self.reserve[s] = again;
        }
        let card = self.reserve[s].pop().expect("a shoot-out pack is never empty");
        self.used[s].push(card);
        card
    }

    /// The shooter's card: at random from its cards in the opponent's hand, then (sudden death,
    /// or that hand spent on retakes) the top of its own pack.
    fn striker(&mut self, s: Seat, sudden_death: bool, chance: &mut Chance) -> CardId {
        if sudden_death || self.dealt[s].is_empty() {
            return self.top_of_reserve(s, chance);
        }
        let card = self.dealt[s].remove(chance.below(self.dealt[s].len()));
        self.used[s].push(card);
        card
    }
}

/// The card a seat has chosen, by id, if any (for tests and views).
pub fn choice_cards(choice: Choice) -> Vec<CardId> {
    match choice {
        Choice::Card(c) => vec![c],
        Choice::Corner(a, b) if a == b => vec![a],
        Choice::Corner(a, b) => vec![a, b],
    }
}

impl Rules for Kix {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    /// Two managers, nothing more (§1).
    fn profile(_: &Config) -> Profile {
        Profile::seats(2, 2)
    }

    fn setup(config: &Config, _seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        let kix = Kix::deal(config, chance);
        let events = match kix.phase {
            Phase::Midfield => vec![Event::KickOff { format: kix.format, result_needed: kix.result_needed }],
            _ => Vec::new(),
        };
        Ok((kix, events))
    }

    fn seats(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        if self.phase == Phase::Over {
            let shootout = self.shootout.as_ref().map(|s| s.score.to_vec());
            return Status::Finished(crate::game::Outcome::full_time(self.score.to_vec(), shootout));
        }
        Status::Simultaneous { waiting: self.waiting_seats().collect() }
    }

    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
        if seat > 1 || !self.waiting(seat) {
            return Vec::new();
        }
        let side = &self.sides[seat];
        match self.phase {
            Phase::BenchSetup => {
                let mut inputs = vec![Input::BenchReady];
                if side.bench_stacked < BENCH_STACK {
                    let unstacked = side.bench.len() - side.bench_stacked as usize;
                    inputs.extend(side.bench[..unstacked].iter().map(|&card| Input::StackBench { card }));
                }
                inputs
            }
            Phase::Corner { .. } => {
                if side.hand.len() == 1 {
                    return vec![Input::Corner { first: side.hand[0], second: side.hand[0] }];
                }
                let mut inputs = Vec::with_capacity(side.hand.len() * side.hand.len());
                for &first in &side.hand {
                    for &second in &side.hand {
                        if first != second {
                            inputs.push(Input::Corner { first, second });
                        }
                    }
                }
                inputs
            }
            Phase::Over => Vec::new(),
            _ => {
                let mut inputs: Vec<Input> = side.hand.iter().map(|&card| Input::Play { card }).collect();
                if self.can_substitute(seat) {
                    inputs.extend(side.hand.iter().map(|&off| Input::Substitute { off }));
                }
                inputs
            }
        }
    }

    /// Apply a checked input.
    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        self.check(seat, input)?;
        let mut events = Vec::new();
        match *input {
            Input::BenchReady => {
                self.sides[seat].bench_ready = true;
                events.push(Event::BenchReady { seat });
            }
            Input::StackBench { card } => {
                let side = &mut self.sides[seat];
                let pos = side.bench.iter().position(|c| *c == card).expect("checked");
                side.bench.remove(pos);
                // The top is last: stacked cards sit above the rest, the first stacked on top.
                let at = side.bench.len() - side.bench_stacked as usize;
                side.bench.insert(at, card);
                side.bench_stacked += 1;
                events.push(Event::BenchStacked { seat, card: Some(side.card(card)) });
                if side.bench_stacked == BENCH_STACK {
                    side.bench_ready = true;
                    events.push(Event::BenchReady { seat });
                }
            }
            Input::Substitute { off } => {
                let period = self.period;
                let side = &mut self.sides[seat];
                let pile = if period == Period::ExtraTime { &mut side.deck } else { &mut side.bench };
                let on = pile.pop().expect("checked");
                pile.insert(0, off);
                let pos = side.hand.iter().position(|c| *c == off).expect("checked");
                side.hand[pos] = on;
                side.subs_used += 1;
                events.push(Event::Substitution {
                    seat,
                    off: Some(side.card(off)),
                    on: Some(side.card(on)),
                    subs_left: MAX_SUBS - side.subs_used,
                });
            }
            Input::Play { card } => {
                self.sides[seat].choice = Some(Choice::Card(card));
                events.push(Event::Chosen { seat, choice: Some(Choice::Card(card)) });
            }
            Input::Corner { first, second } => {
                self.sides[seat].choice = Some(Choice::Corner(first, second));
                events.push(Event::Chosen { seat, choice: Some(Choice::Corner(first, second)) });
            }
        }
        if self.waiting_seats().next().is_none() {
            self.resolve(chance, &mut events);
        }
        Ok(events)
    }

    fn max_inputs(config: &Config) -> usize {
        // Two choices per play, one per card; every card of the pack played at most once per
        // period, plus bench set-up and substitutions, with generous room to spare.
        match config.format {
            Format::Five => 2 * 30 + 10,
            Format::Eleven => 2 * (46 + 15) + 2 * (3 + 1) + 2 * 3 + 10,
        }
    }

    fn score(&self) -> Vec<u16> {
        self.score.to_vec()
    }

    fn plays(&self) -> u32 {
        self.plays as u32
    }
}
