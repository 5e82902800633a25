//! `touchline simulate`: many computer-against-computer matches of any game, and what they
//! looked like.

use std::time::Instant;

use serde::Serialize;
use touchline_games::players::{batch_seed, Brain};
use touchline_games::AnyConfig;

#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub matches: usize,
    pub seed: u64,
    /// The computer in each seat.
    pub players: Vec<Brain>,
    pub home: Brain,
    pub away: Brain,
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

/// Play `matches` matches; match `i` has seed `batch_seed(seed, i)`. An error names the match
/// and its seed, so it can be replayed with `touchline play`.
pub fn run(config: &AnyConfig, matches: usize, seed: u64, players: &[Brain]) -> Result<Summary, String> {
    let started = Instant::now();
    let (mut goals, mut draws, mut shootouts, mut plays, mut inputs) = (0u64, 0usize, 0usize, 0u64, 0u64);
    let mut wins = vec![0usize; players.len()];
    for i in 0..matches {
        let match_seed = batch_seed(seed, i as u64);
        let played =
            config.play_out(match_seed, players).map_err(|e| format!("match {} (seed {match_seed}): {e}", i + 1))?;
        let o = &played.outcome;
        goals += o.goals.iter().map(|g| *g as u64).sum::<u64>();
        match o.winner {
            Some(w) => wins[w] += 1,
            None => draws += 1,
        }
        shootouts += o.shootout.is_some() as usize;
        plays += played.plays as u64;
        inputs += played.inputs;
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let n = matches.max(1) as f64;
    let win_rates: Vec<f64> = wins.iter().map(|w| *w as f64 / n).collect();
    Ok(Summary {
        game: config.kind().name(),
        matches,
        seed,
        players: players.to_vec(),
        home: players[0],
        away: players.get(1).copied().unwrap_or(players[0]),
        goals_per_match: goals as f64 / n,
        draw_rate: draws as f64 / n,
        home_win_rate: win_rates[0],
        away_win_rate: win_rates.get(1).copied().unwrap_or(0.0),
        win_rates,
        shootouts,
        plays_per_match: plays as f64 / n,
        inputs_per_match: inputs as f64 / n,
        matches_per_second: matches as f64 / secs,
    })
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let who: Vec<&str> = self.players.iter().map(|b| b.name()).collect();
        writeln!(f, "{} matches of {} (seed {}), {}", self.matches, self.game, self.seed, who.join(" v "))?;
        writeln!(f, "  goals per match   {:.2}", self.goals_per_match)?;
        if self.win_rates.len() == 2 {
            writeln!(
                f,
                "  home / draw / away  {:.1}% / {:.1}% / {:.1}%",
                self.home_win_rate * 100.0,
                self.draw_rate * 100.0,
                self.away_win_rate * 100.0
            )?;
        } else {
            let rates: Vec<String> =
                self.win_rates.iter().enumerate().map(|(s, r)| format!("seat {} {:.1}%", s + 1, r * 100.0)).collect();
            writeln!(f, "  wins  {} · no single winner {:.1}%", rates.join(" · "), self.draw_rate * 100.0)?;
        }
        writeln!(f, "  shoot-outs        {}", self.shootouts)?;
        writeln!(f, "  plays per match   {:.1}", self.plays_per_match)?;
        writeln!(f, "  inputs per match  {:.1}", self.inputs_per_match)?;
        write!(f, "  matches per second {:.0}", self.matches_per_second)
    }
}
