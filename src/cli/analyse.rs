//! `touchline analyse calibration`: are the win chances the bot publishes right? Plays
//! computer matches, takes the chances at a few positions of each, and sets them beside what
//! happened (see [`touchline_games::chances::Calibration`]). The matches share the machine's
//! cores; the figures do not depend on how many there are.

use std::time::Instant;

use indicatif::ProgressBar;
use serde::Serialize;
use touchline_games::chances::{calibration_match, Calibration, Decile, Prediction, POSITIONS_PER_MATCH};
use touchline_games::players::batch_seed;
use touchline_games::{AnyConfig, Lang};

use super::say;

/// What `analyse calibration` found.
#[derive(Clone, Debug, Serialize)]
pub struct CalibrationReport {
    pub game: &'static str,
    pub matches: usize,
    pub seats: usize,
    pub seed: u64,
    /// Imagined worlds per published chance; `None` is the game's own number (as the bot uses).
    pub worlds: Option<u32>,
    pub positions_per_match: usize,
    pub predictions: usize,
    pub brier: f64,
    pub baseline_brier: f64,
    pub deciles: Vec<Decile>,
    pub seconds: f64,
}

/// Play `matches` matches (match `i` seeded `batch_seed(seed, i)`) on every core and judge
/// their chances. `progress` moves on one a match.
pub fn calibration(
    config: &AnyConfig,
    seats: usize,
    matches: usize,
    seed: u64,
    worlds: Option<u32>,
    progress: &ProgressBar,
) -> Result<CalibrationReport, String> {
    let started = Instant::now();
    let threads = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(matches.max(1));
    let results: Vec<Result<Vec<Prediction>, String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut judged = Vec::new();
                    for i in (t..matches).step_by(threads) {
                        let match_seed = batch_seed(seed, i as u64);
                        let predictions = calibration_match(config, seats, match_seed, worlds)
                            .ok_or_else(|| format!("match {} (seed {match_seed}) did not finish", i + 1))?;
                        judged.extend(predictions);
                        progress.inc(1);
                    }
                    Ok(judged)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|_| Err("a worker stopped".to_string()))).collect()
    });
    let mut predictions = Vec::new();
    for r in results {
        predictions.extend(r?);
    }
    let Calibration { predictions: judged, brier, baseline_brier, deciles } = Calibration::of(&predictions);
    Ok(CalibrationReport {
        game: config.kind().name(),
        matches,
        seats,
        seed,
        worlds,
        positions_per_match: POSITIONS_PER_MATCH,
        predictions: judged,
        brier,
        baseline_brier,
        deciles,
        seconds: started.elapsed().as_secs_f64(),
    })
}

impl CalibrationReport {
    /// The table in `lang`: one row per tenth of the predicted chance.
    pub fn text(&self, lang: Lang) -> String {
        let percent = |rate: f64| format!("{:.1}", rate * 100.0);
        let mut lines = vec![
            say!(
                lang,
                "calibration-heading",
                game = self.game,
                matches = self.matches,
                predictions = self.predictions,
                seed = self.seed.to_string()
            ),
            say!(lang, "calibration-columns"),
        ];
        for (tenth, d) in self.deciles.iter().enumerate() {
            let range = format!("{:>3}–{:<3}", tenth * 10, tenth * 10 + 10);
            let (predicted, observed) = if d.n == 0 {
                ("—".to_string(), "—".to_string())
            } else {
                (percent(d.predicted), percent(d.observed))
            };
            lines.push(format!("{range} {predicted:>9} {observed:>9} {:>9}", d.n));
        }
        lines.push(say!(
            lang,
            "calibration-brier",
            brier = format!("{:.4}", self.brier),
            baseline = format!("{:.4}", self.baseline_brier)
        ));
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::GameKind;

    #[test]
    fn every_match_is_judged_once_whatever_the_cores() {
        let config = AnyConfig::default_for(GameKind::Kix);
        let bar = ProgressBar::hidden();
        let report = calibration(&config, 2, 6, 3, Some(4), &bar).expect("KIX matches end");
        assert_eq!(bar.position(), 6);
        assert_eq!(report.deciles.len(), 10);
        // Two sides judged per prediction.
        assert_eq!(report.deciles.iter().map(|d| d.n).sum::<usize>(), 2 * report.predictions);
        assert!(report.predictions >= 6 && report.predictions <= 6 * POSITIONS_PER_MATCH);
        let again = calibration(&config, 2, 6, 3, Some(4), &ProgressBar::hidden()).expect("the same matches");
        assert_eq!((again.brier, again.predictions), (report.brier, report.predictions));
        let text = report.text(Lang::En);
        assert!(text.contains("Brier") && text.lines().count() == 13, "{text}");
    }
}
