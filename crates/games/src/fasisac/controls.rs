//! What a FASISAC manager can do now: the pool as a menu (draft picks and auction lots), bid
//! buttons, the six tactics, the squad for the next position of the line-up, boost and reroll
//! buttons in their windows, and the penalty takers.

use super::cards::{get, player, player_bonus, versus, Boost, Slot, Tactic};
use super::rules::{attributes, Input};
use super::state::{Fasisac, Phase, Window};
use crate::controls::{Button, ButtonKind, Choice, Controls};
use crate::game::Seat;

fn card_label(card: u8) -> String {
    let p = get(card);
    let glove = if p.keeper { " 🧤" } else { "" };
    format!("{}{glove} — {}", p.name, p.stats())
}

fn card_detail(card: u8) -> String {
    let p = get(card);
    format!("{} · value {}", p.icons_text(), p.value)
}

/// The pool's groups when it is longer than one menu: keepers, then outfield by value.
fn pool_group(card: u8) -> (String, String) {
    let p = get(card);
    if p.keeper {
        ("gk".into(), "Goalkeepers".into())
    } else if p.value >= 18 {
        ("hi".into(), "Outfield, value 18+".into())
    } else {
        ("lo".into(), "Outfield, value 17 or less".into())
    }
}

/// A range of figures from the fewest specialists (0–2) to the most (5): "4–7", or "2" when it
/// does not change.
fn span(low: u8, high: u8) -> String {
    if low == high {
        low.to_string()
    } else {
        format!("{low}–{high}")
    }
}

/// A tactic in a manager's words: what its table gives, from 0–2 starters carrying its icon
/// to all five (§5.4), and what a team's "oppo." does: cancel the other side's attacks.
fn tactic_label(tactic: Tactic) -> String {
    // The table's first row (0–2 starters) and its last (all five).
    let (low, high) = (player_bonus(tactic, 0), player_bonus(tactic, 5));
    let boosts = if high.boosts == 1 { "boost" } else { "boosts" };
    let cancels = match (low.oppo, high.oppo) {
        (0, 0) => String::new(),
        (1, 1) => ", cancels 1 of their attacks".to_string(),
        (l, h) => format!(", cancels {} of their attacks", span(l, h)),
    };
    format!(
        "{} — {} attacks, {} {boosts}{cancels}",
        tactic.title(),
        span(low.attacks, high.attacks),
        span(low.boosts, high.boosts)
    )
}

fn tactic_detail(g: &Fasisac, seat: Seat, tactic: Tactic) -> String {
    let carrying = g.teams[seat].squad.iter().filter(|c| get(**c).carries(tactic)).count();
    let best: Vec<String> = Tactic::ALL
        .iter()
        .filter(|o| {
            let v = versus(tactic, **o);
            v.attacks + v.boosts + v.oppo > 0
        })
        .map(|o| o.title().to_string())
        .collect();
    format!("More with more starters carrying its icon ({carrying} in your squad) · bonus v {}", best.join(", "))
}

pub(crate) fn describe_input(g: &Fasisac, seat: Seat, input: &Input) -> String {
    match *input {
        Input::Pick { card } => format!("Pick {}", card_label(card)),
        Input::Nominate { card, price } => format!("{} at {price}k", card_label(card)),
        Input::Bid { price } => format!("Bid {price}k"),
        Input::Tactic { tactic } => tactic.title().to_string(),
        Input::Place { card } => {
            let slot = g.config.slots().get(g.teams[seat].pending_lineup.len()).copied().unwrap_or(Slot::S);
            format!("{} at {}", card_label(card), slot.code())
        }
        Input::KeepLineUp => "Keep the same line-up".to_string(),
        Input::ClearLineUp => "Start the line-up again".to_string(),
        Input::Kick => "Roll the dice".to_string(),
        Input::Boost { boost } => boost_label(g, seat, boost),
        Input::Reroll => "Reroll my die".to_string(),
        Input::Pass => match g.phase {
            Phase::Bidding { .. } => "Pass (stop bidding)".to_string(),
            _ => "Pass".to_string(),
        },
        Input::Taker { card } => {
            let p = get(card);
            format!("{} (Shooting {})", p.name, p.shooting)
        }
    }
}

/// "Skill Boost: +3 Skill" or "Tackling Boost: +1 Skill".
fn boost_label(g: &Fasisac, seat: Seat, boost: Boost) -> String {
    let Phase::Attack(a) = &g.phase else { return boost.title().to_string() };
    let (att, def) = attributes(a.duel);
    let attribute = if seat == a.attacking { att } else { def };
    format!("{}: +{} {}", boost.title(), boost.bonus(attribute), attribute.title())
}

fn boost_code(boost: Boost) -> (&'static str, &'static str) {
    match boost {
        Boost::Skill => ("bskill", "sk"),
        Boost::Tackling => ("btackling", "tk"),
        Boost::Shooting => ("bshooting", "sh"),
        Boost::Goalkeeping => ("bkeeping", "gk"),
        Boost::Reroll => ("reroll", "rr"),
    }
}

