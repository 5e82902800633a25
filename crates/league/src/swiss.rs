//! Swiss pairings: each round, entrants meet others on a similar score without meeting anyone
//! twice.
//!
//! The caller passes the current standing (best first, e.g. a [`crate::table`] ranked with
//! [`crate::Preset::Swiss`]); scores are not needed because entrants on the same score are
//! already next to each other, so pairing each entrant with the highest-placed opponent still
//! free is pairing within score groups, spilling down only where a group cannot pair itself.
//!
//! Choices, in order of priority:
//! 1. Fewest rematches. This is exact: with ν the largest set of disjoint pairs who have not met
//!    (Edmonds' blossom algorithm), the fewest rematches any pairing of k entrants can have is
//!    k/2 − ν, and every choice below is checked against that bound before it is made, so the
//!    top-down preferences never lead into a pairing with more rematches than necessary.
//! 2. The bye (odd counts) to the lowest-placed entrant who has not had one (everyone, if all
//!    have), moving up the standing only when that is needed for choice 1.
//! 3. Round 1 (nobody has played): top half against bottom half, 1st v (k/2+1)th and so on, so
//!    the early rounds do not pit the strongest seeds against each other. Later rounds: top down,
//!    each entrant with the highest-placed opponent they have not met.
//! 4. Home: whoever has had fewer home games so far; the higher placed when equal.

use std::collections::{BTreeMap, VecDeque};

use crate::schedule::Round;
use crate::{check_entrants, invalid, Entrant, LeagueError};

/// The usual length of a Swiss event: ceil(log2(n)) rounds, at least 1.
pub fn default_rounds(entrants: usize) -> u32 {
    entrants.max(2).next_power_of_two().trailing_zeros()
}

/// Pair the next round. `standing` is the current order (best first, e.g. from table() with
/// Preset::Swiss); `history` every match already played or scheduled, as (home, away); `byes`
/// entrants who already had a bye. History and byes may name entrants no longer in the standing
/// (withdrawn players); they are ignored.
pub fn pair(
    round: u32,
    standing: &[Entrant],
    history: &[(Entrant, Entrant)],
    byes: &[Entrant],
) -> Result<Round, LeagueError> {
    check_entrants(standing, 2, "a Swiss round")?;
    if round == 0 {
        return invalid("Swiss rounds are numbered from 1");
    }
    let n = standing.len();
    let place: BTreeMap<Entrant, usize> = standing.iter().enumerate().map(|(i, &e)| (e, i)).collect();
    let mut met = vec![vec![false; n]; n];
    let mut home_games = vec![0u32; n];
    let mut anyone_played = false;
    for &(home, away) in history {
        if let Some(&h) = place.get(&home) {
            home_games[h] += 1;
        }
        if let (Some(&h), Some(&a)) = (place.get(&home), place.get(&away)) {
            if h != a {
                met[h][a] = true;
                met[a][h] = true;
                anyone_played = true;
            }
        }
    }
    let had_bye: Vec<bool> = standing.iter().map(|e| byes.contains(e)).collect();

    let everyone: Vec<usize> = (0..n).collect();
    let (bye, players) = if n % 2 == 1 {
        let fresh: Vec<usize> = (0..n).rev().filter(|&i| !had_bye[i]).collect();
        let candidates = if fresh.is_empty() { (0..n).rev().collect() } else { fresh };
        let mut best: Option<(usize, Vec<usize>, usize)> = None;
        for c in candidates {
            let rest: Vec<usize> = everyone.iter().copied().filter(|&i| i != c).collect();
            let cost = fewest_rematches(&rest, &met);
            if best.as_ref().is_none_or(|(_, _, best_cost)| cost < *best_cost) {
                best = Some((c, rest, cost));
            }
            if cost == 0 {
                break;
            }
        }
        match best {
            Some((c, rest, _)) => (Some(c), rest),
            None => (None, everyone),
        }
    } else {
        (None, everyone)
    };

    let pairs: Vec<(usize, usize)> = if anyone_played {
        pair_top_down(&players, &met)
    } else {
        let half = players.len() / 2;
        (0..half).map(|i| (players[i], players[i + half])).collect()
    };

    let matches = pairs
        .into_iter()
        .map(|(higher, lower)| {
            let (h, a) = if home_games[lower] < home_games[higher] { (lower, higher) } else { (higher, lower) };
            (standing[h], standing[a])
        })
        .collect();
    Ok(Round { number: round, matches, bye: bye.map(|i| standing[i]) })
}

