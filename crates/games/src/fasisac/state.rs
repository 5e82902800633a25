//! The state of a FASISAC match and its set-up (rules digest §3).

use serde::{Deserialize, Serialize};

use super::cards::{self, boost_deck, get, Boost, Numbers, Slot, Tactic, SQUAD};
use crate::chance::Chance;
use crate::game::{Seat, SeatSet};
use crate::options::Word;

/// The quick-start training match (§3.1) or the full match with draft, tactics and boosts (§3.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    Training,
    #[default]
    Full,
}

/// Five-a-side, or Rush Keepers: four outfield players and a keeper picked by the red die for
/// every shot (§5.8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    #[default]
    Standard,
    RushKeepers,
}

/// How a draft goes round (§3.2, §5.5): alternate picks for two managers, the snake for three or
/// four, or the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "draft")]
#[serde(rename_all = "snake_case")]
pub enum DraftRule {
    Snake,
    Auction,
}

impl DraftRule {
    /// The ways a tournament's players are shared out (§5.5), as a competition offers them.
    pub const WORDS: &'static [Word] =
        &[Word::new("snake", "snake draft (picks in turn, back and forth)"), Word::new("auction", "auction draft")];

    pub fn title(self) -> &'static str {
        match self {
            DraftRule::Snake => "snake draft",
            DraftRule::Auction => "auction draft",
        }
    }

    /// The rule named by one of [`DraftRule::WORDS`].
    pub fn named(name: &str) -> Option<DraftRule> {
        match Self::WORDS.iter().find(|w| w.is(name))?.name {
            "auction" => Some(DraftRule::Auction),
            _ => Some(DraftRule::Snake),
        }
    }
}

/// How many managers a tournament's draft takes (§5.5: "3 or 4 managers").
pub const TOURNAMENT_MANAGERS: (usize, usize) = (3, 4);

/// The eight player cards a manager drafted for a tournament, by card number (§5.5); the squad
/// plays every fixture of the tournament (§5.7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Squad(pub Vec<u8>);

/// The seconds a boost or reroll window stays open on Discord (§5.3 step 4: "e.g. 30 s").
pub const DEFAULT_WINDOW_SECONDS: u32 = 30;
/// The seconds bidding stays open after the last bid (DEFAULT §8.10).
pub const DEFAULT_BID_SECONDS: u32 = 30;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub format: Format,
    pub variant: Variant,
    /// Break a level match with penalties (§5.6); a cup tie always does.
    pub penalties: bool,
    /// How long a boost or reroll window stays open for people, in seconds. The rules do not
    /// read it: the bot's clock passes for a late manager.
    pub window_seconds: u32,
    /// Every tie that must have a winner goes to penalties.
    pub result_needed: bool,
    /// A tournament's draft on its own (§5.5): 3 or 4 managers draft squads and nothing is played.
    /// Set by the competition, never typed.
    #[serde(default)]
    pub draft: Option<DraftRule>,
    /// Squads drafted beforehand, per seat (a tournament fixture, §5.7): the match skips its
    /// draft. Set by the competition, never typed.
    #[serde(default)]
    pub squads: Option<Vec<Squad>>,
    #[serde(default = "default_bid_seconds")]
    pub bid_seconds: u32,
}

fn default_bid_seconds() -> u32 {
    DEFAULT_BID_SECONDS
}

impl Default for Config {
    fn default() -> Self {
        Config {
            format: Format::Full,
            variant: Variant::Standard,
            penalties: false,
            window_seconds: DEFAULT_WINDOW_SECONDS,
            result_needed: false,
            draft: None,
            squads: None,
            bid_seconds: DEFAULT_BID_SECONDS,
        }
    }
}

impl Config {
    /// The line-up's positions: five, or Rush Keepers' four.
    pub fn slots(&self) -> &'static [Slot] {
        slots(self.variant)
    }
}

pub fn slots(variant: Variant) -> &'static [Slot] {
    match variant {
        Variant::Standard => &Slot::ALL,
        Variant::RushKeepers => &Slot::OUTFIELD,
    }
}

/// One manager's side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Team {
    /// The drafted squad (public), card numbers in the order taken.
    pub squad: Vec<u8>,
    /// The line-up on the pitch, revealed (public); empty before the first reveal.
    pub lineup: Vec<(Slot, u8)>,
    /// The line-up being chosen, slot by slot (secret until both are revealed).
    pub pending_lineup: Vec<(Slot, u8)>,
    /// The tactic on the table (revealed).
    pub tactic: Option<Tactic>,
    /// The tactic chosen face down, not yet revealed (secret).
    pub pending_tactic: Option<Tactic>,
    /// Boost cards in hand (secret; their number is public).
    pub boosts: Vec<Boost>,
    /// This half's attacks, boosts and oppo. (public once worked out).
    pub numbers: Option<Numbers>,
    pub goals: u16,
    /// The auction purse, in thousands (DEFAULT §8.10).
    pub purse: u32,
    /// What each drafted card cost in the auction (parallel to `squad`; empty otherwise).
    pub prices: Vec<u32>,
    /// Penalty takers named and not yet revealed (secret).
    pub pending_takers: Vec<u8>,
    /// Penalty takers revealed, in kicking order.
    pub takers: Vec<u8>,
}

