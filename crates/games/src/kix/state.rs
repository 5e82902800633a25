//! KIX match state and set-up (rules digest §3).

use serde::{Deserialize, Serialize};

use super::pack::{generate_pack, Ability, Card, CardId, PACK_SIZE};
use crate::chance::Chance;
use crate::game::Seat;

/// 5-a-side or 11-a-side (§3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "format")]
#[serde(rename_all = "snake_case")]
pub enum Format {
    #[default]
    Five,
    Eleven,
}

impl Format {
    /// Cards in a full hand.
    pub fn hand_size(self) -> usize {
        match self {
            Format::Five => 5,
            Format::Eleven => 11,
        }
    }
    /// Plays in a match without corners or extra time (§4).
    pub fn nominal_plays(self) -> u16 {
        match self {
            Format::Five => 30,
            Format::Eleven => 45,
        }
    }
    pub fn title(self) -> &'static str {
        match self {
            Format::Five => "5-a-side",
            Format::Eleven => "11-a-side",
        }
    }
}

/// Match options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub format: Format,
    /// A knockout tie: a level match goes to extra time (11-a-side) and then penalties.
    pub result_needed: bool,
    /// Each seat's club seed, which fixes its pack. `None` derives one from the match seed.
    pub clubs: [Option<u64>; 2],
}

/// The part of the match being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "period")]
pub enum Period {
    /// 5-a-side is one period.
    Match,
    FirstHalf,
    SecondHalf,
    ExtraTime,
    /// Over (after a shoot-out too; the view's `shootout` says whether there was one).
    FullTime,
}

impl Period {
    pub fn title(self) -> &'static str {
        match self {
            Period::Match => "Match",
            Period::FirstHalf => "First half",
            Period::SecondHalf => "Second half",
            Period::ExtraTime => "Extra time",
            Period::FullTime => "Full time",
        }
    }
}

/// The play now being contested (§4), or the set-up and end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// 11-a-side set-up: each manager may stack their bench (DEFAULT §8.9).
    BenchSetup,
    /// M against M.
    Midfield,
    /// The attacker's A against the defender's D.
    Attack {
        attacker: Seat,
    },
    /// The attacker's S against the defender's G.
    Strike {
        attacker: Seat,
    },
    /// 11-a-side corner after a tied strike: M + S against G + D (§5.1).
    Corner {
        attacker: Seat,
    },
    Over,
}

/// The ability each seat plays in a phase: M v M in midfield, the attacker's A v the defender's
/// D, the attacker's S v the defender's G (§4).
pub fn abilities_in(phase: Phase) -> [Ability; 2] {
    let (attacking, defending, attacker) = match phase {
        Phase::Attack { attacker } => (Ability::Attack, Ability::Defence, attacker),
        Phase::Strike { attacker } => (Ability::Striker, Ability::Goalie, attacker),
        _ => return [Ability::Midfield; 2],
    };
    let mut both = [defending; 2];
    both[attacker] = attacking;
    both
}

/// A seat's secret choice for the current play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Choice {
    Card(CardId),
    /// Corner cards: attacker (M card, S card), defender (G card, D card).
    Corner(CardId, CardId),
}

/// One club's cards and piles. Piles are stored with the top card last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    pub pack: Vec<Card>,
    /// The draw pile (the Match Deck in 11-a-side, minus the Half-Time card).
    pub deck: Vec<CardId>,
    /// Cards left above the Half-Time card, while it is still in the deck (11-a-side).
    pub above_half_time: Option<u8>,
    /// The Half-Time card has been reached: no more draws this half (§5.3).
    pub reached_half_time: bool,
    pub hand: Vec<CardId>,
    /// 11-a-side reserves; in extra time they become the draw pile.
    pub bench: Vec<CardId>,
    /// How many bench cards the manager has stacked on top at set-up.
    pub bench_stacked: u8,
    pub bench_ready: bool,
    /// 5-a-side: the 30 cards put aside at set-up (DEFAULT §8.3), the shoot-out pack in a cup.
    pub put_aside: Vec<CardId>,
    pub discards: Vec<CardId>,
    /// The discards nobody saw: cards still above the Half-Time card when the half ended (§5.3).
    /// Their owner does not know which they were, so the look-ahead computer does not either.
    #[serde(default)]
    pub unseen_discards: Vec<CardId>,
    pub subs_used: u8,
    /// The pending secret choice for the current play.
    pub choice: Option<Choice>,
}

impl Side {
    /// A card of this side's pack; ids are checked before they get here.
    pub fn card(&self, id: CardId) -> Card {
        self.pack[id as usize]
    }

    /// A card by an id that may not exist.
    pub fn get(&self, id: CardId) -> Option<Card> {
        self.pack.get(id as usize).copied()
    }

    /// Draw one card, unless the pile is empty or the Half-Time card stops it (§5.3).
    pub(crate) fn draw(&mut self) {
        if self.reached_half_time {
            return;
        }
        if self.above_half_time == Some(0) {
            self.reached_half_time = true;
            return;
        }
        if let Some(card) = self.deck.pop() {
            self.hand.push(card);
            if let Some(n) = self.above_half_time.as_mut() {
                *n -= 1;
            }
        }
    }

