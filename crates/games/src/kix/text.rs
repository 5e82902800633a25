//! KIX in words: the rules in brief, a line per event, and what a manager must do now.

use super::pack::Ability;
use super::rules::Event;
use super::state::{Format, Kix, Period, Phase, PlayResult, Reveal};
use super::view::KixView;
use crate::game::{Seat, Viewer};
use crate::text::{name, Text};

impl Text for Kix {
    const NAME: &'static str = "kix";
    const TITLE: &'static str = "KIX";
    const BLURB: &'static str = "a card duel for 2, no dice: secret cards revealed together, 30 plays in 5-a-side or \
                                 45 in 11-a-side";
    const RULES: &'static str = "a card duel, no dice. Each manager holds a hand from their club's 60-card pack; \
every card has M (midfield), A (attack), D (defence), S (striker) and G (goalie). Each play, both choose a card in \
secret (by DM) and they are revealed together: win the midfield (M v M), then attack (your A v their D), then strike \
(your S v their G) to score. Ties replay the position. The match ends when the cards run out. In 11-a-side you also \
have a bench and three substitutions (before a midfield play), a tied strike is a corner (M + S v G + D), and the \
Half-Time card splits the match deck; a cup tie goes to extra time from the bench, then penalties.";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        event_line(event, names)
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::Revealed(_) | Event::KickOff { .. })
    }

    fn situation(view: &KixView, names: &[String]) -> String {
        situation(view, names, true)
    }

    /// The hand is left to the list of choices, which shows every card with its five values.
    fn brief_situation(view: &KixView, names: &[String]) -> String {
        situation(view, names, false)
    }
}

/// One line of play-by-play for an event as `names` (one per seat) would read it. "Has chosen"
/// is left to the waiting line.
pub fn event_line(event: &Event, names: &[String]) -> Option<String> {
    let n = |s: Seat| name(names, s);
    Some(match event {
        Event::KickOff { format, .. } => format!("Kick-off! {} KIX: {} v {}", format.title(), n(0), n(1)),
        Event::BenchStacked { seat, card: Some(c) } => format!("{} stacks {} on the bench", n(*seat), c.name()),
        Event::BenchStacked { .. } | Event::Chosen { .. } => return None,
        Event::BenchReady { seat } => format!("{} has set the bench", n(*seat)),
        Event::Substitution { seat, off: Some(off), on: Some(on), subs_left } => {
            format!("{}: {} off, {} on ({subs_left} subs left)", n(*seat), off.name(), on.name())
        }
        Event::Substitution { seat, subs_left, .. } => format!("{} makes a substitution ({subs_left} left)", n(*seat)),
        Event::Revealed(r) => reveal_line(r, names),
        Event::Goal { seat, score } => format!("GOAL for {}! {}–{}", n(*seat), score[0], score[1]),
        Event::HalfTime { score } => format!("Half time: {}–{}", score[0], score[1]),
        Event::SecondHalf => "Second half: new hands of 11".to_string(),
        Event::ExtraTime => "Level after 90: extra time from the bench".to_string(),
        Event::FullTime { score } => format!("Full time: {} {}–{} {}", n(0), score[0], score[1], n(1)),
        Event::Penalty { kick, score } => {
            let what = match kick.result {
                super::state::PenaltyResult::Scored => "scores",
                super::state::PenaltyResult::Saved => "is saved",
                super::state::PenaltyResult::Retake => "is level: retake",
            };
            format!(
                "Penalty {}: {} (S {}) against {} (G {}) {what} — {}–{}",
                n(kick.shooter),
                kick.striker.name(),
                kick.striker.value(Ability::Striker),
                kick.keeper.name(),
                kick.keeper.value(Ability::Goalie),
                score[0],
                score[1]
            )
        }
        Event::LotsDrawn { seat, .. } => format!(
            "Still level after {} rounds of sudden death: lots go to {}",
            super::rules::SUDDEN_DEATH_ROUNDS,
            n(*seat)
        ),
        Event::ShootoutWon { seat, score } => format!("{} wins the shoot-out {}–{}", n(*seat), score[0], score[1]),
    })
}

/// What a reveal showed, in one line.
pub fn reveal_line(r: &Reveal, names: &[String]) -> String {
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
    let head = format!("{}: {} v {}", phase_title(r.phase), part(first), part(1 - first));
    let n = |s: Seat| name(names, s);
    let tail = match r.result {
        PlayResult::MidfieldWon(s) => format!("{} wins the midfield", n(s)),
        PlayResult::AttackThrough(s) => format!("{} breaks through: a strike next", n(s)),
        PlayResult::AttackStopped(s) => format!("{} defends: back to midfield", n(s)),
        PlayResult::Goal(s) => format!("{} scores", n(s)),
        PlayResult::Saved(s) => format!("{} saves", n(s)),
        PlayResult::Tie => "level: play it again".to_string(),
        PlayResult::CornerAwarded(s) => format!("level: corner to {}", n(s)),
        PlayResult::CornerCleared => "level: the corner is cleared".to_string(),
    };
    format!("{head} — {tail}")
}

pub fn phase_title(phase: Phase) -> &'static str {
    match phase {
        Phase::BenchSetup => "Bench set-up",
        Phase::Midfield => "Midfield",
        Phase::Attack { .. } => "Attack",
        Phase::Strike { .. } => "Strike",
        Phase::Corner { .. } => "Corner",
        Phase::Over => "Full time",
    }
}

/// What a manager sees before choosing: the score, the play in front of them, their hand.
fn situation(v: &KixView, names: &[String], with_hand: bool) -> String {
    let Viewer::Seat(seat) = v.viewer else { return String::new() };
    let seat = seat.min(1);
    let period = match v.period {
        Period::Match => String::new(),
        p => format!(", {}", p.title().to_lowercase()),
    };
    let mut out = format!(
        "{} {} – {} {}   ({}{period}, play {})\n",
        name(names, 0),
        v.score[0],
        v.score[1],
        name(names, 1),
        v.format.title(),
        v.plays + 1
    );
    let you = v.abilities()[seat];
    let task = match v.phase {
        Phase::BenchSetup => {
            "Set your bench: stack up to three cards on top (they come on first), or confirm.".to_string()
        }
        Phase::Midfield => "Midfield: your card's M against theirs.".to_string(),
        Phase::Attack { attacker } if attacker == seat => "You attack: your A against their D.".to_string(),
        Phase::Attack { .. } => "They attack: your D against their A.".to_string(),
        Phase::Strike { attacker } if attacker == seat => "Strike! Your S against their G.".to_string(),
        Phase::Strike { .. } => "They strike: your G against their S.".to_string(),
        Phase::Corner { attacker } if attacker == seat => {
            "Your corner: two cards, M of one + S of the other.".to_string()
        }
        Phase::Corner { .. } => "Their corner: two cards, G of one + D of the other.".to_string(),
        Phase::Over => "Full time.".to_string(),
    };
    out.push_str(&task);
    out.push('\n');
    let side = &v.sides[seat];
    if let (Some(hand), true) = (&side.hand, with_hand) {
        out.push_str("Your hand:            M   A   D   S   G\n");
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
    match v.format {
        Format::Eleven => out.push_str(&format!("Deck {} · Subs left {}\n", side.deck_count, side.subs_left)),
        Format::Five => out.push_str(&format!("Deck {}\n", side.deck_count)),
    }
    out
}
