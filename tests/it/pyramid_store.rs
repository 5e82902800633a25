//! A pyramid of two KIX divisions over three seasons, on both engines: bot-played and reported
//! results, a promotion play-off each season (won from below, then from above), a relegated
//! club winning its way back up, newcomers starting at the bottom, and every table, move and
//! history row checked. Then the pyramid's refusals, each changing nothing.

use crate::support::formats::{knockout, round_robin};
use std::collections::HashMap;

use touchline::competition::{Competition, FixtureStatus, ResultSource, SeasonStatus};
use touchline::leagues::pyramid::{self, SeasonEnd};
use touchline::leagues::{self as ops, LeagueOpError, PlayNext};
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::{Origin, Store};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, AnyMatch, Command};
use touchline_league::pyramid::Movement;

use crate::support::engines::on_both_engines;

/// The league settings of the other league tests, one leg: four clubs play six fixtures.
fn spec(name: &str, creator: i64) -> touchline::competition::NewCompetition {
    crate::league_store::spec(name, round_robin(1), creator)
}

fn refused<T>(r: Result<T, LeagueOpError>) -> String {
    match r {
        Err(LeagueOpError::Refused(text)) => text.to_string(),
        Err(e) => panic!("expected a refusal, got {e}"),
        Ok(_) => panic!("expected a refusal"),
    }
}

/// A seed whose match, computer choices on both sides, the home side (seat 0) or the away side
/// wins outright.
fn seed_won_by(config: &AnyConfig, seat: usize) -> u64 {
    for seed in 0..3000 {
        let (mut m, _) = AnyMatch::new(config.clone(), 2, seed).unwrap();
        while let Some(s) = m.status().to_act().iter().next() {
            m.apply(s, Command::Play(computer_choice(&m, s, Brain::Normal).unwrap())).unwrap();
        }
        if m.status().outcome().is_some_and(|o| o.winner == Some(seat)) {
            return seed;
        }
    }
    panic!("no seed gives seat {seat} the win");
}

/// Play a division's first fixture on the bot, won by the stronger club (the one `rank` puts
/// first): both sides say they are ready, the match is played out move by move.
async fn play_first_on_the_bot(store: &Store, c: &Competition, rank: &[i64]) -> i64 {
    let season = store.current_season(c.id).await.unwrap();
    let first = store.fixtures(season.id).await.unwrap().remove(0);
    assert!(matches!(ops::play_next(store, c, first.spec.pairing.home).await.unwrap(), PlayNext::Waiting { .. }));
    let PlayNext::Start { fixture } = ops::play_next(store, c, first.spec.pairing.away).await.unwrap() else {
        panic!("both sides ready: the fixture starts")
    };
    let stronger = *rank.iter().find(|p| fixture.involves(**p)).unwrap();
    let seat = usize::from(stronger == fixture.spec.pairing.away);
    let config = ops::fixture_config(store, c, &fixture).await.unwrap();
    let sessions = Sessions::new(store.clone());
    let seats = vec![Occupant::Person(fixture.spec.pairing.home), Occupant::Person(fixture.spec.pairing.away)];
    let new = NewMatch {
        origin: Origin::Fixture(fixture.id),
        ..NewMatch::new(config.clone(), seats, seed_won_by(&config, seat))
    };
    let id = sessions.start(new).await.unwrap().id;
    loop {
        let m = sessions.load(id).await.unwrap().state;
        let Some(s) = m.status().to_act().iter().next() else { break };
        let input = computer_choice(&m, s, Brain::Normal).unwrap();
        sessions.act(id, s, Command::Play(input), Some(m.version())).await.unwrap();
    }
    let played = store.fixture(fixture.id).await.unwrap().unwrap();
    assert_eq!(played.status, FixtureStatus::Played);
    assert_eq!(played.result.as_ref().unwrap().source, ResultSource::Bot);
    stronger
}

