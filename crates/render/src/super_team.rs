//! The Super Team frame: the 11 × 15 grid pitch upright on the left, columns A–K across and rows
//! 1–15 up the picture (Home defends row 1, at the bottom), as the game's text names the spaces;
//! both teams' pieces (standing filled, lying down hollow; the Goalie and the Captain lettered),
//! the ball, the last action's path; beside it the score, the Time Track 00'–90', Morale, Coach
//! markers, fatigue, the cards just played and the last roll's dice.

use touchline_games::{
    super_team::board::{Space, BOARD},
    super_team::text::{captain_name, markers_text, team_name},
    super_team::{Config, Level, Stage, SuperTeam, SuperView},
    text::{name, Text},
    Lang, Outcome,
};
use touchline_i18n::{say, Catalogue};

use crate::palette::*;
use crate::scene::{text, Align, Base, Layer, Scene, Shape, Weight};
use crate::text::{fit, short};

pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 720;

const CELL: f32 = 36.0;
const PX: f32 = 56.0;
const PY: f32 = 92.0;
const PW: f32 = CELL * BOARD.columns as f32;
const PH: f32 = CELL * BOARD.rows as f32;
/// How far each goal stands out beyond its goal line.
const GOAL_DEPTH: f32 = 12.0;
const SIDE_X: f32 = 488.0;
const SIDE_W: f32 = WIDTH as f32 - 16.0 - SIDE_X;

/// The centre of a space: columns left to right, rows from the bottom (row 1) up.
fn centre(s: Space) -> (f32, f32) {
    let from_top = (BOARD.rows - 1 - s.row) as f32;
    (PX + (s.col as f32 + 0.5) * CELL, PY + (from_top + 0.5) * CELL)
}

/// The static layer: the pitch with its lines, areas, small rectangles, goals and MARK spaces.
pub const PITCH: Layer = Layer { name: "SuperTeamPitch", shapes: pitch };

fn pitch() -> Vec<Shape> {
    let mut s = crate::bands(WIDTH, HEIGHT, 70.0, 676.0);
    s.extend([Shape::Rect { x: PX, y: PY, w: PW, h: PH, radius: 0.0, fill: GRASS }]);
    for row in (0..BOARD.rows).step_by(2) {
        s.push(Shape::Rect { x: PX, y: PY + row as f32 * CELL, w: PW, h: CELL, radius: 0.0, fill: GRASS_DARK });
    }
    let line = LINE.with_alpha(70);
    for i in 1..BOARD.columns {
        let x = PX + i as f32 * CELL;
        s.push(Shape::Line { x1: x, y1: PY, x2: x, y2: PY + PH, stroke: line, width: 1.0 });
    }
    for i in 1..BOARD.rows {
        let y = PY + i as f32 * CELL;
        s.push(Shape::Line { x1: PX, y1: y, x2: PX + PW, y2: y, stroke: line, width: 1.0 });
    }
    let white = LINE.with_alpha(220);
    s.push(Shape::Outline { x: PX, y: PY, w: PW, h: PH, radius: 0.0, stroke: white, width: 3.0 });
    // Halfway across the middle of row 8, and the centre circle.
    let (cx, cy) = centre(BOARD.centre);
    s.push(Shape::Line { x1: PX, y1: cy, x2: PX + PW, y2: cy, stroke: white, width: 2.0 });
    s.push(Shape::Ring { cx, cy, r: CELL * 1.4, stroke: white, width: 2.0 });
    let (c0, c1) = BOARD.area_columns;
    let depth = BOARD.area_depth as f32 * CELL;
    let area_x = PX + c0 as f32 * CELL;
    let area_w = (c1 - c0 + 1) as f32 * CELL;
    let mouth_x = PX + BOARD.mouth_columns[0] as f32 * CELL;
    for top in [true, false] {
        let y = if top { PY } else { PY + PH - depth };
        s.push(Shape::Outline { x: area_x, y, w: area_w, h: depth, radius: 0.0, stroke: white, width: 2.0 });
        let by = if top { PY } else { PY + PH - CELL };
        s.push(Shape::Rect { x: mouth_x, y: by, w: 3.0 * CELL, h: CELL, radius: 0.0, fill: LINE.with_alpha(40) });
        s.push(Shape::Outline { x: mouth_x, y: by, w: 3.0 * CELL, h: CELL, radius: 0.0, stroke: white, width: 2.0 });
        let gy = if top { PY - GOAL_DEPTH } else { PY + PH };
        let (gx, gw) = (mouth_x + 8.0, 3.0 * CELL - 16.0);
        s.push(Shape::Rect { x: gx, y: gy, w: gw, h: GOAL_DEPTH, radius: 2.0, fill: LINE });
    }
    for marks in BOARD.marks {
        for m in marks {
            let (x, y) = centre(m);
            s.push(Shape::Ring { cx: x, cy: y, r: 7.0, stroke: GOLD.with_alpha(170), width: 2.0 });
        }
    }
    // Column letters under the pitch (below the bottom goal), row numbers to its left.
    for col in 0..BOARD.columns {
        let (x, _) = centre(Space::new(col, 0));
        let letter = ((b'A' + col) as char).to_string();
        s.push(text(x, PY + PH + GOAL_DEPTH + 4.0, 15.0, Weight::Regular, MUTED, Align::Center, letter));
    }
    for row in 0..BOARD.rows {
        let (_, y) = centre(Space::new(0, row));
        s.push(text(PX - 20.0, y - 9.0, 15.0, Weight::Regular, MUTED, Align::Center, (row + 1).to_string()));
    }
    s.push(Shape::Rect { x: SIDE_X, y: 84.0, w: SIDE_W, h: 584.0, radius: 14.0, fill: PANEL });
    s
}

