//! Competitions against a real database, on both engines: results enter exactly once (also across a crash),
//! reports, disputes, overrides and deadlines, seasons, and every format run to a champion.

use crate::support::formats::{draft, groups, knockout, round_robin, swiss};
use std::collections::HashSet;

use touchline::clock::{OnTimeout, TurnClock};
use touchline::competition::{
    Competition, CompetitionKind, FixtureStatus, Format, FormatKind, MissedDeadline, NewCompetition, ResultSource,
    SeasonStatus, Stage,
};
use touchline::leagues::{self as ops, LeagueOpError, PlayNext};
use touchline::session::NewMatch;
use touchline::session::{computer_choice, SessionError, Sessions};
use touchline::store::league::drafts::DraftState;
use touchline::store::{Origin, Store};
use touchline_games::{
    fasisac::Squad,
    kix::{Config, Format as KixFormat},
    players::Brain,
    players::Occupant,
    AnyConfig, AnyMatch, AnySquad, Command, GameKind,
};
use touchline_league::PointsRule;

use crate::support::engines::{keep_clocks, on_both_engines};

const GUILD: u64 = 77;
const DAY_MS: i64 = 86_400_000;

pub(crate) fn spec(name: &str, format: Format, creator: i64) -> NewCompetition {
    NewCompetition {
        guild_id: GUILD,
        channel_id: 5,
        name: name.to_string(),
        kind: if format.is_league() { CompetitionKind::League } else { CompetitionKind::Tournament },
        config: AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] }),
        tiebreak: format.tiebreak(false),
        format,
        points: PointsRule { win: 3, draw: 1, loss: 0 },
        clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove },
        round_seconds: Some(86_400),
        missed_deadline: MissedDeadline::Forfeit,
        forfeit_goals: 3,
        max_break_days: 14,
        created_by: creator,
    }
}

pub(crate) async fn players(store: &Store, n: usize) -> Vec<i64> {
    let mut ids = Vec::new();
    for i in 0..n {
        ids.push(store.upsert_player(&format!("{}", 900 + i), &format!("Player {i}")).await.unwrap());
    }
    ids
}

fn refused<T>(r: Result<T, LeagueOpError>) -> String {
    match r {
        Err(LeagueOpError::Refused(text)) => text.to_string(),
        Err(e) => panic!("expected a refusal, got {e}"),
        Ok(_) => panic!("expected a refusal"),
    }
}

async fn competition(store: &Store, spec: NewCompetition, members: &[i64]) -> Competition {
    let c = ops::create(store, spec, 42).await.unwrap();
    for m in members {
        ops::join(store, &c, *m).await.unwrap();
    }
    c
}

/// A KIX cup tie, computer choices on both sides, whose seed ends in a shoot-out.
fn shootout_seed(config: &AnyConfig) -> (u64, usize) {
    for seed in 0..2000 {
        let (mut m, _) = AnyMatch::new(config.clone(), 2, seed).unwrap();
        let mut steps = 0;
        while let Some(seat) = m.status().to_act().iter().next() {
            m.apply(seat, Command::Play(computer_choice(&m, seat, Brain::Normal).unwrap())).unwrap();
            steps += 1;
        }
        if m.status().outcome().is_some_and(|o| o.shootout.is_some()) {
            return (seed, steps);
        }
    }
    panic!("no seed reaches a shoot-out");
}

