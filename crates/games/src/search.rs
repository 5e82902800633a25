//! The look-ahead computer (the "hard" level), the same for every game. For each move it could
//! make it imagines the hidden parts of the match several times over ([`crate::game::Secrets::imagine`]: other
//! hands, deck orders, other seats' pending choices, drawn from what the seat can see and
//! nothing else), makes the move in each imagined match and plays on with the game's own
//! computer in every seat — to the end, or for [`crate::game::Search::horizon`] plays and then judged by score
//! and [`crate::game::Computer::outlook`]. It keeps the move that did best on average. Every candidate meets the
//! same imagined matches and the same dice (common random numbers), so the comparison is between
//! the moves, not between lucky and unlucky rolls.

use crate::chance::Chance;
use crate::game::{Game, Seat, Status, Viewer};

/// Above this many legal inputs the decision is a small step (a single piece, a single card of
/// many), left to the game's own computer.
const MAX_CANDIDATES: usize = 12;
/// The normal computer's own choice wins ties and near-ties: searching must earn a change.
const NORMAL_BONUS: f32 = 0.01;

/// The look-ahead's choice for `seat` among `legal`, or the game's own computer's choice when
/// the decision is not worth a search.
pub fn look_ahead<G: Game>(game: &G, seat: Seat, legal: &[G::Input], chance: &mut Chance) -> Option<G::Input> {
    let view = game.view(Viewer::Seat(seat));
    let normal = G::computer(&view, legal, chance).filter(|i| legal.contains(i)).or_else(|| legal.first().cloned());
    if legal.len() < 2 || legal.len() > MAX_CANDIDATES || !G::worth_a_search(&view) {
        return normal;
    }
    let worlds = G::SEARCH.worlds.max(1);
    let seeds: Vec<u64> = (0..worlds).map(|_| chance.seed()).collect();
    let mut best: Option<(f32, &G::Input)> = None;
    for input in legal {
        let mut total = 0.0;
        for seed in &seeds {
            let mut imagining = Chance::for_step(*seed, 0);
            let mut world = game.imagine(Viewer::Seat(seat), &mut imagining);
            if world.apply(seat, input, &mut Chance::for_step(*seed, 1)).is_err() {
                total = f32::NEG_INFINITY;
                break;
            }
            total += play_on(world, seat, *seed);
        }
        let mut score = total / worlds as f32;
        if Some(input) == normal.as_ref() {
            score += NORMAL_BONUS;
        }
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, input));
        }
    }
    best.map(|(_, i)| i.clone()).or(normal)
}

/// Play an imagined match on with the game's computer in every seat and judge it for `seat`:
/// 1 a win, ½ a draw, 0 a defeat (before the end: the lead, outlook included, on that scale).
fn play_on<G: Game>(mut world: G, seat: Seat, seed: u64) -> f32 {
    if let Status::Finished(outcome) = play_on_for(&mut world, seed, G::SEARCH.horizon) {
        // The result first, the margin a little: a win by any score beats a draw.
        let margin = lead(&outcome.goals, seat) as f32;
        let result = match outcome.winner {
            Some(w) if w == seat => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        return 0.6 * result + 0.4 * (0.5 + 0.5 * (0.6 * margin).tanh());
    }
    let standing = lead(&world.score(), seat) as f32 + world.outlook(seat);
    0.5 + 0.5 * (0.8 * standing).tanh()
}

/// Play `world` on with the game's computer in every seat, its dice and picks drawn from
/// `seed`, to the end or for `horizon` plays, and say where it stands then. Shared by the
/// look-ahead and the win chances ([`crate::chances`]), so both imagine the same futures.
pub(crate) fn play_on_for<G: Game>(world: &mut G, seed: u64, horizon: Option<u32>) -> Status {
    let start = world.plays();
    let mut step = 2;
    loop {
        let status = world.status();
        if matches!(status, Status::Finished(_))
            || horizon.is_some_and(|h| world.plays() >= start + h)
            || step > MAX_STEPS_PLAYED_ON
        {
            return status;
        }
        let Some(actor) = status.to_act().iter().next() else { return status };
        let legal = world.legal_inputs(actor);
        let mut c = Chance::for_step(seed, step);
        step += 1;
        let input = G::computer(&world.view(Viewer::Seat(actor)), &legal, &mut c)
            .filter(|i| legal.contains(i))
            .or_else(|| legal.first().cloned());
        let Some(input) = input else { return status };
        if world.apply(actor, &input, &mut c).is_err() {
            return status;
        }
    }
}

/// A safety stop for a game whose computer could go round in circles.
const MAX_STEPS_PLAYED_ON: u64 = 20_000;

/// Goals ahead of the best other seat (negative when behind).
fn lead(goals: &[u16], seat: Seat) -> i32 {
    let own = goals.get(seat).copied().unwrap_or(0) as i32;
    let best_other = goals.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, g)| *g as i32).max().unwrap_or(0);
    own - best_other
}