impl Team {
    pub fn keepers(&self) -> usize {
        cards::keepers(&self.squad)
    }

    pub fn on_pitch(&self, slot: Slot) -> Option<u8> {
        self.lineup.iter().find(|(s, _)| *s == slot).map(|(_, c)| *c)
    }

    /// Starters carrying `tactic`'s icon (§5.4).
    pub fn specialists(&self, tactic: Tactic) -> usize {
        self.lineup.iter().filter(|(_, c)| get(*c).carries(tactic)).count()
    }
}

/// Which head-to-head of an attack (§4.2 steps 4–5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Duel {
    /// Skill against Tackling.
    Tackle,
    /// Shooting against Goalkeeping.
    Shot,
}

/// Whose window it is within a head-to-head (§5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Window {
    /// The attribute window; `last_chance` is the attacker's answer to a defender's boost.
    Boost { seat: Seat, last_chance: bool },
    /// The reroll window for the manager now losing.
    Reroll { seat: Seat },
}

/// An attack event under way (§4.2), all public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    pub attacking: Seat,
    /// The white die's face and the attacking player.
    pub white: Slot,
    pub attacker: u8,
    /// The red die's face and the defending player.
    pub red: Slot,
    pub defender: u8,
    /// The keeper facing the shot (Rush Keepers: who the second red roll named), once shooting.
    pub keeper: Option<(Slot, u8)>,
    pub duel: Duel,
    /// The d12s of the head-to-head under way (attacker, defender), once rolled.
    pub dice: Option<(u8, u8)>,
    /// Boosts played in this head-to-head: whose, which, and what it added.
    pub boosts: Vec<(Seat, Boost, u8)>,
    /// Rerolls played in this head-to-head, per side (attacking, defending).
    pub rerolled: (bool, bool),
    /// Whether each side passed in the attribute window (attacking, defending).
    pub passed: (bool, bool),
    /// The window open now; `None` in a training match (the attacking manager kicks).
    pub window: Option<Window>,
    /// The tackle's totals once decided (for the picture).
    pub tackle: Option<(u8, u8)>,
}

impl Attack {
    /// A new attack event as the select dice named it: the tackle to play next, with its boost
    /// window open for the attacking manager (none in training).
    pub(crate) fn begun(
        attacking: Seat,
        (white, attacker): (Slot, u8),
        (red, defender): (Slot, u8),
        training: bool,
    ) -> Attack {
        Attack {
            attacking,
            white,
            attacker,
            red,
            defender,
            keeper: None,
            duel: Duel::Tackle,
            dice: None,
            boosts: Vec::new(),
            rerolled: (false, false),
            passed: (false, false),
            window: (!training).then_some(Window::Boost { seat: attacking, last_chance: false }),
            tackle: None,
        }
    }
}

/// The penalty shoot-out (§5.6, DEFAULT §8.12).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shootout {
    pub goals: Vec<u16>,
    /// Kicks taken per side.
    pub kicks: Vec<u8>,
    /// Sudden-death rounds begun.
    pub round: u32,
    /// Who has kicked in the current cycle, per side (nobody kicks twice until all have).
    pub kicked: Vec<Vec<u8>>,
}

/// What the table is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A draft pick: `order` is every pick's manager, `next` the pick due (§3.2, §5.5).
    Draft {
        order: Vec<Seat>,
        next: usize,
    },
    /// The auction: `nominator` puts a player up (DEFAULT §8.10); `rotation` is the order.
    Nominate {
        nominator: Seat,
        rotation: Vec<Seat>,
    },
    /// The auction: bids on `card`; `waiting` may still raise.
    Bidding {
        card: u8,
        high: Seat,
        price: u32,
        waiting: SeatSet,
        nominator: Seat,
        rotation: Vec<Seat>,
    },
    /// Tactics chosen face down (§3.2 step 4, §4.3).
    Tactics,
    /// Line-ups chosen in secret after the tactics are revealed (DEFAULT §8.11).
    LineUp,
    /// An attack event (§4.2).
    Attack(Attack),
    /// Penalty takers named in secret: 3 each, then one each per sudden-death round.
    Takers(Shootout),
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fasisac {
    pub(crate) config: Config,
    pub(crate) teams: Vec<Team>,
    /// The home side (the pre-match roll, §3.2 step 1): attacks first in a shoot-out, picks
    /// first in the draft.
    pub(crate) home: Seat,
    /// The draft pool still on the table, highest value first.
    pub(crate) pool: Vec<u8>,
    /// The face-down event deck: which side attacks, top last (hidden order).
    pub(crate) events: Vec<Seat>,
    pub(crate) boost_deck: Vec<Boost>,
    pub(crate) boost_discard: Vec<Boost>,
    /// 1 or 2; 0 before kick-off.
    pub(crate) half: u8,
    pub(crate) phase: Phase,
    /// Attack events played, picks made and penalties kicked.
    pub(crate) plays: u32,
    /// The last attack event finished, for the picture.
    pub(crate) last: Option<AttackRecord>,
    pub(crate) shootout_goals: Option<Vec<u16>>,
}

