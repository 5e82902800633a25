//! A Tally player's one menu: the secret pick.

use super::rules::Input;
use super::state::Tally;
use crate::controls::{choice, Controls};
use crate::game::Seat;
use crate::text::Lang;
use touchline_i18n::say;

use super::words::WORDS;

pub(crate) fn describe(input: &Input, lang: Lang) -> String {
    let Input::Pick { number } = input;
    say!(WORDS, lang, "control-pick", number = *number)
}

pub(crate) fn controls(game: &Tally, seat: Seat, lang: Lang) -> Controls<Input> {
    let mut controls = Controls::new();
    let choices = game.legal(seat).iter().map(|i| choice(describe(i, lang), *i)).collect();
    controls.menu(
        say!(WORDS, lang, "control-placeholder"),
        choices,
        |_| (String::new(), String::new()),
        |g| g.to_string(),
    );
    controls
}
