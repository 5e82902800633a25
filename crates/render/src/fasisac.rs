//! The FASISAC frames. A match: a five-a-side pitch with both line-ups in their positions (name
//! and attributes), the head-to-head under way highlighted with its dice, boosts and totals, the
//! score, the half, both tactics once revealed with their numbers, and the attacks left. A
//! draft: the board, with the pool left, every squad, and whose pick or which lot is up.

use touchline_games::fasisac::cards::{get, player};
use touchline_games::fasisac::rules::attributes;
use touchline_games::fasisac::text::{attribute_title, draft_title};
use touchline_games::fasisac::{Duel, Fasisac, FasisacView, Format, Slot, Stage, Tactic, Variant, Window};
use touchline_games::text::{name, Text};
use touchline_games::Lang;
use touchline_games::Outcome;
use touchline_i18n::{say, Catalogue};

use crate::palette::*;
use crate::scene::{text, Align, Base, Layer, Scene, Shape, Weight};
use crate::text::short;

pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 720;

const PITCH_X: f32 = 20.0;
const PITCH_Y: f32 = 84.0;
const PITCH_W: f32 = 880.0;
const PITCH_H: f32 = 430.0;
const SIDE_X: f32 = 916.0;
const SIDE_W: f32 = 344.0;
const DUEL_Y: f32 = 526.0;
const DUEL_H: f32 = 132.0;
const TILE_W: f32 = 112.0;
const TILE_H: f32 = 72.0;

/// The static layer of a match: the pitch's markings, the side panel and the duel panel.
pub const PITCH: Layer = Layer { name: "FasisacPitch", shapes: pitch };
/// The static layer of a draft: bands only.
pub const BOARD: Layer = Layer { name: "FasisacBoard", shapes: board };

fn bands() -> Vec<Shape> {
    crate::bands(WIDTH, HEIGHT, 70.0, 668.0)
}

fn pitch() -> Vec<Shape> {
    let mut s = bands();
    let line = LINE.with_alpha(170);
    s.push(Shape::Rect { x: PITCH_X, y: PITCH_Y, w: PITCH_W, h: PITCH_H, radius: 10.0, fill: GRASS });
    for i in 0..8 {
        if i % 2 == 1 {
            let w = PITCH_W / 8.0;
            s.push(Shape::Rect { x: PITCH_X + i as f32 * w, y: PITCH_Y, w, h: PITCH_H, radius: 0.0, fill: GRASS_DARK });
        }
    }
    s.push(Shape::Outline {
        x: PITCH_X + 8.0,
        y: PITCH_Y + 8.0,
        w: PITCH_W - 16.0,
        h: PITCH_H - 16.0,
        radius: 4.0,
        stroke: line,
        width: 3.0,
    });
    let mid = PITCH_X + PITCH_W / 2.0;
    s.push(Shape::Line { x1: mid, y1: PITCH_Y + 8.0, x2: mid, y2: PITCH_Y + PITCH_H - 8.0, stroke: line, width: 3.0 });
    s.push(Shape::Ring { cx: mid, cy: PITCH_Y + PITCH_H / 2.0, r: 52.0, stroke: line, width: 3.0 });
    // The goal areas (a five-a-side's D) and the goals.
    let gy = PITCH_Y + PITCH_H / 2.0 - 90.0;
    s.push(Shape::Outline { x: PITCH_X + 8.0, y: gy, w: 70.0, h: 180.0, radius: 0.0, stroke: line, width: 3.0 });
    s.push(Shape::Outline {
        x: PITCH_X + PITCH_W - 78.0,
        y: gy,
        w: 70.0,
        h: 180.0,
        radius: 0.0,
        stroke: line,
        width: 3.0,
    });
    s.push(Shape::Rect { x: PITCH_X, y: gy + 60.0, w: 8.0, h: 60.0, radius: 0.0, fill: LINE });
    s.push(Shape::Rect { x: PITCH_X + PITCH_W - 8.0, y: gy + 60.0, w: 8.0, h: 60.0, radius: 0.0, fill: LINE });
    s.push(Shape::Rect { x: SIDE_X, y: PITCH_Y, w: SIDE_W, h: PITCH_H, radius: 14.0, fill: PANEL });
    s.push(Shape::Rect {
        x: PITCH_X,
        y: DUEL_Y,
        w: WIDTH as f32 - 2.0 * PITCH_X,
        h: DUEL_H,
        radius: 14.0,
        fill: PANEL,
    });
    s
}

