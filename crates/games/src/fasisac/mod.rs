//! FASISAC — Five-A-Side International Soccer Association Championships: player cards and
//! d12s for two managers, and a drafted tournament for three or four (rules digest
//! `fasisac.md`, seed rulebook 000).
//!
//! The folder, and the rulebook sections each file implements:
//! - [`cards`]: the 32 player cards, the six tactic tables, the select dice and the boost deck
//!   (§2, §5.4, DEFAULT §8.1–8.3, §8.5) — the game's data;
//! - [`state`]: the table and its set-up (§3); [`input`]: inputs and events; [`rules`]: set-up,
//!   what may be done and applying it, tactics and line-ups (§3.2, §4.3); `draft`: alternate picks, the
//!   snake and the auction (§3.2, §5.5); `attack`: attack events with their boost and reroll
//!   windows and Rush Keepers' keeper (§4.2, §5.1–5.3, §5.8); `full_time`: half time, full
//!   time and penalties (§4.3, §5.6);
//! - [`view`]: what each manager may see (§6); [`text`]: its words, from [`words`], its catalogue; [`controls`]: a manager's
//!   menus and buttons; [`options`]: the match options; `computer`: the computer manager;
//! - [`position`]: a match written down, for tests and bug reports.
//!
//! Every DEFAULT of the digest's §8 is taken as written:
//! - §8.1 the 32-card deck in [`cards::CARDS`] (5 keepers, 27 outfield, every card with a
//!   Goalkeeping value, 1–2 icons, 8–10 specialists per tactic, the three named players as
//!   printed); the pool is 3 + 13 for two managers, 4 + 20 for three, all 32 for four;
//! - §8.2 white die `S S S ML MR D`, red die `D D D ML MR S`;
//! - §8.3 the tactic tables and versus bonuses in [`cards::PLAYER_BONUS`] and [`cards::VERSUS`]
//!   (both rulebook examples and the Fluid fragment are tests); §8.4 attacks never below zero;
//! - §8.5 one shared 48-card boost deck (10 of each attribute boost, 8 Rerolls), the discards
//!   reshuffled when it runs out; every attribute boost is +3 to its own attribute or +1 to any
//!   other;
//! - §8.6 at most one attribute boost and one reroll per manager per head-to-head; a reroll
//!   rerolls the manager's own d12; a boost lasts one head-to-head;
//! - §8.7 up to 12 event cards per side; §8.8 any card may play D, ML, MR or S, only a glove card
//!   keeps goal (not in Rush Keepers);
//! - §8.9 a pick (or a bid) is refused when it would leave a squad unable to get a keeper, or
//!   force one over the cap of two;
//! - §8.10 the auction: nominations rotate in the lots' order, 10k opening and raises of at least
//!   10k (offered as +10k, +50k, +100k), 10k kept for every other empty slot, bidding closes 30 s
//!   after the last bid (on Discord; here, when everyone still able to raise has passed), a full
//!   squad drops out;
//! - §8.11 line-ups are secret and simultaneous; §8.12 penalty takers are on the pitch at full
//!   time, home kicks first, no boosts, nobody kicks twice in sudden death until all have, and in
//!   Rush Keepers the red die picks the keeper for every kick; §8.13 the tournament's tie-breaks
//!   (points, goals scored, goal difference, head to head, then lots: the league layer has no
//!   shoot-out between managers); §8.16 a rushing keeper uses his Goalkeeping;
//! - §5.3 the boost window procedure as proposed: attacker, defender, the attacker's last chance
//!   when it passed and the defender played; then the reroll window for whoever is losing (a tie
//!   loses for the attacker), then for the other if the lead changes; a window closes on Discord
//!   after the `window` option's seconds (default 30) with a pass.
//!
//! Our own readings, where the digest leaves a choice:
//! - Every window goes to the manager who may act in it, whether or not they hold a card for it
//!   (the attribute windows always; the reroll window to whoever is losing and has not rerolled):
//!   a prompt says nothing about a hand.
//! - The training match (§3.1) places the dealt players by what they are best at (best tackler
//!   at D, best shooter at S) and has no windows: the attacking manager rolls each attack event.
//! - The second half's boosts are drawn on top of the ones carried over (§4.3).
//! - Penalties: the three each stop early once one side cannot be caught; sudden-death takers are
//!   named in secret, one per round; 40 rounds without a winner go to lots (never in play).
//! - The auction offers two opening bids (10k and the player's value × 10k); bids close when all
//!   who may still raise have passed.
//! - A tournament's draft order is drawn by lots; the snake goes A,B,C,D,D,C,B,A for eight rounds.
//! - After a raise everyone who can afford more may bid again, those who passed included (open
//!   ascending bidding ends because the price only rises).
//! - While line-ups are chosen the other side sees only that one is ready, not how far it has
//!   got (a kept line-up and a new one look the same).

