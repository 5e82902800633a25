//! Futbol Dash: an attack-points card race for 2 to 6 players (rules digest `futbol-dash.md`,
//! seed rulebook 003).
//!
//! The folder, and the rulebook sections each file implements:
//! - [`deck`]: the 73 Action cards, the 20 Shot cards and the shoot-out grid (§2, DEFAULT
//!   §8.1–8.4) — the game's data;
//! - [`state`]: the table and the deal (§3); [`rules`]: the turn, referee windows, game
//!   changers, shots, the ends of both formats and the shoot-out (§4, §5, §8);
//! - [`view`]: what each viewer may see (§6); [`text`]: its words, from [`words`], its catalogue; [`controls`]: a player's
//!   menu and buttons; [`options`]: the match options; `computer`: the computer player;
//! - [`position`]: a match written down, for tests and bug reports.
//!
//! Every DEFAULT of the digest's §8 is taken as written:
//! - §8.1–8.3 the deck list in [`deck::DECK`] (Short Pass +1 ×8, Nutmeg +2 ×10, Through Ball
//!   +3 ×9, Cross +4 ×6, Long Pass +5 ×6; Tackle −2 ×7, Interception −3 ×6, Slide Tackle −4 ×4;
//!   Halftime 1, Penalty 2, Offside 2, Substitution 2, Yellow 3, Red 1; Foul 4, V.A.R. 2);
//! - §8.4 the shoot-out grid is 10 Goal + 3 Save + 3 Miss; picks go round the tied players in
//!   seat order, five each; then sudden death, every remaining player picking once a round,
//!   and those who fail while someone scores are out; an empty grid is laid again;
//! - §8.5 an empty shot grid is laid again with all 20 cards; §8.6 a Regular deck is rebuilt from
//!   the discards; §8.7 an Express match ends at the first draw that finds the deck empty;
//! - §8.8 with no legal play a card is discarded face up as the play; §8.9 a cancelled card is
//!   the turn's play and goes to the discards, a Foul cancelled by a V.A.R. is void;
//! - §8.10 a card is announced, its referee window runs, and only then do the AP move (a shot at
//!   exactly 11 follows at once); §8.11 defensive cards, Offside, Yellow and Red target an
//!   opponent, Offside one with AP, defensive cards one with at least their value;
//! - §8.12 each red lowers the hand by one, to no fewer than three, and Yellows stack;
//!   §8.13 Halftime is played when its holder chooses; §8.14 players reaching 3 together by an
//!   own goal go to the shoot-out; §8.15 placings with 3+ players score 3/1/0 or 3/2/1/0;
//!   §8.16 a red card skips one draw; §8.17 Substitution discards up to 3 and draws as many.
//!
//! Our own readings, where the digest leaves a choice:
//! - Referee windows: the first window after a card is for everyone but its player (a Foul);
//!   after a referee card, a window for everyone but that card's player (a V.A.R.). A window
//!   closes at the first referee card or when all have passed; on Discord a player who has not
//!   answered when the window's timer (option `window`, default 20 s) runs out passes. Only
//!   offensive and defensive cards can be Fouled (game changers resolve at once, §5.5).
//! - A referee card's replacement is drawn at once; in Express it is not drawn from an empty
//!   deck, and the match ends at the next turn's draw.
//! - The seats are the turn order and seat 0 plays first: the first seat, which is the
//!   challenger's or the open table's host's (§7 lets the challenger start, DEFAULT for
//!   "youngest"); play then goes to seat 1, 2, … (clockwise, §3).
//! - Substitution takes cards off one at a time, then draws them all at once (at most three).
//! - Penalty below 7 AP cannot be played (it would do nothing); it can be discarded when there
//!   is no legal play.
//! - Yellow-card skips carry through Halftime; a Red card's pending skipped draw is replaced by
//!   the smaller hand dealt at Halftime.
//! - For 5 and 6 players the placing points go on 3/2/1 and 0 for the rest; level players share
//!   the better place.
//! - Finiteness: a Regular match whose deck has been rebuilt 25 times ends on goals as an
//!   Express one does; sudden death ends by lots after 50 rounds. Neither happens in play.

mod computer;
#[cfg(test)]
mod conformance;
pub mod controls;
pub mod deck;
pub mod options;
pub mod position;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use deck::{Card, Kind, ShotCard};
pub use position::DashPosition;
pub use rules::{Event, Input};
pub use state::{placing_points, Config, Format, FutbolDash, LastPlay, Phase, Player, Shootout, Window};
pub use view::{DashView, PlayerView, Stage};