fn board() -> Vec<Shape> {
    bands()
}

/// A card's surname-first short name: "Cruz Da Costa", "Hofmann".
fn surname(card: u8) -> String {
    let full = player(card).map(|p| p.name).unwrap_or("?");
    let mut parts = full.splitn(2, ' ');
    let first = parts.next().unwrap_or(full);
    short(parts.next().unwrap_or(first), 14)
}

/// The game's catalogue, where the picture's words are kept too (`render-…`).
fn words() -> &'static Catalogue {
    Fasisac::words()
}

pub fn scene(view: &FasisacView, names: &[String], lang: Lang) -> Scene {
    build(view, names, None, lang)
}

/// The last picture: as [`scene`], with the result (or how the match ended early) in the footer.
pub fn final_scene(view: &FasisacView, names: &[String], outcome: &Outcome, lang: Lang) -> Scene {
    build(view, names, Some(outcome), lang)
}

fn drafting(view: &FasisacView) -> bool {
    view.draft.is_some() || matches!(view.stage, Stage::Draft { .. } | Stage::Nominate { .. } | Stage::Bidding { .. })
}

fn build(view: &FasisacView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    if drafting(view) {
        draft_board(view, names, ended, lang)
    } else {
        match_frame(view, names, ended, lang)
    }
}

/// The pitch position of a slot's tile for a side (home attacks to the right).
fn slot_xy(slot: Slot, attacking_right: bool) -> (f32, f32) {
    let (col, row) = match slot {
        Slot::GK => (24.0, 1.0),
        Slot::D => (146.0, 1.0),
        Slot::ML => (232.0, 0.0),
        Slot::MR => (232.0, 2.0),
        Slot::S => (314.0, 1.0),
    };
    let y = PITCH_Y + 34.0 + row * 124.0;
    let row_y = if attacking_right { y } else { PITCH_Y + 34.0 + (2.0 - row) * 124.0 };
    let x = if attacking_right { PITCH_X + col } else { PITCH_X + PITCH_W - col - TILE_W };
    (x, row_y)
}

