//! Views and events as text, for the terminal (and the play-by-play lines under pictures).

use touchline_games::fuba::{self, FubaView};
use touchline_games::kix::{self, Ability, KixView, Phase};
use touchline_games::{AnyEvent, AnyView, Ending, Event, Game, Outcome, Seat};

/// One play-by-play line per event, as `viewer`'s redacted events read.
pub fn event_lines(events: &[AnyEvent], names: &[String; 2]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            // "Has chosen" lines are noise in a transcript; the status line says who waits.
            AnyEvent::Kix(Event::Game(kix::Event::Chosen { .. })) => None,
            AnyEvent::Kix(Event::Game(g)) => kix::view::event_line(g, names),
            AnyEvent::Kix(other) => match_line(other, names),
            AnyEvent::Fuba(Event::Game(fuba::Event::Chose { .. })) => None,
            AnyEvent::Fuba(Event::Game(g)) => fuba::view::event_line(g, names),
            AnyEvent::Fuba(other) => match_line(other, names),
        })
        .collect()
}

/// The lines every game shares: timeouts, resignations, the final whistle.
fn match_line<G: Game>(e: &Event<G>, names: &[String; 2]) -> Option<String> {
    match e {
        Event::Game(_) => None,
        Event::AutoMoved { seat } => Some(format!("{}'s time ran out: the computer moved", names[*seat])),
        Event::Resigned { seat } => Some(format!("{} resigned", names[*seat])),
        Event::Forfeited { seat } => Some(format!("{} forfeited on time", names[*seat])),
        Event::Finished(o) => Some(result_line(o, names)),
    }
}

/// A step with one of these events resolved a play (or ended the match) and gets a picture.
pub fn is_turn_end(e: &AnyEvent) -> bool {
    match e {
        AnyEvent::Kix(Event::Game(kix::Event::Revealed(_) | kix::Event::KickOff { .. })) => true,
        // Resignations and forfeits always come with the final whistle.
        AnyEvent::Kix(Event::Finished(_)) => true,
        AnyEvent::Kix(_) => false,
        // A FUBA picture after every turn, and when a setup, a half or a penalty needs one.
        AnyEvent::Fuba(Event::Game(
            fuba::Event::TurnEnded { .. }
            | fuba::Event::SetupStarts { .. }
            | fuba::Event::HalfTime { .. }
            | fuba::Event::PenaltyKick { .. }
            | fuba::Event::KickOffRoll { .. },
        )) => true,
        AnyEvent::Fuba(Event::Finished(_)) => true,
        AnyEvent::Fuba(_) => false,
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
        AnyView::Fuba(v) => fuba_text(v, seat, names),
    }
}

/// The FUBA situation for one coach: score and clock, the board as a table, and the decision.
fn fuba_text(v: &FubaView, seat: Seat, names: &[String; 2]) -> String {
    use touchline_games::fuba::board;
    let mut out = format!(
        "{} {} – {} {}   ({}, half {}{})\n",
        names[0],
        v.score[0],
        v.score[1],
        names[1],
        v.clock(),
        v.half,
        match v.config.summary().as_str() {
            "basic" | "A4" => String::new(),
            rules => format!(", {rules}"),
        }
    );
    let you = &v.teams[seat];
    if let Some(f) = you.formation {
        out.push_str(&format!("You play {f}"));
        if let Some(cp) = you.cp {
            out.push_str(&format!(" · CP D{} M{} F{}{}", cp[0], cp[1], cp[2], if you.tired { " (tired)" } else { "" }));
        }
        if let Some(subs) = you.subs_left {
            out.push_str(&format!(" · subs left {subs}"));
        }
        out.push_str(&format!(" · cards {}Y {}R\n", you.yellows, you.reds));
    }
    if !matches!(v.phase, fuba::Phase::Prepare { .. }) {
        let ball_side = if v.ct == seat { "Your ball" } else { "Their ball" };
        out.push_str(&format!("{ball_side} in {} (value {})", board::id(v.ball), v.value));
        if let Some(t) = v.target {
            out.push_str(&format!(", target {}", board::id(t)));
        }
        out.push('\n');
        // The board lane by lane, west to east: "home:away" players (GK marked with *).
        for lane in [board::Lane::North, board::Lane::Centre, board::Lane::South] {
            let cells: Vec<String> = (0..board::AREA_COUNT as u8)
                .filter(|a| board::lane(*a) == lane)
                .map(|a| {
                    let count = |s: usize| {
                        let t = &v.teams[s];
                        format!("{}{}", t.pieces[a as usize], if t.keeper == a { "*" } else { "" })
                    };
                    format!("{} {}:{}", board::id(a), count(0), count(1))
                })
                .collect();
            out.push_str(&format!("  {}\n", cells.join("  ")));
        }
        let corners: Vec<String> = (board::AREA_COUNT as u8..board::SPOT_COUNT as u8)
            .filter(|a| v.teams[0].pieces[*a as usize] + v.teams[1].pieces[*a as usize] > 0)
            .map(|a| format!("{} {}:{}", board::id(a), v.teams[0].pieces[a as usize], v.teams[1].pieces[a as usize]))
            .collect();
        if !corners.is_empty() {
            out.push_str(&format!("  corner spots: {}\n", corners.join("  ")));
        }
    }
    out.push_str(&fuba_task(v, seat));
    out.push('\n');
    out
}