/// Pairs `players` (standing order) top down with the fewest possible rematches; each pair is
/// (higher placed, lower placed).
fn pair_top_down(players: &[usize], met: &[Vec<bool>]) -> Vec<(usize, usize)> {
    let mut budget = fewest_rematches(players, met);
    let mut remaining = players.to_vec();
    let mut pairs = Vec::with_capacity(players.len() / 2);
    while remaining.len() >= 2 {
        let top = remaining[0];
        let others = &remaining[1..];
        // New opponents first, each group in standing order.
        let candidates = others.iter().filter(|&&o| !met[top][o]).chain(others.iter().filter(|&&o| met[top][o]));
        let mut chosen = None;
        for &o in candidates {
            let cost = usize::from(met[top][o]);
            if cost > budget {
                continue;
            }
            let rest: Vec<usize> = others.iter().copied().filter(|&x| x != o).collect();
            if cost + fewest_rematches(&rest, met) <= budget {
                chosen = Some((o, rest, cost));
                break;
            }
        }
        // The bound guarantees a choice; the fallback only keeps this total for malformed input.
        let (o, rest, cost) = chosen.unwrap_or_else(|| (others[0], others[1..].to_vec(), 0));
        budget = budget.saturating_sub(cost);
        pairs.push((top, o));
        remaining = rest;
    }
    pairs
}

/// The fewest rematches any pairing of `players` (an even count) must contain: k/2 − ν, where ν
/// is the size of a maximum matching among pairs who have not met.
fn fewest_rematches(players: &[usize], met: &[Vec<bool>]) -> usize {
    let k = players.len();
    let fresh: Vec<Vec<bool>> =
        players.iter().map(|&a| players.iter().map(|&b| a != b && !met[a][b]).collect()).collect();
    (k / 2).saturating_sub(maximum_matching(&fresh))
}