/// The picture's words: the game's catalogue (its `render-` messages).
fn words() -> &'static Catalogue {
    SuperTeam::words()
}

pub fn scene(view: &SuperView, names: &[String], lang: Lang) -> Scene {
    build(view, names, None, lang)
}

/// The last scene: as [`scene`], with the result (or how the match ended early) in the footer.
pub fn final_scene(view: &SuperView, names: &[String], outcome: &Outcome, lang: Lang) -> Scene {
    build(view, names, Some(outcome), lang)
}

/// The names of both sides: a solo match's second is the AutoTeam.
fn side_names(view: &SuperView, names: &[String]) -> Vec<String> {
    let mut out = names.to_vec();
    if out.len() < 2 {
        let level = view.auto.as_ref().map(|a| a.level.name()).unwrap_or("");
        out.push(format!("AutoTeam ({level})"));
    }
    out
}

fn build(view: &SuperView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    let names = side_names(view, names);
    let mut s = Vec::new();
    header(&mut s, view, lang);
    last_path(&mut s, view);
    pieces(&mut s, view);
    panel(&mut s, view, &names, lang);
    footer(&mut s, view, &names, ended, lang);
    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(PITCH), shapes: s }
}

fn header(s: &mut Vec<Shape>, view: &SuperView, lang: Lang) {
    let w = words();
    s.push(text(24.0, 14.0, 30.0, Weight::Bold, WHITE, Align::Left, "Super Team"));
    let mut what = match view.format {
        touchline_games::super_team::Format::Quick => say!(w, lang, "render-quick"),
        touchline_games::super_team::Format::Full => say!(w, lang, "render-full"),
    };
    if view.advanced {
        what = say!(w, lang, "render-advanced", format = what);
    }
    if let Some(a) = &view.auto {
        what = say!(w, lang, "render-solo", level = a.level.name(), format = what);
    }
    s.push(text(220.0, 22.0, 20.0, Weight::Regular, MUTED, Align::Left, what));
    let half = match view.half {
        1 => say!(w, lang, "render-first-half", minute = view.minute),
        2 => say!(w, lang, "render-second-half", minute = view.minute),
        _ => say!(w, lang, "render-extra-time", minute = view.minute),
    };
    s.push(text(1256.0, 22.0, 22.0, Weight::Regular, MUTED, Align::Right, half));
}

fn last_path(s: &mut Vec<Shape>, view: &SuperView) {
    let Some(last) = &view.last else { return };
    if let [a, b, ..] = last.path[..] {
        let (x1, y1) = centre(a);
        let (x2, y2) = centre(b);
        s.push(Shape::Line { x1, y1, x2, y2, stroke: GOLD.with_alpha(200), width: 3.0 });
        s.push(Shape::Circle { cx: x2, cy: y2, r: 5.0, fill: GOLD });
    }
}

