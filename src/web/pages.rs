//! The pages as HTML (maud): one function per page, fed what the routes loaded. No JavaScript;
//! a little inline CSS that reads on a phone (tables scroll sideways inside their box).

use std::collections::{HashMap, HashSet};

use maud::{html, Markup, DOCTYPE};
use touchline_games::text::{name, result_line, score_line, waiting_line};
use touchline_games::Outcome;
use touchline_league::{groups, Entrant, Table};

use crate::competition::{Competition, Fixture, Format, Season, SeasonStatus, Stage};
use crate::fairness::SealReveal;
use crate::leagues::words::{fixture_state, round_title, tie_score, tiebreak_notes};
use crate::leagues::Standing;
use crate::replay::Replay;
use crate::store::web::{GameRating, MatchLink, PlayedMatch, TerminalMatch};
use crate::store::{MatchId, StoredMatch};

const STYLE: &str = r#"
:root{color-scheme:light dark;--bg:#f4f6f3;--fg:#18201b;--muted:#5a675f;--card:#fff;--line:#dbe2dc;
--accent:#1d6f47;--head:#1d6f47;--w:#1f8f4e;--d:#7c8480;--l:#b8382c}
@media (prefers-color-scheme:dark){:root{--bg:#101512;--fg:#e6ece8;--muted:#9caba2;--card:#19201c;
--line:#2c3630;--accent:#6fd49f;--head:#174d33}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);
color:var(--fg)}
header{background:var(--head);color:#fff;padding:.7rem 1rem}
header a{color:#fff;text-decoration:none;font-weight:700}
main{max-width:980px;margin:0 auto;padding:1rem}
a{color:var(--accent)}
h1{font-size:1.45rem;margin:.3rem 0 .4rem;line-height:1.25}
h2{font-size:1.12rem;margin:1.6rem 0 .5rem}
h3{font-size:.95rem;margin:1rem 0 .3rem;color:var(--muted)}
.muted{color:var(--muted);font-size:.9rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:.7rem 1rem;margin:.7rem 0}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line);border-radius:8px;
background:var(--card)}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:.45rem .55rem;text-align:right;white-space:nowrap;border-bottom:1px solid var(--line)}
tr:last-child td{border-bottom:0}
th{font-size:.78rem;color:var(--muted);font-weight:600}
.team{text-align:left}
.pts{font-weight:700}
img.crest{width:20px;height:20px;vertical-align:-4px;margin-right:.4rem;border-radius:3px}
img.crest.big{width:48px;height:48px;vertical-align:middle}
.form span{display:inline-block;width:1.35em;height:1.35em;line-height:1.35em;text-align:center;
border-radius:3px;color:#fff;font-size:.72rem;font-weight:700;margin-left:2px}
.W{background:var(--w)}.D{background:var(--d)}.L{background:var(--l)}
ul.notes{margin:.4rem 0;padding-left:1.2rem;color:var(--muted);font-size:.85rem}
ul.list{list-style:none;padding:0;margin:0;background:var(--card);border:1px solid var(--line);
border-radius:8px}
ul.list li{padding:.5rem .7rem;border-bottom:1px solid var(--line);display:flex;flex-wrap:wrap;
justify-content:space-between;gap:.25rem .8rem}
ul.list li:last-child{border-bottom:0}
.bracket{display:flex;gap:.8rem;overflow-x:auto;padding-bottom:.4rem}
.round{flex:1 0 12.5rem;display:flex;flex-direction:column}
.round h3{margin:.2rem 0 .4rem}
.ties{flex:1;display:flex;flex-direction:column;justify-content:space-around;gap:.5rem}
.tie{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.35rem .55rem}
.tie .side{display:flex;justify-content:space-between;gap:.5rem}
.tie .won{font-weight:700}
.tie .score{font-size:.85rem;color:var(--muted)}
.board{margin:.6rem 0;text-align:center}
.board img{max-width:100%;height:auto;border-radius:6px;border:1px solid var(--line)}
nav.steps{display:flex;align-items:center;justify-content:space-between;gap:.4rem;flex-wrap:wrap}
nav.steps a,nav.steps span.off{padding:.45rem .75rem;border:1px solid var(--line);border-radius:6px;
text-decoration:none;background:var(--card)}
nav.steps span.off{color:var(--muted);opacity:.6}
pre{white-space:pre-wrap;word-break:break-all;background:var(--card);border:1px solid var(--line);
padding:.55rem;border-radius:6px;font-size:.8rem}
dl.seal{display:grid;grid-template-columns:max-content 1fr;gap:.2rem .8rem;margin:.4rem 0}
dl.seal dt{color:var(--muted)}dl.seal dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace;
font-size:.85rem}
.downloads a{margin-right:1rem}
ul.lines{margin:0;padding-left:1.2rem}
.scroll .name{position:sticky;left:0;background:var(--card)}
@media (max-width:520px){main{padding:.75rem}th,td{padding:.4rem .3rem}}
"#;

/// The page frame: the title, the header (back to the server's page when there is one) and
/// the style.
pub fn layout(title: &str, server: Option<&str>, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                title { (title) " · Touchline" }
                style { (maud::PreEscaped(STYLE)) }
            }
            body {
                header {
                    @match server {
                        Some(slug) => a href=(server_url(slug)) { "⚽ Touchline" },
                        None => span { "⚽ Touchline" },
                    }
                }
                main { (body) }
            }
        }
    }
}