on_both_engines! {
    async fn a_bot_played_cup_final_counts_once_even_across_a_crash(db: TestDb) {
        let (fixture, match_id, p) = {
            let store = db.store().await;
            let p = players(&store, 2).await;
            let c = competition(&store, spec("Final", knockout(1), p[0]), &p).await;
            assert_eq!(ops::start(&store, &c, p[0], 0).await.unwrap(), 1);
            let fixture = store.fixtures(store.current_season(c.id).await.unwrap().id).await.unwrap().remove(0);
            assert!(fixture.spec.result_needed, "a knockout tie needs a winner");
            assert!(matches!(ops::play_next(&store, &c, p[0]).await.unwrap(), PlayNext::Waiting { .. }));
            let PlayNext::Start { fixture } = ops::play_next(&store, &c, p[1]).await.unwrap() else {
                panic!("both ready: the fixture starts")
            };
            let config = ops::fixture_config(&store, &c, &fixture).await.unwrap();
            let (seed, steps) = shootout_seed(&config);
            let sessions = Sessions::new(store.clone());
            let seats = vec![Occupant::Person(fixture.spec.pairing.home), Occupant::Person(fixture.spec.pairing.away)];
            let new = NewMatch { origin: Origin::Fixture(fixture.id), ..NewMatch::new(config.clone(), seats, seed) };
            let started = sessions.start(new).await.unwrap();
            // Every step but the last, then the process dies without closing anything.
            for _ in 0..steps - 1 {
                let m = sessions.load(started.id).await.unwrap().state;
                let seat = m.status().to_act().iter().next().unwrap();
                let input = computer_choice(&m, seat, Brain::Normal).unwrap();
                sessions.act(started.id, seat, Command::Play(input), Some(m.version())).await.unwrap();
            }
            std::mem::forget(sessions);
            std::mem::forget(store);
            (fixture, started.id, p)
        };
        let store = db.store().await;
        let sessions = Sessions::new(store.clone());
        let before = store.fixture(fixture.id).await.unwrap().unwrap();
        assert_eq!(before.status, FixtureStatus::InPlay);
        assert!(before.result.is_none());
        assert!(store.ratings(GameKind::Kix).await.unwrap().is_empty(), "nothing is rated before the end");

        let m = sessions.load(match_id).await.unwrap().state;
        let seat = m.status().to_act().iter().next().unwrap();
        let last = Command::Play(computer_choice(&m, seat, Brain::Normal).unwrap());
        let acted = sessions.act(match_id, seat, last.clone(), Some(m.version())).await.unwrap();
        let status = acted.state.status();
        let outcome = status.outcome().unwrap();
        assert!(outcome.shootout.is_some());
        // The same final move again (a double click, a replay after a crash) is refused as stale.
        assert!(matches!(sessions.act(match_id, seat, last, Some(m.version())).await, Err(SessionError::Stale { .. })));

        let after = store.fixture(fixture.id).await.unwrap().unwrap();
        assert_eq!(after.status, FixtureStatus::Played);
        let result = after.result.unwrap();
        assert_eq!(result.source, ResultSource::Bot);
        assert_eq!(result.home_goals, result.away_goals, "level after extra time");
        let winner = if outcome.winner == Some(0) { fixture.spec.pairing.home } else { fixture.spec.pairing.away };
        assert_eq!(result.decided_for, Some(winner), "the shoot-out winner goes through");
        let ratings = store.ratings(GameKind::Kix).await.unwrap();
        assert_eq!(ratings.iter().map(|r| r.2.played).collect::<Vec<_>>(), [1, 1], "rated exactly once");
        assert_eq!(ratings[0].0, winner, "the shoot-out counts as a win for the rating");

        // Advancing after the restart closes the season once, however often it runs.
        let c = store.competition(GUILD, "final").await.unwrap().unwrap();
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!(ops::advance(&store, &c, season.clone(), 0).await.unwrap().finished, Some(Some(winner)));
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!(season.status, SeasonStatus::Finished);
        assert_eq!(season.champion, Some(winner));
        assert_eq!(ops::advance(&store, &c, season, 0).await.unwrap(), ops::Progress::default());
        assert!(p.contains(&winner));
    }
}

