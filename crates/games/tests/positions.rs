//! Situations set up from outside the games crate, as a scenario test, a bug report or a rule
//! puzzle would: a position written down (`Game::Position`) and scripted chance, played through
//! the public API only.

use touchline_games::{
    fasisac::{self, Fasisac, FasisacPosition, Slot, Tactic},
    fuba::board::{C1, C2, C3, C4, C5, N2, N4, S2, S4},
    fuba::{self, Control, Fuba, FubaPosition, Phase as FubaPhase, Restart},
    futbol_dash::{self, DashPosition, FutbolDash, ShotCard},
    kix::{self, Card, Format, Kix, KixPosition, Period, Phase, PlayResult, Side, Specialist},
    Chance, Command, Match, Rules, Secrets, Viewer, Written,
};

/// Ten plain cards with every value `v + id`; card 0 gets the values given.
fn pack(v: u8, first: [u8; 5]) -> Vec<Card> {
    (0..10)
        .map(|i| Card {
            id: i,
            specialist: Specialist::Midfielder,
            values: if i == 0 { first } else { [v + i; 5] },
            name: i as u16,
        })
        .collect()
}

/// A side holding `hand`, with `deck` drawn top first, and every other card below in the deck.
fn side(cards: Vec<Card>, hand: &[u8], deck_top_first: &[u8]) -> Side {
    Side::new(cards).with_deck_top(deck_top_first).with_hand(hand)
}

/// A 5-a-side midfield play between `sides`; everything else as a match starts.
fn kix_position(sides: [Side; 2]) -> KixPosition {
    KixPosition { sides, ..KixPosition::default() }
}

// KIX §4.1: the higher M wins the midfield and attacks; both draw back to a full hand.
#[test]
fn a_kix_midfield_written_down_plays_as_the_rules_say() {
    let home = side(pack(10, [80, 1, 1, 1, 1]), &[0, 1], &[2, 3]);
    let away = side(pack(10, [10, 1, 1, 1, 1]), &[0, 1], &[2, 3]);
    let mut m = Match::<Kix>::from_position(kix::Config::default(), 1, 0, kix_position([home, away])).unwrap();
    m.apply(0, Command::Play(kix::Input::Play { card: 0 })).unwrap();
    let step = m.apply(1, Command::Play(kix::Input::Play { card: 0 })).unwrap();
    let view = m.view(Viewer::Seat(0));
    assert_eq!(view.last.as_ref().map(|r| r.result), Some(PlayResult::MidfieldWon(0)));
    assert_eq!(view.phase, Phase::Attack { attacker: 0 });
    let hand: Vec<u8> = view.sides[0].hand.clone().unwrap().iter().map(|c| c.id).collect();
    assert_eq!(hand, [1, 2], "the played card is gone and the top card drawn");
    assert!(step.events.iter().any(|e| matches!(e, touchline_games::Event::Game(kix::Event::Revealed(_)))));
    // Written down again, the match is the same one.
    assert_eq!(Kix::from_position(m.position()).unwrap().to_position(), m.position());
}

#[test]
fn an_impossible_kix_position_is_refused_with_the_reason() {
    let mut home = side(pack(10, [50; 5]), &[0, 1], &[2, 3]);
    home.deck.push(1);
    let away = side(pack(10, [50; 5]), &[0, 1], &[2, 3]);
    let err = Kix::from_position(kix_position([home.clone(), away.clone()])).unwrap_err();
    assert_eq!(err.to_string(), "not a possible position: sides[0].deck: card #1 is in two places");
    home.deck.pop();
    home.hand.push(42);
    let err = Kix::from_position(kix_position([home.clone(), away.clone()])).unwrap_err();
    assert!(err.to_string().contains("card #42 is not in the pack"), "{err}");
    home.hand.pop();
    let mut eleven = kix_position([home, away]);
    eleven.phase = Phase::BenchSetup;
    assert!(Kix::from_position(eleven).unwrap_err().to_string().contains("5-a-side has no bench"));
}