pub(crate) fn controls(g: &Fasisac, seat: Seat) -> Controls<Input> {
    let mut controls = Controls::new();
    let legal = g.legal(seat);
    if legal.is_empty() {
        return controls;
    }
    // Draft picks, lots and bids are made in the open (§3.2 step 3, §6); nobody holds a boost
    // card before the draft is over.
    controls.in_the_open = matches!(g.phase, Phase::Draft { .. } | Phase::Nominate { .. } | Phase::Bidding { .. });
    let card_of = |i: &Input| match i {
        Input::Pick { card } | Input::Nominate { card, .. } | Input::Place { card } | Input::Taker { card } => *card,
        _ => 0,
    };
    match &g.phase {
        Phase::Draft { .. } => {
            let choices =
                legal.iter().map(|i| Choice::detailed(card_label(card_of(i)), card_detail(card_of(i)), *i)).collect();
            controls.menu("Pick a player", choices, |i| pool_group(card_of(i)), |label| format!("{label}: pick one"));
        }
        Phase::Nominate { .. } => {
            let choices = legal
                .iter()
                .map(|i| {
                    let Input::Nominate { card, price } = *i else {
                        return Choice::detailed(String::new(), String::new(), *i);
                    };
                    let how = if price == super::cards::BID_STEP { "the minimum bid" } else { "its value" };
                    Choice::detailed(describe_input(g, seat, i), format!("open at {how} · {}", card_detail(card)), *i)
                })
                .collect();
            controls.menu(
                "Put a player up for auction",
                choices,
                |i| pool_group(card_of(i)),
                |label| format!("{label}: which, and at what price?"),
            );
        }
        Phase::Bidding { .. } => {
            const CODES: [(&str, &str); 3] = [("bidlow", "b"), ("bidmid", "bm"), ("bidhigh", "bh")];
            let mut buttons: Vec<Button<Input>> = legal
                .iter()
                .filter(|i| matches!(i, Input::Bid { .. }))
                .zip(CODES)
                .map(|(i, (code, key))| Button {
                    code,
                    key,
                    label: describe_input(g, seat, i),
                    kind: ButtonKind::Go,
                    input: *i,
                })
                .collect();
            buttons.push(Button {
                code: "pass",
                key: "pa",
                label: "Pass".into(),
                kind: ButtonKind::Next,
                input: Input::Pass,
            });
            controls.buttons(buttons);
        }
        Phase::Tactics => {
            let choices = legal
                .iter()
                .map(|i| {
                    let Input::Tactic { tactic } = *i else {
                        return Choice::detailed(String::new(), String::new(), *i);
                    };
                    Choice::detailed(tactic_label(tactic), tactic_detail(g, seat, tactic), *i)
                })
                .collect();
            controls.menu(
                "Choose your tactic (secret)",
                choices,
                |_| (String::new(), String::new()),
                |_| String::new(),
            );
        }
        Phase::LineUp => {
            let slot = g.config.slots().get(g.teams[seat].pending_lineup.len()).copied();
            let choices: Vec<Choice<Input>> = legal
                .iter()
                .filter(|i| matches!(i, Input::Place { .. }))
                .map(|i| {
                    let card = card_of(i);
                    let tactic = g.teams[seat].tactic;
                    let spec = if tactic.is_some_and(|t| get(card).carries(t)) { " · specialist" } else { "" };
                    Choice::detailed(card_label(card), format!("{}{spec}", get(card).icons_text()), *i)
                })
                .collect();
            let placeholder = match slot {
                Some(s) => format!("{} ({}): who plays there?", s.title(), s.code()),
                None => "Line-up".to_string(),
            };
            controls.menu(placeholder, choices, |_| (String::new(), String::new()), |_| String::new());
            let mut buttons = Vec::new();
            if legal.contains(&Input::KeepLineUp) {
                buttons.push(Button {
                    code: "keep",
                    key: "k",
                    label: "Keep the same line-up".into(),
                    kind: ButtonKind::Go,
                    input: Input::KeepLineUp,
                });
            }
            if legal.contains(&Input::ClearLineUp) {
                buttons.push(Button {
                    code: "clear",
                    key: "c",
                    label: "Start again".into(),
                    kind: ButtonKind::Other,
                    input: Input::ClearLineUp,
                });
            }
            controls.buttons(buttons);
        }
        Phase::Attack(a) => {
            let mut buttons = Vec::new();
            for i in &legal {
                let button = match *i {
                    Input::Kick => Button {
                        code: "roll",
                        key: "r",
                        label: "Roll the dice".into(),
                        kind: ButtonKind::Go,
                        input: *i,
                    },
                    Input::Boost { boost } => {
                        let (code, key) = boost_code(boost);
                        Button { code, key, label: boost_label(g, seat, boost), kind: ButtonKind::Go, input: *i }
                    }
                    Input::Reroll => Button {
                        code: "reroll",
                        key: "rr",
                        label: "Reroll my die".into(),
                        kind: ButtonKind::Go,
                        input: *i,
                    },
                    _ => {
                        let label = match a.window {
                            Some(Window::Boost { .. }) => "Pass: no boost",
                            Some(Window::Reroll { .. }) => "Pass: keep the dice",
                            None => "Pass",
                        };
                        Button { code: "pass", key: "pa", label: label.into(), kind: ButtonKind::Next, input: *i }
                    }
                };
                buttons.push(button);
            }
            controls.buttons(buttons);
        }
        Phase::Takers(_) => {
            let choices = legal
                .iter()
                .map(|i| {
                    let card = card_of(i);
                    let p = player(card).map(|p| p.name).unwrap_or("?");
                    Choice::detailed(
                        describe_input(g, seat, i),
                        format!("{p}'s Shooting against the keeper's Goalkeeping"),
                        *i,
                    )
                })
                .collect();
            controls.menu(
                "Name a penalty taker (secret)",
                choices,
                |_| (String::new(), String::new()),
                |_| String::new(),
            );
        }
        Phase::Over => {}
    }
    controls
}
