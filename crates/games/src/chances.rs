//! Win chances a spectator may be told: each side's chance to win (and the chance of a draw),
//! estimated from what the spectators can see and nothing else.
//!
//! The hidden parts of the match (every hand, deck order and pending choice) are drawn afresh
//! from the spectators' view ([`crate::game::Secrets::imagine`] for [`Viewer::Spectator`]),
//! and each such world is played to the end by the game's own computer in every seat, its
//! dice drawn from the estimate's seed. The share of worlds each side wins is its chance. As
//! the worlds are the spectators' and the seed is the caller's (the bot derives it from the
//! match's public seal and version), two matches that differ only in a hidden card publish the
//! same chances; the conformance harness checks this for every game.
//!
//! With a few dozen worlds an estimate is rough: the counts are shrunk a little towards an
//! even split (half a world spread over the outcomes), so that a match not yet over never
//! reads 100 % or 0 %.

use serde::{Deserialize, Serialize};

use crate::chance::{derive_seed, Chance};
use crate::game::{Game, Outcome, Seat, Status, Viewer};
use crate::match_state::Match;
use crate::profile::EndsIn;

/// Each side's chance to win and the chance of a draw, in 0..=1, summing to 1.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chances {
    /// One per side (seats, then any side the engine plays).
    pub win: Vec<f32>,
    /// Zero where the match must have a winner.
    pub draw: f32,
    /// How many imagined worlds the estimate played out (0 once the match is over).
    pub worlds: u32,
}

impl Chances {
    /// What a finished match's chances are: certain.
    pub fn settled(outcome: &Outcome, sides: usize) -> Chances {
        let mut win = vec![0.0; sides];
        let mut draw = 0.0;
        match outcome.winner {
            Some(w) if w < sides => win[w] = 1.0,
            _ => draw = 1.0,
        }
        Chances { win, draw, worlds: 0 }
    }

    /// The side most likely to win, and its chance.
    pub fn favourite(&self) -> Option<(Seat, f32)> {
        self.win.iter().copied().enumerate().max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// The largest change in any one outcome's chance from `before` to this, in 0..=1.
    pub fn swing_from(&self, before: &Chances) -> f32 {
        let wins = self.win.iter().zip(&before.win).map(|(a, b)| (a - b).abs());
        wins.chain([(self.draw - before.draw).abs()]).fold(0.0, f32::max)
    }

    /// Whole percentages for showing, adding up to 100 (largest remainders rounded up).
    pub fn percentages(&self) -> (Vec<u8>, u8) {
        let parts: Vec<f32> = self.win.iter().copied().chain([self.draw]).collect();
        let whole = largest_remainders(&parts);
        let draw = *whole.last().unwrap_or(&0);
        (whole[..whole.len().saturating_sub(1)].to_vec(), draw)
    }
}

/// Whole percentages of `parts` (which sum to 1) that add up to exactly 100.
fn largest_remainders(parts: &[f32]) -> Vec<u8> {
    let scaled: Vec<f32> = parts.iter().map(|p| p.clamp(0.0, 1.0) * 100.0).collect();
    let mut whole: Vec<u8> = scaled.iter().map(|p| p.floor() as u8).collect();
    let short = 100i32 - whole.iter().map(|w| *w as i32).sum::<i32>();
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by(|a, b| (scaled[*b] - scaled[*b].floor()).total_cmp(&(scaled[*a] - scaled[*a].floor())));
    for i in order.into_iter().take(short.max(0) as usize) {
        whole[i] = whole[i].saturating_add(1);
    }
    whole
}

/// The chances of `m` as its spectators could know them, over `worlds` imagined worlds whose
/// draws come from `seed`; `None` for a match that does not end in a score (a draft).
pub fn estimate<G: Game>(m: &Match<G>, worlds: u32, seed: u64) -> Option<Chances> {
    let profile = m.profile();
    if profile.ends_in != EndsIn::Score {
        return None;
    }
    let sides = m.sides();
    if let Status::Finished(outcome) = m.status() {
        return Some(Chances::settled(&outcome, sides));
    }
    let mut wins = vec![0u32; sides];
    let mut draws = 0u32;
    let mut played = 0u32;
    for world_no in 0..worlds.max(1) {
        let world_seed = derive_seed(seed, world_no as u64);
        let mut world = m.game.imagine(Viewer::Spectator, &mut Chance::for_step(world_seed, 0));
        // A world the computers cannot finish counts for nobody.
        if let Status::Finished(outcome) = crate::search::play_on_for(&mut world, world_seed, None) {
            played += 1;
            match outcome.winner {
                Some(w) if w < sides => wins[w] += 1,
                _ => draws += 1,
            }
        }
    }
    let can_draw = draws > 0 || !must_have_winner(m);
    let outcomes = sides + usize::from(can_draw);
    // Half a world spread evenly over the outcomes: no 100 % before the end.
    let prior = 0.5 / outcomes as f32;
    let total = played as f32 + 0.5;
    let win = wins.iter().map(|w| (*w as f32 + prior) / total).collect();
    let draw = if can_draw { (draws as f32 + prior) / total } else { 0.0 };
    Some(Chances { win, draw, worlds: played })
}

/// Whether the match's options leave no room for a draw (a cup tie to be settled on the day).
fn must_have_winner<G: Game>(m: &Match<G>) -> bool {
    use crate::options::GameOptions;
    m.config().result_needed()
}

/// One published chance and what became of it: the unit calibration counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Prediction {
    pub chances: Chances,
    /// The side that won in the end (`None`: a draw).
    pub winner: Option<Seat>,
}