on_both_engines! {
    async fn reports_disputes_overrides_and_deadlines_settle_a_league(db: TestDb) {
        let store = db.store().await;
        let p = players(&store, 4).await;
        let (a, outsider) = (p[0], p[3]);
        let c = competition(&store, spec("Village League", round_robin(1), a), &p[..3]).await;
        assert!(
            refused(ops::create(&store, spec("village LEAGUE", round_robin(1), a), 1).await).contains("already")
        );
        assert!(
            refused(ops::create(&store, spec("", round_robin(1), a), 1).await).contains("1 to 40 characters")
        );
        assert!(refused(ops::report(&store, &c, a, 1, 0, None).await).contains("hasn't started"));
        assert_eq!(ops::start(&store, &c, a, 0).await.unwrap(), 3);
        assert!(refused(ops::start(&store, &c, a, 0).await).contains("already started"));
        assert!(refused(ops::join(&store, &c, outsider).await).contains("already started"));
        assert!(refused(ops::leave(&store, &c, a).await).contains("has started"));
        assert!(refused(ops::report(&store, &c, outsider, 1, 0, None).await).contains("not in"));

        // A reports a win; only the other side can confirm it.
        let (f1, opponent) = ops::report(&store, &c, a, 2, 1, None).await.unwrap();
        assert!(refused(ops::confirm(&store, &c, a, 0).await).contains("You reported that score"));
        assert!(refused(ops::confirm(&store, &c, outsider, 0).await).contains("No score is waiting"));
        let (confirmed, _) = ops::confirm(&store, &c, opponent.player_id, 0).await.unwrap();
        let r = confirmed.result.unwrap();
        let (mine, theirs) =
            if f1.spec.pairing.home == a { (r.home_goals, r.away_goals) } else { (r.away_goals, r.home_goals) };
        assert_eq!((mine, theirs, r.source), (2, 1, ResultSource::Reported));

        // A's next fixture: reported, disputed, then settled by an admin with a reason.
        let (f2, other) = ops::report(&store, &c, a, 0, 0, None).await.unwrap();
        assert_ne!(f2.id, f1.id);
        assert!(refused(ops::dispute(&store, &c, other.player_id, "  ").await).contains("what is wrong"));
        let disputed = ops::dispute(&store, &c, other.player_id, "it was 1-1, I have a photo").await.unwrap();
        assert_eq!(store.fixture(disputed.id).await.unwrap().unwrap().status, FixtureStatus::Disputed);
        assert!(refused(ops::play_next(&store, &c, a).await).contains("reported score waiting"));
        assert!(
            refused(ops::override_result(&store, &c, a, &score(f2.id, 1, 1, ""), 0).await).contains("needs a reason")
        );
        assert!(
            refused(ops::override_result(&store, &c, a, &score(999, 1, 1, "x"), 0).await).contains("no fixture #999")
        );
        assert!(store.fixture(f2.id).await.unwrap().unwrap().result.is_none(), "refusals change nothing");
        let (settled, _) =
            ops::override_result(&store, &c, a, &score(f2.id, 1, 1, "checked the photo"), 0).await.unwrap();
        assert_eq!(
            settled.result.as_ref().map(|r| (r.home_goals, r.away_goals, r.source)),
            Some((1, 1, ResultSource::Override))
        );
        // A second override replaces the first; the old one no longer counts.
        ops::override_result(&store, &c, a, &score(f2.id, 2, 1, "typo in the first override"), 0).await.unwrap();
        let f2_now = store.fixture(f2.id).await.unwrap().unwrap();
        assert_eq!(f2_now.result.as_ref().map(|r| (r.home_goals, r.away_goals)), Some((2, 1)));

        // The last fixture: one side says it is ready, the other never turns up.
        let season = store.current_season(c.id).await.unwrap();
        let last = store.fixtures(season.id).await.unwrap().into_iter().find(|f| f.result.is_none()).unwrap();
        assert!(matches!(ops::play_next(&store, &c, last.spec.pairing.home).await.unwrap(), PlayNext::Waiting { .. }));
        let due = last.spec.deadline_ms.unwrap();
        assert_eq!(due, last.spec.pairing.round as i64 * DAY_MS, "a day per round");
        let hold = keep_clocks(&store, 0).await;
        assert!(ops::check_deadlines(&store, due - 1, &hold).await.unwrap().is_empty(), "not before the deadline");
        let notes = ops::requests::deadlines_passed(&store, due, &hold).await.unwrap();
        assert_eq!(notes.len(), 1);
        let said: Vec<&str> = notes[0].news.posts.iter().map(|p| p.text.as_str()).collect();
        assert!(said[0].contains("awarded 3–0"), "{said:?}");
        // The forfeit was the season's last result: its end is told with it, once.
        assert!(said.iter().filter(|t| t.contains("season 1 is over")).count() == 1, "{said:?}");
        assert_eq!(notes[0].news.channel, c.spec.channel_id);
        assert!(ops::check_deadlines(&store, due + DAY_MS, &hold).await.unwrap().is_empty(), "decided once");
        // The note is kept until it is posted: a keeper taking over later (its poster gone)
        // posts it, with the season's end, and once posted it is gone.
        let later = due + touchline::store::threads::POSTING_MS;
        let left = ops::requests::stranded_news(&store, later, &hold).await.unwrap();
        assert_eq!(left.iter().map(|n| n.id).collect::<Vec<_>>(), [notes[0].id]);
        let again: Vec<&str> = left[0].news.posts.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(again, said, "the same words, the season's end with them");
        assert!(ops::requests::stranded_news(&store, later, &hold).await.unwrap().is_empty(), "claimed once");
        ops::requests::news_posted(&store, notes[0].id).await.unwrap();
        let much_later = later + 10 * touchline::store::threads::POSTING_MS;
        assert!(ops::requests::stranded_news(&store, much_later, &hold).await.unwrap().is_empty(), "posted once");
        let forfeited = store.fixture(last.id).await.unwrap().unwrap().result.unwrap();
        assert_eq!((forfeited.home_goals, forfeited.away_goals, forfeited.source), (3, 0, ResultSource::Forfeit));

        // Every fixture is settled: the season is over and archived.
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!(season.status, SeasonStatus::Finished);
        let s = ops::standing(&store, &c, season.clone()).await.unwrap();
        assert_eq!(season.champion, Some(s.tables[0].1.rows[0].entrant));
        assert!(store.final_table(season.id).await.unwrap().unwrap().contains("rows"));
        let actions: Vec<String> = store.audit_log(c.id).await.unwrap().into_iter().map(|e| e.action).collect();
        for action in ["created", "started", "reported", "confirmed", "disputed", "override", "deadline", "finished"] {
            assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
        }
        let overrides = store.audit_log(c.id).await.unwrap().into_iter().filter(|e| e.action == "override").count();
        assert_eq!(overrides, 2);

        // Ratings agree with the standing results only: three of them, the voided override excluded.
        let ratings = store.ratings(GameKind::Kix).await.unwrap();
        assert_eq!(ratings.iter().map(|r| r.2.played).sum::<u32>(), 6);

        // The next season keeps the members, starts empty, and takes newcomers until it starts.
        let next = ops::new_season(&store, &c, a, 7).await.unwrap();
        assert_eq!(next.number, 2);
        assert!(refused(ops::new_season(&store, &c, a, 7).await).contains("isn't finished"));
        ops::join(&store, &c, outsider).await.unwrap();
        assert_eq!(store.members(next.id).await.unwrap().len(), 4);
        let fresh = ops::standing(&store, &c, next).await.unwrap();
        assert!(fresh.tables[0].1.rows.iter().all(|r| r.played == 0));
    }
}

