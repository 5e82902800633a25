//! What each viewer may see of a KIX match (rules digest §6), and how events read as text.

use serde::Serialize;

use super::pack::{Ability, Card, CardId};
use super::rules::{Event, Input};
use super::state::*;
use crate::game::{Seat, Viewer};

/// One side as a viewer sees it. Counts are public; cards in hand, on the bench and the pending
/// choice are filled in only for the side's own manager.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideView {
    pub hand_count: u8,
    pub deck_count: u8,
    pub bench_count: u8,
    pub subs_left: u8,
    /// Has chosen for the current play (never what).
    pub chosen: bool,
    /// 11-a-side: the Half-Time card has been drawn; no more draws this half.
    pub reached_half_time: bool,
    pub hand: Option<Vec<Card>>,
    /// Own bench, top card first.
    pub bench: Option<Vec<Card>>,
    pub bench_stacked: Option<u8>,
    pub choice: Option<Choice>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KixView {
    pub viewer: Viewer,
    pub format: Format,
    pub result_needed: bool,
    pub period: Period,
    pub phase: Phase,
    pub score: [u16; 2],
    pub plays: u16,
    pub sides: [SideView; 2],
    /// The last revealed play.
    pub last: Option<Reveal>,
    pub shootout: Option<Shootout>,
}

