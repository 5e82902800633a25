//! Scenario tests, one per rule, on hand-built positions with scripted dice. A scripted d12
//! value `v` rolls `v + 1`; a select die value `i` is face `i` of the die as listed in
//! `cards.rs` (white `S S S ML MR D`, red `D D D ML MR S`).

use super::cards::{boost_deck, Attribute, Boost, Numbers, Slot, Tactic};
use super::draft::snake;
use super::rules::{Event, Input};
use super::state::*;
use super::*;
use crate::chance::Chance;
use crate::game::{Drafted, Presented, RuleError, Rules, SeatSet, Secrets, Status, Viewer, Written};
use crate::testing::conform;

/// The scripted value that rolls `face` on a d12.
fn d(face: u8) -> u32 {
    face as u32 - 1
}

fn lineup(cards: [u8; 5]) -> Vec<(Slot, u8)> {
    Slot::ALL.iter().copied().zip(cards).collect()
}

/// A full match in the first half, home seat 0, with these line-ups and an empty event deck.
fn position(home: [u8; 5], away: [u8; 5], config: Config) -> FasisacPosition {
    let team = |cards: [u8; 5]| Team {
        squad: cards.to_vec(),
        lineup: lineup(cards),
        tactic: Some(Tactic::Possession),
        purse: 1000,
        ..Team::default()
    };
    FasisacPosition {
        config,
        teams: vec![team(home), team(away)],
        home: 0,
        pool: Vec::new(),
        events: Vec::new(),
        boost_deck: boost_deck(),
        boost_discard: Vec::new(),
        half: 1,
        phase: Phase::Tactics,
        plays: 0,
        last: None,
        shootout_goals: None,
    }
}

/// Home: Hofmann in goal, Cruz Da Costa up front. Away: Wrobel in goal, Ragip Asik at ML.
const HOME: [u8; 5] = [1, 25, 16, 17, 6];
const AWAY: [u8; 5] = [2, 27, 7, 18, 9];

fn attack(attacker: u8, defender: u8, window: Option<Window>) -> Attack {
    Attack { window, ..Attack::begun(0, (Slot::S, attacker), (Slot::ML, defender), true) }
}

fn in_attack(config: Config, window: Option<Window>) -> Fasisac {
    let mut p = position(HOME, AWAY, config);
    p.phase = Phase::Attack(attack(6, 7, window));
    Fasisac::from_position(p).expect("a possible position")
}

fn training() -> Config {
    Config { format: Format::Training, ..Config::default() }
}

fn boost_window(seat: usize) -> Option<Window> {
    Some(Window::Boost { seat, last_chance: false })
}

#[test]
fn conforms() {
    let report = conform::<Fasisac>().unwrap_or_else(|e| panic!("{e}"));
    println!("{report:?}");
}

#[test]
fn the_rulebook_attack_skill_9_plus_9_beats_tackling_7_plus_10_and_shooting_6_plus_8_beats_goalkeeping_8_plus_3() {
    // §4.2: Anderson Cruz Da Costa (Skill 9, Shooting 6) against Ragip Asik (Tackling 7), then
    // against Wrobel... the rulebook's keeper is Gert Hofmann (Goalkeeping 8), so he keeps goal.
    let mut p = position(HOME, [1, 27, 7, 18, 9], training());
    p.teams[0].squad[0] = 2;
    p.teams[0].lineup[0].1 = 2;
    p.phase = Phase::Attack(attack(6, 7, None));
    let mut g = Fasisac::from_position(p).unwrap();
    let events = g.apply(0, &Input::Kick, &mut Chance::scripted([d(9), d(10), d(8), d(3)])).unwrap();
    assert!(events.contains(&Event::HeadToHead {
        duel: Duel::Tackle,
        attacking: 0,
        attacker_total: 18,
        defender_total: 17,
        won: true
    }));
    assert!(events.contains(&Event::HeadToHead {
        duel: Duel::Shot,
        attacking: 0,
        attacker_total: 14,
        defender_total: 11,
        won: true
    }));
    assert_eq!(g.score(), vec![1, 0]);
    // The deck was empty: the training match's one half is over.
    assert!(matches!(g.status(), Status::Finished(_)));
}

