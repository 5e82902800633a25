//! Scenario tests, one or more per rule of the digest, on hand-built states.

use super::pack::{Ability, Card, CardId, Specialist};
use super::rules::{Event, Input};
use super::state::*;
use super::text::reveal_line;
use crate::chance::Chance;
use crate::game::{Presented, RuleError, Rules, Scored, Scoring, Secrets, Status, Viewer};
use crate::text::{Lang, Text};

/// A card whose five values are given in the order M, A, D, S, G.
fn card(id: CardId, values: [u8; 5]) -> Card {
    Card { id, specialist: Specialist::Midfielder, values, name: id as u16 }
}

/// A side whose pack is `cards` (ids must be 0..n), holding `hand`, with `deck` drawn top first.
fn side(cards: Vec<Card>, hand: &[CardId], deck_top_first: &[CardId]) -> Side {
    let mut deck: Vec<CardId> = deck_top_first.to_vec();
    deck.reverse();
    Side { deck, hand: hand.to_vec(), ..Side::new(cards) }
}

fn kix(format: Format, sides: [Side; 2]) -> Kix {
    Kix {
        format,
        result_needed: false,
        sides,
        period: if format == Format::Five { Period::Match } else { Period::FirstHalf },
        phase: Phase::Midfield,
        score: [0, 0],
        plays: 0,
        last: None,
        shootout: None,
    }
}

/// Ten plain cards with every value `v + id`.
fn plain(v: u8) -> Vec<Card> {
    (0..10).map(|i| card(i, [v + i; 5])).collect()
}

/// A match in `phase` whose sides hold plain cards but for their first few (`firsts`), with
/// `hand` in hand and their `decks` to draw from.
fn set_up(format: Format, phase: Phase, firsts: [&[[u8; 5]]; 2], hand: &[CardId], decks: [&[CardId]; 2]) -> Kix {
    let sides = [0, 1].map(|s| {
        let mut cards = plain(10);
        for (i, v) in firsts[s].iter().enumerate() {
            cards[i] = card(i as u8, *v);
        }
        side(cards, hand, decks[s])
    });
    let mut k = kix(format, sides);
    k.phase = phase;
    k
}

/// §4.4's example played: A 79 against D 79.
fn tied_attack() -> Kix {
    let mut k = set_up(
        Format::Five,
        Phase::Attack { attacker: 0 },
        [&[[1, 79, 1, 1, 1]], &[[1, 1, 79, 1, 1]]],
        &[0, 1],
        [&[5], &[6]],
    );
    both_play(&mut k, 0, 0);
    k
}

fn both_play(k: &mut Kix, a: CardId, b: CardId) -> Vec<Event> {
    let mut chance = Chance::scripted([]);
    let mut events = k.apply(0, &Input::Play { card: a }, &mut chance).expect("seat 0 plays");
    events.extend(k.apply(1, &Input::Play { card: b }, &mut chance).expect("seat 1 plays"));
    events
}

fn result(k: &Kix) -> PlayResult {
    k.last.as_ref().expect("a play was revealed").result
}

// §4.1 Midfield: higher M wins and attacks; both discard and draw back to a full hand.
#[test]
fn midfield_higher_m_wins_and_both_draw() {
    let mut k = set_up(Format::Five, Phase::Midfield, [&[[80, 1, 1, 1, 1]], &[]], &[0, 1], [&[2, 3], &[2, 3]]);
    both_play(&mut k, 0, 0);
    assert_eq!(result(&k), PlayResult::MidfieldWon(0));
    assert_eq!(k.phase, Phase::Attack { attacker: 0 });
    for s in &k.sides {
        assert_eq!(s.hand, vec![1, 2], "played card discarded, top card drawn");
        assert_eq!(s.discards, vec![0]);
    }
    assert_eq!(k.plays, 1);
}

// §4.2 Attack: A beats D for a strike; D beats A back to midfield.
#[test]
fn attack_through_earns_a_strike_and_defence_sends_it_back() {
    let attack: &[[u8; 5]] = &[[1, 70, 1, 1, 1], [1, 40, 1, 1, 1]];
    let defence: &[[u8; 5]] = &[[1, 1, 60, 1, 1], [1, 1, 60, 1, 1]];
    let mut k = set_up(Format::Five, Phase::Attack { attacker: 0 }, [attack, defence], &[0, 1, 2], [&[3], &[3]]);
    both_play(&mut k, 0, 0);
    assert_eq!(result(&k), PlayResult::AttackThrough(0));
    assert_eq!(k.phase, Phase::Strike { attacker: 0 });
    k.phase = Phase::Attack { attacker: 0 };
    both_play(&mut k, 1, 1);
    assert_eq!(result(&k), PlayResult::AttackStopped(1));
    assert_eq!(k.phase, Phase::Midfield);
}

// §4.3 Strike: S beats G is a goal; G beats S is a save; either way back to midfield.
#[test]
fn strike_scores_or_is_saved() {
    let strikes: &[[u8; 5]] = &[[1, 1, 1, 90, 1], [1, 1, 1, 50, 1]];
    let keeping: &[[u8; 5]] = &[[1, 1, 1, 1, 80], [1, 1, 1, 1, 80]];
    let mut k = set_up(Format::Five, Phase::Strike { attacker: 0 }, [strikes, keeping], &[0, 1, 2], [&[3], &[3]]);
    let events = both_play(&mut k, 0, 0);
    assert_eq!(result(&k), PlayResult::Goal(0));
    assert_eq!(k.score, [1, 0]);
    assert!(events.contains(&Event::Goal { seat: 0, score: [1, 0] }));
    assert_eq!(k.phase, Phase::Midfield);
    k.phase = Phase::Strike { attacker: 0 };
    both_play(&mut k, 1, 1);
    assert_eq!(result(&k), PlayResult::Saved(1));
    assert_eq!(k.score, [1, 0]);
    assert_eq!(k.phase, Phase::Midfield);
}