    pub(crate) fn discard_from_hand(&mut self, id: CardId) {
        if let Some(pos) = self.hand.iter().position(|c| *c == id) {
            self.hand.remove(pos);
            self.discards.push(id);
        }
    }

    /// Where a substitute comes from: the bench, or in extra time the draw pile (§5.5).
    pub(crate) fn substitutes(&self, period: Period) -> &Vec<CardId> {
        if period == Period::ExtraTime {
            &self.deck
        } else {
            &self.bench
        }
    }
}

/// The revealed cards of one play, kept for views and pictures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub phase: Phase,
    /// Per seat, each card shown with the ability it was played for.
    pub shown: [Vec<(Card, super::pack::Ability)>; 2],
    pub totals: [u16; 2],
    pub result: PlayResult,
}

/// What a revealed play decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayResult {
    /// Won the midfield: attacks next.
    MidfieldWon(Seat),
    /// A beat D: strikes next.
    AttackThrough(Seat),
    /// D beat A: back to midfield.
    AttackStopped(Seat),
    Goal(Seat),
    /// G beat S (or a corner was not possible): back to midfield.
    Saved(Seat),
    /// Equal values: the same play again (§4.4).
    Tie,
    /// A tied strike in 11-a-side: a corner for this seat (§5.1).
    CornerAwarded(Seat),
    /// A level corner: cleared, back to midfield (DEFAULT §8.6).
    CornerCleared,
}

/// One penalty in a shoot-out (§5.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyKick {
    pub shooter: Seat,
    pub striker: Card,
    pub keeper: Card,
    pub result: PenaltyResult,
    pub sudden_death: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "event-penalty")]
pub enum PenaltyResult {
    Scored,
    Saved,
    /// S equal to G: taken again with new cards (DEFAULT §8.11).
    Retake,
}

/// A shoot-out as it went.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shootout {
    pub score: [u16; 2],
    pub kicks: Vec<PenaltyKick>,
}

/// The whole state of a KIX match. Its fields are the game's own: everything outside this
/// folder reads a [`super::KixView`], or writes a match down as a [`super::KixPosition`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kix {
    pub(crate) format: Format,
    pub(crate) result_needed: bool,
    pub(crate) sides: [Side; 2],
    pub(crate) period: Period,
    pub(crate) phase: Phase,
    pub(crate) score: [u16; 2],
    /// Plays revealed so far (corners count as one).
    pub(crate) plays: u16,
    pub(crate) last: Option<Reveal>,
    pub(crate) shootout: Option<Shootout>,
}

/// The Half-Time card sits 22 cards down the Match Deck, as its 23rd card (§3.2).
pub const CARDS_ABOVE_HALF_TIME: u8 = 22;
/// Bench size in 11-a-side (§3.2).
pub const BENCH_SIZE: usize = 15;
/// 5-a-side uses half of the pack (§3.1).
pub const FIVE_A_SIDE_PILE: usize = 30;
/// Substitutions per manager per match, extra time included (§5.2, DEFAULT §8.10).
pub const MAX_SUBS: u8 = 3;
/// Bench cards a manager may stack on top: only three can ever come on (DEFAULT §8.9).
pub const BENCH_STACK: u8 = 3;

impl Kix {
    /// Shuffle both packs and deal (§3).
    pub fn deal(config: &Config, chance: &mut Chance) -> Kix {
        let clubs = [0, 1].map(|seat| config.clubs[seat].unwrap_or_else(|| chance.seed()));
        let sides = [0, 1].map(|seat| {
            let club = clubs[seat];
            let pack = generate_pack(club);
            let mut order: Vec<CardId> = (0..PACK_SIZE as CardId).collect();
            chance.shuffle(&mut order);
            // `order[0]` is the top of the shuffled pack; piles keep their top last.
            order.reverse();
            let mut side = Side { deck: Vec::new(), ..Side::new(pack) };
            match config.format {
                Format::Five => {
                    // Top 30 are the match pile, the rest is put aside (§3.1).
                    side.put_aside = order[..PACK_SIZE - FIVE_A_SIDE_PILE].to_vec();
                    side.deck = order[PACK_SIZE - FIVE_A_SIDE_PILE..].to_vec();
                }
                Format::Eleven => {
                    // Top 15 form the bench, the other 45 the Match Deck (§3.2).
                    side.bench = order[PACK_SIZE - BENCH_SIZE..].to_vec();
                    side.deck = order[..PACK_SIZE - BENCH_SIZE].to_vec();
                    side.above_half_time = Some(CARDS_ABOVE_HALF_TIME);
                    side.bench_ready = false;
                }
            }
            for _ in 0..config.format.hand_size() {
                side.draw();
            }
            side
        });
        Kix {
            format: config.format,
            result_needed: config.result_needed,
            sides,
            period: match config.format {
                Format::Five => Period::Match,
                Format::Eleven => Period::FirstHalf,
            },
            phase: match config.format {
                Format::Five => Phase::Midfield,
                Format::Eleven => Phase::BenchSetup,
            },
            score: [0, 0],
            plays: 0,
            last: None,
            shootout: None,
        }
    }
}