#[test]
fn a_tie_goes_to_the_defender() {
    let mut g = in_attack(training(), None);
    let events = g.apply(0, &Input::Kick, &mut Chance::scripted([d(8), d(10)])).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::HeadToHead { attacker_total: 17, defender_total: 17, won: false, .. })));
    assert_eq!(g.score(), vec![0, 0]);
}

#[test]
fn the_dice_select_the_players_white_s_is_the_striker_and_red_ml_the_midfielder() {
    let mut p = position(HOME, AWAY, training());
    p.events = vec![0];
    p.phase = Phase::Attack(attack(6, 7, None));
    let mut g = Fasisac::from_position(p).unwrap();
    // The first attack is saved; the next event card is the home side's: white S, red ML.
    let events = g.apply(0, &Input::Kick, &mut Chance::scripted([d(1), d(12), 0, 3])).unwrap();
    assert!(events.contains(&Event::AttackEvent { seat: 0, white: Slot::S, attacker: 6, red: Slot::ML, defender: 7 }));
}

#[test]
fn the_tactic_example_b_sit_deep_with_three_against_possession_with_four() {
    // Home Sit Deep with 3 specialists (Wrobel, de Vries, Petrov), away Possession with 4
    // (Ferrante, Amaral, Bellandi, Ramalho).
    let mut p = position([2, 25, 21, 8, 9], [3, 32, 16, 22, 13], Config::default());
    p.half = 0;
    p.teams[0].tactic = Some(Tactic::SitDeep);
    p.teams[1].tactic = Some(Tactic::Possession);
    p.teams[0].pending_lineup = lineup([2, 25, 21, 8, 9])[..4].to_vec();
    p.teams[1].pending_lineup = lineup([3, 32, 16, 22, 13]);
    p.teams[0].lineup.clear();
    p.teams[1].lineup.clear();
    p.phase = Phase::LineUp;
    let mut g = Fasisac::from_position(p).unwrap();
    let events = g.apply(0, &Input::Place { card: 9 }, &mut Chance::scripted([0, 0])).unwrap();
    assert!(events.contains(&Event::HalfNumbers {
        seat: 0,
        tactic: Tactic::SitDeep,
        specialists: 3,
        numbers: Numbers { attacks: 5, boosts: 4, oppo: 2 }
    }));
    assert!(events.contains(&Event::HalfNumbers {
        seat: 1,
        tactic: Tactic::Possession,
        specialists: 4,
        numbers: Numbers { attacks: 4, boosts: 5, oppo: 0 }
    }));
    assert_eq!(g.teams[0].boosts.len(), 4);
    assert_eq!(g.teams[1].boosts.len(), 5);
    // One event card has been turned: 5 + 4 attacks in all.
    assert_eq!(g.attacks_left().iter().sum::<u8>(), 8);
    assert_eq!(g.half, 1);
}

#[test]
fn boost_windows_go_attacker_defender_then_the_attacker_s_last_chance() {
    let mut g = in_attack(Config::default(), boost_window(0));
    g.teams[0].boosts = vec![Boost::Skill];
    g.teams[1].boosts = vec![Boost::Tackling];
    let none = &mut Chance::scripted([]);
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(0) });
    g.apply(0, &Input::Pass, none).unwrap();
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(1) });
    let events = g.apply(1, &Input::Boost { boost: Boost::Tackling }, none).unwrap();
    assert!(events.contains(&Event::BoostPlayed {
        seat: 1,
        boost: Boost::Tackling,
        attribute: Attribute::Tackling,
        bonus: 3
    }));
    // The attacker passed and the defender played: one last chance.
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(0) });
    assert!(g.legal_inputs(0).contains(&Input::Boost { boost: Boost::Skill }));
    // Skill 9 + 3 + 6 = 18 against Tackling 7 + 3 + 7 = 17: the defender is losing and may reroll.
    g.apply(0, &Input::Boost { boost: Boost::Skill }, &mut Chance::scripted([d(6), d(7)])).unwrap();
    assert_eq!(
        Fasisac::totals(match &g.phase {
            Phase::Attack(a) => a,
            _ => panic!("still the attack"),
        }),
        (18, 17)
    );
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(1) });
    assert_eq!(g.legal_inputs(1), vec![Input::Pass], "no Reroll card: the window is offered all the same");
}

