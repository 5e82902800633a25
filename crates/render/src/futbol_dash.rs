//! The Futbol Dash frame: a row per player (up to six) with the AP track 0–11, the cards in
//! front of them, goals, bookings and hand size; the shot grid (or the shoot-out grid) with its
//! face-down and drawn cells; the card just played with any referee cards on it; and whose move
//! it is.

use touchline_games::{
    futbol_dash::{deck, text::placings_line},
    futbol_dash::{Card, DashView, Format, FutbolDash, Kind, LastPlay, Stage},
    text::name,
    Lang, Outcome, Text,
};
use touchline_i18n::{say, Catalogue};

use crate::palette::*;
use crate::scene::{text, Align, Base, Layer, Rgba, Scene, Shape, Weight};
use crate::text::short;

pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 720;

const ROWS_X: f32 = 20.0;
const ROWS_W: f32 = 860.0;
const ROWS_Y: f32 = 84.0;
const ROWS_H: f32 = 570.0;
const SIDE_X: f32 = 900.0;
const SIDE_W: f32 = 360.0;
const GRID_Y: f32 = 84.0;
const GRID_H: f32 = 300.0;
const PLAY_Y: f32 = 398.0;
const PLAY_H: f32 = 256.0;
const TRACK_X: f32 = 330.0;
const BOX: f32 = 34.0;

/// The static layer: background, header and footer bands, the grid's pitch and the last-play
/// panel.
pub const TABLE: Layer = Layer { name: "FutbolDashTable", shapes: table };

fn table() -> Vec<Shape> {
    let mut s = crate::bands(WIDTH, HEIGHT, 70.0, 668.0);
    s.extend([
        Shape::Rect { x: SIDE_X, y: GRID_Y, w: SIDE_W, h: GRID_H, radius: 14.0, fill: GRASS_DARK },
        Shape::Outline {
            x: SIDE_X + 6.0,
            y: GRID_Y + 6.0,
            w: SIDE_W - 12.0,
            h: GRID_H - 12.0,
            radius: 10.0,
            stroke: LINE.with_alpha(120),
            width: 2.0,
        },
        Shape::Rect { x: SIDE_X, y: PLAY_Y, w: SIDE_W, h: PLAY_H, radius: 14.0, fill: PANEL },
    ]);
    s
}

fn card_colour(card: Card) -> Rgba {
    match card.kind() {
        Kind::Offensive => READY,
        Kind::Defensive => HOME,
        Kind::GameChanger => GOLD,
        Kind::Referee => AWAY,
    }
}

/// The picture's words: the game's catalogue, `render-` messages.
fn words() -> &'static Catalogue {
    FutbolDash::words()
}

pub fn scene(view: &DashView, names: &[String], lang: Lang) -> Scene {
    build(view, names, None, lang)
}

/// The last scene: as [`scene`], with the placings (or how the match ended early) in the footer.
pub fn final_scene(view: &DashView, names: &[String], outcome: &Outcome, lang: Lang) -> Scene {
    build(view, names, Some(outcome), lang)
}

fn build(view: &DashView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    let w = words();
    let mut s = Vec::new();
    let over = matches!(view.stage, Stage::Over) || ended.is_some();
    // Header.
    let format = match view.format {
        Format::Regular => say!(w, lang, "render-format-regular", goals = deck::GOALS_TO_WIN),
        Format::Express => say!(w, lang, "render-format-express"),
    };
    s.push(text(24.0, 14.0, 30.0, Weight::Bold, WHITE, Align::Left, "Futbol Dash"));
    s.push(text(230.0, 22.0, 22.0, Weight::Regular, MUTED, Align::Left, format));
    let (deck, discards, play) = (view.deck, view.discard, view.plays + 1);
    let counts = if view.second_half {
        say!(w, lang, "render-counts-second-half", deck = deck, discards = discards, play = play)
    } else {
        say!(w, lang, "render-counts-first-half", deck = deck, discards = discards, play = play)
    };
    s.push(text(1256.0, 22.0, 22.0, Weight::Regular, MUTED, Align::Right, counts));

    let n = view.players.len().max(1);
    let row_h = (ROWS_H / n as f32).min(150.0);
    for seat in 0..view.players.len() {
        player_row(&mut s, view, names, seat, ROWS_Y + seat as f32 * row_h, row_h - 8.0, over, lang);
    }
    grid(&mut s, view, lang);
    last_play(&mut s, view, names, lang);
    footer(&mut s, view, names, ended, lang);
    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(TABLE), shapes: s }
}