/// Settle every open fixture by report and confirmation (the home side wins by one, or on
/// penalties when the tie needs a winner) until the season ends; returns the rounds seen.
async fn report_everything(store: &Store, c: &Competition) -> Vec<(Stage, u32, i64, i64)> {
    let mut seen = Vec::new();
    for _ in 0..200 {
        let season = store.current_season(c.id).await.unwrap();
        if season.status == SeasonStatus::Finished {
            return seen;
        }
        let open: Vec<_> =
            store.fixtures(season.id).await.unwrap().into_iter().filter(|f| f.result.is_none()).collect();
        assert!(!open.is_empty(), "a running season always has something to play");
        for f in open {
            // Players play their fixtures in order: report through the home side's next one.
            let Ok((reported, opponent)) = ops::report(store, c, f.spec.pairing.home, 1, 0, None).await else {
                continue;
            };
            seen.push((
                reported.spec.pairing.stage,
                reported.spec.pairing.round,
                reported.spec.pairing.home,
                reported.spec.pairing.away,
            ));
            ops::confirm(store, c, opponent.player_id, 0).await.unwrap();
        }
    }
    panic!("the season never finished");
}

on_both_engines! {
    async fn swiss_and_groups_then_knockout_run_to_a_champion(db: TestDb) {
        let store = db.store().await;
        let p = players(&store, 8).await;

        let swiss = competition(&store, spec("Swiss Open", swiss(), p[0]), &p[..5]).await;
        ops::start(&store, &swiss, p[0], 0).await.unwrap();
        let played = report_everything(&store, &swiss).await;
        let rounds: HashSet<u32> = played.iter().map(|m| m.1).collect();
        assert_eq!(rounds.len(), 3, "five players: three Swiss rounds");
        let pairs: HashSet<(i64, i64)> = played.iter().map(|m| (m.2.min(m.3), m.2.max(m.3))).collect();
        assert_eq!(pairs.len(), played.len(), "nobody meets twice");
        assert_eq!(played.len(), 6, "two matches and a bye per round");

        let cup = competition(&store, spec("Group Cup", groups(), p[0]), &p).await;
        ops::start(&store, &cup, p[0], 0).await.unwrap();
        let played = report_everything(&store, &cup).await;
        assert_eq!(played.iter().filter(|m| m.0 == Stage::GROUP).count(), 12, "two groups of four");
        let ko: Vec<_> = played.iter().filter(|m| m.0 == Stage::KNOCKOUT).collect();
        assert_eq!(ko.len(), 3, "semi-finals and a final");
        let season = store.current_season(cup.id).await.unwrap();
        let s = ops::standing(&store, &cup, season.clone()).await.unwrap();
        let (a, b) = (&s.tables[0].1.rows, &s.tables[1].1.rows);
        // Group winners meet the other group's runners-up in the semi-finals.
        let semis: HashSet<(i64, i64)> = ko.iter().filter(|m| m.1 == 1).map(|m| (m.2, m.3)).collect();
        assert!(semis.contains(&(a[0].entrant, b[1].entrant)), "{semis:?}");
        assert!(semis.contains(&(b[0].entrant, a[1].entrant)), "{semis:?}");
        assert_eq!(season.champion, s.bracket.unwrap().champion());
    }
}