/// Every other fixture of a competition's season reported by the club `rank` puts higher
/// (a 2–0 win) and confirmed by the other, in the order they are due, until the season ends.
async fn report_by_rank(store: &Store, c: &Competition, rank: &[i64]) {
    let place = |p: i64| rank.iter().position(|r| *r == p).unwrap();
    loop {
        let season = store.current_season(c.id).await.unwrap();
        if season.status == SeasonStatus::Finished {
            return;
        }
        let open = store.fixtures(season.id).await.unwrap().into_iter().find(|f| f.result.is_none()).unwrap();
        let (home, away) = (open.spec.pairing.home, open.spec.pairing.away);
        let (winner, loser) = if place(home) < place(away) { (home, away) } else { (away, home) };
        let (reported, _) = ops::report(store, c, winner, 2, 0, None).await.unwrap();
        assert_eq!(reported.id, open.id, "the winner's next fixture is the one due");
        ops::confirm(store, c, loser, 0).await.unwrap();
    }
}

/// A division's final table, best first.
async fn final_order(store: &Store, c: &Competition) -> Vec<i64> {
    let season = store.current_season(c.id).await.unwrap();
    assert_eq!(season.status, SeasonStatus::Finished);
    let s = ops::standing(store, c, season).await.unwrap();
    s.tables[0].1.rows.iter().map(|r| r.entrant).collect()
}

async fn members(store: &Store, c: &Competition) -> Vec<i64> {
    let season = store.current_season(c.id).await.unwrap();
    store.members(season.id).await.unwrap().iter().map(|m| m.player_id).collect()
}

/// Play one season of both divisions: start them, one bot-played fixture each, the rest
/// reported, each division finishing in the order given.
async fn play_season(store: &Store, divisions: [(&Competition, &[i64]); 2], admin: i64) {
    for (c, rank) in divisions {
        ops::start(store, c, admin, 0).await.unwrap();
        play_first_on_the_bot(store, c, rank).await;
        report_by_rank(store, c, rank).await;
        assert_eq!(final_order(store, c).await, rank, "'{}' finishes as its results say", c.spec.name);
    }
}

/// The season end: the play-off drawn, then played (won by `playoff_winner` in both legs),
/// then every division turned over. Returns each club's line of the season end.
async fn season_end(
    store: &Store,
    top: &Competition,
    playoff_winner: i64,
    admin: i64,
) -> Vec<(i64, u32, u32, Movement, Option<bool>)> {
    let p = pyramid::pyramid(store, top).await.unwrap();
    let SeasonEnd::PlayOffs(ties) = pyramid::new_season(store, &p, admin, 0, || 9).await.unwrap() else {
        panic!("the play-off comes first")
    };
    assert_eq!(ties.len(), 1);
    assert!(ties[0].drawn_now);
    let cup = ties[0].competition.clone();
    assert_eq!(cup.spec.format, knockout(2), "a two-legged knockout");
    // Asked again before it is played: the same tie, still waiting, nothing opened.
    let SeasonEnd::PlayOffs(again) = pyramid::new_season(store, &p, admin, 0, || 9).await.unwrap() else {
        panic!("still waiting for the play-off")
    };
    assert_eq!((again[0].competition.id, again[0].drawn_now), (cup.id, false));
    let clubs = members(store, &cup).await;
    assert!(clubs.contains(&playoff_winner));
    let loser = *clubs.iter().find(|c| **c != playoff_winner).unwrap();
    report_by_rank(store, &cup, &[playoff_winner, loser]).await;
    assert_eq!(store.current_season(cup.id).await.unwrap().champion, Some(playoff_winner));

    let SeasonEnd::Turned { ended, opened } = pyramid::new_season(store, &p, admin, 0, || 9).await.unwrap() else {
        panic!("the play-off is played: the pyramid turns over")
    };
    assert_eq!(opened.len(), 2);
    assert!(opened.iter().all(|s| s.status == SeasonStatus::Open));
    // A second request finds the new seasons open, not begun: nothing happens twice.
    assert!(refused(pyramid::new_season(store, &p, admin, 0, || 9).await).contains("has already been opened"));
    let seasons: Vec<_> = ended.iter().map(|d| d.season.id).collect();
    let history = store.season_history(&seasons).await.unwrap();
    let clubs: usize = ended.iter().map(|d| d.fates.len()).sum();
    assert_eq!(history.len(), clubs, "a history line for every club");
    ended
        .iter()
        .flat_map(|d| d.fates.iter().map(|f| (f.entrant, f.division as u32 + 1, f.place, f.movement, f.playoff)))
        .inspect(|(e, level, place, movement, playoff)| {
            let line = &history.iter().find(|h| h.line.player_id == *e).unwrap().line;
            assert_eq!((line.level, line.place, line.movement, line.playoff), (*level, *place, *movement, *playoff));
        })
        .collect()
}