/// Whether the seat is the one the table waits on (or one of them).
fn acting(view: &DashView, seat: usize) -> bool {
    match &view.stage {
        Stage::Play | Stage::Substitute { .. } => view.turn == seat,
        Stage::Window { waiting, .. } => waiting.contains(seat),
        Stage::Shot { shooter, .. } => *shooter == seat,
        Stage::Shootout { next, .. } => *next == seat,
        Stage::Over => false,
    }
}

#[allow(clippy::too_many_arguments)]
fn player_row(
    s: &mut Vec<Shape>,
    view: &DashView,
    names: &[String],
    seat: usize,
    y: f32,
    h: f32,
    over: bool,
    lang: Lang,
) {
    let w = words();
    let p = &view.players[seat];
    let compact = h < 90.0;
    s.push(Shape::Rect { x: ROWS_X, y, w: ROWS_W, h, radius: 12.0, fill: PANEL });
    s.push(Shape::Rect { x: ROWS_X, y, w: 10.0, h, radius: 4.0, fill: team(seat) });
    if !over && acting(view, seat) {
        s.push(Shape::Outline { x: ROWS_X, y, w: ROWS_W, h, radius: 12.0, stroke: GOLD, width: 3.0 });
    }
    let name_size = if compact { 22.0 } else { 26.0 };
    s.push(text(ROWS_X + 24.0, y + 8.0, name_size, Weight::Bold, WHITE, Align::Left, short(name(names, seat), 18)));
    // Hand size as card backs, and the bookings.
    let hy = y + if compact { 40.0 } else { 46.0 };
    for i in 0..p.hand_size.min(8) {
        let x = ROWS_X + 24.0 + i as f32 * 14.0;
        s.push(Shape::Rect { x, y: hy, w: 18.0, h: 26.0, radius: 3.0, fill: CARD });
        s.push(Shape::Rect { x: x + 3.0, y: hy + 3.0, w: 12.0, h: 20.0, radius: 2.0, fill: GRASS });
    }
    let mut mx = ROWS_X + 24.0 + p.hand_size.min(8) as f32 * 14.0 + 16.0;
    let in_hand = say!(w, lang, "render-in-hand", cards = p.hand_size);
    // The bookings start after the hand's words, however long they run in the language.
    let room = (crate::text::measure(&in_hand, 18.0, Weight::Regular) + 12.0).max(96.0);
    s.push(text(mx, hy + 2.0, 18.0, Weight::Regular, MUTED, Align::Left, in_hand));
    mx += room;
    for _ in 0..p.skips {
        s.push(Shape::Rect { x: mx, y: hy, w: 16.0, h: 24.0, radius: 3.0, fill: GOLD });
        mx += 22.0;
    }
    for _ in 0..p.reds {
        s.push(Shape::Rect { x: mx, y: hy, w: 16.0, h: 24.0, radius: 3.0, fill: HOME });
        mx += 22.0;
    }
    // The AP track: 0 to 11, filled up to the player's total.
    let ty = y + 10.0;
    for i in 0..=deck::MAX_AP {
        let x = TRACK_X + i as f32 * (BOX + 4.0);
        let fill = if i == 0 {
            RULE
        } else if i <= p.ap {
            team(seat)
        } else {
            ROW_ALT
        };
        s.push(Shape::Rect { x, y: ty, w: BOX, h: 30.0, radius: 5.0, fill });
        let colour = if i == deck::MAX_AP {
            GOLD
        } else if i <= p.ap && i > 0 {
            WHITE
        } else {
            MUTED
        };
        s.push(text(x + BOX / 2.0, ty + 5.0, 18.0, Weight::Bold, colour, Align::Center, i.to_string()));
    }
    let marker_x = TRACK_X + p.ap as f32 * (BOX + 4.0) + BOX / 2.0;
    s.push(Shape::Ring { cx: marker_x, cy: ty + 15.0, r: 19.0, stroke: WHITE, width: 3.0 });
    // The cards in front: chips under the track.
    let cy = ty + 38.0;
    let room = 12;
    for (i, card) in p.front.iter().take(room).enumerate() {
        let x = TRACK_X + i as f32 * 38.0;
        s.push(Shape::Rect { x, y: cy, w: 34.0, h: 24.0, radius: 4.0, fill: card_colour(*card) });
        s.push(text(x + 17.0, cy + 3.0, 16.0, Weight::Bold, INK, Align::Center, card.short()));
    }
    if p.front.len() > room {
        s.push(text(
            TRACK_X + room as f32 * 38.0,
            cy + 3.0,
            16.0,
            Weight::Regular,
            MUTED,
            Align::Left,
            format!("+{}", p.front.len() - room),
        ));
    }
    // Goals, and the shoot-out tally when there is one.
    s.push(text(
        ROWS_X + ROWS_W - 20.0,
        y + 4.0,
        if compact { 40.0 } else { 48.0 },
        Weight::Bold,
        WHITE,
        Align::Right,
        p.goals.to_string(),
    ));
    let shootout = match &view.stage {
        Stage::Shootout { goals, seats, .. } if seats.contains(&seat) || goals[seat] > 0 => Some(goals[seat]),
        _ => view.shootout_goals.as_ref().and_then(|g| g.get(seat).copied()).filter(|_| view.shootout_goals.is_some()),
    };
    let label = match shootout {
        Some(g) => say!(w, lang, "render-goals-pens", goals = p.goals, pens = g),
        None => say!(w, lang, "render-goals", goals = p.goals),
    };
    s.push(text(ROWS_X + ROWS_W - 20.0, y + h - 26.0, 16.0, Weight::Regular, MUTED, Align::Right, label));
}