on_both_engines! {
    /// A ladder, the format added as data: its rounds are drawn one by one from the rungs, a
    /// lower rung that wins climbs, and whoever is on top after the last round is champion.
    async fn a_ladder_lets_the_bottom_rung_climb_to_the_top(db: TestDb) {
        let store = db.store().await;
        let p = players(&store, 4).await;
        let ladder = FormatKind::Ladder.with(&touchline_games::options::Options::new()).unwrap();
        let c = competition(&store, spec("Ladder", ladder.clone(), p[0]), &p).await;
        assert_eq!(store.competition_by_id(c.id).await.unwrap().unwrap().spec.format, ladder);
        ops::start(&store, &c, p[0], 0).await.unwrap();
        // Every fixture is won by the lower rung, the away side: reported by it, confirmed by
        // the upper one, round by round.
        let mut rounds = Vec::new();
        for _ in 0..10 {
            let season = store.current_season(c.id).await.unwrap();
            if season.status == SeasonStatus::Finished {
                break;
            }
            let open: Vec<_> =
                store.fixtures(season.id).await.unwrap().into_iter().filter(|f| f.result.is_none()).collect();
            assert!(!open.is_empty(), "a running ladder always has a round to play");
            rounds.push(open.iter().map(|f| (f.spec.pairing.home, f.spec.pairing.away)).collect::<Vec<_>>());
            for f in open {
                assert_eq!(f.spec.pairing.stage.name(), "ladder");
                let (reported, opponent) = ops::report(&store, &c, f.spec.pairing.away, 1, 0, None).await.unwrap();
                assert_eq!(reported.id, f.id);
                ops::confirm(&store, &c, opponent.player_id, 0).await.unwrap();
            }
        }
        // Rungs p0..p3: round 1 pairs 1-2 and 3-4, round 2 pairs 2-3, round 3 pairs 1-2 and 3-4.
        assert_eq!(rounds, vec![vec![(p[0], p[1]), (p[2], p[3])], vec![(p[0], p[3])], vec![(p[1], p[3]), (p[0], p[2])]]);
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!(season.status, SeasonStatus::Finished);
        assert_eq!(season.champion, Some(p[3]), "the last seed climbed three rungs in three rounds");
        let s = ops::standing(&store, &c, season).await.unwrap();
        let rungs: Vec<i64> = s.tables[0].1.rows.iter().map(|r| r.entrant).collect();
        assert_eq!(rungs, vec![p[3], p[1], p[2], p[0]]);
    }
}

