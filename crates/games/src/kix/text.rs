//! KIX in words: the rules in brief, a line per event, and what a manager must do now.

use touchline_i18n::{say, Catalogue, FluentValue, Named, Source};

use super::pack::Ability;
use super::rules::Event;
use super::state::{Format, Kix, PenaltyResult, Period, Phase, PlayResult, Reveal};
use super::view::KixView;
use crate::game::{Seat, Viewer};
use crate::text::{name, Lang, Text};

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for Kix {
    const TITLE: &'static str = "KIX";
    const SOURCES: &'static [Source] = &SOURCES;
    const NAMED: &'static [&'static [&'static str]] = &[Format::IDS, Period::IDS, PenaltyResult::IDS];

    fn words() -> &'static Catalogue {
        &WORDS
    }

    /// One line of play-by-play for an event as `names` (one per seat) would read it. "Has chosen"
    /// is left to the waiting line.
    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        let n = |s: Seat| name(names, s);
        Some(match event {
            Event::KickOff { format, .. } => {
                say!(w, lang, "event-kick-off", format = format_title(*format, lang), home = n(0), away = n(1))
            }
            Event::BenchStacked { seat, card: Some(c) } => {
                say!(w, lang, "event-bench-stacked", name = n(*seat), card = c.name())
            }
            Event::BenchStacked { .. } | Event::Chosen { .. } => return None,
            Event::BenchReady { seat } => say!(w, lang, "event-bench-ready", name = n(*seat)),
            Event::Substitution { seat, off: Some(off), on: Some(on), subs_left } => {
                say!(
                    w,
                    lang,
                    "event-substitution",
                    name = n(*seat),
                    off = off.name(),
                    on = on.name(),
                    left = *subs_left
                )
            }
            Event::Substitution { seat, subs_left, .. } => {
                say!(w, lang, "event-substitution-hidden", name = n(*seat), left = *subs_left)
            }
            Event::Revealed(r) => reveal_line(r, names, lang),
            Event::Goal { seat, score } => {
                say!(w, lang, "event-goal", name = n(*seat), home = score[0], away = score[1])
            }
            Event::HalfTime { score } => say!(w, lang, "event-half-time", home = score[0], away = score[1]),
            Event::SecondHalf => say!(w, lang, "event-second-half"),
            Event::ExtraTime => say!(w, lang, "event-extra-time"),
            Event::FullTime { score } => {
                say!(w, lang, "event-full-time", home = n(0), home_goals = score[0], away_goals = score[1], away = n(1))
            }
            Event::Penalty { kick, score } => {
                let (shooter, striker, keeper) = (n(kick.shooter), kick.striker.name(), kick.keeper.name());
                let (s, g) = (kick.striker.value(Ability::Striker), kick.keeper.value(Ability::Goalie));
                let (home, away) = (score[0], score[1]);
                let id = kick.result.message_id();
                let args = [
                    ("name", FluentValue::from(shooter)),
                    ("striker", FluentValue::from(striker)),
                    ("s", FluentValue::from(s)),
                    ("keeper", FluentValue::from(keeper)),
                    ("g", FluentValue::from(g)),
                    ("home", FluentValue::from(home)),
                    ("away", FluentValue::from(away)),
                ];
                w.text(lang, id, &args)
            }
            Event::LotsDrawn { seat, .. } => {
                say!(w, lang, "event-lots-drawn", rounds = super::rules::SUDDEN_DEATH_ROUNDS, name = n(*seat))
            }
            Event::ShootoutWon { seat, score } => {
                say!(w, lang, "event-shootout-won", name = n(*seat), home = score[0], away = score[1])
            }
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::Revealed(_) | Event::KickOff { .. })
    }

    fn situation(view: &KixView, names: &[String], lang: Lang) -> String {
        situation(view, names, true, lang)
    }

    /// The hand is left to the list of choices, which shows every card with its five values.
    fn brief_situation(view: &KixView, names: &[String], lang: Lang) -> String {
        situation(view, names, false, lang)
    }
}