// §4.4 The rulebook's example: A 79 against D 79, both discard, draw and replay the attack.
#[test]
fn tie_79_against_79_replays_the_attack() {
    let k = tied_attack();
    assert_eq!(result(&k), PlayResult::Tie);
    assert_eq!(k.phase, Phase::Attack { attacker: 0 }, "the same position is played again");
    assert_eq!(k.sides[0].hand, vec![1, 5]);
    assert_eq!(k.sides[1].hand, vec![1, 6]);
    assert_eq!(k.sides[0].discards, vec![0]);
    let r = k.last.as_ref().unwrap();
    assert_eq!(r.totals, [79, 79]);
    assert_eq!(r.shown[0][0].1, Ability::Attack);
    assert_eq!(r.shown[1][0].1, Ability::Defence);
}

// §4.4 In 5-a-side a tied strike is replayed; in 11-a-side it is a corner (§5.1).
#[test]
fn tied_strike_replays_in_five_and_is_a_corner_in_eleven() {
    let level: [&[[u8; 5]]; 2] = [&[[1, 1, 1, 50, 1]], &[[1, 1, 1, 1, 50]]];
    let mut five = set_up(Format::Five, Phase::Strike { attacker: 0 }, level, &[0, 1], [&[2], &[2]]);
    both_play(&mut five, 0, 0);
    assert_eq!(result(&five), PlayResult::Tie);
    assert_eq!(five.phase, Phase::Strike { attacker: 0 });

    let mut eleven = set_up(Format::Eleven, Phase::Strike { attacker: 0 }, level, &[0, 1], [&[2], &[2]]);
    both_play(&mut eleven, 0, 0);
    assert_eq!(result(&eleven), PlayResult::CornerAwarded(0));
    assert_eq!(eleven.phase, Phase::Corner { attacker: 0 });
}

fn corner_state(attacker_cards: [[u8; 5]; 3], defender_cards: [[u8; 5]; 3]) -> Kix {
    let a: Vec<Card> = attacker_cards.iter().enumerate().map(|(i, v)| card(i as u8, *v)).collect();
    let b: Vec<Card> = defender_cards.iter().enumerate().map(|(i, v)| card(i as u8, *v)).collect();
    let mut k = kix(Format::Eleven, [side(a, &[0, 1], &[2]), side(b, &[0, 1], &[2])]);
    k.phase = Phase::Corner { attacker: 0 };
    k
}

fn corner(k: &mut Kix, a: (CardId, CardId), b: (CardId, CardId)) -> Vec<Event> {
    let mut chance = Chance::scripted([]);
    let mut e = k.apply(0, &Input::Corner { first: a.0, second: a.1 }, &mut chance).unwrap();
    e.extend(k.apply(1, &Input::Corner { first: b.0, second: b.1 }, &mut chance).unwrap());
    e
}

// §5.1 Corner: M of one + S of the other against G of one + D of the other.
#[test]
fn corner_totals_decide_goal_save_or_clearance() {
    let att = [[60, 1, 1, 1, 1], [1, 1, 1, 70, 1], [1; 5]];
    let def = [[1, 1, 1, 1, 80], [1, 1, 40, 1, 1], [1; 5]];
    // 60 + 70 = 130 against 80 + 40 = 120: goal.
    let mut k = corner_state(att, def);
    corner(&mut k, (0, 1), (0, 1));
    assert_eq!(result(&k), PlayResult::Goal(0));
    assert_eq!(k.score, [1, 0]);
    assert_eq!(k.last.as_ref().unwrap().totals, [130, 120]);
    assert_eq!(k.phase, Phase::Midfield);
    // The wrong way round: M 1 + S 1 = 2 against 120: saved.
    let mut k = corner_state(att, def);
    corner(&mut k, (1, 0), (0, 1));
    assert_eq!(result(&k), PlayResult::Saved(1));
    // Level (DEFAULT §8.6): cleared, no goal.
    let mut k = corner_state([[60, 1, 1, 1, 1], [1, 1, 1, 60, 1], [1; 5]], def);
    corner(&mut k, (0, 1), (0, 1));
    assert_eq!(result(&k), PlayResult::CornerCleared);
    assert_eq!(k.score, [0, 0]);
}

// DEFAULT §8.8: all four cards are discarded and each side draws two, as far as the deck allows.
#[test]
fn corner_discards_all_cards_and_draws_two() {
    let mut k =
        corner_state([[60, 1, 1, 1, 1], [1, 1, 1, 70, 1], [1; 5]], [[1, 1, 1, 1, 80], [1, 1, 40, 1, 1], [1; 5]]);
    corner(&mut k, (0, 1), (0, 1));
    for s in &k.sides {
        assert_eq!(s.discards, vec![0, 1]);
        assert_eq!(s.hand, vec![2], "only one card was left to draw");
    }
}

// DEFAULT §8.7: a one-card hand plays it for both values; an empty hand means no corner.
#[test]
fn one_card_corner_and_no_corner_on_an_empty_hand() {
    let a = vec![card(0, [30, 1, 1, 40, 1])];
    let b = vec![card(0, [1, 1, 20, 1, 30])];
    let mut k = kix(Format::Eleven, [side(a, &[0], &[]), side(b, &[0], &[])]);
    k.phase = Phase::Corner { attacker: 0 };
    assert_eq!(k.legal_inputs(0), vec![Input::Corner { first: 0, second: 0 }]);
    corner(&mut k, (0, 0), (0, 0));
    assert_eq!(k.last.as_ref().unwrap().totals, [70, 50]);
    assert_eq!(result(&k), PlayResult::Goal(0));

    // A tied strike with the hands then empty: saved, not a corner.
    let a = vec![card(0, [1, 1, 1, 50, 1])];
    let b = vec![card(0, [1, 1, 1, 1, 50])];
    let mut k = kix(Format::Eleven, [side(a, &[0], &[]), side(b, &[0], &[])]);
    k.period = Period::SecondHalf;
    k.phase = Phase::Strike { attacker: 0 };
    both_play(&mut k, 0, 0);
    assert_eq!(result(&k), PlayResult::Saved(1));
    assert_eq!(k.phase, Phase::Over);
}

