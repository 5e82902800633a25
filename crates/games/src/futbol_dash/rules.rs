//! Futbol Dash's inputs, how they are checked and what they do (rules digest §4, §5, §8).
//!
//! A turn: the draw is made for the player as their turn begins (§4.1); they play one card (§4.2).
//! Offensive and defensive cards open a referee window for everyone else (§5.5, DEFAULT §8.10):
//! a Foul cancels the card, a V.A.R. cancels the last referee card, and each opens a new window
//! for everyone but its player. When a window closes with everyone passing, the card is void if
//! an odd number of referee cards were played on it (§8.9), and otherwise takes effect: the AP
//! move, and exactly 11 is a shot (§5.2). Game changers take effect at once (§5.3).

use serde::{Deserialize, Serialize};

use super::deck;
use super::deck::{Card, Kind, ShotCard, GOALS_TO_WIN, MAX_AP, MAX_SUBSTITUTIONS, PENALTY_AP, SHOOTOUT_PICKS};
use super::state::{
    fresh_grid, fresh_shootout_grid, turn_up, Config, Format, FutbolDash, LastPlay, Phase, Shootout, Window,
    MAX_PLAYERS,
};
use crate::chance::Chance;
use crate::game::{Outcome, Profile, RuleError, Rules, Scored, Scoring, Seat, SeatSet, SetupError, Status};
use crate::profile::Reactions;

/// A Regular match whose Action Deck has been rebuilt this many times ends as an Express match
/// does (our addition: it keeps every match finite; play never comes near it).
pub const MAX_REBUILDS: u32 = 25;
/// Sudden-death rounds before lots decide a shoot-out (our addition, for finiteness).
pub const SUDDEN_DEATH_ROUNDS: u32 = 50;

/// What a player can send.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// Play a card from the hand, on a target when it needs one (§4.2).
    Play { card: Card, target: Option<Seat> },
    /// With no legal play, discard a card face up as the turn's play (§8.8).
    Discard { card: Card },
    /// Substitution: take this card off (up to three, §8.17).
    TakeOff { card: Card },
    /// Substitution: done taking cards off; draw as many.
    SubDone,
    /// Pick a face-down cell of the shot grid, or of the shoot-out grid.
    Cell { cell: u8 },
    /// Cancel the offensive or defensive card just played (§5.5).
    Foul,
    /// Cancel the referee card just played (§5.5).
    Var,
    /// Let the card (or referee card) stand.
    Pass,
}

