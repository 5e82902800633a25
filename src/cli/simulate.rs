//! `touchline simulate`: many computer-against-computer matches of any game, and what they
//! looked like.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use touchline_games::players::{batch_seed, Brain};
use touchline_games::{AnyConfig, Lang};

use super::say;

#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub matches: usize,
    pub seed: u64,
    /// The computer in each seat, named as the command line names it (`ai`, `easy`, `hard`,
    /// `random`).
    pub players: Vec<String>,
    pub home: &'static str,
    pub away: &'static str,
    pub goals_per_match: f64,
    /// Matches without a single winner.
    pub draw_rate: f64,
    /// Each seat's share of wins, in seat order.
    pub win_rates: Vec<f64>,
    pub home_win_rate: f64,
    pub away_win_rate: f64,
    pub shootouts: usize,
    pub plays_per_match: f64,
    pub inputs_per_match: f64,
    pub matches_per_second: f64,
}

/// A bar for `total` matches on standard error while they are played, when standard error is a
/// terminal; hidden otherwise, so piped or logged output stays plain text.
pub fn progress(total: u64, lang: Lang) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        // Hidden, it still counts: the callers and tests read its position alike.
        let bar = ProgressBar::hidden();
        bar.set_length(total);
        return bar;
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    // The bar's own fields, placed in the sentence of the language.
    let said = say!(lang, "simulate-progress", done = "{human_pos}/{human_len}", elapsed = "{elapsed}", left = "{eta}");
    let style = ProgressStyle::with_template(&format!("{{prefix}}[{{wide_bar}}] {said}"))
        .map(|s| s.progress_chars("=> "))
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// Play `matches` matches; match `i` has seed `batch_seed(seed, i)`. An error names the match
/// and its seed, so it can be replayed with `touchline play`. `progress` moves on one a match.
pub fn run(
    config: &AnyConfig,
    matches: usize,
    seed: u64,
    players: &[Brain],
    progress: &ProgressBar,
) -> Result<Summary, String> {
    let started = Instant::now();
    let (mut goals, mut draws, mut shootouts, mut plays, mut inputs) = (0u64, 0usize, 0usize, 0u64, 0u64);
    // A solo match has one seat and two sides: the engine's side can win too.
    let mut wins = vec![0usize; players.len().max(2)];
    let mut opponent: Option<String> = None;
    for i in 0..matches {
        let match_seed = batch_seed(seed, i as u64);
        let played =
            config.play_out(match_seed, players).map_err(|e| format!("match {} (seed {match_seed}): {e}", i + 1))?;
        let o = &played.outcome;
        if opponent.is_none() {
            opponent = played.engine_sides.first().cloned();
        }
        goals += o.goals.iter().map(|g| *g as u64).sum::<u64>();
        match o.winner {
            Some(w) => wins[w] += 1,
            None => draws += 1,
        }
        shootouts += o.shootout.is_some() as usize;
        plays += played.plays as u64;
        inputs += played.inputs;
        progress.inc(1);
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let n = matches.max(1) as f64;
    let win_rates: Vec<f64> = wins.iter().map(|w| *w as f64 / n).collect();
    Ok(Summary {
        game: config.kind().name(),
        matches,
        seed,
        players: players.iter().map(|b| b.name().to_string()).chain(opponent.clone()).collect(),
        home: players[0].name(),
        away: players.get(1).copied().unwrap_or(players[0]).name(),
        goals_per_match: goals as f64 / n,
        draw_rate: draws as f64 / n,
        home_win_rate: win_rates[0],
        away_win_rate: win_rates.get(1).copied().unwrap_or(0.0),
        win_rates: if opponent.is_some() { win_rates.clone() } else { win_rates[..players.len()].to_vec() },
        shootouts,
        plays_per_match: plays as f64 / n,
        inputs_per_match: inputs as f64 / n,
        matches_per_second: matches as f64 / secs,
    })
}

/// Every pairing of the computer players, as `simulate --ladder` prints it.
#[derive(Clone, Debug, Serialize)]
pub struct Ladder {
    pub game: &'static str,
    /// Matches per pairing, each side at home in half of them.
    pub matches: usize,
    pub seed: u64,
    /// Named by their levels: random, easy, normal and hard (`ai` on the command line is the
    /// normal level).
    pub players: Vec<&'static str>,
    /// `rows[i].wins[j]`: the share of matches player `i` won against player `j` (`None` on
    /// the diagonal); `draws[j]` likewise.
    pub rows: Vec<LadderRow>,
}

#[derive(Clone, Debug, Serialize)]
pub struct LadderRow {
    pub player: &'static str,
    pub wins: Vec<Option<f64>>,
    pub draws: Vec<Option<f64>>,
    pub goals_for: Vec<Option<f64>>,
}

/// How many matches a ladder of `matches` a pairing plays in all (six pairings of four levels).
pub fn ladder_matches(matches: usize) -> u64 {
    6 * matches as u64
}

/// Play every pairing of random, easy, normal and hard `matches` times (seats swapped in the
/// second half of them). `progress` moves on one a match, and names the pairing being played.
pub fn ladder(config: &AnyConfig, matches: usize, seed: u64, progress: &ProgressBar) -> Result<Ladder, String> {
    let players = [Brain::Random, Brain::Easy, Brain::Normal, Brain::Hard];
    let n = players.len();
    let mut rows: Vec<LadderRow> = players
        .iter()
        .map(|p| LadderRow {
            player: p.level_name(),
            wins: vec![None; n],
            draws: vec![None; n],
            goals_for: vec![None; n],
        })
        .collect();
    for i in 0..n {
        for j in i + 1..n {
            let (mut wins, mut draws, mut goals) = ([0usize; 2], 0usize, [0u64; 2]);
            progress.set_prefix(format!("{} v {} ", players[i].level_name(), players[j].level_name()));
            for k in 0..matches {
                let match_seed = batch_seed(seed, k as u64);
                // The first half with `i` at home, the second with `j`.
                let home_first = k < matches.div_ceil(2);
                let seats = if home_first { [players[i], players[j]] } else { [players[j], players[i]] };
                let played = config.play_out(match_seed, &seats).map_err(|e| {
                    format!(
                        "{} v {}, match {} (seed {match_seed}): {e}",
                        seats[0].level_name(),
                        seats[1].level_name(),
                        k + 1
                    )
                })?;
                let side = |seat: usize| if home_first == (seat == 0) { 0 } else { 1 };
                let o = &played.outcome;
                match o.winner {
                    Some(w) => wins[side(w)] += 1,
                    None => draws += 1,
                }
                for (seat, g) in o.goals.iter().enumerate() {
                    goals[side(seat)] += *g as u64;
                }
                progress.inc(1);
            }
            let m = matches.max(1) as f64;
            for (me, other, k) in [(i, j, 0), (j, i, 1)] {
                rows[me].wins[other] = Some(wins[k] as f64 / m);
                rows[me].draws[other] = Some(draws as f64 / m);
                rows[me].goals_for[other] = Some(goals[k] as f64 / m);
            }
        }
    }
    let players = players.iter().map(|b| b.level_name()).collect();
    Ok(Ladder { game: config.kind().name(), matches, seed, players, rows })
}

impl std::fmt::Display for Ladder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Ladder {
    /// The table in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let mut text = String::new();
        // Writing to a String does not fail.
        let _ = self.write(&mut text, lang);
        text
    }

    fn write(&self, f: &mut impl std::fmt::Write, lang: Lang) -> std::fmt::Result {
        let (game, seed) = (self.game, self.seed.to_string());
        writeln!(f, "{}", say!(lang, "ladder-heading", game = game, matches = self.matches, seed = seed))?;
        writeln!(f, "{}", say!(lang, "ladder-explained"))?;
        write!(f, "{:<8}", "")?;
        for p in &self.players {
            write!(f, "{p:>15}")?;
        }
        for row in &self.rows {
            write!(f, "\n{:<8}", row.player)?;
            for (w, d) in row.wins.iter().zip(&row.draws) {
                let cell = match (w, d) {
                    (Some(w), Some(d)) => format!("{:.1} ({:.1})", w * 100.0, d * 100.0),
                    _ => "—".to_string(),
                };
                write!(f, "{cell:>15}")?;
            }
        }
        Ok(())
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Summary {
    /// The figures in `lang` (the numbers as the program prints them, the words translated).
    pub fn text(&self, lang: Lang) -> String {
        let percent = |rate: f64| format!("{:.1}", rate * 100.0);
        let mut lines = vec![say!(
            lang,
            "summary-heading",
            matches = self.matches,
            game = self.game,
            seed = self.seed.to_string(),
            players = self.players.join(" v ")
        )];
        lines.push(say!(lang, "summary-goals", goals = format!("{:.2}", self.goals_per_match)));
        if self.win_rates.len() == 2 {
            lines.push(say!(
                lang,
                "summary-home-draw-away",
                home = percent(self.home_win_rate),
                draw = percent(self.draw_rate),
                away = percent(self.away_win_rate)
            ));
        } else {
            let rates: Vec<String> = self
                .win_rates
                .iter()
                .enumerate()
                .map(|(s, r)| say!(lang, "summary-seat-wins", seat = s + 1, rate = percent(*r)))
                .collect();
            lines.push(say!(lang, "summary-wins", wins = rates.join(" · "), none = percent(self.draw_rate)));
        }
        lines.push(say!(lang, "summary-shootouts", shootouts = self.shootouts));
        lines.push(say!(lang, "summary-plays", plays = format!("{:.1}", self.plays_per_match)));
        lines.push(say!(lang, "summary-inputs", inputs = format!("{:.1}", self.inputs_per_match)));
        lines.push(say!(lang, "summary-speed", speed = format!("{:.0}", self.matches_per_second)));
        lines.iter().map(|l| format!("  {l}")).collect::<Vec<_>>().join("\n").trim_start().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::GameKind;

    fn counting(total: u64) -> ProgressBar {
        let bar = ProgressBar::hidden();
        bar.set_length(total);
        bar
    }

    #[test]
    fn every_match_played_moves_the_progress_on() {
        let config = AnyConfig::default_for(GameKind::Kix);
        let bar = counting(7);
        run(&config, 7, 1, &[Brain::Random, Brain::Easy], &bar).unwrap();
        assert_eq!(bar.position(), 7);
        let bar = counting(ladder_matches(2));
        ladder(&config, 2, 1, &bar).unwrap();
        assert_eq!(bar.position(), 12, "six pairings of two matches");
        assert_eq!(bar.length(), Some(12));
    }
}