on_both_engines! {
    async fn a_reopened_database_keeps_every_competition(db: TestDb) {
        {
            let store = db.store().await;
            let p = players(&store, 2).await;
            let c = competition(&store, spec("Keep", round_robin(2), p[0]), &p).await;
            ops::start(&store, &c, p[0], 0).await.unwrap();
            store.close().await;
        }
        let store = db.store().await;
        let c = store.competition(GUILD, "KEEP").await.unwrap().unwrap();
        assert_eq!(c.spec.format, round_robin(2), "the format and its settings kept");
        let season = store.current_season(c.id).await.unwrap();
        let fixtures = store.fixtures(season.id).await.unwrap();
        assert_eq!(fixtures.len(), 2, "home and away");
        assert_eq!(fixtures[0].spec.pairing.home, fixtures[1].spec.pairing.away);
        assert_eq!(fixtures[1].spec.deadline_ms, Some(2 * DAY_MS));
    }
}

on_both_engines! {
    async fn a_draft_league_drafts_once_then_plays_its_round_robin_between_the_squads(db: TestDb) {
        let store = db.store().await;
        let p = players(&store, 4).await;
        let mut draft_spec = spec("Draft Cup", draft(None), p[0]);
        draft_spec.kind = CompetitionKind::Tournament;
        draft_spec.format = draft(Some(3));
        // A game without a draft is refused, naming the ones that have one.
        let text = refused(ops::create(&store, draft_spec.clone(), 1).await);
        assert!(text.contains("KIX has no draft") && text.contains("FASISAC"), "{text}");
        draft_spec.config = AnyConfig::default_for(GameKind::Fasisac).draft_config("snake").unwrap();
        draft_spec.format = draft(Some(5));
        assert!(refused(ops::create(&store, draft_spec.clone(), 1).await).contains("3 or 4 managers"));
        draft_spec.format = draft(Some(3));
        let c = ops::create(&store, draft_spec, 1).await.unwrap();
        for player in &p[..2] {
            ops::join(&store, &c, *player).await.unwrap();
        }
        assert!(refused(ops::start(&store, &c, p[0], 0).await).contains("needs at least 3 members"));
        ops::join(&store, &c, p[2]).await.unwrap();
        assert!(refused(ops::join(&store, &c, p[3]).await).contains("already has its 3 managers"));
        assert_eq!(ops::start(&store, &c, p[0], 0).await.unwrap(), 0, "no fixtures before the draft");
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!(store.draft(season.id).await.unwrap(), DraftState::Claimed);

        // The draft, played by the computer for everyone.
        let sessions = Sessions::new(store.clone());
        let seats = p[..3].iter().map(|id| Occupant::Person(*id)).collect();
        let new = NewMatch { origin: Origin::Draft(season.id), ..NewMatch::new(c.spec.config.clone(), seats, 5) };
        let started = sessions.start(new).await.unwrap();
        assert_eq!(store.draft(season.id).await.unwrap(), DraftState::Match(started.id));
        loop {
            let m = sessions.load(started.id).await.unwrap().state;
            let Some(seat) = m.status().to_act().iter().next() else { break };
            let input = computer_choice(&m, seat, Brain::Normal).unwrap();
            sessions.act(started.id, seat, Command::Play(input), Some(m.version())).await.unwrap();
        }
        // Its end draws up the round robin and keeps the squads, once however often it is asked.
        let news = ops::match_finished(&store, started.id, 0).await.unwrap();
        assert!(matches!(news, Some(ops::CompetitionNews::Drafted { fixtures: 0 | 3, .. })));
        let again = ops::advance(&store, &c, store.current_season(c.id).await.unwrap(), 0).await.unwrap();
        assert_eq!(again.new_fixtures, 0);
        let squads = store.squads(season.id, c.game).await.unwrap();
        assert_eq!(squads.len(), 3);
        // FASISAC is the one drafted game, so every squad is one of its.
        let cards = |s: &AnySquad| {
            let AnySquad::Fasisac(s) = s;
            s.0.clone()
        };
        assert!(squads.iter().all(|(_, s)| cards(s).len() == 8));
        let fixtures = store.fixtures(season.id).await.unwrap();
        assert_eq!(fixtures.len(), 3);
        let config = ops::fixture_config(&store, &c, &fixtures[0]).await.unwrap();
        let AnyConfig::Fasisac(config) = config else { panic!("a FASISAC fixture") };
        let squad = |id: i64| Squad(cards(&squads.iter().find(|(p, _)| *p == id).unwrap().1));
        assert_eq!(config.squads, Some(vec![squad(fixtures[0].spec.pairing.home), squad(fixtures[0].spec.pairing.away)]));
        assert_eq!(config.draft, None);
    }
}