/// What happened, for the play-by-play and the record. Hidden cards are redacted per viewer
/// ([`super::view::redact`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    KickOff {
        format: Format,
        players: usize,
    },
    /// A card drawn; the card is known to the drawer only.
    Drew {
        seat: Seat,
        card: Option<Card>,
    },
    /// A Red card's skipped draw.
    NoDraw {
        seat: Seat,
    },
    /// A Yellow card's skipped turn.
    Skipped {
        seat: Seat,
    },
    Played {
        seat: Seat,
        card: Card,
        target: Option<Seat>,
    },
    /// No legal play: this card is discarded face up (§8.8).
    Discarded {
        seat: Seat,
        card: Card,
    },
    /// A referee card (Foul or V.A.R.) played on `against`'s card.
    Referee {
        seat: Seat,
        card: Card,
        against: Seat,
    },
    Passed {
        seat: Seat,
    },
    /// The card was cancelled and goes to the discards.
    Cancelled {
        seat: Seat,
        card: Card,
    },
    /// A player's attack points after a card took effect.
    Points {
        seat: Seat,
        ap: u8,
    },
    Offside {
        seat: Seat,
    },
    Booked {
        seat: Seat,
    },
    SentOff {
        seat: Seat,
        hand: usize,
    },
    Halftime {
        seat: Seat,
    },
    /// Substitution: a card taken off (known to its owner only).
    TookOff {
        seat: Seat,
        card: Option<Card>,
    },
    Substituted {
        seat: Seat,
        count: usize,
    },
    ShotTaken {
        seat: Seat,
        penalty: bool,
    },
    ShotCard {
        seat: Seat,
        cell: u8,
        card: ShotCard,
    },
    /// A goal for `seat`; `own_goal_by` when it came from another player's Own Goal.
    Goal {
        seat: Seat,
        own_goal_by: Option<Seat>,
        goals: Vec<u16>,
    },
    GridRelaid,
    DeckRebuilt {
        cards: usize,
    },
    /// The Action Deck is empty at a draw: the Express match is over (§8.7).
    DeckOut,
    /// A Regular match that ran out of rebuilds ends on goals.
    LongMatch,
    ShootoutBegins {
        seats: Vec<Seat>,
    },
    ShootoutPick {
        seat: Seat,
        cell: u8,
        card: ShotCard,
        sudden_death: bool,
    },
    SuddenDeath {
        seats: Vec<Seat>,
    },
    ShootoutGridRelaid,
    LotsDrawn {
        seat: Seat,
    },
    ShootoutWon {
        seat: Seat,
        goals: Vec<u16>,
    },
    /// The end: goals, and the shoot-out's when there was one.
    FullTime {
        goals: Vec<u16>,
        #[serde(default)]
        shootout: Option<Vec<u16>>,
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { seat, .. } => Some(Scored::Goal(seat)),
            Event::ShootoutPick { seat, card: ShotCard::Goal, .. } | Event::LotsDrawn { seat } => {
                Some(Scored::Shootout(seat))
            }
            _ => None,
        }
    }
}

/// A refusal in the game's words (`refused-*` in `locales/`), said later in the reader's language.
macro_rules! illegal {
    ($($message:tt)*) => {
        RuleError::Illegal(touchline_i18n::message!(super::words::WORDS, $($message)*))
    };
}

impl FutbolDash {
    /// The targets `card` may be played on by `seat` now (`None` for no target), empty when it
    /// cannot be played (§5.1, §5.3, DEFAULT §8.11).
    pub(crate) fn targets(&self, seat: Seat, card: Card) -> Vec<Option<Seat>> {
        let mut out = Vec::new();
        self.each_target(seat, card, |t| out.push(t));
        out
    }

    /// [`FutbolDash::targets`], one by one (listing every legal play is the simulator's inner
    /// loop, so it allocates nothing per card).
    fn each_target(&self, seat: Seat, card: Card, mut found: impl FnMut(Option<Seat>)) {
        let ap = self.players[seat].ap;
        // Some(playable) for a card without a target; None for one played on an opponent.
        let untargeted = match card.kind() {
            Kind::Offensive => Some(ap as i16 + card.points() as i16 <= MAX_AP as i16),
            Kind::Defensive => None,
            Kind::Referee => Some(false),
            Kind::GameChanger => match card {
                Card::Penalty => Some(ap >= PENALTY_AP),
                Card::Offside | Card::YellowCard | Card::RedCard => None,
                _ => Some(true),
            },
        };
        match untargeted {
            Some(true) => found(None),
            Some(false) => {}
            None => {
                for (s, p) in self.players.iter().enumerate() {
                    let ok = match card {
                        Card::Offside => p.ap > 0,
                        Card::YellowCard | Card::RedCard => true,
                        _ => p.ap as i16 >= -(card.points() as i16),
                    };
                    if s != seat && ok {
                        found(Some(s));
                    }
                }
            }
        }
    }

    /// The distinct cards of a hand, in the deck list's order.
    pub(crate) fn kinds_in(hand: &[Card]) -> impl Iterator<Item = Card> {
        let present = hand.iter().fold(0u32, |set, c| set | 1 << *c as u32);
        Card::ALL.into_iter().filter(move |c| present & (1 << *c as u32) != 0)
    }