mod attack;
pub mod cards;
mod computer;
mod conformance;
pub mod controls;
mod draft;
mod full_time;
pub mod input;
pub mod options;
pub mod position;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use cards::{Attribute, Boost, Numbers, PlayerCard, Slot, Tactic};
pub use position::FasisacPosition;
pub use rules::{Event, Input};
pub use state::{
    Attack, AttackRecord, Config, DraftRule, Duel, Fasisac, Format, Phase, Shootout, Squad, Team, Variant, Window,
};
pub use view::{FasisacView, Stage, TeamView};

use crate::chance::Chance;
use crate::controls::Controls;
use crate::game::{Game, Outcome, PositionError, Profile, RuleError, Seat, SetupError, Status, Viewer};
use crate::profile::{DraftSpec, EndsIn, Reactions};
use state::TOURNAMENT_MANAGERS;
use touchline_league::Criterion;

impl Game for Fasisac {
    type Config = Config;
    type Input = Input;
    type Event = Event;
    type View = FasisacView;
    type Position = FasisacPosition;
    type Squad = Squad;

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

    fn from_position(position: FasisacPosition) -> Result<Self, PositionError> {
        Fasisac::from_position(position)
    }

    fn to_position(&self) -> FasisacPosition {
        Fasisac::to_position(self)
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
        self.legal(seat)
    }

    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        self.play(seat, input, chance)
    }

    fn apply_listed(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        Ok(self.apply_checked(seat, *input, chance))
    }

    fn view(&self, viewer: Viewer) -> FasisacView {
        view::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        view::redact(event, viewer)
    }

    fn score(&self) -> Vec<u16> {
        self.goals()
    }

    fn plays(&self) -> u32 {
        self.plays
    }

    fn goal_for(event: &Event) -> Option<Seat> {
        match event {
            Event::Goal { seat, .. } => Some(*seat),
            _ => None,
        }
    }

    fn shootout_goal_for(event: &Event) -> Option<Seat> {
        match event {
            Event::Penalty { seat, scored: true, .. } | Event::LotsDrawn { seat } => Some(*seat),
            _ => None,
        }
    }

    fn max_inputs(_: &Config) -> usize {
        // Picks and bids of a 4-manager auction, line-ups, 24 attacks a half with every window,
        // and a long shoot-out: far more than any match takes.
        32 * 200 + 4 * 20 + 2 * 24 * 12 + 2 * rules::MAX_SUDDEN_DEATH as usize * 2 + 1_000
    }

    fn computer(view: &FasisacView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        computer::choose(view, legal, chance)
    }

    fn imagine(&self, seat: Seat, chance: &mut Chance) -> Fasisac {
        computer::imagine(self, seat, chance)
    }

    fn outlook(&self, _seat: Seat) -> f32 {
        0.0
    }

    fn search_worlds() -> u64 {
        96
    }

    /// The look-ahead weighs the tactic, the choice that decides most (it plays each of the six
    /// out against the other squad); picks, line-ups and boosts are the normal computer's.
    fn worth_a_search(view: &FasisacView) -> bool {
        matches!(view.stage, Stage::Tactics)
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

    /// The tournament's draft (§5.5), snake or auction, the match options kept for the fixtures.
    fn draft_config(config: &Config, method: &str) -> Option<Config> {
        let rule = DraftRule::named(method)?;
        Some(Config { draft: Some(rule), squads: None, format: Format::Full, ..config.clone() })
    }

    /// A tournament fixture (§5.7): the drafted squads, no draft of its own.
    fn fixture_config(config: &Config, squads: [Squad; 2]) -> Option<Config> {
        Some(Config { draft: None, squads: Some(squads.to_vec()), format: Format::Full, ..config.clone() })
    }

    /// A draft given up before its end (a resignation, a forfeit) still shares every player
    /// out: the computer finishes it for everyone, so the tournament can go on.
    fn squads(&self) -> Option<Vec<Squad>> {
        self.config.draft?;
        let mut draft = self.clone();
        for step in 0..Self::max_inputs(&self.config) as u64 {
            if matches!(draft.phase, Phase::Over) {
                return Some(draft.teams.iter().map(|t| Squad(t.squad.clone())).collect());
            }
            let seat = draft.to_act()?.to_act().iter().next()?;
            let mut chance = Chance::for_step(0xd4af7, step);
            let input = draft.auto_input(seat, &mut chance)?;
            draft.apply(seat, &input, &mut chance).ok()?;
        }
        None
    }

    fn describe_input(&self, seat: Seat, input: &Input, lang: crate::text::Lang) -> String {
        controls::describe_input(self, seat, input, lang)
    }

    fn controls(&self, seat: Seat, lang: crate::text::Lang) -> Controls<Input> {
        controls::controls(self, seat, lang)
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
