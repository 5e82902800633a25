//! Seeded single-elimination brackets, one or two legs a tie.
//!
//! The bracket is padded to a power of two and laid out in the standard seeding order (1 v 16,
//! 8 v 9, 4 v 13, …), so the top two seeds can only meet in the final and the byes from the
//! missing places fall to the top seeds. A [`Bracket`] stores only the seeds and the results
//! recorded so far; everything else (who is due to play, who went through) is worked out again
//! on each call, so there is no derived state to drift out of step.

use serde::{Deserialize, Serialize};

use crate::{check_entrants, invalid, Entrant, LeagueError, Played};

/// A knockout competition: seeds in seed order (best first), legs per tie, results so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bracket {
    seeds: Vec<Entrant>,
    legs: u32,
    results: Vec<Recorded>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Recorded {
    tie: TieId,
    leg: u32,
    played: Played,
}

/// Which tie: `round` 1 is the first round, `slot` counts from 0 down the bracket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TieId {
    pub round: u32,
    pub slot: u32,
}

/// A fixture ready to be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Due {
    pub tie: TieId,
    /// 1, 2, or 3 for the deciding match after a level aggregate.
    pub leg: u32,
    pub home: Entrant,
    pub away: Entrant,
    /// The game must produce a winner (extra time/shoot-out by its own rules).
    pub result_needed: bool,
}

/// A tie as a bracket picture shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TieView {
    pub tie: TieId,
    pub home: Option<Entrant>,
    pub away: Option<Entrant>,
    /// Recorded legs in leg order.
    pub legs: Vec<Played>,
    pub winner: Option<Entrant>,
    /// True when a side went through without playing (bye).
    pub bye: bool,
}

/// A tie worked out from the seeds and results.
struct Resolved {
    home: Option<Entrant>,
    away: Option<Entrant>,
    bye: bool,
    /// (leg, result) in leg order.
    legs: Vec<(u32, Played)>,
    winner: Option<Entrant>,
    due: Vec<Due>,
}

/// A knockout round as people name it, whatever their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundName {
    Final,
    SemiFinals,
    QuarterFinals,
    /// The round with this many sides left.
    RoundOf(u64),
    /// A round the bracket does not have, by number.
    Numbered(u32),
}

impl Bracket {
    /// `seeds` best first; `legs` is 1 or 2.
    pub fn new(seeds: Vec<Entrant>, legs: u32) -> Result<Bracket, LeagueError> {
        check_entrants(&seeds, 2, "a knockout")?;
        if legs != 1 && legs != 2 {
            return invalid(format!("a knockout tie has 1 or 2 legs ({legs} asked for)"));
        }
        if seeds.len().checked_next_power_of_two().is_none_or(|size| size > 1 << 31) {
            return invalid(format!("a knockout of {} entrants is too large", seeds.len()));
        }
        Ok(Bracket { seeds, legs, results: Vec::new() })
    }

    pub fn seeds(&self) -> &[Entrant] {
        &self.seeds
    }

    /// Legs per tie, 1 or 2 (the deciding third match is not counted).
    pub fn legs(&self) -> u32 {
        self.legs
    }

    /// Number of rounds: ceil(log2(entrants)).
    pub fn rounds(&self) -> u32 {
        self.size().trailing_zeros()
    }

    /// "Final", "Semi-finals", "Quarter-finals", "Round of 16", …; "Round N" for a round the
    /// bracket does not have. In English: front ends name [`Bracket::round`] in their language.
    pub fn round_name(&self, round: u32) -> String {
        match self.round(round) {
            RoundName::Final => "Final".to_string(),
            RoundName::SemiFinals => "Semi-finals".to_string(),
            RoundName::QuarterFinals => "Quarter-finals".to_string(),
            RoundName::RoundOf(sides) => format!("Round of {sides}"),
            RoundName::Numbered(round) => format!("Round {round}"),
        }
    }