    /// Why `input` is refused, or `Ok` when it is legal: said for the player who sent it.
    fn check(&self, seat: Seat, input: &Input) -> Result<(), RuleError> {
        if seat >= self.seats() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.legal_inputs(seat).contains(input) {
            return Ok(());
        }
        let hand = &self.players[seat].hand;
        let waiting = match &self.phase {
            Phase::Over => return Err(RuleError::MatchOver),
            Phase::Window(w) => !w.waiting.contains(seat),
            Phase::Shootout(s) => s.seats[s.next] != seat,
            Phase::Shot { shooter, .. } => *shooter != seat,
            Phase::Play | Phase::Substitute { .. } => self.turn != seat,
        };
        if waiting {
            return Err(RuleError::NotYourMove(match &self.phase {
                Phase::Window(_) => touchline_i18n::message!(super::words::WORDS, "refused-not-your-window"),
                _ => touchline_i18n::message!(super::words::WORDS, "refused-not-your-turn"),
            }));
        }
        // Card names stay as printed in every language, so they go in as text.
        Err(match (&self.phase, *input) {
            (Phase::Play, Input::Play { card, target }) => {
                if !hand.contains(&card) {
                    illegal!("refused-not-in-hand", card = card.name())
                } else if card.kind() == Kind::Referee {
                    illegal!("refused-referee-on-your-turn", card = card.name())
                } else {
                    let allowed = self.targets(seat, card);
                    let ap = self.players[seat].ap;
                    match (card.kind(), target) {
                        (_, Some(_)) if !card.needs_target() => illegal!("refused-takes-no-target", card = card.name()),
                        (Kind::Offensive, _) => illegal!(
                            "refused-over-most",
                            card = card.label(),
                            from = ap,
                            to = ap as i16 + card.points() as i16,
                            most = MAX_AP
                        ),
                        (_, None) if card.needs_target() => illegal!("refused-needs-target", card = card.name()),
                        (_, Some(t)) if t == seat || t >= self.seats() => {
                            illegal!("refused-target-not-opponent", card = card.name())
                        }
                        (Kind::Defensive, Some(t)) => illegal!(
                            "refused-target-too-low",
                            card = card.label(),
                            least = -card.points(),
                            ap = self.players[t].ap
                        ),
                        (_, Some(_)) if card == Card::Offside => illegal!("refused-offside-no-ap"),
                        (_, None) if card == Card::Penalty => {
                            illegal!("refused-penalty-too-soon", least = PENALTY_AP, ap = ap)
                        }
                        _ if allowed.is_empty() => illegal!("refused-cannot-play-now", card = card.name()),
                        _ => illegal!("refused-cannot-play-so", card = card.name()),
                    }
                }
            }
            (Phase::Play, Input::Discard { card }) => {
                if hand.contains(&card) {
                    illegal!("refused-discard-with-a-play")
                } else {
                    illegal!("refused-not-in-hand", card = card.name())
                }
            }
            (Phase::Substitute { off }, Input::TakeOff { card }) => {
                if off.len() >= MAX_SUBSTITUTIONS {
                    illegal!("refused-substitution-most", most = MAX_SUBSTITUTIONS)
                } else {
                    illegal!("refused-not-in-hand", card = card.name())
                }
            }
            (Phase::Window(w), Input::Foul) if !w.referees.is_empty() => illegal!("refused-foul-on-referee"),
            (Phase::Window(_), Input::Foul) => illegal!("refused-not-in-hand", card = Card::Foul.name()),
            (Phase::Window(w), Input::Var) if w.referees.is_empty() => illegal!("refused-var-nothing-to-answer"),
            (Phase::Window(_), Input::Var) => illegal!("refused-not-in-hand", card = Card::Var.name()),
            (Phase::Window(_), _) => illegal!("refused-window-answers"),
            (Phase::Shot { .. } | Phase::Shootout(_), Input::Cell { cell }) => {
                illegal!("refused-cell-not-face-down", cell = cell)
            }
            (Phase::Shot { .. } | Phase::Shootout(_), _) => illegal!("refused-pick-a-cell"),
            (Phase::Substitute { .. }, _) => illegal!("refused-substitution-choice"),
            (Phase::Play, _) => illegal!("refused-your-turn"),
            (Phase::Over, _) => RuleError::MatchOver,
        })
    }