fn pieces(s: &mut Vec<Shape>, view: &SuperView) {
    for side in 0..2 {
        let colour = team(side);
        let t = &view.teams[side];
        for (i, at) in t.pieces.iter().enumerate() {
            let (x, y) = centre(*at);
            let down = t.down[i];
            if down {
                s.push(Shape::Circle { cx: x, cy: y, r: 14.0, fill: colour.with_alpha(70) });
                s.push(Shape::Ring { cx: x, cy: y, r: 13.0, stroke: colour, width: 3.0 });
            } else {
                s.push(Shape::Circle { cx: x + 2.0, cy: y + 2.0, r: 15.0, fill: SHADOW });
                s.push(Shape::Circle { cx: x, cy: y, r: 15.0, fill: colour });
            }
            if i == 1 {
                s.push(Shape::Ring { cx: x, cy: y, r: 17.0, stroke: GOLD, width: 2.5 });
            }
            if i == 0 {
                s.push(Shape::Ring { cx: x, cy: y, r: 17.0, stroke: LINE, width: 2.0 });
            }
            let label = match i {
                0 => "G".to_string(),
                1 => "C".to_string(),
                n => n.to_string(),
            };
            s.push(text(x, y - 9.0, 16.0, Weight::Bold, WHITE, Align::Center, label));
        }
    }
    let (bx, by) = centre(view.ball);
    let (bx, by) = if view.carrier.is_some() { (bx + 12.0, by + 12.0) } else { (bx, by) };
    s.push(Shape::Circle { cx: bx, cy: by, r: 7.0, fill: WHITE });
    s.push(Shape::Ring { cx: bx, cy: by, r: 7.0, stroke: INK, width: 2.0 });
}

