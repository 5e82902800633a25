//! Views and events as text, for the terminal (and the play-by-play lines under pictures).

use touchline_games::kix::{self, Ability, KixView, Phase};
use touchline_games::{AnyEvent, AnyView, Ending, Event, Outcome, Seat};

/// One play-by-play line per event, as `viewer`'s redacted events read.
pub fn event_lines(events: &[AnyEvent], names: &[String; 2]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            AnyEvent::Kix(Event::Game(g)) => match g {
                // "Has chosen" lines are noise in a transcript; the status line says who waits.
                kix::Event::Chosen { .. } => None,
                other => kix::view::event_line(other, names),
            },
            AnyEvent::Kix(Event::AutoMoved { seat }) => {
                Some(format!("{}'s time ran out: the computer moved", names[*seat]))
            }
            AnyEvent::Kix(Event::Resigned { seat }) => Some(format!("{} resigned", names[*seat])),
            AnyEvent::Kix(Event::Forfeited { seat }) => Some(format!("{} forfeited on time", names[*seat])),
            AnyEvent::Kix(Event::Finished(o)) => Some(result_line(o, names)),
        })
        .collect()
}

/// A step with one of these events resolved a play (or ended the match) and gets a picture.
pub fn is_turn_end(e: &AnyEvent) -> bool {
    match e {
        AnyEvent::Kix(Event::Game(kix::Event::Revealed(_) | kix::Event::KickOff { .. })) => true,
        // Resignations and forfeits always come with the final whistle.
        AnyEvent::Kix(Event::Finished(_)) => true,
        AnyEvent::Kix(_) => false,
    }
}

/// The final result in words.
pub fn result_line(o: &Outcome, names: &[String; 2]) -> String {
    let score = format!("{} {}–{} {}", names[0], o.goals[0], o.goals.get(1).copied().unwrap_or(0), names[1]);
    let how = match (o.ending, o.winner, &o.shootout) {
        (Ending::Resigned(s), _, _) => format!(" ({} resigned)", names[s]),
        (Ending::Forfeited(s), _, _) => format!(" ({} forfeited)", names[s]),
        (_, Some(w), Some(p)) => format!(" — {} win {}–{} on penalties", names[w], p[w], p[1 - w]),
        (_, None, _) => " — a draw".to_string(),
        _ => String::new(),
    };
    format!("Final score: {score}{how}")
}

/// What `seat` sees before choosing: the situation and, for a player, their hand.
pub fn private_text(view: &AnyView, seat: Seat, names: &[String; 2]) -> String {
    match view {
        AnyView::Kix(v) => kix_text(v, seat, names),
    }
}

fn kix_text(v: &KixView, seat: Seat, names: &[String; 2]) -> String {
    let period = match v.period {
        touchline_games::kix::Period::Match => String::new(),
        p => format!(", {}", p.title().to_lowercase()),
    };
    let mut out = format!(
        "{} {} – {} {}   ({}{period}, play {})\n",
        names[0],
        v.score[0],
        v.score[1],
        names[1],
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
    if let Some(hand) = &side.hand {
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
    out.push_str(&format!("Deck {} · Subs left {}\n", side.deck_count, side.subs_left));
    out
}
