//! FASISAC's inputs and events checked and applied (the vocabulary is `input.rs`), the set-up (the pre-match roll,
//! §3.2 step 1; the training deal, §3.1), and tactics and line-ups (§3.2 steps 4–6, §4.3). The
//! rest of the procedure has a file each: the draft (`draft.rs`), attack events (`attack.rs`),
//! half time, full time and penalties (`full_time.rs`).

use super::cards;
use super::cards::{get, Attribute, Boost, Slot, Tactic, BID_STEP, EVENT_CARDS, MAX_KEEPERS, SQUAD, TRAINING_ATTACKS};
use super::draft::{opening_prices, raises, snake};
pub use super::input::{Event, Input, MAX_SUDDEN_DEATH};
use super::state::*;
use super::words::WORDS;
use crate::chance::Chance;
use crate::game::{Outcome, Profile, RuleError, Rules, Seat, SetupError, Status};
use crate::profile::DraftSpec;
use crate::profile::EndsIn;
use crate::profile::Reactions;
use touchline_i18n::{message, Arg, Message};
use touchline_league::Criterion;

/// A refusal in the game's words (`refused-*` in `locales/`).
macro_rules! illegal {
    ($($message:tt)*) => {
        RuleError::Illegal(message!(WORDS, $($message)*))
    };
}

/// A card's player by name (a proper name, the same in every language); a number that is no
/// card (a stale or forged input) is named by its number, in the reader's language.
fn player_name(card: u8) -> Arg {
    match super::cards::player(card) {
        Some(p) => Arg::from(p.name),
        None => Arg::from(message!(WORDS, "refused-card-number", card = card)),
    }
}

impl Fasisac {
    // ----- set-up -----

    pub(crate) fn start(config: &Config, seats: usize, chance: &mut Chance) -> (Fasisac, Vec<Event>) {
        let mut events = Vec::new();
        if let Some(rule) = config.draft {
            let mut order: Vec<Seat> = (0..seats).collect();
            chance.shuffle(&mut order);
            let mut g = Fasisac::empty(config, seats, order[0]);
            g.deal_pool(chance);
            events.push(Event::DraftOrder { order: order.clone(), rule });
            events.push(Event::PoolDealt { cards: g.pool.clone() });
            g.phase = match rule {
                DraftRule::Snake => Phase::Draft { order: snake(&order), next: 0 },
                DraftRule::Auction => Phase::Nominate { nominator: order[0], rotation: order },
            };
            return (g, events);
        }
        // §3.2 step 1: the higher d12 is at home; ties are rolled again (DEFAULT §7).
        let mut rolls = Vec::new();
        let home = loop {
            let (a, b) = (chance.roll(12), chance.roll(12));
            rolls.push((a, b));
            if a != b || rolls.len() >= 50 {
                break if a >= b { 0 } else { 1 };
            }
        };
        let mut g = Fasisac::empty(config, seats, home);
        events.push(Event::HomeRoll { rolls, home });
        match (config.format, &config.squads) {
            (Format::Training, _) => {
                g.deal_training(chance);
                g.half = 1;
                g.events = [(home, TRAINING_ATTACKS), (g.away(), TRAINING_ATTACKS)]
                    .iter()
                    .flat_map(|(s, n)| std::iter::repeat_n(*s, *n as usize))
                    .collect();
                chance.shuffle(&mut g.events);
                events.push(Event::KickOff { half: 1, attacks: g.attacks_left(), training: true });
                g.next_attack(chance, &mut events);
            }
            (Format::Full, Some(squads)) => {
                for (t, squad) in squads.iter().enumerate().take(seats) {
                    g.teams[t].squad = squad.0.clone();
                }
                g.fresh_boost_deck(chance);
                g.phase = Phase::Tactics;
            }
            (Format::Full, None) => {
                g.deal_pool(chance);
                g.fresh_boost_deck(chance);
                events.push(Event::PoolDealt { cards: g.pool.clone() });
                let order: Vec<Seat> = (0..SQUAD * seats).map(|i| if i % 2 == 0 { home } else { g.away() }).collect();
                g.phase = Phase::Draft { order, next: 0 };
            }
        }
        (g, events)
    }

    // ----- what may be done -----