fn panel(s: &mut Vec<Shape>, view: &SuperView, names: &[String], lang: Lang) {
    let w = words();
    let x = SIDE_X + 18.0;
    // Lines are cut to the panel (and a side's lines to its box) rather than run off the picture.
    let panel_w = SIDE_X + SIDE_W - 18.0 - x;
    let box_w = panel_w - 14.0;
    // The score.
    for side in 0..2 {
        let y = 96.0 + side as f32 * 40.0;
        s.push(Shape::Rect { x, y: y + 4.0, w: 8.0, h: 28.0, radius: 3.0, fill: team(side) });
        s.push(text(x + 18.0, y + 2.0, 24.0, Weight::Bold, WHITE, Align::Left, short(name(names, side), 20)));
        let g = view.teams[side].goals.to_string();
        s.push(text(SIDE_X + SIDE_W - 20.0, y, 30.0, Weight::Bold, WHITE, Align::Right, g));
    }
    // The Time Track.
    let steps = view.steps_per_half.max(1) as usize * 2;
    let ty = 186.0;
    let step_w = (SIDE_W - 40.0) / steps as f32;
    let reached = (view.minute as usize * steps).div_ceil(90).min(steps);
    for i in 0..=steps {
        let cx = x + i as f32 * step_w;
        let on = i <= reached;
        let fill = if on { GOLD } else { TRACK.with_alpha(90) };
        s.push(Shape::Circle { cx, cy: ty, r: if i == reached { 9.0 } else { 5.0 }, fill });
        if i == 0 || i == steps / 2 || i == steps {
            let minute = format!("{:02}'", i * 90 / steps);
            s.push(text(cx, ty + 12.0, 15.0, Weight::Regular, MUTED, Align::Center, minute));
        }
    }
    if view.minute > 90 {
        s.push(text(
            SIDE_X + SIDE_W - 20.0,
            ty + 12.0,
            15.0,
            Weight::Bold,
            GOLD,
            Align::Right,
            format!("{}'", view.minute),
        ));
    }
    // Each side: Morale, markers, boards, fatigue, cards.
    for side in 0..2 {
        let t = &view.teams[side];
        let y = 222.0 + side as f32 * 104.0;
        s.push(Shape::Rect { x: x - 6.0, y, w: SIDE_W - 24.0, h: 96.0, radius: 10.0, fill: HEADER });
        s.push(Shape::Rect { x: x - 6.0, y, w: 6.0, h: 96.0, radius: 3.0, fill: team(side) });
        let who = match (t.team, t.captain, &view.auto) {
            (_, _, Some(a)) if side == 1 => say!(w, lang, "render-autoteam-board", level = a.level.name()),
            (Some(tm), Some(c), _) => format!("{} · {}", team_name(tm), captain_name(c)),
            _ => say!(w, lang, "render-boards-hidden"),
        };
        s.push(text(x + 8.0, y + 6.0, 17.0, Weight::Bold, WHITE, Align::Left, fit(&who, 17.0, Weight::Bold, box_w)));
        // Morale as stars (dots), with the number.
        s.push(text(x + 8.0, y + 30.0, 17.0, Weight::Regular, MUTED, Align::Left, say!(w, lang, "render-morale")));
        for k in 0..t.morale.min(12) {
            s.push(Shape::Circle { cx: x + 82.0 + k as f32 * 16.0, cy: y + 40.0, r: 6.0, fill: GOLD });
        }
        s.push(text(SIDE_X + SIDE_W - 30.0, y + 30.0, 17.0, Weight::Bold, GOLD, Align::Right, t.morale.to_string()));
        let markers = match t.markers {
            Some(m) => say!(w, lang, "render-markers", markers = markers_text(&m)),
            None => say!(w, lang, "render-markers-hidden"),
        };
        let fatigue = t.discard.iter().filter(|c| **c == touchline_games::super_team::Card::Fatigue).count();
        let line = if view.auto.is_some() && side == 1 {
            let a = view.auto.as_ref().map(|a| a.deck).unwrap_or(0);
            say!(w, lang, "render-autoteam-counts", markers = markers, deck = a)
        } else {
            say!(w, lang, "render-counts", markers = markers, hand = t.hand, deck = t.deck, fatigue = fatigue)
        };
        let line = fit(&line, 15.0, Weight::Regular, box_w);
        s.push(text(x + 8.0, y + 56.0, 15.0, Weight::Regular, TABLE_TEXT, Align::Left, line));
        let standing = t.down.iter().filter(|d| !**d).count();
        s.push(text(
            x + 8.0,
            y + 74.0,
            15.0,
            Weight::Regular,
            MUTED,
            Align::Left,
            say!(w, lang, "render-standing", n = standing),
        ));
    }
    s.push(text(
        x,
        432.0,
        15.0,
        Weight::Regular,
        MUTED,
        Align::Left,
        say!(w, lang, "render-bank", fatigue = view.fatigue, bank = view.bank),
    ));
    // The cards just played this turn and the last roll.
    s.push(text(
        x,
        456.0,
        18.0,
        Weight::Bold,
        WHITE,
        Align::Left,
        say!(w, lang, "render-this-turn", name = short(name(names, view.turn), 18)),
    ));
    // On the AutoTeam's turn, its card (it has no hand to play from).
    let autoteam_turn = view.auto.is_some() && view.turn == 1;
    if autoteam_turn {
        let line = match view.auto.as_ref().and_then(|a| a.card) {
            Some(n) => say!(w, lang, "render-autoteam-card", n = n + 1),
            None => say!(w, lang, "render-autoteam-deck", n = view.auto.as_ref().map(|a| a.deck).unwrap_or(0)),
        };
        s.push(text(x, 496.0, 16.0, Weight::Regular, MUTED, Align::Left, line));
    }
    for (i, (card, for_)) in view.played.iter().take(3).enumerate() {
        let cx = x + i as f32 * 138.0;
        s.push(Shape::Rect { x: cx, y: 482.0, w: 130.0, h: 64.0, radius: 8.0, fill: CARD });
        s.push(text(cx + 65.0, 488.0, 15.0, Weight::Bold, INK, Align::Center, short(&card.name(), 15)));
        let how = match for_ {
            touchline_games::super_team::state::Use::Instruction => say!(w, lang, "render-used-instruction"),
            touchline_games::super_team::state::Use::Movement => say!(w, lang, "render-used-movement"),
            touchline_games::super_team::state::Use::Action => say!(w, lang, "render-used-action"),
            touchline_games::super_team::state::Use::Discard => say!(w, lang, "render-used-discard"),
        };
        s.push(text(cx + 65.0, 516.0, 14.0, Weight::Regular, MUTED_INK, Align::Center, how));
    }
    if view.played.is_empty() && !autoteam_turn {
        s.push(text(x, 496.0, 16.0, Weight::Regular, MUTED, Align::Left, say!(w, lang, "render-no-card")));
    }
    if let Some(last) = &view.last {
        let what = fit(&say!(w, lang, "render-last", what = last_words(&last.what, lang)), 18.0, Weight::Bold, panel_w);
        s.push(text(x, 560.0, 18.0, Weight::Bold, GOLD, Align::Left, what));
        let mut dx = x;
        for (side, dice) in &last.dice {
            s.push(Shape::Rect { x: dx, y: 588.0, w: 6.0, h: 34.0, radius: 2.0, fill: team(*side) });
            dx += 12.0;
            for (k, d) in dice.iter().enumerate() {
                let fill = if k == 0 { READY } else { CARD };
                s.push(Shape::Rect { x: dx, y: 588.0, w: 34.0, h: 34.0, radius: 6.0, fill });
                s.push(text(dx + 17.0, 594.0, 18.0, Weight::Bold, INK, Align::Center, d.to_string()));
                dx += 40.0;
            }
            dx += 14.0;
        }
    }
}