/// The shot grid (4 × 5), or during a shoot-out its 4 × 4 grid: face-down cells as card backs.
fn grid(s: &mut Vec<Shape>, view: &DashView, lang: Lang) {
    let w = words();
    let (cells, drawn, columns, title) = match &view.stage {
        Stage::Shootout { open, drawn, sudden_death, .. } => (
            &open[..],
            &drawn[..],
            deck::SHOOTOUT_COLUMNS,
            if *sudden_death {
                say!(w, lang, "render-shootout-sudden-death")
            } else {
                say!(w, lang, "render-shootout")
            },
        ),
        _ => (&view.grid[..], &view.drawn[..], deck::GRID_COLUMNS, say!(w, lang, "render-shot-grid")),
    };
    let left = cells.iter().filter(|c| **c).count();
    let face_down = say!(w, lang, "render-face-down", cells = left);
    // The title gives way to the count of face-down cards where a language runs long.
    let title_room = SIDE_W - 52.0 - crate::text::measure(&face_down, 18.0, Weight::Regular);
    let title = crate::text::fit(&title, 22.0, Weight::Bold, title_room);
    s.push(text(SIDE_X + 20.0, GRID_Y + 14.0, 22.0, Weight::Bold, WHITE, Align::Left, title));
    s.push(text(SIDE_X + SIDE_W - 20.0, GRID_Y + 16.0, 18.0, Weight::Regular, LINE, Align::Right, face_down));
    let (cw, ch, gap) = (58.0, 52.0, 8.0);
    let width = columns as f32 * (cw + gap) - gap;
    let x0 = SIDE_X + (SIDE_W - width) / 2.0;
    let y0 = GRID_Y + 56.0;
    for (i, open) in cells.iter().enumerate() {
        let x = x0 + (i % columns) as f32 * (cw + gap);
        let y = y0 + (i / columns) as f32 * (ch + gap);
        if *open {
            s.push(Shape::Rect { x, y, w: cw, h: ch, radius: 6.0, fill: CARD });
            s.push(Shape::Rect { x: x + 4.0, y: y + 4.0, w: cw - 8.0, h: ch - 8.0, radius: 4.0, fill: GRASS });
            s.push(text(x + cw / 2.0, y + 14.0, 18.0, Weight::Bold, LINE, Align::Center, deck::cell_name(i, columns)));
        } else {
            s.push(Shape::Outline { x, y, w: cw, h: ch, radius: 6.0, stroke: LINE.with_alpha(90), width: 2.0 });
            // A drawn cell stays face up with what it showed, as on the table.
            if let Some(card) = drawn.get(i).copied().flatten() {
                let colour = if card == deck::ShotCard::Goal { WHITE } else { MUTED };
                let lines = crate::text::wrap(card.name(), 14.0, Weight::Bold, cw - 6.0);
                let top = y + ch / 2.0 - 8.0 * lines.len() as f32;
                for (k, line) in lines.iter().take(2).enumerate() {
                    s.push(text(
                        x + cw / 2.0,
                        top + 16.0 * k as f32,
                        14.0,
                        Weight::Bold,
                        colour,
                        Align::Center,
                        line.clone(),
                    ));
                }
            }
        }
    }
}

