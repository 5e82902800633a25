//! Temporary: builds a database for timing the web pages (deleted after use).

use touchline::clock::{OnTimeout, TurnClock};
use touchline::competition::{CompetitionKind, Format, MissedDeadline, NewCompetition};
use touchline::leagues as ops;
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::{MatchThread, Origin, Store};
use touchline_games::kix::{Config, Format as KixFormat};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command};
use touchline_league::{PointsRule, Preset};

fn spec(name: &str, format: Format, creator: i64) -> NewCompetition {
    NewCompetition {
        guild_id: 77,
        channel_id: 5,
        name: name.to_string(),
        kind: if format == Format::RoundRobin { CompetitionKind::League } else { CompetitionKind::Tournament },
        config: AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] }),
        format,
        legs: if format == Format::RoundRobin { 2 } else { 1 },
        points: PointsRule { win: 3, draw: 1, loss: 0 },
        tiebreak: Preset::Football,
        clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove },
        round_seconds: None,
        missed_deadline: MissedDeadline::Admin,
        forfeit_goals: 3,
        groups: None,
        qualifiers: None,
        swiss_rounds: None,
        managers: None,
        created_by: creator,
    }
}

#[tokio::test]
async fn build_timing_database() {
    let path = std::path::PathBuf::from("/tmp/webtiming/t.db");
    let _ = std::fs::remove_file(&path);
    let store = Store::open(&path).await.unwrap();
    let mut players = Vec::new();
    for i in 0..8 {
        players.push(store.upsert_player(&format!("{}", 100 + i), &format!("Player {i}")).await.unwrap());
    }
    let league = ops::create(&store, spec("Big League", Format::RoundRobin, players[0]), 1).await.unwrap();
    let cup = ops::create(&store, spec("Big Cup", Format::Knockout, players[0]), 2).await.unwrap();
    for c in [&league, &cup] {
        for p in &players {
            ops::join(&store, c, *p).await.unwrap();
        }
        ops::start(&store, c, players[0], 0).await.unwrap();
    }
    let sessions = Sessions::new(store.clone());
    let fixtures = store.fixtures(store.current_season(league.id).await.unwrap().id).await.unwrap();
    let mut finished = None;
    for (i, f) in fixtures.iter().enumerate().take(40) {
        if i < 6 {
            let config = ops::fixture_config(&store, &league, f).await.unwrap();
            let seats = vec![Occupant::Person(f.spec.home), Occupant::Person(f.spec.away)];
            let thread = MatchThread {
                match_id: 0,
                guild_id: Some(77),
                channel_id: 5,
                thread_id: 1000 + i as u64,
                clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove },
            };
            let new = NewMatch { thread: Some(thread), origin: Origin::Fixture(f.id), ..NewMatch::new(config, seats, i as u64) };
            let id = sessions.start(new).await.unwrap().id;
            loop {
                let m = sessions.load(id).await.unwrap().state;
                let Some(seat) = m.status().to_act().iter().next() else { break };
                let c = computer_choice(&m, seat, Brain::Normal).map(Command::Play).unwrap_or(Command::AutoMove);
                sessions.act(id, seat, c, Some(m.version())).await.unwrap();
            }
            finished = Some(id);
        } else {
            ops::override_result(&store, &league, players[0], f.id, (i % 4) as u32, (i % 3) as u32, None, "x", 0)
                .await
                .unwrap();
        }
    }
    let cupf = store.fixtures(store.current_season(cup.id).await.unwrap().id).await.unwrap();
    for f in cupf.iter().take(3) {
        ops::override_result(&store, &cup, players[0], f.id, 2, 1, None, "x", 0).await.unwrap();
    }
    let slug = touchline::web::set_publishing(&store, 77, true).await.unwrap().unwrap().slug;
    let m = store.match_record(finished.unwrap()).await.unwrap().slug;
    let home = store.fixture_for_match(finished.unwrap()).await.unwrap().unwrap().spec.home;
    std::fs::write(
        "/tmp/webtiming/urls.txt",
        format!(
            "table /s/{slug}/c/{}\nbracket /s/{slug}/c/{}\nreplay /m/{m}?step=3\nframe /m/{m}/frame/3.png\nprofile /s/{slug}/p/{home}\n",
            league.id, cup.id
        ),
    )
    .unwrap();
    store.checkpoint().await;
    store.close().await;
}
