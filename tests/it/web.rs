//! The web companion against a real SQLite file: pages answered by the router itself (no
//! socket), what publishing hides, what a live match may show (only the spectator's board), a
//! finished match's replay and seal, and a real browser's screenshots of the pages on a phone
//! and a desktop when Chromium is installed; and `/league publish` on the real bot (against the
//! fake Discord) with its pages served beside it.

use crate::support::formats::{knockout, round_robin};
use std::collections::HashSet;
use std::path::Path;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use tower::ServiceExt;

use touchline::clock::{OnTimeout, TurnClock};
use touchline::competition::{Competition, CompetitionKind, Format, MissedDeadline, NewCompetition};
use touchline::leagues::{self as ops};
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::{MatchId, MatchThread, Origin, Store};
use touchline::web::Web;
use touchline_games::kix::{Config, Format as KixFormat};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command};
use touchline_league::{PointsRule, Preset};
use touchline_render::Renderer;

const GUILD: u64 = 77;
const OTHER_GUILD: u64 = 78;
/// A seed long enough that it cannot turn up in a page by chance.
const SEED: u64 = 0x5EED_1234_ABCD_0001;

fn spec(guild: u64, name: &str, format: Format, creator: i64) -> NewCompetition {
    NewCompetition {
        guild_id: guild,
        channel_id: 5,
        name: name.to_string(),
        kind: if format.is_league() { CompetitionKind::League } else { CompetitionKind::Tournament },
        config: AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] }),
        format,
        points: PointsRule { win: 3, draw: 1, loss: 0 },
        tiebreak: touchline_league::TieBreak::Preset(Preset::Football),
        clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove },
        round_seconds: None,
        missed_deadline: MissedDeadline::Admin,
        forfeit_goals: 3,
        max_break_days: 14,
        created_by: creator,
    }
}

/// A server with a league of four (one fixture played on the bot, one overridden, the rest to
/// play), a knockout cup of four (one semi-final decided), a crest, and its pages published.
pub(crate) struct World {
    pub(crate) _dir: tempfile::TempDir,
    pub(crate) store: Store,
    pub(crate) players: Vec<i64>,
    names: Vec<String>,
    league: Competition,
    cup: Competition,
    pub(crate) slug: String,
    /// The league fixture's match, played to the end.
    pub(crate) finished: MatchId,
}

pub(crate) fn thread(n: u64) -> MatchThread {
    crate::support::match_thread(GUILD, 5, 9000 + n, TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove })
}

/// Play `steps` moves of a match (all of them when `None`), the computer choosing for both.
pub(crate) async fn play(sessions: &Sessions, id: MatchId, steps: Option<usize>) {
    let mut done = 0;
    while steps.is_none_or(|s| done < s) {
        let m = sessions.load(id).await.unwrap().state;
        let Some(seat) = m.status().to_act().iter().next() else { break };
        let command = computer_choice(&m, seat, Brain::Normal).map(Command::Play).unwrap_or(Command::AutoMove);
        sessions.act(id, seat, command, Some(m.version())).await.unwrap();
        done += 1;
    }
}

pub(crate) async fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("web.db")).await.unwrap();
    world_in(store, dir).await
}

/// [`world`] in `store` (on either engine).
pub(crate) async fn world_in(store: Store, dir: tempfile::TempDir) -> World {
    let names: Vec<String> = ["Ann & Co", "Bob", "Cy", "Dee"].iter().map(|s| s.to_string()).collect();
    let mut players = Vec::new();
    for (i, name) in names.iter().enumerate() {
        players.push(store.upsert_player(&format!("{}", 500 + i), name).await.unwrap());
    }
    let league = ops::create(&store, spec(GUILD, "Sunday League", round_robin(1), players[0]), 42).await.unwrap();
    let cup = ops::create(&store, spec(GUILD, "Winter Cup", knockout(1), players[0]), 43).await.unwrap();
    for c in [&league, &cup] {
        for p in &players {
            ops::join(&store, c, *p).await.unwrap();
        }
        ops::start(&store, c, players[0], 0).await.unwrap();
    }
    let sessions = Sessions::new(store.clone());
    // A league fixture played on the bot, to the end.
    let season = store.current_season(league.id).await.unwrap();
    let fixtures = store.fixtures(season.id).await.unwrap();
    let first = &fixtures[0];
    // Both sides say they are ready: the fixture's kick-off is claimed, as on Discord.
    ops::play_next(&store, &league, first.spec.pairing.home).await.unwrap();
    let kicked_off = ops::play_next(&store, &league, first.spec.pairing.away).await.unwrap();
    assert!(matches!(kicked_off, ops::PlayNext::Start { .. }));
    let config = ops::fixture_config(&store, &league, first).await.unwrap();
    let seats = vec![Occupant::Person(first.spec.pairing.home), Occupant::Person(first.spec.pairing.away)];
    let new =
        NewMatch { thread: Some(thread(1)), origin: Origin::Fixture(first.id), ..NewMatch::new(config, seats, 7) };
    let finished = sessions.start(new).await.unwrap().id;
    play(&sessions, finished, None).await;
    ops::advance(&store, &league, store.current_season(league.id).await.unwrap(), 0).await.unwrap();
    // Another decided by an admin.
    ops::override_result(&store, &league, players[0], &score(fixtures[1].id, 2, 1, "played on a real table"), 0)
        .await
        .unwrap();
    // A semi-final of the cup.
    let cup_fixtures = store.fixtures(store.current_season(cup.id).await.unwrap().id).await.unwrap();
    ops::override_result(&store, &cup, players[0], &score(cup_fixtures[0].id, 3, 0, "played at the club"), 0)
        .await
        .unwrap();
    // A crest, as the crest command stores it.
    store.set_crest(GUILD, players[1], &tiny_png(), players[1]).await.unwrap();
    let slug = touchline::publishing::set(&store, GUILD, true).await.unwrap().unwrap().slug;
    World { _dir: dir, store, players, names, league, cup, slug, finished }
}

/// A 2×2 PNG, drawn by the renderer's own encoder through a real picture.
fn tiny_png() -> Vec<u8> {
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, 2, 2);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&[200, 30, 30, 30, 200, 30, 30, 30, 200, 250, 250, 250]).unwrap();
    }
    bytes
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn header(&self, name: header::HeaderName) -> String {
        self.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string()
    }
}