fn last_play(s: &mut Vec<Shape>, view: &DashView, names: &[String], lang: Lang) {
    let w = words();
    let (title, play): (String, Option<LastPlay>) = match &view.stage {
        Stage::Window { card, by, target, referees, .. } => (
            say!(w, lang, "render-referee-window"),
            Some(LastPlay {
                by: *by,
                card: *card,
                target: *target,
                discarded: false,
                referees: referees.clone(),
                cancelled: referees.len() % 2 == 1,
            }),
        ),
        _ => (say!(w, lang, "render-last-play"), view.last.clone()),
    };
    s.push(text(SIDE_X + 20.0, PLAY_Y + 12.0, 22.0, Weight::Bold, WHITE, Align::Left, title));
    let Some(play) = play else {
        s.push(text(
            SIDE_X + SIDE_W / 2.0,
            PLAY_Y + 110.0,
            24.0,
            Weight::Regular,
            MUTED,
            Align::Center,
            say!(w, lang, "render-kick-off"),
        ));
        return;
    };
    // The card's face.
    let (cx, cy, cw, chh) = (SIDE_X + 20.0, PLAY_Y + 50.0, 120.0, 170.0);
    s.push(Shape::Rect { x: cx, y: cy, w: cw, h: chh, radius: 10.0, fill: CARD });
    s.push(Shape::Rect { x: cx, y: cy, w: cw, h: 30.0, radius: 10.0, fill: card_colour(play.card) });
    s.push(text(cx + cw / 2.0, cy + 40.0, 40.0, Weight::Bold, INK, Align::Center, play.card.short()));
    for (i, line) in crate::text::wrap(play.card.name(), 18.0, Weight::Bold, cw - 12.0).iter().take(2).enumerate() {
        s.push(text(cx + cw / 2.0, cy + 96.0 + i as f32 * 22.0, 18.0, Weight::Bold, INK, Align::Center, line.clone()));
    }
    if play.cancelled {
        s.push(Shape::Rect { x: cx - 6.0, y: cy + chh - 40.0, w: cw + 12.0, h: 34.0, radius: 4.0, fill: HOME });
        s.push(text(
            cx + cw / 2.0,
            cy + chh - 35.0,
            22.0,
            Weight::Bold,
            WHITE,
            Align::Center,
            say!(w, lang, "render-cancelled"),
        ));
    }
    // Who played it, on whom, and the referee cards.
    let tx = SIDE_X + 156.0;
    // Each line with its colour: the referee cards in gold.
    let mut lines = vec![(say!(w, lang, "render-by", name = short(name(names, play.by), 16)), WHITE)];
    if let Some(t) = play.target {
        lines.push((say!(w, lang, "render-on", name = short(name(names, t), 16)), WHITE));
    }
    if play.discarded {
        lines.push((say!(w, lang, "render-discarded"), WHITE));
    }
    for (seat, card) in &play.referees {
        let who = short(name(names, *seat), 14);
        let line = if *card == Card::Foul {
            say!(w, lang, "render-referee-foul", name = who)
        } else {
            say!(w, lang, "render-referee-var", name = who)
        };
        lines.push((line, GOLD));
    }
    for (i, (line, colour)) in lines.iter().take(7).enumerate() {
        // Within the panel, however long the words and the name.
        let line = crate::text::fit(line, 20.0, Weight::Regular, SIDE_X + SIDE_W - 8.0 - tx);
        s.push(text(tx, cy + 4.0 + i as f32 * 26.0, 20.0, Weight::Regular, *colour, Align::Left, line));
    }
}