    /// Which round `round` is, counted from the final.
    pub fn round(&self, round: u32) -> RoundName {
        let rounds = self.rounds();
        if round == 0 || round > rounds {
            return RoundName::Numbered(round);
        }
        match rounds - round {
            0 => RoundName::Final,
            1 => RoundName::SemiFinals,
            2 => RoundName::QuarterFinals,
            from_end => match 2u64.checked_pow(from_end + 1) {
                Some(sides) => RoundName::RoundOf(sides),
                None => RoundName::Numbered(round),
            },
        }
    }

    /// Records a result. It must be for a fixture [`Bracket::due`] lists, with the same home and
    /// away sides; a deciding match must have a winner.
    pub fn record(&mut self, tie: TieId, leg: u32, played: Played) -> Result<(), LeagueError> {
        let last_round = self.rounds();
        if tie.round == 0 || tie.round > last_round {
            return invalid(format!("this knockout has rounds 1 to {last_round}, not round {}", tie.round));
        }
        let ties = self.ties_in(tie.round);
        if tie.slot >= ties {
            return invalid(format!("round {} has {ties} ties, so there is no tie {}", tie.round, tie.slot + 1));
        }
        let max_leg = if self.legs == 2 { 3 } else { 1 };
        if leg == 0 || leg > max_leg {
            return invalid(format!("a tie in this knockout has no leg {leg}"));
        }
        if self.results.iter().any(|r| r.tie == tie && r.leg == leg) {
            return invalid(format!("{} has already been recorded", self.fixture_name(tie, leg)));
        }
        let resolved = self.resolve();
        let Some(state) = resolved.get(tie.round as usize - 1).and_then(|round| round.get(tie.slot as usize)) else {
            return invalid(format!("there is no tie {} in round {}", tie.slot + 1, tie.round));
        };
        let Some(due) = state.due.iter().find(|d| d.leg == leg) else {
            let reason = if state.bye {
                "that tie is a bye".to_string()
            } else if state.home.is_none() || state.away.is_none() {
                "its sides are not known yet".to_string()
            } else if state.winner.is_some() {
                "the tie is already decided".to_string()
            } else if leg == 3 {
                "a deciding match is only played when the aggregate is level after both legs".to_string()
            } else {
                "it is not due".to_string()
            };
            return invalid(format!("{} cannot be recorded: {reason}", self.fixture_name(tie, leg)));
        };
        if played.home != due.home || played.away != due.away {
            return invalid(format!(
                "{} is {} (home) v {} (away), not {} v {}",
                self.fixture_name(tie, leg),
                due.home,
                due.away,
                played.home,
                played.away
            ));
        }
        if let Some(e) = played.decided_for {
            if e != played.home && e != played.away {
                return invalid(format!("entrant {e} did not play in this match, so cannot go through"));
            }
        }
        if due.result_needed && played.winner().is_none() {
            return invalid(format!(
                "{} must have a winner, but it ended level with nobody named as going through",
                self.fixture_name(tie, leg)
            ));
        }
        self.results.push(Recorded { tie, leg, played });
        Ok(())
    }

    /// Every fixture whose two sides are known and that has no result yet, in (round, slot, leg)
    /// order.
    pub fn due(&self) -> Vec<Due> {
        self.resolve().into_iter().flatten().flat_map(|t| t.due).collect()
    }

    pub fn winner(&self, tie: TieId) -> Option<Entrant> {
        let round = usize::try_from(tie.round).ok()?.checked_sub(1)?;
        self.resolve().get(round)?.get(usize::try_from(tie.slot).ok()?)?.winner
    }

    /// The winner of the final, once it is decided.
    pub fn champion(&self) -> Option<Entrant> {
        self.winner(TieId { round: self.rounds(), slot: 0 })
    }

    /// Per round, per slot; sides not yet known show as None.
    pub fn view(&self) -> Vec<Vec<TieView>> {
        self.resolve()
            .into_iter()
            .zip(1u32..)
            .map(|(ties, round)| {
                ties.into_iter()
                    .zip(0u32..)
                    .map(|(t, slot)| TieView {
                        tie: TieId { round, slot },
                        home: t.home,
                        away: t.away,
                        legs: t.legs.into_iter().map(|(_, p)| p).collect(),
                        winner: t.winner,
                        bye: t.bye,
                    })
                    .collect()
            })
            .collect()
    }