// A puzzle names only the cards that matter; every other card of the pack stays in its pile.
#[test]
fn a_kix_position_names_only_the_cards_that_matter() {
    let fresh = KixPosition::default();
    assert_eq!((fresh.format, fresh.period, fresh.phase), (Format::Five, Period::Match, Phase::Midfield));
    for side in &fresh.sides {
        assert_eq!((side.pack.len(), side.hand.len(), side.deck.len(), side.put_aside.len()), (60, 5, 25, 30));
    }
    assert!(Kix::from_position(fresh.clone()).is_ok());

    let p = KixPosition::default().hand(0, &[7, 8]).deck_top(0, &[9, 40]).discards(1, &[3]);
    let home = &p.sides[0];
    assert_eq!(home.hand, [7, 8]);
    assert_eq!(home.deck.iter().rev().take(2).copied().collect::<Vec<_>>(), [9, 40], "named cards on top");
    assert_eq!(&home.deck[..5], &[4, 3, 2, 1, 0], "the hand dealt before goes to the bottom");
    assert_eq!(home.deck.len() + home.hand.len() + home.put_aside.len(), 60);
    assert_eq!((p.sides[1].discards.clone(), p.sides[1].hand.len()), (vec![3], 4));
    let mut m = Match::<Kix>::from_position(kix::Config::default(), 1, 0, p).unwrap();
    m.apply(0, Command::Play(kix::Input::Play { card: 7 })).unwrap();
    m.apply(1, Command::Play(kix::Input::Play { card: 0 })).unwrap();
    let hand: Vec<u8> = m.view(Viewer::Seat(0)).sides[0].hand.clone().unwrap().iter().map(|c| c.id).collect();
    assert_eq!(hand, [8, 9], "the card named on top is drawn");

    let eleven = KixPosition::new(Format::Eleven).hand(1, &[50]);
    assert_eq!((eleven.sides[0].bench.len(), eleven.sides[0].hand.len()), (15, 11));
    assert_eq!(eleven.sides[1].bench.len(), 14, "a card taken from the bench into the hand");
    assert!(Kix::from_position(eleven).is_ok());
}

// No play loses a card, puts a bench in 5-a-side, or scores without plays: such positions are
// refused, and the message names the field at fault.
#[test]
fn impossible_kix_positions_are_refused_naming_the_field() {
    let refused = |p: KixPosition| Kix::from_position(p).unwrap_err().to_string();
    let mut lost = KixPosition::default();
    lost.sides[1].deck.retain(|c| *c != 12);
    assert!(refused(lost).contains("sides[1].deck: card #12 lies in no pile"));
    let mut bench = KixPosition::default();
    let card = bench.sides[0].deck.pop().unwrap();
    bench.sides[0].bench.push(card);
    assert!(refused(bench).contains("sides[0].bench: 5-a-side has no bench"));
    let corner = KixPosition { phase: Phase::Corner { attacker: 0 }, ..KixPosition::default() };
    assert!(refused(corner).contains("phase: 5-a-side has no corners"));
    let score = KixPosition { score: [2, 0], plays: 5, ..KixPosition::default() };
    assert!(refused(score).contains("score: 2 goals cannot come from 5 plays"));
    assert!(Kix::from_position(KixPosition { score: [2, 0], plays: 6, ..KixPosition::default() }).is_ok());
    let mut half_time = KixPosition::new(Format::Eleven);
    half_time.sides[0].above_half_time = Some(40);
    assert!(refused(half_time).contains("sides[0].above_half_time"));
    let mut cup = KixPosition { result_needed: true, ..KixPosition::default() };
    cup.sides[1].put_aside.clear();
    let mut rest = std::mem::take(&mut cup.sides[1].deck);
    rest.extend((30..60).rev());
    cup.sides[1].deck = rest;
    assert!(refused(cup).contains("sides[1].put_aside: a 5-a-side cup keeps its shoot-out cards here"));
    let shootout = KixPosition { shootout: Some(kix::Shootout::default()), ..KixPosition::default() };
    assert!(refused(shootout).starts_with("not a possible position: shootout:"));
}

/// A die showing `face`, for scripted chance.
fn die(face: u32) -> u32 {
    face - 1
}

/// Two 4-4-2 teams in their own halves, home in control with the ball in C3 at value 1, the
/// first turn's target to choose.
fn fuba_first_turn() -> FubaPosition {
    let mut p = FubaPosition::default();
    for (seat, keeper, areas) in [(0, C1, [C2, N2, S2, C3]), (1, C5, [C4, N4, S4, C4])] {
        let team = &mut p.teams[seat];
        team.formation = fuba::Formation::new(4, 4, 2);
        team.keeper = keeper;
        team.pieces = [0; fuba::board::SPOT_COUNT];
        for (i, area) in areas.iter().enumerate() {
            team.pieces[*area as usize] += if i == 3 { 1 } else { 3 };
        }
    }
    p.phase = FubaPhase::Target;
    p.ct = 0;
    p.ball = C3;
    p.start = C3;
    p.value = 1;
    p.turn = 1;
    p.restart = Restart::KickOff;
    p
}

