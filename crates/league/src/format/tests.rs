use super::*;
use crate::{Preset, TieBreak};

/// A season played out by its format alone: the fixtures it draws up are played at once, the
/// lower entrant id winning 1–0 (or on a shoot-out when a winner is needed and `level` says the
/// goals are level), until the format names its champion.
struct PlayedOut {
    champion: Option<Entrant>,
    fixtures: Vec<Fixture>,
    /// How many times the format was asked what comes next.
    steps: usize,
}

fn ranking() -> Ranking {
    Ranking { points: PointsRule::default(), chain: TieBreak::Preset(Preset::Football).chain(None), lots_seed: 7 }
}

fn result(f: &NewFixture, level: bool, winner: impl Fn(Entrant, Entrant) -> Entrant) -> Played {
    let w = winner(f.pairing.home, f.pairing.away);
    let (home_goals, away_goals) = match (level, w == f.pairing.home) {
        (true, _) => (1, 1),
        (false, true) => (1, 0),
        (false, false) => (0, 1),
    };
    Played { home: f.pairing.home, away: f.pairing.away, home_goals, away_goals, decided_for: level.then_some(w) }
}

fn play_out(format: &Format, entrants: &[Entrant], winner: impl Fn(Entrant, Entrant) -> Entrant + Copy) -> PlayedOut {
    let ranking = ranking();
    let (mut fixtures, mut groups) = (Vec::<Fixture>::new(), Vec::new());
    let mut drafted = false;
    let add = |fixtures: &mut Vec<Fixture>, new: Vec<NewFixture>| {
        for f in new {
            let already = fixtures.iter().any(|o| {
                (o.pairing.stage, o.pairing.round, o.pairing.slot, o.pairing.leg)
                    == (f.pairing.stage, f.pairing.round, f.pairing.slot, f.pairing.leg)
            });
            if !already {
                let played = result(&f, f.result_needed && f.pairing.leg == 3, winner);
                fixtures.push(f.with_result(Some(played)));
            }
        }
    };
    let season = Season { entrants, groups: &[], fixtures: &[], ranking: &ranking, started: false, drafted: false };
    match format.start(&season).unwrap() {
        Start::Fixtures { fixtures: first, groups: drawn } => {
            groups = drawn;
            add(&mut fixtures, first);
        }
        Start::Draft => {}
    }
    for steps in 1..200 {
        let season =
            Season { entrants, groups: &groups, fixtures: &fixtures, ranking: &ranking, started: true, drafted };
        let standing = format.standing(&season).unwrap();
        let next = format.next(&season, &standing).unwrap();
        if let Some(champion) = next.finished {
            return PlayedOut { champion, fixtures, steps };
        }
        if next.fixtures.is_empty() {
            // A draft league waits for its draft: it is over now.
            assert!(format.drafts() && !drafted, "{format:?} waits with every fixture played");
            drafted = true;
        }
        add(&mut fixtures, next.fixtures);
    }
    panic!("{format:?} never finished");
}

fn lowest(a: Entrant, b: Entrant) -> Entrant {
    a.min(b)
}

fn format(kind: FormatKind, text: &str) -> Format {
    kind.with(&Options::parse(text)).unwrap_or_else(|e| panic!("{}: {e}", kind.name()))
}

#[test]
fn every_format_reads_its_defaults_stores_its_settings_and_names_its_stages() {
    for &kind in FormatKind::ALL {
        let f = kind.default_format();
        assert_eq!(f.kind(), kind);
        assert_eq!(Format::read(kind.name(), &f.settings_json()).unwrap(), f, "{}", kind.name());
        for stage in kind.stages() {
            assert_eq!(Stage::parse(stage.name()).unwrap(), *stage);
        }
        assert!(!f.describe(Lang::En).is_empty());
    }
    assert_eq!(FormatKind::ALL.iter().filter(|k| k.is_league()).count(), 1, "one format is a league's");
    assert!(Stage::parse("nowhere").is_err());
    assert!(Format::read("knockout", "{\"legs\": \"two\"}").is_err());
}