#[test]
fn a_boost_off_its_own_attribute_gives_one_and_a_second_attribute_boost_is_refused() {
    let mut g = in_attack(Config::default(), boost_window(0));
    g.teams[0].boosts = vec![Boost::Shooting, Boost::Skill];
    let events = g.apply(0, &Input::Boost { boost: Boost::Shooting }, &mut Chance::scripted([])).unwrap();
    assert!(events.contains(&Event::BoostPlayed {
        seat: 0,
        boost: Boost::Shooting,
        attribute: Attribute::Skill,
        bonus: 1
    }));
    // The defender passes; the attacker already played one, so there is no last chance: the
    // dice roll at once.
    let events = g.apply(1, &Input::Pass, &mut Chance::scripted([d(12), d(1)])).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Rolled { attacker: 12, defender: 1, .. })));
    // The attacker leads 22 v 8: the defender's reroll window.
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(1) });
    let before = g.clone();
    let err = g.apply(0, &Input::Boost { boost: Boost::Skill }, &mut Chance::scripted([])).unwrap_err();
    assert!(matches!(err, RuleError::NotYourMove(_)), "{err:?}");
    assert_eq!(err.to_string(), "it is not your move: the other manager may reroll");
    assert_eq!(err.text(crate::text::Lang::Fr), "ce n'est pas à toi de jouer : l’autre entraîneur peut relancer");
    assert_eq!(g, before, "a refused input changes nothing");
}

#[test]
fn the_manager_losing_rerolls_their_own_die_and_the_other_may_answer_once() {
    let mut g = in_attack(Config::default(), boost_window(0));
    g.teams[0].boosts = vec![Boost::Reroll];
    g.teams[1].boosts = vec![Boost::Reroll];
    let c = &mut Chance::scripted([]);
    g.apply(0, &Input::Pass, c).unwrap();
    // Skill 9 + 2 = 11 against Tackling 7 + 8 = 15: the attacker is losing.
    g.apply(1, &Input::Pass, &mut Chance::scripted([d(2), d(8)])).unwrap();
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(0) });
    let events = g.apply(0, &Input::Reroll, &mut Chance::scripted([d(11)])).unwrap();
    assert!(events.contains(&Event::Rerolled { seat: 0, from: 2, to: 11 }));
    // 20 against 15: now the defender is losing, and may reroll theirs.
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(1) });
    let events = g.apply(1, &Input::Reroll, &mut Chance::scripted([d(12)])).unwrap();
    assert!(events.contains(&Event::Rerolled { seat: 1, from: 8, to: 12 }));
    // 20 against 19: the defender still loses, has rerolled, and the attacker's reroll is spent:
    // the head-to-head is decided, and the shot's boost window opens for the attacker.
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::HeadToHead { attacker_total: 20, defender_total: 19, won: true, .. })));
    let Phase::Attack(a) = &g.phase else { panic!("the shot") };
    assert_eq!(a.duel, Duel::Shot);
    assert!(a.boosts.is_empty(), "a boost lasts one head-to-head");
    assert_eq!(a.keeper, Some((Slot::GK, 2)));
    assert_eq!(g.status(), Status::Reaction { seats: SeatSet::only(0) });
    assert_eq!(g.boost_discard, vec![Boost::Reroll, Boost::Reroll]);
}

#[test]
fn rush_keepers_the_red_die_picks_who_keeps_goal_and_his_goalkeeping_counts() {
    let config = Config { variant: Variant::RushKeepers, format: Format::Training, ..Config::default() };
    let four = |c: [u8; 4]| Slot::OUTFIELD.iter().copied().zip(c).collect::<Vec<_>>();
    let mut p = position(HOME, AWAY, config);
    p.teams[0].squad = vec![25, 16, 17, 6];
    p.teams[0].lineup = four([25, 16, 17, 6]);
    p.teams[1].squad = vec![27, 7, 18, 9];
    p.teams[1].lineup = four([27, 7, 18, 9]);
    p.phase = Phase::Attack(attack(6, 7, None));
    let mut g = Fasisac::from_position(p).unwrap();
    // Tackle won (9 + 12 v 7 + 1); the red die's face 5 is S: Lindqvist (Goalkeeping 1) rushes
    // back; Shooting 6 + 1 = 7 against 1 + 5 = 6: a goal.
    let events = g.apply(0, &Input::Kick, &mut Chance::scripted([d(12), d(1), 5, d(1), d(5)])).unwrap();
    assert!(events.contains(&Event::KeeperRushes { seat: 1, red: Slot::S, card: 9 }));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::HeadToHead { duel: Duel::Shot, attacker_total: 7, defender_total: 6, .. })));
    assert_eq!(g.score(), vec![1, 0]);
}