/// The pages' addresses, from the site's root: the pages link among themselves, and the bot
/// puts its public address in front.
pub use crate::publishing::{
    competition_path as competition_url, crest_path as crest_url, match_path as match_url, player_path as player_url,
    server_path as server_url,
};

/// What every unknown, unpublished or hidden address answers: it says nothing about why, so
/// a page that exists but is not published cannot be told from one that never existed.
pub fn not_found() -> Markup {
    layout(
        "Not found",
        None,
        html! {
            h1 { "Nothing here" }
            p { "This page does not exist, or the server it belongs to does not publish its pages (any more)." }
            p.muted { "A server's admins turn its pages on with " code { "/league publish on" } " on Discord." }
        },
    )
}

/// What a page that could not be made answers (the log has the reason; the visitor needs none).
pub fn failed() -> Markup {
    layout(
        "Something went wrong",
        None,
        html! {
            h1 { "Something went wrong" }
            p { "This page could not be made just now. Please try again in a moment." }
        },
    )
}

/// A competition's format, points and tie-break in a line.
pub fn format_text(c: &Competition) -> String {
    let s = &c.spec;
    let format = match s.format {
        Format::RoundRobin if s.legs == 2 => "double round robin".to_string(),
        Format::RoundRobin if s.legs == 1 => "round robin".to_string(),
        Format::RoundRobin => format!("round robin, {} legs", s.legs),
        Format::Knockout if s.legs == 1 => "knockout".to_string(),
        Format::Knockout => format!("knockout, {}-legged ties", s.legs),
        Format::Swiss => "Swiss".to_string(),
        Format::Groups => {
            format!("{} group(s), top {} to a knockout", s.groups.unwrap_or(1), s.qualifiers.unwrap_or(1))
        }
        Format::DraftLeague => match s.managers {
            Some(m) => format!("draft league of {m} managers"),
            None => "draft league".to_string(),
        },
    };
    let p = s.points;
    format!("{format} · points {}-{}-{} · tie-break: {}", p.win, p.draw, p.loss, s.tiebreak.name())
}

fn season_text(season: &Season, champion: Option<&str>) -> String {
    match (season.status, champion) {
        (SeasonStatus::Open, _) => format!("Season {}: open for members", season.number),
        (SeasonStatus::Running, _) => format!("Season {}: under way", season.number),
        (SeasonStatus::Finished, Some(name)) => format!("Season {}: finished, won by {name}", season.number),
        (SeasonStatus::Finished, None) => format!("Season {}: finished", season.number),
    }
}

