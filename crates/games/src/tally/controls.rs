//! A Tally player's one menu: the secret pick.

use super::rules::Input;
use super::state::Tally;
use crate::controls::{choice, Controls};
use crate::game::{Presented, Rules, Seat};
use crate::text::Lang;
use touchline_i18n::say;

use super::words::WORDS;

impl Presented for Tally {
    fn describe_input(&self, _seat: Seat, input: &Input, lang: Lang) -> String {
        let Input::Pick { number } = input;
        say!(WORDS, lang, "control-pick", number = *number)
    }

    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let mut controls = Controls::new();
        let choices = self.legal_inputs(seat).iter().map(|i| choice(self.describe_input(seat, i, lang), *i)).collect();
        controls.menu(
            say!(WORDS, lang, "control-placeholder"),
            choices,
            |_| (String::new(), String::new()),
            |g| g.to_string(),
        );
        controls
    }
}
