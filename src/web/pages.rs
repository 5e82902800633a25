//! The pages as HTML (maud): one function per page, fed what the routes loaded, and the parts
//! of the live page its stream sends again. A little inline CSS that reads on a phone (tables
//! scroll sideways inside their box); script only on the match pages (`assets/web/`).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use maud::{html, Markup, DOCTYPE};
use touchline_games::text::{result_line, score_line};
use touchline_games::Outcome;
use touchline_i18n::Lang;
use touchline_league::{Entrant, Table};

use crate::competition::{Competition, CompetitionId, Fixture, Season, SeasonStatus, Shape};
use crate::fairness::SealReveal;
use crate::leagues::odds::{percent, Column, Forecast};
use crate::leagues::pyramid::Pyramid;
use crate::leagues::words::{fixture_state, round_title, tie_score, tiebreak_notes};
use crate::leagues::Standing;
use crate::replay::Replay;
use crate::store::chances::ChancesAt;
use crate::store::league::pyramid::ClubSeason;
use crate::store::web::{GameRating, MatchLink, PlayedMatch, TerminalMatch};
use crate::store::MatchId;
use touchline_league::pyramid::{zone, Movement, Zone};

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
form.scrub{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem .7rem;margin:.5rem 0}
form.scrub input[type=range]{flex:1 1 12rem;min-height:2.2rem}
form.scrub button{padding:.45rem .9rem;border:1px solid var(--line);border-radius:6px;background:var(--card);
color:var(--fg);font:inherit;min-height:2.4rem}
.play h3{margin:.8rem 0 .2rem}.play.pending{border-left:4px solid var(--accent);padding-left:.6rem}
ul.clocks{list-style:none;padding:0;margin:.3rem 0}time.clock{font-variant-numeric:tabular-nums;font-weight:700}
p.waiting{font-weight:600;margin:.4rem 0}
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
tr.up td:first-child{box-shadow:inset 5px 0 var(--w)}tr.down td:first-child{box-shadow:inset 5px 0 var(--l)}
tr.playoff td:first-child{box-shadow:inset 5px 0 #d9a21b}
.key span{display:inline-block;margin-right:1rem}.key i{display:inline-block;width:.8em;height:.8em;
border-radius:2px;margin-right:.3rem;vertical-align:-1px}
.controls form{margin:.6rem 0}.controls fieldset{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
.controls legend,.controls p.legend{font-weight:600;margin:0 0 .4rem;padding:0;width:100%}
.controls form.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.controls button,.controls a.group{min-height:2.75rem;min-width:2.75rem;padding:.55rem .9rem;font:inherit;
text-align:left;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--fg);
text-decoration:none;display:inline-block;cursor:pointer}
.controls button small{display:block;color:var(--muted);font-size:.8rem}
.controls button.go{background:var(--accent);border-color:var(--accent);color:#fff;font-weight:700}
.controls button.next{border-width:2px;border-color:var(--accent);font-weight:600}
.controls nav.groups{display:flex;flex-wrap:wrap;gap:.5rem}
.controls button:focus-visible,.controls a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
p.note{border-left:4px solid var(--accent);padding:.3rem .6rem;background:var(--card)}
body{padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)}
svg.graph{width:100%;max-width:640px;height:auto;background:var(--card);border:1px solid var(--line);border-radius:6px}
svg .even{stroke:var(--line);stroke-width:1}svg .side{stroke-width:2.5;fill:none}
svg .side-0{stroke:var(--w)}svg .side-1{stroke:var(--l)}svg .side-2{stroke:#d9a21b}svg .side-3{stroke:#3b7dd8}
svg .side-4{stroke:#9b59b6}svg .side-5{stroke:var(--d)}ul.legend{list-style:none;padding:0;display:flex;gap:1rem;flex-wrap:wrap}
ul.bars{list-style:none;padding:0;max-width:640px}ul.bars li{display:grid;grid-template-columns:minmax(5rem,11rem) 1fr 4rem;
gap:.5rem;align-items:center;margin:.25rem 0}ul.bars .club{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
ul.bars .track{height:.8rem;background:var(--line);border-radius:3px;overflow:hidden}
ul.bars .fill{display:block;height:100%;background:var(--accent)}ul.bars .pct{text-align:right;font-variant-numeric:tabular-nums}
td.odds{color:var(--muted);font-variant-numeric:tabular-nums}
@media (max-width:520px){main{padding:.75rem}th,td{padding:.4rem .3rem}}
"#;

/// One of the web pages' words in `lang`.
macro_rules! t {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        touchline_i18n::say!(crate::speech::WEB, $lang, $id $(, $name = $value)*)
    };
}

/// Stand-ins for the commands a sentence names, replaced by `<code>` once the sentence is in
/// its language (the sentence stays whole for the translators; the command is never translated).
const CODE_MARKS: [char; 2] = ['\u{E000}', '\u{E001}'];

/// A sentence with its marked commands shown as code.
fn with_code(text: &str, codes: &[&str]) -> Markup {
    let mut parts: Vec<(bool, String)> = vec![(false, String::new())];
    for ch in text.chars() {
        match CODE_MARKS.iter().position(|m| *m == ch) {
            Some(k) => {
                parts.push((true, codes.get(k).copied().unwrap_or_default().to_string()));
                parts.push((false, String::new()));
            }
            None => {
                if let Some((_, part)) = parts.last_mut() {
                    part.push(ch);
                }
            }
        }
    }
    html! { @for (code, part) in &parts { @if *code { code { (part) } } @else { (part) } } }
}

/// The page frame: the title, the header (back to the server's page when there is one) and
/// the style, in `lang`.
pub fn layout(title: &str, server: Option<&str>, body: Markup, lang: Lang) -> Markup {
    layout_with(title, server, body, html! {}, lang)
}

/// [`layout`], with more in the page's head (a page's script, what it does without one).
pub(super) fn layout_with(title: &str, server: Option<&str>, body: Markup, head: Markup, lang: Lang) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                title { (title) " · Touchline" }
                style { (maud::PreEscaped(STYLE)) }
                (head)
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
    pyramid_path as pyramid_url, server_path as server_url,
};

/// What every unknown, unpublished or hidden address answers: it says nothing about why, so
/// a page that exists but is not published cannot be told from one that never existed.
pub fn not_found(lang: Lang) -> Markup {
    layout(
        &t!(lang, "not-found-title"),
        None,
        html! {
            h1 { (t!(lang, "not-found-heading")) }
            p { (t!(lang, "not-found-text")) }
            p.muted { (with_code(&t!(lang, "not-found-publish", command = CODE_MARKS[0].to_string()), &["/league publish on"])) }
        },
        lang,
    )
}

/// What a page that could not be made answers (the log has the reason; the visitor needs none).
pub fn failed(lang: Lang) -> Markup {
    layout(
        &t!(lang, "failed-title"),
        None,
        html! {
            h1 { (t!(lang, "failed-title")) }
            p { (t!(lang, "failed-text")) }
        },
        lang,
    )
}

/// A competition's format, points and tie-break in a line.
pub fn format_text(c: &Competition, lang: Lang) -> String {
    let s = &c.spec;
    let format = s.format.describe(lang);
    let p = s.points;
    t!(lang, "format-summary", format = format, win = p.win, draw = p.draw, loss = p.loss, tiebreak = s.tiebreak.name())
}

fn season_text(season: &Season, champion: Option<&str>, lang: Lang) -> String {
    let number = season.number;
    match (season.status, champion) {
        (SeasonStatus::Open, _) => t!(lang, "season-open", number = number),
        (SeasonStatus::Running, _) => t!(lang, "season-running", number = number),
        (SeasonStatus::Finished, Some(name)) => t!(lang, "season-won", number = number, name = name),
        (SeasonStatus::Finished, None) => t!(lang, "season-finished", number = number),
    }
}

/// A server's competitions.
pub fn server(slug: &str, list: &[(Competition, Season)], champions: &HashMap<i64, String>, lang: Lang) -> Markup {
    let none_yet =
        t!(lang, "server-no-competitions", league = CODE_MARKS[0].to_string(), tournament = CODE_MARKS[1].to_string());
    layout(
        &t!(lang, "server-title"),
        Some(slug),
        html! {
            h1 { (t!(lang, "server-title")) }
            @if list.is_empty() {
                p.muted { (with_code(&none_yet, &["/league create", "/tournament create"])) }
            } @else {
                ul.list {
                    @for (c, season) in list {
                        li {
                            span {
                                a href=(competition_url(slug, c.id)) { strong { (c.spec.name) } }
                                br;
                                span.muted { (c.game.title()) " · " (format_text(c, lang)) }
                            }
                            span.muted {
                                (season_text(season, season.champion.and_then(|p| champions.get(&p)).map(String::as_str), lang))
                            }
                        }
                    }
                }
            }
        },
        lang,
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

/// A result's letter as shown in `lang` (the class keeps the English letter for the colours).
fn form_letter(letter: &str, lang: Lang) -> String {
    match letter {
        "W" => t!(lang, "form-won"),
        "D" => t!(lang, "form-drawn"),
        "L" => t!(lang, "form-lost"),
        other => other.to_string(),
    }
}

/// Where a table's place leads in a pyramid: a class for its row ("up", "playoff", "down").
type Zones<'a> = &'a dyn Fn(u32) -> Option<&'static str>;

fn league_table(
    slug: &str,
    s: &Standing,
    table: &Table,
    crests: &HashSet<Entrant>,
    forecast: Option<&Forecast>,
    lang: Lang,
) -> Markup {
    zoned_table(slug, s, table, crests, &|_| None, forecast, lang)
}

/// A forecast's column heading on the page, and what it means.
fn odds_heading(c: Column, lang: Lang) -> (String, String) {
    match c {
        Column::Title => (t!(lang, "table-title-odds"), t!(lang, "table-title-odds-title")),
        Column::Up => (t!(lang, "table-up-odds"), t!(lang, "table-up-odds-title")),
        Column::Playoff => (t!(lang, "table-playoff-odds"), t!(lang, "table-playoff-odds-title")),
        Column::Down => (t!(lang, "table-down-odds"), t!(lang, "table-down-odds-title")),
    }
}

/// The season forecast under its table: a bar for each club's chance of the title (plain
/// HTML, so it reflows on a phone and reads as text), what the clubs in the race need, and how
/// it was worked out.
fn forecast_section(s: &Standing, f: &Forecast, lang: Lang) -> Markup {
    let name = |id: Entrant| s.name(id);
    let lines = crate::leagues::odds::odds_lines(f, &name, lang);
    html! {
        section.forecast {
            h2 { (t!(lang, "forecast-heading")) }
            ul.bars aria-label=(t!(lang, "forecast-chart")) {
                @for o in &f.odds {
                    li {
                        span.club { (name(o.entrant)) }
                        span.track aria-hidden="true" {
                            span.fill style=(format!("width:{:.1}%", o.title.clamp(0.0, 1.0) * 100.0)) {}
                        }
                        span.pct { (percent(o.title)) }
                    }
                }
            }
            @for line in &lines { p { (line) } }
            p.muted { (t!(lang, "forecast-explained", seasons = crate::leagues::odds::SEASONS, left = f.left)) }
        }
    }
}

fn zoned_table(
    slug: &str,
    s: &Standing,
    table: &Table,
    crests: &HashSet<Entrant>,
    zones: Zones<'_>,
    forecast: Option<&Forecast>,
    lang: Lang,
) -> Markup {
    let name = |id: Entrant| s.name(id);
    let notes = tiebreak_notes(table, &name, lang);
    let columns = forecast.map(crate::leagues::odds::columns).unwrap_or_default();
    let odds = |e: Entrant| forecast.and_then(|f| f.odds.iter().find(|o| o.entrant == e));
    html! {
        div.scroll {
            table {
                thead {
                    tr {
                        th { "#" } th.team.name { (t!(lang, "table-team")) }
                        th title=(t!(lang, "table-played-title")) { (t!(lang, "table-played")) }
                        th title=(t!(lang, "table-won-title")) { (t!(lang, "table-won")) }
                        th title=(t!(lang, "table-drawn-title")) { (t!(lang, "table-drawn")) }
                        th title=(t!(lang, "table-lost-title")) { (t!(lang, "table-lost")) }
                        th title=(t!(lang, "table-for-title")) { (t!(lang, "table-for")) }
                        th title=(t!(lang, "table-against-title")) { (t!(lang, "table-against")) }
                        th title=(t!(lang, "table-difference-title")) { (t!(lang, "table-difference")) }
                        th title=(t!(lang, "table-points-title")) { (t!(lang, "table-points")) }
                        th.team { (t!(lang, "table-form")) }
                        @for c in &columns {
                            @let (head, meaning) = odds_heading(*c, lang);
                            th title=(meaning) { (head) }
                        }
                    }
                }
                tbody {
                    @for r in &table.rows {
                        tr class=[zones(r.position)] {
                            td { (r.position) }
                            td.team.name { (team(slug, r.entrant, &name(r.entrant), crests)) }
                            td { (r.played) } td { (r.won) } td { (r.drawn) } td { (r.lost) }
                            td { (r.goals_for) } td { (r.goals_against) } td { (format!("{:+}", r.goal_difference)) }
                            td.pts { (r.points) }
                            td.team.form {
                                @for f in &r.form {
                                    @let letter = f.letter().to_string();
                                    span class=(letter) { (form_letter(&letter, lang)) }
                                }
                            }
                            @for c in &columns {
                                td.odds { (odds(r.entrant).map(|o| percent(c.of(o))).unwrap_or_default()) }
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

/// The word of a link to a match's page: its replay once over, its live board before.
fn match_word(finished: bool, lang: Lang) -> String {
    if finished {
        t!(lang, "link-replay")
    } else {
        t!(lang, "link-watch")
    }
}

/// A fixture's match page link: the replay once over, the live board before.
fn match_link(link: Option<&MatchLink>, lang: Lang) -> Markup {
    html! {
        @if let Some(l) = link {
            " · "
            a href=(match_url(&l.slug)) { (match_word(l.finished, lang)) }
        }
    }
}

fn bracket(
    slug: &str,
    s: &Standing,
    crests: &HashSet<Entrant>,
    links: &HashMap<MatchId, MatchLink>,
    lang: Lang,
) -> Markup {
    let Some(b) = &s.bracket else { return html! {} };
    let names: HashMap<Entrant, String> = s.members.iter().map(|m| (m.player_id, m.name.clone())).collect();
    html! {
        h2 { (t!(lang, "bracket-heading")) }
        div.bracket {
            @for (i, ties) in b.view().into_iter().enumerate() {
                div.round {
                    h3 { (crate::leagues::words::round_name(b, i as u32 + 1, lang)) }
                    div.ties {
                        @for t in ties {
                            @let legs: Vec<&Fixture> = s.fixtures.iter().filter(|f| f.spec.pairing.stage.shape() == Shape::Bracket
                                && f.spec.pairing.round == t.tie.round && f.spec.pairing.slot == t.tie.slot).collect();
                            div.tie {
                                @for side in [t.home, t.away] {
                                    div.side.won[side.is_some() && side == t.winner] {
                                        @match side {
                                            Some(id) => span { (team(slug, id, &s.name(id), crests)) },
                                            None => span.muted {
                                                @if t.bye { (t!(lang, "bracket-bye")) } @else { (t!(lang, "bracket-undecided")) }
                                            },
                                        }
                                    }
                                }
                                @if !t.legs.is_empty() {
                                    div.score { (tie_score(&t.legs, t.home, &names, lang)) }
                                }
                                @for f in &legs {
                                    @if let Some(l) = f.match_id.and_then(|m| links.get(&m)) {
                                        div.score {
                                            @if legs.len() > 1 { (t!(lang, "bracket-leg", leg = f.spec.pairing.leg)) " " }
                                            a href=(match_url(&l.slug)) { (match_word(l.finished, lang)) }
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

fn fixtures(slug: &str, s: &Standing, links: &HashMap<MatchId, MatchLink>, lang: Lang) -> Markup {
    let names: HashMap<Entrant, String> = s.members.iter().map(|m| (m.player_id, m.name.clone())).collect();
    let mut rounds: Vec<(String, Vec<&Fixture>)> = Vec::new();
    for f in &s.fixtures {
        let title = round_title(s, f, lang);
        match rounds.last_mut() {
            Some((last, list)) if *last == title => list.push(f),
            _ => rounds.push((title, vec![f])),
        }
    }
    html! {
        h2 { (t!(lang, "fixtures-heading")) }
        @if rounds.is_empty() {
            p.muted { (t!(lang, "fixtures-none")) }
        }
        @for (title, list) in &rounds {
            h3 { (title) }
            ul.list {
                @for f in list {
                    li {
                        span {
                            a href=(player_url(slug, f.spec.pairing.home)) { (s.name(f.spec.pairing.home)) }
                            " " (t!(lang, "versus")) " "
                            a href=(player_url(slug, f.spec.pairing.away)) { (s.name(f.spec.pairing.away)) }
                            @match (f.spec.pairing.stage.shape(), f.spec.pairing.leg) {
                                (Shape::Bracket, 2) => span.muted { " " (t!(lang, "fixture-second-leg")) },
                                (Shape::Bracket, 3) => span.muted { " " (t!(lang, "fixture-decider")) },
                                _ => {},
                            }
                        }
                        span {
                            (fixture_state(f, &names, lang))
                            @if let Some(at) = s.kickoffs.get(&f.id).filter(|_| f.result.is_none()) {
                                " · " (t!(lang, "fixture-kickoff", time = crate::zones::local_text(*at, chrono_tz::Tz::UTC)))
                            }
                            (match_link(f.match_id.and_then(|m| links.get(&m)), lang))
                        }
                    }
                }
            }
        }
    }
}

/// What the competition page is drawn from.
pub struct CompetitionPage<'a> {
    pub slug: &'a str,
    pub competition: &'a Competition,
    pub season: &'a Season,
    /// The refusal's text when the season cannot be worked out yet (a knockout with one member).
    pub standing: Result<&'a Standing, &'a str>,
    pub crests: &'a HashSet<Entrant>,
    pub links: &'a HashMap<MatchId, MatchLink>,
    pub lots: Option<&'a SealReveal>,
    /// Its level in a pyramid and the pyramid's top division, when it is a division of one.
    pub division: Option<(u32, &'a Competition)>,
    /// The season's forecast, while a league season has fixtures left.
    pub forecast: Option<&'a Forecast>,
}

/// A competition: its tables (with form, crests and tie-break notes), its bracket, the CSV
/// downloads, and every fixture by round with links to the matches.
pub fn competition(page: CompetitionPage<'_>, lang: Lang) -> Markup {
    let CompetitionPage { slug, competition: c, season, standing, crests, links, lots, division, forecast } = page;
    let base = competition_url(slug, c.id);
    let champion = standing.ok().and_then(|s| season.champion.map(|id| s.name(id)));
    let body = html! {
        h1 { (c.spec.name) }
        p.muted { (c.game.title()) " · " (format_text(c, lang)) br; (season_text(season, champion.as_deref(), lang)) }
        @if let Some((level, top)) = division {
            p { a href=(pyramid_url(slug, top.id)) { (t!(lang, "pyramid-division-of", level = level, name = &top.spec.name)) } }
        }
        @match standing {
            Err(why) => p { (why) },
            Ok(s) => {
                @for (group, table) in &s.tables {
                    h2 {
                        @match group {
                            Some(g) => (crate::leagues::words::group_title(*g, lang)),
                            None => (t!(lang, "table-heading")),
                        }
                    }
                    (league_table(slug, s, table, crests, forecast.filter(|_| group.is_none()), lang))
                }
                @if let Some(f) = forecast.filter(|_| s.tables.len() == 1) { (forecast_section(s, f, lang)) }
                (bracket(slug, s, crests, links, lang))
                p.downloads {
                    @if !s.tables.is_empty() {
                        a href={ (base) "/table.csv" } download { (t!(lang, "download-table")) }
                    }
                    a href={ (base) "/results.csv" } download { (t!(lang, "download-results")) }
                }
                (fixtures(slug, s, links, lang))
                @if s.season.status == SeasonStatus::Open {
                    h2 { (t!(lang, "members-heading")) }
                    ul.list {
                        @for m in &s.members { li { (team(slug, m.player_id, &m.name, crests)) } }
                    }
                }
            }
        }
        (lots_seal(lots, lang))
    };
    layout(&c.spec.name, Some(slug), body, lang)
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

/// What a player's page is drawn from.
pub struct ProfilePage<'a> {
    pub slug: &'a str,
    pub id: Entrant,
    pub name: &'a str,
    pub crest: bool,
    pub ratings: &'a [GameRating],
    pub competitions: &'a [(i64, String)],
    pub recent: &'a [PlayedMatch],
    pub history: &'a [ClubSeason],
    pub trophies: &'a [(String, u32)],
}

/// A player's page: crest, ratings per game, competitions here and the latest matches.
pub fn profile(page: ProfilePage<'_>, lang: Lang) -> Markup {
    let ProfilePage { slug, id, name, crest, ratings, competitions, recent, history, trophies } = page;
    let body = html! {
        h1 {
            @if crest { img.crest.big src=(crest_url(slug, id)) alt=(t!(lang, "profile-crest", name = name)) width="48" height="48"; }
            (name)
        }
        h2 { (t!(lang, "profile-ratings")) }
        @if ratings.is_empty() {
            p.muted { (t!(lang, "profile-no-ratings")) }
        } @else {
            div.scroll {
                table {
                    thead { tr {
                        th.team { (t!(lang, "profile-game")) } th { (t!(lang, "profile-rating")) }
                        th { (t!(lang, "profile-rated-matches")) }
                    } }
                    tbody {
                        @for r in ratings {
                            tr { td.team { (r.game.title()) } td.pts { (format!("{:.0}", r.rating)) } td { (r.played) } }
                        }
                    }
                }
            }
        }
        (club_history(slug, history, trophies, lang))
        @if !competitions.is_empty() {
            h2 { (t!(lang, "server-title")) }
            ul.list {
                @for (cid, cname) in competitions { li { a href=(competition_url(slug, *cid)) { (cname) } } }
            }
        }
        h2 { (t!(lang, "profile-latest")) }
        @if recent.is_empty() {
            p.muted { (t!(lang, "profile-no-matches")) }
        } @else {
            ul.list {
                @for m in recent {
                    li {
                        span {
                            @if let Some(letter) = result_letter(m.outcome.as_ref(), m.seat) {
                                span.form { span class=(letter) { (form_letter(letter, lang)) } } " "
                            }
                            (m.kind.title()) ": "
                            @match &m.outcome {
                                Some(o) => (score_line(&o.goals, &m.seats)),
                                None => { (m.seats.join(&format!(" {} ", t!(lang, "versus")))) " " (t!(lang, "match-being-played")) },
                            }
                        }
                        span.muted {
                            (m.at.get(..10).unwrap_or(&m.at))
                            @if let Some(s) = &m.slug {
                                " · " a href=(match_url(s)) { (match_word(m.finished, lang)) }
                            }
                        }
                    }
                }
            }
        }
    };
    layout(name, Some(slug), body, lang)
}

/// What the seal shows: the hash alone while the match is played; the seed, the salt, the
/// text hashed and a line to check it once it is over.
fn seal(seal: Option<&SealReveal>, lang: Lang) -> Markup {
    let Some(s) = seal else { return html! {} };
    html! {
        h2 { (t!(lang, "seal-heading")) }
        div.card {
            @match (&s.seed, &s.salt, &s.canonical, &s.check_line) {
                (Some(seed), Some(salt), Some(canonical), Some(check)) => {
                    p { (t!(lang, "seal-revealed")) }
                    dl.seal {
                        dt { (t!(lang, "seal-seal")) } dd { (s.seal) }
                        dt { (t!(lang, "seal-engine")) } dd { (s.engine) }
                        dt { (t!(lang, "seal-seed")) } dd { (seed) }
                        dt { (t!(lang, "seal-salt")) } dd { (salt) }
                    }
                    p.muted { (t!(lang, "seal-line-hashed")) }
                    pre { (canonical) }
                    p.muted { (t!(lang, "seal-check")) }
                    pre { (check) }
                },
                _ => {
                    p { (t!(lang, "seal-hidden")) }
                    dl.seal {
                        dt { (t!(lang, "seal-seal")) } dd { (s.seal) }
                        dt { (t!(lang, "seal-engine")) } dd { (s.engine) }
                    }
                },
            }
        }
    }
}

/// A season's sealed drawing of lots: the hash while the season runs, and with the season over the
/// seed, the salt and the line to check.
fn lots_seal(seal: Option<&SealReveal>, lang: Lang) -> Markup {
    let Some(s) = seal else { return html! {} };
    html! {
        h2 { (t!(lang, "lots-heading")) }
        div.card {
            @match (&s.seed, &s.salt, &s.check_line) {
                (Some(seed), Some(salt), Some(check)) => {
                    p { (t!(lang, "lots-revealed")) }
                    dl.seal {
                        dt { (t!(lang, "seal-seal")) } dd { (s.seal) }
                        dt { (t!(lang, "seal-seed")) } dd { (seed) }
                        dt { (t!(lang, "seal-salt")) } dd { (salt) }
                    }
                    pre { (check) }
                },
                _ => {
                    p { (t!(lang, "lots-hidden")) }
                    dl.seal { dt { (t!(lang, "seal-seal")) } dd { (s.seal) } }
                },
            }
        }
    }
}

/// The local pages' front page: the matches played in the terminal and kept in this database
/// (`touchline play --db`, `touchline tournament --db`), newest first.
pub fn terminal_matches(list: &[TerminalMatch], lang: Lang) -> Markup {
    let kept = t!(lang, "terminal-kept", play = CODE_MARKS[0].to_string(), tournament = CODE_MARKS[1].to_string());
    let body = html! {
        h1 { (t!(lang, "terminal-title")) }
        p.muted { (with_code(&kept, &["touchline play --db", "touchline tournament --db"])) }
        @if list.is_empty() {
            p.muted { (t!(lang, "terminal-none")) }
        } @else {
            ul.list {
                @for m in list {
                    li {
                        span {
                            (m.kind.title()) ": "
                            @match &m.outcome {
                                Some(o) => (score_line(&o.goals, &m.seats)),
                                None => (m.seats.join(&format!(" {} ", t!(lang, "versus")))),
                            }
                            @if m.abandoned { " " (t!(lang, "match-abandoned")) }
                            @else if !m.finished { " " (t!(lang, "match-being-played")) }
                        }
                        span.muted {
                            "#" (m.id) " · " (m.at.get(..10).unwrap_or(&m.at)) " · "
                            a href=(match_url(&m.slug)) {
                                @if m.finished { (t!(lang, "link-replay")) } @else { (t!(lang, "link-board")) }
                            }
                        }
                    }
                }
            }
        }
    };
    layout(&t!(lang, "terminal-title"), None, body, lang)
}

/// What a live page shows: the boards so far and the match's stored status.
pub struct Live {
    /// The match's version it was read at.
    pub version: u64,
    pub replay: Arc<Replay>,
    /// "Waiting for Ann": who is to act (none once over).
    pub waiting: Option<String>,
    /// The running clocks: whose, and when (Unix ms) they run out.
    pub clocks: Vec<(String, i64)>,
    pub heading: String,
    pub abandoned: bool,
    /// When this was read (Unix ms), for the clocks' countdown.
    pub now_ms: i64,
    /// The win chances kept so far.
    pub chances: Vec<ChancesAt>,
}

impl Live {
    pub fn finished(&self) -> bool {
        self.replay.finished || self.abandoned
    }
}

/// The win chances kept for a match, as a line per side over the match's plays (each side its
/// own dash, named beside it, so colour is never the only mark) and the latest as words. Empty
/// when none were kept.
pub fn chances_graph(kept: &[ChancesAt], names: &[String], lang: Lang) -> Markup {
    let Some(latest) = kept.last() else { return html! {} };
    const WIDTH: f32 = 320.0;
    const HEIGHT: f32 = 120.0;
    let last_play = kept.iter().map(|k| k.plays).max().unwrap_or(0).max(1) as f32;
    let point = |k: &ChancesAt, side: usize| {
        let chance = k.chances.win.get(side).copied().unwrap_or(0.0).clamp(0.0, 1.0);
        format!("{:.1},{:.1}", k.plays as f32 / last_play * WIDTH, (1.0 - chance) * HEIGHT)
    };
    let dashes = ["", "6 4", "2 3", "8 3 2 3", "1 5", "10 2"];
    let sides = latest.chances.win.len();
    let said = crate::session::chances::chances_text(&latest.chances, names, lang);
    html! {
        section.chances {
            h2 { (t!(lang, "chances-heading")) }
            svg.graph viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" aria-label=(said) {
                line.even x1="0" y1=(HEIGHT / 2.0) x2=(WIDTH) y2=(HEIGHT / 2.0) {}
                @for side in 0..sides {
                    polyline class=(format!("side side-{side}")) fill="none" stroke-dasharray=(dashes[side % dashes.len()])
                        points=(kept.iter().map(|k| point(k, side)).collect::<Vec<_>>().join(" ")) {}
                }
            }
            ul.legend {
                @for side in 0..sides {
                    li {
                        svg width="28" height="8" aria-hidden="true" {
                            line class=(format!("side side-{side}")) x1="0" y1="4" x2="28" y2="4"
                                stroke-dasharray=(dashes[side % dashes.len()]) {}
                        }
                        " " (names.get(side).map(String::as_str).unwrap_or_default())
                    }
                }
            }
            p { (said) }
            p.muted { (t!(lang, "chances-explained")) }
        }
    }
}

/// A board's picture on its match's page (board 0 is the kick-off's).
pub fn board_src(match_slug: &str, n: usize) -> String {
    format!("{}/frame/{n}.png", match_url(match_slug))
}

/// What a board's picture says to someone who cannot see it.
pub fn board_alt(n: usize, lang: Lang) -> String {
    t!(lang, "replay-board-alt", board = n + 1)
}

/// A board's name in a list of them.
fn board_label(n: usize, lang: Lang) -> String {
    match n {
        0 => t!(lang, "replay-kick-off"),
        n => t!(lang, "live-board", board = n + 1),
    }
}

/// How many boards of a live match's play-by-play its page lists, newest first.
const PLAYS_LISTED: usize = 20;

/// A live match: its latest board as the thread showed it, who is to act and their clocks,
/// the play-by-play newest first, and the seal's hash. The page keeps itself up to date with
/// its script (`/live.js`, a stream of the same parts); without one, a reload does.
pub fn live_match(server: Option<&str>, match_slug: &str, live: &Live, lang: Lang) -> Markup {
    let r = &live.replay;
    let last = r.frames.len().saturating_sub(1);
    let stream = format!("{}/live", match_url(match_slug));
    let body = html! {
        h1 #heading { (live.heading) }
        @if live.abandoned {
            p.muted { (t!(lang, "live-abandoned", game = r.kind.title())) }
        } @else {
            p.muted { (t!(lang, "live-being-played", game = r.kind.title())) }
        }
        div #live data-stream=(stream) data-boards=(r.frames.len()) {
            div.board {
                img #board src=(board_src(match_slug, last)) alt=(board_alt(last, lang));
            }
            div #status aria-live="polite" { (live_status(live, match_slug, lang)) }
            h2 { (t!(lang, "live-play-by-play")) }
            div #plays {
                @for n in (last.saturating_sub(PLAYS_LISTED - 1)..=last).rev() { (live_play(r, n, lang)) }
            }
        }
        noscript { p.muted { (t!(lang, "live-reload")) } }
        div #chances { (chances_graph(&live.chances, &r.names, lang)) }
        (seal(r.seal.as_ref(), lang))
    };
    let head = html! { script src="/live.js" defer {} };
    layout_with(&live.heading, server, body, head, lang)
}

/// One board's play-by-play on a live page.
pub fn live_play(r: &Replay, n: usize, lang: Lang) -> Markup {
    let lines = r.frames.get(n).map(|f| f.lines.as_slice()).unwrap_or_default();
    html! {
        section.play data-board=(n) {
            h3 { (board_label(n, lang)) }
            @if lines.is_empty() {
                p.muted { (t!(lang, "replay-nothing")) }
            } @else {
                ul.lines { @for line in lines { li { (line) } } }
            }
        }
    }
}

/// Who is to act and how long their clocks have left, what happened since the last board, or
/// how the match ended.
pub fn live_status(live: &Live, match_slug: &str, lang: Lang) -> Markup {
    let pending = &live.replay.pending;
    html! {
        @if let Some(waiting) = &live.waiting { p.waiting { (waiting) } }
        @if !live.clocks.is_empty() {
            ul.clocks {
                @for (who, due) in &live.clocks {
                    li {
                        (t!(lang, "live-clock", player = who.as_str())) " "
                        time.clock datetime=(iso_time(*due)) data-due=(due) data-now=(live.now_ms) {
                            (time_left(due - live.now_ms))
                        }
                    }
                }
            }
        }
        @if !pending.is_empty() {
            section.play.pending {
                h3 { (t!(lang, "live-since-board")) }
                ul.lines { @for line in pending { li { (line) } } }
            }
        }
        @if live.finished() && !live.abandoned {
            p { a href=(match_url(match_slug)) { (t!(lang, "live-full-time")) } }
        }
    }
}

/// A moment (Unix ms) as the `<time>` element's machine-readable UTC text.
pub(super) fn iso_time(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default().format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// A clock's time left: `4:05`, `1:02:03`, or `0:00` once run out.
pub fn time_left(ms: i64) -> String {
    let seconds = (ms.max(0) + 999) / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match h {
        0 => format!("{m}:{s:02}"),
        h => format!("{h}:{m:02}:{s:02}"),
    }
}

/// One board of a finished match's replay (played again in `lang`), with the way to the
/// others, its play-by-play, the result and the seal with its check.
pub fn replay(
    server: Option<&str>,
    match_slug: &str,
    r: &Replay,
    n: usize,
    chances: &[ChancesAt],
    moments: &[touchline_games::chances::Moment],
    lang: Lang,
) -> Markup {
    let last = r.frames.len().saturating_sub(1);
    let step = |k: usize| format!("{}?step={k}", match_url(match_slug));
    let frame = &r.frames[n];
    // The result is not given away before its board: until then the heading names the sides.
    let heading = match (&r.outcome, n == last) {
        (Some(o), true) => result_line(o, &r.names, lang),
        (None, true) => score_line(&r.score, &r.names),
        (_, false) => r.names.join(" · "),
    };
    let label = if n == 0 {
        t!(lang, "replay-kick-off")
    } else {
        t!(lang, "replay-board-of", board = n + 1, boards = last + 1)
    };
    let (first, previous, next, final_board) =
        (t!(lang, "replay-first"), t!(lang, "replay-previous"), t!(lang, "replay-next"), t!(lang, "replay-last"));
    let body = html! {
        h1 { (heading) }
        p.muted { (r.kind.title()) " · " (label) }
        nav.steps aria-label=(t!(lang, "replay-boards")) {
            @if n > 0 {
                a href=(step(0)) { (first) }
                a href=(step(n - 1)) rel="prev" { (previous) }
            } @else {
                span.off { (first) } span.off { (previous) }
            }
            @if n < last {
                a href=(step(n + 1)) rel="next" { (next) }
                a href=(step(last)) { (final_board) }
            } @else {
                span.off { (next) } span.off { (final_board) }
            }
        }
        div.board {
            img #board src=(board_src(match_slug, n)) alt=(board_alt(n, lang));
        }
        // Any board by number: a slider and a button without script; the script moves at once,
        // steps with the arrow keys and plays the boards one after another.
        form.scrub method="get" action=(match_url(match_slug)) {
            label for="step" { (t!(lang, "replay-board-pick")) }
            input #step type="range" name="step" min="0" max=(last) value=(n) aria-valuetext=(label);
            output for="step" { (n + 1) " / " (last + 1) }
            button type="submit" { (t!(lang, "replay-go")) }
            button #autoplay type="button" hidden data-play=(t!(lang, "replay-play")) data-pause=(t!(lang, "replay-pause")) {
                (t!(lang, "replay-play"))
            }
        }
        p.muted.keys hidden { (t!(lang, "replay-keys")) }
        div.card {
            @if frame.lines.is_empty() && frame.ended.is_none() {
                p.muted { (t!(lang, "replay-nothing")) }
            } @else {
                ul.lines {
                    @for line in &frame.lines { li { (line) } }
                }
            }
        }
        // Only as far as this board: the graph must not give the result away before it.
        (chances_graph(&chances[..chances.partition_point(|k| k.version <= frame.version)], &r.names, lang))
        // The key moments once the result is shown, each with the way to its board.
        @if n == last && !moments.is_empty() {
            section.moments #moments {
                h2 { (t!(lang, "moments-heading")) }
                ol {
                    @for (m, line) in moments.iter().zip(crate::session::chances::key_moment_lines(moments, &r.names, lang)) {
                        li {
                            (line.split_once(' ').map(|(_, rest)| rest).unwrap_or(&line).replace("**", ""))
                            @if let Some(k) = r.frames.iter().position(|f| f.version >= m.after) {
                                " " a href=(step(k)) { (board_label(k, lang)) }
                            }
                        }
                    }
                }
            }
        }
        (seal(r.seal.as_ref(), lang))
    };
    let head = html! { script src="/replay.js" defer {} };
    layout_with(&heading, server, body, head, lang)
}

/// What a pyramid's page is drawn from.
pub struct PyramidPage<'a> {
    pub slug: &'a str,
    pub pyramid: &'a Pyramid,
    /// Each division's current season and where it stands (or why that cannot be worked out).
    pub seasons: &'a [(Season, Result<Standing, String>)],
    pub crests: &'a HashSet<Entrant>,
    /// Every club's finished seasons in the pyramid.
    pub history: &'a [ClubSeason],
}

/// A pyramid: every division's table with the places that go up and down marked, and each
/// season end's champions and moves.
pub fn pyramid(page: PyramidPage<'_>, lang: Lang) -> Markup {
    let PyramidPage { slug, pyramid: p, seasons, crests, history } = page;
    let title = t!(lang, "pyramid-title", name = &p.top().spec.name);
    let size = |k: usize| match &seasons[k].1 {
        Ok(s) => s.members.len() as u32,
        Err(_) => 0,
    };
    // Season ends, newest first: (level, competition, season) of each finished division.
    let mut ends: Vec<(u32, &str, u32, CompetitionId)> = Vec::new();
    for c in history {
        let key = (c.line.level, c.competition.as_str(), c.season, c.competition_id);
        if !ends.contains(&key) {
            ends.push(key);
        }
    }
    ends.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
    let body = html! {
        h1 { (title) }
        p.muted.key {
            span { i style="background:var(--w)" {} (t!(lang, "pyramid-key-up")) }
            span { i style="background:#d9a21b" {} (t!(lang, "pyramid-key-playoff")) }
            span { i style="background:var(--l)" {} (t!(lang, "pyramid-key-down")) }
        }
        @for (k, d) in p.divisions.iter().enumerate() {
            @let (season, standing) = &seasons[k];
            @let up = d.above;
            @let down = p.divisions.get(k + 1).and_then(|below| below.above);
            @let clubs = size(k);
            @let zones = move |place: u32| match zone(place, clubs, up, down) {
                Some(Zone::Up) => Some("up"),
                Some(Zone::PlayOff) => Some("playoff"),
                Some(Zone::Down) => Some("down"),
                None => None,
            };
            h2 {
                (t!(lang, "pyramid-division", level = d.level)) " — "
                a href=(competition_url(slug, d.competition.id)) { (d.competition.spec.name) }
            }
            p.muted { (season_text(season, None, lang)) }
            @match standing {
                Ok(s) => @for (_, table) in &s.tables { (zoned_table(slug, s, table, crests, &zones, None, lang)) },
                Err(why) => p { (why) },
            }
        }
        h2 { (t!(lang, "pyramid-history")) }
        @if ends.is_empty() {
            p.muted { (t!(lang, "pyramid-no-history")) }
        } @else {
            ul.list {
                @for (level, name, season, id) in &ends {
                    @let lines: Vec<&ClubSeason> = history.iter().filter(|c| c.competition_id == *id && c.season == *season).collect();
                    @let who = |m: Movement| -> Vec<&ClubSeason> { lines.iter().copied().filter(|c| c.line.movement == m).collect() };
                    li {
                        span {
                            strong { (t!(lang, "pyramid-season-end", season = *season, level = *level, name = *name)) }
                            @for c in lines.iter().filter(|c| c.line.place == 1) {
                                br; "🏆 " (team(slug, c.line.player_id, &c.club, crests))
                            }
                        }
                        span {
                            @for c in who(Movement::Up) { "⬆ " (team(slug, c.line.player_id, &c.club, crests)) " " }
                            @for c in who(Movement::Down) { "⬇ " (team(slug, c.line.player_id, &c.club, crests)) " " }
                        }
                    }
                }
            }
        }
    };
    layout(&title, Some(slug), body, lang)
}

/// A club's seasons in a server's pyramids and what it has won, for its profile.
fn club_history(slug: &str, history: &[ClubSeason], trophies: &[(String, u32)], lang: Lang) -> Markup {
    html! {
        @if !trophies.is_empty() {
            h2 { (t!(lang, "profile-trophies")) }
            ul.list {
                @for (name, season) in trophies { li { span { "🏆 " (name) } span.muted { (t!(lang, "profile-season", season = *season)) } } }
            }
        }
        @if !history.is_empty() {
            h2 { (t!(lang, "profile-history")) }
            div.scroll {
                table {
                    thead { tr {
                        th.team { (t!(lang, "profile-history-league")) } th { (t!(lang, "profile-history-season")) }
                        th { (t!(lang, "profile-history-division")) } th { (t!(lang, "profile-history-place")) }
                        th.team { (t!(lang, "profile-history-then")) }
                    } }
                    tbody {
                        @for c in history {
                            tr class=[match c.line.movement { Movement::Up => Some("up"), Movement::Down => Some("down"), Movement::Stay => None }] {
                                td.team { a href=(competition_url(slug, c.competition_id)) { (c.competition) } }
                                td { (c.season) } td { (c.line.level) } td { (c.line.place) }
                                td.team { (movement_text(c, lang)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn movement_text(c: &ClubSeason, lang: Lang) -> String {
    match (c.line.movement, c.line.playoff) {
        (Movement::Up, Some(_)) => t!(lang, "history-up-playoff"),
        (Movement::Up, None) => t!(lang, "history-up"),
        (Movement::Down, Some(_)) => t!(lang, "history-down-playoff"),
        (Movement::Down, None) => t!(lang, "history-down"),
        (Movement::Stay, Some(_)) => t!(lang, "history-stay-playoff"),
        (Movement::Stay, None) => t!(lang, "history-stay"),
    }
}