async fn get(store: &Store, uri: &str) -> Answer {
    get_from(&Web::new(store.clone(), touchline::pictures::Pictures::new()), uri).await
}

/// A page from `web`, which keeps what it keeps between requests.
async fn get_from(web: &Web, uri: &str) -> Answer {
    let router = web.router();
    let response = router.oneshot(Request::builder().uri(uri).body(Body::empty()).unwrap()).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap().to_vec();
    Answer { status, headers, body }
}

/// The escaped form maud writes a name in.
fn html_text(s: &str) -> String {
    s.replace('&', "&amp;")
}

#[tokio::test]
async fn a_server_shows_its_pages_only_while_it_publishes() {
    let w = world().await;
    let page = get(&w.store, &format!("/s/{}", w.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.header(header::CONTENT_TYPE).starts_with("text/html"), "{}", page.header(header::CONTENT_TYPE));
    assert_eq!(page.header(header::CACHE_CONTROL), "no-cache");
    let html = page.text();
    assert!(html.contains("Sunday League") && html.contains("Winter Cup"), "{html}");
    assert!(html.contains(&format!("/s/{}/c/{}", w.slug, w.league.id)));
    assert!(html.contains("name=\"viewport\""), "readable on a phone");
    assert!(!html.contains("<script"), "no JavaScript");

    let off = touchline::publishing::set(&w.store, GUILD, false).await.unwrap().unwrap();
    assert!(!off.enabled);
    assert_eq!(off.slug, w.slug, "the slug is kept");
    for uri in [
        format!("/s/{}", w.slug),
        format!("/s/{}/c/{}", w.slug, w.league.id),
        format!("/s/{}/p/{}", w.slug, w.players[0]),
        format!("/s/{}/crest/{}.png", w.slug, w.players[1]),
        format!("/s/{}/c/{}/results.csv", w.slug, w.league.id),
    ] {
        let hidden = get(&w.store, &uri).await;
        assert_eq!(hidden.status, StatusCode::NOT_FOUND, "{uri}");
        assert!(hidden.text().contains("/league publish on"), "a friendly page: {}", hidden.text());
    }
    let finished_slug = w.store.match_record(w.finished).await.unwrap().slug;
    assert_eq!(get(&w.store, &format!("/m/{finished_slug}")).await.status, StatusCode::NOT_FOUND, "its matches too");
    assert_eq!(get(&w.store, &format!("/m/{finished_slug}/frame/0.png")).await.status, StatusCode::NOT_FOUND);

    let again = touchline::publishing::set(&w.store, GUILD, true).await.unwrap().unwrap();
    assert_eq!(again.slug, w.slug, "turned on again under the same address");
    assert_eq!(get(&w.store, &format!("/s/{}", w.slug)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn publishing_makes_one_random_slug_per_server() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("p.db")).await.unwrap();
    assert_eq!(touchline::publishing::set(&store, 1, false).await.unwrap(), None, "never published: nothing");
    let a = touchline::publishing::set(&store, 1, true).await.unwrap().unwrap();
    let b = touchline::publishing::set(&store, 2, true).await.unwrap().unwrap();
    for p in [&a, &b] {
        assert!(p.enabled);
        assert_eq!(p.slug.len(), 32);
        assert!(p.slug.bytes().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c)), "{}", p.slug);
    }
    assert_ne!(a.slug, b.slug);
    assert_eq!(store.publishing(1).await.unwrap(), Some(a.clone()));
    assert_eq!(touchline::publishing::set(&store, 1, true).await.unwrap().unwrap().slug, a.slug);
}