    /// Whether `seat` may add `card` to its squad: a slot free, at most two keepers, and the
    /// keepers left still able to go round (DEFAULT §8.9).
    pub(crate) fn can_take(&self, seat: Seat, card: u8) -> bool {
        let team = &self.teams[seat];
        if team.squad.len() >= SQUAD || !self.pool.contains(&card) {
            return false;
        }
        let keeper = get(card).keeper;
        if keeper && team.keepers() >= MAX_KEEPERS {
            return false;
        }
        let teams: Vec<(usize, usize)> = self
            .teams
            .iter()
            .enumerate()
            .map(|(s, t)| {
                if s == seat {
                    (t.squad.len() + 1, t.keepers() + usize::from(keeper))
                } else {
                    (t.squad.len(), t.keepers())
                }
            })
            .collect();
        let keepers_left = super::cards::keepers(&self.pool) - usize::from(keeper);
        let outfield_left = self.pool.len() - 1 - keepers_left;
        keepers_can_go_round(&teams, keepers_left, outfield_left)
    }

    /// The most `seat` may bid: its purse less 10k for every other empty slot (DEFAULT §8.10).
    pub(crate) fn max_bid(&self, seat: Seat) -> u32 {
        let team = &self.teams[seat];
        let empty = SQUAD.saturating_sub(team.squad.len()) as u32;
        team.purse.saturating_sub(BID_STEP * empty.saturating_sub(1))
    }

    /// The on-pitch players `seat` may name as a taker now (DEFAULT §8.12).
    pub(crate) fn taker_choices(&self, seat: Seat) -> Vec<u8> {
        let Phase::Takers(s) = &self.phase else { return Vec::new() };
        if self.takers_wanted(seat) == 0 {
            return Vec::new();
        }
        let team = &self.teams[seat];
        let on: Vec<u8> = team.lineup.iter().map(|(_, c)| *c).collect();
        let kicked = s.kicked.get(seat).cloned().unwrap_or_default();
        let cycle_done = on.iter().all(|c| kicked.contains(c));
        on.into_iter()
            .filter(|c| !team.pending_takers.contains(c))
            .filter(|c| s.round == 0 || cycle_done || !kicked.contains(c))
            .collect()
    }

    // ----- applying -----

    /// What the table waits for, for a player who tried to move out of turn.
    fn waiting_for(&self) -> Message {
        match &self.phase {
            Phase::Draft { .. } => message!(WORDS, "refused-waiting-pick"),
            Phase::Nominate { .. } => message!(WORDS, "refused-waiting-nominate"),
            Phase::Bidding { .. } => message!(WORDS, "refused-waiting-bid"),
            Phase::Attack(a) => match a.window {
                Some(Window::Boost { .. }) => message!(WORDS, "refused-waiting-boost"),
                Some(Window::Reroll { .. }) => message!(WORDS, "refused-waiting-reroll"),
                None => message!(WORDS, "refused-waiting-roll"),
            },
            _ => message!(WORDS, "refused-waiting-other"),
        }
    }

    /// Why an input is not allowed now, for the player.
    fn refusal(&self, seat: Seat, input: &Input) -> RuleError {
        let team = &self.teams[seat];
        match (&self.phase, *input) {
            (Phase::Draft { .. } | Phase::Nominate { .. }, Input::Pick { card } | Input::Nominate { card, .. }) => {
                if !self.pool.contains(&card) {
                    illegal!("refused-not-in-pool", player = player_name(card), left = self.pool.len())
                } else if get(card).keeper && team.keepers() >= MAX_KEEPERS {
                    illegal!("refused-keeper-limit", player = player_name(card), most = MAX_KEEPERS)
                } else if let Input::Nominate { price, .. } = input {
                    illegal!("refused-opening-bid", price = *price, max = self.max_bid(seat))
                } else {
                    illegal!("refused-keepers-must-go-round", player = player_name(card))
                }
            }
            (Phase::Bidding { price, .. }, Input::Bid { price: p }) => {
                illegal!("refused-bid", bid = p, price = *price, max = self.max_bid(seat))
            }
            (Phase::LineUp, Input::Place { card }) => {
                let slot = self.config.slots().get(team.pending_lineup.len()).copied();
                if !team.squad.contains(&card) {
                    illegal!("refused-not-in-squad", player = player_name(card))
                } else if team.pending_lineup.iter().any(|(_, c)| *c == card) {
                    illegal!("refused-already-in-lineup", player = player_name(card))
                } else if self.config.variant == Variant::RushKeepers && get(card).keeper {
                    illegal!("refused-rush-keepers-no-keeper", player = player_name(card))
                } else if slot == Some(Slot::GK) {
                    illegal!("refused-goal-needs-gloves", player = player_name(card))
                } else {
                    illegal!("refused-lineup-complete")
                }
            }
            (Phase::LineUp, Input::KeepLineUp) => illegal!("refused-no-lineup-to-keep"),
            (Phase::Attack(_), Input::Boost { boost }) => {
                if boost == Boost::Reroll {
                    illegal!("refused-reroll-in-its-window")
                } else if !team.boosts.contains(&boost) {
                    // A boost card's name stays as printed in every language, as in the event lines.
                    illegal!("refused-boost-not-held", boost = boost.title())
                } else {
                    illegal!("refused-one-boost-per-duel")
                }
            }
            (Phase::Attack(_), Input::Reroll) => {
                if team.boosts.contains(&Boost::Reroll) {
                    illegal!("refused-reroll-by-the-loser")
                } else {
                    illegal!("refused-no-reroll-card")
                }
            }
            (Phase::Takers(_), Input::Taker { card }) => illegal!("refused-not-a-taker", player = player_name(card)),
            _ => illegal!("refused-not-now"),
        }
    }

