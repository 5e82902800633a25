//! The KIX frame (1280×720): score header, a pitch strip showing where the ball is, the two
//! cards of the last play with the compared ability highlighted, the result, and each side's
//! hand, deck and substitutions. Built only from a public view: nothing secret can be drawn.

use touchline_games::kix::text::{format_title, period_name, phase_title};
use touchline_games::kix::Kix;
use touchline_games::kix::{Ability, Card, Format, KixView, Period, Phase, PlayResult, Reveal};
use touchline_games::text::name;
use touchline_games::Seat;
use touchline_games::{Lang, Text};
use touchline_i18n::say;

use crate::palette::*;
use crate::scene::{text, Align, Base, Layer, Scene, Shape, Weight};
use crate::text::short;

pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 720;

const STRIP_X: f32 = 40.0;
const STRIP_Y: f32 = 116.0;
const STRIP_W: f32 = 1200.0;
const STRIP_H: f32 = 160.0;
const MID_Y: f32 = STRIP_Y + STRIP_H / 2.0;

/// The static layer under every KIX frame.
pub const PITCH: Layer = Layer { name: "KixPitch", shapes: pitch };

fn pitch() -> Vec<Shape> {
    let mut s = crate::bands(WIDTH, HEIGHT, 100.0, 664.0);
    // Mown stripes, then the markings.
    let stripes = 12;
    for i in 0..stripes {
        let w = STRIP_W / stripes as f32;
        let fill = if i % 2 == 0 { GRASS } else { GRASS_DARK };
        s.push(Shape::Rect { x: STRIP_X + i as f32 * w, y: STRIP_Y, w, h: STRIP_H, radius: 0.0, fill });
    }
    let line = |x1: f32, y1: f32, x2: f32, y2: f32| Shape::Line { x1, y1, x2, y2, stroke: LINE, width: 3.0 };
    let (x0, y0, x1, y1) = (STRIP_X, STRIP_Y, STRIP_X + STRIP_W, STRIP_Y + STRIP_H);
    s.push(Shape::Outline { x: x0, y: y0, w: STRIP_W, h: STRIP_H, radius: 0.0, stroke: LINE, width: 3.0 });
    s.push(line(640.0, y0, 640.0, y1));
    s.push(Shape::Ring { cx: 640.0, cy: MID_Y, r: 42.0, stroke: LINE, width: 3.0 });
    s.push(Shape::Circle { cx: 640.0, cy: MID_Y, r: 4.0, fill: LINE });
    for (edge, dir) in [(x0, 1.0f32), (x1, -1.0f32)] {
        let bx = if dir > 0.0 { edge } else { edge - 130.0 };
        s.push(Shape::Outline { x: bx, y: MID_Y - 60.0, w: 130.0, h: 120.0, radius: 0.0, stroke: LINE, width: 3.0 });
        let gx = if dir > 0.0 { edge } else { edge - 46.0 };
        s.push(Shape::Outline { x: gx, y: MID_Y - 32.0, w: 46.0, h: 64.0, radius: 0.0, stroke: LINE, width: 3.0 });
        let goal_x = if dir > 0.0 { edge - 12.0 } else { edge };
        s.push(Shape::Rect { x: goal_x, y: MID_Y - 24.0, w: 12.0, h: 48.0, radius: 0.0, fill: LINE.with_alpha(200) });
        let spot = edge + dir * 92.0;
        s.push(Shape::Circle { cx: spot, cy: MID_Y, r: 3.5, fill: LINE });
        let (from, to) = if dir > 0.0 { (-25.0, 25.0) } else { (155.0, 205.0) };
        s.push(Shape::Arc { cx: spot, cy: MID_Y, r: 42.0, from, to, stroke: LINE, width: 3.0 });
    }
    for (cx, cy, from) in [(x0, y0, 0.0), (x1, y0, 90.0), (x1, y1, 180.0), (x0, y1, 270.0)] {
        s.push(Shape::Arc { cx, cy, r: 9.0, from, to: from + 90.0, stroke: LINE, width: 2.5 });
    }
    s
}

