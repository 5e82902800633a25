//! Standings: totals per entrant from finished matches, ordered by a tie-break [`Chain`].
//!
//! Ranking sorts by the first criterion, then splits every group still level by the next one,
//! recursively. Head-to-head criteria are computed afresh for each group from only the matches
//! among its members, so a group of two that falls out of a three-way tie is judged on its own
//! meetings. The draw of lots is seeded, which keeps a table identical between two looks.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::tiebreak::{draw_lots, Chain, Criterion};
use crate::{check_entrants, invalid, Entrant, LeagueError, Played};

/// How many recent results [`Row::form`] keeps.
pub const FORM_LENGTH: usize = 5;

/// Points for a win, a draw and a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointsRule {
    pub win: u32,
    pub draw: u32,
    pub loss: u32,
}

impl Default for PointsRule {
    fn default() -> Self {
        PointsRule { win: 3, draw: 1, loss: 0 }
    }
}

impl PointsRule {
    fn for_goals(&self, scored: u32, conceded: u32) -> i64 {
        i64::from(match scored.cmp(&conceded) {
            std::cmp::Ordering::Greater => self.win,
            std::cmp::Ordering::Equal => self.draw,
            std::cmp::Ordering::Less => self.loss,
        })
    }
}

/// One result from one side's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Form {
    Won,
    Drawn,
    Lost,
}

impl Form {
    /// The usual one-letter form guide: 'W', 'D' or 'L'.
    pub fn letter(&self) -> char {
        match self {
            Form::Won => 'W',
            Form::Drawn => 'D',
            Form::Lost => 'L',
        }
    }
}

/// One line of a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub entrant: Entrant,
    /// 1-based and unique: the draw of lots settles every tie.
    pub position: u32,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub goals_for: u32,
    pub goals_against: u32,
    pub goal_difference: i64,
    pub points: i64,
    /// The last five results, oldest first, in the order the results were given.
    pub form: Vec<Form>,
    /// Sum of the final points of every opponent met (once per meeting).
    pub buchholz: i64,
    /// Sum over meetings of (points earned in that meeting × that opponent's final points).
    pub sonneborn_berger: i64,
    /// What placed this row below the one above it: None for the top row; Some(Criterion::Points)
    /// when points differ; otherwise the tie-break that separated them (Lots when only the draw
    /// of lots did).
    pub separated_by: Option<Criterion>,
}

/// A ranked table.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub rows: Vec<Row>,
    /// Every group that the draw of lots had to order, in the order drawn; each group is listed
    /// in the order the lots placed it (best first).
    pub lots: Vec<Vec<Entrant>>,
}

/// Ranks `entrants` on `results`. Entrants with no games appear with zeros. Results are taken
/// in the order played, which matters for form and nothing else.
pub fn table(
    entrants: &[Entrant],
    results: &[Played],
    points: PointsRule,
    chain: &Chain,
    lots_seed: u64,
) -> Result<Table, LeagueError> {
    check_entrants(entrants, 1, "a table")?;
    let index: BTreeMap<Entrant, usize> = entrants.iter().enumerate().map(|(i, &e)| (e, i)).collect();
    let mut games = Vec::with_capacity(results.len());
    for r in results {
        if r.home == r.away {
            return invalid(format!("a result has entrant {} playing against themselves", r.home));
        }
        let side = |e: Entrant| match index.get(&e) {
            Some(&i) => Ok(i),
            None => {
                invalid(format!("a result ({} v {}) names entrant {e}, who is not in this competition", r.home, r.away))
            }
        };
        games.push(Game {
            home: side(r.home)?,
            away: side(r.away)?,
            home_goals: r.home_goals,
            away_goals: r.away_goals,
        });
    }

    let mut totals = vec![Totals::default(); entrants.len()];
    for g in &games {
        totals[g.home].add(g.home_goals, g.away_goals, &points);
        totals[g.away].add(g.away_goals, g.home_goals, &points);
    }
    // Opponent strength needs everyone's final points, hence a second pass.
    for g in &games {
        let (home_points, away_points) = (totals[g.home].points, totals[g.away].points);
        let home_earned = points.for_goals(g.home_goals, g.away_goals);
        let away_earned = points.for_goals(g.away_goals, g.home_goals);
        let home = &mut totals[g.home];
        home.buchholz = home.buchholz.saturating_add(away_points);
        home.sonneborn_berger = home.sonneborn_berger.saturating_add(home_earned.saturating_mul(away_points));
        let away = &mut totals[g.away];
        away.buchholz = away.buchholz.saturating_add(home_points);
        away.sonneborn_berger = away.sonneborn_berger.saturating_add(away_earned.saturating_mul(home_points));
    }

    let criteria = chain.effective();
    let mut ranker = Ranker {
        entrants,
        totals: &totals,
        games: &games,
        points,
        first_head_to_head: criteria.iter().position(Criterion::is_head_to_head),
        criteria,
        reapply: chain.reapply_head_to_head,
        lots_seed,
        lots: Vec::new(),
        order: Vec::with_capacity(entrants.len()),
    };
    let everyone: Vec<usize> = (0..entrants.len()).collect();
    ranker.rank(&everyone, 0, None);

    let rows = ranker
        .order
        .iter()
        .zip(1u32..)
        .map(|(&(i, separated_by), position)| {
            let t = &totals[i];
            Row {
                entrant: entrants[i],
                position,
                played: t.played,
                won: t.won,
                drawn: t.drawn,
                lost: t.lost,
                goals_for: t.goals_for,
                goals_against: t.goals_against,
                goal_difference: i64::from(t.goals_for) - i64::from(t.goals_against),
                points: t.points,
                form: t.form.clone(),
                buchholz: t.buchholz,
                sonneborn_berger: t.sonneborn_berger,
                separated_by,
            }
        })
        .collect();
    Ok(Table { rows, lots: ranker.lots })
}