#[test]
fn half_time_brings_new_tactics_and_line_ups_and_unused_boosts_carry_over() {
    let mut p = position(HOME, AWAY, Config::default());
    p.teams[0].boosts = vec![Boost::Goalkeeping];
    let gk = p.boost_deck.iter().position(|b| *b == Boost::Goalkeeping).unwrap();
    p.boost_deck.remove(gk);
    p.phase = Phase::Attack(attack(6, 7, boost_window(0)));
    let mut g = Fasisac::from_position(p).unwrap();
    g.apply(0, &Input::Pass, &mut Chance::scripted([])).unwrap();
    g.apply(1, &Input::Pass, &mut Chance::scripted([d(1), d(12)])).unwrap();
    // The attacker loses and may reroll; it passes: tackled, the deck is empty: half time.
    let events = g.apply(0, &Input::Pass, &mut Chance::scripted([])).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::HalfTime { .. })));
    assert_eq!(g.status(), Status::Simultaneous { waiting: SeatSet::first(2) });
    let c = &mut Chance::scripted([]);
    g.apply(0, &Input::Tactic { tactic: Tactic::Direct }, c).unwrap();
    let view = g.view(Viewer::Seat(1));
    assert_eq!(view.teams[0].pending_tactic, None, "a tactic stays face down until both are chosen");
    g.apply(1, &Input::Tactic { tactic: Tactic::Counter }, c).unwrap();
    assert_eq!(g.teams[0].tactic, Some(Tactic::Direct));
    assert!(g.legal_inputs(0).contains(&Input::KeepLineUp));
    g.apply(0, &Input::KeepLineUp, c).unwrap();
    for card in [2, 9, 7, 18, 27] {
        g.apply(1, &Input::Place { card }, &mut Chance::scripted([0, 0])).unwrap();
    }
    assert_eq!(g.half, 2);
    // Direct with 0 specialists v Counter: 5 + 3 attacks less Counter's oppo. 1, and 1 boost
    // drawn on top of the one kept.
    assert_eq!(g.teams[0].numbers, Some(Numbers { attacks: 7, boosts: 1, oppo: 0 }));
    assert_eq!(g.teams[0].boosts.len(), 2);
    assert!(g.teams[0].boosts.contains(&Boost::Goalkeeping));
    assert_eq!(g.teams[1].lineup[1], (Slot::D, 9));
}

#[test]
fn the_line_up_needs_a_glove_in_goal_and_each_player_once() {
    let mut p = position(HOME, AWAY, Config::default());
    p.phase = Phase::LineUp;
    p.half = 0;
    p.teams[0].squad.extend([3, 10, 11]);
    let mut g = Fasisac::from_position(p).unwrap();
    let c = &mut Chance::scripted([]);
    let err = g.apply(0, &Input::Place { card: 6 }, c).unwrap_err();
    assert!(matches!(err, RuleError::Illegal(_)), "{err:?}");
    assert_eq!(err.to_string(), "Anderson Cruz Da Costa has no gloves: the GK position needs a goalkeeper card");
    assert_eq!(
        err.text(crate::text::Lang::De),
        "Anderson Cruz Da Costa hat keine Handschuhe: die Position GK braucht eine Torwartkarte"
    );
    g.apply(0, &Input::Place { card: 3 }, c).unwrap();
    let err = g.apply(0, &Input::Place { card: 3 }, c).unwrap_err();
    assert_eq!(err.to_string(), "Luca Ferrante is already in your line-up");
    // A glove card may play outfield (DEFAULT §8.8).
    assert!(g.legal_inputs(0).contains(&Input::Place { card: 1 }));
    g.apply(0, &Input::ClearLineUp, c).unwrap();
    assert!(g.teams[0].pending_lineup.is_empty());
}

