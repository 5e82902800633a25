//! FASISAC in words: the rules in brief, a line per event, and what a manager must do now.

use touchline_i18n::{say, Catalogue, FluentValue, Named, Source};

use super::cards::{get, Attribute, Boost, Slot};
use super::input::Event;
use super::rules::attributes;
use super::state::{DraftRule, Duel, Fasisac, Format, Variant, Window};
use super::view::{FasisacView, Stage};
use crate::game::Seat;
use crate::text::{name, Lang, Text};

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for Fasisac {
    const TITLE: &'static str = "FASISAC";
    const SOURCES: &'static [Source] = &SOURCES;
    const NAMED: &'static [&'static [&'static str]] = &[Slot::IDS, Attribute::IDS, DraftRule::IDS];

    fn words() -> &'static Catalogue {
        &WORDS
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        let n = |s: Seat| name(names, s).to_string();
        Some(match event {
            Event::HomeRoll { rolls, home } => {
                let (a, b) = rolls.last().copied().unwrap_or((0, 0));
                let (first, second, home) = (n(0), n(1), n(*home));
                if rolls.len() > 1 {
                    let ties = rolls.len() - 1;
                    say!(
                        w,
                        lang,
                        "event-home-roll-after-ties",
                        first = first,
                        a = a,
                        second = second,
                        b = b,
                        home = home,
                        ties = ties
                    )
                } else {
                    say!(w, lang, "event-home-roll", first = first, a = a, second = second, b = b, home = home)
                }
            }
            Event::DraftOrder { order, rule } => {
                let who: Vec<String> = order.iter().map(|s| n(*s)).collect();
                say!(w, lang, "event-draft-order", rule = draft_title(*rule, lang), order = who.join(", "))
            }
            Event::PoolDealt { cards } => {
                let keepers = super::cards::keepers(cards);
                say!(w, lang, "event-pool-dealt", players = cards.len(), keepers = keepers)
            }
            Event::Picked { seat, card } => {
                say!(w, lang, "event-picked", name = n(*seat), player = player(*card), stats = get(*card).stats())
            }
            Event::Nominated { seat, card, price } => {
                say!(w, lang, "event-nominated", name = n(*seat), player = player(*card), price = *price)
            }
            Event::Bid { seat, price } => say!(w, lang, "event-bid", name = n(*seat), price = *price),
            Event::Passed { .. } => return None,
            Event::Sold { seat, card, price } => {
                say!(w, lang, "event-sold", player = player(*card), name = n(*seat), price = *price)
            }
            Event::DraftComplete => say!(w, lang, "event-draft-complete"),
            Event::TacticChosen { seat, tactic: Some(t) } => {
                say!(w, lang, "event-tactic-chosen", name = n(*seat), tactic = t.title())
            }
            Event::TacticChosen { .. } => return None,
            Event::TacticsRevealed { tactics } => {
                let each: Vec<String> =
                    tactics.iter().enumerate().map(|(s, t)| format!("{} {}", n(s), t.title())).collect();
                say!(w, lang, "event-tactics-revealed", tactics = each.join(", "))
            }
            Event::Placed { seat, slot: Some(slot), card: Some(c) } => {
                say!(w, lang, "event-placed", name = n(*seat), player = player(*c), slot = slot.code())
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
                say!(w, lang, "event-lineups-revealed", lineups = each.join(". "))
            }
            Event::HalfNumbers { seat, tactic, specialists, numbers } => say!(
                w,
                lang,
                "event-half-numbers",
                name = n(*seat),
                tactic = tactic.title(),
                specialists = *specialists,
                attacks = numbers.attacks,
                boosts = numbers.boosts,
                removes = numbers.oppo
            ),
            Event::BoostsDrawn { seat, count, cards: Some(cards) } if !cards.is_empty() => {
                let list: Vec<&str> = cards.iter().map(|b| b.title()).collect();
                say!(w, lang, "event-boosts-drawn", name = n(*seat), count = *count, boosts = list.join(", "))
            }
            Event::BoostsDrawn { seat, count, .. } => {
                say!(w, lang, "event-boosts-drawn-hidden", name = n(*seat), count = *count)
            }
            Event::BoostDeckReshuffled => say!(w, lang, "event-boost-deck-reshuffled"),
            Event::KickOff { half, attacks, training } => {
                let each: Vec<String> = attacks.iter().enumerate().map(|(s, a)| format!("{} {a}", n(s))).collect();
                say!(w, lang, "event-kick-off", half = half_title(*training, *half, lang), attacks = each.join(", "))
            }
            Event::AttackEvent { seat, white, attacker, red, defender } => say!(
                w,
                lang,
                "event-attack",
                name = n(*seat),
                white = white.code(),
                attacker = player(*attacker),
                red = red.code(),
                defender = player(*defender)
            ),
            Event::KeeperRushes { seat, red, card } => {
                say!(w, lang, "event-keeper-rushes", name = n(*seat), red = red.code(), player = player(*card))
            }
            Event::BoostPlayed { seat, boost, attribute, bonus } => say!(
                w,
                lang,
                "event-boost-played",
                name = n(*seat),
                boost = boost.title(),
                bonus = *bonus,
                attribute = attribute_title(*attribute, lang)
            ),
            Event::Rolled { attacker, defender, .. } => {
                say!(w, lang, "event-rolled", attacker = *attacker, defender = *defender)
            }
            Event::Rerolled { seat, from, to } => {
                say!(w, lang, "event-rerolled", name = n(*seat), from = *from, to = *to)
            }
            Event::HeadToHead { duel, attacking, attacker_total, defender_total, won } => {
                let (att, def) = attributes(*duel);
                let (att, def, name) = (attribute_title(att, lang), attribute_title(def, lang), n(*attacking));
                let (a, d) = (*attacker_total, *defender_total);
                match (duel, won) {
                    (Duel::Tackle, true) => {
                        say!(w, lang, "event-tackle-beaten", att = att, a = a, def = def, d = d, name = name)
                    }
                    (Duel::Tackle, false) => {
                        say!(w, lang, "event-tackle-won", att = att, a = a, def = def, d = d, name = name)
                    }
                    (Duel::Shot, true) => {
                        say!(w, lang, "event-shot-in", att = att, a = a, def = def, d = d, name = name)
                    }
                    (Duel::Shot, false) => {
                        say!(w, lang, "event-shot-saved", att = att, a = a, def = def, d = d, name = name)
                    }
                }
            }
            Event::Goal { seat, scorer, goals } => {
                say!(w, lang, "event-goal", name = n(*seat), player = player(*scorer), score = score(goals, names))
            }
            Event::HalfTime { goals } => say!(w, lang, "event-half-time", score = score(goals, names)),
            Event::FullTime { goals } => say!(w, lang, "event-full-time", score = score(goals, names)),
            Event::PenaltiesBegin => say!(w, lang, "event-penalties-begin"),
            Event::TakerNamed { seat, card: Some(c) } => {
                say!(w, lang, "event-taker-named", name = n(*seat), player = player(*c))
            }
            Event::TakerNamed { .. } => return None,
            Event::TakersRevealed { takers } => {
                let each: Vec<String> = takers
                    .iter()
                    .enumerate()
                    .map(|(s, l)| format!("{}: {}", n(s), l.iter().map(|c| player(*c)).collect::<Vec<_>>().join(", ")))
                    .collect();
                say!(w, lang, "event-takers-revealed", takers = each.join(". "))
            }
            Event::Penalty { seat, taker, keeper, shot, save, scored, score: pens } => {
                let t = get(*taker);
                let k = get(*keeper);
                let args: [(&str, FluentValue); 10] = [
                    ("name", n(*seat).into()),
                    ("taker", t.name.into()),
                    ("shooting", t.shooting.into()),
                    ("shot", (*shot).into()),
                    ("taker_total", (t.shooting + shot).into()),
                    ("keeper", k.name.into()),
                    ("goalkeeping", k.goalkeeping.into()),
                    ("save", (*save).into()),
                    ("keeper_total", (k.goalkeeping + save).into()),
                    ("score", score(pens, names).into()),
                ];
                if *scored {
                    WORDS.text(lang, "event-penalty-scored", &args)
                } else {
                    WORDS.text(lang, "event-penalty-saved", &args)
                }
            }
            Event::LotsDrawn { seat } => say!(w, lang, "event-lots-drawn", name = n(*seat)),
            Event::ShootoutOver { score: pens } => say!(w, lang, "event-shootout-over", score = score(pens, names)),
        })
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

    fn situation(view: &FasisacView, names: &[String], lang: Lang) -> String {
        situation(view, names, true, lang)
    }

    fn brief_situation(view: &FasisacView, names: &[String], lang: Lang) -> String {
        situation(view, names, false, lang)
    }
}

fn player(card: u8) -> &'static str {
    get(card).name
}