    /// Bracket size: the entrant count rounded up to a power of two.
    fn size(&self) -> usize {
        self.seeds.len().max(2).checked_next_power_of_two().unwrap_or(2)
    }

    fn ties_in(&self, round: u32) -> u32 {
        u32::try_from(self.size().checked_shr(round).unwrap_or(0)).unwrap_or(0)
    }

    /// How organisers see a fixture in messages, e.g. "Semi-finals tie 2 (leg 1)".
    fn fixture_name(&self, tie: TieId, leg: u32) -> String {
        let which = match (self.legs, leg) {
            (2, 3) => " (deciding match)".to_string(),
            (2, _) => format!(" (leg {leg})"),
            _ => String::new(),
        };
        format!("{} tie {}{which}", self.round_name(tie.round), tie.slot + 1)
    }

    /// Works every tie out from the seeds and the recorded results, round by round.
    fn resolve(&self) -> Vec<Vec<Resolved>> {
        let order = seed_order(self.size());
        let mut rounds: Vec<Vec<Resolved>> = Vec::new();
        for round in 1..=self.rounds() {
            let sides: Vec<(Option<Entrant>, Option<Entrant>)> = match rounds.last() {
                None => order
                    .chunks(2)
                    .map(|pair| {
                        let seed = |k: usize| k.checked_sub(1).and_then(|i| self.seeds.get(i)).copied();
                        (seed(pair[0]), pair.get(1).and_then(|&k| seed(k)))
                    })
                    .collect(),
                Some(previous) => {
                    previous.chunks(2).map(|pair| (pair[0].winner, pair.get(1).and_then(|t| t.winner))).collect()
                }
            };
            let ties = sides
                .into_iter()
                .zip(0u32..)
                .map(|((home, away), slot)| self.resolve_tie(TieId { round, slot }, home, away, round == 1))
                .collect();
            rounds.push(ties);
        }
        rounds
    }

    fn resolve_tie(&self, tie: TieId, home: Option<Entrant>, away: Option<Entrant>, first_round: bool) -> Resolved {
        let mut legs: Vec<(u32, Played)> =
            self.results.iter().filter(|r| r.tie == tie).map(|r| (r.leg, r.played.clone())).collect();
        legs.sort_by_key(|(leg, _)| *leg);
        let (home, away) = match (home, away) {
            (Some(h), Some(a)) => (h, a),
            // In the first round a missing side is a missing seed: the other goes straight through.
            (Some(only), None) | (None, Some(only)) if first_round => {
                return Resolved { home: Some(only), away: None, bye: true, legs, winner: Some(only), due: Vec::new() };
            }
            _ => return Resolved { home, away, bye: false, legs, winner: None, due: Vec::new() },
        };
        let leg = |n: u32| legs.iter().find(|(l, _)| *l == n).map(|(_, p)| p);
        let fixture =
            |leg: u32, home: Entrant, away: Entrant, result_needed: bool| Due { tie, leg, home, away, result_needed };
        let sides = |e: Option<Entrant>| e.filter(|&e| e == home || e == away);

        let mut due = Vec::new();
        let winner = if self.legs == 2 {
            match (leg(1), leg(2)) {
                (Some(first), Some(second)) => {
                    // Leg 2 is played with the venues swapped.
                    let home_total = u64::from(first.home_goals) + u64::from(second.away_goals);
                    let away_total = u64::from(first.away_goals) + u64::from(second.home_goals);
                    match home_total.cmp(&away_total) {
                        std::cmp::Ordering::Greater => Some(home),
                        std::cmp::Ordering::Less => Some(away),
                        std::cmp::Ordering::Equal => match leg(3) {
                            Some(decider) => sides(decider.winner()),
                            None => {
                                due.push(fixture(3, home, away, true));
                                None
                            }
                        },
                    }
                }
                (first, second) => {
                    if first.is_none() {
                        due.push(fixture(1, home, away, false));
                    }
                    if second.is_none() {
                        due.push(fixture(2, away, home, false));
                    }
                    None
                }
            }
        } else {
            match leg(1) {
                Some(only) => sides(only.winner()),
                None => {
                    due.push(fixture(1, home, away, true));
                    None
                }
            }
        };
        Resolved { home: Some(home), away: Some(away), bye: false, legs, winner, due }
    }
}