impl KixView {
    /// The ability each seat plays in the current phase.
    pub fn abilities(&self) -> [Ability; 2] {
        abilities_in(self.phase)
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

pub(crate) fn view(kix: &Kix, viewer: Viewer) -> KixView {
    let sides = [0, 1].map(|s| {
        let side = &kix.sides[s];
        let own = viewer == Viewer::Seat(s);
        let waiting = match kix.phase {
            Phase::BenchSetup => !side.bench_ready,
            Phase::Over => false,
            _ => side.choice.is_none(),
        };
        SideView {
            hand_count: side.hand.len() as u8,
            deck_count: side.deck.len() as u8,
            bench_count: side.bench.len() as u8,
            subs_left: MAX_SUBS.saturating_sub(side.subs_used),
            chosen: !waiting && kix.phase != Phase::Over,
            reached_half_time: side.reached_half_time,
            hand: own.then(|| side.hand.iter().map(|c| side.card(*c)).collect()),
            bench: own.then(|| side.bench.iter().rev().map(|c| side.card(*c)).collect()),
            bench_stacked: own.then_some(side.bench_stacked),
            choice: if own { side.choice } else { None },
        }
    });
    KixView {
        viewer,
        format: kix.format,
        result_needed: kix.result_needed,
        period: kix.period,
        phase: kix.phase,
        score: kix.score,
        plays: kix.plays,
        sides,
        last: kix.last.clone(),
        shootout: kix.shootout.clone(),
    }
}

pub(crate) fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let own = |seat: Seat| viewer == Viewer::Seat(seat);
    Some(match event {
        // How a manager stacks the bench is none of anyone else's business.
        Event::BenchStacked { seat, .. } if !own(*seat) => return None,
        Event::Chosen { seat, .. } if !own(*seat) => Event::Chosen { seat: *seat, choice: None },
        Event::Substitution { seat, subs_left, .. } if !own(*seat) => {
            Event::Substitution { seat: *seat, off: None, on: None, subs_left: *subs_left }
        }
        other => other.clone(),
    })
}

/// A card as a manager reads it in a menu: name, specialist and the value that counts now.
pub fn card_label(card: &Card, ability: Ability) -> String {
    format!("{} ({}) {} {}", card.name(), card.specialist.short(), ability.letter(), card.value(ability))
}

pub(crate) fn describe_input(kix: &Kix, seat: Seat, input: &Input) -> String {
    let side = &kix.sides[seat.min(1)];
    let name = |id: CardId| side.get(id).map(|c| c.name()).unwrap_or_else(|| format!("card #{id}"));
    let label =
        |id: CardId, a: Ability| side.get(id).map(|c| card_label(&c, a)).unwrap_or_else(|| format!("card #{id}"));
    let value = |id: CardId, a: Ability| side.get(id).map(|c| c.value(a) as u16).unwrap_or(0);
    match *input {
        Input::StackBench { card } => {
            let best = side.get(card).map(|c| c.best().0).unwrap_or(Ability::Midfield);
            format!("Put {} on top of the bench", label(card, best))
        }
        Input::BenchReady => "Bench ready".to_string(),
        Input::Play { card } => label(card, kix.abilities(kix.phase)[seat.min(1)]),
        Input::Substitute { off } => format!("Substitute {} off", name(off)),
        Input::Corner { first, second } => {
            let (a, b) = match kix.phase {
                Phase::Corner { attacker } if attacker != seat => (Ability::Goalie, Ability::Defence),
                _ => (Ability::Midfield, Ability::Striker),
            };
            let total = value(first, a) + value(second, b);
            if first == second {
                format!("{} for {} and {} = {total}", name(first), a.letter(), b.letter())
            } else {
                format!("{} + {} = {total}", label(first, a), label(second, b))
            }
        }
    }
}

/// One line of play-by-play for an event as `names` (one per seat) would read it.
pub fn event_line(event: &Event, names: &[String; 2]) -> Option<String> {
    let name = |s: Seat| names[s].as_str();
    Some(match event {
        Event::KickOff { format, .. } => format!("Kick-off! {} KIX: {} v {}", format.title(), name(0), name(1)),
        Event::BenchStacked { seat, card: Some(c) } => format!("{} stacks {} on the bench", name(*seat), c.name()),
        Event::BenchStacked { .. } => return None,
        Event::BenchReady { seat } => format!("{} has set the bench", name(*seat)),
        Event::Chosen { seat, .. } => format!("{} has chosen ✓", name(*seat)),
        Event::Substitution { seat, off: Some(off), on: Some(on), subs_left } => {
            format!("{}: {} off, {} on ({subs_left} subs left)", name(*seat), off.name(), on.name())
        }
        Event::Substitution { seat, subs_left, .. } => {
            format!("{} makes a substitution ({subs_left} left)", name(*seat))
        }
        Event::Revealed(r) => reveal_line(r, names),
        Event::Goal { seat, score } => format!("GOAL for {}! {}–{}", name(*seat), score[0], score[1]),
        Event::HalfTime { score } => format!("Half time: {}–{}", score[0], score[1]),
        Event::SecondHalf => "Second half: new hands of 11".to_string(),
        Event::ExtraTime => "Level after 90: extra time from the bench".to_string(),
        Event::FullTime { score } => format!("Full time: {} {}–{} {}", name(0), score[0], score[1], name(1)),
        Event::Penalty { kick, score } => {
            let what = match kick.result {
                super::state::PenaltyResult::Scored => "scores",
                super::state::PenaltyResult::Saved => "is saved",
                super::state::PenaltyResult::Retake => "is level: retake",
            };
            format!(
                "Penalty {}: {} (S {}) against {} (G {}) {what} — {}–{}",
                name(kick.shooter),
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
            name(*seat)
        ),
        Event::ShootoutWon { seat, score } => {
            format!("{} win the shoot-out {}–{}", name(*seat), score[0], score[1])
        }
    })
}

/// What a reveal showed, in one line.
pub fn reveal_line(r: &Reveal, names: &[String; 2]) -> String {
    let part = |s: usize| {
        r.shown[s]
            .iter()
            .map(|(c, a)| format!("{} {} {}", c.name(), a.letter(), c.value(*a)))
            .collect::<Vec<_>>()
            .join(" + ")
    };
    let head = format!("{}: {} v {}", phase_title(r.phase), part(0), part(1));
    let tail = match r.result {
        PlayResult::MidfieldWon(s) => format!("{} win the midfield", names[s]),
        PlayResult::AttackThrough(s) => format!("{} break through: a strike next", names[s]),
        PlayResult::AttackStopped(s) => format!("{} defend: back to midfield", names[s]),
        PlayResult::Goal(s) => format!("{} score", names[s]),
        PlayResult::Saved(s) => format!("{} save", names[s]),
        PlayResult::Tie => "level: play it again".to_string(),
        PlayResult::CornerAwarded(s) => format!("level: corner to {}", names[s]),
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