/// A finished attack event as the picture shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackRecord {
    pub attack: Attack,
    /// The last head-to-head's totals (attacking, defending).
    pub totals: (u8, u8),
    pub goal: bool,
}

impl Fasisac {
    pub(crate) fn seats(&self) -> usize {
        self.teams.len()
    }

    pub(crate) fn away(&self) -> Seat {
        1 - self.home.min(1)
    }

    pub(crate) fn other(seat: Seat) -> Seat {
        1 - seat.min(1)
    }

    pub(crate) fn goals(&self) -> Vec<u16> {
        self.teams.iter().map(|t| t.goals).collect()
    }

    /// An empty table for `config`: the home side set, the pool dealt, the boost deck shuffled.
    pub(crate) fn empty(config: &Config, seats: usize, home: Seat) -> Fasisac {
        Fasisac {
            config: config.clone(),
            teams: vec![Team { purse: cards::PURSE, ..Team::default() }; seats],
            home,
            pool: Vec::new(),
            events: Vec::new(),
            boost_deck: Vec::new(),
            boost_discard: Vec::new(),
            half: 0,
            phase: Phase::Tactics,
            plays: 0,
            last: None,
            shootout_goals: None,
        }
    }

    /// Deal the draft pool for the number of managers (§3.2 step 2, §5.5), sorted by value.
    pub(crate) fn deal_pool(&mut self, chance: &mut Chance) {
        let (keepers, outfield) = cards::pool_size(self.seats());
        let mut gloves: Vec<u8> = cards::CARDS.iter().filter(|c| c.keeper).map(|c| c.number).collect();
        let mut others: Vec<u8> = cards::CARDS.iter().filter(|c| !c.keeper).map(|c| c.number).collect();
        chance.shuffle(&mut gloves);
        chance.shuffle(&mut others);
        let mut pool: Vec<u8> = gloves.into_iter().take(keepers).chain(others.into_iter().take(outfield)).collect();
        sort_by_value(&mut pool);
        self.pool = pool;
    }

    /// The quick start (§3.1): one keeper and four outfield players each (Rush Keepers: four
    /// outfield), placed by what they are best at.
    pub(crate) fn deal_training(&mut self, chance: &mut Chance) {
        let mut gloves: Vec<u8> = cards::CARDS.iter().filter(|c| c.keeper).map(|c| c.number).collect();
        let mut others: Vec<u8> = cards::CARDS.iter().filter(|c| !c.keeper).map(|c| c.number).collect();
        chance.shuffle(&mut gloves);
        chance.shuffle(&mut others);
        let rush = self.config.variant == Variant::RushKeepers;
        for t in 0..self.seats() {
            let keeper = (!rush).then(|| gloves.pop()).flatten();
            let outfield: Vec<u8> = (0..4).filter_map(|_| others.pop()).collect();
            let team = &mut self.teams[t];
            team.squad = keeper.into_iter().chain(outfield.iter().copied()).collect();
            team.lineup = training_lineup(keeper, &outfield);
        }
    }

    /// Shuffle the boost deck afresh (at kick-off; later from the discards when it runs out).
    pub(crate) fn fresh_boost_deck(&mut self, chance: &mut Chance) {
        let mut deck = boost_deck();
        chance.shuffle(&mut deck);
        self.boost_deck = deck;
    }

    /// Draw `count` boosts for `seat`, reshuffling the discards when the deck runs out (DEFAULT
    /// §8.5); returns what was drawn.
    pub(crate) fn draw_boosts(&mut self, seat: Seat, count: usize, chance: &mut Chance) -> Vec<Boost> {
        let mut drawn = Vec::new();
        for _ in 0..count {
            if self.boost_deck.is_empty() {
                if self.boost_discard.is_empty() {
                    break;
                }
                self.boost_deck = std::mem::take(&mut self.boost_discard);
                chance.shuffle(&mut self.boost_deck);
            }
            if let Some(b) = self.boost_deck.pop() {
                drawn.push(b);
            }
        }
        self.teams[seat].boosts.extend(&drawn);
        self.teams[seat].boosts.sort();
        drawn
    }