fn fuba_task(v: &FubaView, seat: Seat) -> String {
    use touchline_games::fuba::{ActionStep, Phase as P, SetupKind, SetupStage};
    let ours = v.ct == seat;
    match &v.phase {
        P::Prepare { drafts } => match drafts[seat].formation {
            None => "Choose your formation in secret (defenders-midfielders-forwards).".into(),
            Some(f) => format!("Formation {f}: now your roles and styles, in secret."),
        },
        P::KickOffChoice { .. } => "You won the kick-off roll: start with the ball or without it?".into(),
        P::Setup { kind, stage, picked } => {
            let what = match kind {
                SetupKind::KickOff => "Kick-off setup: at least 2 players in C3 for the team with the ball, everyone in their own half, the goalkeeper in the box.".to_string(),
                SetupKind::FreeKick { area } => format!("Free-kick setup in {}.", touchline_games::fuba::board::id(*area)),
                SetupKind::Corner => "Corner setup: one attacker on a corner spot.".into(),
                SetupKind::Penalty => "Penalty setup: only the taker and the goalkeeper in the box.".into(),
            };
            let step = match (stage, picked) {
                (_, Some((from, _))) => format!("Where to? (taken from {})", touchline_games::fuba::board::id(*from)),
                (SetupStage::Adjust { left }, None) => {
                    format!("You may move up to {left} player(s) one area, or say ready.")
                }
                _ => "The default placement is set: move players or say ready.".into(),
            };
            format!("{what}\n{step}")
        }
        P::FreeKickChoice => "Free kick: shoot now (−1) or play on with a new turn.".into(),
        P::Target => "Choose the target area for the ball.".into(),
        P::EventMoves { left, .. } => format!("Special event: you may move {left} player(s) one area."),
        P::ExtraMovement { .. } => "Slow goal kick: an extra movement stage.".into(),
        P::Action { step, .. } => match step {
            ActionStep::Choose { .. } if ours => "Your action stage: shoot, or choose how to move.".into(),
            ActionStep::Choose { .. } => "Your action stage (defending): choose how to move.".into(),
            ActionStep::Moving { kind, left, .. } => format!("{}: {left} move(s) left.", kind.title()),
            ActionStep::FreeMoves => "Free moves away from the goal line, if you want.".into(),
            ActionStep::Finish { .. } => "Press, substitute, or end your stage.".into(),
        },
        P::Penalty { dive: None, .. } => "Penalty: choose your goalkeeper's dive, in secret.".into(),
        P::Penalty { .. } => "Penalty: choose where to kick (the keeper has chosen, you can't see it).".into(),
        P::HalfTime { .. } => "Half time: move one player between lines, or keep your formation (secret).".into(),
        P::Over => "Full time.".into(),
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