/// The last action as the match stores it ("pass (failed)"), in `lang`; anything unknown as
/// stored.
fn last_words(what: &str, lang: Lang) -> String {
    let w = words();
    match what {
        "pass" => say!(w, lang, "render-last-pass"),
        "pass (failed)" => say!(w, lang, "render-last-pass-failed"),
        "kick-out" => say!(w, lang, "render-last-kick-out"),
        "dribble" => say!(w, lang, "render-last-dribble"),
        "dribble (stopped)" => say!(w, lang, "render-last-dribble-stopped"),
        "tackle" => say!(w, lang, "render-last-tackle"),
        "tackle (missed)" => say!(w, lang, "render-last-tackle-missed"),
        "GOAL" => say!(w, lang, "render-last-goal"),
        "shot (no goal)" => say!(w, lang, "render-last-shot"),
        other => other.to_string(),
    }
}

fn footer(s: &mut Vec<Shape>, view: &SuperView, names: &[String], ended: Option<&Outcome>, lang: Lang) {
    let w = words();
    let n = |side: usize| short(name(names, side), 18);
    let line = if let Some((headline, t)) = ended.and_then(|o| crate::ended_early(o, names, lang)) {
        format!("{headline}: {t}")
    } else if let Some(o) = ended {
        touchline_games::text::result_line(o, names, lang)
    } else {
        match &view.stage {
            Stage::Prepare { .. } => say!(w, lang, "render-markers-secret"),
            Stage::HalfTime { .. } => say!(w, lang, "render-half-time"),
            Stage::Shot { side, powers, .. } => match powers {
                Some((a, d)) => say!(w, lang, "render-shot-powers", name = n(*side), attack = *a, defence = *d),
                None => say!(w, lang, "render-shot-tiles", name = n(*side)),
            },
            Stage::Duel { .. } => say!(w, lang, "render-duel"),
            Stage::Play => {
                let card = view.cards_played.min(2) + 1;
                if view.attacker == view.turn {
                    say!(w, lang, "render-to-play-attacking", name = n(view.turn), n = card)
                } else {
                    say!(w, lang, "render-to-play-defending", name = n(view.turn), n = card)
                }
            }
            Stage::Over => say!(w, lang, "render-full-time"),
        }
    };
    s.push(text(640.0, 686.0, 20.0, Weight::Bold, WHITE, Align::Center, line));
}

/// A match played by the computer, as a spectator's views after every step.
pub fn sample_views(config: Config, seed: u64) -> Vec<SuperView> {
    use touchline_games::Rules;
    let seats = SuperTeam::profile(&config).seats.0;
    crate::computer_views::<SuperTeam>(config, seats, seed)
}

