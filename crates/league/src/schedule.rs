//! Round-robin fixtures by the circle method.
//!
//! One entrant sits at the centre and the rest stand on a ring that turns one step a round; with
//! an odd count the centre is empty and whoever would meet it has the bye. Venues are chosen so
//! that every ring entrant alternates home and away except for at most one repeat per leg, and
//! the centre alternates every round: within a leg nobody's home and away counts differ by more
//! than one. Later legs repeat the first with venues swapped (legs 2 and 4) or as they were (3).

use serde::{Deserialize, Serialize};

use crate::{check_entrants, invalid, Entrant, LeagueError};

/// The most legs [`round_robin`] will draw up.
pub const MAX_LEGS: u32 = 4;

/// One round of fixtures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// 1-based, counting on through later legs.
    pub number: u32,
    /// (home, away).
    pub matches: Vec<(Entrant, Entrant)>,
    pub bye: Option<Entrant>,
}

/// Every entrant meets every other `legs` times (1 to [`MAX_LEGS`]).
pub fn round_robin(entrants: &[Entrant], legs: u32) -> Result<Vec<Round>, LeagueError> {
    check_entrants(entrants, 2, "a round robin")?;
    if legs == 0 {
        return invalid("a round robin needs at least 1 leg");
    }
    if legs > MAX_LEGS {
        return invalid(format!("a round robin can have at most {MAX_LEGS} legs ({legs} asked for)"));
    }

    let (centre, ring) = if entrants.len() % 2 == 1 { (None, entrants) } else { (Some(entrants[0]), &entrants[1..]) };
    // The ring always has an odd length: 2h + 1 rounds, each with h ring pairs.
    let m = ring.len();
    let h = m / 2;
    let mut first_leg = Vec::with_capacity(m);
    for r in 0..m {
        let mut matches = Vec::with_capacity(h + 1);
        let mut bye = None;
        match centre {
            Some(c) if r % 2 == 1 => matches.push((ring[r], c)),
            Some(c) => matches.push((c, ring[r])),
            None => bye = Some(ring[r]),
        }
        // Pair k joins the entrants k steps either side of this round's centre partner. Giving
        // the home side to the upper one for odd k and the lower one for even k makes each ring
        // entrant's venue flip every round (see the module comment).
        for k in 1..=h {
            let upper = ring[(r + k) % m];
            let lower = ring[(r + m - k) % m];
            matches.push(if k % 2 == 1 { (upper, lower) } else { (lower, upper) });
        }
        first_leg.push((matches, bye));
    }

    let mut rounds = Vec::with_capacity(first_leg.len() * legs as usize);
    for leg in 0..legs {
        let swap = leg % 2 == 1;
        for (matches, bye) in &first_leg {
            let matches = matches.iter().map(|&(home, away)| if swap { (away, home) } else { (home, away) }).collect();
            rounds.push(Round { number: rounds.len() as u32 + 1, matches, bye: *bye });
        }
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    #[test]
    fn four_entrants_single_leg() {
        let rounds = round_robin(&[1, 2, 3, 4], 1).unwrap();
        assert_eq!(rounds.len(), 3);
        assert_eq!(rounds.iter().map(|r| r.number).collect::<Vec<_>>(), vec![1, 2, 3]);
        assert!(rounds.iter().all(|r| r.matches.len() == 2 && r.bye.is_none()));
        assert_eq!(rounds[0].matches[0], (1, 2), "the centre opens at home against the first on the ring");
    }

    #[test]
    fn odd_counts_give_everyone_one_bye_per_leg() {
        let rounds = round_robin(&[10, 20, 30, 40, 50], 2).unwrap();
        assert_eq!(rounds.len(), 10);
        let mut byes: BTreeMap<Entrant, u32> = BTreeMap::new();
        for r in &rounds[..5] {
            *byes.entry(r.bye.unwrap()).or_default() += 1;
            assert_eq!(r.matches.len(), 2);
        }
        assert_eq!(byes.values().copied().collect::<Vec<_>>(), vec![1; 5]);
        assert_eq!(rounds[5].bye, rounds[0].bye, "the second leg repeats the first");
    }

    #[test]
    fn later_legs_swap_then_repeat_venues() {
        let rounds = round_robin(&[1, 2, 3, 4, 5, 6], 4).unwrap();
        assert_eq!(rounds.len(), 20);
        for i in 0..5 {
            let swapped: Vec<_> = rounds[i].matches.iter().map(|&(h, a)| (a, h)).collect();
            assert_eq!(rounds[i + 5].matches, swapped);
            assert_eq!(rounds[i + 10].matches, rounds[i].matches);
            assert_eq!(rounds[i + 15].matches, swapped);
        }
    }

    #[test]
    fn no_entrant_has_more_than_two_games_running_at_one_venue() {
        for n in 2..=20 {
            let entrants: Vec<Entrant> = (1..=n).collect();
            for e in &entrants {
                let venues: Vec<bool> = round_robin(&entrants, 1)
                    .unwrap()
                    .iter()
                    .filter_map(|r| r.matches.iter().find(|m| m.0 == *e || m.1 == *e).map(|m| m.0 == *e))
                    .collect();
                assert!(venues.windows(3).all(|w| !(w[0] == w[1] && w[1] == w[2])), "n={n} entrant {e}: {venues:?}");
            }
        }
    }

    #[test]
    fn bad_requests_are_refused() {
        let msg = |entrants: &[Entrant], legs| round_robin(entrants, legs).unwrap_err().to_string();
        assert_eq!(msg(&[1], 1), "a round robin needs at least 2 entrants (1 given)");
        assert_eq!(msg(&[1, 2, 2], 1), "entrant 2 is listed twice in a round robin");
        assert_eq!(msg(&[1, 2], 0), "a round robin needs at least 1 leg");
        assert_eq!(msg(&[1, 2], 5), "a round robin can have at most 4 legs (5 asked for)");
    }

    proptest! {
        #[test]
        fn round_robins_are_complete_and_fair(ids in proptest::collection::btree_set(any::<i64>(), 2..=17), legs in 1u32..=4) {
            let entrants: Vec<Entrant> = ids.into_iter().collect();
            let n = entrants.len();
            let rounds = round_robin(&entrants, legs).unwrap();
            let per_leg = if n % 2 == 1 { n } else { n - 1 };
            prop_assert_eq!(rounds.len(), legs as usize * per_leg);

            let mut meetings: BTreeMap<(Entrant, Entrant), u32> = BTreeMap::new();
            let mut hosted: BTreeMap<(Entrant, Entrant), u32> = BTreeMap::new();
            for (k, round) in rounds.iter().enumerate() {
                prop_assert_eq!(round.number as usize, k + 1);
                let mut seen: Vec<Entrant> = round.matches.iter().flat_map(|&(h, a)| [h, a]).chain(round.bye).collect();
                seen.sort();
                prop_assert_eq!(&seen, &entrants, "everyone plays or rests exactly once a round");
                for &(h, a) in &round.matches {
                    *meetings.entry((h.min(a), h.max(a))).or_default() += 1;
                    *hosted.entry((h, a)).or_default() += 1;
                }
            }
            prop_assert_eq!(meetings.len(), n * (n - 1) / 2);
            prop_assert!(meetings.values().all(|&count| count == legs));
            if legs == 2 {
                prop_assert_eq!(hosted.len(), n * (n - 1));
                prop_assert!(hosted.values().all(|&count| count == 1), "each hosts each other once");
            }
            for leg in rounds.chunks(per_leg) {
                let mut byes: BTreeMap<Entrant, u32> = BTreeMap::new();
                let mut balance: BTreeMap<Entrant, i64> = BTreeMap::new();
                for round in leg {
                    if let Some(b) = round.bye {
                        *byes.entry(b).or_default() += 1;
                    }
                    for &(h, a) in &round.matches {
                        *balance.entry(h).or_default() += 1;
                        *balance.entry(a).or_default() -= 1;
                    }
                }
                prop_assert!(balance.values().all(|b| b.abs() <= 1), "home/away balance {:?}", balance);
                if n % 2 == 1 {
                    prop_assert_eq!(byes.len(), n);
                    prop_assert!(byes.values().all(|&count| count == 1));
                }
            }
        }
    }
}