/// Size of a maximum matching in a general graph given as an adjacency matrix (Edmonds' blossom
/// algorithm, O(V³)). Odd cycles ("blossoms") are contracted onto their base while searching for
/// augmenting paths, which is what makes general graphs work where bipartite matching would not.
fn maximum_matching(adj: &[Vec<bool>]) -> usize {
    const NONE: usize = usize::MAX;
    let n = adj.len();
    let mut mate = vec![NONE; n];
    let mut size = 0;

    // A cheap greedy start leaves fewer augmenting searches to do.
    for v in 0..n {
        if mate[v] == NONE {
            if let Some(u) = (v + 1..n).find(|&u| mate[u] == NONE && adj[v][u]) {
                mate[v] = u;
                mate[u] = v;
                size += 1;
            }
        }
    }

    for root in 0..n {
        if mate[root] != NONE {
            continue;
        }
        let mut parent = vec![NONE; n];
        let mut base: Vec<usize> = (0..n).collect();
        let mut used = vec![false; n];
        let mut queue = VecDeque::from([root]);
        used[root] = true;
        let mut end = NONE;
        'search: while let Some(v) = queue.pop_front() {
            for to in 0..n {
                if !adj[v][to] || base[v] == base[to] || mate[v] == to {
                    continue;
                }
                if to == root || (mate[to] != NONE && parent[mate[to]] != NONE) {
                    // An odd cycle: contract it onto the base both sides share.
                    let cycle_base = lowest_common_base(&base, &mate, &parent, v, to);
                    let mut in_blossom = vec![false; n];
                    mark_path(&base, &mate, &mut parent, &mut in_blossom, v, cycle_base, to);
                    mark_path(&base, &mate, &mut parent, &mut in_blossom, to, cycle_base, v);
                    for i in 0..n {
                        if in_blossom[base[i]] {
                            base[i] = cycle_base;
                            if !used[i] {
                                used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if parent[to] == NONE {
                    parent[to] = v;
                    if mate[to] == NONE {
                        end = to;
                        break 'search;
                    }
                    used[mate[to]] = true;
                    queue.push_back(mate[to]);
                }
            }
        }
        if end != NONE {
            // Flip the augmenting path root … end.
            let mut v = end;
            while v != NONE {
                let pv = parent[v];
                let next = mate[pv];
                mate[v] = pv;
                mate[pv] = v;
                v = next;
            }
            size += 1;
        }
    }
    size
}

fn lowest_common_base(base: &[usize], mate: &[usize], parent: &[usize], a: usize, b: usize) -> usize {
    let mut seen = vec![false; base.len()];
    let mut a = a;
    loop {
        a = base[a];
        seen[a] = true;
        if mate[a] == usize::MAX {
            break;
        }
        a = parent[mate[a]];
    }
    let mut b = b;
    loop {
        b = base[b];
        if seen[b] {
            return b;
        }
        b = parent[mate[b]];
    }
}

fn mark_path(
    base: &[usize],
    mate: &[usize],
    parent: &mut [usize],
    in_blossom: &mut [bool],
    mut v: usize,
    cycle_base: usize,
    mut child: usize,
) {
    while base[v] != cycle_base {
        in_blossom[base[v]] = true;
        in_blossom[base[mate[v]]] = true;
        parent[v] = child;
        child = mate[v];
        v = parent[mate[v]];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{table, Played, PointsRule, Preset};
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::BTreeSet;

    fn unordered(pairs: &[(Entrant, Entrant)]) -> BTreeSet<(Entrant, Entrant)> {
        pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect()
    }

    /// Fewest rematches over every pairing, by brute force.
    fn brute_force(players: &[usize], met: &[Vec<bool>]) -> usize {
        match players {
            [] => 0,
            [first, rest @ ..] => (0..rest.len())
                .map(|k| {
                    let others: Vec<usize> =
                        rest.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, &x)| x).collect();
                    usize::from(met[*first][rest[k]]) + brute_force(&others, met)
                })
                .min()
                .unwrap_or(0),
        }
    }

    #[test]
    fn default_rounds_is_ceil_log2() {
        let rounds: Vec<u32> = [0, 1, 2, 3, 4, 5, 8, 9, 16, 17].iter().map(|&n| default_rounds(n)).collect();
        assert_eq!(rounds, vec![1, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    }

    #[test]
    fn round_one_folds_the_top_half_onto_the_bottom_half() {
        let round = pair(1, &[1, 2, 3, 4, 5, 6], &[], &[]).unwrap();
        assert_eq!(round.number, 1);
        assert_eq!(round.matches, vec![(1, 4), (2, 5), (3, 6)]);
        assert_eq!(round.bye, None);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_placed_without_one() {
        let round = pair(1, &[1, 2, 3, 4, 5], &[], &[]).unwrap();
        assert_eq!(round.bye, Some(5));
        assert_eq!(round.matches, vec![(1, 3), (2, 4)]);
        let history = [(1, 3), (2, 4)];
        let next = pair(2, &[1, 2, 3, 4, 5], &history, &[5]).unwrap();
        assert_eq!(next.bye, Some(4));
        let everyone_had_one = pair(9, &[1, 2, 3], &[], &[1, 2, 3]).unwrap();
        assert_eq!(everyone_had_one.bye, Some(3));
    }

    #[test]
    fn later_rounds_pair_neighbours_and_skip_past_opponents() {
        let standing = [1, 2, 3, 4];
        let after_one = pair(2, &standing, &[(1, 2), (3, 4)], &[]).unwrap();
        assert_eq!(unordered(&after_one.matches), unordered(&[(1, 3), (2, 4)]));
        let after_two = pair(3, &standing, &[(1, 2), (3, 4), (1, 3), (2, 4)], &[]).unwrap();
        assert_eq!(unordered(&after_two.matches), unordered(&[(1, 4), (2, 3)]));
    }

    #[test]
    fn backtracking_avoids_a_forced_rematch_further_down() {
        // Greedy would pair 1-2 and leave 3 and 4, who have met. Pairing 1-3 and 2-4 avoids it.
        let standing = [1, 2, 3, 4];
        let round = pair(2, &standing, &[(3, 4), (9, 1)], &[]).unwrap();
        assert_eq!(unordered(&round.matches), unordered(&[(1, 3), (2, 4)]));
    }

    #[test]
    fn a_bye_is_given_up_the_table_if_the_bottom_would_force_a_rematch() {
        // 3 has met 1, 2 and 4, and 1 has met 2: with 5 or 4 sitting out, someone must meet an old
        // opponent again. With 3 out, 1-4 and 2-5 are both new.
        let standing = [1, 2, 3, 4, 5];
        let history = [(3, 1), (3, 2), (3, 4), (1, 2)];
        let round = pair(3, &standing, &history, &[]).unwrap();
        assert_eq!(round.bye, Some(3), "everyone else has a fresh pairing only without 3");
        assert_eq!(unordered(&round.matches), unordered(&[(1, 4), (2, 5)]));
    }

    #[test]
    fn home_goes_to_whoever_has_hosted_less() {
        let standing = [1, 2, 3, 4];
        // 1 and 4 have hosted once, 2 and 3 not at all; the pairs are 1-3 and 2-4.
        let round = pair(2, &standing, &[(1, 2), (4, 3)], &[]).unwrap();
        assert_eq!(round.matches, vec![(3, 1), (2, 4)]);
        let level = pair(1, &standing, &[], &[]).unwrap();
        assert_eq!(level.matches, vec![(1, 3), (2, 4)], "the higher placed hosts when equal");
    }

    #[test]
    fn the_fewest_rematches_when_none_can_be_avoided() {
        // Four entrants after three rounds have all met: any pairing has two rematches.
        let history = [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)];
        let round = pair(4, &[1, 2, 3, 4], &history, &[]).unwrap();
        assert_eq!(unordered(&round.matches), unordered(&[(1, 2), (3, 4)]), "falls back to neighbours");
    }

    #[test]
    fn bad_input_is_refused() {
        assert!(pair(1, &[1], &[], &[]).is_err());
        assert!(pair(1, &[1, 2, 1], &[], &[]).is_err());
        assert_eq!(pair(0, &[1, 2], &[], &[]).unwrap_err().to_string(), "Swiss rounds are numbered from 1");
    }

    #[test]
    fn maximum_matching_handles_odd_cycles() {
        // A 5-cycle with a pendant vertex: the blossom has to be contracted to find 3 pairs.
        let mut adj = vec![vec![false; 6]; 6];
        for (a, b) in [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (2, 5)] {
            adj[a][b] = true;
            adj[b][a] = true;
        }
        assert_eq!(maximum_matching(&adj), 3);
    }

    proptest! {
        #[test]
        fn rematches_are_as_few_as_possible(n in (1usize..=4).prop_map(|h| 2 * h), edges in proptest::collection::vec(any::<bool>(), 28)) {
            let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
            let mut met = vec![vec![false; n]; n];
            for ((a, b), &m) in pairs.zip(&edges) {
                met[a][b] = m;
                met[b][a] = m;
            }
            let players: Vec<usize> = (0..n).collect();
            let best = brute_force(&players, &met);
            prop_assert_eq!(fewest_rematches(&players, &met), best);
            let pairs = pair_top_down(&players, &met);
            prop_assert_eq!(pairs.iter().filter(|&&(a, b)| met[a][b]).count(), best);
            let mut seen: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            seen.sort();
            prop_assert_eq!(seen, players);
        }

        #[test]
        fn a_full_event_has_no_rematches(n in 4usize..=16, seed in any::<u64>()) {
            let entrants: Vec<Entrant> = (1..=n as i64).map(|k| k * 10).collect();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut results: Vec<Played> = Vec::new();
            let mut history: Vec<(Entrant, Entrant)> = Vec::new();
            let mut byes: Vec<Entrant> = Vec::new();
            for round in 1..=default_rounds(n) {
                let standing: Vec<Entrant> = table(&entrants, &results, PointsRule::default(), &Preset::Swiss.chain(), seed)
                    .unwrap()
                    .rows
                    .iter()
                    .map(|row| row.entrant)
                    .collect();
                let next = pair(round, &standing, &history, &byes).unwrap();
                prop_assert_eq!(next.number, round);
                let mut in_round: Vec<Entrant> = next.matches.iter().flat_map(|&(h, a)| [h, a]).chain(next.bye).collect();
                in_round.sort();
                prop_assert_eq!(&in_round, &entrants, "everyone plays once or rests");
                prop_assert_eq!(next.bye.is_some(), n % 2 == 1);
                if let Some(b) = next.bye {
                    prop_assert!(!byes.contains(&b), "second bye for {}", b);
                    byes.push(b);
                }
                for &(home, away) in &next.matches {
                    prop_assert!(!unordered(&history).contains(&(home.min(away), home.max(away))), "rematch {} v {}", home, away);
                    history.push((home, away));
                    results.push(Played { home, away, home_goals: rng.random_range(0..4), away_goals: rng.random_range(0..4), decided_for: None });
                }
            }
        }
    }
}