/// A result with both sides resolved to positions in the entrant list.
struct Game {
    home: usize,
    away: usize,
    home_goals: u32,
    away_goals: u32,
}

#[derive(Clone, Default)]
struct Totals {
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
    goals_for: u32,
    goals_against: u32,
    points: i64,
    form: Vec<Form>,
    buchholz: i64,
    sonneborn_berger: i64,
}

impl Totals {
    // Saturating so absurd scores cannot overflow into a panic.
    fn add(&mut self, scored: u32, conceded: u32, points: &PointsRule) {
        self.played = self.played.saturating_add(1);
        self.goals_for = self.goals_for.saturating_add(scored);
        self.goals_against = self.goals_against.saturating_add(conceded);
        self.points = self.points.saturating_add(points.for_goals(scored, conceded));
        let form = match scored.cmp(&conceded) {
            std::cmp::Ordering::Greater => {
                self.won = self.won.saturating_add(1);
                Form::Won
            }
            std::cmp::Ordering::Equal => {
                self.drawn = self.drawn.saturating_add(1);
                Form::Drawn
            }
            std::cmp::Ordering::Less => {
                self.lost = self.lost.saturating_add(1);
                Form::Lost
            }
        };
        if self.form.len() == FORM_LENGTH {
            self.form.remove(0);
        }
        self.form.push(form);
    }
}

struct Ranker<'a> {
    entrants: &'a [Entrant],
    totals: &'a [Totals],
    games: &'a [Game],
    points: PointsRule,
    /// Ends in `Lots` (see [`Chain::effective`]).
    criteria: Vec<Criterion>,
    first_head_to_head: Option<usize>,
    reapply: bool,
    lots_seed: u64,
    lots: Vec<Vec<Entrant>>,
    /// Final order: entrant position and what separated it from the row above.
    order: Vec<(usize, Option<Criterion>)>,
}