fn footer(s: &mut Vec<Shape>, view: &DashView, names: &[String], ended: Option<&Outcome>, lang: Lang) {
    let w = words();
    let line = if let Some((headline, text)) = ended.and_then(|o| crate::ended_early(o, names, lang)) {
        format!("{headline}: {text}")
    } else if matches!(view.stage, Stage::Over) || ended.is_some() {
        let goals = view.goals();
        if goals.len() > 2 {
            placings_line(&goals, view.shootout_goals.as_deref(), names, lang)
        } else {
            let o = Outcome::full_time(goals, view.shootout_goals.clone());
            touchline_games::text::result_line(&o, names, lang)
        }
    } else {
        let n = |seat: usize| short(name(names, seat), 18);
        match &view.stage {
            Stage::Play => say!(w, lang, "render-to-play", name = n(view.turn)),
            Stage::Substitute { count, .. } => {
                say!(w, lang, "render-substitution", name = n(view.turn), count = *count)
            }
            Stage::Window { waiting, referees, .. } => {
                let who = waiting.iter().map(n).collect::<Vec<String>>().join(", ");
                if referees.is_empty() {
                    say!(w, lang, "render-window-foul-or-pass", names = who)
                } else {
                    say!(w, lang, "render-window-var-or-pass", names = who)
                }
            }
            Stage::Shot { shooter, penalty: true } => say!(w, lang, "render-penalty", name = n(*shooter)),
            Stage::Shot { shooter, .. } => say!(w, lang, "render-shot", ap = deck::MAX_AP, name = n(*shooter)),
            Stage::Shootout { next, .. } => say!(w, lang, "render-shootout-picks", name = n(*next)),
            Stage::Over => String::new(),
        }
    };
    let one = crate::text::wrap(&line, 22.0, Weight::Bold, 1220.0);
    if one.len() <= 1 {
        s.push(text(640.0, 680.0, 22.0, Weight::Bold, WHITE, Align::Center, one.first().cloned().unwrap_or_default()));
    } else {
        // A long placings line: two smaller lines.
        for (i, l) in crate::text::wrap(&line, 17.0, Weight::Bold, 1230.0).iter().take(2).enumerate() {
            s.push(text(640.0, 672.0 + i as f32 * 23.0, 17.0, Weight::Bold, WHITE, Align::Center, l.clone()));
        }
    }
}

/// A match played by the computer at `seats`, as a spectator's views after every step.
/// The computer plays every input itself (a time-out would pass in a referee window, and the
/// samples should have Fouls in them).
pub fn sample_views(format: Format, seats: usize, seed: u64) -> Vec<DashView> {
    let config = touchline_games::futbol_dash::Config { format, ..Default::default() };
    crate::computer_views::<FutbolDash>(config, seats, seed)
}

/// A spread of frames (for the palette): two, four and six players, both formats.
pub fn samples(names: &[String]) -> Vec<Scene> {
    let mut names = names.to_vec();
    for extra in ["Eastfield", "Valley Town", "Old Quay", "Hillcrest"] {
        names.push(extra.to_string());
    }
    let mut out = Vec::new();
    for (format, seats, seed) in [(Format::Regular, 2, 1), (Format::Express, 4, 2), (Format::Regular, 6, 3)] {
        let views = sample_views(format, seats, seed);
        out.extend(crate::spread(&views, 6).map(|v| scene(v, &names[..seats], Lang::En)));
    }
    out
}