/// How many positions of each calibration match are judged: few, so that the matches, not
/// the positions of one match, make up the count.
pub const POSITIONS_PER_MATCH: usize = 4;

/// A match the normal computer plays in every seat from `seed`, and the chances published at
/// [`POSITIONS_PER_MATCH`] of its positions (drawn from the seed, the first and last included
/// as any other), each set beside the match's result. `None` for a match that does not end in
/// a score, or that the computers could not finish.
pub fn calibration_match(
    config: &crate::AnyConfig,
    seats: usize,
    seed: u64,
    worlds: Option<u32>,
) -> Option<Vec<Prediction>> {
    use crate::game::Command;
    let (mut m, _) = crate::AnyMatch::new(config.clone(), seats, seed).ok()?;
    let mut positions = Vec::new();
    let mut policy = Chance::for_step(derive_seed(seed, 1), 0);
    while let Some(seat) = m.status().to_act().iter().next() {
        positions.push(m.clone());
        let input = m.brain_input(crate::players::Brain::Normal, seat, &mut policy);
        m.apply(seat, input.map(Command::Play).unwrap_or(Command::AutoMove)).ok()?;
    }
    let winner = m.status().outcome()?.winner;
    let mut picker = Chance::for_step(derive_seed(seed, 2), 0);
    let mut picked: Vec<usize> = (0..POSITIONS_PER_MATCH).map(|_| picker.below(positions.len().max(1))).collect();
    picked.sort_unstable();
    picked.dedup();
    picked
        .into_iter()
        .filter_map(|i| positions.get(i))
        .map(|p| {
            let estimate_seed = derive_seed(seed, 3 + p.version());
            let chances = match worlds {
                Some(w) => p.chances_over(w, estimate_seed),
                None => p.chances(estimate_seed),
            }?;
            Some(Prediction { chances, winner })
        })
        .collect()
}

/// The chances published against what happened: per tenth of the predicted chance, the mean
/// predicted and the observed rate of the event, and the Brier score beside a naive baseline.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Calibration {
    /// Predictions judged (positions of matches).
    pub predictions: usize,
    /// Mean squared error of each side's chance to win, over every prediction and side.
    pub brier: f64,
    /// The same for the baseline that knows nothing of the position: each side's average rate
    /// of winning over the same matches.
    pub baseline_brier: f64,
    pub deciles: Vec<Decile>,
}

/// One tenth of the predicted chance (`0.0..0.1`, …, `0.9..=1.0`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decile {
    /// The mean chance predicted in this tenth.
    pub predicted: f64,
    /// How often the side did win.
    pub observed: f64,
    /// Side-predictions in this tenth.
    pub n: usize,
}

impl Decile {
    /// Whether predicted and observed are within `points` percentage points.
    pub fn within(&self, points: f64) -> bool {
        (self.predicted - self.observed).abs() * 100.0 <= points
    }
}