    /// Apply an input known to be legal.
    pub(crate) fn apply_checked(&mut self, seat: Seat, input: Input, chance: &mut Chance) -> Vec<Event> {
        let mut ev = Vec::new();
        match input {
            Input::Play { card, target } => self.play_card(seat, card, target, chance, &mut ev),
            Input::Discard { card } => {
                take(&mut self.players[seat].hand, card);
                self.discard.push(card);
                ev.push(Event::Discarded { seat, card });
                self.last = Some(LastPlay {
                    by: seat,
                    card,
                    target: None,
                    discarded: true,
                    referees: Vec::new(),
                    cancelled: false,
                });
                self.end_turn(chance, &mut ev);
            }
            Input::TakeOff { card } => {
                take(&mut self.players[seat].hand, card);
                ev.push(Event::TookOff { seat, card: Some(card) });
                let full = match &mut self.phase {
                    Phase::Substitute { off } => {
                        off.push(card);
                        off.len() >= MAX_SUBSTITUTIONS
                    }
                    _ => false,
                };
                if full {
                    self.finish_substitution(seat, chance, &mut ev);
                }
            }
            Input::SubDone => self.finish_substitution(seat, chance, &mut ev),
            Input::Cell { cell } => match self.phase {
                Phase::Shot { shooter, .. } => self.shot_card(shooter, cell, chance, &mut ev),
                _ => self.shootout_pick(cell, chance, &mut ev),
            },
            Input::Foul | Input::Var => {
                let card = if input == Input::Foul { Card::Foul } else { Card::Var };
                take(&mut self.players[seat].hand, card);
                self.draw(seat, chance, &mut ev);
                let everyone = SeatSet::first(self.seats());
                if let Phase::Window(w) = &mut self.phase {
                    let against = w.answering();
                    w.referees.push((seat, card));
                    let mut waiting = everyone;
                    waiting.remove(seat);
                    w.waiting = waiting;
                    ev.push(Event::Referee { seat, card, against });
                }
            }
            Input::Pass => {
                ev.push(Event::Passed { seat });
                let closed = match &mut self.phase {
                    Phase::Window(w) => {
                        w.waiting.remove(seat);
                        w.waiting.is_empty()
                    }
                    _ => false,
                };
                if closed {
                    self.close_window(chance, &mut ev);
                }
            }
        }
        ev
    }

