//! FUBA: a tactical football board game on a 13-area pitch (rules digest `fuba.md`, seed
//! rulebook 004, "Rulebook 2.0").
//!
//! Two coaches each move ten anonymous outfield pieces and a goalkeeper. The team with the ball
//! (the controlling team, CT) picks a target area; two d6 move the clock and test control
//! against the ball die (lower is better); then each team has an action stage: shoot, move by
//! one formation line's type, adjust the ball value, press, substitute. Two halves of 45 minutes
//! plus stoppage time; about 23 turns a half.
//!
//! The folder, with the rulebook sections each file implements:
//! - [`board`]: the §12.1 DEFAULT board as data (areas, lanes, adjacency, levels, zones, goal-
//!   attempt modifiers, corner spots) — the game's data;
//! - [`tactics`]: lines, formations (§4.1, §12.6), roles (A2), styles (A6), movement types,
//!   set pieces; [`state`]: options (§4.2, §9), teams, phases;
//! - [`input`] and [`event`]: a coach's decisions, and what happens;
//! - [`legal`]: which inputs are legal (target legality and offside §7.1, goal attempts §7.7,
//!   movement §7.6.2) and why one was refused;
//! - [`rules`]: applying an input: preparation (§4, §5.1), half time; `setup`: default
//!   placements and the setup rules (§5.2–§5.3, §8.1, §8.2, §8.5); `turn`: the turn stages (§6,
//!   §7), goal attempts, cards, injuries, penalties and the shoot-out (§7.7, §8), advanced rules
//!   A1–A6 (§9);
//! - [`view`]: what each side may see (§10); [`text`]: its words, from [`words`], its catalogue; [`controls`]: a coach's
//!   buttons and menus; [`options`]: the match options; `computer`: the computer coach;
//! - [`position`]: a match written down, for tests and bug reports.
//!
//! Every DEFAULT of the digest's §12 is implemented as written: the board (§12.1), sides
//! (§12.2), no change of ends (§12.3), ball value limits (§12.4), goals/corners/penalties end
//! the turn (§12.5), the eight formation cards (§12.6), PT first in a half's first turn and the
//! moved-player count (§12.7), the N+1/N+2 condition-point formula (§12.8), the tiredness
//! comparison against the minute after the advance (§12.9), the red-card threshold +1 (§12.10),
//! removal of outfield players only (§12.11), injuries in the basic game (§12.12, switch off
//! with `-a4`), the stoppage track (§12.13), the raw rebound die (§12.14), full re-setups
//! (§12.15, offered as the current positions adjusted to the rules), A5 pressing (§12.16) and
//! the shoot-out for knockout ties (§12.17). Roles and styles are chosen in secret with the
//! formation and the half-time change in secret too (§10 DEFAULTs).
//!
//! Our own readings where the text leaves a choice, each a judgement call:
//! - pieces are anonymous, so a setup is a default placement the coach adjusts by taking a piece
//!   from one area and putting it in another; "ready" is offered only when the rules hold;
//! - a player moves at most once per movement stage; a forward or defence run is one move that
//!   may cross several areas (stopping where the stop rule says);
//! - the moving-offside rule applies to both teams (a passive team may be attacking next turn);
//! - a move that would leave the CT without a player in the ball's area is not offered, so the
//!   ball-cover rule can never leave a team stuck;
//! - the forced move of §7.4.2 picks the nearest outfield player when it is as near as the
//!   goalkeeper; the removed player of an injury or red card is taken from the target area, else
//!   from the team's most crowded area (the bot chooses, to keep the turn moving);
//! - after a permanent injury the fresh player is the team's normal A3 substitution in its next
//!   action stage (no decision in the middle of the control check);
//! - the corner of a goal attempt is taken from the corner spot on the ball's side of the pitch
//!   (north unless the ball is in the south lane); the coach may move the taker to the other
//!   spot during the setup;
//! - the kick-off roll comes after the formations are revealed; the slow goal kick's extra
//!   stages set the next action order by the players they moved;
//! - in a shoot-out, after 100 level rounds of sudden death lots decide (only to keep every
//!   match finite);
//! - a press is offered only when some roll can win the ball (§7.6.4: a roll below the ball
//!   value, one more with A5's keeper out): against value 1 it could only fail and hand the
//!   other team an automatic pass, so it is left out rather than offered as a trap;
//! - the random baseline (not the computer coach) says "ready" half the time a setup may be
//!   confirmed; picked uniformly it spends most of a setup moving pieces back and forth.

pub mod board;
mod computer;
#[cfg(test)]
mod conformance;
pub mod controls;
pub mod event;
pub mod input;
pub mod legal;
pub mod options;
pub mod position;
pub mod rules;
mod setup;
pub mod state;
pub mod tactics;
pub mod text;
mod turn;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use event::{Control, Event, ShotResult, TurnLog};
pub use input::{Input, Substitution};
pub use position::FubaPosition;
pub use state::*;
pub use view::{FubaView, TeamView};