impl Ranker<'_> {
    /// Appends `group` (entrants level on everything before `level`) to the order, best first;
    /// `lead` is what separated the group's first member from the row above.
    fn rank(&mut self, group: &[usize], level: usize, lead: Option<Criterion>) {
        if let [only] = group {
            self.order.push((*only, lead));
            return;
        }
        let criterion = self.criteria.get(level).copied().unwrap_or(Criterion::Lots);
        if criterion == Criterion::Lots {
            let ids: Vec<Entrant> = group.iter().map(|&i| self.entrants[i]).collect();
            let drawn = draw_lots(&ids, self.lots_seed);
            for (k, e) in drawn.iter().enumerate() {
                // Every drawn id came from this group, so the lookup always succeeds.
                if let Some(&i) = group.iter().find(|&&i| self.entrants[i] == *e) {
                    self.order.push((i, if k == 0 { lead } else { Some(Criterion::Lots) }));
                }
            }
            self.lots.push(drawn);
            return;
        }

        let values = self.values(criterion, group);
        let mut scored: Vec<(i64, usize)> = values.into_iter().zip(group.iter().copied()).collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(self.entrants[a.1].cmp(&self.entrants[b.1])));
        let runs: Vec<Vec<usize>> =
            scored.chunk_by(|a, b| a.0 == b.0).map(|run| run.iter().map(|&(_, i)| i).collect()).collect();
        if runs.len() == 1 {
            self.rank(group, level + 1, lead);
            return;
        }
        // A split group's remainders restart the head-to-head block (UEFA) or carry on down the
        // chain. Restarting always works on a strictly smaller group, so this ends.
        let next = match self.first_head_to_head {
            Some(first) if self.reapply && criterion.is_head_to_head() => first,
            _ => level + 1,
        };
        for (k, run) in runs.iter().enumerate() {
            self.rank(run, next, if k == 0 { lead } else { Some(criterion) });
        }
    }

    /// Each member's value for `criterion`, larger is better.
    fn values(&self, criterion: Criterion, group: &[usize]) -> Vec<i64> {
        let overall = |f: fn(&Totals) -> i64| group.iter().map(|&i| f(&self.totals[i])).collect();
        match criterion {
            Criterion::Points => overall(|t| t.points),
            Criterion::GoalDifference => overall(|t| i64::from(t.goals_for) - i64::from(t.goals_against)),
            Criterion::GoalsFor => overall(|t| i64::from(t.goals_for)),
            Criterion::Wins => overall(|t| i64::from(t.won)),
            Criterion::Buchholz => overall(|t| t.buchholz),
            Criterion::SonnebornBerger => overall(|t| t.sonneborn_berger),
            Criterion::HeadToHeadPoints | Criterion::HeadToHeadGoalDifference | Criterion::HeadToHeadGoalsFor => {
                let mini = self.mini_table(group);
                mini.iter()
                    .map(|m| match criterion {
                        Criterion::HeadToHeadPoints => m.points,
                        Criterion::HeadToHeadGoalDifference => m.goals_for - m.goals_against,
                        _ => m.goals_for,
                    })
                    .collect()
            }
            Criterion::Lots => vec![0; group.len()],
        }
    }

    /// Points and goals from only the matches among `group`, aligned with `group`.
    fn mini_table(&self, group: &[usize]) -> Vec<Mini> {
        let mut slot = vec![None; self.entrants.len()];
        for (k, &i) in group.iter().enumerate() {
            slot[i] = Some(k);
        }
        let mut mini = vec![Mini::default(); group.len()];
        for g in self.games {
            if let (Some(h), Some(a)) = (slot[g.home], slot[g.away]) {
                let (hg, ag) = (i64::from(g.home_goals), i64::from(g.away_goals));
                mini[h].points += self.points.for_goals(g.home_goals, g.away_goals);
                mini[h].goals_for += hg;
                mini[h].goals_against += ag;
                mini[a].points += self.points.for_goals(g.away_goals, g.home_goals);
                mini[a].goals_for += ag;
                mini[a].goals_against += hg;
            }
        }
        mini
    }
}

#[derive(Clone, Default)]
struct Mini {
    points: i64,
    goals_for: i64,
    goals_against: i64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiebreak::Preset;
    use proptest::prelude::*;

    const A: Entrant = 1;
    const B: Entrant = 2;
    const C: Entrant = 3;
    const D: Entrant = 4;
    const E: Entrant = 5;
    const F: Entrant = 6;

    fn r(home: Entrant, home_goals: u32, away_goals: u32, away: Entrant) -> Played {
        Played { home, away, home_goals, away_goals, decided_for: None }
    }

    fn ranked(entrants: &[Entrant], results: &[Played], chain: &Chain) -> Table {
        table(entrants, results, PointsRule::default(), chain, 0).unwrap()
    }

    fn order(t: &Table) -> Vec<Entrant> {
        t.rows.iter().map(|row| row.entrant).collect()
    }

    fn separations(t: &Table) -> Vec<Option<Criterion>> {
        t.rows.iter().map(|row| row.separated_by).collect()
    }

    fn row(t: &Table, e: Entrant) -> &Row {
        t.rows.iter().find(|row| row.entrant == e).unwrap()
    }

