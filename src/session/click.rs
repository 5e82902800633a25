//! A click on a seat's controls, read into a move. Everything needed is in what was clicked (the
//! match, the seat, the version of the prompt, the control) and the one load of the match: the
//! click is the seat's only when the person clicking sits in that seat, and it counts only when
//! it came from the seat's current prompt and is one of its choices now.

use touchline_games::controls::with_names;
use touchline_games::{AnyInput, AnyMatch, Command, Lang, Seat, Status};
use touchline_i18n::say;

use super::plan::Update;
use super::{SessionError, Sessions};
use crate::ids::MatchId;
use crate::speech::say;
use crate::store::{StoreError, StoredMatch};

/// What was clicked on a seat's controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    /// A button, by its code.
    Button(String),
    /// A menu option, by its value (the input as the game writes it).
    Menu(String),
    /// The first step of a two-step menu, by the group's key.
    Group(String),
    /// The button that opens the seat's controls privately (closed direct messages).
    Open,
}

/// A click, as the front end read it.
#[derive(Clone, Debug)]
pub struct Click {
    pub match_id: MatchId,
    /// The seat the control was made for; `None` for a control of an earlier version, which
    /// named no seat (the clicker's own seat is taken).
    pub seat: Option<Seat>,
    /// The match version the control was issued at.
    pub version: u64,
    pub control: Control,
    /// Who clicked (their Discord id).
    pub user: u64,
    /// The language they are answered in (their Discord's).
    pub lang: Lang,
}

/// What the click came to.
pub enum Clicked {
    /// Not theirs to make, or no longer possible: a private answer, nothing changed.
    Refused(String),
    /// The seat's current controls, privately, after a note ("out of date", or none when they
    /// asked for them).
    Fresh { note: String, stored: Box<StoredMatch>, seat: Seat },
    /// The second step of a two-step menu, in place of the message clicked.
    Group { stored: Box<StoredMatch>, seat: Seat, key: String },
    /// The move was made: what the seat chose (in its own words), whether it was chosen in
    /// front of the table, and what follows.
    Played { seat: Seat, chose: String, in_the_open: bool, update: Box<Update> },
}

impl Clicked {
    fn fresh(note: String, stored: StoredMatch, seat: Seat) -> Clicked {
        Clicked::Fresh { note, stored: Box::new(stored), seat }
    }
}

/// A seat's controls as the front end should show them now: a note when there is nothing to
/// choose.
pub fn nothing_to_choose(stored: &StoredMatch, seat: Seat, lang: Lang) -> Option<String> {
    if !stored.state.legal_inputs(seat).is_empty() {
        return None;
    }
    Some(match stored.state.status() {
        Status::Finished(_) => say(lang, "click-match-over"),
        _ => say(lang, "click-nothing-to-choose"),
    })
}

impl Sessions {
    /// A click on a seat's controls: authorised by the seat, read against its controls now, and
    /// played. The match is loaded once; only a race with another move (the other side choosing
    /// at the same moment) loads it again.
    pub async fn click(&self, click: Click) -> Result<Clicked, SessionError> {
        let lang = click.lang;
        let stored = match self.store.load_match(click.match_id).await {
            Ok(s) => s,
            Err(StoreError::NoSuchMatch(_)) => return Ok(Clicked::Refused(say(lang, "click-no-such-match"))),
            Err(e) => return Err(e.into()),
        };
        let Some(mine) = stored.seating.seat_of(click.user) else {
            return Ok(Clicked::Refused(say(lang, "click-not-your-match")));
        };
        // A control made for another seat (their move made in the open, their button) is theirs
        // alone: a click by anyone else must not act, nor redraw it for themselves.
        let seat = click.seat.unwrap_or(mine);
        if seat != mine {
            return Ok(Clicked::Refused(say(lang, "click-not-your-move")));
        }
        // Controls from a prompt older than the seat's current one are out of date.
        let current_prompt = |stored: &StoredMatch| stored.seating.place(seat).map(|p| p.contact.prompt_version);
        let from_current_prompt = click.version >= current_prompt(&stored).unwrap_or(0);
        let input = match &click.control {
            Control::Open => return Ok(Clicked::fresh(String::new(), stored, seat)),
            Control::Group(key) => {
                return Ok(match from_current_prompt && stored.state.controls(seat, lang).group(key).is_some() {
                    true => Clicked::Group { stored: Box::new(stored), seat, key: key.clone() },
                    false => Clicked::fresh(say(lang, "click-out-of-date"), stored, seat),
                });
            }
            control => input_of(&stored.state, seat, control),
        };
        let Some(input) = input.filter(|_| from_current_prompt) else {
            return Ok(Clicked::fresh(say(lang, "click-out-of-date"), stored, seat));
        };
        // Said to the clicker in their language, or to the table in the thread's.
        let in_the_open = stored.state.controls(seat, lang).in_the_open;
        let said_in = if in_the_open { stored.lang() } else { lang };
        let chose = with_names(&stored.state.describe_input(seat, &input, said_in), &stored.names(said_in));
        let mut stored = stored;
        for attempt in 0..2 {
            match self.play(stored.clone(), seat, Command::Play(input.clone())).await {
                Ok(update) => return Ok(Clicked::Played { seat, chose, in_the_open, update: Box::new(update) }),
                Err(SessionError::Stale { .. }) if attempt == 0 => {
                    // Another move landed first — often the other side choosing at the same
                    // moment. If this choice still stands, make it on top of theirs.
                    stored = self.store.load_match(click.match_id).await?;
                    let still = click.version >= current_prompt(&stored).unwrap_or(0)
                        && stored.state.legal_inputs(seat).contains(&input);
                    if !still {
                        break;
                    }
                }
                Err(SessionError::Stale { .. }) => break,
                Err(SessionError::Rule(e)) => {
                    let reason = e.text(lang);
                    return Ok(Clicked::Refused(say!(crate::speech::BOT, lang, "click-not-allowed", reason = reason)));
                }
                Err(e) => return Err(e),
            }
        }
        Ok(Clicked::fresh(say(lang, "click-another-move-first"), stored, seat))
    }
}

/// The input a control stands for, read against the seat's controls now: a button by its code,
/// a menu option by its value. `None` when it is none of the seat's choices now.
pub fn input_of(state: &AnyMatch, seat: Seat, control: &Control) -> Option<AnyInput> {
    // Codes and values name inputs the same way in every language.
    let controls = state.controls(seat, Lang::En);
    match control {
        Control::Button(code) => controls.button(code).map(|b| b.input.clone()),
        Control::Menu(value) => state.decode_input(value).filter(|i| controls.inputs().contains(&i)),
        Control::Group(_) | Control::Open => None,
    }
}