fn score(goals: &[u16], names: &[String]) -> String {
    crate::text::score_line(goals, names)
}

/// A position's name in `lang`; its code (GK, ML) is the rulebook's and stays as printed.
pub fn slot_title(slot: Slot, lang: Lang) -> String {
    let w = &*WORDS;
    w.name_of(lang, &slot)
}

/// An attribute's name in `lang` (the card's SKL/TCK/SHT/GKP stay as printed).
pub fn attribute_title(attribute: Attribute, lang: Lang) -> String {
    let w = &*WORDS;
    w.name_of(lang, &attribute)
}

/// "snake draft" or "auction draft" in `lang`.
pub fn draft_title(rule: DraftRule, lang: Lang) -> String {
    let w = &*WORDS;
    w.name_of(lang, &rule)
}

/// The half being played: the training match's only one, the first or the second.
fn half_title(training: bool, half: u8, lang: Lang) -> String {
    let w = &*WORDS;
    if training {
        say!(w, lang, "half-training")
    } else if half == 1 {
        say!(w, lang, "half-first")
    } else {
        say!(w, lang, "half-second")
    }
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

fn boosts_text(boosts: &[Boost], lang: Lang) -> String {
    if boosts.is_empty() {
        return say!(WORDS, lang, "boosts-none");
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

pub fn situation(view: &FasisacView, names: &[String], full: bool, lang: Lang) -> String {
    let w = &*WORDS;
    let n = |s: Seat| name(names, s).to_string();
    let me = view.me();
    let mut out = Vec::new();
    if view.draft.is_none() && view.half > 0 {
        let label = half_title(view.format == Format::Training, view.half, lang);
        out.push(format!("{label} — {}", score(&view.goals(), names)));
    }
    if view.variant == Variant::RushKeepers && view.half > 0 {
        out.push(say!(w, lang, "situation-rush-keepers"));
    }
    let Some(me) = me else { return out.join("\n") };
    let team = &view.teams[me];
    match &view.stage {
        Stage::Draft { picking, pick, .. } => {
            out.push(say!(
                w,
                lang,
                "situation-draft-pick",
                pick = pick + 1,
                size = team.squad.len(),
                squad = squad_names(&team.squad, lang)
            ));
            if *picking == me {
                out.push(say!(w, lang, "situation-your-pick", left = view.pool.len()));
            } else {
                out.push(say!(w, lang, "situation-picking", name = n(*picking)));
            }
        }
        Stage::Nominate { nominator } => {
            out.push(say!(
                w,
                lang,
                "situation-auction",
                purse = team.purse,
                size = team.squad.len(),
                squad = squad_names(&team.squad, lang)
            ));
            if *nominator == me {
                out.push(say!(w, lang, "situation-nominate"));
            }
        }
        Stage::Bidding { card, high, price, .. } => {
            out.push(say!(
                w,
                lang,
                "situation-bidding",
                player = player(*card),
                stats = get(*card).stats(),
                price = *price,
                name = n(*high),
                purse = team.purse
            ));
            if *high != me {
                out.push(say!(w, lang, "situation-raise-or-pass"));
            }
        }
        Stage::Tactics => {
            out.push(say!(w, lang, "situation-your-squad", squad = squad_names(&team.squad, lang)));
            out.push(match team.pending_tactic {
                Some(t) => say!(w, lang, "situation-tactic-chosen", tactic = t.title()),
                None => say!(w, lang, "situation-choose-tactic"),
            });
        }
        Stage::LineUp => {
            let tactics: Vec<String> = view
                .teams
                .iter()
                .enumerate()
                .map(|(s, t)| format!("{} {}", n(s), t.tactic.map(|t| t.title()).unwrap_or("?")))
                .collect();
            out.push(say!(w, lang, "situation-tactics", tactics = tactics.join(", ")));
            if let Some(pending) = &team.pending_lineup {
                if !pending.is_empty() {
                    out.push(format!("{}\n{}", say!(w, lang, "situation-lineup-so-far"), lineup_text(pending)));
                }
                let slots = super::state::slots(view.variant);
                if let Some(slot) = slots.get(pending.len()) {
                    let (title, code) = (slot_title(*slot, lang), slot.code());
                    out.push(match team.tactic {
                        Some(t) => {
                            say!(w, lang, "situation-choose-slot", slot = title, code = code, tactic = t.title())
                        }
                        None => say!(w, lang, "situation-choose-slot-no-tactic", slot = title, code = code),
                    });
                } else {
                    out.push(say!(w, lang, "situation-lineup-ready"));
                }
            }
        }
        Stage::Attack(a) => {
            let left: Vec<String> =
                view.attacks_left.iter().enumerate().map(|(s, l)| format!("{} {l}", n(s))).collect();
            out.push(say!(w, lang, "situation-attacks-left", left = left.join(", ")));
            let (att_attr, def_attr) = attributes(a.duel);
            let attacker = get(a.attacker);
            let defender = match a.duel {
                Duel::Tackle => get(a.defender),
                Duel::Shot => get(a.keeper.map(|(_, c)| c).unwrap_or(a.defender)),
            };
            out.push(say!(
                w,
                lang,
                "situation-attack",
                name = n(a.attacking),
                attacker = attacker.name,
                att = attribute_title(att_attr, lang),
                a = attacker.attribute(att_attr),
                defender = defender.name,
                def = attribute_title(def_attr, lang),
                d = defender.attribute(def_attr)
            ));
            for (s, b, bonus) in &a.boosts {
                out.push(say!(w, lang, "situation-boost-played", name = n(*s), boost = b.title(), bonus = *bonus));
            }
            if let Some((da, dd)) = a.dice {
                let (ta, td) = Fasisac::totals(a);
                out.push(say!(w, lang, "situation-dice", a = da, d = dd, att_total = ta, def_total = td));
            }
            if full || a.window.is_some() {
                let boosts = team.boosts.as_deref().map(|b| boosts_text(b, lang)).unwrap_or_default();
                out.push(say!(w, lang, "situation-your-boosts", boosts = boosts));
            }
            match a.window {
                Some(Window::Boost { seat, last_chance }) if seat == me => out.push(if last_chance {
                    say!(w, lang, "situation-last-chance")
                } else {
                    say!(w, lang, "situation-boost-window")
                }),
                Some(Window::Reroll { seat }) if seat == me => out.push(say!(w, lang, "situation-reroll-window")),
                None if a.attacking == me => out.push(say!(w, lang, "situation-roll")),
                _ => {}
            }
        }
        Stage::Takers { round, goals, .. } => {
            out.push(say!(w, lang, "situation-penalties", score = score(goals, names)));
            let wanted = if *round == 0 { 3 } else { 1 };
            let named = team.pending_takers.as_ref().map(Vec::len).unwrap_or(0);
            if named < wanted {
                out.push(if *round == 0 {
                    say!(w, lang, "situation-name-takers", named = named)
                } else {
                    say!(w, lang, "situation-sudden-death", round = *round)
                });
            }
        }
        Stage::Over => {}
    }
    if view.half > 0 && !team.lineup.is_empty() && full && !matches!(view.stage, Stage::LineUp) {
        out.push(format!("{}\n{}", say!(w, lang, "situation-your-lineup"), lineup_text(&team.lineup)));
    }
    out.join("\n")
}

fn squad_names(squad: &[u8], lang: Lang) -> String {
    if squad.is_empty() {
        return say!(WORDS, lang, "squad-nobody-yet");
    }
    squad.iter().map(|c| player(*c)).collect::<Vec<_>>().join(", ")
}