impl Calibration {
    /// Judge `predictions`: every side's chance to win is one forecast of one event.
    pub fn of(predictions: &[Prediction]) -> Calibration {
        let sides = predictions.iter().map(|p| p.chances.win.len()).max().unwrap_or(0);
        let won = |p: &Prediction, side: usize| f64::from(u8::from(p.winner == Some(side)));
        let mut rates = vec![0.0; sides];
        for p in predictions {
            for (side, rate) in rates.iter_mut().enumerate() {
                *rate += won(p, side);
            }
        }
        let count = predictions.len().max(1) as f64;
        rates.iter_mut().for_each(|r| *r /= count);
        let (mut brier, mut baseline, mut events) = (0.0, 0.0, 0usize);
        let mut tenths = vec![(0.0f64, 0.0f64, 0usize); 10];
        for p in predictions {
            for (side, chance) in p.chances.win.iter().enumerate() {
                let (chance, outcome) = (f64::from(*chance), won(p, side));
                brier += (chance - outcome).powi(2);
                baseline += (rates[side] - outcome).powi(2);
                events += 1;
                let tenth = &mut tenths[((chance * 10.0) as usize).min(9)];
                tenth.0 += chance;
                tenth.1 += outcome;
                tenth.2 += 1;
            }
        }
        let events_f = events.max(1) as f64;
        let deciles = tenths
            .into_iter()
            .map(|(predicted, observed, n)| {
                let per = n.max(1) as f64;
                Decile { predicted: predicted / per, observed: observed / per, n }
            })
            .collect();
        Calibration {
            predictions: predictions.len(),
            brier: brier / events_f,
            baseline_brier: baseline / events_f,
            deciles,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kix::{Config, Format, Kix};

    #[test]
    fn percentages_add_up_to_a_hundred() {
        let c = Chances { win: vec![0.333, 0.333], draw: 0.334, worlds: 3 };
        let (win, draw) = c.percentages();
        assert_eq!(win.iter().map(|w| *w as u32).sum::<u32>() + draw as u32, 100);
        assert_eq!(draw, 34);
        let c = Chances { win: vec![0.666, 0.167, 0.167], draw: 0.0, worlds: 6 };
        assert_eq!(c.percentages(), (vec![66, 17, 17], 0));
    }

    #[test]
    fn a_match_under_way_is_never_certain_and_the_chances_add_up() {
        let config = Config { format: Format::Five, result_needed: false, clubs: [None, None] };
        let (m, _) = Match::<Kix>::new(config, 2, 7).expect("a KIX match");
        let c = estimate(&m, 16, 99).expect("KIX ends in a score");
        assert_eq!(c.worlds, 16);
        let sum: f32 = c.win.iter().sum::<f32>() + c.draw;
        assert!((sum - 1.0).abs() < 1e-4, "{c:?}");
        assert!(c.win.iter().chain([&c.draw]).all(|p| *p > 0.0 && *p < 1.0), "{c:?}");
        // The same seed gives the same estimate.
        assert_eq!(estimate(&m, 16, 99), Some(c));
    }

    #[test]
    fn calibration_counts_each_side_and_scores_against_the_base_rate() {
        let sure = |win: Vec<f32>, winner| Prediction { chances: Chances { win, draw: 0.0, worlds: 1 }, winner };
        let c = Calibration::of(&[sure(vec![0.95, 0.05], Some(0)), sure(vec![0.25, 0.75], Some(1))]);
        assert_eq!(c.predictions, 2);
        assert_eq!(c.deciles.iter().map(|d| d.n).sum::<usize>(), 4);
        assert_eq!(c.deciles[9].n, 1);
        assert!((c.deciles[9].observed - 1.0).abs() < 1e-9 && (c.deciles[9].predicted - 0.95).abs() < 1e-6);
        assert_eq!(c.deciles[2].observed, 0.0);
        // Each side won once in two: the baseline says 50 % throughout.
        assert!((c.baseline_brier - 0.25).abs() < 1e-9, "{c:?}");
        assert!(c.brier < c.baseline_brier);
    }

    #[test]
    fn a_calibration_match_judges_a_few_of_its_positions() {
        let config = crate::AnyConfig::Kix(Config { format: Format::Five, result_needed: false, clubs: [None, None] });
        let judged = calibration_match(&config, 2, 5, Some(4)).expect("a KIX match ends");
        assert!(!judged.is_empty() && judged.len() <= POSITIONS_PER_MATCH);
        assert!(judged.windows(2).all(|w| w[0].winner == w[1].winner));
        assert_eq!(calibration_match(&config, 2, 5, Some(4)), Some(judged));
    }

    #[test]
    fn a_cup_tie_has_no_draw() {
        let config = Config { format: Format::Five, result_needed: true, clubs: [None, None] };
        let (m, _) = Match::<Kix>::new(config, 2, 7).expect("a KIX match");
        let c = estimate(&m, 8, 1).expect("KIX ends in a score");
        assert_eq!(c.draw, 0.0);
        assert!((c.win.iter().sum::<f32>() - 1.0).abs() < 1e-4);
    }
}
