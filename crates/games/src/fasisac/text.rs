//! FASISAC in words: the rules in brief, a line per event, and what a manager must do now.

use super::cards::{get, Boost, Slot};
use super::input::Event;
use super::rules::attributes;
use super::state::{Duel, Fasisac, Format, Variant, Window};
use super::view::{FasisacView, Stage};
use crate::game::Seat;
use crate::text::{name, Text};

impl Text for Fasisac {
    const NAME: &'static str = "fasisac";
    const TITLE: &'static str = "FASISAC";
    const BLURB: &'static str = "five-a-side cards and d12s: draft a squad of 8, pick a secret tactic and line-up, \
                                 win head-to-heads with boost cards";
    const RULES: &'static str = "Five-a-side with player cards and d12s, for two managers. The full match: a d12 \
roll decides home; the managers draft 8 players each from a pool of 16 (home first, alternate picks, at most 2 \
goalkeepers); each picks one of six tactics face down (Possession, Fluid, High Press, Direct, Sit Deep, Counter), \
then, once both are revealed, a secret line-up of 5 in GK, D, ML, MR and S. The tactic and how many starters carry \
its icon give each team its attack events, its boost cards and the opposition attacks it removes; tactics beat one \
another in a circle (Technical > Intense > Reactive > Technical). Each attack event: the white die picks the \
attacker, the red die the defender; Skill + d12 against Tackling + d12, then Shooting + d12 against the keeper's \
Goalkeeping + d12; the attacker must be strictly higher. Before the dice each manager may play one attribute boost \
(+3 to its own attribute or +1 to any other; the attacker first, the defender answers, the attacker may answer \
that); after them the manager losing may play a Reroll of their own die. At half time tactics and line-ups may \
change; unused boosts carry over. The training match deals five players each and plays one half of 5 + 5 attacks. \
Options: penalties to break a draw (3 takers each, then sudden death), and Rush Keepers (four outfield players; \
the red die picks who keeps goal for each shot).";
    const NOTATION: &'static str = "SKL/TCK/SHT/GKP are Skill, Tackling, Shooting and Goalkeeping; positions are \
GK, D, ML (midfield left), MR (midfield right) and S.";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        event_line(event, names)
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::Picked { .. }
                | Event::Sold { .. }
                | Event::DraftComplete
                | Event::LineUpsRevealed { .. }
                | Event::Goal { .. }
                | Event::HeadToHead { won: false, .. }
                | Event::HalfTime { .. }
                | Event::FullTime { .. }
                | Event::ShootoutOver { .. }
        )
    }

    fn situation(view: &FasisacView, names: &[String]) -> String {
        situation(view, names, true)
    }

    fn brief_situation(view: &FasisacView, names: &[String]) -> String {
        situation(view, names, false)
    }
}

fn player(card: u8) -> &'static str {
    get(card).name
}

fn score(goals: &[u16], names: &[String]) -> String {
    crate::text::score_line(goals, names)
}

