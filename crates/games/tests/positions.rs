//! Situations set up from outside the games crate, as a scenario test, a bug report or a rule
//! puzzle would: a position written down (`Game::Position`) and scripted chance, played through
//! the public API only.

use touchline_games::fuba::board::{C1, C2, C3, C4, C5, N2, N4, S2, S4};
use touchline_games::fuba::{self, Control, Fuba, FubaPosition, Phase as FubaPhase, Restart};
use touchline_games::kix::{self, Card, Format, Kix, KixPosition, Period, Phase, PlayResult, Side, Specialist};
use touchline_games::{Chance, Command, Game, Match, Viewer};

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

/// A side holding `hand`, with `deck` drawn top first, and every other card discarded.
fn side(cards: Vec<Card>, hand: &[u8], deck_top_first: &[u8]) -> Side {
    let mut deck = deck_top_first.to_vec();
    deck.reverse();
    let discards = (0..cards.len() as u8).filter(|c| !hand.contains(c) && !deck.contains(c)).collect();
    Side {
        pack: cards,
        deck,
        above_half_time: None,
        reached_half_time: false,
        hand: hand.to_vec(),
        bench: Vec::new(),
        bench_stacked: 0,
        bench_ready: true,
        put_aside: Vec::new(),
        discards,
        unseen_discards: Vec::new(),
        subs_used: 0,
        choice: None,
    }
}

fn kix_position(sides: [Side; 2]) -> KixPosition {
    KixPosition {
        format: Format::Five,
        result_needed: false,
        sides,
        period: Period::Match,
        phase: Phase::Midfield,
        score: [0, 0],
        plays: 0,
        last: None,
        shootout: None,
    }
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
    assert_eq!(err.to_string(), "not a possible position: seat 0: card #1 is in two places");
    home.deck.pop();
    home.hand.push(42);
    let err = Kix::from_position(kix_position([home.clone(), away.clone()])).unwrap_err();
    assert!(err.to_string().contains("card #42 is not in the pack"), "{err}");
    home.hand.pop();
    let mut eleven = kix_position([home, away]);
    eleven.phase = Phase::BenchSetup;
    assert!(Kix::from_position(eleven).unwrap_err().to_string().contains("5-a-side has no bench"));
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
    assert!(err.to_string().contains("seat 1 has 9 outfield players on the pitch and 0 off"), "{err}");
    p.teams[1].pieces[C4 as usize] += 1;
    p.value = 7;
    assert!(Fuba::from_position(p.clone()).unwrap_err().to_string().contains("ball value is 7"));
    p.value = 3;
    p.ball = 40;
    assert!(Fuba::from_position(p).unwrap_err().to_string().contains("not an area of the board"));
    // Written as JSON, a position may leave out what does not matter to it.
    let text = r#"{"ball": 6, "value": 2}"#;
    let p: FubaPosition = serde_json::from_str(text).unwrap();
    assert_eq!((p.ball, p.value, p.half), (C3, 2, 1));
    assert!(Fuba::from_position(p).is_ok());
}
