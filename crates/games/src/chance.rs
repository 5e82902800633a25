//! Injected randomness.
//!
//! A match has one stored seed. The chance for its step `n` is a ChaCha8 stream keyed by
//! `(seed, n)`: ChaCha8 is a named algorithm whose output is fixed across platforms and crate
//! versions, and deriving a fresh stream per step means no RNG state has to be stored or can
//! drift. (config, seed, inputs) therefore replays a match exactly. Every draw is also written to
//! a log so that a stored match shows which dice and shuffles produced it.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// One recorded chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Draw {
    /// A number in `0..of` (a die of `of` faces reads `value + 1`).
    Below { of: u32, value: u32 },
    /// A seed for a sub-stream.
    Seed { value: u64 },
    /// A shuffle of `len` items; `order[i]` is the old position of the item now at `i`.
    Shuffle { order: Vec<u16> },
}

// The stream is the variant in every real match; boxing it would cost an allocation per step.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
enum Source {
    /// The stream of `(seed, step)`, not keyed yet: many steps draw nothing, and keying ChaCha
    /// is most of what an unused stream would cost.
    Pending {
        seed: u64,
        step: u64,
    },
    Stream(ChaCha8Rng),
    /// Test scripts: numbers handed out in order; shuffles keep their order.
    Script(std::collections::VecDeque<u32>),
}

/// The randomness available to one step of one match.
#[derive(Clone, Debug)]
pub struct Chance {
    source: Source,
    log: Vec<Draw>,
}

impl Chance {
    /// The chance for step `step` (0 = setup) of the match with this seed.
    pub fn for_step(seed: u64, step: u64) -> Self {
        Chance { source: Source::Pending { seed, step }, log: Vec::new() }
    }

    /// The stream, keyed on first use; `None` for scripted chance.
    fn stream(&mut self) -> Option<&mut ChaCha8Rng> {
        if let Source::Pending { seed, step } = self.source {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_stream(step);
            self.source = Source::Stream(rng);
        }
        match &mut self.source {
            Source::Stream(rng) => Some(rng),
            _ => None,
        }
    }

    /// Scripted chance for scenario tests: `below(n)` returns the next scripted value (which must
    /// be `< n`), `shuffle` leaves the order as it is.
    pub fn scripted(values: impl IntoIterator<Item = u32>) -> Self {
        Chance { source: Source::Script(values.into_iter().collect()), log: Vec::new() }
    }

    /// A uniform number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "chance asked for a number below zero");
        let value = match self.stream() {
            Some(rng) => rng.random_range(0..n as u32),
            None => {
                let Source::Script(values) = &mut self.source else { unreachable!("a stream or a script") };
                let v = values.pop_front().expect("scripted chance ran out of values");
                assert!((v as usize) < n, "scripted value {v} is not below {n}");
                v
            }
        };
        self.log.push(Draw::Below { of: n as u32, value });
        value as usize
    }

    /// A fresh 64-bit seed for a sub-stream (a club's pack, say).
    pub fn seed(&mut self) -> u64 {
        let value = match self.stream() {
            Some(rng) => rng.random(),
            None => match &mut self.source {
                Source::Script(values) => values.pop_front().expect("scripted chance ran out of values") as u64,
                _ => unreachable!("a stream or a script"),
            },
        };
        self.log.push(Draw::Seed { value });
        value
    }

    /// A roll of a die with `faces` faces: `1..=faces`.
    pub fn roll(&mut self, faces: u8) -> u8 {
        self.below(faces as usize) as u8 + 1
    }

    /// A uniform shuffle (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let mut order: Vec<u16> = (0..items.len() as u16).collect();
        if let Some(rng) = self.stream() {
            for i in (1..items.len()).rev() {
                let j = rng.random_range(0..=i);
                items.swap(i, j);
                order.swap(i, j);
            }
        }
        self.log.push(Draw::Shuffle { order });
    }

    /// The draws made so far.
    pub fn log(&self) -> &[Draw] {
        &self.log
    }

    pub fn into_log(self) -> Vec<Draw> {
        self.log
    }
}

/// A seed derived from a parent seed and a label, for reproducible sub-streams (club packs,
/// rematches, simulated batches).
pub fn derive_seed(parent: u64, label: u64) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(parent);
    rng.set_stream(label ^ 0x5eed_0000_0000_0000);
    rng.random()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_step_give_the_same_draws() {
        let mut a = Chance::for_step(42, 7);
        let mut b = Chance::for_step(42, 7);
        let xs: Vec<usize> = (0..20).map(|_| a.below(12)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(12)).collect();
        assert_eq!(xs, ys);
        assert_eq!(a.log(), b.log());
    }

    #[test]
    fn different_steps_give_different_streams() {
        let mut a = Chance::for_step(42, 1);
        let mut b = Chance::for_step(42, 2);
        let xs: Vec<usize> = (0..20).map(|_| a.below(1000)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(1000)).collect();
        assert_ne!(xs, ys);
    }

    #[test]
    fn shuffle_is_a_permutation_and_logged() {
        let mut c = Chance::for_step(1, 0);
        let mut items: Vec<u32> = (0..60).collect();
        c.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..60).collect::<Vec<_>>());
        assert_ne!(items, (0..60).collect::<Vec<_>>());
        match &c.log()[0] {
            Draw::Shuffle { order } => {
                let rebuilt: Vec<u32> = order.iter().map(|&i| i as u32).collect();
                assert_eq!(rebuilt, items);
            }
            other => panic!("expected a shuffle, got {other:?}"),
        }
    }

    #[test]
    fn dice_cover_every_face() {
        let mut c = Chance::for_step(9, 3);
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[c.roll(6) as usize - 1] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    #[test]
    fn scripted_chance_hands_out_values_in_order() {
        let mut c = Chance::scripted([3, 0, 5]);
        assert_eq!(c.below(4), 3);
        assert_eq!(c.below(1), 0);
        assert_eq!(c.roll(6), 6);
    }
}