/// Names longer than this are shortened so the header never overflows.
const NAME_CHARS: usize = 22;

/// Where the ball is and what is played next, on the strip.
fn ball_spot(phase: Phase) -> (f32, f32, Option<(f32, f32)>) {
    let third = STRIP_W / 3.0;
    // Home (seat 0) attacks to the right.
    match phase {
        Phase::Attack { attacker: 0 } => (STRIP_X + 2.5 * third, MID_Y, Some((STRIP_X + 2.0 * third, third))),
        Phase::Attack { .. } => (STRIP_X + 0.5 * third, MID_Y, Some((STRIP_X, third))),
        Phase::Strike { attacker: 0 } => (STRIP_X + STRIP_W - 92.0, MID_Y, Some((STRIP_X + STRIP_W - 130.0, 130.0))),
        Phase::Strike { .. } => (STRIP_X + 92.0, MID_Y, Some((STRIP_X, 130.0))),
        Phase::Corner { attacker: 0 } => {
            (STRIP_X + STRIP_W - 8.0, STRIP_Y + 8.0, Some((STRIP_X + STRIP_W - 130.0, 130.0)))
        }
        Phase::Corner { .. } => (STRIP_X + 8.0, STRIP_Y + 8.0, Some((STRIP_X, 130.0))),
        Phase::Midfield => (640.0, MID_Y, Some((STRIP_X + third, third))),
        Phase::BenchSetup | Phase::Over => (640.0, MID_Y, None),
    }
}

fn next_play(phase: Phase, names: &[String], lang: Lang) -> String {
    let w = Kix::words();
    let n = |s: Seat| short(name(names, s), NAME_CHARS);
    match phase {
        Phase::BenchSetup => say!(w, lang, "render-next-bench-setup"),
        Phase::Midfield => say!(w, lang, "render-next-midfield"),
        Phase::Attack { attacker } => say!(w, lang, "render-next-attack", name = n(attacker)),
        Phase::Strike { attacker } => say!(w, lang, "render-next-strike", name = n(attacker)),
        Phase::Corner { attacker } => say!(w, lang, "render-next-corner", name = n(attacker)),
        Phase::Over => say!(w, lang, "render-full-time"),
    }
}

/// One card, face up, with `ability` highlighted.
/// `at` is the card's left, top and width.
fn card_face(s: &mut Vec<Shape>, at: (f32, f32, f32), card: &Card, ability: Ability, seat: Seat, compact: bool) {
    let (x, y, w) = at;
    let h = 284.0;
    let head = if compact { 46.0 } else { 58.0 };
    s.push(Shape::Rect { x: x + 3.0, y: y + 5.0, w, h, radius: 14.0, fill: SHADOW });
    s.push(Shape::Rect { x, y, w, h, radius: 14.0, fill: CARD });
    s.push(Shape::Rect { x, y, w, h: head, radius: 14.0, fill: team(seat) });
    s.push(Shape::Rect { x, y: y + head - 14.0, w, h: 14.0, radius: 0.0, fill: team(seat) });
    let (name_size, row_size) = if compact { (20.0, 22.0) } else { (27.0, 27.0) };
    let name = short(&card.name(), if compact { 11 } else { 14 });
    s.push(text(x + 14.0, y + (head - name_size * 1.2) / 2.0, name_size, Weight::Bold, WHITE, Align::Left, name));
    if !compact {
        s.push(text(
            x + w - 14.0,
            y + 17.0,
            20.0,
            Weight::Bold,
            WHITE.with_alpha(220),
            Align::Right,
            card.specialist.short(),
        ));
    }
    let row_h = (h - head - 12.0) / 5.0;
    for (i, a) in Ability::ALL.iter().enumerate() {
        let ry = y + head + 6.0 + i as f32 * row_h;
        let on = *a == ability;
        if on {
            s.push(Shape::Rect { x: x + 6.0, y: ry + 2.0, w: w - 12.0, h: row_h - 4.0, radius: 8.0, fill: GOLD });
        }
        let ink = if on { INK } else { MUTED_INK };
        let weight = if on { Weight::Bold } else { Weight::Regular };
        let ty = ry + (row_h - row_size * 1.17) / 2.0;
        s.push(text(x + 16.0, ty, row_size, Weight::Bold, ink, Align::Left, a.letter().to_string()));
        s.push(text(x + w - 14.0, ty, row_size, weight, ink, Align::Right, card.value(*a).to_string()));
        if !compact {
            let (bx, bw) = (x + 52.0, w - 120.0);
            let by = ry + row_h / 2.0 - 5.0;
            s.push(Shape::Rect { x: bx, y: by, w: bw, h: 10.0, radius: 5.0, fill: TRACK });
            let fill = if on { INK } else { team(seat) };
            let fw = (bw * card.value(*a) as f32 / 99.0).max(10.0);
            s.push(Shape::Rect { x: bx, y: by, w: fw, h: 10.0, radius: 5.0, fill });
        }
    }
}