// §5.2 Substitutions: before a midfield play, the card goes under the bench, the top comes on.
#[test]
fn substitution_swaps_with_the_top_of_the_bench() {
    let cards: Vec<Card> = (0..8).map(|i| card(i, [10 + i; 5])).collect();
    let mut s0 = side(cards.clone(), &[0, 1], &[2]);
    s0.bench = vec![5, 6, 7]; // 7 is on top
    let mut k = kix(Format::Eleven, [s0, side(cards, &[0, 1], &[2])]);
    let mut chance = Chance::scripted([]);
    let events = k.apply(0, &Input::Substitute { off: 1 }, &mut chance).unwrap();
    assert_eq!(k.sides[0].hand, vec![0, 7]);
    assert_eq!(k.sides[0].bench, vec![1, 5, 6], "the card off goes under the bench");
    assert_eq!(k.sides[0].subs_used, 1);
    // The opponent learns that a substitution happened, not who.
    let public = Kix::redact(&events[0], Viewer::Seat(1)).unwrap();
    assert_eq!(public, Event::Substitution { seat: 0, off: None, on: None, subs_left: 2 });
    // The sub does not use up the choice: the card still has to be played.
    assert!(k.legal_inputs(0).contains(&Input::Play { card: 7 }));
}

#[test]
fn substitutions_are_limited_to_three_and_to_midfield_in_eleven() {
    let cards: Vec<Card> = (0..10).map(|i| card(i, [10 + i; 5])).collect();
    let mut s0 = side(cards.clone(), &[0, 1], &[2]);
    s0.bench = vec![5, 6, 7, 8, 9];
    let mut k = kix(Format::Eleven, [s0, side(cards.clone(), &[0, 1], &[2])]);
    let mut chance = Chance::scripted([]);
    for _ in 0..3 {
        k.apply(0, &Input::Substitute { off: k.sides[0].hand[0] }, &mut chance).unwrap();
    }
    let before = k.clone();
    let err = k.apply(0, &Input::Substitute { off: k.sides[0].hand[0] }, &mut chance).unwrap_err();
    assert!(matches!(err, RuleError::Illegal(_)), "{err:?}");
    assert_eq!(err.to_string(), "you have used all 3 substitutions");
    assert_eq!(err.text(crate::text::Lang::Es), "ya has hecho los 3 cambios");
    assert_eq!(k, before);

    let mut attack = kix(Format::Eleven, [side(cards.clone(), &[0, 1], &[2]), side(cards.clone(), &[0, 1], &[2])]);
    attack.sides[0].bench = vec![5];
    attack.phase = Phase::Attack { attacker: 0 };
    assert!(attack.apply(0, &Input::Substitute { off: 0 }, &mut chance).is_err());
    assert!(!attack.legal_inputs(0).iter().any(|i| matches!(i, Input::Substitute { .. })));

    let mut five = kix(Format::Five, [side(cards.clone(), &[0, 1], &[2]), side(cards, &[0, 1], &[2])]);
    five.sides[0].bench = vec![5];
    assert!(five.apply(0, &Input::Substitute { off: 0 }, &mut chance).is_err());
}

// §5.3 Half time: the Half-Time card stops drawing; the hands are played out; a new hand of 11.
#[test]
fn half_time_card_stops_drawing_then_a_new_hand() {
    let cards: Vec<Card> = (0..30).map(|i| card(i, [10 + i; 5])).collect();
    let deck: Vec<CardId> = (2..30).collect(); // 2 is on top
    let mut s = side(cards, &[0, 1], &deck);
    s.above_half_time = Some(1); // card 2, then the Half-Time card
    let mut k = kix(Format::Eleven, [s.clone(), s]);
    both_play(&mut k, 0, 0);
    assert_eq!(k.sides[0].hand, vec![1, 2]);
    assert_eq!(k.sides[0].above_half_time, Some(0));
    k.phase = Phase::Midfield;
    both_play(&mut k, 1, 1);
    assert!(k.sides[0].reached_half_time, "the Half-Time card was reached");
    assert_eq!(k.sides[0].hand, vec![2], "no card drawn after it");
    k.phase = Phase::Midfield;
    let events = both_play(&mut k, 2, 2);
    assert!(events.contains(&Event::HalfTime { score: [0, 0] }));
    assert!(events.contains(&Event::SecondHalf));
    assert_eq!(k.period, Period::SecondHalf);
    assert_eq!(k.phase, Phase::Midfield);
    assert_eq!(k.sides[0].hand, (3..14).collect::<Vec<CardId>>());
    assert!(!k.sides[0].reached_half_time);
}

