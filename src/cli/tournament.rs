//! `touchline tournament`: a draft league in the terminal. The managers (people or the
//! computer) draft their squads in one match, then play a round robin between the drafted
//! squads, each fixture a match of its own; the table follows with the game's rulebook order
//! for teams level on points (football's when it gives none) and 3/1/0 points, and the champion
//! is named. How many managers, and how they may share the players out, is the game's draft's.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use touchline_games::chance::derive_seed;
use touchline_games::options::Options;
use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, DraftSpec, GameKind, Lang};
use touchline_league::format::{self, FormatKind, Ranking};
use touchline_league::{Entrant, LeagueError, Played, PointsRule};

use super::play::{self, PlayError, PlayOptions};
use super::say;

pub struct TournamentOptions {
    /// The match options every fixture is played with.
    pub config: AnyConfig,
    /// How the managers share the players out (one of the game's draft's ways; its first when
    /// `None`).
    pub method: Option<String>,
    pub seed: u64,
    pub managers: Vec<Occupant<()>>,
    pub names: Vec<String>,
    pub out: PathBuf,
    /// The database every match is kept in, as `play --db` keeps one.
    pub db: Option<PathBuf>,
    /// The language the terminal speaks.
    pub lang: Lang,
}

/// How a terminal tournament ended: the table's lines and the champion's seat.
pub struct TournamentResult {
    pub table: Vec<String>,
    pub champion: usize,
}

/// The game's draft, or why it has none to play a tournament with (in `lang`).
pub fn draft_spec(kind: GameKind, lang: Lang) -> Result<DraftSpec, String> {
    kind.profile().draft.ok_or_else(|| {
        let drafting: Vec<&str> = GameKind::drafting().iter().map(|k| k.name()).collect();
        say!(lang, "error-no-draft", game = kind.title(), games = drafting.join(", "))
    })
}

/// "a FASISAC draft tournament has 3 or 4 managers", in `lang`.
pub fn managers_rule(kind: GameKind, spec: &DraftSpec, lang: Lang) -> String {
    let (fewest, most) = spec.managers;
    let span = match most.saturating_sub(fewest) {
        0 => "one",
        1 => "two",
        _ => "range",
    };
    say!(lang, "rule-tournament-managers", span = span, game = kind.title(), fewest = fewest, most = most)
}