/// A spread of frames (for the palette): a Quick Match and a solo match.
pub fn samples(names: &[String]) -> Vec<Scene> {
    let mut out = Vec::new();
    for (config, seed) in [(Config::default(), 1), (Config { solo: Some(Level::Hard), ..Config::default() }, 2)] {
        let views = sample_views(config, seed);
        out.extend(crate::spread(&views, 5).map(|v| scene(v, names, Lang::En)));
    }
    out
}

/// Frames worth pinning: the kick-off, a shot with its powers known, a turn with cards played
/// and a pass's path (also in Spanish and German), a solo match against the hard AutoTeam, and a
/// Full Game's final frame.
pub fn pinned() -> Vec<crate::Pinned> {
    use crate::{first_view, pinned_names, Pinned};
    use touchline_games::super_team::Format;
    let first = |config: Config, pick: &dyn Fn(&SuperView) -> bool| {
        first_view(200, |seed| sample_views(config.clone(), seed), pick)
    };
    let quick = Config::default();
    let kickoff = first(quick.clone(), &|v| matches!(v.stage, Stage::Play) && v.last.is_none());
    let shot = first(quick.clone(), &|v| matches!(v.stage, Stage::Shot { powers: Some(_), .. }));
    let pass = first(quick.clone(), &|v| {
        v.played.len() >= 2 && v.last.as_ref().is_some_and(|l| l.what.starts_with("pass")) && v.minute >= 30
    });
    let solo = Config { solo: Some(Level::Hard), ..quick };
    let solo_goal = first(solo, &|v| v.teams[1].goals > 0 && v.last.as_ref().is_some_and(|l| l.what == "GOAL"));
    let full = Config { format: Format::Full, advanced: true, ..Config::default() };
    let final_frame = first_view(
        50,
        |seed| sample_views(full.clone(), seed).pop().into_iter().collect(),
        |v| v.teams.iter().any(|t| t.goals > 0),
    );
    let two = pinned_names(2);
    vec![
        Pinned::new("super_kickoff", scene(&kickoff, &two, Lang::En)),
        Pinned::new("super_shot", scene(&shot, &two, Lang::En)),
        Pinned::new("super_pass", scene(&pass, &two, Lang::En)),
        Pinned::new("super_solo_goal", scene(&solo_goal, &pinned_names(1), Lang::En)),
        Pinned::new("super_full_time", scene(&final_frame, &two, Lang::En)),
        // The wordiest frame (cards played, the last action, the turn's footer) in the two
        // languages that run longest, to see that their words fit.
        Pinned::new("super_team-pass-es", scene(&pass, &two, Lang::Es)),
        Pinned::new("super_team-pass-de", scene(&pass, &two, Lang::De)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::{Command, Match, Secrets, Viewer, Written};

    #[test]
    fn a_frame_shows_what_the_table_must_read() {
        let pinned = pinned();
        let text = |name: &str| pinned.iter().find(|p| p.name == name).expect("pinned").scene.to_text();
        let shot = text("super_shot");
        assert!(shot.contains("power") && shot.contains("Morale in secret"), "{shot}");
        let solo = text("super_solo_goal");
        assert!(solo.contains("AutoTeam (hard)") && solo.contains("Last: GOAL"), "{solo}");
        let pass = text("super_pass");
        assert!(pass.contains("this turn") && pass.contains("Last: pass"), "{pass}");
        // The Time Track, 00' to 90'.
        assert!(pass.contains("00'") && pass.contains("45'") && pass.contains("90'"), "{pass}");
    }

    /// The labels of the static layer: (text, x, y).
    fn layer_labels() -> Vec<(String, f32, f32)> {
        pitch()
            .into_iter()
            .filter_map(|s| match s {
                Shape::Text(l) => Some((l.text, l.x, l.y)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn columns_are_lettered_across_and_rows_numbered_up_as_the_text_names_spaces() {
        let labels = layer_labels();
        let letters: Vec<_> = ('A'..='K')
            .map(|c| labels.iter().find(|l| l.0 == c.to_string()).cloned().expect("each column lettered"))
            .collect();
        // One line of letters across: the same height, left to right, each over its column.
        assert!(letters.windows(2).all(|w| w[0].2 == w[1].2 && w[0].1 < w[1].1), "{letters:?}");
        for (col, l) in letters.iter().enumerate() {
            assert_eq!(l.1, centre(Space::new(col as u8, 0)).0, "column {} drawn where its spaces are", l.0);
        }
        let numbers: Vec<_> = (1..=15)
            .map(|n| labels.iter().find(|l| l.0 == n.to_string()).cloned().expect("each row numbered"))
            .collect();
        // One column of numbers, row 1 (Home's goal line) at the bottom.
        assert!(numbers.windows(2).all(|w| w[0].1 == w[1].1 && w[0].2 > w[1].2), "{numbers:?}");
        for (row, l) in numbers.iter().enumerate() {
            let (_, y) = centre(Space::new(0, row as u8));
            assert!((l.2 + 9.0 - y).abs() < 0.5, "row {} drawn beside its spaces", l.0);
        }
        // F8 is the kick-off space: the centre of the pitch.
        assert_eq!(centre(Space::parse("F8").unwrap()), (PX + PW / 2.0, PY + PH / 2.0));
        // Home's goal is below row 1: the Goalie's space (F1) is the bottom row.
        let (_, y) = centre(Space::parse("F1").unwrap());
        assert!(y > PY + PH - CELL && y < PY + PH);
    }

    #[test]
    fn every_panel_line_stays_inside_the_panel() {
        use crate::text::measure;
        use touchline_games::super_team::{Card, Format};
        let names = vec!["Wolverhampton Wanderers Reserves".to_string(), "Borussia Mönchengladbach II".to_string()];
        let mut views = Vec::new();
        let configs = [
            Config::default(),
            Config { format: Format::Full, advanced: true, ..Config::default() },
            Config { solo: Some(Level::Hard), ..Config::default() },
        ];
        for config in configs {
            for seed in 0..3 {
                views.extend(sample_views(config.clone(), seed));
            }
        }
        // The widest counts a side can reach: a full hand, a thick deck, a discard of Fatigue.
        let mut wide = views[views.len() / 2].clone();
        for t in wide.teams.iter_mut() {
            t.hand = 12;
            t.deck = 48;
            t.discard = vec![Card::Fatigue; 20];
        }
        views.push(wide);
        let right_edge = SIDE_X + SIDE_W;
        for v in &views {
            for shape in scene(v, &names, Lang::En).shapes {
                let Shape::Text(l) = shape else { continue };
                let w = measure(&l.text, l.size, l.weight);
                let left = match l.align {
                    Align::Left => l.x,
                    Align::Center => l.x - w / 2.0,
                    Align::Right => l.x - w,
                };
                assert!(left >= 0.0 && left + w <= WIDTH as f32, "{:?} runs off the picture", l.text);
                if left >= SIDE_X {
                    assert!(left + w <= right_edge - 8.0, "{:?} ends at {} past the panel", l.text, left + w);
                }
            }
        }
    }

    #[test]
    fn the_autoteams_last_card_is_one_card() {
        let solo = Config { solo: Some(Level::Hard), ..Config::default() };
        let mut view = sample_views(solo, 2).into_iter().find(|v| v.turn == 1).expect("the AutoTeam's turn");
        let auto = view.auto.as_mut().expect("a solo match");
        auto.card = None;
        auto.deck = 1;
        let texts = scene(&view, &crate::pinned_names(1), Lang::En).to_text();
        assert!(texts.contains("\"1 card left in its deck\""), "{texts}");
    }

    #[test]
    fn two_matches_that_differ_only_in_a_hand_draw_the_same() {
        let names = crate::pinned_names(2);
        let (mut m, _) = Match::<SuperTeam>::new(Config::default(), 2, 9).unwrap();
        for seat in 0..2 {
            let layout = m.legal_inputs(seat)[0].clone();
            m.apply(seat, Command::Play(layout)).unwrap();
        }
        let mut position = m.position();
        let t = &mut position.teams[1];
        let i = t.deck.iter().position(|c| Some(c) != t.hand.first()).unwrap();
        std::mem::swap(&mut t.hand[0], &mut t.deck[i]);
        let other = SuperTeam::from_position(position).unwrap();
        assert_ne!(other.to_position(), m.position());
        assert_eq!(
            scene(&other.view(Viewer::Spectator), &names, Lang::En),
            scene(&m.view(Viewer::Spectator), &names, Lang::En)
        );
    }
}