    #[test]
    fn points_decide_first_and_totals_add_up() {
        let results = [r(A, 2, 0, B), r(B, 1, 1, C), r(C, 0, 3, A)];
        let t = ranked(&[C, B, A, D], &results, &Preset::Football.chain());
        // B and C both have a point; B lost by less.
        assert_eq!(order(&t), vec![A, B, C, D]);
        assert_eq!(
            separations(&t),
            vec![None, Some(Criterion::Points), Some(Criterion::GoalDifference), Some(Criterion::Points)]
        );
        let a = row(&t, A);
        assert_eq!((a.played, a.won, a.drawn, a.lost, a.goals_for, a.goals_against), (2, 2, 0, 0, 5, 0));
        assert_eq!((a.goal_difference, a.points, a.position), (5, 6, 1));
        let d = row(&t, D);
        assert_eq!((d.played, d.points, d.form.len(), d.position), (0, 0, 0, 4), "no games: zeros");
        assert!(t.lots.is_empty());
    }

    #[test]
    fn goal_difference_separates_teams_level_on_points() {
        let results = [r(A, 1, 0, C), r(B, 4, 0, D)];
        let t = ranked(&[A, B, C, D], &results, &Preset::Football.chain());
        assert_eq!(order(&t), vec![B, A, C, D]);
        assert_eq!(row(&t, A).separated_by, Some(Criterion::GoalDifference));
        assert_eq!(row(&t, D).separated_by, Some(Criterion::GoalDifference));
    }

    #[test]
    fn football_and_head_to_head_first_order_a_three_way_tie_differently() {
        // A, B, C all end on 4 points. Among themselves A took 4, B 3, C 1; overall, C's big
        // win over D gives C the best goal difference, then A, then B.
        let results = [r(A, 1, 0, B), r(A, 0, 0, C), r(B, 1, 0, C), r(B, 0, 0, D), r(C, 5, 0, D)];
        let entrants = [A, B, C, D];
        for e in [A, B, C] {
            assert_eq!(row(&ranked(&entrants, &results, &Preset::Football.chain()), e).points, 4);
        }

        let football = ranked(&entrants, &results, &Preset::Football.chain());
        assert_eq!(order(&football), vec![C, A, B, D]);
        assert_eq!(
            separations(&football),
            vec![None, Some(Criterion::GoalDifference), Some(Criterion::GoalDifference), Some(Criterion::Points)]
        );

        let h2h = ranked(&entrants, &results, &Preset::HeadToHeadFirst.chain());
        assert_eq!(order(&h2h), vec![A, B, C, D]);
        assert_eq!(
            separations(&h2h),
            vec![None, Some(Criterion::HeadToHeadPoints), Some(Criterion::HeadToHeadPoints), Some(Criterion::Points)]
        );
    }

    #[test]
    fn a_head_to_head_cycle_falls_through_to_overall_goal_difference() {
        // A beat B, B beat C, C beat A, all 1-0: the mini-table is level on everything.
        let results = [r(A, 1, 0, B), r(B, 1, 0, C), r(C, 1, 0, A), r(C, 1, 0, D), r(B, 2, 0, E), r(A, 3, 0, F)];
        let t = ranked(&[A, B, C, D, E, F], &results, &Preset::HeadToHeadFirst.chain());
        assert_eq!(&order(&t)[..3], &[A, B, C]);
        assert_eq!(&separations(&t)[..3], &[None, Some(Criterion::GoalDifference), Some(Criterion::GoalDifference)]);
        assert_eq!(row(&t, C).goal_difference, 1);
    }

