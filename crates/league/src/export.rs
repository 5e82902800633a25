//! CSV downloads for organisers (RFC 4180: comma separated, CRLF line ends, fields quoted when
//! they hold a comma, quote, CR or LF, inner quotes doubled).
//!
//! Names are typed by players, and spreadsheets run a cell starting with `=`, `+`, `-` or `@` as
//! a formula, so such names get a leading apostrophe (the usual defence against CSV injection).
//! Numbers are written plainly.

use crate::{Entrant, Table};

/// One fixture or result line for [`results_csv`], already in display form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultLine {
    pub round: u32,
    pub home: String,
    pub away: String,
    pub home_goals: Option<u32>,
    pub away_goals: Option<u32>,
    /// Who went through when the goals were level.
    pub decided_for: Option<String>,
    pub status: String,
    pub source: String,
}

/// The table with header `Pos,Team,P,W,D,L,GF,GA,GD,Pts,Form,Decided by`; `name` turns an entrant
/// into its display name. "Decided by" says what put each row below the one above it.
pub fn table_csv(table: &Table, name: &dyn Fn(Entrant) -> String) -> String {
    let mut out =
        line(&["Pos", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts", "Form", "Decided by"].map(String::from));
    for row in &table.rows {
        out.push_str(&line(&[
            row.position.to_string(),
            text(&name(row.entrant)),
            row.played.to_string(),
            row.won.to_string(),
            row.drawn.to_string(),
            row.lost.to_string(),
            row.goals_for.to_string(),
            row.goals_against.to_string(),
            row.goal_difference.to_string(),
            row.points.to_string(),
            row.form.iter().map(|f| f.letter()).collect(),
            row.separated_by.map(|c| c.label().to_string()).unwrap_or_default(),
        ]));
    }
    out
}

/// Fixtures and results with header `Round,Home,Away,Home goals,Away goals,Went through,Status,Source`;
/// missing goals are empty cells.
pub fn results_csv(rows: &[ResultLine]) -> String {
    let mut out = line(
        &["Round", "Home", "Away", "Home goals", "Away goals", "Went through", "Status", "Source"].map(String::from),
    );
    let goals = |g: Option<u32>| g.map(|g| g.to_string()).unwrap_or_default();
    for r in rows {
        out.push_str(&line(&[
            r.round.to_string(),
            text(&r.home),
            text(&r.away),
            goals(r.home_goals),
            goals(r.away_goals),
            r.decided_for.as_deref().map(text).unwrap_or_default(),
            text(&r.status),
            text(&r.source),
        ]));
    }
    out
}

/// Quotes one field when RFC 4180 requires it.
pub fn field(value: &str) -> String {
    if value.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_string()
    }
}

/// Defuses free text that a spreadsheet would otherwise run as a formula.
fn text(value: &str) -> String {
    if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_string()
    }
}

fn line(fields: &[String]) -> String {
    let mut out = fields.iter().map(|f| field(f)).collect::<Vec<_>>().join(",");
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{table, Played, PointsRule, Preset};

    /// A minimal RFC 4180 reader, to check that what is written reads back the same.
    fn parse(csv: &str) -> Vec<Vec<String>> {
        let mut rows = Vec::new();
        let mut row = Vec::new();
        let mut cell = String::new();
        let mut quoted = false;
        let mut chars = csv.chars().peekable();
        while let Some(c) = chars.next() {
            match (quoted, c) {
                (true, '"') if chars.peek() == Some(&'"') => {
                    chars.next();
                    cell.push('"');
                }
                (true, '"') => quoted = false,
                (true, c) => cell.push(c),
                (false, '"') => quoted = true,
                (false, ',') => row.push(std::mem::take(&mut cell)),
                (false, '\r') => {
                    assert_eq!(chars.next(), Some('\n'), "CR only ever starts a line end");
                    row.push(std::mem::take(&mut cell));
                    rows.push(std::mem::take(&mut row));
                }
                (false, c) => cell.push(c),
            }
        }
        assert!(cell.is_empty() && row.is_empty(), "the last line ends with CRLF");
        rows
    }

    #[test]
    fn fields_are_quoted_only_when_needed() {
        assert_eq!(field("plain"), "plain");
        assert_eq!(field("Smith, J"), "\"Smith, J\"");
        assert_eq!(field("the \"Boss\""), "\"the \"\"Boss\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(field(""), "");
    }

    #[test]
    fn a_table_with_awkward_names_reads_back() {
        let results = [Played { home: 1, away: 2, home_goals: 2, away_goals: 1, decided_for: None }];
        let t = table(&[1, 2], &results, PointsRule::default(), &Preset::Football.chain(), 0).unwrap();
        let name = |e: Entrant| if e == 1 { "Rovers, \"the Hoops\"".to_string() } else { "=1+1".to_string() };
        let csv = table_csv(&t, &name);
        assert!(csv.starts_with("Pos,Team,P,W,D,L,GF,GA,GD,Pts,Form,Decided by\r\n"));
        assert!(csv.contains("\"Rovers, \"\"the Hoops\"\"\""));
        assert_eq!(
            parse(&csv),
            vec![
                ["Pos", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts", "Form", "Decided by"]
                    .map(String::from)
                    .to_vec(),
                ["1", "Rovers, \"the Hoops\"", "1", "1", "0", "0", "2", "1", "1", "3", "W", ""]
                    .map(String::from)
                    .to_vec(),
                ["2", "'=1+1", "1", "0", "0", "1", "1", "2", "-1", "0", "L", "points"].map(String::from).to_vec(),
            ]
        );
    }

    #[test]
    fn results_leave_unplayed_goals_empty() {
        let lines = [
            ResultLine {
                round: 1,
                home: "A, B".into(),
                away: "C".into(),
                home_goals: Some(1),
                away_goals: Some(1),
                decided_for: Some("C".into()),
                status: "played".into(),
                source: "game".into(),
            },
            ResultLine {
                round: 2,
                home: "C".into(),
                away: "D \"Dee\"".into(),
                home_goals: None,
                away_goals: None,
                decided_for: None,
                status: "scheduled".into(),
                source: "".into(),
            },
        ];
        let csv = results_csv(&lines);
        assert_eq!(
            csv,
            "Round,Home,Away,Home goals,Away goals,Went through,Status,Source\r\n\
             1,\"A, B\",C,1,1,C,played,game\r\n\
             2,C,\"D \"\"Dee\"\"\",,,,scheduled,\r\n"
        );
        assert_eq!(parse(&csv)[2][2], "D \"Dee\"");
    }
}