    fn play_card(&mut self, seat: Seat, card: Card, target: Option<Seat>, chance: &mut Chance, ev: &mut Vec<Event>) {
        take(&mut self.players[seat].hand, card);
        ev.push(Event::Played { seat, card, target });
        let mut last = LastPlay { by: seat, card, target, discarded: false, referees: Vec::new(), cancelled: false };
        match card.kind() {
            Kind::Offensive | Kind::Defensive => {
                let mut waiting = SeatSet::first(self.seats());
                waiting.remove(seat);
                self.phase = Phase::Window(Window { card, by: seat, target, referees: Vec::new(), waiting });
                self.last = Some(last);
                return;
            }
            Kind::Referee => {}
            Kind::GameChanger => {}
        }
        let t = target.unwrap_or(seat);
        match card {
            Card::Penalty => {
                self.discard.push(card);
                self.last = Some(last);
                self.start_shot(seat, true, chance, ev);
                return;
            }
            Card::Offside => {
                let p = &mut self.players[t];
                self.discard.append(&mut p.front);
                p.ap = 0;
                self.discard.push(card);
                ev.push(Event::Offside { seat: t });
            }
            Card::YellowCard => {
                self.players[t].skips += 1;
                self.discard.push(card);
                ev.push(Event::Booked { seat: t });
            }
            Card::RedCard => {
                let p = &mut self.players[t];
                let before = p.hand_size();
                p.reds += 1;
                // The hand shrinks by skipping a draw, as long as it is above the minimum (§8.12).
                if p.hand_size() < before {
                    p.skip_draws += 1;
                }
                ev.push(Event::SentOff { seat: t, hand: p.hand_size() });
            }
            Card::Substitution => {
                self.discard.push(card);
                self.phase = Phase::Substitute { off: Vec::new() };
                self.last = Some(last);
                return;
            }
            Card::Halftime => {
                for p in self.players.iter_mut() {
                    self.discard.append(&mut p.hand);
                    self.discard.append(&mut p.front);
                    p.ap = 0;
                    // The smaller hand of a red card is dealt now; no draw is skipped after.
                    p.skip_draws = 0;
                }
                self.deck.append(&mut self.discard);
                self.unseen_discards.clear();
                chance.shuffle(&mut self.deck);
                self.second_half = true;
                ev.push(Event::Halftime { seat });
                let n = self.seats();
                for i in 0..n {
                    let s = (seat + i) % n;
                    for _ in 0..self.players[s].hand_size() {
                        self.draw(s, chance, ev);
                    }
                }
            }
            _ => {}
        }
        last.target = target;
        self.last = Some(last);
        self.end_turn(chance, ev);
    }

    /// Everyone has answered the last card of the window: the card is void or takes effect.
    fn close_window(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        let Phase::Window(w) = std::mem::replace(&mut self.phase, Phase::Play) else { return };
        self.discard.extend(w.referees.iter().map(|(_, c)| *c));
        if let Some(last) = &mut self.last {
            last.referees = w.referees.clone();
            last.cancelled = w.cancelled();
        }
        if w.cancelled() {
            self.discard.push(w.card);
            ev.push(Event::Cancelled { seat: w.by, card: w.card });
            self.end_turn(chance, ev);
            return;
        }
        let on = w.target.unwrap_or(w.by);
        let p = &mut self.players[on];
        p.front.push(w.card);
        p.ap = (p.ap as i16 + w.card.points() as i16).clamp(0, MAX_AP as i16) as u8;
        ev.push(Event::Points { seat: on, ap: p.ap });
        if w.card.kind() == Kind::Offensive && p.ap == MAX_AP {
            self.start_shot(on, false, chance, ev);
        } else {
            self.end_turn(chance, ev);
        }
    }

    fn finish_substitution(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let off = match std::mem::replace(&mut self.phase, Phase::Play) {
            Phase::Substitute { off } => off,
            _ => Vec::new(),
        };
        // The replacements come first, so a rebuilt deck never hands the same cards back.
        let count = (0..off.len()).filter(|_| self.draw(seat, chance, ev)).count();
        self.unseen_discards.extend(off.iter().map(|c| (seat, *c)));
        self.discard.extend(off);
        ev.push(Event::Substituted { seat, count });
        self.end_turn(chance, ev);
    }

    fn start_shot(&mut self, shooter: Seat, penalty: bool, chance: &mut Chance, ev: &mut Vec<Event>) {
        ev.push(Event::ShotTaken { seat: shooter, penalty });
        if self.grid.iter().all(Option::is_none) {
            self.grid = fresh_grid(chance);
            self.drawn.clear();
            ev.push(Event::GridRelaid);
        }
        self.phase = Phase::Shot { shooter, penalty };
    }