/// What a reveal showed, in one line.
pub fn reveal_line(r: &Reveal, names: &[String], lang: Lang) -> String {
    let w = &*WORDS;
    // Card names and ability letters are the cards' own print, the same in every language.
    let part = |s: usize| {
        r.shown[s]
            .iter()
            .map(|(c, a)| format!("{} {} {}", c.name(), a.letter(), c.value(*a)))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    // The side in possession first (the attacker's A before the defender's D); the midfield
    // in seat order.
    let first = match r.phase {
        Phase::Attack { attacker } | Phase::Strike { attacker } | Phase::Corner { attacker } => attacker.min(1),
        _ => 0,
    };
    let n = |s: Seat| name(names, s);
    let result = match r.result {
        PlayResult::MidfieldWon(s) => say!(w, lang, "reveal-midfield-won", name = n(s)),
        PlayResult::AttackThrough(s) => say!(w, lang, "reveal-attack-through", name = n(s)),
        PlayResult::AttackStopped(s) => say!(w, lang, "reveal-attack-stopped", name = n(s)),
        PlayResult::Goal(s) => say!(w, lang, "reveal-goal", name = n(s)),
        PlayResult::Saved(s) => say!(w, lang, "reveal-saved", name = n(s)),
        PlayResult::Tie => say!(w, lang, "reveal-tie"),
        PlayResult::CornerAwarded(s) => say!(w, lang, "reveal-corner-awarded", name = n(s)),
        PlayResult::CornerCleared => say!(w, lang, "reveal-corner-cleared"),
    };
    say!(
        w,
        lang,
        "reveal-line",
        phase = phase_title(r.phase, lang),
        first = part(first),
        second = part(1 - first),
        result = result
    )
}

/// The name of a play, as a heading ("Midfield").
pub fn phase_title(phase: Phase, lang: Lang) -> String {
    let w = &*WORDS;
    match phase {
        Phase::BenchSetup => say!(w, lang, "phase-bench-setup"),
        Phase::Midfield => say!(w, lang, "phase-midfield"),
        Phase::Attack { .. } => say!(w, lang, "phase-attack"),
        Phase::Strike { .. } => say!(w, lang, "phase-strike"),
        Phase::Corner { .. } => say!(w, lang, "phase-corner"),
        Phase::Over => say!(w, lang, "phase-full-time"),
    }
}

/// The format as people read it ("5-a-side"). The option words `five`/`eleven` are what
/// people type and stay as they are.
pub fn format_title(format: Format, lang: Lang) -> String {
    let w = &*WORDS;
    w.name_of(lang, &format)
}

/// A period as it reads inside a line ("first half", lower case where the language allows).
pub fn period_name(period: Period, lang: Lang) -> String {
    let w = &*WORDS;
    w.name_of(lang, &period)
}

/// Where the hand's column headings start: the first value column of the rows below.
const HAND_HEADING_WIDTH: usize = 22;

/// What a manager sees before choosing: the score, the play in front of them, their hand.
fn situation(v: &KixView, names: &[String], with_hand: bool, lang: Lang) -> String {
    let w = &*WORDS;
    let Viewer::Seat(seat) = v.viewer else { return String::new() };
    let seat = seat.min(1);
    let (home, away) = (name(names, 0), name(names, 1));
    let (home_goals, away_goals) = (v.score[0], v.score[1]);
    let (format, play) = (format_title(v.format, lang), v.plays + 1);
    let mut out = match v.period {
        Period::Match => say!(
            w,
            lang,
            "situation-score",
            home = home,
            home_goals = home_goals,
            away_goals = away_goals,
            away = away,
            format = format,
            play = play
        ),
        p => say!(
            w,
            lang,
            "situation-score-period",
            home = home,
            home_goals = home_goals,
            away_goals = away_goals,
            away = away,
            format = format,
            period = period_name(p, lang),
            play = play
        ),
    };
    out.push('\n');
    let you = v.abilities()[seat];
    let task = match v.phase {
        Phase::BenchSetup => say!(w, lang, "situation-bench-setup"),
        Phase::Midfield => say!(w, lang, "situation-midfield"),
        Phase::Attack { attacker } if attacker == seat => say!(w, lang, "situation-you-attack"),
        Phase::Attack { .. } => say!(w, lang, "situation-they-attack"),
        Phase::Strike { attacker } if attacker == seat => say!(w, lang, "situation-you-strike"),
        Phase::Strike { .. } => say!(w, lang, "situation-they-strike"),
        Phase::Corner { attacker } if attacker == seat => say!(w, lang, "situation-your-corner"),
        Phase::Corner { .. } => say!(w, lang, "situation-their-corner"),
        Phase::Over => say!(w, lang, "situation-full-time"),
    };
    out.push_str(&task);
    out.push('\n');
    let side = &v.sides[seat];
    if let (Some(hand), true) = (&side.hand, with_hand) {
        // Only the heading is words; the columns stay where the values are.
        let heading = say!(w, lang, "situation-your-hand");
        let pad = HAND_HEADING_WIDTH.max(heading.chars().count() + 1);
        out.push_str(&format!("{heading:<pad$}M   A   D   S   G\n"));
        for c in hand {
            let mark = |a: Ability| {
                if a == you && !matches!(v.phase, Phase::Corner { .. } | Phase::BenchSetup) {
                    "*"
                } else {
                    " "
                }
            };
            out.push_str(&format!(
                "  {:<14} {:<3} {:>3}{} {:>3}{} {:>3}{} {:>3}{} {:>3}{}\n",
                c.name(),
                c.specialist.short(),
                c.value(Ability::Midfield),
                mark(Ability::Midfield),
                c.value(Ability::Attack),
                mark(Ability::Attack),
                c.value(Ability::Defence),
                mark(Ability::Defence),
                c.value(Ability::Striker),
                mark(Ability::Striker),
                c.value(Ability::Goalie),
                mark(Ability::Goalie),
            ));
        }
    }
    // Only 11-a-side has a bench, so only it has substitutions (§3.1).
    let counts = match v.format {
        Format::Eleven => say!(w, lang, "situation-deck-subs", deck = side.deck_count, subs = side.subs_left),
        Format::Five => say!(w, lang, "situation-deck", deck = side.deck_count),
    };
    out.push_str(&counts);
    out.push('\n');
    out
}
