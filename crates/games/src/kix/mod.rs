//! KIX: a football card game with no dice (rules digest `kix.md`, seed rulebook 002).
//!
//! The folder, and the rulebook sections each file implements:
//! - [`pack`]: the cards, generated per club (§2, DEFAULT §8.1–8.2) — the game's data;
//! - [`state`]: the match state and the deal (§3); [`rules`]: the inputs, checking and applying
//!   them, plays, corners, halves, extra time and penalties (§4, §5, §8);
//! - [`view`]: what each viewer may see (§6); [`text`]: its words, from [`words`], its catalogue; [`controls`]: a manager's
//!   menus; [`options`]: the match options; [`computer`]: the computer manager;
//! - [`position`]: a match written down, for tests and bug reports.
//!
//! Two managers each hold a hand from their own club's pack. Every play is one card each,
//! chosen in secret and revealed together: Midfield (M v M), then the midfield winner's Attack
//! (A v D), then after a successful attack a Strike (S v G) for a goal. Ties replay the position;
//! in 11-a-side a tied strike is a corner (M + S v G + D). The match ends when decks and hands
//! are played out.
//!
//! Both formats are implemented: 5-a-side (hand 5, 30-card pile) and 11-a-side (hand 11, bench
//! of 15, Half-Time card 23rd in a 46-card Match Deck, corners, three substitutions before a
//! midfield play, extra time from the bench and penalties when a result is needed).
//!
//! Where the rulebook is silent we follow the digest's DEFAULTs (§8), as written:
//! - §8.1/8.2 generated packs per club (6 GK, 18 DEF, 18 MID, 18 ATT; ranges in [`pack`]);
//! - §8.3 the 5-a-side put-aside pile is unused, except as the shoot-out pack in a cup (§8.4);
//! - §8.5 every play, corners included, is a simultaneous secret choice;
//! - §8.6 a level corner is cleared; §8.7 a one-card hand plays its card for both corner values,
//!   an empty hand means no corner and the shot counts as saved; §8.8 corner cards are discarded
//!   and each side draws two;
//! - §8.9 bench order: the only order that matters is the top three (at most three subs, and a
//!   card subbed off goes under the bench), so set-up lets each manager stack up to three bench
//!   cards on top, in secret, then confirm — an enumerable stand-in for "any order";
//! - §8.10 at most three subs per match including extra time, declared in the midfield choice
//!   step before the card; in extra time the bench is the draw pile, so a sub swaps with its top;
//! - §8.11 penalty keeper = top of the defender's remaining pack; S = G is retaken with new
//!   cards and counts as saved after three ties; sudden death uses the packs' top cards; the home
//!   seat (0) shoots first. All ten penalties each are taken, as the rulebook says, before sudden
//!   death. Retakes use up dealt cards too; a shooter whose dealt cards are gone before the tenth
//!   kick shoots with the top card of their own remaining pack, as in sudden death. A pack that runs dry in a long shoot-out is rebuilt from its used cards, and after
//!   200 level sudden-death rounds lots are drawn (both only keep every match finite);
//! - §8.12 extra time is one continuous period; §8.13 a half ends when either hand is empty.

mod computer;
#[cfg(test)]
mod conformance;
pub mod controls;
pub mod options;
pub mod pack;
pub mod position;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

pub use pack::{Ability, Card, CardId, Specialist};
pub use position::KixPosition;
pub use rules::{Event, Input};
pub use state::{
    Choice, Config, Format, Kix, PenaltyKick, PenaltyResult, Period, Phase, PlayResult, Reveal, Shootout, Side,
};
pub use view::{KixView, SideView};