    fn shot_card(&mut self, shooter: Seat, cell: u8, chance: &mut Chance, ev: &mut Vec<Event>) {
        let Some(card) = self.grid.get_mut(cell as usize).and_then(Option::take) else { return };
        turn_up(&mut self.drawn, cell, card, self.grid.len());
        self.players[shooter].shots.push(card);
        ev.push(Event::ShotCard { seat: shooter, cell, card });
        match card {
            ShotCard::Goal => {
                self.players[shooter].goals += 1;
                ev.push(Event::Goal { seat: shooter, own_goal_by: None, goals: self.goals() });
                if self.format == Format::Regular && self.players[shooter].goals >= GOALS_TO_WIN {
                    self.full_time(ev);
                    return;
                }
            }
            ShotCard::Corner => {
                // Draw again: the shot goes on (§5.2).
                if self.grid.iter().all(Option::is_none) {
                    self.grid = fresh_grid(chance);
                    self.drawn.clear();
                    ev.push(Event::GridRelaid);
                }
                return;
            }
            ShotCard::OwnGoal => {
                for s in (0..self.seats()).filter(|s| *s != shooter) {
                    self.players[s].goals += 1;
                    ev.push(Event::Goal { seat: s, own_goal_by: Some(shooter), goals: self.goals() });
                }
                if self.format == Format::Regular {
                    let won: Vec<Seat> = (0..self.seats()).filter(|s| self.players[*s].goals >= GOALS_TO_WIN).collect();
                    match won.len() {
                        0 => {}
                        1 => {
                            self.full_time(ev);
                            return;
                        }
                        _ => {
                            // Several reach 3 at once: a shoot-out between them (§8.14).
                            self.start_shootout(won, chance, ev);
                            return;
                        }
                    }
                }
            }
            ShotCard::Save | ShotCard::Miss => {}
        }
        let p = &mut self.players[shooter];
        self.discard.append(&mut p.front);
        p.ap = 0;
        ev.push(Event::Points { seat: shooter, ap: 0 });
        self.phase = Phase::Play;
        self.end_turn(chance, ev);
    }

    /// Draw one Action card for `seat`; the deck is rebuilt from the discards when it is empty in
    /// a Regular match (§8.6). `false` when there was nothing to draw.
    fn draw(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) -> bool {
        if self.deck.is_empty()
            && self.format == Format::Regular
            && !self.discard.is_empty()
            && self.rebuilds < MAX_REBUILDS
        {
            self.deck.append(&mut self.discard);
            self.unseen_discards.clear();
            chance.shuffle(&mut self.deck);
            self.rebuilds += 1;
            ev.push(Event::DeckRebuilt { cards: self.deck.len() });
        }
        match self.deck.pop() {
            Some(card) => {
                self.players[seat].hand.push(card);
                ev.push(Event::Drew { seat, card: Some(card) });
                true
            }
            None => false,
        }
    }

    fn end_turn(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        self.plays += 1;
        self.phase = Phase::Play;
        let next = self.next_seat(self.turn);
        self.begin_turn(next, chance, ev);
    }

    /// A turn begins: skipped turns are passed over (§5.3), then the draw (or a red card's skipped
    /// draw); an Express match ends at a draw that finds the deck empty (§8.7).
    pub(crate) fn begin_turn(&mut self, first: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let mut seat = first;
        // Every seat may be skipped (or hold nothing) at most a few times before someone plays.
        for _ in 0..(self.seats() * 8) {
            let p = &mut self.players[seat];
            if p.skips > 0 {
                p.skips -= 1;
                ev.push(Event::Skipped { seat });
                seat = self.next_seat(seat);
                continue;
            }
            self.turn = seat;
            if self.format == Format::Express && self.deck.is_empty() {
                // The turn's draw would find the deck empty (a red card's skipped draw too).
                ev.push(Event::DeckOut);
                self.end_on_goals(chance, ev);
                return;
            }
            let p = &mut self.players[seat];
            if p.skip_draws > 0 {
                p.skip_draws -= 1;
                ev.push(Event::NoDraw { seat });
            } else if !self.draw(seat, chance, ev) {
                let out = self.format == Format::Express || self.rebuilds >= MAX_REBUILDS;
                if out {
                    ev.push(if self.format == Format::Express { Event::DeckOut } else { Event::LongMatch });
                    self.end_on_goals(chance, ev);
                    return;
                }
            }
            if self.players[seat].hand.is_empty() {
                // Nothing in hand and nothing to draw: the turn passes.
                seat = self.next_seat(seat);
                continue;
            }
            self.phase = Phase::Play;
            return;
        }
        ev.push(Event::LongMatch);
        self.end_on_goals(chance, ev);
    }