#[tokio::test]
async fn a_table_page_lists_the_members_with_form_crests_notes_and_links() {
    let w = world().await;
    let page = get(&w.store, &format!("/s/{}/c/{}", w.slug, w.league.id)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    for (id, name) in w.players.iter().zip(&w.names) {
        assert!(html.contains(&html_text(name)), "{name} is in the table");
        assert!(html.contains(&format!("href=\"/s/{}/p/{id}\"", w.slug)), "{name}'s profile is linked");
    }
    assert!(!html.contains("Ann & Co"), "names are escaped");
    assert!(html.contains(&format!("src=\"/s/{}/crest/{}.png\"", w.slug, w.players[1])), "Bob's crest");
    assert!(!html.contains(&format!("/crest/{}.png", w.players[2])), "no crest, no picture");
    assert!(html.contains(&format!("/s/{}/c/{}/table.csv", w.slug, w.league.id)));
    assert!(html.contains(&format!("/s/{}/c/{}/results.csv", w.slug, w.league.id)));
    assert!(html.contains("team form"), "a form column");
    assert!(["class=\"W\"", "class=\"D\"", "class=\"L\""].iter().any(|c| html.contains(c)), "form letters: {html}");
    let replay = w.store.match_record(w.finished).await.unwrap().slug;
    assert!(html.contains(&format!("href=\"/m/{replay}\"")), "the played fixture links to its replay");
    assert!(html.contains("Round 1") && html.contains("to play"), "fixtures by round");
    assert!(html.contains("class=\"scroll\""), "the table scrolls sideways on a phone");
    // The tie-break notes are the Discord footnotes.
    let season = w.store.current_season(w.league.id).await.unwrap();
    let s = ops::standing(&w.store, &w.league, season).await.unwrap();
    let notes = touchline::leagues::words::tiebreak_notes(&s.tables[0].1, &|id| s.name(id), touchline_games::Lang::En);
    for note in &notes {
        assert!(html.contains(&html_text(note)), "{note}");
    }

    // The season's drawing of lots: its seal while the season runs, never its seed.
    let lots = w.store.lots_seal(s.season.id).await.unwrap().expect("a sealed season");
    assert!(html.contains("Drawing of lots") && html.contains(&lots.seal), "the lots' seal");
    assert!(lots.seed.is_none() && !html.contains("<dt>Seed</dt>"), "no seed while the season runs");

    let crest = get(&w.store, &format!("/s/{}/crest/{}.png", w.slug, w.players[1])).await;
    assert_eq!(crest.status, StatusCode::OK);
    assert_eq!(crest.header(header::CONTENT_TYPE), "image/png");
    assert_eq!(crest.body, tiny_png());
    assert_eq!(get(&w.store, &format!("/s/{}/crest/{}.png", w.slug, w.players[2])).await.status, StatusCode::NOT_FOUND);
}

/// Mid-season, the table carries each club's chance of the title, the same as `/league odds`
/// gives, with a bar for each and the lines of what the clubs in the race need; the last
/// rounds' lines come once the fixtures left are few.
#[tokio::test]
async fn a_league_page_forecasts_the_season_as_the_bot_does() {
    let w = world().await;
    let uri = format!("/s/{}/c/{}", w.slug, w.league.id);
    // One web for the whole test: its forecasts are kept between requests.
    let web = Web::new(w.store.clone(), touchline::pictures::Pictures::new());
    let view = touchline::leagues::odds::odds(&w.store, &w.league).await.unwrap();
    let html = get_from(&web, &uri).await.text();
    assert!(html.contains("Season forecast") && html.contains("title=\"Chance of the title\""), "{html}");
    assert!(html.contains("<ul class=\"bars\" aria-label=\"Each club's chance of the title\">"), "{html}");
    let percent = |p: f64| if p < 0.0005 { "—".to_string() } else { format!("{:.1}%", p * 100.0) };
    for o in &view.forecast.odds {
        let cell = format!("<td class=\"odds\">{}</td>", percent(o.title));
        assert!(html.contains(&cell), "{cell} for {}", o.entrant);
    }
    let titles: f64 = view.forecast.odds.iter().map(|o| o.title).sum();
    assert!((titles - 1.0).abs() < 1e-6, "{titles}");
    assert_eq!(html.matches("class=\"fill\"").count(), w.players.len(), "a bar per club");
    let s = &view.standing;
    for line in touchline::leagues::odds::odds_lines(&view.forecast, &|id| s.name(id), touchline_games::Lang::En) {
        assert!(html.contains(&html_text(&line)), "{line}");
    }
    // The page asks again: the same forecast.
    assert_eq!(get_from(&web, &uri).await.text(), html);
    // An admin sets a decided fixture's result again, the other way: as many results as before,
    // and yet a new forecast, on the page too (the one kept is not shown again).
    let season = w.store.current_season(w.league.id).await.unwrap();
    let decided =
        w.store.fixtures(season.id).await.unwrap().into_iter().find(|f| f.match_id.is_none() && f.result.is_some());
    let decided = decided.expect("the fixture an admin decided");
    let (home, away) = decided.result.as_ref().map(|r| (r.home_goals, r.away_goals)).unwrap();
    ops::override_result(
        &w.store,
        &w.league,
        w.players[0],
        &score(decided.id, away, home, "the score was read backwards"),
        0,
    )
    .await
    .unwrap();
    let again = touchline::leagues::odds::odds(&w.store, &w.league).await.unwrap();
    assert_ne!(again.forecast.odds, view.forecast.odds, "the other result changes the odds");
    let html_again = get_from(&web, &uri).await.text();
    for o in &again.forecast.odds {
        let cell = format!("<td class=\"odds\">{}</td>", percent(o.title));
        assert!(html_again.contains(&cell), "{cell} for {} after the override", o.entrant);
    }

    // Every fixture but the last decided: one fixture left, and its two clubs told what they need
    // where one win would settle it.
    let season = w.store.current_season(w.league.id).await.unwrap();
    let fixtures = w.store.fixtures(season.id).await.unwrap();
    let open: Vec<_> = fixtures.iter().filter(|f| f.result.is_none() && f.match_id.is_none()).collect();
    for f in &open[..open.len() - 1] {
        ops::override_result(&w.store, &w.league, w.players[0], &score(f.id, 1, 0, "played at the club"), 0)
            .await
            .unwrap();
    }
    let view = touchline::leagues::odds::odds(&w.store, &w.league).await.unwrap();
    assert_eq!(view.forecast.left, 1);
    let html = get_from(&web, &uri).await.text();
    let s = &view.standing;
    let lines = touchline::leagues::odds::odds_lines(&view.forecast, &|id| s.name(id), touchline_games::Lang::En);
    assert!(!lines.is_empty(), "a race one fixture from its end says something: {view:?}", view = view.forecast);
    for line in &lines {
        assert!(html.contains(&html_text(line)), "{line} in {html}");
    }

    // Over: the table is final and nothing is forecast.
    let last = open.last().unwrap();
    ops::override_result(&w.store, &w.league, w.players[0], &score(last.id, 0, 0, "played at the club"), 0)
        .await
        .unwrap();
    let html = get_from(&web, &uri).await.text();
    assert!(!html.contains("Season forecast") && !html.contains("class=\"odds\""), "{html}");
}

#[tokio::test]
async fn a_knockout_shows_its_bracket_as_columns() {
    let w = world().await;
    let page = get(&w.store, &format!("/s/{}/c/{}", w.slug, w.cup.id)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("class=\"bracket\""), "{html}");
    assert_eq!(html.matches("class=\"round\"").count(), 2, "semi-finals and the final");
    assert!(html.contains("Semi-finals") && html.contains("Final"));
    assert!(html.contains("3–0"), "the decided semi-final's score");
    assert!(html.contains("to be decided"), "the final's sides are not known yet");
    assert!(!html.contains("table.csv"), "a knockout has no table to download");
}

#[tokio::test]
async fn unknown_slugs_ids_and_other_servers_are_not_found() {
    let w = world().await;
    let elsewhere =
        ops::create(&w.store, spec(OTHER_GUILD, "Elsewhere", round_robin(1), w.players[0]), 1).await.unwrap();
    let stranger = w.store.upsert_player("999", "Stranger").await.unwrap();
    for uri in [
        "/s/00000000000000000000000000000000".to_string(),
        "/m/00000000000000000000000000000000".to_string(),
        "/nothing/here".to_string(),
        format!("/s/{}/c/{}", w.slug, elsewhere.id),
        format!("/s/{}/c/999999", w.slug),
        format!("/s/{}/c/abc", w.slug),
        format!("/s/{}/p/{stranger}", w.slug),
        format!("/s/{}/p/x", w.slug),
        format!("/s/{}/crest/{}.gif", w.slug, w.players[1]),
        format!("/s/{}/c/{}/table.csv", w.slug, w.cup.id),
    ] {
        let answer = get(&w.store, &uri).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{uri}");
        assert!(answer.text().contains("Nothing here"), "{uri}: a friendly page");
    }
    let health = get(&w.store, "/healthz").await;
    assert_eq!((health.status, health.text().as_str()), (StatusCode::OK, "ok"));
}

#[tokio::test]
async fn the_csv_downloads_are_the_discord_exports() {
    let w = world().await;
    let season = w.store.current_season(w.league.id).await.unwrap();
    let s = ops::standing(&w.store, &w.league, season).await.unwrap();
    let (table, results) = ops::export(&s);
    for (file, expected) in [("table.csv", table), ("results.csv", results)] {
        let answer = get(&w.store, &format!("/s/{}/c/{}/{file}", w.slug, w.league.id)).await;
        assert_eq!(answer.status, StatusCode::OK, "{file}");
        assert_eq!(answer.header(header::CONTENT_TYPE), "text/csv; charset=utf-8");
        let disposition = answer.header(header::CONTENT_DISPOSITION);
        assert!(disposition.starts_with("attachment") && disposition.contains(".csv"), "{disposition}");
        assert_eq!(answer.text(), expected);
    }
}

#[tokio::test]
async fn a_profile_shows_ratings_competitions_and_recent_matches() {
    let w = world().await;
    let fixture = w.store.fixture_for_match(w.finished).await.unwrap().unwrap();
    let home = fixture.spec.pairing.home;
    let page = get(&w.store, &format!("/s/{}/p/{home}", w.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("KIX"), "rated in KIX: {html}");
    assert!(html.contains("Sunday League") && html.contains("Winter Cup"));
    let slug = w.store.match_record(w.finished).await.unwrap().slug;
    assert!(html.contains(&format!("href=\"/m/{slug}\"")), "the match is linked");
}

/// A two-division pyramid of the world's four players, one season played (Bob wins the
/// Premier, Dee the Championship; Ann goes down, Dee up) and the next one started. Returns the
/// two divisions.
async fn pyramid_of(w: &World) -> (Competition, Competition) {
    let (store, p) = (&w.store, &w.players);
    let premier = ops::create(store, spec(GUILD, "Premier", round_robin(1), p[0]), 5).await.unwrap();
    let champ = ops::pyramid::create_division(
        store,
        spec(GUILD, "Championship", round_robin(1), p[0]),
        6,
        &premier,
        Some(1),
        false,
    )
    .await
    .unwrap();
    for (c, clubs) in [(&premier, [p[0], p[1]]), (&champ, [p[2], p[3]])] {
        for club in clubs {
            ops::join(store, c, club).await.unwrap();
        }
        ops::start(store, c, p[0], 0).await.unwrap();
        // The second club wins every leg.
        while store.current_season(c.id).await.unwrap().status == touchline::competition::SeasonStatus::Running {
            ops::report(store, c, clubs[1], 2, 1, None).await.unwrap();
            ops::confirm(store, c, clubs[0], 0).await.unwrap();
        }
    }
    let whole = ops::pyramid::pyramid(store, &premier).await.unwrap();
    let ended = ops::pyramid::new_season(store, &whole, p[0], 0, || 3).await.unwrap();
    assert!(matches!(ended, ops::pyramid::SeasonEnd::Turned { .. }));
    for c in [&premier, &champ] {
        ops::start(store, c, p[0], 0).await.unwrap();
    }
    (premier, champ)
}

#[tokio::test]
async fn a_pyramid_page_shows_every_division_the_moves_and_each_clubs_history() {
    let w = world().await;
    let (premier, champ) = pyramid_of(&w).await;
    // By either division, the same page.
    let page = get(&w.store, &format!("/s/{}/pyramid/{}", w.slug, champ.id)).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("Premier pyramid") && html.contains("Division 1") && html.contains("Division 2"), "{html}");
    // Next season's tables: Bob and Dee above (Dee to go down from the bottom, Bob at the top
    // to stay), Ann & Co and Cy below (Ann & Co on top, to go up).
    assert_eq!(html.matches("<tr class=\"up\">").count(), 1, "{html}");
    assert_eq!(html.matches("<tr class=\"down\">").count(), 1, "{html}");
    assert!(html.contains("Season 1, division 1: Premier") && html.contains("Season 1, division 2: Championship"));
    assert!(html.contains(&format!("⬇ <a href=\"/s/{}/p/{}\">Ann &amp; Co</a>", w.slug, w.players[0])), "{html}");
    assert!(html.contains(&format!("⬆ <a href=\"/s/{}/p/{}\">Dee</a>", w.slug, w.players[3])), "{html}");
    // A division's page leads to its pyramid; a league on its own has none.
    let division = get(&w.store, &format!("/s/{}/c/{}", w.slug, champ.id)).await.text();
    assert!(division.contains(&format!("href=\"/s/{}/pyramid/{}\"", w.slug, premier.id)), "{division}");
    assert!(division.contains("Division 2 of the Premier pyramid"));
    assert_eq!(get(&w.store, &format!("/s/{}/pyramid/{}", w.slug, w.league.id)).await.status, StatusCode::NOT_FOUND);
    assert_eq!(get(&w.store, &format!("/s/{}/pyramid/nope", w.slug)).await.status, StatusCode::NOT_FOUND);
    // A club's history: Ann & Co went down from the Premier; Dee won the Championship and went up.
    let ann = get(&w.store, &format!("/s/{}/p/{}", w.slug, w.players[0])).await.text();
    assert!(ann.contains("Seasons in the divisions") && ann.contains("relegated"), "{ann}");
    let dee = get(&w.store, &format!("/s/{}/p/{}", w.slug, w.players[3])).await.text();
    assert!(dee.contains("Trophies") && dee.contains("🏆 Championship") && dee.contains("promoted"), "{dee}");
}

/// A match of the league's server, kicked off and played `steps` moves.
pub(crate) async fn live_match(w: &World, steps: usize) -> MatchId {
    let sessions = Sessions::new(w.store.clone());
    let config = AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] });
    let seats = vec![Occupant::Person(w.players[2]), Occupant::Person(w.players[3])];
    let new = NewMatch { thread: Some(thread(2)), ..NewMatch::new(config, seats, SEED) };
    let id = sessions.start(new).await.unwrap().id;
    play(&sessions, id, Some(steps)).await;
    id
}