fn match_frame(view: &FasisacView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    let w = words();
    let mut s = Vec::new();
    let home = view.home;
    let away = view.away();
    let n = |seat: usize| short(name(names, seat), 16);
    // Header: title, format, score, half.
    s.push(text(24.0, 14.0, 30.0, Weight::Bold, WHITE, Align::Left, "FASISAC"));
    let kind = match (view.format, view.variant) {
        (Format::Training, Variant::Standard) => say!(w, lang, "render-training-match"),
        (Format::Training, Variant::RushKeepers) => say!(w, lang, "render-training-rush-keepers"),
        (Format::Full, Variant::Standard) => say!(w, lang, "render-five-a-side"),
        // The variant's name, as the rulebook prints it.
        (Format::Full, Variant::RushKeepers) => "Rush Keepers".to_string(),
    };
    let goals = view.goals();
    s.push(Shape::Rect { x: 500.0, y: 12.0, w: 14.0, h: 46.0, radius: 4.0, fill: team(home) });
    s.push(Shape::Rect { x: 766.0, y: 12.0, w: 14.0, h: 46.0, radius: 4.0, fill: team(away) });
    s.push(text(490.0, 20.0, 24.0, Weight::Bold, WHITE, Align::Right, n(home)));
    s.push(text(790.0, 20.0, 24.0, Weight::Bold, WHITE, Align::Left, n(away)));
    let score = format!("{} – {}", goals.get(home).unwrap_or(&0), goals.get(away).unwrap_or(&0));
    s.push(text(640.0, 8.0, 44.0, Weight::Bold, WHITE, Align::Center, score));
    let half = match (view.half, &view.stage) {
        (_, Stage::Takers { .. }) => say!(w, lang, "render-penalties"),
        (_, Stage::Over) => say!(w, lang, "render-full-time"),
        (0, _) => say!(w, lang, "render-before-kick-off"),
        // The half counts up at each kick-off: tactics and line-ups chosen once one half has
        // been played are the half-time ones.
        (_, Stage::Tactics | Stage::LineUp) => say!(w, lang, "render-half-time"),
        (1, _) if view.format == Format::Training => say!(w, lang, "render-one-half"),
        (1, _) => say!(w, lang, "render-first-half"),
        _ => say!(w, lang, "render-second-half"),
    };
    // The kind of match beside the half, clear of the team names in the middle.
    s.push(text(1256.0, 12.0, 20.0, Weight::Regular, MUTED, Align::Right, half));
    s.push(text(1256.0, 40.0, 16.0, Weight::Regular, MUTED, Align::Right, kind));

    // Line-ups on the pitch.
    let attack = match &view.stage {
        Stage::Attack(a) => Some(a.clone()),
        _ => None,
    };
    let shown = attack.clone().or_else(|| view.last.as_ref().map(|l| l.attack.clone()));
    for (seat, right) in [(home, true), (away, false)] {
        let t = &view.teams[seat];
        if t.lineup.is_empty() {
            let (x, y) = slot_xy(Slot::D, right);
            s.push(text(
                x + TILE_W / 2.0 + if right { 80.0 } else { -80.0 },
                y + 20.0,
                18.0,
                Weight::Regular,
                LINE,
                Align::Center,
                say!(w, lang, "render-lineup-secret"),
            ));
            continue;
        }
        for (slot, card) in &t.lineup {
            let (x, y) = slot_xy(*slot, right);
            let p = get(*card);
            let mut ring = None;
            if let Some(a) = &shown {
                if a.attacking == seat && a.attacker == *card {
                    ring = Some(GOLD);
                } else if a.attacking != seat {
                    let facing = match (a.duel, a.keeper) {
                        (Duel::Shot, Some((_, k))) => k,
                        _ => a.defender,
                    };
                    if facing == *card {
                        ring = Some(WHITE);
                    }
                }
            }
            s.push(Shape::Rect { x, y, w: TILE_W, h: TILE_H, radius: 8.0, fill: CARD });
            s.push(Shape::Rect { x, y, w: TILE_W, h: 20.0, radius: 8.0, fill: team(seat) });
            s.push(text(x + 6.0, y + 2.0, 14.0, Weight::Bold, WHITE, Align::Left, slot.code()));
            if p.keeper && *slot != Slot::GK {
                s.push(text(x + TILE_W - 6.0, y + 2.0, 14.0, Weight::Bold, WHITE, Align::Right, "GK"));
            }
            s.push(text(x + TILE_W / 2.0, y + 22.0, 15.0, Weight::Bold, INK, Align::Center, surname(*card)));
            let stats = if *slot == Slot::GK {
                format!("GKP {}", p.goalkeeping)
            } else {
                format!("{} {} {}", p.skill, p.tackling, p.shooting)
            };
            s.push(text(x + TILE_W / 2.0, y + 44.0, 15.0, Weight::Regular, MUTED_INK, Align::Center, stats));
            if let Some(colour) = ring {
                s.push(Shape::Outline {
                    x: x - 4.0,
                    y: y - 4.0,
                    w: TILE_W + 8.0,
                    h: TILE_H + 8.0,
                    radius: 10.0,
                    stroke: colour,
                    width: 4.0,
                });
            }
        }
    }
    s.push(text(
        PITCH_X + PITCH_W / 2.0,
        PITCH_Y + PITCH_H - 30.0,
        14.0,
        Weight::Regular,
        LINE.with_alpha(200),
        Align::Center,
        say!(w, lang, "render-outfield-key"),
    ));

    side_panel(&mut s, view, names, lang);
    duel_panel(&mut s, view, names, attack.as_ref(), lang);
    footer(&mut s, view, names, ended, lang);
    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(PITCH), shapes: s }
}

/// Technical, Intense or Reactive: the tactic's group (the tactic's own name is its card's).
fn group_title(tactic: Tactic, lang: Lang) -> String {
    let w = words();
    match tactic.group() {
        "Technical" => say!(w, lang, "render-group-technical"),
        "Intense" => say!(w, lang, "render-group-intense"),
        _ => say!(w, lang, "render-group-reactive"),
    }
}