/// Seed numbers (1-based) in bracket order for a power-of-two `size`: each seed k of the
/// half-size order is followed by its opponent size + 1 − k, which keeps 1 and 2 apart until the
/// final, 1–4 apart until the semi-finals, and so on.
fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let total = order.len() * 2 + 1;
        order = order.iter().flat_map(|&k| [k, total - k]).collect();
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;
    use std::collections::BTreeSet;

    fn tie(round: u32, slot: u32) -> TieId {
        TieId { round, slot }
    }

    fn game(home: Entrant, home_goals: u32, away_goals: u32, away: Entrant) -> Played {
        Played { home, away, home_goals, away_goals, decided_for: None }
    }

    /// Plays every due fixture with the home side winning 1-0 until nothing is due.
    fn play_out_home_wins(b: &mut Bracket) -> usize {
        let mut played = 0;
        loop {
            let due = b.due();
            if due.is_empty() {
                return played;
            }
            for d in due {
                b.record(d.tie, d.leg, game(d.home, 1, 0, d.away)).unwrap();
                played += 1;
            }
        }
    }

    #[test]
    fn standard_seeding_for_sixteen() {
        let order = seed_order(16);
        let pairs: Vec<(usize, usize)> = order.chunks(2).map(|p| (p[0], p[1])).collect();
        assert_eq!(pairs, vec![(1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11)]);
    }

    #[test]
    fn seeding_keeps_the_top_seeds_apart_until_late() {
        for size in [2, 4, 8, 16, 32, 64] {
            let order = seed_order(size);
            let at = |seed: usize| order.iter().position(|&k| k == seed).unwrap();
            // Seeds 1 and 2 sit in opposite halves; 1-4 in different quarters.
            assert_ne!(at(1) < size / 2, at(2) < size / 2, "size {size}");
            if size >= 4 {
                let quarters: BTreeSet<usize> = (1..=4).map(|k| at(k) / (size / 4)).collect();
                assert_eq!(quarters.len(), 4, "size {size}");
            }
        }
    }

    #[test]
    fn two_entrants_play_a_final() {
        let mut b = Bracket::new(vec![7, 3], 1).unwrap();
        assert_eq!(b.rounds(), 1);
        assert_eq!(b.round_name(1), "Final");
        assert_eq!(b.due(), vec![Due { tie: tie(1, 0), leg: 1, home: 7, away: 3, result_needed: true }]);
        b.record(tie(1, 0), 1, game(7, 0, 2, 3)).unwrap();
        assert_eq!(b.champion(), Some(3));
        assert!(b.due().is_empty());
    }

    #[test]
    fn three_entrants_give_the_top_seed_a_bye() {
        let mut b = Bracket::new(vec![1, 2, 3], 1).unwrap();
        assert_eq!(b.rounds(), 2);
        let first = &b.view()[0];
        assert!(first[0].bye && first[0].winner == Some(1) && first[0].away.is_none());
        assert_eq!((first[1].home, first[1].away, first[1].bye), (Some(2), Some(3), false));
        assert_eq!(b.due().len(), 1, "only 2 v 3 can be played before the final");
        b.record(tie(1, 1), 1, game(2, 0, 1, 3)).unwrap();
        assert_eq!(b.due(), vec![Due { tie: tie(2, 0), leg: 1, home: 1, away: 3, result_needed: true }]);
        b.record(tie(2, 0), 1, game(1, 2, 2, 3)).unwrap_err();
        b.record(tie(2, 0), 1, Played { decided_for: Some(3), ..game(1, 2, 2, 3) }).unwrap();
        assert_eq!(b.champion(), Some(3));
    }

    #[test]
    fn five_entrants_byes_fall_to_the_top_three_seeds() {
        let b = Bracket::new(vec![11, 12, 13, 14, 15], 1).unwrap();
        assert_eq!(b.rounds(), 3);
        assert_eq!(
            (b.round_name(1), b.round_name(2), b.round_name(3)),
            ("Quarter-finals".into(), "Semi-finals".into(), "Final".into())
        );
        let first = &b.view()[0];
        let byes: Vec<Entrant> = first.iter().filter(|t| t.bye).filter_map(|t| t.winner).collect();
        assert_eq!(byes, vec![11, 12, 13], "seeds 1, 2 and 3 (1 v 8, 4 v 5, 2 v 7, 3 v 6 with 6-8 missing)");
        // 4 v 5 is due, and so is the semi-final between 2 and 3, who both had byes.
        assert_eq!(
            b.due(),
            vec![
                Due { tie: tie(1, 1), leg: 1, home: 14, away: 15, result_needed: true },
                Due { tie: tie(2, 1), leg: 1, home: 12, away: 13, result_needed: true },
            ]
        );
        assert_eq!(b.view()[1][0].home, Some(11));
        assert_eq!(b.view()[1][0].away, None, "waits for 4 v 5");
    }

    #[test]
    fn eight_entrants_top_two_seeds_meet_only_in_the_final() {
        let mut b = Bracket::new((1..=8).collect(), 1).unwrap();
        let first: Vec<(Option<Entrant>, Option<Entrant>)> = b.view()[0].iter().map(|t| (t.home, t.away)).collect();
        assert_eq!(first, vec![(Some(1), Some(8)), (Some(4), Some(5)), (Some(2), Some(7)), (Some(3), Some(6))]);
        assert_eq!(play_out_home_wins(&mut b), 7);
        assert_eq!((b.view()[2][0].home, b.view()[2][0].away), (Some(1), Some(2)));
        assert_eq!(b.champion(), Some(1));
        assert_eq!(b.winner(tie(2, 1)), Some(2));
    }

    #[test]
    fn round_names_count_sides_from_the_final() {
        let b = Bracket::new((1..=40).collect(), 1).unwrap();
        assert_eq!(b.rounds(), 6);
        let names: Vec<String> = (0..=7).map(|r| b.round_name(r)).collect();
        assert_eq!(
            names,
            [
                "Round 0",
                "Round of 64",
                "Round of 32",
                "Round of 16",
                "Quarter-finals",
                "Semi-finals",
                "Final",
                "Round 7"
            ]
        );
    }

    #[test]
    fn a_shoot_out_sends_the_named_side_through() {
        let mut b = Bracket::new(vec![1, 2, 3, 4], 1).unwrap();
        b.record(tie(1, 0), 1, Played { decided_for: Some(4), ..game(1, 1, 1, 4) }).unwrap();
        assert_eq!(b.winner(tie(1, 0)), Some(4));
        assert_eq!(b.view()[1][0].home, Some(4));
    }

    #[test]
    fn two_legs_are_decided_on_aggregate_without_away_goals() {
        let mut b = Bracket::new(vec![1, 2], 2).unwrap();
        let due = b.due();
        assert_eq!(
            due,
            vec![
                Due { tie: tie(1, 0), leg: 1, home: 1, away: 2, result_needed: false },
                Due { tie: tie(1, 0), leg: 2, home: 2, away: 1, result_needed: false },
            ]
        );
        b.record(tie(1, 0), 1, game(1, 3, 1, 2)).unwrap();
        assert_eq!(b.winner(tie(1, 0)), None);
        b.record(tie(1, 0), 2, game(2, 1, 0, 1)).unwrap();
        assert_eq!(b.champion(), Some(1), "4-2 on aggregate");
        assert_eq!(b.view()[0][0].legs.len(), 2);
    }

    #[test]
    fn a_level_aggregate_needs_a_deciding_match_at_the_first_legs_home() {
        let mut b = Bracket::new(vec![1, 2], 2).unwrap();
        b.record(tie(1, 0), 1, game(1, 2, 1, 2)).unwrap();
        // 3-3 on aggregate; 2 scored twice away but away goals do not count.
        b.record(tie(1, 0), 2, game(2, 2, 1, 1)).unwrap();
        assert_eq!(b.due(), vec![Due { tie: tie(1, 0), leg: 3, home: 1, away: 2, result_needed: true }]);
        assert_eq!(b.champion(), None);
        b.record(tie(1, 0), 3, game(1, 0, 1, 2)).unwrap();
        assert_eq!(b.champion(), Some(2));
    }

    #[test]
    fn record_refuses_what_is_not_due() {
        let mut b = Bracket::new(vec![1, 2, 3, 4], 2).unwrap();
        let err = |b: &mut Bracket, t, leg, p| b.record(t, leg, p).unwrap_err().to_string();
        assert_eq!(
            err(&mut b, tie(2, 0), 1, game(1, 1, 0, 2)),
            "Final tie 1 (leg 1) cannot be recorded: its sides are not known yet"
        );
        assert_eq!(
            err(&mut b, tie(1, 0), 1, game(4, 1, 0, 1)),
            "Semi-finals tie 1 (leg 1) is 1 (home) v 4 (away), not 4 v 1"
        );
        assert_eq!(
            err(&mut b, tie(1, 0), 3, game(1, 1, 0, 4)),
            "Semi-finals tie 1 (deciding match) cannot be recorded: a deciding match is only played when the \
             aggregate is level after both legs"
        );
        assert!(err(&mut b, tie(3, 0), 1, game(1, 1, 0, 4)).contains("rounds 1 to 2"));
        assert!(err(&mut b, tie(1, 2), 1, game(1, 1, 0, 4)).contains("no tie 3"));
        assert!(err(&mut b, tie(1, 0), 4, game(1, 1, 0, 4)).contains("no leg 4"));
        b.record(tie(1, 0), 1, game(1, 1, 0, 4)).unwrap();
        assert_eq!(err(&mut b, tie(1, 0), 1, game(1, 1, 0, 4)), "Semi-finals tie 1 (leg 1) has already been recorded");
        b.record(tie(1, 0), 2, game(4, 0, 0, 1)).unwrap();
        assert!(b.record(tie(1, 0), 3, game(1, 1, 0, 4)).unwrap_err().to_string().contains("already decided"));
        assert_eq!(b.results.len(), 2, "refused results leave no trace");
    }

    #[test]
    fn bad_brackets_are_refused() {
        assert!(Bracket::new(vec![1], 1).is_err());
        assert!(Bracket::new(vec![1, 2, 1], 1).is_err());
        assert_eq!(
            Bracket::new(vec![1, 2], 3).unwrap_err().to_string(),
            "a knockout tie has 1 or 2 legs (3 asked for)"
        );
    }

    proptest! {
        #[test]
        fn playing_everything_out_takes_n_minus_one_ties(n in 2usize..=20, legs in 1u32..=2, seed in any::<u64>()) {
            let seeds: Vec<Entrant> = (0..n as i64).map(|k| 100 + k * 7).collect();
            let mut b = Bracket::new(seeds.clone(), legs).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut decided_ties = BTreeSet::new();
            loop {
                let due = b.due();
                if due.is_empty() {
                    break;
                }
                for d in due {
                    let (hg, ag) = (rng.random_range(0..3), rng.random_range(0..3));
                    let decided_for = (d.result_needed && hg == ag).then(|| if rng.random() { d.home } else { d.away });
                    b.record(d.tie, d.leg, Played { home: d.home, away: d.away, home_goals: hg, away_goals: ag, decided_for }).unwrap();
                    decided_ties.insert(d.tie);
                }
            }
            prop_assert_eq!(decided_ties.len(), n - 1);
            let champion = b.champion();
            prop_assert!(champion.is_some_and(|c| seeds.contains(&c)));
            let view = b.view();
            prop_assert_eq!(view.len() as u32, b.rounds());
            prop_assert!(view.iter().flatten().all(|t| t.winner.is_some()));
            // The top two seeds are in opposite halves, so they can only meet in the final.
            let (first, second) = (Some(seeds[0]), Some(seeds[1]));
            for t in view[..view.len() - 1].iter().flatten() {
                let sides = [t.home, t.away];
                prop_assert!(!(sides.contains(&first) && sides.contains(&second)));
            }
            prop_assert_eq!(view.iter().flatten().filter(|t| t.bye).count(), n.next_power_of_two() - n);
        }
    }
}