    /// The end of an Express match (or of a Regular one that cannot go on): most goals wins,
    /// a shared lead goes to the shoot-out (§1, §5.6).
    fn end_on_goals(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        let best = self.players.iter().map(|p| p.goals).max().unwrap_or(0);
        let top: Vec<Seat> = (0..self.seats()).filter(|s| self.players[*s].goals == best).collect();
        if top.len() > 1 {
            self.start_shootout(top, chance, ev);
        } else {
            self.full_time(ev);
        }
    }

    fn full_time(&mut self, ev: &mut Vec<Event>) {
        self.phase = Phase::Over;
        ev.push(Event::FullTime { goals: self.goals(), shootout: self.shootout_goals.clone() });
    }

    fn start_shootout(&mut self, seats: Vec<Seat>, chance: &mut Chance, ev: &mut Vec<Event>) {
        ev.push(Event::ShootoutBegins { seats: seats.clone() });
        let n = self.seats();
        self.phase = Phase::Shootout(Shootout {
            seats,
            grid: fresh_shootout_grid(chance),
            drawn: Vec::new(),
            picks: vec![0; n],
            goals: vec![0; n],
            next: 0,
            round: 0,
            scored: Vec::new(),
        });
    }

    /// One shoot-out pick (§5.6, DEFAULT §8.4): five each in turn, then sudden death rounds in
    /// which those who miss while another scores are out.
    fn shootout_pick(&mut self, cell: u8, chance: &mut Chance, ev: &mut Vec<Event>) {
        let Phase::Shootout(s) = &mut self.phase else { return };
        let Some(card) = s.grid.get_mut(cell as usize).and_then(Option::take) else { return };
        turn_up(&mut s.drawn, cell, card, s.grid.len());
        let seat = s.seats[s.next];
        s.picks[seat] += 1;
        let scored = card == ShotCard::Goal;
        if scored {
            s.goals[seat] += 1;
        }
        ev.push(Event::ShootoutPick { seat, cell, card, sudden_death: s.round > 0 });
        let mut winner = None;
        if s.round == 0 {
            s.next = (s.next + 1) % s.seats.len();
            if s.seats.iter().all(|t| s.picks[*t] >= SHOOTOUT_PICKS) {
                let best = s.seats.iter().map(|t| s.goals[*t]).max().unwrap_or(0);
                s.seats.retain(|t| s.goals[*t] == best);
                if s.seats.len() == 1 {
                    winner = Some(s.seats[0]);
                } else {
                    s.round = 1;
                    s.next = 0;
                    ev.push(Event::SuddenDeath { seats: s.seats.clone() });
                }
            }
        } else {
            if scored {
                s.scored.push(seat);
            }
            s.next += 1;
            if s.next == s.seats.len() {
                if !s.scored.is_empty() && s.scored.len() < s.seats.len() {
                    s.seats = std::mem::take(&mut s.scored);
                }
                s.scored.clear();
                s.next = 0;
                if s.seats.len() == 1 {
                    winner = Some(s.seats[0]);
                } else if s.round >= SUDDEN_DEATH_ROUNDS {
                    let lucky = s.seats[chance.below(s.seats.len())];
                    s.goals[lucky] += 1;
                    ev.push(Event::LotsDrawn { seat: lucky });
                    winner = Some(lucky);
                } else {
                    s.round += 1;
                }
            }
        }
        if winner.is_none() && s.grid.iter().all(Option::is_none) {
            s.grid = fresh_shootout_grid(chance);
            s.drawn.clear();
            ev.push(Event::ShootoutGridRelaid);
        }
        if let Some(w) = winner {
            let goals = s.goals.clone();
            ev.push(Event::ShootoutWon { seat: w, goals: goals.clone() });
            self.shootout_goals = Some(goals);
            self.full_time(ev);
        }
    }
}