/// A card back, for a side that has not revealed anything yet.
fn card_back(s: &mut Vec<Shape>, x: f32, y: f32, w: f32, seat: Seat) {
    let h = 284.0;
    s.push(Shape::Rect { x: x + 3.0, y: y + 5.0, w, h, radius: 14.0, fill: SHADOW });
    s.push(Shape::Rect { x, y, w, h, radius: 14.0, fill: team(seat) });
    s.push(Shape::Outline {
        x: x + 12.0,
        y: y + 12.0,
        w: w - 24.0,
        h: h - 24.0,
        radius: 10.0,
        stroke: WHITE.with_alpha(150),
        width: 3.0,
    });
    s.push(text(x + w / 2.0, y + h / 2.0 - 40.0, 64.0, Weight::Bold, WHITE.with_alpha(230), Align::Center, "KIX"));
}

fn headline(result: PlayResult, names: &[String], lang: Lang) -> (String, String) {
    let w = Kix::words();
    let n = |s: Seat| short(name(names, s), NAME_CHARS);
    match result {
        PlayResult::MidfieldWon(s) => {
            (say!(w, lang, "render-midfield-won"), say!(w, lang, "render-midfield-won-line", name = n(s)))
        }
        PlayResult::AttackThrough(s) => {
            (say!(w, lang, "render-through"), say!(w, lang, "render-through-line", name = n(s)))
        }
        PlayResult::AttackStopped(s) => {
            (say!(w, lang, "render-defended"), say!(w, lang, "render-defended-line", name = n(s)))
        }
        PlayResult::Goal(s) => (say!(w, lang, "render-goal"), say!(w, lang, "render-goal-line", name = n(s))),
        PlayResult::Saved(s) => (say!(w, lang, "render-saved"), say!(w, lang, "render-saved-line", name = n(s))),
        PlayResult::Tie => (say!(w, lang, "render-level"), say!(w, lang, "render-level-line")),
        PlayResult::CornerAwarded(s) => {
            (say!(w, lang, "render-corner"), say!(w, lang, "render-corner-line", name = n(s)))
        }
        PlayResult::CornerCleared => (say!(w, lang, "render-cleared"), say!(w, lang, "render-cleared-line")),
    }
}

/// The centre panel at the final whistle: the result, and the shoot-out if there was one.
fn final_result(view: &KixView, names: &[String], lang: Lang) -> (String, String) {
    let w = Kix::words();
    let n = |s: Seat| short(name(names, s), NAME_CHARS);
    let [a, b] = view.score;
    let full_time = || say!(w, lang, "render-full-time-banner");
    match &view.shootout {
        Some(p) => {
            let winner = if p.score[0] > p.score[1] { 0 } else { 1 };
            (
                say!(w, lang, "render-pens", home = p.score[0], away = p.score[1]),
                say!(w, lang, "render-wins-on-penalties", name = n(winner)),
            )
        }
        None if a > b => (full_time(), say!(w, lang, "render-wins", name = n(0), won = a, lost = b)),
        None if b > a => (full_time(), say!(w, lang, "render-wins", name = n(1), won = b, lost = a)),
        None => (full_time(), say!(w, lang, "render-draw", home = a, away = b)),
    }
}