/// A server's competitions.
pub fn server(slug: &str, list: &[(Competition, Season)], champions: &HashMap<i64, String>) -> Markup {
    layout(
        "Competitions",
        Some(slug),
        html! {
            h1 { "Competitions" }
            @if list.is_empty() {
                p.muted { "No competitions here yet. Admins make one with " code { "/league create" } " or "
                    code { "/tournament create" } " on Discord." }
            } @else {
                ul.list {
                    @for (c, season) in list {
                        li {
                            span {
                                a href=(competition_url(slug, c.id)) { strong { (c.spec.name) } }
                                br;
                                span.muted { (c.game.title()) " · " (format_text(c)) }
                            }
                            span.muted {
                                (season_text(season, season.champion.and_then(|p| champions.get(&p)).map(String::as_str)))
                            }
                        }
                    }
                }
            }
        },
    )
}

/// A name with its crest (when the player has one), linking to their profile.
fn team(slug: &str, id: Entrant, name: &str, crests: &HashSet<Entrant>) -> Markup {
    html! {
        @if crests.contains(&id) {
            img.crest src=(crest_url(slug, id)) alt="" width="20" height="20";
        }
        a href=(player_url(slug, id)) { (name) }
    }
}

fn league_table(slug: &str, s: &Standing, table: &Table, crests: &HashSet<Entrant>) -> Markup {
    let name = |id: Entrant| s.name(id);
    let notes = tiebreak_notes(table, &name);
    html! {
        div.scroll {
            table {
                thead {
                    tr {
                        th { "#" } th.team.name { "Team" } th title="Played" { "P" } th title="Won" { "W" }
                        th title="Drawn" { "D" } th title="Lost" { "L" } th title="Goals for" { "GF" }
                        th title="Goals against" { "GA" } th title="Goal difference" { "GD" }
                        th title="Points" { "Pts" } th.team { "Form" }
                    }
                }
                tbody {
                    @for r in &table.rows {
                        tr {
                            td { (r.position) }
                            td.team.name { (team(slug, r.entrant, &name(r.entrant), crests)) }
                            td { (r.played) } td { (r.won) } td { (r.drawn) } td { (r.lost) }
                            td { (r.goals_for) } td { (r.goals_against) } td { (format!("{:+}", r.goal_difference)) }
                            td.pts { (r.points) }
                            td.team.form {
                                @for f in &r.form {
                                    @let letter = f.letter().to_string();
                                    span class=(letter) { (letter) }
                                }
                            }
                        }
                    }
                }
            }
        }
        @if !notes.is_empty() {
            ul.notes { @for n in &notes { li { (n) } } }
        }
    }
}

/// A fixture's match page link: the replay once over, the live board before.
fn match_link(link: Option<&MatchLink>) -> Markup {
    html! {
        @if let Some(l) = link {
            " · "
            a href=(match_url(&l.slug)) { @if l.finished { "replay" } @else { "watch" } }
        }
    }
}