fn side_panel(s: &mut Vec<Shape>, view: &FasisacView, names: &[String], lang: Lang) {
    let w = words();
    let mut y = PITCH_Y + 14.0;
    for seat in [view.home, view.away()] {
        let t = &view.teams[seat];
        s.push(Shape::Rect { x: SIDE_X + 14.0, y: y + 4.0, w: 8.0, h: 24.0, radius: 3.0, fill: team(seat) });
        let who = short(name(names, seat), 14);
        let heading = if seat == view.home {
            say!(w, lang, "render-home", name = who)
        } else {
            say!(w, lang, "render-away", name = who)
        };
        s.push(text(SIDE_X + 30.0, y, 22.0, Weight::Bold, WHITE, Align::Left, heading));
        y += 32.0;
        let tactic = match t.tactic {
            Some(tac) if !matches!(view.stage, Stage::Tactics) => {
                format!("{} · {}", tac.title(), group_title(tac, lang))
            }
            _ if view.format == Format::Training => say!(w, lang, "render-no-tactic"),
            _ => say!(w, lang, "render-tactic-face-down"),
        };
        s.push(text(SIDE_X + 30.0, y, 18.0, Weight::Regular, GOLD, Align::Left, tactic));
        y += 26.0;
        // The team's figures, a line each under its tactic.
        let figure =
            |y: f32, words: String| text(SIDE_X + 30.0, y, 17.0, Weight::Regular, TABLE_TEXT, Align::Left, words);
        if let Some(nums) = t.numbers.filter(|_| !matches!(view.stage, Stage::Tactics | Stage::LineUp)) {
            let numbers =
                say!(w, lang, "render-numbers", attacks = nums.attacks, boosts = nums.boosts, removes = nums.oppo);
            s.push(figure(y, numbers));
            y += 24.0;
        }
        let left = view.attacks_left.get(seat).copied().unwrap_or(0);
        s.push(figure(y, say!(w, lang, "render-attacks-left", left = left, boosts = t.boost_count)));
        y += 24.0;
        // The bench: squad players not on the pitch.
        let bench: Vec<String> =
            t.squad.iter().filter(|c| !t.lineup.iter().any(|(_, l)| l == *c)).map(|c| surname(*c)).collect();
        if !bench.is_empty() && !t.lineup.is_empty() {
            let bench = say!(w, lang, "render-bench", players = bench.join(", "));
            for line in crate::text::wrap(&bench, 15.0, Weight::Regular, SIDE_W - 44.0).iter().take(2) {
                s.push(text(SIDE_X + 30.0, y, 15.0, Weight::Regular, MUTED, Align::Left, line.clone()));
                y += 20.0;
            }
        } else if t.lineup.is_empty() {
            let squad = t.squad.iter().map(|c| surname(*c)).collect::<Vec<_>>().join(", ");
            let squad = say!(w, lang, "render-squad", players = squad);
            for line in crate::text::wrap(&squad, 15.0, Weight::Regular, SIDE_W - 44.0).iter().take(4) {
                s.push(text(SIDE_X + 30.0, y, 15.0, Weight::Regular, MUTED, Align::Left, line.clone()));
                y += 20.0;
            }
        }
        y += 18.0;
    }
}