on_both_engines! {
    async fn three_seasons_of_a_two_division_kix_pyramid(db: TestDb) {
        let store = db.store().await;
        let ids = crate::league_store::players(&store, 10).await;
        let [a, b, c, d, e, f, g, h, newcomer, late] = ids[..] else { unreachable!() };
        let premier = ops::create(&store, spec("Premier", a), 1).await.unwrap();
        let champ = pyramid::create_division(&store, spec("Championship", a), 2, &premier, Some(2), true).await.unwrap();
        for p in [a, b, c, d] {
            ops::requests::join(&store, &premier, p).await.unwrap();
        }
        // Before the pyramid has played, each division is joined directly.
        for p in [e, f, g, h] {
            let (joined, _) = ops::requests::join(&store, &champ, p).await.unwrap();
            assert_eq!(joined.id, champ.id);
        }
        assert!(refused(ops::requests::join(&store, &premier, e).await).contains("already in 'Championship'"));
        let p = pyramid::pyramid(&store, &champ).await.unwrap();
        assert_eq!(p.divisions.iter().map(|d| d.competition.id).collect::<Vec<_>>(), [premier.id, champ.id]);

        // Season 1: D and C finish at the bottom of the Premier, E and F top the Championship.
        // E goes up directly; the play-off C v F is won from below, so F goes up and C down.
        play_season(&store, [(&premier, &[a, b, c, d]), (&champ, &[e, f, g, h])], a).await;
        let moves = season_end(&store, &premier, f, a).await;
        use Movement::*;
        assert_eq!(moves, [
            (a, 1, 1, Stay, None), (b, 1, 2, Stay, None), (c, 1, 3, Down, Some(false)), (d, 1, 4, Down, None),
            (e, 2, 1, Up, None), (f, 2, 2, Up, Some(true)), (g, 2, 3, Stay, None), (h, 2, 4, Stay, None),
        ]);
        assert_eq!(members(&store, &premier).await, [a, b, e, f]);
        assert_eq!(members(&store, &champ).await, [c, d, g, h]);
        // Once the pyramid has played, a newcomer starts at the bottom, whichever division they ask for.
        let (joined, count) = ops::requests::join(&store, &premier, newcomer).await.unwrap();
        assert_eq!((joined.id, count), (champ.id, 5));
        ops::leave(&store, &champ, newcomer).await.unwrap();

        // Season 2: the relegated D wins the Championship; the play-off B v G is won from above.
        play_season(&store, [(&premier, &[a, e, b, f]), (&champ, &[d, g, c, h])], a).await;
        let moves = season_end(&store, &champ, b, a).await;
        assert_eq!(moves, [
            (a, 1, 1, Stay, None), (e, 1, 2, Stay, None), (b, 1, 3, Stay, Some(true)), (f, 1, 4, Down, None),
            (d, 2, 1, Up, None), (g, 2, 2, Stay, Some(false)), (c, 2, 3, Stay, None), (h, 2, 4, Stay, None),
        ]);
        assert_eq!(members(&store, &premier).await, [a, e, b, d], "D is back up");
        assert_eq!(members(&store, &champ).await, [f, g, c, h]);

        // Season 3: D wins the Premier the season after coming back; F comes straight back up.
        ops::requests::join(&store, &champ, late).await.unwrap();
        play_season(&store, [(&premier, &[d, a, e, b]), (&champ, &[f, late, g, c, h])], a).await;
        let moves = season_end(&store, &premier, e, a).await;
        assert_eq!(moves, [
            (d, 1, 1, Stay, None), (a, 1, 2, Stay, None), (e, 1, 3, Stay, Some(true)), (b, 1, 4, Down, None),
            (f, 2, 1, Up, None), (late, 2, 2, Stay, Some(false)), (g, 2, 3, Stay, None), (c, 2, 4, Stay, None),
            (h, 2, 5, Stay, None),
        ]);
        assert_eq!(members(&store, &premier).await, [d, a, e, f]);
        assert_eq!(members(&store, &champ).await, [b, late, g, c, h]);

        // D's history across the three seasons, and what it won.
        let history = store.club_history(premier.spec.guild_id, d).await.unwrap();
        let lines: Vec<(String, u32, u32, u32, Movement)> = history
            .iter()
            .map(|s| (s.competition.clone(), s.season, s.line.level, s.line.place, s.line.movement))
            .collect();
        assert_eq!(lines, [
            ("Premier".to_string(), 1, 1, 4, Down),
            ("Championship".to_string(), 2, 2, 1, Up),
            ("Premier".to_string(), 3, 1, 1, Stay),
        ]);
        let trophies = store.trophies(premier.spec.guild_id, d).await.unwrap();
        assert_eq!(trophies, [("Championship".to_string(), 2), ("Premier".to_string(), 3)]);
        // The play-off cups are competitions of their own, won by whoever went through.
        let f_won: HashMap<String, u32> = store.trophies(premier.spec.guild_id, f).await.unwrap().into_iter().collect();
        assert!(f_won.contains_key("Championship play-off 1"), "{f_won:?}");
        // At a glance: the last season end's moves, by name.
        let overview = pyramid::overview(&store, &p).await.unwrap();
        assert_eq!((overview.moved(Up), overview.moved(Down)), (vec!["Player 5"], vec!["Player 1"]));
        assert_eq!(overview.divisions.iter().map(|d| (d.season.number, d.clubs)).collect::<Vec<_>>(), [(4, 4), (4, 5)]);
    }
}

