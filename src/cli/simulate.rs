//! `touchline simulate`: many computer-against-computer matches, and what they looked like.

use std::time::Instant;

use serde::Serialize;
use touchline_games::chance::derive_seed;
use touchline_games::fuba::Fuba;
use touchline_games::kix::Kix;
use touchline_games::players::Brain;
use touchline_games::{AnyConfig, Chance, Command, Game, Match, Status};

#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub matches: usize,
    pub seed: u64,
    pub home: Brain,
    pub away: Brain,
    pub goals_per_match: f64,
    pub draw_rate: f64,
    pub home_win_rate: f64,
    pub away_win_rate: f64,
    pub shootouts: usize,
    pub plays_per_match: f64,
    pub inputs_per_match: f64,
    pub matches_per_second: f64,
}

/// Play `matches` matches; match `i` has seed `derive_seed(seed, i)`. An error names the match
/// and its seed, so it can be replayed with `touchline play`.
pub fn run(config: &AnyConfig, matches: usize, seed: u64, brains: [Brain; 2]) -> Result<Summary, String> {
    match config {
        AnyConfig::Kix(c) => batch::<Kix>(c, matches, seed, brains, |m| m.game.plays as u64),
        AnyConfig::Fuba(c) => batch::<Fuba>(c, matches, seed, brains, |m| m.game.turn as u64),
    }
}

fn batch<G: Game>(
    config: &G::Config,
    matches: usize,
    seed: u64,
    brains: [Brain; 2],
    plays: impl Fn(&Match<G>) -> u64,
) -> Result<Summary, String> {
    let started = Instant::now();
    let (mut goals, mut draws, mut wins, mut shootouts, mut total_plays, mut inputs) =
        (0u64, 0, [0usize; 2], 0, 0u64, 0u64);
    for i in 0..matches {
        let match_seed = derive_seed(seed, i as u64);
        let (mut m, _) = Match::<G>::new(config.clone(), 2, match_seed)
            .map_err(|e| format!("match {} (seed {match_seed}) could not start: {e}", i + 1))?;
        let mut policy = Chance::for_step(match_seed ^ 0x5111, 0);
        while let Some(seat) = m.status().to_act().iter().next() {
            let command =
                brains[seat].pick_typed(&m, seat, &mut policy).map(Command::Play).unwrap_or(Command::AutoMove);
            // The players only pick legal inputs, so a refusal is a fault in the game: stop and
            // say where, rather than count a half-played match.
            m.apply(seat, command).map_err(|e| {
                format!("match {} (seed {match_seed}) stopped: the rules refused a computer move ({e})", i + 1)
            })?;
            inputs += 1;
        }
        if let Status::Finished(o) = m.status() {
            goals += o.goals.iter().map(|g| *g as u64).sum::<u64>();
            match o.winner {
                Some(w) => wins[w] += 1,
                None => draws += 1,
            }
            shootouts += o.shootout.is_some() as usize;
        }
        total_plays += plays(&m);
    }
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    let n = matches.max(1) as f64;
    Ok(Summary {
        game: G::KIND.name(),
        matches,
        seed,
        home: brains[0],
        away: brains[1],
        goals_per_match: goals as f64 / n,
        draw_rate: draws as f64 / n,
        home_win_rate: wins[0] as f64 / n,
        away_win_rate: wins[1] as f64 / n,
        shootouts,
        plays_per_match: total_plays as f64 / n,
        inputs_per_match: inputs as f64 / n,
        matches_per_second: matches as f64 / secs,
    })
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} matches of {} (seed {}), {:?} v {:?}",
            self.matches, self.game, self.seed, self.home, self.away
        )?;
        writeln!(f, "  goals per match   {:.2}", self.goals_per_match)?;
        writeln!(
            f,
            "  home / draw / away  {:.1}% / {:.1}% / {:.1}%",
            self.home_win_rate * 100.0,
            self.draw_rate * 100.0,
            self.away_win_rate * 100.0
        )?;
        writeln!(f, "  shoot-outs        {}", self.shootouts)?;
        writeln!(f, "  plays per match   {:.1}", self.plays_per_match)?;
        writeln!(f, "  inputs per match  {:.1}", self.inputs_per_match)?;
        write!(f, "  matches per second {:.0}", self.matches_per_second)
    }
}