#[tokio::test]
async fn a_live_match_shows_only_the_public_board_and_no_seed_or_salt() {
    let w = world().await;
    let id = live_match(&w, 3).await;
    let record = w.store.match_record(id).await.unwrap();
    assert!(!record.finished);
    let salt = record.salt.clone().expect("new matches are sealed");
    let page = get(&w.store, &format!("/m/{}", record.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header(header::CACHE_CONTROL), "no-cache", "a live page is never kept");
    let html = page.text();
    assert!(!html.contains(&SEED.to_string()), "no seed");
    assert!(!html.contains(&format!("{SEED:x}")), "no seed in hex");
    assert!(!html.contains(&salt), "no salt");
    assert!(!html.contains("sha256sum") && !html.contains("?step="), "no check line and no other boards");
    assert!(html.contains(record.seal.as_deref().unwrap()), "the seal's hash, as posted at kick-off");
    // The boards so far, as the thread posted them: the latest on the page, every one by
    // number, none beyond.
    let so_far = touchline::replay::so_far_in(&w.store, id, touchline_i18n::Lang::En).await.unwrap();
    let boards = so_far.frames.len();
    assert!(boards >= 2, "three moves of KIX complete a play: {boards} boards");
    let last = boards - 1;
    assert!(html.contains(&format!("/m/{}/frame/{last}.png", record.slug)), "{html}");
    assert!(html.contains(&format!("data-boards=\"{boards}\"")) && html.contains("/live.js"), "{html}");
    let mut renderer = Renderer::new();
    for n in 0..boards {
        let frame = get(&w.store, &format!("/m/{}/frame/{n}.png", record.slug)).await;
        assert_eq!(frame.status, StatusCode::OK, "board {n}");
        assert_eq!(frame.header(header::CONTENT_TYPE), "image/png");
        assert_eq!(frame.header(header::CACHE_CONTROL), "no-cache");
        assert_eq!(frame.body, so_far.frame_png(&mut renderer, n).unwrap(), "the spectator's board {n}");
    }
    for n in [boards, boards + 1] {
        let other = get(&w.store, &format!("/m/{}/frame/{n}.png", record.slug)).await;
        assert_eq!(other.status, StatusCode::NOT_FOUND, "board {n} of a live match is not there yet");
    }
    assert_eq!(get(&w.store, &format!("/m/{}?step=1", record.slug)).await.text(), html, "no stepping while live");
}

#[tokio::test]
async fn a_finished_match_replays_board_by_board_with_its_seal() {
    let w = world().await;
    let record = w.store.match_record(w.finished).await.unwrap();
    let replay = touchline::replay::load(&w.store, w.finished).await.unwrap();
    let last = replay.frames.len() - 1;
    let page = get(&w.store, &format!("/m/{}", record.slug)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header(header::CACHE_CONTROL), "public, max-age=600");
    let html = page.text();
    assert!(html.contains(&format!("/m/{}/frame/0.png", record.slug)));
    assert!(html.contains("?step=1\""), "a next link");
    assert!(html.contains(&record.seed.to_string()) && html.contains(record.salt.as_deref().unwrap()));
    let seal = replay.seal.as_ref().unwrap();
    assert!(html.contains(&html_text(seal.canonical.as_deref().unwrap())));
    assert!(html.contains("sha256sum"));

    let middle = get(&w.store, &format!("/m/{}?step=1", record.slug)).await.text();
    assert!(middle.contains("?step=0\"") && middle.contains("?step=2\""), "previous and next");
    for line in &replay.frames[1].lines {
        assert!(middle.contains(&html_text(line).replace('"', "&quot;")), "the play-by-play: {line}");
    }
    let end = get(&w.store, &format!("/m/{}?step={last}", record.slug)).await.text();
    assert!(!end.contains(&format!("?step={}\"", last + 1)), "nothing after the last board");
    for bad in [format!("?step={}", last + 1), "?step=x".to_string()] {
        assert_eq!(get(&w.store, &format!("/m/{}{bad}", record.slug)).await.status, StatusCode::NOT_FOUND, "{bad}");
    }

    let frame = get(&w.store, &format!("/m/{}/frame/{last}.png", record.slug)).await;
    assert_eq!(frame.status, StatusCode::OK);
    assert_eq!(frame.header(header::CACHE_CONTROL), "public, max-age=600");
    assert_eq!(frame.body, replay.frame_png(&mut Renderer::new(), last).unwrap());
    let past = get(&w.store, &format!("/m/{}/frame/{}.png", record.slug, last + 1)).await;
    assert_eq!(past.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_taken_port_is_a_clear_error() {
    let first = touchline::web::bind("127.0.0.1:0").await.unwrap();
    let addr = first.local_addr().unwrap().to_string();
    let err = touchline::web::bind(&addr).await.unwrap_err();
    assert!(err.contains("cannot listen") && err.contains(&addr), "{err}");
    assert!(touchline::web::bind("localhost").await.unwrap_err().contains("not an address"));
    // localhost with a port is this machine's own address, and counts as loopback.
    let local = touchline::web::bind("localhost:0").await.unwrap();
    assert!(local.local_addr().unwrap().ip().is_loopback());
    assert!(touchline::web::loopback_only("localhost:8081").is_ok());
    assert!(touchline::web::loopback_only("0.0.0.0:8081").is_err());
}

/// A plain HTTP GET: the status code and the body.
async fn http_get(addr: &str, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_publishes_the_pages_the_bot_serves_beside_itself() {
    use crate::support::bot::{choice, opt, ready, say, Bot};
    use crate::support::fakecord::{Fake, GUILD_ID, TOKEN};
    use serde_json::json;

    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    // A free port for the pages (asked of the system, then handed to the bot).
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let addr = format!("127.0.0.1:{port}");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .arg("serve")
        .env("DISCORD_TOKEN", TOKEN)
        .env("TOUCHLINE_DISCORD_API_URL", fake.base())
        .env("TOUCHLINE_DATABASE_PATH", dir.path().join("t.db"))
        .env("TOUCHLINE_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("TOUCHLINE_LOG", "warn")
        .env("TOUCHLINE_WEB_LISTEN", &addr)
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the bot starts");
    let _bot = Bot(child);
    ready(&fake).await;
    // The pages were bound before Discord was reached.
    assert_eq!(http_get(&addr, "/healthz").await, (200, "ok".to_string()));

    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    fake.set_manager(ben, false);
    let name = || json!([opt("name", json!("Web League"))]);
    let create = json!([opt("name", json!("Web League")), opt("game", json!(0)), opt("legs", json!(1))]);
    assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    for u in [ann, ben] {
        say(&fake, u, "league", "join", name()).await;
    }
    let table = say(&fake, ann, "league", "table", name()).await;
    assert!(!table.contains("http://"), "no link before the pages are published: {table}");

    let on = || json!([choice(&fake, "league", Some("publish"), "state", "on")]);
    assert!(say(&fake, ben, "league", "publish", on()).await.contains("Only competition admins"));
    let published = say(&fake, ann, "league", "publish", on()).await;
    let prefix = format!("http://{addr}/s/");
    let at = published.find(&prefix).unwrap_or_else(|| panic!("the pages' address: {published}"));
    let slug: String = published[at + prefix.len()..].chars().take_while(|c| c.is_ascii_hexdigit()).collect();
    assert_eq!(slug.len(), 32, "{published}");
    let (status, html) = http_get(&addr, &format!("/s/{slug}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("Web League"), "{html}");

    let table = say(&fake, ann, "league", "table", name()).await;
    assert!(table.contains(&format!("http://{addr}/s/{slug}/c/")), "the table links its page: {table}");
    let link = table.split_whitespace().find(|w| w.starts_with("http://")).unwrap().to_string();
    let (status, html) = http_get(&addr, link.trim_start_matches(&format!("http://{addr}"))).await;
    assert_eq!(status, 200);
    assert!(html.contains("Ann") && html.contains("Ben"), "{html}");

    let off = json!([choice(&fake, "league", Some("publish"), "state", "off")]);
    assert!(say(&fake, ann, "league", "publish", off).await.contains("hidden"));
    assert_eq!(http_get(&addr, &format!("/s/{slug}")).await.0, 404);
    let again = say(&fake, ann, "league", "publish", on()).await;
    assert!(again.contains(&format!("/s/{slug}")), "the same address again: {again}");

    // A finished match's `/match replay` links its page, which steps through its boards.
    let thread = crate::support::bot::kick_off_against_the_computer(&fake, ann, 0).await;
    crate::support::bot::play_out(&fake, thread, &[ann]).await;
    let asked = fake.slash(ann, thread, "match", json!([{"type": 1, "name": "replay", "options": []}]));
    let replay = crate::support::bot::reply_text(&fake, asked).await;
    let prefix = format!("http://{addr}/m/");
    let at = replay.find(&prefix).unwrap_or_else(|| panic!("the replay's page: {replay}"));
    let page: String = replay[at + prefix.len() - 3..].chars().take_while(|c| !c.is_whitespace()).collect();
    let (status, html) = http_get(&addr, &format!("{page}?step=1")).await;
    assert_eq!(status, 200, "{page}");
    assert!(html.contains("sha256sum"), "the finished match's page has its seal's check: {html}");
}

// ---- A real browser ----

const CHROMIUM: &str = "/usr/bin/chromium";

/// Ask the server for /healthz until it answers: the listener accepts before the browser goes.
async fn wait_until_serving(addr: std::net::SocketAddr) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        if let Ok(mut s) = tokio::net::TcpStream::connect(addr).await {
            let _ = s.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await;
            let mut answer = String::new();
            let _ = s.read_to_string(&mut answer).await;
            if answer.starts_with("HTTP/1.1 200") && answer.ends_with("ok") {
                return;
            }
        }
        assert!(tokio::time::Instant::now() < deadline, "the web server never answered");
        tokio::task::yield_now().await;
    }
}

/// One screenshot by headless Chromium, decoded: (width, height, distinct colours, the
/// colour of a pixel in the page's header).
fn screenshot(url: &str, size: (u32, u32), file: &Path, profile: &Path) -> (u32, u32, usize, [u8; 3]) {
    let output = std::process::Command::new("timeout")
        .arg("120")
        .arg(CHROMIUM)
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run"])
        .arg("--disable-dev-shm-usage")
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--screenshot={}", file.display()))
        .arg(format!("--window-size={},{}", size.0, size.1))
        .arg(url)
        .output()
        .expect("chromium runs");
    assert!(file.is_file(), "no screenshot of {url}: {}", String::from_utf8_lossy(&output.stderr));
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(file).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let channels = info.color_type.samples();
    let pixels = &pixels[..info.buffer_size()];
    let colours: HashSet<&[u8]> = pixels.chunks(channels).map(|p| &p[..3.min(channels)]).collect();
    let at = |x: usize, y: usize| {
        let i = (y * info.width as usize + x) * channels;
        [pixels[i], pixels[i + 1], pixels[i + 2]]
    };
    (info.width, info.height, colours.len(), at(4, 4))
}

/// A KIX friendly between two people whose win chances were kept after every board, as the bot
/// keeps them, and its key moments at full time: its page's name and its last board's number.
async fn match_with_key_moments(w: &World) -> (String, usize) {
    let sessions = Sessions::new(w.store.clone());
    let kix = AnyConfig::default_for(touchline_games::GameKind::parse("kix").unwrap());
    let seats = vec![Occupant::Person(w.players[2]), Occupant::Person(w.players[3])];
    let id = sessions.start(NewMatch { thread: Some(thread(8)), ..NewMatch::new(kix, seats, 21) }).await.unwrap().id;
    loop {
        let stored = sessions.load(id).await.unwrap();
        sessions.chances_after_turn(&stored).await.unwrap();
        if stored.state.status().to_act().is_empty() {
            break;
        }
        play(&sessions, id, Some(1)).await;
    }
    let stored = sessions.load(id).await.unwrap();
    let post = sessions.key_moments_at_full_time(&stored).await.unwrap().expect("key moments at full time");
    assert!(post.text.starts_with("**Key moments**"), "{}", post.text);
    let frames = touchline::replay::load_in(&w.store, id, touchline_games::Lang::En).await.unwrap().frames.len();
    (w.store.match_record(id).await.unwrap().slug, frames - 1)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_browser_draws_the_pages_on_a_phone_and_a_desktop() {
    if !Path::new(CHROMIUM).exists() {
        println!("skipped: no chromium at {CHROMIUM}");
        return;
    }
    let w = world().await;
    let pyramid = pyramid_of(&w).await;
    let listener = touchline::web::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(touchline::web::serve(
        listener,
        Web::new(w.store.clone(), touchline::pictures::Pictures::new()),
        async {
            let _ = stopped.await;
        },
    ));
    wait_until_serving(addr).await;

    let replay = w.store.match_record(w.finished).await.unwrap().slug;
    let (moments, last_board) = match_with_key_moments(&w).await;
    // Each page on a phone and a desktop; a replay's key moments are at the foot of its last
    // board, so that page is taken on a taller screen.
    let (phone, desktop) = (("phone", (390, 844)), ("desktop", (1280, 900)));
    let tall = [("phone", (390, 2400)), ("desktop", (1280, 1700))];
    let pages = [
        ("table", format!("http://{addr}/s/{}/c/{}", w.slug, w.league.id), [phone, desktop]),
        ("moments", format!("http://{addr}/m/{moments}?step={last_board}"), tall),
        ("bracket", format!("http://{addr}/s/{}/c/{}", w.slug, w.cup.id), [phone, desktop]),
        ("replay", format!("http://{addr}/m/{replay}?step=2"), [phone, desktop]),
        ("pyramid", format!("http://{addr}/s/{}/pyramid/{}", w.slug, pyramid.0.id), [phone, desktop]),
    ];
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).parent().unwrap().join("web-screenshots");
    std::fs::create_dir_all(&out).unwrap();
    let shots = tempfile::tempdir().unwrap();
    for (name, url, sizes) in pages {
        for (device, size) in sizes {
            let file = shots.path().join(format!("{name}-{device}.png"));
            let profile = shots.path().join(format!("profile-{name}-{device}"));
            let (url, path, prof) = (url.clone(), file.clone(), profile.clone());
            let (width, height, colours, header) =
                tokio::task::spawn_blocking(move || screenshot(&url, size, &path, &prof)).await.unwrap();
            assert_eq!((width, height), size, "{name} on a {device}");
            assert!(colours > 16, "{name} on a {device}: only {colours} colours");
            // The page's own header bar (its green), so the page itself was drawn, not an error.
            let green = [0x1d, 0x6f, 0x47];
            let near = header.iter().zip(green).all(|(a, b)| a.abs_diff(b) <= 12);
            assert!(near, "{name} on a {device}: the header is {header:?}, not the page's green");
            std::fs::copy(&file, out.join(format!("{name}-{device}.png"))).unwrap();
        }
    }
    let _ = stop.send(());
    server.await.unwrap().unwrap();
}

/// A finished FUBA match between two people of a publishing server: every board of it on the web,
/// each the replay's board, the last one saying the result.
#[tokio::test]
async fn a_finished_fuba_match_steps_through_every_board_on_the_web() {
    let w = world().await;
    let sessions = Sessions::new(w.store.clone());
    let fuba = AnyConfig::default_for(touchline_games::GameKind::parse("fuba").unwrap());
    let seats = vec![Occupant::Person(w.players[2]), Occupant::Person(w.players[3])];
    let new = NewMatch { thread: Some(thread(7)), ..NewMatch::new(fuba, seats, 11) };
    let id = sessions.start(new).await.unwrap().id;
    play(&sessions, id, None).await;
    let record = w.store.match_record(id).await.unwrap();
    assert!(record.finished);
    let replay = touchline::replay::load(&w.store, id).await.unwrap();
    assert!(replay.frames.len() > 20, "a whole FUBA match: {} boards", replay.frames.len());
    let mut renderer = Renderer::new();
    for n in [0, replay.frames.len() / 2, replay.frames.len() - 1] {
        let page = get(&w.store, &format!("/m/{}?step={n}", record.slug)).await;
        assert_eq!(page.status, StatusCode::OK);
        let label = if n == 0 { "Kick-off".to_string() } else { format!("Board {} of {}", n + 1, replay.frames.len()) };
        assert!(page.text().contains(&label), "{label}");
        let frame = get(&w.store, &format!("/m/{}/frame/{n}.png", record.slug)).await;
        assert_eq!(frame.body, replay.frame_png(&mut renderer, n).unwrap(), "board {n}");
    }
    let last = get(&w.store, &format!("/m/{}?step={}", record.slug, replay.frames.len() - 1)).await.text();
    assert!(last.contains("Final score"), "the last board's play-by-play says the result");
}

/// An admin's override of a fixture's score, for a reason.
fn score(fixture: i64, home_goals: u32, away_goals: u32, reason: &str) -> ops::Override<'_> {
    ops::Override { fixture, home_goals, away_goals, home_went_through: None, reason }
}

/// Runs the binary to the end: its standard output, or the panic names its error.
fn touchline_ok(args: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn terminal_matches_are_served_on_the_local_pages() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let path = |p: &str| dir.path().join(p).display().to_string();
    touchline_ok(&["play", "kix", "--p1", "ai", "--p2", "hard", "--db", &path("t.db"), "--out", &path("frames")]);

    // A second match whose input ends at once: kept as abandoned.
    let quit = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(["play", "kix", "--p1", "human", "--db", &path("t.db"), "--out", &path("quit")])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&quit.stderr).contains("match #2 is kept as abandoned"));

    // --local shows every terminal match, so it is never served beyond this machine.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(["web", "--db", &path("t.db"), "--local", "--listen", "0.0.0.0:0"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("not a loopback address"), "{err}");

    let child = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(["web", "--db", &path("t.db"), "--local", "--listen", "127.0.0.1:0"])
        .env("TOUCHLINE_LOG", "warn")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the pages start");
    let mut web = crate::support::bot::Bot(child);
    // The address it serves is printed once it listens.
    let mut line = String::new();
    std::io::BufReader::new(web.0.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let base = line.split_whitespace().find(|w| w.starts_with("http://")).unwrap_or_else(|| panic!("{line}"));
    let addr = base.trim_start_matches("http://").trim_end_matches('/').to_string();
    let (status, html) = http_get(&addr, "/").await;
    assert_eq!(status, 200, "{html}");
    assert!(html.contains("Terminal matches") && html.contains("KIX"), "{html}");
    assert!(html.contains("Computer 1 (normal)") && html.contains("Computer 2 (hard)"), "{html}");
    assert!(html.contains("Player 1 v Computer (normal) (abandoned)"), "{html}");
    // Newest first: the abandoned match, then the finished one.
    let abandoned_at = html.find("(abandoned)").unwrap();
    let link_at = html[abandoned_at..].find("href=\"/m/").unwrap() + abandoned_at;
    let abandoned: String = html[link_at + 6..].chars().take_while(|c| *c != '"').collect();
    let (status, page) = http_get(&addr, &abandoned).await;
    assert!(status == 200 && page.contains("abandoned: the terminal stopped before the end"), "{page}");
    assert!(!page.contains("seed=") && !page.contains("Waiting for"), "no seed, nobody awaited: {page}");
    let finished_at = html.find("Computer 2 (hard)").unwrap();
    assert!(abandoned_at < finished_at, "newest first: {html}");
    let at =
        html[finished_at..].find("href=\"/m/").unwrap_or_else(|| panic!("a link to the match: {html}")) + finished_at;
    let link: String = html[at + 6..].chars().take_while(|c| *c != '"').collect();
    let (status, page) = http_get(&addr, &link).await;
    assert_eq!(status, 200, "{link}: {page}");
    assert!(page.contains("sha256sum") && page.contains("frame/0.png"), "the replay with its seal: {page}");
    // The board itself, read as bytes: a PNG.
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let request = format!("GET {link}/frame/0.png HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    assert!(answer.starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&answer[..answer.len().min(200)]));
    assert!(answer.windows(4).any(|w| w == b"\x89PNG"), "a PNG");
}

#[tokio::test]
async fn terminal_matches_are_not_shown_without_local() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let sessions = Sessions::new(store.clone());
    let seats = vec![Occupant::Computer(Brain::Random), Occupant::Computer(Brain::Random)];
    let config = AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] });
    let started = sessions.start(NewMatch::new(config, seats, SEED)).await.unwrap();
    play(&sessions, started.id, None).await;
    let slug = store.match_record(started.id).await.unwrap().slug;
    let plain = Web::new(store.clone(), touchline::pictures::Pictures::new()).router();
    for uri in ["/".to_string(), format!("/m/{slug}")] {
        let answer = plain.clone().oneshot(Request::get(&uri).body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(answer.status(), StatusCode::NOT_FOUND, "{uri} without --local");
    }
    let local = Web::with_terminal_matches(store.clone(), touchline::pictures::Pictures::new(), true).router();
    for uri in ["/".to_string(), format!("/m/{slug}")] {
        let answer = local.clone().oneshot(Request::get(&uri).body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(answer.status(), StatusCode::OK, "{uri} with --local");
    }
}

async fn get_in(store: &Store, uri: &str, accept_language: &str) -> Answer {
    let router = Web::new(store.clone(), touchline::pictures::Pictures::new()).router();
    let request =
        Request::builder().uri(uri).header(header::ACCEPT_LANGUAGE, accept_language).body(Body::empty()).unwrap();
    let response = router.oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap().to_vec();
    Answer { status, headers, body }
}

#[tokio::test]
async fn a_page_speaks_the_visitors_language_unless_the_server_chose_one() {
    let w = world().await;
    let finished = w.store.match_record(w.finished).await.unwrap().slug;
    let german = "de-DE,de;q=0.9";
    let page = get_in(&w.store, &format!("/s/{}", w.slug), german).await;
    assert_eq!(page.status, StatusCode::OK);
    let html = page.text();
    assert!(html.contains("<html lang=\"de\">"), "{html}");
    assert!(html.contains("<h1>Wettbewerbe</h1>") && !html.contains("<h1>Competitions</h1>"), "{html}");
    assert_eq!(page.header(header::CONTENT_LANGUAGE), "de");
    assert!(page.header(header::VARY).to_ascii_lowercase().contains("accept-language"));
    // The table's heads, the replay's stepper and seal, and the 404 page, all in German.
    let table = get_in(&w.store, &format!("/s/{}/c/{}", w.slug, w.league.id), german).await.text();
    assert!(table.contains(">Pkt.<") && table.contains("Tabelle (CSV)") && !table.contains(">Pts<"), "{table}");
    let replay = get_in(&w.store, &format!("/m/{finished}"), german).await.text();
    assert!(replay.contains("Anstoß") && replay.contains("Fairness-Siegel"), "{replay}");
    // (The play-by-play is the game's own words, in German once the game speaks it.)
    assert!(!replay.contains("· Kick-off<") && !replay.contains("Next ›"), "{replay}");
    let missing = get_in(&w.store, "/s/no-such-server", german).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.text().contains("Hier ist nichts") && missing.text().contains("/league publish on"));
    assert_eq!(missing.header(header::CONTENT_LANGUAGE), "de");
    // The boards are drawn in the page's language: the German board is not the English one.
    let board_en = get(&w.store, &format!("/m/{finished}/frame/0.png")).await;
    let board_de = get_in(&w.store, &format!("/m/{finished}/frame/0.png"), german).await;
    assert_eq!((board_en.status, board_de.status), (StatusCode::OK, StatusCode::OK));
    assert!(board_de.header(header::VARY).to_ascii_lowercase().contains("accept-language"));
    // Nothing asked for: English, as before.
    let english = get(&w.store, &format!("/s/{}", w.slug)).await.text();
    assert!(english.contains("<html lang=\"en\">") && english.contains("<h1>Competitions</h1>"));

    // An admin's choice of language wins over the browser's.
    w.store.set_server_language(GUILD, Some(touchline_i18n::Lang::Es)).await.unwrap();
    for accept in [german, "en-US,en;q=0.9", ""] {
        let page = get_in(&w.store, &format!("/s/{}", w.slug), accept).await;
        let html = page.text();
        assert!(html.contains("<html lang=\"es\">") && html.contains("<h1>Competiciones</h1>"), "{accept}: {html}");
        assert_eq!(page.header(header::CONTENT_LANGUAGE), "es");
    }
    let replay = get_in(&w.store, &format!("/m/{finished}"), german).await.text();
    assert!(replay.contains("Saque inicial") && replay.contains("Sello de juego limpio"), "{replay}");
    let table = get_in(&w.store, &format!("/s/{}/c/{}", w.slug, w.league.id), german).await.text();
    assert!(table.contains(">PJ<") && table.contains(">DG<"), "{table}");
}

/// A competition whose admin hid its win chances has none worked out for its matches; shown
/// again, they are.
#[tokio::test]
async fn a_competitions_hidden_chances_are_not_worked_out() {
    let w = world().await;
    let sessions = Sessions::new(w.store.clone());
    let stored = sessions.load(w.finished).await.unwrap();
    w.store.set_show_chances(w.league.id, false, w.players[0]).await.unwrap();
    assert!(!w.store.shows_chances(w.finished).await.unwrap());
    assert_eq!(sessions.chances_after_turn(&stored).await.unwrap(), None);
    assert!(w.store.match_chances(w.finished).await.unwrap().is_empty(), "nothing kept while hidden");
    w.store.set_show_chances(w.league.id, true, w.players[0]).await.unwrap();
    sessions.chances_after_turn(&stored).await.unwrap();
    let kept = w.store.match_chances(w.finished).await.unwrap();
    assert_eq!(kept.len(), 1, "the result's chances, once shown: {kept:?}");
}