#[test]
fn settings_are_the_formats_own_and_within_their_ranges() {
    let legs = FormatKind::Knockout.with(&Options::parse("legs=3")).unwrap_err().to_string();
    assert_eq!(legs, "knockout has no number of legs '3'; use a number from 1 to 2");
    let swiss = FormatKind::Knockout.with(&Options::parse("rounds=4")).unwrap_err().to_string();
    assert!(swiss.starts_with("knockout has no option `rounds`"), "{swiss}");
    assert_eq!(format(FormatKind::Swiss, ""), Format::Swiss(Swiss { rounds: None }));
    assert_eq!(format(FormatKind::Swiss, "rounds=5"), Format::Swiss(Swiss { rounds: Some(5) }));
    assert_eq!(format(FormatKind::Groups, "groups=3"), Format::Groups(Groups { groups: 3, qualifiers: 2, legs: 1 }));
    assert_eq!(format(FormatKind::RoundRobin, ""), Format::RoundRobin(RoundRobin { legs: 2 }));
    assert_eq!(format(FormatKind::Groups, "groups=3").entrants(), (6, None));
    assert_eq!(format(FormatKind::DraftLeague, "managers=4").entrants(), (4, Some(4)));
}

#[test]
fn a_round_robin_plays_everyone_the_number_of_legs_and_its_top_is_champion() {
    let out = play_out(&format(FormatKind::RoundRobin, "legs=2"), &[1, 2, 3, 4], lowest);
    assert_eq!(out.fixtures.len(), 12);
    assert_eq!(out.champion, Some(1));
    assert_eq!(out.steps, 1, "all drawn up at the start");
}

#[test]
fn a_knockout_draws_each_round_from_the_last_and_names_its_winner() {
    let out = play_out(&format(FormatKind::Knockout, ""), &[1, 2, 3, 4, 5, 6, 7, 8], lowest);
    assert_eq!(out.fixtures.len(), 7);
    assert_eq!(out.champion, Some(1));
    assert_eq!(out.fixtures.iter().map(|f| f.pairing.round).max(), Some(3));
    // Two legs, each won at home: every tie is level on aggregate and goes to a decider, which
    // needs a winner (the shoot-out goes to the lower id here).
    let two = play_out(&format(FormatKind::Knockout, "legs=2"), &[1, 2, 3, 4], |home, _| home);
    let legs = |leg: u32| two.fixtures.iter().filter(|f| f.pairing.leg == leg).count();
    assert_eq!((legs(1), legs(2), legs(3)), (3, 3, 3));
    assert!(two.fixtures.iter().filter(|f| f.pairing.leg == 3).all(|f| f
        .result
        .as_ref()
        .unwrap()
        .decided_for
        .is_some()));
    assert_eq!(two.champion, Some(1));
}

#[test]
fn a_swiss_event_plays_its_rounds_without_rematches() {
    let out = play_out(&format(FormatKind::Swiss, ""), &[1, 2, 3, 4, 5, 6, 7, 8], lowest);
    assert_eq!(out.fixtures.len(), 12, "three rounds of four");
    assert_eq!(out.champion, Some(1));
    let mut pairs: Vec<(Entrant, Entrant)> =
        out.fixtures.iter().map(|f| (f.pairing.home.min(f.pairing.away), f.pairing.home.max(f.pairing.away))).collect();
    pairs.sort();
    pairs.dedup();
    assert_eq!(pairs.len(), 12, "nobody met twice");
    let short = play_out(&format(FormatKind::Swiss, "rounds=1"), &[1, 2, 3, 4], lowest);
    assert_eq!(short.fixtures.len(), 2);
}

#[test]
fn groups_then_knockout_seeds_the_bracket_from_the_group_tables() {
    let out = play_out(&format(FormatKind::Groups, "groups=2 qualifiers=2"), &[1, 2, 3, 4, 5, 6, 7, 8], lowest);
    let group = out.fixtures.iter().filter(|f| f.pairing.stage == Stage::GROUP).count();
    let ko: Vec<&Fixture> = out.fixtures.iter().filter(|f| f.pairing.stage == Stage::KNOCKOUT).collect();
    assert_eq!((group, ko.len()), (12, 3));
    assert_eq!(out.champion, Some(1));
    // Snake seeding puts 1, 4, 5, 8 in group A and 2, 3, 6, 7 in group B; the lowest ids win,
    // so each group's top two go through.
    let mut through: Vec<Entrant> =
        ko.iter().filter(|f| f.pairing.round == 1).flat_map(|f| [f.pairing.home, f.pairing.away]).collect();
    through.sort();
    assert_eq!(through, vec![1, 2, 3, 4]);
}

#[test]
fn a_draft_league_waits_for_its_draft_then_plays_one_round_robin() {
    let f = format(FormatKind::DraftLeague, "managers=3");
    let ranking = ranking();
    let season =
        Season { entrants: &[1, 2, 3], groups: &[], fixtures: &[], ranking: &ranking, started: true, drafted: false };
    assert_eq!(f.start(&season).unwrap(), Start::Draft);
    let standing = f.standing(&season).unwrap();
    assert_eq!(f.next(&season, &standing).unwrap(), Next::WAIT, "no fixtures before the squads");
    let out = play_out(&f, &[1, 2, 3], lowest);
    assert_eq!(out.fixtures.len(), 3);
    assert_eq!(out.champion, Some(1));
}