/// The last play's cards, and (with `panel`) the centre panel with the totals and the result.
fn reveal(s: &mut Vec<Shape>, r: &Reveal, view: &KixView, names: &[String], panel: bool, over: bool, lang: Lang) {
    let w = Kix::words();
    let y = 364.0;
    let corner = r.shown[0].len() > 1 || r.shown[1].len() > 1;
    for seat in 0..2 {
        let shown = &r.shown[seat];
        if corner {
            let base_x = if seat == 0 { 48.0 } else { 904.0 };
            for (i, (card, ability)) in shown.iter().enumerate() {
                card_face(s, (base_x + i as f32 * 170.0, y, 158.0), card, *ability, seat, true);
            }
        } else if let Some((card, ability)) = shown.first() {
            let x = if seat == 0 { 60.0 } else { 890.0 };
            card_face(s, (x, y, 330.0), card, *ability, seat, false);
        }
    }
    let (phase, home, away) = (phase_title(r.phase, lang), r.totals[0], r.totals[1]);
    let title = if view.is_over() {
        say!(w, lang, "render-last-play-full-time", phase = phase, home = home, away = away)
    } else if over {
        say!(w, lang, "render-last-play", phase = phase, home = home, away = away)
    } else {
        say!(w, lang, "render-play", phase = phase, home = home, away = away)
    };
    s.push(text(640.0, 318.0, 28.0, Weight::Bold, GOLD, Align::Center, title));
    if !panel {
        return;
    }
    let (big, small) = match r.result {
        // A goal on the last play is still the goal, with the full-time result beside it.
        PlayResult::Goal(_) if view.is_over() && view.shootout.is_none() => (
            say!(w, lang, "render-goal"),
            say!(w, lang, "render-goal-full-time", result = final_result(view, names, lang).1),
        ),
        _ if view.is_over() => final_result(view, names, lang),
        result => headline(result, names, lang),
    };
    let winner = match r.result {
        PlayResult::MidfieldWon(w)
        | PlayResult::AttackThrough(w)
        | PlayResult::AttackStopped(w)
        | PlayResult::Goal(w)
        | PlayResult::Saved(w) => Some(w),
        _ => None,
    };
    let (cx, mid_top) = (640.0, 392.0);
    s.push(Shape::Rect { x: cx - 215.0, y: mid_top, w: 430.0, h: 226.0, radius: 18.0, fill: PANEL });
    // The two totals, the winner's in gold.
    for seat in 0..2 {
        let color = if winner == Some(seat) { GOLD } else { WHITE };
        let x = if seat == 0 { cx - 95.0 } else { cx + 95.0 };
        s.push(text(x, mid_top + 22.0, 64.0, Weight::Bold, color, Align::Center, r.totals[seat].to_string()));
        s.push(Shape::Rect { x: x - 40.0, y: mid_top + 104.0, w: 80.0, h: 6.0, radius: 3.0, fill: team(seat) });
    }
    s.push(text(cx, mid_top + 40.0, 30.0, Weight::Regular, MUTED, Align::Center, say!(w, lang, "render-versus")));
    s.push(text(cx, mid_top + 124.0, 42.0, Weight::Bold, WHITE, Align::Center, big));
    s.push(text(cx, mid_top + 178.0, 26.0, Weight::Regular, MUTED, Align::Center, small));
}

fn side_line(view: &KixView, seat: Seat, lang: Lang) -> String {
    let w = Kix::words();
    let side = &view.sides[seat];
    let (hand, deck) = (side.hand_count, side.deck_count);
    match view.format {
        Format::Eleven => say!(w, lang, "render-side-subs", hand = hand, deck = deck, subs = side.subs_left),
        Format::Five => say!(w, lang, "render-side", hand = hand, deck = deck),
    }
}