/// The face-down cells of a grid, as inputs.
fn open_cells(grid: &[Option<ShotCard>]) -> Vec<Input> {
    grid.iter().enumerate().filter(|(_, c)| c.is_some()).map(|(i, _)| Input::Cell { cell: i as u8 }).collect()
}

/// Remove one copy of `card` from a hand.
fn take(hand: &mut Vec<Card>, card: Card) {
    if let Some(i) = hand.iter().position(|c| *c == card) {
        hand.remove(i);
    }
}

impl Rules for FutbolDash {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    /// Two to six players (§1); every offensive or defensive card opens a referee window, timed
    /// by the `window` option on Discord.
    fn profile(config: &Config) -> Profile {
        Profile { reactions: Some(Reactions { seconds: config.window_seconds }), ..Profile::seats(2, MAX_PLAYERS) }
    }

    fn setup(config: &Config, seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        let mut game = FutbolDash::deal(config, seats, chance);
        let mut events = vec![Event::KickOff { format: config.format, players: seats }];
        game.begin_turn(0, chance, &mut events);
        Ok((game, events))
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn status(&self) -> Status {
        match self.to_act() {
            Some(status) => status,
            None => Status::Finished(Outcome::full_time(self.goals(), self.shootout_goals.clone())),
        }
    }

    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
        if seat >= self.seats() {
            return Vec::new();
        }
        let hand = &self.players[seat].hand;
        match &self.phase {
            Phase::Play if seat == self.turn => {
                let mut plays = Vec::with_capacity(16);
                for card in Self::kinds_in(hand) {
                    self.each_target(seat, card, |target| plays.push(Input::Play { card, target }));
                }
                if plays.is_empty() {
                    plays.extend(Self::kinds_in(hand).map(|card| Input::Discard { card }));
                }
                plays
            }
            Phase::Substitute { off } if seat == self.turn => {
                let mut out = Vec::new();
                if off.len() < MAX_SUBSTITUTIONS {
                    out.extend(Self::kinds_in(hand).map(|card| Input::TakeOff { card }));
                }
                out.push(Input::SubDone);
                out
            }
            Phase::Window(w) if w.waiting.contains(seat) => {
                let mut out = Vec::new();
                if w.referees.is_empty() && hand.contains(&Card::Foul) {
                    out.push(Input::Foul);
                }
                if !w.referees.is_empty() && hand.contains(&Card::Var) {
                    out.push(Input::Var);
                }
                out.push(Input::Pass);
                out
            }
            Phase::Shot { shooter, .. } if *shooter == seat => open_cells(&self.grid),
            Phase::Shootout(s) if s.seats[s.next] == seat => open_cells(&s.grid),
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        self.check(seat, input)?;
        Ok(self.apply_checked(seat, *input, chance))
    }

    fn apply_listed(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        Ok(self.apply_checked(seat, *input, chance))
    }

    fn max_inputs(_: &Config) -> usize {
        // Every card of every rebuilt deck played, each answered by every seat through a chain
        // of referee cards, with the shots and a long shoot-out: far more than any match takes.
        (MAX_REBUILDS as usize + 2) * deck::DECK_SIZE * 8 * MAX_PLAYERS + 10_000
    }

    fn pass_input(&self, seat: Seat) -> Option<Input> {
        match &self.phase {
            Phase::Window(w) if w.waiting.contains(seat) => Some(Input::Pass),
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