#[test]
fn a_pick_outside_the_pool_is_refused_in_the_readers_language() {
    use crate::text::Lang;
    let (mut g, _) = Fasisac::setup(&Config::default(), 2, &mut Chance::for_step(7, 0)).unwrap();
    let home = g.home;
    let c = &mut Chance::scripted([]);
    let outside = (1..=32).find(|n| !g.pool.contains(n)).unwrap();
    let name = cards::get(outside).name;
    let err = g.apply(home, &Input::Pick { card: outside }, c).unwrap_err();
    assert_eq!(err.to_string(), format!("{name} is not in the pool; pick one of the 16 players left"));
    assert_eq!(err.text(Lang::PtBr), format!("{name} não está no pool; escolha um dos 16 jogadores que restam"));
    // A number that is no card is named by its number, in the reader's words.
    let err = g.apply(home, &Input::Pick { card: 99 }, c).unwrap_err();
    assert_eq!(err.to_string(), "card 99 is not in the pool; pick one of the 16 players left");
    assert_eq!(err.text(Lang::De), "Karte 99 ist nicht im Pool; wähle einen der 16 verbliebenen Spieler");
}

#[test]
fn the_draft_alternates_from_home_with_at_most_two_keepers_and_a_keeper_for_everyone() {
    let (mut g, events) = Fasisac::setup(&Config::default(), 2, &mut Chance::for_step(7, 0)).unwrap();
    let home = g.home;
    assert!(matches!(events[0], Event::HomeRoll { home: h, .. } if h == home));
    assert_eq!(g.pool.len(), 16);
    assert_eq!(g.pool.iter().filter(|c| cards::get(**c).keeper).count(), 3);
    assert_eq!(g.status(), Status::Turn(home));
    let keepers: Vec<u8> = g.pool.iter().copied().filter(|c| cards::get(*c).keeper).collect();
    let c = &mut Chance::scripted([]);
    g.apply(home, &Input::Pick { card: keepers[0] }, c).unwrap();
    assert_eq!(g.status(), Status::Turn(1 - home));
    let outfield: Vec<u8> = g.pool.iter().copied().filter(|c| !cards::get(*c).keeper).collect();
    g.apply(1 - home, &Input::Pick { card: outfield[0] }, c).unwrap();
    // Home takes a second keeper: the third must then go to the away side, so home may not
    // take it.
    g.apply(home, &Input::Pick { card: keepers[1] }, c).unwrap();
    g.apply(1 - home, &Input::Pick { card: outfield[1] }, c).unwrap();
    let err = g.apply(home, &Input::Pick { card: keepers[2] }, c).unwrap_err();
    assert!(err.to_string().contains("at most two per squad"), "{err}");
    // Play the draft out: the away side always ends with the last keeper.
    while matches!(g.phase, Phase::Draft { .. }) {
        let Status::Turn(seat) = g.status() else { panic!("a pick") };
        let pick = g.legal_inputs(seat)[0];
        g.apply(seat, &pick, c).unwrap();
    }
    assert!(g.teams.iter().all(|t| t.squad.len() == 8 && (1..=2).contains(&t.keepers())));
    assert_eq!(g.status(), Status::Simultaneous { waiting: SeatSet::first(2) });
}

#[test]
fn the_snake_draft_turns_at_each_end_and_the_tournament_draft_ends_with_full_squads() {
    assert_eq!(snake(&[2, 0, 1, 3])[..12], [2, 0, 1, 3, 3, 1, 0, 2, 2, 0, 1, 3]);
    let config = Config { draft: Some(DraftRule::Snake), ..Config::default() };
    let (mut g, events) = Fasisac::setup(&config, 4, &mut Chance::for_step(3, 0)).unwrap();
    let Some(Event::DraftOrder { order, .. }) = events.first() else { panic!("the lots' order first") };
    assert_eq!(g.pool.len(), 32);
    let c = &mut Chance::scripted([]);
    let mut pickers = Vec::new();
    while let Status::Turn(seat) = g.status() {
        pickers.push(seat);
        let pick = g.legal_inputs(seat)[0];
        g.apply(seat, &pick, c).unwrap();
    }
    assert_eq!(pickers, snake(order));
    assert!(g.teams.iter().all(|t| t.squad.len() == 8 && t.keepers() >= 1));
    assert!(matches!(g.status(), Status::Finished(_)));
}