fn period_line(view: &KixView, lang: Lang) -> String {
    let w = Kix::words();
    let format = format_title(view.format, lang);
    match view.period {
        Period::FullTime => say!(w, lang, "render-plays-played", format = format, plays = view.plays),
        Period::Match => {
            // The picture shows the play just made: the footer counts the plays made so far.
            say!(w, lang, "render-play-of", format = format, play = view.plays, plays = view.format.nominal_plays())
        }
        period => say!(
            w,
            lang,
            "render-period-play",
            format = format,
            period = period_name(period, lang),
            play = view.plays + 1
        ),
    }
}

/// What a side plays for in the next play, for the corner of the picture while it chooses.
fn next_for(phase: Phase, seat: Seat, lang: Lang) -> Option<String> {
    let w = Kix::words();
    Some(match phase {
        Phase::Midfield => say!(w, lang, "render-next-for-midfield"),
        Phase::Attack { attacker } if attacker == seat => say!(w, lang, "render-next-for-attack"),
        Phase::Attack { .. } => say!(w, lang, "render-next-for-defend"),
        Phase::Strike { attacker } if attacker == seat => say!(w, lang, "render-next-for-strike"),
        Phase::Strike { .. } => say!(w, lang, "render-next-for-goal"),
        Phase::Corner { attacker } if attacker == seat => say!(w, lang, "render-next-for-corner"),
        Phase::Corner { .. } => say!(w, lang, "render-next-for-corner-defend"),
        Phase::BenchSetup => say!(w, lang, "render-next-for-bench"),
        Phase::Over => return None,
    })
}

/// The scene for a KIX view. Pass a spectator view for anything posted in public.
pub fn scene(view: &KixView, names: &[String], lang: Lang) -> Scene {
    build(view, names, None, lang)
}

/// The last scene of a match: as [`scene`], and if it ended by a resignation or a forfeit, the
/// centre panel says so.
pub fn final_scene(view: &KixView, names: &[String], outcome: &touchline_games::Outcome, lang: Lang) -> Scene {
    build(view, names, Some(outcome), lang)
}