    #[test]
    fn uefa_reapply_judges_the_remaining_pair_on_their_own_meetings() {
        // Among A, B, C: A 9 points, B 6, C 6, so A is split off first. Between B and C only,
        // B won twice (1-0, 1-0) and C once (3-0): B leads on points, C on goal difference.
        let results = [
            r(A, 1, 0, B),
            r(B, 0, 1, A),
            r(A, 1, 0, C),
            r(C, 1, 0, A),
            r(B, 1, 0, C),
            r(C, 0, 1, B),
            r(C, 3, 0, B),
            r(B, 1, 0, D),
            r(C, 1, 0, E),
            r(D, 1, 0, E),
        ];
        let entrants = [A, B, C, D, E];
        let uefa = ranked(&entrants, &results, &Preset::HeadToHeadFirst.chain());
        for e in [A, B, C] {
            assert_eq!(row(&uefa, e).points, 9);
        }
        assert_eq!(order(&uefa), vec![A, B, C, D, E]);
        assert_eq!(
            separations(&uefa),
            vec![
                None,
                Some(Criterion::HeadToHeadPoints),
                Some(Criterion::HeadToHeadPoints),
                Some(Criterion::Points),
                Some(Criterion::Points)
            ]
        );

        // Without reapplying, B and C go on to the next criterion, head-to-head goal difference.
        let no_reapply = Chain { reapply_head_to_head: false, ..Preset::HeadToHeadFirst.chain() };
        let plain = ranked(&entrants, &results, &no_reapply);
        assert_eq!(&order(&plain)[..3], &[A, C, B]);
        assert_eq!(row(&plain, B).separated_by, Some(Criterion::HeadToHeadGoalDifference));
    }

    #[test]
    fn a_goals_scored_first_order_puts_goals_before_goal_difference() {
        // Level on 3 points: A scored 5 but conceded 4 (GD +1), B scored 2 and conceded 0 (GD +2).
        let results = [r(A, 5, 4, C), r(B, 2, 0, D)];
        let goals_first =
            Chain::of(vec![Criterion::Points, Criterion::GoalsFor, Criterion::GoalDifference, Criterion::Lots]);
        let by_goals = ranked(&[A, B, C, D], &results, &goals_first);
        assert_eq!(&order(&by_goals)[..2], &[A, B]);
        assert_eq!(row(&by_goals, B).separated_by, Some(Criterion::GoalsFor));
        let football = ranked(&[A, B, C, D], &results, &Preset::Football.chain());
        assert_eq!(&order(&football)[..2], &[B, A]);
    }

    #[test]
    fn the_draw_of_lots_is_recorded_stable_and_seeded() {
        let entrants = [A, B, C, D];
        let results = [r(A, 1, 0, B), r(C, 1, 0, D)]; // A and C level on everything, as are B and D
        let chain = Preset::Football.chain();
        let first = table(&entrants, &results, PointsRule::default(), &chain, 11).unwrap();
        assert_eq!(first, table(&entrants, &results, PointsRule::default(), &chain, 11).unwrap());
        assert_eq!(first.lots.len(), 2);
        let mut top = first.lots[0].clone();
        top.sort();
        assert_eq!(top, vec![A, C], "the winners were drawn first");
        assert_eq!(&order(&first)[..2], first.lots[0].as_slice());
        assert_eq!(first.rows[1].separated_by, Some(Criterion::Lots));
        assert_eq!(first.rows[2].separated_by, Some(Criterion::Points));

        let other = (0..100)
            .map(|seed| table(&entrants, &results, PointsRule::default(), &chain, seed).unwrap())
            .find(|t| t.lots != first.lots)
            .expect("some seed draws a different order");
        assert_ne!(order(&other), order(&first));
    }

    #[test]
    fn form_is_the_last_five_oldest_first() {
        let results = [
            r(A, 0, 1, B), // L, dropped
            r(A, 1, 1, C), // D, dropped
            r(A, 2, 0, D),
            r(E, 1, 0, A),
            r(A, 3, 3, F),
            r(B, 0, 2, A),
            r(A, 1, 2, C),
        ];
        let t = ranked(&[A, B, C, D, E, F], &results, &Preset::Football.chain());
        let letters: String = row(&t, A).form.iter().map(Form::letter).collect();
        assert_eq!(letters, "WLDWL");
        assert_eq!(row(&t, A).played, 7);
    }

    #[test]
    fn buchholz_and_sonneborn_berger_use_final_points() {
        let results = [r(A, 1, 0, B), r(B, 1, 1, C), r(C, 2, 0, D)];
        let t = ranked(&[A, B, C, D], &results, &Preset::Swiss.chain());
        // Final points: A 3, B 1, C 4, D 0.
        assert_eq!((row(&t, B).buchholz, row(&t, B).sonneborn_berger), (3 + 4, 4));
        assert_eq!((row(&t, C).buchholz, row(&t, C).sonneborn_berger), (1, 1));
        assert_eq!((row(&t, A).buchholz, row(&t, A).sonneborn_berger), (1, 3));
    }