pub fn event_line(event: &Event, names: &[String]) -> Option<String> {
    let n = |s: Seat| name(names, s).to_string();
    Some(match event {
        Event::HomeRoll { rolls, home } => {
            let (a, b) = rolls.last().copied().unwrap_or((0, 0));
            let again =
                if rolls.len() > 1 { format!(" (after {} tied roll(s))", rolls.len() - 1) } else { String::new() };
            format!("Pre-match roll: {} {a}, {} {b}{again}. {} is at home.", n(0), n(1), n(*home))
        }
        Event::DraftOrder { order, rule } => {
            let who: Vec<String> = order.iter().map(|s| n(*s)).collect();
            format!("The {} begins; the order, drawn by lots: {}", rule.title(), who.join(", "))
        }
        Event::PoolDealt { cards } => {
            let keepers = super::cards::keepers(cards);
            format!("The draft pool: {} players, {keepers} of them goalkeepers", cards.len())
        }
        Event::Picked { seat, card } => format!("{} picks {} ({})", n(*seat), player(*card), get(*card).stats()),
        Event::Nominated { seat, card, price } => {
            format!("{} puts {} up for auction at {price}k", n(*seat), player(*card))
        }
        Event::Bid { seat, price } => format!("{} bids {price}k", n(*seat)),
        Event::Passed { .. } => return None,
        Event::Sold { seat, card, price } => format!("SOLD: {} to {} for {price}k", player(*card), n(*seat)),
        Event::DraftComplete => "The draft is complete: every squad has 8 players".to_string(),
        Event::TacticChosen { seat, tactic: Some(t) } => format!("{}: you chose {}", n(*seat), t.title()),
        Event::TacticChosen { .. } => return None,
        Event::TacticsRevealed { tactics } => {
            let each: Vec<String> =
                tactics.iter().enumerate().map(|(s, t)| format!("{} {}", n(s), t.title())).collect();
            format!("Tactics revealed: {}", each.join(", "))
        }
        Event::Placed { seat, slot: Some(slot), card: Some(c) } => {
            format!("{}: {} at {}", n(*seat), player(*c), slot.code())
        }
        Event::Placed { .. } | Event::LineUpCleared { .. } | Event::LineUpReady { .. } => return None,
        Event::LineUpsRevealed { lineups } => {
            let each: Vec<String> = lineups
                .iter()
                .enumerate()
                .map(|(s, l)| {
                    let players: Vec<String> =
                        l.iter().map(|(slot, c)| format!("{} {}", slot.code(), player(*c))).collect();
                    format!("{}: {}", n(s), players.join(", "))
                })
                .collect();
            format!("Line-ups revealed. {}", each.join(". "))
        }
        Event::HalfNumbers { seat, tactic, specialists, numbers } => format!(
            "{}: {} with {specialists} specialist(s): {} attack(s), {} boost(s), removes {} of the opponent's",
            n(*seat),
            tactic.title(),
            numbers.attacks,
            numbers.boosts,
            numbers.oppo
        ),
        Event::BoostsDrawn { seat, count, cards: Some(cards) } if !cards.is_empty() => {
            let list: Vec<&str> = cards.iter().map(|b| b.title()).collect();
            format!("{} draws {count} boost(s): {}", n(*seat), list.join(", "))
        }
        Event::BoostsDrawn { seat, count, .. } => format!("{} draws {count} boost card(s)", n(*seat)),
        Event::BoostDeckReshuffled => "The boost deck is reshuffled from the discards".to_string(),
        Event::KickOff { half, attacks, training } => {
            let kind = if *training {
                "Training match"
            } else if *half == 1 {
                "First half"
            } else {
                "Second half"
            };
            let each: Vec<String> = attacks.iter().enumerate().map(|(s, a)| format!("{} {a}", n(s))).collect();
            format!("{kind}: attack events {}", each.join(", "))
        }
        Event::AttackEvent { seat, white, attacker, red, defender } => format!(
            "Attack for {}: white die {} — {} against red die {} — {}",
            n(*seat),
            white.code(),
            player(*attacker),
            red.code(),
            player(*defender)
        ),
        Event::KeeperRushes { seat, red, card } => {
            format!("Rush keeper! {}'s red die shows {}: {} goes in goal", n(*seat), red.code(), player(*card))
        }
        Event::BoostPlayed { seat, boost, attribute, bonus } => {
            format!("{} plays {}: +{bonus} {}", n(*seat), boost.title(), attribute.title())
        }
        Event::Rolled { attacker, defender, .. } => format!("Dice: {attacker} against {defender}"),
        Event::Rerolled { seat, from, to } => format!("{} rerolls: {from} → {to}", n(*seat)),
        Event::HeadToHead { duel, attacking, attacker_total, defender_total, won } => {
            let (att, def) = attributes(*duel);
            let verdict = match (duel, won) {
                (Duel::Tackle, true) => "beaten: through on goal!",
                (Duel::Tackle, false) => "the tackle wins the ball",
                (Duel::Shot, true) => "it's in!",
                (Duel::Shot, false) => "saved",
            };
            format!(
                "{} {attacker_total} v {} {defender_total} ({}): {verdict}",
                att.title(),
                def.title(),
                n(*attacking)
            )
        }
        Event::Goal { seat, scorer, goals } => {
            format!("GOAL for {}! {} scores ({})", n(*seat), player(*scorer), score(goals, names))
        }
        Event::HalfTime { goals } => format!("Half time: {}. Tactics and line-ups may change.", score(goals, names)),
        Event::FullTime { goals } => format!("Full time: {}", score(goals, names)),
        Event::PenaltiesBegin => "Level at full time: penalties! Each manager names 3 takers in secret".to_string(),
        Event::TakerNamed { seat, card: Some(c) } => format!("{}: {} will take a penalty", n(*seat), player(*c)),
        Event::TakerNamed { .. } => return None,
        Event::TakersRevealed { takers } => {
            let each: Vec<String> = takers
                .iter()
                .enumerate()
                .map(|(s, l)| format!("{}: {}", n(s), l.iter().map(|c| player(*c)).collect::<Vec<_>>().join(", ")))
                .collect();
            format!("Penalty takers: {}", each.join(". "))
        }
        Event::Penalty { seat, taker, keeper, shot, save, scored, score: pens } => {
            let t = get(*taker);
            let k = get(*keeper);
            let verdict = if *scored { "SCORES" } else { "saved" };
            format!(
                "Penalty, {}: {} {} + {shot} = {} v {} {} + {save} = {}: {verdict} ({})",
                n(*seat),
                t.name,
                t.shooting,
                t.shooting + shot,
                k.name,
                k.goalkeeping,
                k.goalkeeping + save,
                score(pens, names)
            )
        }
        Event::LotsDrawn { seat } => format!("Sudden death cannot separate them: lots go to {}", n(*seat)),
        Event::ShootoutOver { score: pens } => format!("The shoot-out ends {}", score(pens, names)),
    })
}