fn duel_panel(
    s: &mut Vec<Shape>,
    view: &FasisacView,
    names: &[String],
    attack: Option<&touchline_games::fasisac::Attack>,
    lang: Lang,
) {
    let w = words();
    let x0 = PITCH_X + 20.0;
    let y0 = DUEL_Y + 12.0;
    let (a, result) = match (attack, &view.last) {
        (Some(a), _) => (a.clone(), None),
        (None, Some(last)) => (last.attack.clone(), Some((last.totals, last.goal))),
        (None, None) => {
            let line = match &view.stage {
                Stage::Takers { goals, .. } => say!(
                    w,
                    lang,
                    "render-penalties-score",
                    home = goals.get(view.home).copied().unwrap_or(0),
                    away = goals.get(view.away()).copied().unwrap_or(0)
                ),
                _ => say!(w, lang, "render-no-attack-yet"),
            };
            s.push(text(640.0, y0 + 44.0, 22.0, Weight::Regular, MUTED, Align::Center, line));
            return;
        }
    };
    let defending = 1 - a.attacking.min(1);
    let (att_attr, def_attr) = attributes(a.duel);
    let (att_attr, def_attr) = (attribute_title(att_attr, lang), attribute_title(def_attr, lang));
    let title = match (a.duel, result) {
        (_, Some((_, true))) => say!(w, lang, "render-last-attack-goal"),
        (Duel::Tackle, Some(_)) => say!(w, lang, "render-last-attack-tackled"),
        (Duel::Shot, Some(_)) => say!(w, lang, "render-last-attack-saved"),
        (Duel::Tackle, None) => {
            say!(w, lang, "render-head-to-head-1", att = att_attr.as_str(), def = def_attr.as_str())
        }
        (Duel::Shot, None) => say!(w, lang, "render-head-to-head-2", att = att_attr.as_str(), def = def_attr.as_str()),
    };
    s.push(text(
        x0,
        y0,
        22.0,
        Weight::Bold,
        if result.is_some_and(|r| r.1) { GOLD } else { WHITE },
        Align::Left,
        title,
    ));
    let dice = say!(w, lang, "render-dice", white = a.white.code(), red = a.red.code());
    s.push(text(x0 + 1200.0, y0 + 2.0, 18.0, Weight::Regular, MUTED, Align::Right, dice));
    let keeper = match (a.duel, a.keeper) {
        (Duel::Shot, Some((_, k))) => k,
        _ => a.defender,
    };
    let att = get(a.attacker);
    let def = get(keeper);
    let (av, dv) = match a.duel {
        Duel::Tackle => (att.skill, def.tackling),
        Duel::Shot => (att.shooting, def.goalkeeping),
    };
    let bonus = |side: usize| a.boosts.iter().filter(|(s, _, _)| *s == side).map(|(_, _, b)| *b as u32).sum::<u32>();
    let (da, dd) = a.dice.unwrap_or((0, 0));
    let sides = [
        (a.attacking, att.name, &att_attr, av, da, bonus(a.attacking), x0),
        (defending, def.name, &def_attr, dv, dd, bonus(defending), x0 + 640.0),
    ];
    for (seat, who, attr, value, die, boost, x) in sides {
        s.push(Shape::Rect { x, y: y0 + 34.0, w: 10.0, h: 72.0, radius: 3.0, fill: team(seat) });
        s.push(text(
            x + 20.0,
            y0 + 32.0,
            20.0,
            Weight::Bold,
            WHITE,
            Align::Left,
            format!("{} — {}", short(who, 22), short(name(names, seat), 12)),
        ));
        let mut parts = format!("{attr} {value}");
        if a.dice.is_some() || result.is_some() {
            parts.push_str(&format!(" + d12 {die}"));
        }
        if boost > 0 {
            parts.push(' ');
            parts.push_str(&say!(w, lang, "render-plus-boost", boost = boost));
        }
        s.push(text(x + 20.0, y0 + 62.0, 20.0, Weight::Regular, TABLE_TEXT, Align::Left, parts));
        if a.dice.is_some() || result.is_some() {
            let total = value as u32 + die as u32 + boost;
            let total = match result {
                Some(((t_att, _), _)) if seat == a.attacking => t_att as u32,
                Some(((_, t_def), _)) => t_def as u32,
                None => total,
            };
            s.push(Shape::Rect { x: x + 470.0, y: y0 + 36.0, w: 72.0, h: 64.0, radius: 10.0, fill: CARD });
            s.push(text(x + 506.0, y0 + 44.0, 36.0, Weight::Bold, INK, Align::Center, total.to_string()));
        }
        let played: Vec<String> =
            a.boosts.iter().filter(|(s, _, _)| *s == seat).map(|(_, b, n)| format!("{} +{n}", b.title())).collect();
        if !played.is_empty() {
            s.push(text(x + 20.0, y0 + 90.0, 16.0, Weight::Regular, GOLD, Align::Left, played.join(", ")));
        }
    }
}

fn footer(s: &mut Vec<Shape>, view: &FasisacView, names: &[String], ended: Option<&Outcome>, lang: Lang) {
    let w = words();
    let n = |seat: usize| short(name(names, seat), 18);
    let line = if let Some((headline, text)) = ended.and_then(|o| crate::ended_early(o, names, lang)) {
        format!("{headline}: {text}")
    } else if matches!(view.stage, Stage::Over) || ended.is_some() {
        if view.draft.is_some() {
            say!(w, lang, "render-draft-complete")
        } else {
            home_first_result(view, names, lang)
        }
    } else {
        match &view.stage {
            Stage::Draft { picking, pick, .. } => say!(w, lang, "render-pick", pick = pick + 1, name = n(*picking)),
            Stage::Nominate { nominator } => say!(w, lang, "render-nominating", name = n(*nominator)),
            Stage::Bidding { card, high, price, .. } => {
                say!(w, lang, "render-bidding", player = get(*card).name, price = *price, name = n(*high))
            }
            Stage::Tactics if view.half > 0 => say!(w, lang, "render-tactics-half-time"),
            Stage::Tactics => say!(w, lang, "render-tactics"),
            Stage::LineUp if view.half > 0 => say!(w, lang, "render-lineups-half-time"),
            Stage::LineUp => say!(w, lang, "render-lineups"),
            Stage::Attack(a) => match a.window {
                Some(Window::Boost { seat, .. }) => say!(w, lang, "render-boost-window", name = n(seat)),
                Some(Window::Reroll { seat }) => say!(w, lang, "render-reroll-window", name = n(seat)),
                None => say!(w, lang, "render-rolls", name = n(a.attacking)),
            },
            Stage::Takers { .. } => say!(w, lang, "render-takers"),
            Stage::Over => String::new(),
        }
    };
    s.push(text(640.0, 680.0, 22.0, Weight::Bold, WHITE, Align::Center, short(&line, 110)));
}