#[test]
fn on_a_ladder_a_lower_rung_that_wins_climbs_and_the_bottom_can_reach_the_top() {
    // Seeded upside down: the strongest starts at the bottom and wins every game.
    let out = play_out(&format(FormatKind::Ladder, ""), &[4, 3, 2, 1], lowest);
    assert_eq!(out.champion, Some(1), "three rounds are enough to climb three rungs");
    assert_eq!(out.fixtures.iter().map(|f| f.pairing.round).max(), Some(3));
    // Odd rounds pair from the top, even rounds from the second rung.
    let round = |r: u32| -> Vec<(Entrant, Entrant)> {
        out.fixtures.iter().filter(|f| f.pairing.round == r).map(|f| (f.pairing.home, f.pairing.away)).collect()
    };
    assert_eq!(round(1), vec![(4, 3), (2, 1)]);
    assert_eq!(round(2), vec![(4, 1)], "after round 1 the rungs are 3, 4, 1, 2");
    assert_eq!(round(3), vec![(3, 1), (4, 2)]);
    // The table lists the rungs, not the points.
    let ranking = ranking();
    let season = Season {
        entrants: &[4, 3, 2, 1],
        groups: &[],
        fixtures: &out.fixtures,
        ranking: &ranking,
        started: true,
        drafted: false,
    };
    let standing = format(FormatKind::Ladder, "").standing(&season).unwrap();
    let rungs: Vec<Entrant> = standing.tables[0].1.rows.iter().map(|r| r.entrant).collect();
    assert_eq!(rungs, vec![1, 3, 2, 4]);
    assert!(standing.tables[0].1.rows.iter().enumerate().all(|(i, r)| r.position == i as u32 + 1));
}

#[test]
fn on_a_ladder_a_draw_keeps_the_rungs_and_two_entrants_meet_every_round() {
    let draw = Fixture {
        pairing: Pairing::in_round(ladder::STAGE, 1, 0, None, (1, 2)),
        result: Some(Played { home: 1, away: 2, home_goals: 2, away_goals: 2, decided_for: None }),
    };
    assert_eq!(ladder::rungs(&[1, 2], std::slice::from_ref(&draw)), vec![1, 2]);
    let out = play_out(&format(FormatKind::Ladder, "rounds=4"), &[2, 1], lowest);
    assert_eq!(out.fixtures.len(), 4, "one fixture each round, odd or even");
    assert_eq!(out.champion, Some(1));
}

#[test]
fn the_formats_words_are_whole_in_every_language_and_every_message_is_used() {
    let mut wrong = touchline_i18n::problems(&SOURCES);
    let code = [
        include_str!("round_robin.rs"),
        include_str!("knockout.rs"),
        include_str!("swiss.rs"),
        include_str!("groups.rs"),
        include_str!("draft_league.rs"),
        include_str!("ladder.rs"),
    ]
    .concat();
    let ids = touchline_i18n::messages(SOURCES[0].text).expect("English reads");
    wrong.extend(ids.into_keys().filter(|id| !code.contains(&format!("\"{id}\""))).map(|id| format!("{id} unused")));
    assert!(wrong.is_empty(), "{wrong:#?}");
    for lang in Lang::ALL {
        for &kind in FormatKind::ALL {
            assert!(!kind.default_format().describe(lang).contains('{'), "{kind:?} in {lang:?}");
        }
    }
}

#[test]
fn a_draft_league_fits_only_a_game_with_a_draft_and_takes_its_managers() {
    let game = GameFit { draft_managers: Some((3, 4)) };
    let fitted = format(FormatKind::DraftLeague, "").fit(game).unwrap();
    assert_eq!(fitted, Format::DraftLeague(DraftLeague { managers: Some(4) }), "the draft's most by default");
    assert_eq!(format(FormatKind::DraftLeague, "managers=2").fit(game), Err(Unfit::Managers { fewest: 3, most: 4 }));
    assert_eq!(format(FormatKind::DraftLeague, "").fit(GameFit::default()), Err(Unfit::NoDraft));
    let knockout = format(FormatKind::Knockout, "");
    assert_eq!(knockout.fit(GameFit::default()), Ok(knockout.clone()), "other formats fit any game");
}
