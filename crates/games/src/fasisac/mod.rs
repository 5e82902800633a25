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
#[cfg(test)]
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
