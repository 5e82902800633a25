//! The Tally frame (test builds only): a scoreboard with a row per seat — name, goals, whether
//! they have picked, and their pick in the last round.

use touchline_games::tally::{Tally, TallyView};
use touchline_games::text::name;
use touchline_games::{Lang, Text};
use touchline_i18n::say;

use crate::palette::*;
use crate::scene::{text, Align, Base, Scene, Shape, Weight};

pub const WIDTH: u32 = 960;
pub const HEIGHT: u32 = 540;

/// The last scene: as [`scene`], with how the match ended when it did not reach its end.
pub fn final_scene(view: &TallyView, names: &[String], outcome: &touchline_games::Outcome, lang: Lang) -> Scene {
    let mut scene = scene(view, names, lang);
    if let Some((headline, line)) = crate::ended_early(outcome, names, lang) {
        scene.shapes.push(text(20.0, 20.0, 24.0, Weight::Bold, WHITE, Align::Left, format!("{headline}: {line}")));
    }
    scene
}

/// The scene for a Tally view.
pub fn scene(view: &TallyView, names: &[String], lang: Lang) -> Scene {
    let w = Tally::words();
    let mut s = Vec::new();
    let title = if view.over {
        say!(w, lang, "render-title-full-time", rounds = view.round)
    } else {
        say!(w, lang, "render-title-round", round = view.round + 1, rounds = view.rounds)
    };
    s.push(text(480.0, 24.0, 34.0, Weight::Bold, WHITE, Align::Center, title));
    for seat in 0..view.goals.len() {
        let y = 110.0 + seat as f32 * 96.0;
        s.push(Shape::Rect { x: 60.0, y, w: 840.0, h: 80.0, radius: 12.0, fill: PANEL });
        s.push(Shape::Rect { x: 60.0, y, w: 10.0, h: 80.0, radius: 4.0, fill: team(seat) });
        s.push(text(96.0, y + 20.0, 30.0, Weight::Bold, WHITE, Align::Left, name(names, seat).to_string()));
        let last = view
            .last
            .as_ref()
            .and_then(|l| l.get(seat))
            .map(|p| say!(w, lang, "render-last-pick", number = *p))
            .unwrap_or_default();
        s.push(text(620.0, y + 26.0, 22.0, Weight::Regular, MUTED, Align::Right, last));
        let state = if view.over {
            String::new()
        } else if view.picked.get(seat).copied().unwrap_or(false) {
            "✓".to_string()
        } else {
            "…".to_string()
        };
        s.push(text(700.0, y + 20.0, 30.0, Weight::Bold, READY, Align::Center, state));
        s.push(text(860.0, y + 14.0, 44.0, Weight::Bold, WHITE, Align::Right, view.goals[seat].to_string()));
    }
    Scene { width: WIDTH, height: HEIGHT, base: Base::Plain, shapes: s }
}

/// Sample frames (none: the test game does not shape the palette).
pub fn samples(_names: &[String]) -> Vec<Scene> {
    Vec::new()
}

/// Frames pinned for tests (none: the test game has no golden pictures).
pub fn pinned() -> Vec<crate::Pinned> {
    Vec::new()
}