    /// Apply an input known to be legal.
    pub(crate) fn apply_checked(&mut self, seat: Seat, input: Input, chance: &mut Chance) -> Vec<Event> {
        let mut events = Vec::new();
        match input {
            Input::Pick { card } => self.pick(seat, card, &mut events),
            Input::Nominate { card, price } => self.nominate(seat, card, price, &mut events),
            Input::Bid { price } => self.bid(seat, price, &mut events),
            Input::Pass if matches!(self.phase, Phase::Bidding { .. }) => self.pass_bid(seat, &mut events),
            Input::Tactic { tactic } => self.choose_tactic(seat, tactic, &mut events),
            Input::Place { card } => self.place(seat, card, chance, &mut events),
            Input::KeepLineUp => {
                self.teams[seat].pending_lineup = self.teams[seat].lineup.clone();
                self.lineup_ready(seat, chance, &mut events);
            }
            Input::ClearLineUp => {
                self.teams[seat].pending_lineup.clear();
                events.push(Event::LineUpCleared { seat });
            }
            Input::Kick => self.kick(chance, &mut events),
            Input::Boost { boost } => self.boost(seat, boost, chance, &mut events),
            Input::Reroll => self.reroll(seat, chance, &mut events),
            Input::Pass => self.pass_window(chance, &mut events),
            Input::Taker { card } => self.name_taker(seat, card, chance, &mut events),
        }
        events
    }

    // ----- tactics and line-ups (§3.2 steps 4–6, §4.3) -----

    fn choose_tactic(&mut self, seat: Seat, tactic: Tactic, events: &mut Vec<Event>) {
        self.teams[seat].pending_tactic = Some(tactic);
        events.push(Event::TacticChosen { seat, tactic: Some(tactic) });
        if self.teams.iter().all(|t| t.pending_tactic.is_some()) {
            let tactics: Vec<Tactic> = self.teams.iter_mut().filter_map(|t| t.pending_tactic.take()).collect();
            for (t, tactic) in self.teams.iter_mut().zip(&tactics) {
                t.tactic = Some(*tactic);
            }
            events.push(Event::TacticsRevealed { tactics });
            self.phase = Phase::LineUp;
        }
    }

    fn place(&mut self, seat: Seat, card: u8, chance: &mut Chance, events: &mut Vec<Event>) {
        let slots = self.config.slots();
        let team = &mut self.teams[seat];
        let slot = slots[team.pending_lineup.len().min(slots.len() - 1)];
        team.pending_lineup.push((slot, card));
        events.push(Event::Placed { seat, slot: Some(slot), card: Some(card) });
        if team.pending_lineup.len() == slots.len() {
            self.lineup_ready(seat, chance, events);
        }
    }

    fn lineup_ready(&mut self, seat: Seat, chance: &mut Chance, events: &mut Vec<Event>) {
        events.push(Event::LineUpReady { seat });
        if (0..self.seats()).all(|s| self.lineup_chosen(s)) {
            for t in self.teams.iter_mut() {
                let mut lineup = std::mem::take(&mut t.pending_lineup);
                lineup.sort();
                t.lineup = lineup;
            }
            events.push(Event::LineUpsRevealed { lineups: self.teams.iter().map(|t| t.lineup.clone()).collect() });
            self.kick_off_half(chance, events);
        }
    }