#[test]
fn the_auction_sells_to_the_highest_bid_and_keeps_ten_k_for_every_empty_slot() {
    let config = Config { draft: Some(DraftRule::Auction), ..Config::default() };
    let (mut g, _) = Fasisac::setup(&config, 3, &mut Chance::for_step(5, 0)).unwrap();
    let Status::Turn(first) = g.status() else { panic!("a nomination") };
    let card = g.pool.iter().copied().find(|c| !cards::get(*c).keeper).unwrap();
    let c = &mut Chance::scripted([]);
    g.apply(first, &Input::Nominate { card, price: 10 }, c).unwrap();
    let others: Vec<usize> = (0..3).filter(|s| *s != first).collect();
    assert_eq!(g.status(), Status::Reaction { seats: others.iter().copied().collect() });
    g.apply(others[0], &Input::Bid { price: 60 }, c).unwrap();
    // The nominator may bid again; the raises offered are +10k, +50k and +100k.
    assert_eq!(
        g.legal_inputs(first),
        vec![Input::Bid { price: 70 }, Input::Bid { price: 110 }, Input::Bid { price: 160 }, Input::Pass]
    );
    let err = g.apply(first, &Input::Bid { price: 65 }, c).unwrap_err();
    assert!(err.to_string().contains("raise the 60k bid"), "{err}");
    assert_eq!(
        err.text(crate::text::Lang::Es),
        "no se permite una puja de 65k: sube la puja de 60k en 10k, 50k o 100k, hasta 930k"
    );
    g.apply(first, &Input::Pass, c).unwrap();
    let events = g.apply(others[1], &Input::Pass, c).unwrap();
    assert!(events.contains(&Event::Sold { seat: others[0], card, price: 60 }));
    assert_eq!(g.teams[others[0]].purse, 940);
    // 940k less 10k for each of the 6 other empty slots.
    assert_eq!(g.max_bid(others[0]), 880);
    // The next nomination goes round in the lots' order.
    assert!(matches!(g.status(), Status::Turn(_)));
}

#[test]
fn penalties_three_secret_takers_each_home_first_then_sudden_death() {
    let mut p = position(HOME, AWAY, Config { penalties: true, ..Config::default() });
    p.half = 2;
    p.phase = Phase::Attack(attack(6, 7, boost_window(0)));
    let mut g = Fasisac::from_position(p).unwrap();
    g.apply(0, &Input::Pass, &mut Chance::scripted([])).unwrap();
    g.apply(1, &Input::Pass, &mut Chance::scripted([d(1), d(12)])).unwrap();
    let events = g.apply(0, &Input::Pass, &mut Chance::scripted([])).unwrap();
    assert!(events.contains(&Event::PenaltiesBegin));
    let c = &mut Chance::scripted([]);
    for card in [6, 17, 16] {
        g.apply(0, &Input::Taker { card }, c).unwrap();
    }
    assert_eq!(g.view(Viewer::Seat(1)).teams[0].pending_takers, None, "takers stay secret");
    g.apply(1, &Input::Taker { card: 9 }, c).unwrap();
    g.apply(1, &Input::Taker { card: 18 }, c).unwrap();
    // Home scores all three; away scores the first two and misses the last: 3–2 after six.
    // Cruz Da Costa 6 + 12 v Wrobel 9 + 1, Lindqvist 9 + 12 v Hofmann 8 + 1, ...
    let kicks = [d(12), d(1), d(12), d(1), d(12), d(1), d(12), d(1), d(12), d(1), d(1), d(12)];
    let events = g.apply(1, &Input::Taker { card: 7 }, &mut Chance::scripted(kicks)).unwrap();
    let order: Vec<usize> =
        events.iter().filter_map(|e| if let Event::Penalty { seat, .. } = e { Some(*seat) } else { None }).collect();
    assert_eq!(order, vec![0, 1, 0, 1, 0, 1]);
    assert_eq!(g.shootout_goals, Some(vec![3, 2]));
    let Status::Finished(outcome) = g.status() else { panic!("over") };
    assert_eq!(outcome.winner, Some(0));
}