fn lineup_text(lineup: &[(Slot, u8)]) -> String {
    lineup
        .iter()
        .map(|(slot, c)| {
            let p = get(*c);
            format!("{} {} ({})", slot.code(), p.name, p.stats())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn boosts_text(boosts: &[Boost]) -> String {
    if boosts.is_empty() {
        return "none".to_string();
    }
    let mut counted: Vec<(Boost, usize)> = Vec::new();
    for b in boosts {
        match counted.iter_mut().find(|(k, _)| k == b) {
            Some((_, n)) => *n += 1,
            None => counted.push((*b, 1)),
        }
    }
    counted
        .iter()
        .map(|(b, n)| if *n > 1 { format!("{} ×{n}", b.title()) } else { b.title().to_string() })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn situation(view: &FasisacView, names: &[String], full: bool) -> String {
    let n = |s: Seat| name(names, s).to_string();
    let me = view.me();
    let mut out = Vec::new();
    if view.draft.is_none() && view.half > 0 {
        let label = match (view.format, view.half) {
            (Format::Training, _) => "Training match",
            (_, 1) => "First half",
            _ => "Second half",
        };
        out.push(format!("{label} — {}", score(&view.goals(), names)));
    }
    if view.variant == Variant::RushKeepers && view.half > 0 {
        out.push("Rush Keepers: the red die picks your keeper for every shot.".to_string());
    }
    let Some(me) = me else { return out.join("\n") };
    let team = &view.teams[me];
    match &view.stage {
        Stage::Draft { picking, pick, .. } => {
            out.push(format!(
                "Draft pick {} — your squad ({}/8): {}",
                pick + 1,
                team.squad.len(),
                squad_names(&team.squad)
            ));
            if *picking == me {
                out.push(format!("Your pick: {} players left in the pool.", view.pool.len()));
            } else {
                out.push(format!("{} is picking.", n(*picking)));
            }
        }
        Stage::Nominate { nominator } => {
            out.push(format!(
                "Auction — your purse {}k, squad {}/8: {}",
                team.purse,
                team.squad.len(),
                squad_names(&team.squad)
            ));
            if *nominator == me {
                out.push("Put a player up for auction with an opening bid.".to_string());
            }
        }
        Stage::Bidding { card, high, price, .. } => {
            out.push(format!(
                "Auction — {} ({}) at {price}k to {}. Your purse {}k.",
                player(*card),
                get(*card).stats(),
                n(*high),
                team.purse
            ));
            if *high != me {
                out.push("Raise the bid, or pass.".to_string());
            }
        }
        Stage::Tactics => {
            out.push(format!("Your squad: {}", squad_names(&team.squad)));
            out.push(match team.pending_tactic {
                Some(t) => format!("You chose {}; waiting for the other manager.", t.title()),
                None => "Choose your tactic, face down (revealed when both have chosen).".to_string(),
            });
        }
        Stage::LineUp => {
            let tactics: Vec<String> = view
                .teams
                .iter()
                .enumerate()
                .map(|(s, t)| format!("{} {}", n(s), t.tactic.map(|t| t.title()).unwrap_or("?")))
                .collect();
            out.push(format!("Tactics: {}.", tactics.join(", ")));
            if let Some(pending) = &team.pending_lineup {
                if !pending.is_empty() {
                    out.push(format!("Your line-up so far:\n{}", lineup_text(pending)));
                }
                let slots = super::state::slots(view.variant);
                if let Some(slot) = slots.get(pending.len()) {
                    let tactic = team.tactic;
                    out.push(format!(
                        "Choose your {} ({}). Players carrying {} count as specialists.",
                        slot.title(),
                        slot.code(),
                        tactic.map(|t| t.title()).unwrap_or("your tactic")
                    ));
                } else {
                    out.push("Your line-up is ready; waiting for the other manager.".to_string());
                }
            }
        }
        Stage::Attack(a) => {
            let left: Vec<String> =
                view.attacks_left.iter().enumerate().map(|(s, l)| format!("{} {l}", n(s))).collect();
            out.push(format!("Attack events left: {}.", left.join(", ")));
            let (att_attr, def_attr) = attributes(a.duel);
            let attacker = get(a.attacker);
            let defender = match a.duel {
                Duel::Tackle => get(a.defender),
                Duel::Shot => get(a.keeper.map(|(_, c)| c).unwrap_or(a.defender)),
            };
            out.push(format!(
                "{} attacks: {} ({} {}) against {} ({} {}).",
                n(a.attacking),
                attacker.name,
                att_attr.title(),
                attacker.attribute(att_attr),
                defender.name,
                def_attr.title(),
                defender.attribute(def_attr)
            ));
            for (s, b, bonus) in &a.boosts {
                out.push(format!("{} played {} (+{bonus}).", n(*s), b.title()));
            }
            if let Some((da, dd)) = a.dice {
                let (ta, td) = Fasisac::totals(a);
                out.push(format!("Dice {da} v {dd}: totals {ta} v {td} (the attacker must be higher)."));
            }
            if full || a.window.is_some() {
                out.push(format!("Your boosts: {}.", team.boosts.as_deref().map(boosts_text).unwrap_or_default()));
            }
            match a.window {
                Some(Window::Boost { seat, last_chance }) if seat == me => out.push(if last_chance {
                    "The other manager answered with a boost: one last chance to play yours, or pass.".to_string()
                } else {
                    "Boost window: play one attribute boost (+3 to its own attribute, +1 to any other), or pass."
                        .to_string()
                }),
                Some(Window::Reroll { seat }) if seat == me => {
                    out.push("You are losing this head-to-head: play a Reroll of your own die, or pass.".to_string())
                }
                None if a.attacking == me => out.push("Roll for this attack.".to_string()),
                _ => {}
            }
        }
        Stage::Takers { round, goals, .. } => {
            out.push(format!("Penalties {}.", score(goals, names)));
            let wanted = if *round == 0 { 3 } else { 1 };
            let named = team.pending_takers.as_ref().map(Vec::len).unwrap_or(0);
            if named < wanted {
                out.push(if *round == 0 {
                    format!("Name your penalty takers in order, in secret: {} of 3 named.", named)
                } else {
                    format!("Sudden death, round {round}: name your next taker.")
                });
            }
        }
        Stage::Over => {}
    }
    if view.half > 0 && !team.lineup.is_empty() && full && !matches!(view.stage, Stage::LineUp) {
        out.push(format!("Your line-up:\n{}", lineup_text(&team.lineup)));
    }
    out.join("\n")
}

fn squad_names(squad: &[u8]) -> String {
    if squad.is_empty() {
        return "nobody yet".to_string();
    }
    squad.iter().map(|c| player(*c)).collect::<Vec<_>>().join(", ")
}