// FUBA §6–§7.4: the dice difference moves the clock; the controlling die above the ball value
// keeps the ball.
#[test]
fn a_fuba_turn_written_down_runs_its_stages_with_scripted_dice() {
    let mut game = Fuba::from_position(fuba_first_turn()).unwrap();
    assert!(game.legal_inputs(0).contains(&fuba::Input::Target { area: C3 }));
    let mut dice = Chance::scripted([die(5), die(2)]);
    let events = game.apply(0, &fuba::Input::Target { area: C3 }, &mut dice).unwrap();
    assert!(events.contains(&fuba::Event::Dice { dice: [5, 2] }));
    assert!(events.contains(&fuba::Event::Clock { advance: 3, minute: 4, stoppage: 0 }));
    assert!(events.contains(&fuba::Event::Control { control: Control::Kept }));
    let view = game.view(Viewer::Spectator);
    assert_eq!((view.minute, view.ct, view.ball), (4, 0, C3));
    assert!(matches!(view.phase, FubaPhase::Action { .. }), "{:?}", view.phase);
}

#[test]
fn a_fuba_position_needs_whole_teams_and_real_areas() {
    let mut p = fuba_first_turn();
    p.teams[1].pieces[C4 as usize] -= 1;
    let err = Fuba::from_position(p.clone()).unwrap_err();
    assert!(err.to_string().contains("teams[1].pieces: seat 1 has 9 outfield players on the pitch and 0 off"), "{err}");
    p.teams[1].pieces[C4 as usize] += 1;
    p.value = 7;
    assert!(Fuba::from_position(p.clone()).unwrap_err().to_string().contains("value: the ball value is 7"));
    p.value = 3;
    p.dice = [7, 2];
    assert!(Fuba::from_position(p.clone()).unwrap_err().to_string().contains("dice: a die shows 1 to 6"));
    p.dice = [6, 2];
    p.ball = 40;
    assert!(Fuba::from_position(p).unwrap_err().to_string().contains("ball, start, target: the ball"));
    // Written as JSON, a position may leave out what does not matter to it.
    let text = r#"{"ball": 6, "value": 2}"#;
    let p: FubaPosition = serde_json::from_str(text).unwrap();
    assert_eq!((p.ball, p.value, p.half), (C3, 2, 1));
    assert!(Fuba::from_position(p).is_ok());
}

// A Futbol Dash puzzle names the hands and fronts that matter; the rest of the 73 Action cards
// stay in the deck.
#[test]
fn a_futbol_dash_position_names_only_the_cards_that_matter() {
    use futbol_dash::Card;
    let fresh = DashPosition::default();
    assert_eq!((fresh.players.len(), fresh.deck.len(), fresh.turn), (2, 73 - 13, 0));
    assert_eq!(fresh.phase, futbol_dash::Phase::Play);
    assert!(FutbolDash::from_position(fresh).is_ok());

    let p = DashPosition::new(3)
        .hand(1, &[Card::Penalty, Card::Nutmeg])
        .front(1, &[Card::LongPass, Card::Cross])
        .deck_top(&[Card::Var])
        .discards(&[Card::Tackle]);
    assert_eq!((p.players[1].ap, p.players[1].hand.len()), (9, 2));
    assert_eq!(p.deck.last(), Some(&Card::Var));
    assert_eq!(p.deck.len() + p.discard.len() + 2 + 2 + 7 + 6, 73, "every card placed once");
    let m = Match::<FutbolDash>::from_position(futbol_dash::Config::default(), 3, 0, p).unwrap();
    let view = m.view(Viewer::Spectator);
    assert_eq!((view.players[1].ap, view.discard, view.turn), (9, 1, 0));
    assert_eq!(m.view(Viewer::Seat(0)).players[0].hand.as_ref().map(Vec::len), Some(7), "seat 0 has drawn");
    assert!(!m.legal_inputs(0).is_empty() && m.legal_inputs(1).is_empty());
}

