//! What a FASISAC manager can do now: the pool as a menu (draft picks and auction lots), bid
//! buttons, the six tactics, the squad for the next position of the line-up, boost and reroll
//! buttons in their windows, and the penalty takers.

use crate::game::{Presented, Rules, Seat};
use touchline_i18n::say;

use super::cards::{get, player, player_bonus, versus, Boost, Slot, Tactic};
use super::rules::{attributes, Input};
use super::state::{Fasisac, Phase, Window};
use super::text::{attribute_title, slot_title, WORDS};
use crate::controls::{Button, ButtonKind, Choice, Controls};
use crate::text::Lang;

fn card_label(card: u8) -> String {
    let p = get(card);
    let glove = if p.keeper { " 🧤" } else { "" };
    format!("{}{glove} — {}", p.name, p.stats())
}

fn card_detail(card: u8, lang: Lang) -> String {
    let p = get(card);
    say!(WORDS, lang, "control-card-detail", icons = p.icons_text(), value = p.value)
}

/// The pool's groups when it is longer than one menu: keepers, then outfield by value.
fn pool_group(card: u8, lang: Lang) -> (String, String) {
    let p = get(card);
    if p.keeper {
        ("gk".into(), say!(WORDS, lang, "control-group-goalkeepers"))
    } else if p.value >= 18 {
        ("hi".into(), say!(WORDS, lang, "control-group-value-high"))
    } else {
        ("lo".into(), say!(WORDS, lang, "control-group-value-low"))
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
fn tactic_label(tactic: Tactic, lang: Lang) -> String {
    // The table's first row (0–2 starters) and its last (all five); the most boosts choose the
    // plural of "boost" (attacks are never fewer than three).
    let (low, high) = (player_bonus(tactic, 0), player_bonus(tactic, 5));
    let (attacks, boosts) = (span(low.attacks, high.attacks), span(low.boosts, high.boosts));
    let title = tactic.title();
    match (low.oppo, high.oppo) {
        (0, 0) => say!(
            WORDS,
            lang,
            "control-tactic",
            tactic = title,
            attacks = attacks,
            boosts = boosts,
            most_boosts = high.boosts
        ),
        (l, h) => say!(
            WORDS,
            lang,
            "control-tactic-cancels",
            tactic = title,
            attacks = attacks,
            boosts = boosts,
            most_boosts = high.boosts,
            cancels = span(l, h)
        ),
    }
}

fn tactic_detail(g: &Fasisac, seat: Seat, tactic: Tactic, lang: Lang) -> String {
    let carrying = g.teams[seat].squad.iter().filter(|c| get(**c).carries(tactic)).count();
    let best: Vec<String> = Tactic::ALL
        .iter()
        .filter(|o| {
            let v = versus(tactic, **o);
            v.attacks + v.boosts + v.oppo > 0
        })
        .map(|o| o.title().to_string())
        .collect();
    say!(WORDS, lang, "control-tactic-detail", carrying = carrying, tactics = best.join(", "))
}

/// "Skill Boost: +3 Skill" or "Tackling Boost: +1 Skill".
fn boost_label(g: &Fasisac, seat: Seat, boost: Boost, lang: Lang) -> String {
    let Phase::Attack(a) = &g.phase else { return boost.title().to_string() };
    let (att, def) = attributes(a.duel);
    let attribute = if seat == a.attacking { att } else { def };
    say!(
        WORDS,
        lang,
        "control-boost",
        boost = boost.title(),
        bonus = boost.bonus(attribute),
        attribute = attribute_title(attribute, lang)
    )
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

impl Presented for Fasisac {
    fn describe_input(&self, seat: Seat, input: &Input, lang: Lang) -> String {
        let g = self;
        let w = &*WORDS;
        match *input {
            Input::Pick { card } => say!(w, lang, "control-pick", player = card_label(card)),
            Input::Nominate { card, price } => {
                say!(w, lang, "control-nominate", player = card_label(card), price = price)
            }
            Input::Bid { price } => say!(w, lang, "control-bid", price = price),
            Input::Tactic { tactic } => tactic.title().to_string(),
            Input::Place { card } => {
                let slot = g.config.slots().get(g.teams[seat].pending_lineup.len()).copied().unwrap_or(Slot::S);
                say!(w, lang, "control-place", player = card_label(card), slot = slot.code())
            }
            Input::KeepLineUp => say!(w, lang, "control-keep-lineup"),
            Input::ClearLineUp => say!(w, lang, "control-clear-lineup"),
            Input::Kick => say!(w, lang, "control-roll"),
            Input::Boost { boost } => boost_label(g, seat, boost, lang),
            Input::Reroll => say!(w, lang, "control-reroll"),
            Input::Pass => match g.phase {
                Phase::Bidding { .. } => say!(w, lang, "control-pass-bidding"),
                _ => say!(w, lang, "control-pass"),
            },
            Input::Taker { card } => {
                let p = get(card);
                say!(w, lang, "control-taker", player = p.name, shooting = p.shooting)
            }
        }
    }

    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let g = self;
        let w = &*WORDS;
        let mut controls = Controls::new();
        let legal = g.legal_inputs(seat);
        if legal.is_empty() {
            return controls;
        }
        // Draft picks, lots and bids are made in the open (§3.2 step 3, §6); nobody holds a boost
        // card before the draft is over.
        controls.in_the_open = matches!(g.phase, Phase::Draft { .. } | Phase::Nominate { .. } | Phase::Bidding { .. });
        let card_of = |i: &Input| match i {
            Input::Pick { card } | Input::Nominate { card, .. } | Input::Place { card } | Input::Taker { card } => {
                *card
            }
            _ => 0,
        };
        match &g.phase {
            Phase::Draft { .. } => {
                let choices = legal
                    .iter()
                    .map(|i| Choice::detailed(card_label(card_of(i)), card_detail(card_of(i), lang), *i))
                    .collect();
                controls.menu(
                    say!(w, lang, "control-pick-a-player"),
                    choices,
                    |i| pool_group(card_of(i), lang),
                    |label| say!(w, lang, "control-group-pick-one", group = label),
                );
            }
            Phase::Nominate { .. } => {
                let choices = legal
                    .iter()
                    .map(|i| {
                        let Input::Nominate { card, price } = *i else {
                            return Choice::detailed(String::new(), String::new(), *i);
                        };
                        let detail = card_detail(card, lang);
                        let how = if price == super::cards::BID_STEP {
                            say!(w, lang, "control-open-at-minimum", detail = detail)
                        } else {
                            say!(w, lang, "control-open-at-value", detail = detail)
                        };
                        Choice::detailed(g.describe_input(seat, i, lang), how, *i)
                    })
                    .collect();
                controls.menu(
                    say!(w, lang, "control-put-up-for-auction"),
                    choices,
                    |i| pool_group(card_of(i), lang),
                    |label| say!(w, lang, "control-group-which-price", group = label),
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
                        label: g.describe_input(seat, i, lang),
                        kind: ButtonKind::Go,
                        input: *i,
                    })
                    .collect();
                buttons.push(Button::new("pass", "pa", say!(w, lang, "control-pass"), ButtonKind::Next, Input::Pass));
                controls.buttons(buttons);
            }
            Phase::Tactics => {
                let choices = legal
                    .iter()
                    .map(|i| {
                        let Input::Tactic { tactic } = *i else {
                            return Choice::detailed(String::new(), String::new(), *i);
                        };
                        Choice::detailed(tactic_label(tactic, lang), tactic_detail(g, seat, tactic, lang), *i)
                    })
                    .collect();
                controls.menu(
                    say!(w, lang, "control-choose-tactic"),
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
                        let icons = get(card).icons_text();
                        let detail = if tactic.is_some_and(|t| get(card).carries(t)) {
                            say!(w, lang, "control-specialist", icons = icons)
                        } else {
                            icons
                        };
                        Choice::detailed(card_label(card), detail, *i)
                    })
                    .collect();
                let placeholder = match slot {
                    Some(s) => say!(w, lang, "control-who-plays-there", slot = slot_title(s, lang), code = s.code()),
                    None => say!(w, lang, "control-lineup"),
                };
                controls.menu(placeholder, choices, |_| (String::new(), String::new()), |_| String::new());
                let mut buttons = Vec::new();
                if legal.contains(&Input::KeepLineUp) {
                    buttons.push(Button::new(
                        "keep",
                        "k",
                        say!(w, lang, "control-keep-lineup"),
                        ButtonKind::Go,
                        Input::KeepLineUp,
                    ));
                }
                if legal.contains(&Input::ClearLineUp) {
                    buttons.push(Button::new(
                        "clear",
                        "c",
                        say!(w, lang, "control-start-again"),
                        ButtonKind::Other,
                        Input::ClearLineUp,
                    ));
                }
                controls.buttons(buttons);
            }
            Phase::Attack(a) => {
                let mut buttons = Vec::new();
                for i in &legal {
                    let button = match *i {
                        Input::Kick => Button::new("roll", "r", say!(w, lang, "control-roll"), ButtonKind::Go, *i),
                        Input::Boost { boost } => {
                            let (code, key) = boost_code(boost);
                            Button {
                                code,
                                key,
                                label: boost_label(g, seat, boost, lang),
                                kind: ButtonKind::Go,
                                input: *i,
                            }
                        }
                        Input::Reroll => {
                            Button::new("reroll", "rr", say!(w, lang, "control-reroll"), ButtonKind::Go, *i)
                        }
                        _ => {
                            let label = match a.window {
                                Some(Window::Boost { .. }) => say!(w, lang, "control-pass-no-boost"),
                                Some(Window::Reroll { .. }) => say!(w, lang, "control-pass-keep-dice"),
                                None => say!(w, lang, "control-pass"),
                            };
                            Button { code: "pass", key: "pa", label, kind: ButtonKind::Next, input: *i }
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
                            g.describe_input(seat, i, lang),
                            say!(w, lang, "control-taker-detail", player = p),
                            *i,
                        )
                    })
                    .collect();
                controls.menu(
                    say!(w, lang, "control-name-taker"),
                    choices,
                    |_| (String::new(), String::new()),
                    |_| String::new(),
                );
            }
            Phase::Over => {}
        }
        controls
    }
}