on_both_engines! {
    async fn a_pyramid_refuses_what_cannot_be_and_changes_nothing(db: TestDb) {
        let store = db.store().await;
        let p = crate::league_store::players(&store, 6).await;
        let top = ops::create(&store, spec("Top", p[0]), 1).await.unwrap();
        let middle = pyramid::create_division(&store, spec("Middle", p[0]), 2, &top, None, false).await.unwrap();
        let bottom = ops::create(&store, spec("Bottom", p[0]), 3).await.unwrap();

        // A loop: the top under its own lower division, or a league under itself.
        assert!(refused(pyramid::link(&store, &top, &middle, None, false, p[0]).await).contains("loop"));
        assert!(refused(pyramid::link(&store, &bottom, &bottom, None, false, p[0]).await).contains("loop"));
        // One league per level.
        assert!(refused(pyramid::link(&store, &bottom, &top, None, false, p[0]).await).contains("already has a division below"));
        assert!(refused(pyramid::create_division(&store, spec("Other", p[0]), 4, &top, None, false).await)
            .contains("already has a division below"));
        assert!(store.competition(77, "Other").await.unwrap().is_none(), "a refused division is not created");
        // Places between 1 and 10.
        assert!(refused(pyramid::link(&store, &bottom, &middle, Some(11), false, p[0]).await).contains("Between 1 and 10"));
        // A cup is no division.
        let cup = ops::create(&store, crate::league_store::spec("Cup", knockout(1), p[0]), 5).await.unwrap();
        assert!(refused(pyramid::link(&store, &cup, &middle, None, false, p[0]).await).contains("Only leagues"));
        assert!(store.division_above(bottom.id).await.unwrap().is_none(), "nothing was linked");

        // Linked properly, the bottom division is the third level.
        let linked = pyramid::link(&store, &bottom, &middle, Some(1), false, p[0]).await.unwrap();
        assert_eq!(linked.divisions.iter().map(|d| d.level).collect::<Vec<_>>(), [1, 2, 3]);

        // The middle division moves 2 up and 1 down: two clubs are too few to start.
        for m in &p[..2] {
            ops::join(&store, &middle, *m).await.unwrap();
        }
        assert!(refused(ops::start(&store, &middle, p[0], 0).await).contains("has 2 clubs, but the lines above and below it move 3"));
        assert_eq!(store.current_season(middle.id).await.unwrap().status, SeasonStatus::Open);
        ops::join(&store, &bottom, p[3]).await.unwrap();
        assert!(refused(ops::start(&store, &bottom, p[0], 0).await).contains("needs at least 2 members"));
        // A division's season is the pyramid's: opened together, never alone.
        let alone = ops::requests::new_season(&store, &middle, p[0], 1).await;
        assert!(refused(alone).contains("division of the pyramid headed by 'Top'"));
        let whole = pyramid::pyramid(&store, &middle).await.unwrap();
        // No division has begun: said so, not "still playing".
        let early = refused(pyramid::new_season(&store, &whole, p[0], 0, || 1).await);
        assert!(early.contains("not begun yet: 'Top' (1), 'Middle' (1), 'Bottom' (1)"), "{early}");
    }
}