fn bracket(slug: &str, s: &Standing, crests: &HashSet<Entrant>, links: &HashMap<MatchId, MatchLink>) -> Markup {
    let Some(b) = &s.bracket else { return html! {} };
    let names: HashMap<Entrant, String> = s.members.iter().map(|m| (m.player_id, m.name.clone())).collect();
    html! {
        h2 { "Bracket" }
        div.bracket {
            @for (i, ties) in b.view().into_iter().enumerate() {
                div.round {
                    h3 { (b.round_name(i as u32 + 1)) }
                    div.ties {
                        @for t in ties {
                            @let legs: Vec<&Fixture> = s.fixtures.iter().filter(|f| f.spec.stage == Stage::Knockout
                                && f.spec.round == t.tie.round && f.spec.slot == t.tie.slot).collect();
                            div.tie {
                                @for side in [t.home, t.away] {
                                    div.side.won[side.is_some() && side == t.winner] {
                                        @match side {
                                            Some(id) => span { (team(slug, id, &s.name(id), crests)) },
                                            None => span.muted { @if t.bye { "bye" } @else { "to be decided" } },
                                        }
                                    }
                                }
                                @if !t.legs.is_empty() {
                                    div.score { (tie_score(&t.legs, t.home, &names)) }
                                }
                                @for f in &legs {
                                    @if let Some(l) = f.match_id.and_then(|m| links.get(&m)) {
                                        div.score {
                                            @if legs.len() > 1 { "leg " (f.spec.leg) ": " }
                                            a href=(match_url(&l.slug)) {
                                                @if l.finished { "replay" } @else { "watch" }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn fixtures(slug: &str, s: &Standing, links: &HashMap<MatchId, MatchLink>) -> Markup {
    let names: HashMap<Entrant, String> = s.members.iter().map(|m| (m.player_id, m.name.clone())).collect();
    let mut rounds: Vec<(String, Vec<&Fixture>)> = Vec::new();
    for f in &s.fixtures {
        let title = round_title(s, f);
        match rounds.last_mut() {
            Some((last, list)) if *last == title => list.push(f),
            _ => rounds.push((title, vec![f])),
        }
    }
    html! {
        h2 { "Fixtures and results" }
        @if rounds.is_empty() {
            p.muted { "No fixtures yet: they are drawn up when an admin starts the season." }
        }
        @for (title, list) in &rounds {
            h3 { (title) }
            ul.list {
                @for f in list {
                    li {
                        span {
                            a href=(player_url(slug, f.spec.home)) { (s.name(f.spec.home)) }
                            " v "
                            a href=(player_url(slug, f.spec.away)) { (s.name(f.spec.away)) }
                            @match (f.spec.stage, f.spec.leg) {
                                (Stage::Knockout, 2) => span.muted { " (2nd leg)" },
                                (Stage::Knockout, 3) => span.muted { " (decider)" },
                                _ => {},
                            }
                        }
                        span {
                            (fixture_state(f, &names))
                            (match_link(f.match_id.and_then(|m| links.get(&m))))
                        }
                    }
                }
            }
        }
    }
}

/// A competition: its tables (with form, crests and tie-break notes), its bracket, the CSV
/// downloads, and every fixture by round with links to the matches. `standing` is the
/// refusal's text when the season cannot be worked out yet (a knockout with one member).
pub fn competition(
    slug: &str,
    c: &Competition,
    season: &Season,
    standing: Result<&Standing, &str>,
    crests: &HashSet<Entrant>,
    links: &HashMap<MatchId, MatchLink>,
    lots: Option<&SealReveal>,
) -> Markup {
    let base = competition_url(slug, c.id);
    let champion = standing.ok().and_then(|s| season.champion.map(|id| s.name(id)));
    let body = html! {
        h1 { (c.spec.name) }
        p.muted { (c.game.title()) " · " (format_text(c)) br; (season_text(season, champion.as_deref())) }
        @match standing {
            Err(why) => p { (why) },
            Ok(s) => {
                @for (group, table) in &s.tables {
                    h2 {
                        @match group {
                            Some(g) => { "Group " (groups::group_name(*g as usize)) },
                            None => "Table",
                        }
                    }
                    (league_table(slug, s, table, crests))
                }
                (bracket(slug, s, crests, links))
                p.downloads {
                    @if !s.tables.is_empty() {
                        a href={ (base) "/table.csv" } download { "Table (CSV)" }
                    }
                    a href={ (base) "/results.csv" } download { "Results (CSV)" }
                }
                (fixtures(slug, s, links))
                @if s.season.status == SeasonStatus::Open {
                    h2 { "Members" }
                    ul.list {
                        @for m in &s.members { li { (team(slug, m.player_id, &m.name, crests)) } }
                    }
                }
            }
        }
        (lots_seal(lots))
    };
    layout(&c.spec.name, Some(slug), body)
}

/// The result of a match from one seat's side: W, D or L (none while it is played).
fn result_letter(outcome: Option<&Outcome>, seat: usize) -> Option<&'static str> {
    let o = outcome?;
    Some(match o.winner {
        Some(w) if w == seat => "W",
        Some(_) => "L",
        None => "D",
    })
}

/// A player's page: crest, ratings per game, competitions here and the latest matches.
pub fn profile(
    slug: &str,
    id: Entrant,
    name: &str,
    crest: bool,
    ratings: &[GameRating],
    competitions: &[(i64, String)],
    recent: &[PlayedMatch],
) -> Markup {
    let body = html! {
        h1 {
            @if crest { img.crest.big src=(crest_url(slug, id)) alt={ (name) "'s crest" } width="48" height="48"; }
            (name)
        }
        h2 { "Ratings" }
        @if ratings.is_empty() {
            p.muted { "No rated matches yet: ratings come from finished matches between two people." }
        } @else {
            div.scroll {
                table {
                    thead { tr { th.team { "Game" } th { "Rating" } th { "Rated matches" } } }
                    tbody {
                        @for r in ratings {
                            tr { td.team { (r.game.title()) } td.pts { (format!("{:.0}", r.rating)) } td { (r.played) } }
                        }
                    }
                }
            }
        }
        @if !competitions.is_empty() {
            h2 { "Competitions" }
            ul.list {
                @for (cid, cname) in competitions { li { a href=(competition_url(slug, *cid)) { (cname) } } }
            }
        }
        h2 { "Latest matches" }
        @if recent.is_empty() {
            p.muted { "No matches on this server yet." }
        } @else {
            ul.list {
                @for m in recent {
                    li {
                        span {
                            @if let Some(letter) = result_letter(m.outcome.as_ref(), m.seat) {
                                span.form { span class=(letter) { (letter) } } " "
                            }
                            (m.kind.title()) ": "
                            @match &m.outcome {
                                Some(o) => (score_line(&o.goals, &m.seats)),
                                None => { (m.seats.join(" v ")) " (being played)" },
                            }
                        }
                        span.muted {
                            (m.at.get(..10).unwrap_or(&m.at))
                            @if let Some(s) = &m.slug {
                                " · " a href=(match_url(s)) { @if m.finished { "replay" } @else { "watch" } }
                            }
                        }
                    }
                }
            }
        }
    };
    layout(name, Some(slug), body)
}

/// What the seal shows: the hash alone while the match is played; the seed, the salt, the
/// text hashed and a line to check it once it is over.
fn seal(seal: Option<&SealReveal>) -> Markup {
    let Some(s) = seal else { return html! {} };
    html! {
        h2 { "Fairness seal" }
        div.card {
            @match (&s.seed, &s.salt, &s.canonical, &s.check_line) {
                (Some(seed), Some(salt), Some(canonical), Some(check)) => {
                    p { "Before the first move Touchline published this seal: the SHA-256 of a line naming the \
                        match, the rules engine, its seed and a secret salt. Now that the match is over the seed \
                        and salt are shown, so anyone can hash the line and compare." }
                    dl.seal {
                        dt { "Seal" } dd { (s.seal) }
                        dt { "Engine" } dd { (s.engine) }
                        dt { "Seed" } dd { (seed) }
                        dt { "Salt" } dd { (salt) }
                    }
                    p.muted { "The line hashed:" }
                    pre { (canonical) }
                    p.muted { "Check it in a terminal (it prints the seal):" }
                    pre { (check) }
                },
                _ => {
                    p { "The seal fixed this match's chance before the first move; its seed and salt are shown \
                        when the match is over." }
                    dl.seal { dt { "Seal" } dd { (s.seal) } dt { "Engine" } dd { (s.engine) } }
                },
            }
        }
    }
}

/// A season's sealed drawing of lots: the hash while the season runs, and with the season over the
/// seed, the salt and the line to check.
fn lots_seal(seal: Option<&SealReveal>) -> Markup {
    let Some(s) = seal else { return html! {} };
    html! {
        h2 { "Drawing of lots" }
        div.card {
            @match (&s.seed, &s.salt, &s.check_line) {
                (Some(seed), Some(salt), Some(check)) => {
                    p { "Every lot this season drew came from a seed sealed when it started. The season is over: \
                        here are the seed and salt, and a line that prints the seal." }
                    dl.seal {
                        dt { "Seal" } dd { (s.seal) }
                        dt { "Seed" } dd { (seed) }
                        dt { "Salt" } dd { (salt) }
                    }
                    pre { (check) }
                },
                _ => {
                    p { "Any lots this season draws come from a seed sealed when it started; the seed and salt \
                        are shown when it ends." }
                    dl.seal { dt { "Seal" } dd { (s.seal) } }
                },
            }
        }
    }
}

/// The local pages' front page: the matches played in the terminal and kept in this database
/// (`touchline play --db`, `touchline tournament --db`), newest first.
pub fn terminal_matches(list: &[TerminalMatch]) -> Markup {
    let body = html! {
        h1 { "Terminal matches" }
        p.muted { "The matches kept in this database by " code { "touchline play --db" } " and "
            code { "touchline tournament --db" } "." }
        @if list.is_empty() {
            p.muted { "No terminal matches in this database yet." }
        } @else {
            ul.list {
                @for m in list {
                    li {
                        span {
                            (m.kind.title()) ": "
                            @match &m.outcome {
                                Some(o) => (score_line(&o.goals, &m.seats)),
                                None => (m.seats.join(" v ")),
                            }
                            @if m.abandoned { " (abandoned)" } @else if !m.finished { " (being played)" }
                        }
                        span.muted {
                            "#" (m.id) " · " (m.at.get(..10).unwrap_or(&m.at)) " · "
                            a href=(match_url(&m.slug)) { @if m.finished { "replay" } @else { "board" } }
                        }
                    }
                }
            }
        }
    };
    layout("Terminal matches", None, body)
}

/// A match still being played: its current public board and score, and who is to act. Nothing
/// else: no earlier boards, no seed, no salt.
pub fn live_match(
    server: Option<&str>,
    match_slug: &str,
    m: &StoredMatch,
    sealed: Option<&SealReveal>,
    abandoned: bool,
) -> Markup {
    let names = m.names();
    let waiting = waiting_line(&m.state.status(), m.state.seats(), |s| name(&names, s).to_string());
    let heading = score_line(&m.state.score(), &names);
    let (kind, version) = (m.kind, m.state.version());
    let body = html! {
        h1 { (heading) }
        @if abandoned {
            p.muted { (kind.title()) " · abandoned: the terminal stopped before the end, so it has no result" }
        } @else {
            p.muted { (kind.title()) " · being played — the replay opens when the match is over" }
        }
        div.board {
            img src={ (match_url(match_slug)) "/frame/" (version) ".png" } alt="The board as it stands now";
        }
        @if let (Some(w), false) = (&waiting, abandoned) { p { (w) } }
        (seal(sealed))
    };
    layout(&heading, server, body)
}

/// One board of a finished match's replay, with the way to the others, its play-by-play, the
/// result and the seal with its check.
pub fn replay(server: Option<&str>, match_slug: &str, r: &Replay, n: usize) -> Markup {
    let last = r.frames.len().saturating_sub(1);
    let step = |k: usize| format!("{}?step={k}", match_url(match_slug));
    let frame = &r.frames[n];
    let heading = match &r.outcome {
        Some(o) => result_line(o, &r.names),
        None => score_line(&r.score, &r.names),
    };
    let label = if n == 0 { "Kick-off".to_string() } else { format!("Board {} of {}", n + 1, last + 1) };
    let body = html! {
        h1 { (heading) }
        p.muted { (r.kind.title()) " · " (label) }
        nav.steps aria-label="Boards" {
            @if n > 0 {
                a href=(step(0)) { "« First" }
                a href=(step(n - 1)) rel="prev" { "‹ Previous" }
            } @else {
                span.off { "« First" } span.off { "‹ Previous" }
            }
            @if n < last {
                a href=(step(n + 1)) rel="next" { "Next ›" }
                a href=(step(last)) { "Last »" }
            } @else {
                span.off { "Next ›" } span.off { "Last »" }
            }
        }
        div.board {
            img src={ (match_url(match_slug)) "/frame/" (n) ".png" } alt={ "Board " (n + 1) };
        }
        div.card {
            @if frame.lines.is_empty() && frame.ended.is_none() {
                p.muted { "Nothing to report on this board." }
            } @else {
                ul.lines {
                    @for line in &frame.lines { li { (line) } }
                }
            }
        }
        (seal(r.seal.as_ref()))
    };
    layout(&heading, server, body)
}