/// The final score as the header reads it: the home side first, whichever seat it is.
fn home_first_result(view: &FasisacView, names: &[String], lang: Lang) -> String {
    let (home, away) = (view.home, view.away());
    let pick = |counts: &[u16]| vec![counts.get(home).copied().unwrap_or(0), counts.get(away).copied().unwrap_or(0)];
    let o = Outcome::full_time(pick(&view.goals()), view.shootout_goals.as_deref().map(pick));
    touchline_games::text::result_line(&o, &[name(names, home).to_string(), name(names, away).to_string()], lang)
}

/// The draft board: the pool left and every squad.
fn draft_board(view: &FasisacView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    let w = words();
    let mut s = Vec::new();
    s.push(text(24.0, 14.0, 30.0, Weight::Bold, WHITE, Align::Left, "FASISAC"));
    let what = match view.draft {
        Some(rule) => say!(w, lang, "render-tournament", rule = draft_title(rule, lang)),
        None => say!(w, lang, "render-draft"),
    };
    s.push(text(176.0, 22.0, 20.0, Weight::Regular, MUTED, Align::Left, what));
    s.push(text(
        1256.0,
        22.0,
        22.0,
        Weight::Regular,
        MUTED,
        Align::Right,
        say!(w, lang, "render-pool-left", left = view.pool.len()),
    ));
    // The pool, left: tiles of 8 columns.
    let lot = match &view.stage {
        Stage::Bidding { card, .. } => Some(*card),
        _ => None,
    };
    let (px, py, tw, th) = (20.0, 84.0, 92.0, 64.0);
    s.push(text(px, py, 20.0, Weight::Bold, WHITE, Align::Left, say!(w, lang, "render-pool")));
    for (i, card) in view.pool.iter().take(32).enumerate() {
        let x = px + (i % 6) as f32 * (tw + 6.0);
        let y = py + 30.0 + (i / 6) as f32 * (th + 6.0);
        let p = get(*card);
        s.push(Shape::Rect { x, y, w: tw, h: th, radius: 6.0, fill: CARD });
        if p.keeper {
            s.push(Shape::Rect { x, y, w: tw, h: 6.0, radius: 3.0, fill: GOLD });
        }
        s.push(text(x + tw / 2.0, y + 6.0, 13.0, Weight::Bold, INK, Align::Center, short(&surname(*card), 12)));
        let stats = if p.keeper {
            format!("GK {}", p.goalkeeping)
        } else {
            format!("{} {} {}", p.skill, p.tackling, p.shooting)
        };
        s.push(text(x + tw / 2.0, y + 24.0, 13.0, Weight::Regular, MUTED_INK, Align::Center, stats));
        s.push(text(
            x + tw / 2.0,
            y + 42.0,
            12.0,
            Weight::Regular,
            MUTED_INK,
            Align::Center,
            say!(w, lang, "render-value", value = p.value),
        ));
        if lot == Some(*card) {
            s.push(Shape::Outline {
                x: x - 3.0,
                y: y - 3.0,
                w: tw + 6.0,
                h: th + 6.0,
                radius: 8.0,
                stroke: GOLD,
                width: 4.0,
            });
        }
    }
    // Squads, right: one column per manager.
    let seats = view.teams.len().max(1);
    let sx = 620.0;
    let cw = (640.0 / seats as f32).min(320.0);
    let acting: Option<usize> = match &view.stage {
        Stage::Draft { picking, .. } => Some(*picking),
        Stage::Nominate { nominator } => Some(*nominator),
        Stage::Bidding { high, .. } => Some(*high),
        _ => None,
    };
    for (seat, t) in view.teams.iter().enumerate() {
        let x = sx + seat as f32 * cw;
        s.push(Shape::Rect { x, y: 84.0, w: cw - 8.0, h: 570.0, radius: 10.0, fill: PANEL });
        s.push(Shape::Rect { x, y: 84.0, w: cw - 8.0, h: 8.0, radius: 4.0, fill: team(seat) });
        if acting == Some(seat) && ended.is_none() {
            s.push(Shape::Outline { x, y: 84.0, w: cw - 8.0, h: 570.0, radius: 10.0, stroke: GOLD, width: 3.0 });
        }
        s.push(text(x + 10.0, 98.0, 18.0, Weight::Bold, WHITE, Align::Left, short(name(names, seat), 14)));
        let sub = if view.draft == Some(touchline_games::fasisac::DraftRule::Auction) {
            say!(w, lang, "render-purse-left", size = t.squad.len(), purse = t.purse)
        } else {
            format!("{}/8", t.squad.len())
        };
        s.push(text(x + 10.0, 122.0, 15.0, Weight::Regular, MUTED, Align::Left, sub));
        for (i, card) in t.squad.iter().enumerate() {
            let y = 150.0 + i as f32 * 62.0;
            let p = get(*card);
            s.push(text(
                x + 10.0,
                y,
                15.0,
                Weight::Bold,
                if p.keeper { GOLD } else { WHITE },
                Align::Left,
                short(&surname(*card), 16),
            ));
            let mut detail = if p.keeper {
                format!("GK {}", p.goalkeeping)
            } else {
                format!("{} {} {}", p.skill, p.tackling, p.shooting)
            };
            if let Some(price) = t.prices.get(i) {
                detail.push_str(&format!(" · {price}k"));
            }
            s.push(text(x + 10.0, y + 22.0, 14.0, Weight::Regular, TABLE_TEXT, Align::Left, detail));
        }
    }
    footer(&mut s, view, names, ended, lang);
    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(BOARD), shapes: s }
}

