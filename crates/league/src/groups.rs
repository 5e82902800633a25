//! Group stages: drawing seeded entrants into groups, and seeding a knockout from the groups'
//! final tables.

use std::collections::BTreeSet;

use crate::{check_entrants, invalid, Entrant, LeagueError, Table};

/// Snake draft of seeded entrants into `groups` groups (A gets seeds 1, 2g, 2g+1, ...; B gets 2,
/// 2g-1, ...). The snake evens out strength: the group with the best top seed gets the weakest
/// second seed. Each group needs at least 2 entrants.
pub fn draw(seeds: &[Entrant], groups: u32) -> Result<Vec<Vec<Entrant>>, LeagueError> {
    check_entrants(seeds, 2, "a group draw")?;
    if groups == 0 {
        return invalid("a group stage needs at least 1 group");
    }
    let g = groups as usize;
    if seeds.len() < 2 * g {
        return invalid(format!(
            "{} groups need at least {} entrants (2 per group), but there are {}",
            groups,
            2 * g,
            seeds.len()
        ));
    }
    let mut out = vec![Vec::new(); g];
    for (i, &e) in seeds.iter().enumerate() {
        let (pass, pos) = (i / g, i % g);
        let group = if pass % 2 == 1 { g - 1 - pos } else { pos };
        out[group].push(e);
    }
    Ok(out)
}

/// "A", "B", … "Z", then "AA", "AB", … like spreadsheet columns.
pub fn group_name(index: usize) -> String {
    let mut name = Vec::new();
    let mut n = index + 1;
    while n > 0 {
        n -= 1;
        name.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

/// Knockout seeds from final group tables: all group winners first (A1, B1, …), then the
/// runners-up (A2, B2, …), then thirds, and so on, taking `per_group` from each group.
///
/// Every place lists the groups in the same order on purpose: the standard bracket pairs seed k
/// with seed 2g + 1 − k, so winner of group i meets the runner-up of group g − 1 − i, never its
/// own group's (except the middle group when g is odd). With two groups that is A1 v B2 and
/// B1 v A2.
pub fn qualifiers(tables: &[Table], per_group: u32) -> Result<Vec<Entrant>, LeagueError> {
    if tables.is_empty() {
        return invalid("there are no group tables to take qualifiers from");
    }
    if per_group == 0 {
        return invalid("at least 1 entrant per group must qualify");
    }
    let mut ordered = Vec::with_capacity(tables.len());
    for (i, t) in tables.iter().enumerate() {
        if t.rows.len() < per_group as usize {
            return invalid(format!(
                "group {} has {} entrants, fewer than the {per_group} that should qualify from it",
                group_name(i),
                t.rows.len()
            ));
        }
        let mut rows: Vec<_> = t.rows.iter().collect();
        rows.sort_by_key(|row| row.position);
        ordered.push(rows);
    }
    let mut seeds = Vec::with_capacity(tables.len() * per_group as usize);
    let mut seen = BTreeSet::new();
    for place in 0..per_group as usize {
        for (i, rows) in ordered.iter().enumerate() {
            let e = rows[place].entrant;
            if !seen.insert(e) {
                return invalid(format!(
                    "entrant {e} appears in more than one group (again in group {})",
                    group_name(i)
                ));
            }
            seeds.push(e);
        }
    }
    Ok(seeds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knockout::Bracket;
    use crate::{table, Played, PointsRule, Preset};

    fn ranked(entrants: &[Entrant], results: &[Played]) -> Table {
        table(entrants, results, PointsRule::default(), &Preset::Football.chain(), 0).unwrap()
    }

    fn win(home: Entrant, away: Entrant) -> Played {
        Played { home, away, home_goals: 1, away_goals: 0, decided_for: None }
    }

    #[test]
    fn snake_draw_balances_seeds() {
        let groups = draw(&(1..=8).collect::<Vec<_>>(), 2).unwrap();
        assert_eq!(groups, vec![vec![1, 4, 5, 8], vec![2, 3, 6, 7]]);
        let three = draw(&(1..=7).collect::<Vec<_>>(), 3).unwrap();
        assert_eq!(three, vec![vec![1, 6, 7], vec![2, 5], vec![3, 4]]);
    }

    #[test]
    fn draws_need_enough_entrants() {
        assert_eq!(
            draw(&[1, 2, 3], 2).unwrap_err().to_string(),
            "2 groups need at least 4 entrants (2 per group), but there are 3"
        );
        assert!(draw(&[1, 2], 0).is_err());
        assert!(draw(&[1, 2, 2, 3], 2).is_err());
    }

    #[test]
    fn group_names_run_like_spreadsheet_columns() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52].iter().map(|&i| group_name(i)).collect();
        assert_eq!(names, vec!["A", "B", "Z", "AA", "AB", "AZ", "BA"]);
    }

    #[test]
    fn winners_meet_the_other_groups_runners_up() {
        // Group A: 1 beats 2 beats 3. Group B: 5 beats 4 beats 6.
        let a = ranked(&[1, 2, 3], &[win(1, 2), win(2, 3), win(1, 3)]);
        let b = ranked(&[4, 5, 6], &[win(5, 4), win(4, 6), win(5, 6)]);
        let seeds = qualifiers(&[a, b], 2).unwrap();
        assert_eq!(seeds, vec![1, 5, 2, 4], "A1, B1, A2, B2");
        let bracket = Bracket::new(seeds, 1).unwrap();
        let semis: Vec<(Option<Entrant>, Option<Entrant>)> =
            bracket.view()[0].iter().map(|t| (t.home, t.away)).collect();
        assert_eq!(semis, vec![(Some(1), Some(4)), (Some(5), Some(2))], "A1 v B2, B1 v A2");
        assert_eq!(bracket.round_name(1), "Semi-finals");
    }

    #[test]
    fn qualifiers_refuse_short_or_overlapping_groups() {
        let a = ranked(&[1, 2], &[win(1, 2)]);
        let b = ranked(&[3, 4], &[]);
        assert_eq!(
            qualifiers(&[a.clone(), b.clone()], 3).unwrap_err().to_string(),
            "group A has 2 entrants, fewer than the 3 that should qualify from it"
        );
        assert!(qualifiers(&[], 1).is_err());
        assert!(qualifiers(std::slice::from_ref(&a), 0).is_err());
        assert_eq!(
            qualifiers(&[a.clone(), a], 1).unwrap_err().to_string(),
            "entrant 1 appears in more than one group (again in group B)"
        );
        assert_eq!(qualifiers(&[b], 2).unwrap().len(), 2);
    }
}