#[test]
fn a_level_shoot_out_goes_to_sudden_death_with_new_takers_named_one_at_a_time() {
    let mut p = position(HOME, AWAY, Config { penalties: true, ..Config::default() });
    p.half = 2;
    p.phase = Phase::Takers(Shootout { goals: vec![0, 0], kicks: vec![0, 0], round: 0, kicked: vec![vec![], vec![]] });
    p.teams[0].pending_takers = vec![6, 17, 16];
    p.teams[1].pending_takers = vec![9, 18];
    let mut g = Fasisac::from_position(p).unwrap();
    // Everybody misses: 0–0 after three each.
    let misses: Vec<u32> = (0..6).flat_map(|_| [d(1), d(12)]).collect();
    g.apply(1, &Input::Taker { card: 7 }, &mut Chance::scripted(misses)).unwrap();
    assert_eq!(g.status(), Status::Simultaneous { waiting: SeatSet::first(2) });
    // Nobody kicks twice until everyone on the pitch has kicked.
    assert!(!g.legal_inputs(0).contains(&Input::Taker { card: 6 }));
    assert_eq!(g.legal_inputs(0), vec![Input::Taker { card: 1 }, Input::Taker { card: 25 }]);
    let c = &mut Chance::scripted([]);
    g.apply(0, &Input::Taker { card: 25 }, c).unwrap();
    g.apply(1, &Input::Taker { card: 27 }, &mut Chance::scripted([d(12), d(1), d(1), d(12)])).unwrap();
    assert_eq!(g.shootout_goals, Some(vec![1, 0]));
}

#[test]
fn secrets_stay_with_their_manager() {
    let mut g = in_attack(Config::default(), boost_window(0));
    g.teams[0].boosts = vec![Boost::Skill, Boost::Reroll];
    let theirs = g.view(Viewer::Seat(1));
    assert_eq!(theirs.teams[0].boosts, None);
    assert_eq!(theirs.teams[0].boost_count, 2);
    assert_eq!(g.view(Viewer::Seat(0)).teams[0].boosts, Some(vec![Boost::Skill, Boost::Reroll]));
    let drawn = Event::BoostsDrawn { seat: 0, count: 1, cards: Some(vec![Boost::Skill]) };
    assert_eq!(Fasisac::redact(&drawn, Viewer::Spectator), Some(Event::BoostsDrawn { seat: 0, count: 1, cards: None }));
}

#[test]
fn drafted_squads_skip_the_draft_and_bad_squads_are_refused() {
    let squads = vec![Squad(vec![1, 6, 7, 8, 9, 10, 11, 12]), Squad(vec![2, 3, 13, 14, 15, 16, 17, 18])];
    let config = Config { squads: Some(squads.clone()), ..Config::default() };
    let (g, _) = Fasisac::setup(&config, 2, &mut Chance::for_step(1, 0)).unwrap();
    assert_eq!(g.teams[0].squad, squads[0].0);
    assert_eq!(g.status(), Status::Simultaneous { waiting: SeatSet::first(2) });
    let bad = Config {
        squads: Some(vec![Squad(vec![1, 6, 7, 8, 9, 10, 11, 12]), Squad(vec![1, 3, 13, 14, 15, 16, 17, 18])]),
        ..Config::default()
    };
    assert!(Fasisac::setup(&bad, 2, &mut Chance::for_step(1, 0)).is_err());
}

#[test]
fn the_computer_beats_random_clearly() {
    use crate::players::{play_out, Brain};
    let mut wins = 0;
    let n = 200;
    for seed in 0..n {
        let brains = if seed % 2 == 0 { [Brain::Normal, Brain::Random] } else { [Brain::Random, Brain::Normal] };
        let played = play_out::<Fasisac>(&Config::default(), seed, &brains).expect("a match played out");
        if played.outcome.winner == Some((seed % 2) as usize) {
            wins += 1;
        }
    }
    assert!(wins * 100 >= n * 70, "the computer won {wins} of {n}");
}

#[test]
fn a_draft_given_up_is_finished_by_the_computer_for_everyone() {
    let config = Config { draft: Some(DraftRule::Snake), ..Config::default() };
    let (mut g, _) = Fasisac::setup(&config, 3, &mut Chance::for_step(8, 0)).unwrap();
    let c = &mut Chance::scripted([]);
    let mut picked = Vec::new();
    for _ in 0..5 {
        let Status::Turn(seat) = g.status() else { panic!("a pick") };
        let pick = g.legal_inputs(seat)[0];
        g.apply(seat, &pick, c).unwrap();
        let Input::Pick { card } = pick else { panic!("a pick") };
        picked.push((seat, card));
    }
    let squads: Vec<Vec<u8>> = g.squads().expect("squads however the draft ended").into_iter().map(|s| s.0).collect();
    assert!(squads
        .iter()
        .all(|s| s.len() == 8 && (1..=2).contains(&s.iter().filter(|c| cards::get(**c).keeper).count())));
    for (seat, card) in picked {
        assert!(squads[seat].contains(&card), "the picks made stand");
    }
    let mut all: Vec<u8> = squads.concat();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 24, "the pool of 24 shared out, nobody twice");
    // A match that drafts nothing has no squads to give.
    let (m, _) = Fasisac::setup(&Config::default(), 2, &mut Chance::for_step(8, 0)).unwrap();
    assert_eq!(m.squads(), None);
}