fn build(view: &KixView, names: &[String], ended: Option<&touchline_games::Outcome>, lang: Lang) -> Scene {
    let w = Kix::words();
    let early = ended.and_then(|o| crate::ended_early(o, names, lang));
    let over = view.is_over() || ended.is_some();
    let mut s = Vec::new();
    // Header: names, colour bars, score, hand and deck counts.
    for (seat, name) in names.iter().enumerate() {
        let (x, align, bar) = if seat == 0 { (44.0, Align::Left, 20.0) } else { (1236.0, Align::Right, 1252.0) };
        s.push(Shape::Rect { x: bar, y: 16.0, w: 8.0, h: 68.0, radius: 4.0, fill: team(seat) });
        s.push(text(x, 14.0, 34.0, Weight::Bold, WHITE, align, short(name, NAME_CHARS)));
        s.push(text(x, 58.0, 26.0, Weight::Regular, MUTED, align, side_line(view, seat, lang)));
    }
    let score = format!("{} – {}", view.score[0], view.score[1]);
    s.push(Shape::Rect { x: 540.0, y: 10.0, w: 200.0, h: 80.0, radius: 14.0, fill: PANEL });
    s.push(text(640.0, 12.0, 58.0, Weight::Bold, WHITE, Align::Center, score));

    // The strip: the zone in play and the ball.
    let (bx, by, zone) = ball_spot(view.phase);
    if let Some((zx, zw)) = zone {
        s.push(Shape::Rect { x: zx, y: STRIP_Y, w: zw, h: STRIP_H, radius: 0.0, fill: GOLD.with_alpha(70) });
    }
    s.push(Shape::Circle { cx: bx, cy: by, r: 11.0, fill: WHITE });
    s.push(Shape::Ring { cx: bx, cy: by, r: 11.0, stroke: INK, width: 2.5 });
    let next = if over { say!(w, lang, "render-match-over") } else { next_play(view.phase, names, lang) };
    s.push(text(640.0, 282.0, 26.0, Weight::Regular, WHITE, Align::Center, next));

    match &view.last {
        Some(r) => reveal(&mut s, r, view, names, early.is_none(), over, lang),
        None => {
            card_back(&mut s, 60.0, 364.0, 330.0, 0);
            card_back(&mut s, 890.0, 364.0, 330.0, 1);
            if early.is_none() {
                s.push(Shape::Rect { x: 425.0, y: 392.0, w: 430.0, h: 226.0, radius: 18.0, fill: PANEL });
                s.push(text(640.0, 440.0, 42.0, Weight::Bold, WHITE, Align::Center, say!(w, lang, "render-kick-off")));
                let line = say!(w, lang, "render-kick-off-line");
                s.push(text(640.0, 510.0, 26.0, Weight::Regular, MUTED, Align::Center, line));
            }
        }
    }

    if let Some((headline, line)) = early {
        // In the centre panel's place: the match did not reach its end.
        s.push(Shape::Rect { x: 425.0, y: 392.0, w: 430.0, h: 226.0, radius: 18.0, fill: PANEL });
        s.push(text(640.0, 420.0, 42.0, Weight::Bold, GOLD, Align::Center, headline));
        let lines = crate::text::wrap(&line, 24.0, Weight::Regular, 400.0);
        for (i, l) in lines.iter().take(3).enumerate() {
            s.push(text(640.0, 486.0 + i as f32 * 32.0, 24.0, Weight::Regular, WHITE, Align::Center, l.clone()));
        }
    }

    // Footer: who has chosen (and, for who has not, what they choose for), and the period.
    for seat in 0..2 {
        let side = &view.sides[seat];
        let (x, align) = if seat == 0 { (44.0, Align::Left) } else { (1236.0, Align::Right) };
        let (label, color) = match next_for(view.phase, seat, lang) {
            _ if over => continue,
            _ if side.chosen => (say!(w, lang, "render-chosen"), READY),
            Some(next) => (next, MUTED),
            None => continue,
        };
        s.push(text(x, 676.0, 26.0, Weight::Bold, color, align, label));
    }
    s.push(text(640.0, 676.0, 26.0, Weight::Regular, MUTED, Align::Center, period_line(view, lang)));

    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(PITCH), shapes: s }
}

/// A KIX match played by the computer on both sides, as a spectator's views after every step.
pub fn sample_views(format: Format, seed: u64, result_needed: bool) -> Vec<KixView> {
    let config = touchline_games::kix::Config { format, result_needed, clubs: [None, None] };
    crate::samples::views::<touchline_games::kix::Kix>(config, seed)
}

/// A spread of frames covering every kind of KIX picture (for the palette).
pub fn samples(names: &[String]) -> Vec<Scene> {
    let mut out = Vec::new();
    for (format, seed) in [(Format::Five, 1), (Format::Eleven, 2), (Format::Eleven, 3)] {
        let views = sample_views(format, seed, true);
        out.extend(crate::spread(&views, 8).map(|v| scene(v, names, Lang::En)));
    }
    out
}