/// Frames worth pinning: a Foul being answered at a table of two, a shot at a table of four, a
/// cancelled card among six (also in Spanish and German), a shoot-out, and a six-player Express
/// final with its placings.
pub fn pinned() -> Vec<crate::Pinned> {
    use crate::{first_view, pinned_names, Pinned};
    let first = |format, seats, pick: &dyn Fn(&DashView) -> bool| {
        first_view(300, |seed| sample_views(format, seats, seed), pick)
    };
    let window =
        first(Format::Regular, 2, &|v| matches!(&v.stage, Stage::Window { referees, .. } if referees.len() == 1));
    let shot = first(Format::Regular, 4, &|v| {
        matches!(v.stage, Stage::Shot { .. }) && v.players.iter().map(|p| p.goals).sum::<u16>() >= 2
    });
    let cancelled =
        first(Format::Regular, 6, &|v| matches!(v.stage, Stage::Play) && v.last.as_ref().is_some_and(|l| l.cancelled));
    let shootout = first(Format::Express, 3, &|v| matches!(v.stage, Stage::Shootout { .. }));
    let final_six = first_view(
        50,
        |seed| sample_views(Format::Express, 6, seed).pop().into_iter().collect(),
        |v| v.players.iter().any(|p| p.goals > 0),
    );
    vec![
        Pinned::new("dash_window", scene(&window, &pinned_names(2), Lang::En)),
        Pinned::new("dash_shot", scene(&shot, &pinned_names(4), Lang::En)),
        Pinned::new("dash_cancelled", scene(&cancelled, &pinned_names(6), Lang::En)),
        Pinned::new("dash_shootout", scene(&shootout, &pinned_names(3), Lang::En)),
        Pinned::new("dash_final_six", scene(&final_six, &pinned_names(6), Lang::En)),
        // The wordiest frame in the two languages that run longest, to see that their words fit.
        Pinned::new("futbol_dash-cancelled-es", scene(&cancelled, &pinned_names(6), Lang::Es)),
        Pinned::new("futbol_dash-cancelled-de", scene(&cancelled, &pinned_names(6), Lang::De)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::{Match, Secrets, Viewer, Written};

    fn pinned_text(name: &str) -> String {
        pinned().into_iter().find(|p| p.name == name).expect("pinned").scene.to_text()
    }

    #[test]
    fn a_frame_shows_what_the_table_must_read() {
        let window = pinned_text("dash_window");
        assert!(window.contains("Referee window") && window.contains("FOUL:"), "{window}");
        assert!(window.contains("V.A.R. or pass"), "the footer says what the window waits for");
        let last = pinned_text("dash_final_six");
        assert!(last.contains("1st") && last.contains("pts"), "the placings of a table of six: {last}");
    }

    #[test]
    fn a_drawn_cell_shows_what_it_showed_and_a_face_down_one_shows_nothing() {
        let names = crate::pinned_names(2);
        let mut view = sample_views(Format::Regular, 2, 1).remove(0);
        let cells = view.grid.len();
        view.grid = vec![true; cells];
        view.drawn = vec![None; cells];
        let before = scene(&view, &names, Lang::En).texts().join(" | ");
        assert!(!before.contains("Own Goal") && !before.contains("Save"), "{before}");
        view.grid[2] = false;
        view.drawn[2] = Some(deck::ShotCard::Save);
        view.grid[7] = false;
        view.drawn[7] = Some(deck::ShotCard::OwnGoal);
        let after = scene(&view, &names, Lang::En).texts().join(" | ");
        assert!(after.contains("Save") && after.contains("Own") && after.contains("Goal"), "{after}");
        // A card the view marks face down is never drawn, whatever else it carries.
        view.grid[2] = true;
        let hidden = scene(&view, &names, Lang::En).texts().join(" | ");
        assert!(!hidden.contains("Save"), "{hidden}");
    }

    #[test]
    fn one_point_is_written_singular() {
        let names = crate::pinned_names(4);
        let mut last = sample_views(Format::Express, 4, 1).pop().expect("a finished table");
        // Third place of four scores one point; the others 3, 2 and 0.
        for (p, goals) in last.players.iter_mut().zip([3, 2, 1, 0]) {
            p.goals = goals;
        }
        last.shootout_goals = None;
        let footer = scene(&last, &names, Lang::En).texts().join(" ");
        assert!(footer.contains(&format!("3rd {} (1 pt)", names[2])), "{footer}");
        assert!(footer.contains("(3 pts)") && footer.contains("(2 pts)") && footer.contains("(0 pts)"), "{footer}");
        assert!(!footer.contains("1 pts"), "{footer}");
        // A shared place: two players on one point each.
        for (p, goals) in last.players.iter_mut().zip([3, 2, 1, 1]) {
            p.goals = goals;
        }
        let footer = scene(&last, &names, Lang::En).texts().join(" ");
        assert!(footer.contains("(1 pt each)"), "{footer}");
    }

    #[test]
    fn two_tables_that_differ_only_in_a_hand_draw_the_same() {
        let names = crate::pinned_names(2);
        let (m, _) = Match::<FutbolDash>::new(touchline_games::futbol_dash::Config::default(), 2, 9).unwrap();
        let mut position = m.position();
        let swapped = position.players[1].hand.iter().position(|c| *c != position.deck[0]);
        if let Some(i) = swapped {
            std::mem::swap(&mut position.players[1].hand[i], &mut position.deck[0]);
        }
        let other = FutbolDash::from_position(position).unwrap();
        assert_ne!(&other.to_position(), &m.position());
        assert_eq!(
            scene(&other.view(Viewer::Spectator), &names, Lang::En),
            scene(&m.view(Viewer::Spectator), &names, Lang::En)
        );
    }
}