    /// Work out both teams' numbers, draw the boosts and build the event deck (§3.2 steps 6–7).
    fn kick_off_half(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        self.half += 1;
        let tactic = |t: &Team| t.tactic.unwrap_or(Tactic::Possession);
        let (h, a) = (self.home, self.away());
        let specialists: Vec<usize> = self.teams.iter().map(|t| t.specialists(tactic(t))).collect();
        let mut numbers = Vec::new();
        for (me, them) in [(h, a), (a, h)] {
            let n = super::cards::half_numbers(
                tactic(&self.teams[me]),
                specialists[me],
                tactic(&self.teams[them]),
                specialists[them],
            );
            numbers.push((me, n));
        }
        for (seat, n) in &numbers {
            self.teams[*seat].numbers = Some(*n);
            events.push(Event::HalfNumbers {
                seat: *seat,
                tactic: tactic(&self.teams[*seat]),
                specialists: specialists[*seat] as u8,
                numbers: *n,
            });
        }
        for (seat, n) in &numbers {
            let before = self.boost_discard.len();
            let drawn = self.draw_boosts(*seat, n.boosts as usize, chance);
            if self.boost_discard.len() < before {
                events.push(Event::BoostDeckReshuffled);
            }
            events.push(Event::BoostsDrawn { seat: *seat, count: drawn.len() as u8, cards: Some(drawn) });
        }
        self.events =
            numbers.iter().flat_map(|(s, n)| std::iter::repeat_n(*s, n.attacks.min(EVENT_CARDS) as usize)).collect();
        chance.shuffle(&mut self.events);
        events.push(Event::KickOff { half: self.half, attacks: self.attacks_left(), training: false });
        self.next_attack(chance, events);
    }
}

/// Whether a card may start in a position: only a glove card in goal (DEFAULT §8.8), and no
/// glove card at all in Rush Keepers (§5.8: four players and no goalkeepers).
pub fn fits(variant: Variant, slot: Slot, card: u8) -> bool {
    match variant {
        Variant::Standard => slot != Slot::GK || get(card).keeper,
        Variant::RushKeepers => !get(card).keeper,
    }
}

/// (attacking side's attribute, defending side's) in a head-to-head (§4.2 steps 4–5).
pub fn attributes(duel: Duel) -> (Attribute, Attribute) {
    match duel {
        Duel::Tackle => (Attribute::Skill, Attribute::Tackling),
        Duel::Shot => (Attribute::Shooting, Attribute::Goalkeeping),
    }
}

impl Rules for Fasisac {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    /// Two managers; a tournament's draft (§5.5) is a match of its own for its 3 or 4 managers,
    /// ending in their squads. Boost and reroll windows (§5.3) and the auction's bidding (DEFAULT
    /// §8.10) are reaction windows. A tournament's table ranks teams level on points by goals
    /// scored (§5.7), then goal difference and head to head (DEFAULT §8.13).
    fn profile(config: &Config) -> Profile {
        let draft = DraftSpec { managers: TOURNAMENT_MANAGERS, methods: DraftRule::WORDS };
        let drafting = config.draft.is_some();
        Profile {
            seats: if drafting { draft.managers } else { (2, 2) },
            engine_sides: Vec::new(),
            ends_in: if drafting { EndsIn::Squads } else { EndsIn::Score },
            reactions: Some(Reactions { seconds: if drafting { config.bid_seconds } else { config.window_seconds } }),
            draft: Some(draft),
            solo: None,
            tiebreak: Some(vec![
                Criterion::Points,
                Criterion::GoalsFor,
                Criterion::GoalDifference,
                Criterion::HeadToHeadPoints,
                Criterion::HeadToHeadGoalDifference,
                Criterion::Lots,
            ]),
        }
    }

    fn setup(config: &Config, seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        if let Some(squads) = &config.squads {
            check_squads(squads, seats).map_err(SetupError::Config)?;
        }
        Ok(Fasisac::start(config, seats, chance))
    }

    fn seats(&self) -> usize {
        self.teams.len()
    }

