//! Super Team: the card-driven grid board game, head to head or solo against the AutoTeam (rules
//! digest `super-team.md`, seed rulebook 001).
//!
//! The folder, and the rulebook sections each file implements:
//! - [`board`]: the pitch and its geometry — distance, lines, halfway, in-between (§17, §19 G1,
//!   G9); [`cards`]: every card, board, die and track as data (§2, §9, §10, §14, §19 G2–G8);
//! - [`state`]: the table and the deal (§3); [`input`]: the inputs and events; `legal`: what a
//!   seat may do now and why anything else is refused (§4–§10, §16); [`rules`]: playing the
//!   turn — cards, their tasks, tactics' rewards, the secret rounds (§4, §5, §9–§11); `clock`:
//!   the draw, the Time Track, halves and the end (§12, §13); `moves`: movement (§6);
//!   `actions`: passes, shots, dribbles, tackles, kick-outs, pushes and bypasses (§7, §8);
//!   `solo`: the AutoTeam (§14);
//! - [`view`]: what each viewer may see (§16); [`text`]: its words, from [`words`], its catalogue; [`controls`]: the menus and
//!   buttons; [`options`]: the match options (§3.2, §15); `computer`: the computer coach;
//! - [`position`]: a match written down, for tests and bug reports.
//!
//! The rulebook is a damaged pre-release extraction; where it is silent the digest's proposed
//! data and defaults (§19) are taken as written: the 11 × 15 board with its areas and MARK
//! spaces (G1), the dice faces (G2), 3 or 5 reshuffles a half (G3), Basic cards A–E (G4), the
//! team cards, two marker spaces a stat, Fatigue on every Team tactic card and the team
//! abilities (G5), the Captains and their card templates (G6), the Coach cards (G7), the
//! AutoTeam's boards, cards and min(S, reserve) Morale rule (G8), the geometry algorithms (G9),
//! kick-outs to a MARK space holding your piece with "any space" as an option (G10), the
//! default formation (G11), the turn after a goal (G12), Fatigue and Morale details (G13, G14),
//! multi-step tactics (G15), the offside line (G16), uncapped goals (G17) and the start roll,
//! rounds and half ends (G18). [RB] rules win where they speak.
//!
//! Our own readings, where even the digest leaves a choice:
//! - Set-up uses the default formation (G1, G11) for both sides, at kick-off and after goals;
//!   the kick-off piece is always the Captain. Piece-by-piece placement is not offered.
//! - A Full Game deals each side two Team and two Captain boards from the six, so the four
//!   offers never overlap; a Quick Match deals one of each the same way.
//! - A tactic with no legal way to finish may not be chosen (§19 G15): the whole chain is
//!   searched, every pass taken as arriving and every movement by a piece the tactic has not
//!   moved yet; the card can still be played as a movement or an action. Once under way, a
//!   step left with nowhere to go (an earlier step was made where the chain cannot go on) fails
//!   the tactic (no rewards, no Fatigue). A chained pass after a Through Pass needs a piece to run onto the loose ball
//!   first: that run is part of the tactic.
//! - A failed pass stops at the first piece strictly before its target (the rulebook's
//!   halfway example passes to a space, and a teammate on the target would otherwise make
//!   every failure harmless); a failed shot counts the target space, where a Goalie saves.
//! - Skill cards (Captain, Coach) carry out their steps when they can; a step with nowhere to
//!   go ends the card (they have no reward to lose). Rewards, a discarded card's movement or
//!   action, and Tactical Switch's moves may be given up.
//! - Half time's REST returns up to two Fatigue cards automatically (always to your good).
//! - A cup tie level at 90' plays golden-goal extra time of two more Time Track steps, then a
//!   roll-off of the green die, recorded as the shoot-out.
//! - Pass Morale is asked only of a passer who has some, and duel Morale only of a side that has
//!   some. In a two-player shot both sides are always asked (0 is then the only choice), so
//!   that the secret round looks the same whoever holds Morale; the AutoTeam always turns a card
//!   for any roll it takes part in (§14 step 3), reserve or not.
//! - A Goalie holding the ball in its own penalty area, however it came by it (a save, a pass,
//!   a loose ball), must pass it first (§7.3), and to one of its own pieces: a kick-out, a pass
//!   to a teammate, or a tactic whose first pass goes to one.
//! - The kick-anywhere option (the summary box's reading of §7.3) still puts the ball on one of
//!   your pieces in your half: the kick-out has a receiver, as the main text has it.
//! - A tactic whose last step takes the ball (a defensive run onto the loose ball) is complete;
//!   possession changing before the last step fails it (§19 G15).
//! - Finiteness: every turn plays a card or ends, every reshuffle moves the clock, and the
//!   clock ends each half.

mod actions;
pub mod board;
pub mod cards;
mod clock;
mod computer;
#[cfg(test)]
mod conformance;
pub mod controls;
pub mod input;
mod legal;
mod moves;
pub mod options;
pub mod position;
pub mod rules;
mod solo;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use board::Space;
pub use cards::{Card, Level, Markers, Reward, Stat, Step};
pub use input::{Event, Failure, Input};
pub use position::SuperPosition;
pub use state::{
    Auto, AutoWork, Config, Duel, DuelKind, Format, KickOut, LastAction, MoveRule, PassBy, Phase, Running, Shot,
    SuperTeam, Task, Team, Turn, Use, Way,
};
pub use view::{Stage, SuperView};