/// An admin's override of a fixture's score, for a reason.
fn score(fixture: i64, home_goals: u32, away_goals: u32, reason: &str) -> ops::Override<'_> {
    ops::Override { fixture, home_goals, away_goals, home_went_through: None, reason }
}

on_both_engines! {
    /// People joining at the same moment through two processes: each gets a seed of their own,
    /// and a draft league never takes more managers than it plays with.
    async fn joins_at_the_same_moment_take_turns(db: TestDb) {
        let stores = [db.store().await, db.store().await];
        let p = players(&stores[0], 12).await;
        let league = ops::create(&stores[0], spec("Rush League", round_robin(1), p[0]), 1).await.unwrap();
        let mut draft_spec = spec("Rush Draft", draft(None), p[0]);
        draft_spec.kind = CompetitionKind::Tournament;
        draft_spec.config = AnyConfig::default_for(GameKind::Fasisac).draft_config("snake").unwrap();
        draft_spec.format = draft(Some(4));
        let draft = ops::create(&stores[0], draft_spec, 1).await.unwrap();
        let mut joins = tokio::task::JoinSet::new();
        for (i, player) in p.iter().copied().enumerate() {
            for c in [league.clone(), draft.clone()] {
                let store = stores[i % 2].clone();
                joins.spawn(async move { (c.id, ops::join(&store, &c, player).await.map(|_| ())) });
            }
        }
        let mut refusals = Vec::new();
        while let Some(joined) = joins.join_next().await {
            let (competition, outcome) = joined.unwrap();
            match outcome {
                Ok(()) => {}
                Err(e) => refusals.push((competition, refused::<()>(Err(e)))),
            }
        }
        let season = |c: &Competition| {
            let store = stores[0].clone();
            let id = c.id;
            async move { store.current_season(id).await.unwrap().id }
        };
        let seeds: Vec<i64> =
            stores[1].members(season(&league).await).await.unwrap().iter().map(|m| i64::from(m.seed)).collect();
        assert_eq!(seeds, (1..=12).collect::<Vec<i64>>(), "a seed each, in the order they joined");
        assert_eq!(stores[1].members(season(&draft).await).await.unwrap().len(), 4, "four managers, no more");
        assert_eq!(refusals.len(), 8, "{refusals:?}");
        assert!(
            refusals.iter().all(|(c, text)| *c == draft.id && text.contains("already has its 4 managers")),
            "{refusals:?}"
        );
    }
}