    fn status(&self) -> Status {
        match self.to_act() {
            Some(status) => status,
            None => Status::Finished(Outcome::full_time(self.goals(), self.shootout_goals.clone())),
        }
    }

    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
        if seat >= self.seats() || !self.to_act().is_some_and(|s| s.to_act().contains(seat)) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Draft { .. } => {
                self.pool.iter().filter(|c| self.can_take(seat, **c)).map(|c| Input::Pick { card: *c }).collect()
            }
            Phase::Nominate { .. } => {
                let max = self.max_bid(seat);
                let mut out = Vec::new();
                for c in self.pool.iter().filter(|c| self.can_take(seat, **c)) {
                    for price in opening_prices(*c, max) {
                        out.push(Input::Nominate { card: *c, price });
                    }
                }
                out
            }
            Phase::Bidding { price, .. } => {
                let mut out: Vec<Input> =
                    raises(*price, self.max_bid(seat)).into_iter().map(|p| Input::Bid { price: p }).collect();
                out.push(Input::Pass);
                out
            }
            Phase::Tactics => Tactic::ALL.iter().map(|t| Input::Tactic { tactic: *t }).collect(),
            Phase::LineUp => {
                let team = &self.teams[seat];
                let slots = self.config.slots();
                let mut out = Vec::new();
                if team.pending_lineup.is_empty() && self.half >= 1 && team.lineup.len() == slots.len() {
                    out.push(Input::KeepLineUp);
                }
                if let Some(slot) = slots.get(team.pending_lineup.len()) {
                    for c in &team.squad {
                        if team.pending_lineup.iter().any(|(_, p)| p == c) {
                            continue;
                        }
                        if !fits(self.config.variant, *slot, *c) {
                            continue;
                        }
                        out.push(Input::Place { card: *c });
                    }
                }
                if !team.pending_lineup.is_empty() {
                    out.push(Input::ClearLineUp);
                }
                out
            }
            Phase::Attack(a) => match a.window {
                None => vec![Input::Kick],
                Some(Window::Boost { .. }) => {
                    let mut out: Vec<Input> = Vec::new();
                    if !a.boosts.iter().any(|(s, _, _)| *s == seat) {
                        let mut held: Vec<Boost> =
                            self.teams[seat].boosts.iter().copied().filter(|b| b.attribute().is_some()).collect();
                        held.dedup();
                        out.extend(held.into_iter().map(|boost| Input::Boost { boost }));
                    }
                    out.push(Input::Pass);
                    out
                }
                Some(Window::Reroll { .. }) => {
                    let mut out = Vec::new();
                    if self.teams[seat].boosts.contains(&Boost::Reroll) {
                        out.push(Input::Reroll);
                    }
                    out.push(Input::Pass);
                    out
                }
            },
            Phase::Takers(_) => self.taker_choices(seat).into_iter().map(|card| Input::Taker { card }).collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        if matches!(self.phase, Phase::Over) {
            return Err(RuleError::MatchOver);
        }
        if seat >= self.seats() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        let legal = self.legal_inputs(seat);
        if legal.is_empty() {
            if matches!(self.phase, Phase::Tactics | Phase::LineUp | Phase::Takers(_)) {
                return Err(RuleError::AlreadyChosen);
            }
            return Err(RuleError::NotYourMove(self.waiting_for()));
        }
        if !legal.contains(input) {
            return Err(self.refusal(seat, input));
        }
        Ok(self.apply_checked(seat, *input, chance))
    }

    fn apply_listed(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        Ok(self.apply_checked(seat, *input, chance))
    }

    fn max_inputs(_: &Config) -> usize {
        // Picks and bids of a 4-manager auction, line-ups, 24 attacks a half with every window,
        // and a long shoot-out: far more than any match takes.
        32 * 200 + 4 * 20 + 2 * 24 * 12 + 2 * MAX_SUDDEN_DEATH as usize * 2 + 1_000
    }

    fn pass_input(&self, seat: Seat) -> Option<Input> {
        match &self.phase {
            Phase::Bidding { waiting, .. } if waiting.contains(seat) => Some(Input::Pass),
            Phase::Attack(a) if a.window.is_some() && self.to_act().is_some_and(|s| s.to_act().contains(seat)) => {
                Some(Input::Pass)
            }
            _ => None,
        }
    }

    fn score(&self) -> Vec<u16> {
        self.goals()
    }

    fn plays(&self) -> u32 {
        self.plays
    }
}

/// Squads handed in by a competition: one per seat, 8 different cards each, 1–2 keepers.
fn check_squads(squads: &[Squad], seats: usize) -> Result<(), String> {
    if squads.len() != seats {
        return Err(format!("{} squads for {seats} seats", squads.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for Squad(squad) in squads {
        if squad.len() != cards::SQUAD {
            return Err(format!("a squad of {} players (a squad is {})", squad.len(), cards::SQUAD));
        }
        let keepers = squad.iter().filter(|c| cards::player(**c).is_some_and(|p| p.keeper)).count();
        if !(1..=cards::MAX_KEEPERS).contains(&keepers) {
            return Err(format!("a squad with {keepers} goalkeepers (1 or 2)"));
        }
        for c in squad {
            if cards::player(*c).is_none() || !seen.insert(*c) {
                return Err(format!("player card {c} is unknown or in two squads"));
            }
        }
    }
    Ok(())
}
