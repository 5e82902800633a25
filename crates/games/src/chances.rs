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
//! With a few dozen worlds an estimate is rough: each outcome is credited half a world before
//! any is played out (the Jeffreys prior), which pulls a rough estimate towards an even split
//! and keeps a match not yet over from reading 100 % or 0 %. Calibration chose it: with less
//! (half a world in all) Super Team's chances read over-confident, with a whole world per
//! outcome (Laplace's rule) every game's read under-confident at the ends.

use serde::{Deserialize, Serialize};

use crate::chance::{derive_seed, Chance};
use crate::game::{Game, Outcome, Seat, Status, Viewer};
use crate::match_state::Match;
use crate::profile::EndsIn;

/// The worlds each outcome is credited before any is played out.
const PRIOR_WORLDS: f32 = 0.5;

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
    // Half a world more for each outcome (the Jeffreys prior): no 100 % before the end, and a
    // rough estimate from few worlds pulled towards an even split.
    let prior = PRIOR_WORLDS;
    let total = played as f32 + PRIOR_WORLDS * outcomes as f32;
    let win = wins.iter().map(|w| (*w as f32 + prior) / total).collect();
    let draw = if can_draw { (draws as f32 + prior) / total } else { 0.0 };
    Some(Chances { win, draw, worlds: played })
}

/// Whether the match's options leave no room for a draw (a cup tie to be settled on the day).
fn must_have_winner<G: Game>(m: &Match<G>) -> bool {
    use crate::options::GameOptions;
    m.config().result_needed()
}

/// One of a match's biggest swings, looked at again at full time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moment {
    /// The match's versions the swing ran between (its kept chances before and after).
    pub before: u64,
    pub after: u64,
    pub chances_before: Chances,
    pub chances_after: Chances,
    /// The seat whose move began the swing, and the move (in the match's own words).
    pub seat: Seat,
    pub played: crate::AnyInput,
    /// The move as its menu said it, in the language asked for.
    pub played_words: String,
    /// Plays the match had made when the swing began.
    pub plays: u32,
    /// What the look-ahead computer would have played there instead, with everyone's chances
    /// right after it beside those right after the move played; `None` when it would have
    /// played the same, or the move was not a choice.
    pub instead: Option<Instead>,
}

/// The look-ahead computer's move where another was played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Instead {
    pub input: crate::AnyInput,
    pub words: String,
    /// Right after the move played, and right after the computer's.
    pub played_chances: Chances,
    pub instead_chances: Chances,
}

/// How many key moments a match has at most, and a swing smaller than which is not one
/// (unless a match has fewer than three bigger ones).
pub const KEY_MOMENTS: usize = 5;
const KEY_SWING: f32 = 0.1;

/// The match's biggest swings between the chances kept after its turns (`kept`, as (version,
/// chances), oldest first), three to five of them, oldest first, each looked at again from the
/// match played once more from `seed` and `steps`: who moved, what, and what the look-ahead
/// computer would have played there (the moves said in `lang`). `estimate_seed` seeds the
/// chances and the computer's thinking here.
pub fn key_moments(
    config: &crate::AnyConfig,
    seats: usize,
    seed: u64,
    steps: &[(Seat, crate::Command<crate::AnyInput>)],
    kept: &[(u64, Chances)],
    estimate_seed: u64,
    lang: crate::Lang,
) -> Vec<Moment> {
    let mut swings: Vec<(f32, usize)> =
        kept.windows(2).enumerate().map(|(i, w)| (w[1].1.swing_from(&w[0].1), i)).collect();
    swings.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let big = swings.iter().filter(|(s, _)| *s >= KEY_SWING).count().max(3.min(swings.len()));
    let mut chosen: Vec<usize> = swings.iter().take(big.min(KEY_MOMENTS)).map(|(_, i)| *i).collect();
    chosen.sort_unstable();
    let Ok((mut m, _)) = crate::AnyMatch::new(config.clone(), seats, seed) else { return Vec::new() };
    let mut applied = 0usize;
    let mut moments = Vec::new();
    for i in chosen {
        let ((before, chances_before), (after, chances_after)) = (kept[i].clone(), kept[i + 1].clone());
        // Played on to the position the swing began in.
        while (applied as u64) < before {
            let Some((s, command)) = steps.get(applied) else { return moments };
            if m.apply(*s, command.clone()).is_err() {
                return moments;
            }
            applied += 1;
        }
        let Some((seat, crate::Command::Play(played))) = steps.get(applied).cloned() else { continue };
        let worlds_seed = derive_seed(estimate_seed, before);
        let mut thinking = Chance::for_step(worlds_seed, 1);
        let instead = m
            .brain_input(crate::players::Brain::Hard, seat, &mut thinking)
            .filter(|hard| *hard != played && m.legal_inputs(seat).len() > 1)
            .and_then(|hard| {
                let after_move = |input: &crate::AnyInput| {
                    let mut tried = m.clone();
                    tried.apply(seat, crate::Command::Play(input.clone())).ok()?;
                    tried.chances(worlds_seed)
                };
                Some(Instead {
                    played_chances: after_move(&played)?,
                    instead_chances: after_move(&hard)?,
                    words: m.describe_input(seat, &hard, lang),
                    input: hard,
                })
            });
        let (played_words, plays) = (m.describe_input(seat, &played, lang), m.plays());
        moments.push(Moment {
            before,
            after,
            chances_before,
            chances_after,
            seat,
            played,
            played_words,
            plays,
            instead,
        });
    }
    moments
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
    fn key_moments_are_the_biggest_swings_looked_at_again() {
        let config = crate::AnyConfig::Kix(Config { format: Format::Five, result_needed: false, clubs: [None, None] });
        let (mut m, _) = crate::AnyMatch::new(config.clone(), 2, 11).expect("a KIX match");
        let (mut steps, mut kept) = (Vec::new(), Vec::new());
        let mut policy = Chance::for_step(3, 0);
        while let Some(seat) = m.status().to_act().iter().next() {
            kept.push((m.version(), m.chances_over(8, m.version()).expect("chances")));
            let input = m.brain_input(crate::players::Brain::Normal, seat, &mut policy).expect("a move");
            steps.push((seat, crate::Command::Play(input.clone())));
            m.apply(seat, crate::Command::Play(input)).expect("legal");
        }
        kept.push((m.version(), m.chances(0).expect("settled")));
        let moments = key_moments(&config, 2, 11, &steps, &kept, 5, crate::Lang::En);
        assert!((3..=KEY_MOMENTS).contains(&moments.len()), "{}", moments.len());
        assert!(moments.windows(2).all(|w| w[0].before < w[1].before), "oldest first");
        let swing = |mo: &Moment| mo.chances_after.swing_from(&mo.chances_before);
        let least = moments.iter().map(swing).fold(1.0, f32::min);
        let left_out = kept.windows(2).map(|w| w[1].1.swing_from(&w[0].1)).filter(|s| *s > least + 1e-6).count();
        assert!(left_out <= moments.len(), "no bigger swing left out");
        for mo in &moments {
            assert_eq!(steps[mo.before as usize].1, crate::Command::Play(mo.played.clone()));
            if let Some(i) = &mo.instead {
                assert_ne!(i.input, mo.played);
            }
        }
        assert_eq!(key_moments(&config, 2, 11, &steps, &kept, 5, crate::Lang::En), moments, "the same every time");
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