/// Frames worth pinning: kick-off, a midfield reveal, a corner, a shoot-out finish, a
/// resignation before a card was played, a goal on the last play, names in any script, and a
/// corner in Spanish and in German.
pub fn pinned() -> Vec<crate::Pinned> {
    use crate::{first_view, pinned_names, Pinned};
    use touchline_games::kix::Config;
    use touchline_games::{Command, Match, Viewer};
    let names = pinned_names(2);
    let five = sample_views(Format::Five, 11, false);
    let corner = first_view(
        100,
        |seed| sample_views(Format::Eleven, seed, false),
        |v| matches!(v.last.as_ref().map(|r| r.phase), Some(Phase::Corner { .. })),
    );
    let shootout = first_view(
        500,
        |seed| sample_views(Format::Five, seed, true).pop().into_iter().collect(),
        |v| v.shootout.is_some(),
    );
    let midfield = five
        .iter()
        .find(|v| v.last.as_ref().is_some_and(|r| r.phase == Phase::Midfield))
        .expect("a midfield play")
        .clone();
    // The last picture of a match resigned before a card was played: not the kick-off again.
    let (mut resigned, _) = Match::<Kix>::new(Config::default(), 2, 11).expect("two seats");
    let _ = resigned.apply(0, Command::Resign);
    let last = |m: &Match<Kix>, lang: Lang| {
        let status = m.status();
        let outcome = status.outcome().expect("the match is over");
        final_scene(&m.view(Viewer::Spectator), &names, outcome, lang)
    };
    // A match whose last play is a goal, shown as the goal with full time beside it.
    let played_out = |seed: u64| {
        let (mut m, _) = Match::<Kix>::new(Config::default(), 2, seed).expect("two seats");
        while let Some(seat) = m.status().to_act().iter().next() {
            let _ = m.apply(seat, Command::AutoMove);
        }
        m
    };
    let goal_last = (0..300u64)
        .map(played_out)
        .find(|m| {
            let v = m.view(Viewer::Spectator);
            matches!(v.last.as_ref().map(|r| r.result), Some(PlayResult::Goal(_))) && v.shootout.is_none()
        })
        .expect("some seed ends on a goal");
    let emoji = ["⚽ Zoë's Lions 🦁".to_string(), "東京ユナイテッド Спартак".to_string()];
    vec![
        Pinned::new("kickoff", scene(&five[0], &names, Lang::En)),
        Pinned::new("midfield", scene(&midfield, &names, Lang::En)),
        Pinned::new("corner", scene(&corner, &names, Lang::En)),
        Pinned::new("shootout", scene(&shootout, &names, Lang::En)),
        Pinned::new("kix_resigned", last(&resigned, Lang::En)),
        Pinned::new("kix_last_play_goal", last(&goal_last, Lang::En)),
        Pinned::new("emoji_names", scene(&five[0], &emoji, Lang::En)),
        // The busiest frame in the longest languages, to see the words fit.
        Pinned::new("kix-corner-es", scene(&corner, &names, Lang::Es)),
        Pinned::new("kix-corner-de", scene(&corner, &names, Lang::De)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pinned_text(name: &str) -> Vec<String> {
        let p = pinned().into_iter().find(|p| p.name == name).expect("pinned");
        p.scene.texts().into_iter().map(str::to_string).collect()
    }

    #[test]
    fn long_names_are_shortened_to_fit() {
        let view = sample_views(Format::Five, 1, false).remove(0);
        let names = vec!["A very long football club name indeed".to_string(), "B".to_string()];
        assert!(scene(&view, &names, Lang::En).texts().contains(&"A very long football …"));
    }

    #[test]
    fn a_resignation_says_so_on_the_last_picture() {
        let texts = pinned_text("kix_resigned");
        assert!(texts.iter().any(|t| t == "RESIGNED"), "{texts:?}");
        assert!(texts.iter().any(|t| t.contains("Northside Rovers resigned")), "{texts:?}");
        assert!(!texts.iter().any(|t| t.contains("KICK-OFF") || t.contains("choose")), "{texts:?}");
    }

    #[test]
    fn a_goal_on_the_last_play_is_shown_as_the_goal_with_full_time_beside_it() {
        let texts = pinned_text("kix_last_play_goal");
        assert!(texts.iter().any(|t| t == "GOAL!"), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("full time: ")), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("Last play: Strike") && t.ends_with("full time")), "{texts:?}");
    }

    #[test]
    fn names_in_any_script_or_with_emoji_are_drawn() {
        use crate::text::Typesetter;
        let fonts = Typesetter::new();
        for name in ["⚽ Zoë's Lions 🦁", "東京ユナイテッド Спартак"] {
            assert!(fonts.covers(name), "{name} has a glyph for every character");
        }
        // A script no bundled font has is drawn as the replacement sign, not as empty boxes.
        assert!(!fonts.covers("ગોલ"));
        assert!(pinned_text("emoji_names").iter().any(|t| t.contains("🦁")));
    }
}