    /// The attacks left in the event deck per seat (public: the deck's make-up is known).
    pub(crate) fn attacks_left(&self) -> Vec<u8> {
        (0..self.seats()).map(|s| self.events.iter().filter(|e| **e == s).count() as u8).collect()
    }

    /// Who must act now, as the engine's status.
    pub(crate) fn to_act(&self) -> Option<crate::game::Status> {
        use crate::game::Status;
        Some(match &self.phase {
            Phase::Draft { order, next } => Status::Turn(order[*next]),
            Phase::Nominate { nominator, .. } => Status::Turn(*nominator),
            Phase::Bidding { waiting, .. } => Status::Reaction { seats: *waiting },
            Phase::Tactics => Status::Simultaneous {
                waiting: (0..self.seats()).filter(|s| self.teams[*s].pending_tactic.is_none()).collect(),
            },
            Phase::LineUp => {
                Status::Simultaneous { waiting: (0..self.seats()).filter(|s| !self.lineup_chosen(*s)).collect() }
            }
            Phase::Attack(a) => match a.window {
                Some(Window::Boost { seat, .. }) | Some(Window::Reroll { seat }) => {
                    Status::Reaction { seats: SeatSet::only(seat) }
                }
                None => Status::Turn(a.attacking),
            },
            Phase::Takers(_) => {
                Status::Simultaneous { waiting: (0..self.seats()).filter(|s| self.takers_wanted(*s) > 0).collect() }
            }
            Phase::Over => return None,
        })
    }

    /// Takers `seat` still has to name: three before the first kick, then one per sudden-death
    /// round.
    pub(crate) fn takers_wanted(&self, seat: Seat) -> usize {
        let Phase::Takers(s) = &self.phase else { return 0 };
        let want: usize = if s.round == 0 { 3 } else { 1 };
        want.saturating_sub(self.teams[seat].pending_takers.len())
    }

    /// Whether `seat` has placed a player in every position of its line-up.
    pub(crate) fn lineup_chosen(&self, seat: Seat) -> bool {
        self.teams[seat].pending_lineup.len() == self.config.slots().len()
    }

    /// Whether the squads are full (the draft is over).
    pub(crate) fn squads_full(&self) -> bool {
        self.teams.iter().all(|t| t.squad.len() >= SQUAD)
    }
}

/// Highest value first, then by number (§3.2 step 2's suggestion).
pub(crate) fn sort_by_value(cards: &mut [u8]) {
    cards.sort_by_key(|c| (std::cmp::Reverse(get(*c).value), *c));
}

/// A dealt training side in its slots: the keeper in goal, the best tackler at D, the best
/// shooter up front, the others in midfield (our reading of §3.1 step 3, which places the cards
/// without saying how).
fn training_lineup(keeper: Option<u8>, outfield: &[u8]) -> Vec<(Slot, u8)> {
    let mut rest: Vec<u8> = outfield.to_vec();
    let mut lineup = Vec::new();
    if let Some(k) = keeper {
        lineup.push((Slot::GK, k));
    }
    let mut take_best = |key: &dyn Fn(u8) -> u8| {
        let best = rest.iter().copied().max_by_key(|c| (key(*c), std::cmp::Reverse(*c)))?;
        rest.retain(|c| *c != best);
        Some(best)
    };
    let d = take_best(&|c| get(c).tackling);
    let s = take_best(&|c| get(c).shooting);
    let ml = take_best(&|c| get(c).skill);
    let mr = take_best(&|c| get(c).skill);
    for (slot, card) in [(Slot::D, d), (Slot::ML, ml), (Slot::MR, mr), (Slot::S, s)] {
        if let Some(c) = card {
            lineup.push((slot, c));
        }
    }
    lineup.sort();
    lineup
}

/// Whether the keepers left can still go round (DEFAULT §8.9, with the cap of §3.2): every
/// squad without a keeper can still get one, and the empty slots can all be filled without a
/// squad going over the cap. `teams` as (squad size, keepers held); the pool as keepers and
/// outfield cards left.
pub(crate) fn keepers_can_go_round(teams: &[(usize, usize)], keepers_left: usize, outfield_left: usize) -> bool {
    let free = |n: usize| SQUAD.saturating_sub(n);
    if teams.iter().any(|(n, k)| *k == 0 && free(*n) == 0) {
        return false;
    }
    let need = teams.iter().filter(|(_, k)| *k == 0).count();
    let room: usize = teams.iter().map(|(n, k)| cards::MAX_KEEPERS.saturating_sub(*k).min(free(*n))).sum();
    let slots: usize = teams.iter().map(|(n, _)| free(*n)).sum();
    keepers_left >= need && keepers_left.min(room) + outfield_left >= slots
}