/// A match played by the computer, as a spectator's views after every step.
pub fn sample_views(config: touchline_games::fasisac::Config, seats: usize, seed: u64) -> Vec<FasisacView> {
    crate::computer_views::<Fasisac>(config, seats, seed)
}

/// A spread of frames (for the palette): a full match, Rush Keepers and a 4-manager draft.
pub fn samples(names: &[String]) -> Vec<Scene> {
    use touchline_games::fasisac::{Config, DraftRule};
    let mut names = names.to_vec();
    for extra in ["Eastfield", "Valley Town"] {
        names.push(extra.to_string());
    }
    let mut out = Vec::new();
    let configs = [
        (Config::default(), 2, 1),
        (Config { variant: Variant::RushKeepers, ..Config::default() }, 2, 2),
        (Config { draft: Some(DraftRule::Snake), ..Config::default() }, 4, 3),
    ];
    for (config, seats, seed) in configs {
        let views = sample_views(config, seats, seed);
        out.extend(crate::spread(&views, 6).map(|v| scene(v, &names[..seats], Lang::En)));
    }
    out
}

/// Frames worth pinning: the draft board, an auction lot, a boost window in a tackle, a shot
/// after boosts, a goal, Rush Keepers' keeper, a final after penalties, and the boost window
/// again in Spanish and German.
pub fn pinned() -> Vec<crate::Pinned> {
    use crate::{first_view, pinned_names, Pinned};
    use touchline_games::fasisac::{Config, DraftRule};
    let first = |config: Config, seats, pick: &dyn Fn(&FasisacView) -> bool| {
        first_view(200, |seed| sample_views(config.clone(), seats, seed), pick)
    };
    let draft = first(Config::default(), 2, &|v| matches!(v.stage, Stage::Draft { pick: 9, .. }));
    let auction = first(Config { draft: Some(DraftRule::Auction), ..Config::default() }, 4, &|v| {
        matches!(v.stage, Stage::Bidding { price, .. } if price > 100) && v.teams.iter().all(|t| t.squad.len() >= 3)
    });
    let window = first(Config::default(), 2, &|v| {
        matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Tackle && !a.boosts.is_empty()
            && matches!(a.window, Some(Window::Boost { .. })))
    });
    let shot = first(
        Config::default(),
        2,
        &|v| matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Shot && a.dice.is_some() && !a.boosts.is_empty()),
    );
    let goal = first(Config::default(), 2, &|v| {
        matches!(v.stage, Stage::Attack(_)) && v.half == 2 && v.last.as_ref().is_some_and(|l| l.goal)
    });
    let rush = first(
        Config { variant: Variant::RushKeepers, ..Config::default() },
        2,
        &|v| matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Shot && a.dice.is_some()),
    );
    let penalties = first_view(
        200,
        |seed| sample_views(Config { penalties: true, ..Config::default() }, 2, seed).pop().into_iter().collect(),
        |v| v.shootout_goals.is_some(),
    );
    let (two, four) = (pinned_names(2), pinned_names(4));
    vec![
        Pinned::new("fasisac_draft", scene(&draft, &two, Lang::En)),
        Pinned::new("fasisac_auction", scene(&auction, &four, Lang::En)),
        Pinned::new("fasisac_boost_window", scene(&window, &two, Lang::En)),
        Pinned::new("fasisac_shot", scene(&shot, &two, Lang::En)),
        Pinned::new("fasisac_goal", scene(&goal, &two, Lang::En)),
        Pinned::new("fasisac_rush_keeper", scene(&rush, &two, Lang::En)),
        Pinned::new("fasisac_penalties", scene(&penalties, &two, Lang::En)),
        // The wordiest frame in two of the longer languages: panels, duel and footer must fit.
        Pinned::new("fasisac_boost_window_es", scene(&window, &two, Lang::Es)),
        Pinned::new("fasisac_boost_window_de", scene(&window, &two, Lang::De)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The match frame's header line of names and score, left to right.
    fn header_names(scene: &Scene) -> Vec<String> {
        let mut labels: Vec<_> = scene
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text(l) if l.y < 30.0 && l.size == 24.0 => Some((l.x, l.text.clone())),
                _ => None,
            })
            .collect();
        labels.sort_by(|a, b| a.0.total_cmp(&b.0));
        labels.into_iter().map(|(_, t)| t).collect()
    }

    #[test]
    fn the_footer_puts_the_home_side_first_as_the_header_does() {
        use touchline_games::fasisac::Config;
        let names = crate::pinned_names(2);
        // A finished match where the second seat won the roll for home.
        let last = crate::first_view(
            200,
            |seed| sample_views(Config::default(), 2, seed).pop().into_iter().collect(),
            |v| v.home == 1 && v.teams[0].goals != v.teams[1].goals,
        );
        let goals = last.goals();
        let header = header_names(&scene(&last, &names, Lang::En));
        assert_eq!(header, [names[1].clone(), names[0].clone()], "home on the left of the header");
        let outcome = Outcome::full_time(goals.clone(), None);
        for frame in [scene(&last, &names, Lang::En), final_scene(&last, &names, &outcome, Lang::En)] {
            let footer = frame.texts().last().map(|t| t.to_string()).unwrap_or_default();
            let home_first = format!("Final score: {} {}–{} {}", names[1], goals[1], goals[0], names[0]);
            assert!(footer.starts_with(&home_first), "{footer:?} should begin {home_first:?}");
        }
    }

    #[test]
    fn the_half_time_frame_says_half_time() {
        use touchline_games::fasisac::Config;
        let names = crate::pinned_names(2);
        let views = sample_views(Config::default(), 2, 1);
        let is_tactics = |v: &&FasisacView| matches!(v.stage, Stage::Tactics | Stage::LineUp);
        let before = views.iter().filter(is_tactics).find(|v| v.half == 0).expect("tactics before kick-off");
        let texts = scene(before, &names, Lang::En).to_text();
        assert!(texts.contains("\"before kick-off\"") && !texts.contains("alf time"), "{texts}");
        let half_time = views.iter().filter(is_tactics).find(|v| v.half == 1).expect("tactics at half time");
        let texts = scene(half_time, &names, Lang::En).to_text();
        assert!(texts.contains("\"half time\"") && !texts.contains("before kick-off"), "{texts}");
        assert!(texts.contains("Half time: both managers"), "{texts}");
    }

    #[test]
    fn a_frame_shows_the_duel_the_tactics_and_the_draft() {
        let pinned = pinned();
        let text = |name: &str| pinned.iter().find(|p| p.name == name).expect("pinned").scene.to_text();
        let draft = text("fasisac_draft");
        assert!(draft.contains("Pool") && draft.contains("Pick 10"), "{draft}");
        let auction = text("fasisac_auction");
        assert!(auction.contains("any more bids?") && auction.contains("k left"), "{auction}");
        let window = text("fasisac_boost_window");
        assert!(window.contains("Skill v Tackling") && window.contains("Boost window"), "{window}");
        assert!(window.contains("attacks left"), "{window}");
        let shot = text("fasisac_shot");
        assert!(shot.contains("Shooting v Goalkeeping") && shot.contains("+ d12"), "{shot}");
        let penalties = text("fasisac_penalties");
        assert!(penalties.contains("pens") || penalties.contains("penalties"), "{penalties}");
    }
}