// §4 play counts: 30 in 5-a-side; 22 + 23 in 11-a-side when there are no corners.
#[test]
fn plays_per_match_follow_the_deck_arithmetic() {
    for seed in 0..20 {
        let mut chance = Chance::for_step(seed, 0);
        let config = Config { format: Format::Five, ..Config::default() };
        let (mut k, _) = Kix::setup(&config, 2, &mut chance).unwrap();
        assert_eq!(k.sides[0].hand.len(), 5);
        assert_eq!(k.sides[0].deck.len(), 25);
        assert_eq!(k.sides[0].put_aside.len(), 30);
        while k.phase != Phase::Over {
            let a = k.sides[0].hand[0];
            let b = k.sides[1].hand[0];
            both_play(&mut k, a, b);
        }
        assert_eq!(k.plays, 30);
    }
    let mut seen_clean_match = false;
    for seed in 0..60 {
        let mut chance = Chance::for_step(seed, 0);
        let config = Config { format: Format::Eleven, ..Config::default() };
        let (mut k, _) = Kix::setup(&config, 2, &mut chance).unwrap();
        assert_eq!(k.sides[0].bench.len(), 15);
        assert_eq!(k.sides[0].hand.len(), 11);
        assert_eq!(k.sides[0].deck.len(), 34);
        assert_eq!(k.sides[0].above_half_time, Some(11));
        for s in 0..2 {
            k.apply(s, &Input::BenchReady, &mut chance).unwrap();
        }
        let mut corners = 0;
        let mut first_half_plays = None;
        while k.phase != Phase::Over {
            if let Phase::Corner { .. } = k.phase {
                corners += 1;
                for s in 0..2 {
                    let input = k.legal_inputs(s)[0];
                    k.apply(s, &input, &mut chance).unwrap();
                }
                continue;
            }
            let (a, b) = (k.sides[0].hand[0], k.sides[1].hand[0]);
            let events = both_play(&mut k, a, b);
            if events.iter().any(|e| matches!(e, Event::HalfTime { .. })) {
                first_half_plays = Some(k.plays);
            }
        }
        if corners == 0 {
            assert_eq!(first_half_plays, Some(22));
            assert_eq!(k.plays, 45);
            seen_clean_match = true;
        } else {
            assert!(k.plays < 45);
        }
    }
    assert!(seen_clean_match, "some match had no corner");
}

// §5.5 Extra time: level with a result needed, the shuffled bench is the pile, 11 in hand.
#[test]
fn level_knockout_goes_to_extra_time_from_the_bench() {
    let cards: Vec<Card> = (0..20).map(|i| card(i, [10 + i; 5])).collect();
    let mut s = side(cards, &[0], &[]);
    s.bench = (5..20).collect();
    let mut k = kix(Format::Eleven, [s.clone(), s]);
    k.result_needed = true;
    k.period = Period::SecondHalf;
    let events = both_play(&mut k, 0, 0);
    assert!(events.contains(&Event::ExtraTime));
    assert_eq!(k.period, Period::ExtraTime);
    assert_eq!(k.sides[0].hand.len(), 11);
    assert_eq!(k.sides[0].deck.len(), 4, "15 bench cards: 11 in hand and 4 more draws");
    assert!(k.sides[0].bench.is_empty());
    // A substitution in extra time swaps with the top of the draw pile.
    let top = *k.sides[0].deck.last().unwrap();
    let off = k.sides[0].hand[0];
    let mut chance = Chance::scripted([]);
    k.apply(0, &Input::Substitute { off }, &mut chance).unwrap();
    assert!(k.sides[0].hand.contains(&top));
    assert_eq!(k.sides[0].deck[0], off);
}

#[test]
fn level_league_match_is_a_draw() {
    let cards: Vec<Card> = (0..20).map(|i| card(i, [10 + i; 5])).collect();
    let mut s = side(cards, &[0], &[]);
    s.bench = (5..20).collect();
    let mut k = kix(Format::Eleven, [s.clone(), s]);
    k.period = Period::SecondHalf;
    both_play(&mut k, 0, 0);
    assert_eq!(k.phase, Phase::Over);
    match k.status() {
        Status::Finished(o) => {
            assert_eq!(o.winner, None);
            assert_eq!(o.shootout, None);
        }
        other => panic!("expected the end, got {other:?}"),
    }
}

/// A 5-a-side cup tie that is level at full time with the given cards (M, A, D, S, G per card
/// id) as each side's put-aside pile, played to the end of its shoot-out with scripted chance
/// (shuffles keep the order; every random pick takes the first card).
fn five_a_side_shootout(home: impl Fn(u8) -> [u8; 5], away: impl Fn(u8) -> [u8; 5]) -> Kix {
    five_a_side_shootout_events(home, away).0
}

/// The same, with the events of the last play (the final whistle and the whole shoot-out).
fn five_a_side_shootout_events(home: impl Fn(u8) -> [u8; 5], away: impl Fn(u8) -> [u8; 5]) -> (Kix, Vec<Event>) {
    let mut s0 = side((0..30).map(|i| card(i, home(i))).collect(), &[0], &[]);
    s0.put_aside = (0..30).collect();
    let mut s1 = side((0..30).map(|i| card(i, away(i))).collect(), &[0], &[]);
    s1.put_aside = (0..30).collect();
    let mut k = kix(Format::Five, [s0, s1]);
    k.result_needed = true;
    let mut chance = Chance::scripted(std::iter::repeat_n(0, 1000));
    k.apply(0, &Input::Play { card: 0 }, &mut chance).unwrap();
    let events = k.apply(1, &Input::Play { card: 0 }, &mut chance).unwrap();
    (k, events)
}