// No play lays a grid of twenty goals, loses an Action card, or plays on past a Regular win.
#[test]
fn impossible_futbol_dash_positions_are_refused_naming_the_field() {
    use futbol_dash::Card;
    let refused = |p: DashPosition| FutbolDash::from_position(p).unwrap_err().to_string();
    let goals = DashPosition { grid: vec![Some(ShotCard::Goal); 20], ..DashPosition::default() };
    assert_eq!(refused(goals), "not a possible position: grid: 20 Goal cards, but the set has 10");
    let mut lost = DashPosition::default();
    let i = lost.deck.iter().position(|c| *c == Card::Nutmeg).unwrap();
    lost.deck.remove(i);
    assert!(refused(lost).contains("deck: 9 Nutmeg placed, but the first half's Action cards hold 10"));
    let mut extra = DashPosition::default();
    extra.deck.push(Card::RedCard);
    assert!(refused(extra).contains("deck: 2 Red Card placed"));
    let mut won = DashPosition::default();
    won.players[1].goals = 3;
    assert!(refused(won).contains("players[1].goals: 3 goals end a Regular match"));
    let big = DashPosition::default().hand(0, &[Card::ShortPass; 8]);
    assert!(refused(big).contains("players[0].hand: 8 cards; a hand is 6"));
    let ap = DashPosition::default().front(0, &[Card::LongPass, Card::LongPass, Card::LongPass]);
    assert!(refused(ap).contains("players[0].ap: attack points run from 0 to 11, not 15"));
    // A cell cannot have shown a card while it is still face down.
    let mut shown = vec![None; 20];
    shown[4] = Some(ShotCard::Save);
    let peeked = DashPosition { drawn: shown, ..DashPosition::default() };
    assert!(refused(peeked).contains("drawn: cell 4 is still face down"));
}

// A FASISAC puzzle names the line-ups and the dice; the squads, the boosts and the rest are as
// dealt, and the attack's players are the ones the dice name.
#[test]
fn a_fasisac_position_names_only_what_matters() {
    let fresh = FasisacPosition::default();
    for team in &fresh.teams {
        assert_eq!((team.squad.len(), team.keepers()), (8, 1));
    }
    assert!(matches!(fresh.phase, fasisac::Phase::Tactics) && fresh.half == 0);
    assert!(Fasisac::from_position(fresh).is_ok());

    let p = FasisacPosition::default()
        .lineup(0, &[1, 25, 16, 17, 6])
        .lineup(1, &[2, 27, 7, 18, 9])
        .tactics(Tactic::Possession, Tactic::Possession)
        .attack(0, Slot::S, Slot::ML);
    let fasisac::Phase::Attack(a) = &p.phase else { panic!("{:?}", p.phase) };
    assert_eq!((a.attacker, a.defender), (6, 7), "the white die's S attacks, the red die's ML defends");
    assert!(p.teams[0].squad.contains(&25) && !p.teams[1].squad.contains(&25), "a fielded card joins the squad");
    let m = Match::<Fasisac>::from_position(fasisac::Config::default(), 1, 0, p).unwrap();
    assert!(!m.legal_inputs(0).is_empty(), "the attacking side's boost window is open");
}

// An attack must be the one its dice name, a shot comes after a won tackle, and the select dice
// have no goalkeeper face: anything else is refused, naming the field.
#[test]
fn impossible_fasisac_positions_are_refused_naming_the_field() {
    let base = FasisacPosition::default()
        .lineup(0, &[1, 25, 16, 17, 6])
        .lineup(1, &[2, 27, 7, 18, 9])
        .tactics(Tactic::Possession, Tactic::Possession)
        .attack(0, Slot::S, Slot::ML);
    let refused = |change: &dyn Fn(&mut fasisac::Attack)| {
        let mut p = base.clone();
        let fasisac::Phase::Attack(a) = &mut p.phase else { unreachable!() };
        change(a);
        Fasisac::from_position(p).unwrap_err().to_string()
    };
    assert!(refused(&|a| a.attacker = 25).contains("phase.attacker: the white die shows S"));
    assert!(refused(&|a| a.defender = 27).contains("phase.defender: the red die shows ML"));
    assert!(refused(&|a| a.white = Slot::GK).contains("phase.white: the select dice cannot show GK"));
    assert!(refused(&|a| a.duel = fasisac::Duel::Shot).contains("phase.duel"));
    assert!(refused(&|a| a.dice = Some((13, 2))).contains("phase.dice"));
    let mut keepers = base.clone();
    keepers.teams[1].squad.retain(|c| *c != 2);
    assert!(Fasisac::from_position(keepers).unwrap_err().to_string().contains("teams[1].lineup"));
}