pub fn run(
    options: TournamentOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<TournamentResult, PlayError> {
    let TournamentOptions { config, method, seed, managers, names, out: dir, db, lang } = options;
    let db = db.as_deref();
    let kind = config.kind();
    let profile = kind.profile();
    let spec = draft_spec(kind, lang).map_err(PlayError::Setup)?;
    let (fewest, most) = spec.managers;
    if !(fewest..=most).contains(&managers.len()) {
        let rule = managers_rule(kind, &spec, lang);
        return Err(PlayError::Setup(say!(lang, "error-rule-not", rule = rule, count = managers.len().to_string())));
    }
    let method = match method {
        Some(asked) => spec.method(&asked).ok_or_else(|| {
            let ways: Vec<&str> = spec.methods.iter().map(|w| w.name).collect();
            let ways = super::or_list(&ways, lang);
            PlayError::Setup(say!(lang, "error-no-draft-way", game = kind.title(), asked = asked.as_str(), ways = ways))
        })?,
        None => &spec.methods[0],
    };
    let Some(draft) = config.draft_config(method.name) else {
        return Err(PlayError::Setup(format!("{} has no {} draft", kind.title(), method.name)));
    };
    let heading =
        say!(lang, "tournament-heading", game = kind.title(), managers = managers.len(), draft = method.label);
    writeln!(out, "=== {heading} ===")?;
    let drafted = play_one(
        PlayOptions {
            config: draft,
            seed: derive_seed(seed, 0),
            seats: managers.clone(),
            names: names.clone(),
            out: dir.join("draft"),
            lang,
            chances: false,
        },
        db,
        input,
        out,
    )?;
    let squads = drafted.squads().ok_or_else(|| PlayError::Setup("the draft ended without squads".into()))?;
    // The draft league's own steps, as a league of the bot takes them: its fixtures once the
    // squads are shared out, then whatever it has due until it names its champion.
    let setup = |e: LeagueError| PlayError::Setup(e.to_string());
    let format = FormatKind::DraftLeague
        .with(&Options::new().with("managers", managers.len().to_string()))
        .map_err(|e| PlayError::Setup(e.text(lang)))?;
    let entrants: Vec<Entrant> = (0..managers.len() as i64).collect();
    let tiebreak = format.tiebreak(profile.tiebreak.is_some());
    let order = profile.tiebreak.as_deref();
    let ranking =
        Ranking { points: PointsRule { win: 3, draw: 1, loss: 0 }, chain: tiebreak.chain(order), lots_seed: seed };
    let mut fixtures: Vec<format::Fixture> = Vec::new();
    let mut number = 0u64;
    let (table, champion) = loop {
        let season = format::Season {
            entrants: &entrants,
            groups: &[],
            fixtures: &fixtures,
            ranking: &ranking,
            started: true,
            drafted: true,
        };
        let standing = format.standing(&season).map_err(setup)?;
        let next = format.next(&season, &standing).map_err(setup)?;
        if let Some(champion) = next.finished {
            let table = standing.tables.into_iter().next().map(|(_, t)| t).unwrap_or_default();
            break (table, champion);
        }
        if next.fixtures.is_empty() {
            return Err(PlayError::Setup("the tournament stopped with nothing to play".into()));
        }
        for f in next.fixtures {
            number += 1;
            let (home, away) = (f.pairing.home, f.pairing.away);
            let (h, a) = (home as usize, away as usize);
            let heading = say!(lang, "tournament-round", round = f.pairing.round, home = &names[h], away = &names[a]);
            writeln!(out, "\n=== {heading} ===")?;
            let fixture = config
                .fixture_config(&squads[h], &squads[a])
                .ok_or_else(|| PlayError::Setup("the squads do not make a match".into()))?;
            let played = play_one(
                PlayOptions {
                    config: fixture,
                    seed: derive_seed(seed, number),
                    seats: vec![managers[h], managers[a]],
                    names: vec![names[h].clone(), names[a].clone()],
                    out: dir.join(format!("fixture-{number}")),
                    lang,
                    chances: false,
                },
                db,
                input,
                out,
            )?;
            let outcome = played
                .status()
                .outcome()
                .cloned()
                .ok_or_else(|| PlayError::Setup("a fixture did not finish".into()))?;
            let goals = |s: usize| outcome.goals.get(s).copied().unwrap_or(0) as u32;
            let decided_for =
                (goals(0) == goals(1)).then_some(outcome.winner).flatten().map(|w| if w == 0 { home } else { away });
            let result = Played { home, away, home_goals: goals(0), away_goals: goals(1), decided_for };
            fixtures.push(f.with_result(Some(result)));
        }
    };
    writeln!(out, "\n=== {} ===", say!(lang, "tournament-final-table", tiebreak = tiebreak.describe(order)))?;
    let mut lines = Vec::new();
    for row in &table.rows {
        let line = say!(
            lang,
            "tournament-table-row",
            position = row.position,
            name = format!("{:<18}", names[row.entrant as usize]),
            played = row.played,
            won = row.won,
            drawn = row.drawn,
            lost = row.lost,
            scored = row.goals_for,
            conceded = row.goals_against,
            points = row.points
        );
        writeln!(out, "{line}")?;
        lines.push(line);
    }
    let champion = champion.map_or(0, |c| c as usize);
    writeln!(out, "{}", say!(lang, "tournament-champions", name = &names[champion]))?;
    Ok(TournamentResult { table: lines, champion })
}

/// One match of the tournament, kept in the database when there is one (sealed, and kept as
/// abandoned when the terminal stops first: its input ended, or its reader went away).
fn play_one(
    options: PlayOptions,
    db: Option<&Path>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<touchline_games::AnyMatch, PlayError> {
    let Some(db) = db else { return play::run(options, input, out) };
    let mut recorder = super::replay::StoreRecorder::open(db, &options.seats, &options.names, options.lang)
        .map_err(PlayError::Store)?;
    let played = play::run_recorded(options, input, out, Some(&mut recorder));
    if played.as_ref().is_err_and(PlayError::stops_the_terminal) {
        recorder.abandon().map_err(PlayError::Store)?;
    }
    recorder.close();
    played
}