#[test]
fn rush_keepers_starts_four_outfield_players_and_no_glove() {
    let config = Config { variant: Variant::RushKeepers, ..Config::default() };
    let mut p = position(HOME, AWAY, config);
    p.teams[0].lineup.clear();
    p.teams[1].lineup.clear();
    p.teams[0].squad.extend([3, 10, 11]);
    p.half = 0;
    p.phase = Phase::LineUp;
    let mut g = Fasisac::from_position(p).unwrap();
    let err = g.apply(0, &Input::Place { card: 1 }, &mut Chance::scripted([])).unwrap_err();
    assert!(matches!(err, RuleError::Illegal(_)), "{err:?}");
    assert_eq!(
        err.to_string(),
        "Gert Hofmann is a goalkeeper: Rush Keepers starts four outfield players and no keeper"
    );
    assert!(g.legal_inputs(0).iter().all(|i| matches!(i, Input::Place { card } if !cards::get(*card).keeper)));
}

#[test]
fn a_kept_line_up_and_a_new_one_look_the_same_to_the_other_side() {
    let mut p = position(HOME, AWAY, Config::default());
    p.half = 1;
    p.phase = Phase::LineUp;
    let g = Fasisac::from_position(p).unwrap();
    let c = &mut Chance::scripted([]);
    let mut kept = g.clone();
    let kept_events = kept.apply(0, &Input::KeepLineUp, c).unwrap();
    let mut new = g.clone();
    let mut new_events = Vec::new();
    for card in [1, 17, 16, 25, 6] {
        new_events.extend(new.apply(0, &Input::Place { card }, c).unwrap());
    }
    let seen = |events: &[Event]| -> Vec<Event> {
        events.iter().filter_map(|e| Fasisac::redact(e, Viewer::Seat(1))).collect()
    };
    assert_eq!(seen(&kept_events), seen(&new_events));
    assert_eq!(kept.view(Viewer::Seat(1)), new.view(Viewer::Seat(1)));
}

// §5.4: the tactic menu says what each figure of the tactic's table is — attacks, boosts and
// the opponent's attacks it cancels — from 0–2 starters carrying its icon to all five.
#[test]
fn the_tactic_menu_says_what_each_figure_is() {
    let g = Fasisac::from_position(position(HOME, AWAY, Config::default())).unwrap();
    let controls = g.controls(0, crate::text::Lang::En);
    let choices: Vec<(String, String)> = controls
        .rows
        .iter()
        .flat_map(|row| match row {
            crate::controls::Row::Menu(m) => m.choices.clone(),
            _ => Vec::new(),
        })
        .map(|c| (c.label, c.detail.unwrap_or_default()))
        .collect();
    assert_eq!(choices.len(), 6, "{choices:?}");
    let of = |title: &str| choices.iter().find(|(l, _)| l.starts_with(title)).cloned().unwrap();
    assert_eq!(of("Possession").0, "Possession — 4–7 attacks, 3–6 boosts");
    assert_eq!(of("High Press").0, "High Press — 3–6 attacks, 1–4 boosts, cancels 2 of their attacks");
    assert_eq!(of("Sit Deep").0, "Sit Deep — 3–6 attacks, 2–5 boosts, cancels 1 of their attacks");
    let squad = g.teams[0].squad.iter().filter(|c| cards::get(**c).carries(Tactic::Fluid)).count();
    assert_eq!(
        of("Fluid").1,
        format!("More with more starters carrying its icon ({squad} in your squad) · bonus v Possession, High Press, Direct")
    );
    for (label, detail) in &choices {
        assert!(!label.contains('/') && !detail.contains('/'), "no bare figures: {label} / {detail}");
        assert!(label.chars().count() <= 100 && detail.chars().count() <= 100, "{label} · {detail}");
    }
}