// §5.6 + DEFAULT §8.11: penalties with scripted cards.
#[test]
fn penalties_follow_the_cards_with_retakes_and_sudden_death() {
    // Every card of seat 0 has S 60 and G 60; seat 1's cards have S 50 and G 70.
    let (k, events) = five_a_side_shootout_events(|_| [1, 1, 1, 60, 60], |_| [1, 1, 1, 50, 70]);
    // Seat 0's S 60 never beats G 70; seat 1's S 50 never beats G 60: all saved, 0-0 after ten
    // each, then sudden death never separates them, and lots decide.
    let shootout = k.shootout.as_ref().expect("penalties were taken");
    let regular: Vec<_> = shootout.kicks.iter().filter(|k| !k.sudden_death).collect();
    assert_eq!(regular.len(), 20);
    assert!(regular.iter().all(|k| k.result == PenaltyResult::Saved));
    assert_eq!(regular[0].shooter, 0, "the home side shoots first");
    assert_eq!(regular[1].shooter, 1);
    // Scripted shuffles keep the pile's order: the ten dealt are cards 0..10, the shooter's pick
    // (index 0) is card 0, and the keeper is the top of the defender's remaining twenty: card 29.
    assert_eq!(regular[0].striker.id, 0);
    assert_eq!(regular[0].keeper.id, 29);
    assert_eq!(regular[1].keeper.id, 29);
    assert_eq!(regular[2].keeper.id, 28);
    // Level after ten each: sudden death with top cards, one kick each per round.
    let sudden: Vec<_> = shootout.kicks.iter().filter(|k| k.sudden_death).collect();
    assert_eq!(sudden.len(), 2 * super::rules::SUDDEN_DEATH_ROUNDS);
    assert!(sudden.chunks(2).all(|pair| pair[0].shooter == 0 && pair[1].shooter == 1));
    assert_eq!(shootout.score, [1, 0], "scripted lots (0) go to the home side");
    // The lots are an event, the shoot-out's only goal, so the events add up to its score.
    let tail = &events[events.len() - 2..];
    assert_eq!(tail, [Event::LotsDrawn { seat: 0, score: [1, 0] }, Event::ShootoutWon { seat: 0, score: [1, 0] }]);
    let credited: Vec<_> = events.iter().filter_map(Event::scored).collect();
    assert_eq!(credited, vec![Scored::Shootout(0)]);
    match k.status() {
        Status::Finished(o) => {
            assert_eq!(o.goals, vec![0, 0]);
            assert_eq!(o.shootout, Some(vec![1, 0]));
            assert_eq!(o.winner, Some(0));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_level_penalty_is_retaken_and_saved_after_three_ties() {
    let k = five_a_side_shootout(|_| [1, 1, 1, 70, 10], |_| [1, 1, 1, 20, 70]);
    let kicks = &k.shootout.as_ref().unwrap().kicks;
    // Seat 0 shoots S 70 against G 70: retake, retake, then saved.
    let first: Vec<PenaltyResult> = kicks.iter().take(3).map(|k| k.result).collect();
    assert_eq!(first, vec![PenaltyResult::Retake, PenaltyResult::Retake, PenaltyResult::Saved]);
    assert!(kicks.iter().take(3).all(|k| k.shooter == 0));
    // Seat 1 shoots S 20 against G 10: scores.
    assert_eq!(kicks[3].shooter, 1);
    assert_eq!(kicks[3].result, PenaltyResult::Scored);
    assert_eq!(k.shootout.as_ref().unwrap().score, [0, 10]);
}

// §6 Secrets: hands and choices are private until the reveal.
#[test]
fn choices_and_hands_are_private_until_revealed() {
    let mut k = kix(Format::Five, [side(plain(10), &[0, 1], &[2]), side(plain(20), &[0, 1], &[2])]);
    let mut chance = Chance::scripted([]);
    let events = k.apply(0, &Input::Play { card: 1 }, &mut chance).unwrap();
    assert_eq!(Kix::redact(&events[0], Viewer::Seat(1)), Some(Event::Chosen { seat: 0, choice: None }));
    assert_eq!(Kix::redact(&events[0], Viewer::Spectator), Some(Event::Chosen { seat: 0, choice: None }));
    assert_eq!(Kix::redact(&events[0], Viewer::Seat(0)), Some(events[0].clone()));
    let theirs = k.view(Viewer::Seat(1));
    assert!(theirs.sides[0].hand.is_none());
    assert!(theirs.sides[0].choice.is_none());
    assert!(theirs.sides[0].chosen);
    assert_eq!(theirs.sides[0].hand_count, 2);
    let mine = k.view(Viewer::Seat(0));
    assert_eq!(mine.sides[0].choice, Some(Choice::Card(1)));
    assert_eq!(mine.sides[0].hand.as_ref().unwrap().len(), 2);
}

// Bad input is refused with a reason and changes nothing.
#[test]
fn bad_inputs_are_refused_and_change_nothing() {
    let mut k = kix(Format::Five, [side(plain(10), &[0, 1], &[2]), side(plain(20), &[0, 1], &[2])]);
    let mut chance = Chance::scripted([]);
    let before = k.clone();
    let err = k.apply(0, &Input::Play { card: 7 }, &mut chance).unwrap_err();
    assert_eq!(err.to_string(), "card #7 is not in your hand; choose one of the 2 cards you hold");
    assert_eq!(k, before);
    k.apply(0, &Input::Play { card: 0 }, &mut chance).unwrap();
    let chosen = k.clone();
    assert_eq!(k.apply(0, &Input::Play { card: 1 }, &mut chance), Err(RuleError::AlreadyChosen));
    assert_eq!(k, chosen);
    assert!(matches!(k.apply(1, &Input::Corner { first: 0, second: 1 }, &mut chance), Err(RuleError::Illegal(_))));
    assert_eq!(k, chosen);
}

// DEFAULT §8.9: up to three bench cards stacked on top, in secret, before kick-off.
#[test]
fn bench_stacking_puts_cards_on_top_in_order() {
    let mut chance = Chance::for_step(5, 0);
    let config = Config { format: Format::Eleven, ..Config::default() };
    let (mut k, events) = Kix::setup(&config, 2, &mut chance).unwrap();
    assert!(events.is_empty(), "kick-off waits for the benches");
    assert_eq!(k.phase, Phase::BenchSetup);
    let bench = k.sides[0].bench.clone();
    let (x, y) = (bench[0], bench[3]);
    let e = k.apply(0, &Input::StackBench { card: x }, &mut chance).unwrap();
    assert_eq!(Kix::redact(&e[0], Viewer::Seat(1)), None, "stacking is not shown to the opponent");
    assert_eq!(Kix::redact(&e[0], Viewer::Spectator), None);
    k.apply(0, &Input::StackBench { card: y }, &mut chance).unwrap();
    let top_first: Vec<CardId> = k.sides[0].bench.iter().rev().take(2).copied().collect();
    assert_eq!(top_first, vec![x, y]);
    assert!(k.apply(0, &Input::StackBench { card: x }, &mut chance).is_err(), "already stacked");
    k.apply(0, &Input::BenchReady, &mut chance).unwrap();
    let e = k.apply(1, &Input::BenchReady, &mut chance).unwrap();
    assert!(e.iter().any(|e| matches!(e, Event::KickOff { .. })));
    assert_eq!(k.phase, Phase::Midfield);
}

#[test]
fn play_by_play_reads_well() {
    let k = tied_attack();
    let names = ["Home".to_string(), "Away".to_string()];
    let line = reveal_line(k.last.as_ref().unwrap(), &names, Lang::En);
    assert_eq!(line, "Attack: A. Abara A 79 v A. Abara D 79 — level: play it again");
    assert_eq!(
        <Kix as Text>::event_line(&Event::Goal { seat: 1, score: [0, 1] }, &names, Lang::En).unwrap(),
        "GOAL for Away! 0–1"
    );
}

// §4.4 A tied midfield is replayed too.
#[test]
fn tied_midfield_is_replayed() {
    let mut k = kix(Format::Five, [side(plain(10), &[0, 1], &[2]), side(plain(10), &[0, 1], &[2])]);
    both_play(&mut k, 1, 1);
    assert_eq!(result(&k), PlayResult::Tie);
    assert_eq!(k.phase, Phase::Midfield);
    assert_eq!(k.last.as_ref().unwrap().totals, [11, 11]);
}

// DEFAULT §8.8 with §5.3: corner draws stop at the Half-Time card.
#[test]
fn corner_draws_stop_at_the_half_time_card() {
    let mut k =
        corner_state([[60, 1, 1, 1, 1], [1, 1, 1, 70, 1], [1; 5]], [[1, 1, 1, 1, 80], [1, 1, 40, 1, 1], [1; 5]]);
    for s in &mut k.sides {
        s.above_half_time = Some(1); // one card, then the Half-Time card
    }
    corner(&mut k, (0, 1), (0, 1));
    for s in &k.sides {
        assert_eq!(s.hand, vec![2], "one draw, then the Half-Time card stops the second");
        assert!(s.reached_half_time);
    }
}

// DEFAULT §8.10: a substitution comes before the card; once the card is chosen it is too late.
#[test]
fn no_substitution_after_the_card_is_chosen() {
    let cards: Vec<Card> = (0..8).map(|i| card(i, [10 + i; 5])).collect();
    let mut s0 = side(cards.clone(), &[0, 1], &[2]);
    s0.bench = vec![5, 6];
    let mut k = kix(Format::Eleven, [s0, side(cards, &[0, 1], &[2])]);
    let mut chance = Chance::scripted([]);
    k.apply(0, &Input::Play { card: 0 }, &mut chance).unwrap();
    let before = k.clone();
    assert_eq!(k.apply(0, &Input::Substitute { off: 1 }, &mut chance), Err(RuleError::AlreadyChosen));
    assert_eq!(k, before);
}

// DEFAULT §8.10: the three substitutions cover the whole match, extra time included.
#[test]
fn substitutions_used_in_normal_time_count_in_extra_time() {
    let cards: Vec<Card> = (0..20).map(|i| card(i, [10 + i; 5])).collect();
    let mut s = side(cards, &[0], &[]);
    s.bench = (5..20).collect();
    s.subs_used = 3;
    let mut k = kix(Format::Eleven, [s.clone(), s]);
    k.result_needed = true;
    k.period = Period::SecondHalf;
    both_play(&mut k, 0, 0);
    assert_eq!(k.period, Period::ExtraTime);
    assert!(!k.legal_inputs(0).iter().any(|i| matches!(i, Input::Substitute { .. })));
    let off = k.sides[0].hand[0];
    let mut chance = Chance::scripted([]);
    assert!(k.apply(0, &Input::Substitute { off }, &mut chance).is_err());
}

// §5.5 and DEFAULT §8.12: the bench is reshuffled for extra time, which is one period with no
// half time, and a winner there ends the match without penalties.
#[test]
fn extra_time_is_one_shuffled_period_that_can_be_won() {
    // Home's cards are all stronger than away's, so home wins every play of extra time.
    let strong: Vec<Card> = (0..20).map(|i| card(i, [50 + i; 5])).collect();
    let weak: Vec<Card> = (0..20).map(|i| card(i, [1; 5])).collect();
    let mut home = side(strong, &[0], &[]);
    home.bench = (5..20).collect();
    let mut away = side(weak, &[0], &[]);
    away.bench = (5..20).collect();
    let mut k = kix(Format::Eleven, [home, away]);
    k.score = [1, 1];
    k.result_needed = true;
    k.period = Period::SecondHalf;
    let mut chance = Chance::for_step(1, 1);
    // A level second half ends (home's M 50 against away's M 1 does not change the score).
    k.apply(0, &Input::Play { card: 0 }, &mut chance).unwrap();
    k.apply(1, &Input::Play { card: 0 }, &mut chance).unwrap();
    assert_eq!(k.period, Period::ExtraTime);
    let mut pile: Vec<CardId> = k.sides[0].deck.iter().chain(&k.sides[0].hand).copied().collect();
    pile.sort();
    assert_eq!(pile, (5..20).collect::<Vec<CardId>>(), "the bench cards, all of them");
    assert_ne!(k.sides[0].hand, (9..20).rev().collect::<Vec<CardId>>(), "shuffled, not dealt in bench order");
    let mut plays = 0;
    while k.phase != Phase::Over {
        let (a, b) = (k.sides[0].hand[0], k.sides[1].hand[0]);
        let events = both_play(&mut k, a, b);
        assert!(!events.iter().any(|e| matches!(e, Event::HalfTime { .. })), "no half time in extra time");
        plays += 1;
    }
    assert_eq!(plays, 15, "11 in hand and 4 more draws");
    assert_eq!(k.score, [6, 1], "a goal every three plays");
    assert!(k.shootout.is_none());
    assert_eq!(k.period, Period::FullTime);
}

// §5.6: in 11-a-side the shoot-out uses the whole 60-card pack.
#[test]
fn an_eleven_a_side_shootout_uses_the_whole_pack() {
    let a: Vec<Card> = (0..60).map(|i| card(i, [1, 1, 1, 60, 60])).collect();
    let b: Vec<Card> = (0..60).map(|i| card(i, [1, 1, 1, 60, 60])).collect();
    let mut k = kix(Format::Eleven, [side(a, &[0], &[]), side(b, &[0], &[])]);
    k.result_needed = true;
    k.period = Period::ExtraTime;
    let mut chance = Chance::scripted(std::iter::repeat_n(0, 1000));
    k.apply(0, &Input::Play { card: 0 }, &mut chance).unwrap();
    k.apply(1, &Input::Play { card: 0 }, &mut chance).unwrap();
    let kicks = &k.shootout.as_ref().expect("penalties").kicks;
    // Scripted shuffles keep order: ten dealt (0..10), the remaining fifty's top is card 59.
    assert_eq!(kicks[0].keeper.id, 59);
    assert_eq!(kicks[0].striker.id, 0);
}

// DEFAULT §8.11: sudden death with the top cards of each pack, until one scores and one misses.
#[test]
fn sudden_death_uses_top_cards_and_finds_a_winner() {
    // Home: dealt cards (0..10) shoot S 50, the rest of the pack S 80; every home card G 60.
    // Away: S 50 and G 70 throughout.
    let k = five_a_side_shootout(|i| [1, 1, 1, if i < 10 { 50 } else { 80 }, 60], |_| [1, 1, 1, 50, 70]);
    let shootout = k.shootout.as_ref().unwrap();
    let sudden: Vec<_> = shootout.kicks.iter().filter(|k| k.sudden_death).collect();
    assert_eq!(sudden.len(), 2, "one round settles it");
    // Away's ten kicks took home keepers 29 down to 20; home's sudden-death striker is the next top.
    assert_eq!(sudden[0].striker.id, 19);
    assert_eq!(sudden[0].result, PenaltyResult::Scored);
    assert_eq!(sudden[1].result, PenaltyResult::Saved);
    assert_eq!(shootout.score, [1, 0]);
    assert_eq!(k.status().outcome().unwrap().winner, Some(0));
}

// DEFAULT §8.13: the half ends as soon as either hand is empty.
#[test]
fn a_half_ends_when_either_hand_is_empty() {
    let mut k = kix(Format::Eleven, [side(plain(10), &[0], &[]), side(plain(10), &[0, 1], &[])]);
    let cards: Vec<CardId> = (2..10).collect();
    for s in &mut k.sides {
        s.deck = cards.clone();
        s.above_half_time = Some(0);
        s.reached_half_time = true;
    }
    let events = both_play(&mut k, 0, 0);
    assert!(events.contains(&Event::HalfTime { score: [0, 0] }));
    assert!(k.sides[1].discards.contains(&1), "the card left in the other hand is out of the half");
}

// DEFAULT §8.4: a level 5-a-side league match stands as a draw.
#[test]
fn a_level_five_a_side_league_match_is_a_draw() {
    let mut k = kix(Format::Five, [side(plain(10), &[0], &[]), side(plain(10), &[0], &[])]);
    both_play(&mut k, 0, 0);
    let outcome = k.status().outcome().cloned().unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.shootout, None);
    assert_eq!(k.period, Period::FullTime);
}

// §6: corner choices are secret until both are in.
#[test]
fn corner_choices_are_secret() {
    let mut k =
        corner_state([[60, 1, 1, 1, 1], [1, 1, 1, 70, 1], [1; 5]], [[1, 1, 1, 1, 80], [1, 1, 40, 1, 1], [1; 5]]);
    let mut chance = Chance::scripted([]);
    let events = k.apply(0, &Input::Corner { first: 0, second: 1 }, &mut chance).unwrap();
    assert_eq!(Kix::redact(&events[0], Viewer::Seat(1)), Some(Event::Chosen { seat: 0, choice: None }));
    assert!(k.view(Viewer::Seat(1)).sides[0].choice.is_none());
    assert_eq!(k.view(Viewer::Seat(0)).sides[0].choice, Some(Choice::Corner(0, 1)));
}

// Labels never fail, even for ids no card has.
#[test]
fn menu_labels_are_safe_for_any_id() {
    let k = kix(Format::Five, [side(plain(10), &[0, 1], &[2]), side(plain(10), &[0, 1], &[2])]);
    assert_eq!(k.describe_input(0, &Input::Play { card: 200 }, crate::text::Lang::En), "card #200");
    assert_eq!(k.describe_input(0, &Input::Play { card: 1 }, crate::text::Lang::En), "B. Abara (MID) M 11");
    assert!(crate::game::auto_input(&k, 5, &mut Chance::scripted([])).is_none());
}

// The computer manager must play the game, not just legal cards. Measured on these seeds: 400
// wins of 400 in each format, goals 2030-70 (5-a-side) and 3248-59 (11-a-side); 4000 seeds gave
// no draw or defeat either. The bounds leave room for a weaker but still sensible manager.
#[test]
fn the_computer_beats_random_play_in_both_formats() {
    for format in [Format::Five, Format::Eleven] {
        let config = Config { format, ..Config::default() };
        let crate::testing::Record { won, drawn, lost, scored, conceded } =
            crate::testing::computer_against_random::<Kix>(&config, 0..400);
        println!("{format:?}: computer v random W{won} D{drawn} L{lost}, goals {scored}-{conceded}");
        assert!(won >= 380 && lost <= 4, "{format:?}: W{won} D{drawn} L{lost}");
        assert!(scored >= 10 * conceded, "{format:?}: goals {scored}-{conceded}");
    }
}

// DEFAULT §8.2 (with §8.1): the packs are not the same; each seat plays its own club's pack,
// generated from that club's seed.
#[test]
fn each_seat_plays_the_pack_generated_from_its_own_club_seed() {
    use super::pack::generate_pack;
    for format in [Format::Five, Format::Eleven] {
        let config = Config { format, result_needed: false, clubs: [Some(11), Some(12)] };
        let (k, _) = Kix::setup(&config, 2, &mut Chance::for_step(4, 0)).unwrap();
        assert_eq!(k.sides[0].pack, generate_pack(11));
        assert_eq!(k.sides[1].pack, generate_pack(12));
        assert_ne!(k.sides[0].pack, k.sides[1].pack);
        // The pack goes with the club, not the seat.
        let swapped = Config { clubs: [Some(12), Some(11)], ..config };
        let (k, _) = Kix::setup(&swapped, 2, &mut Chance::for_step(4, 0)).unwrap();
        assert_eq!(k.sides[0].pack, generate_pack(12));
        assert_eq!(k.sides[1].pack, generate_pack(11));
    }
    // Without clubs, each seat's club seed is drawn from the match's chance, home first: two
    // different packs again.
    let mut draws = Chance::for_step(4, 0);
    let clubs = [draws.seed(), draws.seed()];
    let (k, _) = Kix::setup(&Config::default(), 2, &mut Chance::for_step(4, 0)).unwrap();
    assert_eq!(k.sides[0].pack, generate_pack(clubs[0]));
    assert_eq!(k.sides[1].pack, generate_pack(clubs[1]));
    assert_ne!(k.sides[0].pack, k.sides[1].pack);
}

// DEFAULT §8.11 as we extend it: retakes use up the shooter's dealt cards too, and a shooter
// whose dealt cards are gone before the tenth kick shoots with the top card of their own
// remaining pack (the pile that also gives keepers against the other side).
#[test]
fn a_shooter_out_of_dealt_cards_shoots_with_the_top_of_their_own_pack() {
    // Home S 70 against away G 70: every home kick is retaken twice, three cards a kick. Away
    // S 20 against home G 10 scores at the first attempt, one home keeper card a kick.
    let k = five_a_side_shootout(|_| [1, 1, 1, 70, 10], |_| [1, 1, 1, 20, 70]);
    let kicks = &k.shootout.as_ref().unwrap().kicks;
    let home: Vec<&PenaltyKick> = kicks.iter().filter(|k| k.shooter == 0).take(12).collect();
    let ids: Vec<CardId> = home.iter().map(|k| k.striker.id).collect();
    // Scripted chance: the dealt ten are cards 0..10, picked in order; home's remaining pack is
    // 10..30 with 29 on top. Away's first three kicks faced keepers 29, 28 and 27, so after its
    // tenth dealt card (the first attempt of the fourth kick) home shoots with 26, then 25.
    assert_eq!(ids, vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 26, 25]);
    assert!(home.iter().all(|k| !k.sudden_death), "not sudden death: home's tenth kick is still to come");
    assert!(home.iter().all(|k| k.striker.value(Ability::Striker) == 70), "home's own cards, not away's");
    // The same pile: away's fourth kick faces the next card down.
    let away_keepers: Vec<CardId> = kicks.iter().filter(|k| k.shooter == 1).map(|k| k.keeper.id).collect();
    assert_eq!(away_keepers[..4], [29, 28, 27, 24]);
}

// §3.2 step 3 (and §7): the Half-Time card is the 23rd card of the 46-card Match Deck. The first
// half is played with the 22 player cards above it; the second half's hand is the 11 below it.
#[test]
fn the_half_time_card_is_the_23rd_card_of_the_match_deck() {
    let config = Config { format: Format::Eleven, ..Config::default() };
    for seed in 0..10 {
        let mut chance = Chance::for_step(seed, 0);
        let (mut k, _) = Kix::setup(&config, 2, &mut chance).unwrap();
        // Each Match Deck's 45 player cards, top first: the hand was drawn from the top in
        // order, and piles keep their top last.
        let decks: Vec<Vec<CardId>> =
            k.sides.iter().map(|s| s.hand.iter().chain(s.deck.iter().rev()).copied().collect()).collect();
        assert!(decks.iter().all(|d| d.len() == 45));
        for s in 0..2 {
            k.apply(s, &Input::BenchReady, &mut chance).unwrap();
        }
        let mut first_half: [Vec<CardId>; 2] = Default::default();
        loop {
            for (seen, side) in first_half.iter_mut().zip(&k.sides) {
                seen.extend(side.hand.iter().filter(|c| !seen.contains(c)).copied().collect::<Vec<_>>());
            }
            let mut events = Vec::new();
            for s in 0..2 {
                let input = match k.legal_inputs(s)[0] {
                    corner @ Input::Corner { .. } => corner,
                    _ => Input::Play { card: k.sides[s].hand[0] },
                };
                events.extend(k.apply(s, &input, &mut chance).unwrap());
            }
            if events.contains(&Event::SecondHalf) {
                break;
            }
        }
        for s in 0..2 {
            let mut seen = first_half[s].clone();
            seen.sort();
            let mut above = decks[s][..22].to_vec();
            above.sort();
            assert_eq!(seen, above, "seed {seed} seat {s}: the first half used the 22 cards above it");
            assert_eq!(k.sides[s].hand, decks[s][22..33], "seed {seed} seat {s}: the next 11 after it");
        }
    }
}