    #[test]
    fn custom_points_rules_apply_to_totals_and_head_to_head() {
        let two_for_a_win = PointsRule { win: 2, draw: 1, loss: 0 };
        let results = [r(A, 1, 0, B), r(B, 0, 0, C), r(C, 0, 0, A)];
        let t = table(&[A, B, C], &results, two_for_a_win, &Preset::HeadToHeadFirst.chain(), 0).unwrap();
        assert_eq!(row(&t, A).points, 3);
        assert_eq!(row(&t, C).points, 2);
    }

    #[test]
    fn bad_input_is_refused_with_a_plain_reason() {
        let chain = Preset::Football.chain();
        let err = |entrants: &[Entrant], results: &[Played]| {
            table(entrants, results, PointsRule::default(), &chain, 0).unwrap_err().to_string()
        };
        assert_eq!(err(&[], &[]), "a table needs at least 1 entrant (0 given)");
        assert_eq!(err(&[A, A], &[]), "entrant 1 is listed twice in a table");
        assert_eq!(err(&[A, B], &[r(A, 1, 0, C)]), "a result (1 v 3) names entrant 3, who is not in this competition");
        assert_eq!(err(&[A, B], &[r(A, 1, 0, A)]), "a result has entrant 1 playing against themselves");
    }

    #[test]
    fn shoot_out_winners_still_draw_in_the_table() {
        let shoot_out = Played { decided_for: Some(B), ..r(A, 1, 1, B) };
        let t = ranked(&[A, B], &[shoot_out], &Preset::Football.chain());
        assert_eq!((row(&t, A).drawn, row(&t, B).drawn, row(&t, B).points), (1, 1, 1));
    }

    fn league() -> impl Strategy<Value = (Vec<Entrant>, Vec<Played>, Preset, u64)> {
        (2usize..10)
            .prop_flat_map(|n| {
                let ids = proptest::collection::btree_set(-50i64..50, n);
                let games = proptest::collection::vec((0..n, 1..n, 0u32..6, 0u32..6), 0..30);
                (ids, games, proptest::sample::select(Preset::ALL.to_vec()), any::<u64>())
            })
            .prop_map(|(ids, games, preset, seed)| {
                let ids: Vec<Entrant> = ids.into_iter().collect();
                let n = ids.len();
                let results =
                    games.into_iter().map(|(h, offset, hg, ag)| r(ids[h], hg, ag, ids[(h + offset) % n])).collect();
                (ids, results, preset, seed)
            })
    }

    proptest! {
        #[test]
        fn tables_conserve_points_goals_and_entrants((entrants, results, preset, seed) in league()) {
            let rule = PointsRule::default();
            let t = table(&entrants, &results, rule, &preset.chain(), seed).unwrap();
            let expected_points: i64 = results
                .iter()
                .map(|p| if p.home_goals == p.away_goals { 2 * rule.draw } else { rule.win + rule.loss })
                .map(i64::from)
                .sum();
            prop_assert_eq!(t.rows.iter().map(|row| row.points).sum::<i64>(), expected_points);
            prop_assert_eq!(t.rows.iter().map(|row| row.goal_difference).sum::<i64>(), 0);
            prop_assert_eq!(
                t.rows.iter().map(|row| row.goals_for).sum::<u32>(),
                t.rows.iter().map(|row| row.goals_against).sum::<u32>()
            );
            let positions: Vec<u32> = t.rows.iter().map(|row| row.position).collect();
            prop_assert_eq!(positions, (1..=entrants.len() as u32).collect::<Vec<_>>());
            let mut listed: Vec<Entrant> = order(&t);
            listed.sort();
            prop_assert_eq!(&listed, &entrants);
            for row in &t.rows {
                let involved = results.iter().filter(|p| p.home == row.entrant || p.away == row.entrant).count();
                prop_assert_eq!(row.played as usize, involved);
                prop_assert_eq!(row.won + row.drawn + row.lost, row.played);
            }
            // Points never rise down the table, and only the top row has nothing above it.
            for pair in t.rows.windows(2) {
                prop_assert!(pair[0].points >= pair[1].points);
                prop_assert_eq!(pair[1].separated_by == Some(Criterion::Points), pair[0].points != pair[1].points);
            }
            prop_assert_eq!(t.rows[0].separated_by, None);
            prop_assert_eq!(&t, &table(&entrants, &results, rule, &preset.chain(), seed).unwrap());
        }
    }
}
