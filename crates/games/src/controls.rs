//! What a seat can do now, as data: rows of buttons, menus, and menus in two steps.
//!
//! Each game describes its seat's choices with these types ([`crate::game::Presented::controls`]); the bot
//! turns them into Discord components with one generic builder, and the terminal into its
//! numbered menu. The shapes fit Discord's limits, which [`Controls::check`] states and the
//! conformance harness checks for every prompt of every game: at most five rows, five buttons to
//! a row, twenty-five choices to a menu, labels of one to a hundred characters.
//!
//! Controls are for the seat they were made for, like that seat's view: they may name its own
//! cards. They are only ever shown to that seat.

/// Discord's limits, which every set of controls keeps.
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS: usize = 5;
pub const MAX_CHOICES: usize = 25;
pub const MAX_LABEL: usize = 100;
/// A button's label is shorter still.
pub const MAX_BUTTON_LABEL: usize = 80;
/// A button's code: lower-case letters only, this long at most.
pub const MAX_CODE: usize = 16;

/// How a button looks: the one that moves the game on, a secondary one, or one to think twice
/// about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonKind {
    /// The usual thing to do (shoot, ready).
    Go,
    /// Moves on without doing anything more (done moving, end the stage).
    Next,
    Other,
}

/// A button for a choice with no parameter and nothing hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button<I> {
    /// A short code that names the choice among the seat's buttons (`shoot`).
    pub code: &'static str,
    /// What to type for it in the terminal: a letter or two, the same for this choice in every
    /// prompt of the game (`s` for Shoot).
    pub key: &'static str,
    pub label: String,
    pub kind: ButtonKind,
    pub input: I,
}

impl<I> Button<I> {
    pub fn new(code: &'static str, key: &'static str, label: String, kind: ButtonKind, input: I) -> Button<I> {
        Button { code, key, label, kind, input }
    }
}

/// One choice in a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice<I> {
    pub label: String,
    /// A second line for the choice (Discord shows it under the label, the terminal beside it):
    /// what is worth knowing before choosing, such as a card's other values.
    pub detail: Option<String>,
    pub input: I,
}

impl<I> Choice<I> {
    /// A choice with a second line.
    pub fn detailed(label: impl Into<String>, detail: impl Into<String>, input: I) -> Choice<I> {
        Choice { label: label.into(), detail: Some(detail.into()), input }
    }
}

/// A menu of up to 25 choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu<I> {
    pub placeholder: String,
    pub choices: Vec<Choice<I>>,
}

/// A group of a two-step menu: picked first, then one of its choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group<I> {
    /// What names the group when it is picked (short; no secrets beyond the seat's own).
    pub key: String,
    pub label: String,
    /// The placeholder of the second step.
    pub placeholder: String,
    pub choices: Vec<Choice<I>>,
}

/// One row of controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Row<I> {
    Buttons(Vec<Button<I>>),
    Menu(Menu<I>),
    /// More than 25 choices: first a group (up to 25 of them), then a choice within it.
    Steps {
        placeholder: String,
        groups: Vec<Group<I>>,
    },
}

/// Everything a seat can do now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Controls<I> {
    pub rows: Vec<Row<I>>,
    /// The choice is made in front of the whole table (a draft pick, a bid at an auction): the
    /// controls, and the seat's situation, hold nothing the others may not see, so they may be
    /// posted where everyone sees them. Otherwise they are the seat's alone.
    pub in_the_open: bool,
}

impl<I> Default for Controls<I> {
    fn default() -> Self {
        Controls { rows: Vec::new(), in_the_open: false }
    }
}

/// A choice's label and second line.
fn choice_texts<I>(c: &Choice<I>) -> impl Iterator<Item = &str> {
    [Some(c.label.as_str()), c.detail.as_deref()].into_iter().flatten()
}

fn fit_label(label: String) -> String {
    fit(label, MAX_LABEL)
}

fn fit(label: String, max: usize) -> String {
    if label.chars().count() <= max {
        label
    } else {
        let mut cut: String = label.chars().take(max - 1).collect();
        cut.push('…');
        cut
    }
}

impl<I> Controls<I> {
    pub fn new() -> Controls<I> {
        Controls::default()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Add a menu of `choices`. Up to 25 make one menu; more come in two steps, grouped by
    /// `group` (a key and its label for each choice). A group with more than 25 choices is split
    /// into parts. Nothing is added for no choices.
    pub fn menu(
        &mut self,
        placeholder: impl Into<String>,
        choices: Vec<Choice<I>>,
        group: impl Fn(&I) -> (String, String),
        second_placeholder: impl Fn(&str) -> String,
    ) {
        let placeholder = fit_label(placeholder.into());
        if choices.is_empty() {
            return;
        }
        let choices: Vec<Choice<I>> = choices
            .into_iter()
            .map(|c| Choice { label: fit_label(c.label), detail: c.detail.map(fit_label), input: c.input })
            .collect();
        if choices.len() <= MAX_CHOICES {
            self.rows.push(Row::Menu(Menu { placeholder, choices }));
            return;
        }
        let mut groups: Vec<Group<I>> = Vec::new();
        // The game's key of each group (a split group's parts share it).
        let mut bases: Vec<String> = Vec::new();
        for choice in choices {
            let (key, label) = group(&choice.input);
            let open = (0..groups.len()).rev().find(|i| bases[*i] == key && groups[*i].choices.len() < MAX_CHOICES);
            match open {
                Some(i) => groups[i].choices.push(choice),
                None => {
                    let parts = bases.iter().filter(|b| **b == key).count();
                    bases.push(key.clone());
                    let (key, label) = if parts == 0 {
                        (key, label)
                    } else {
                        (format!("{key}#{}", parts + 1), format!("{label} ({})", parts + 1))
                    };
                    let placeholder = fit_label(second_placeholder(&label));
                    groups.push(Group { key, label: fit_label(label), placeholder, choices: vec![choice] });
                }
            }
        }
        groups.truncate(MAX_CHOICES);
        self.rows.push(Row::Steps { placeholder, groups });
    }

    /// Add a row of buttons (at most five; the rest are dropped).
    pub fn buttons(&mut self, mut buttons: Vec<Button<I>>) {
        buttons.truncate(MAX_BUTTONS);
        if !buttons.is_empty() {
            let buttons = buttons.into_iter().map(|b| Button { label: fit(b.label, MAX_BUTTON_LABEL), ..b }).collect();
            self.rows.push(Row::Buttons(buttons));
        }
    }

    /// Every input reachable from these controls, in the order they are shown.
    pub fn inputs(&self) -> Vec<&I> {
        let mut out = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => out.extend(buttons.iter().map(|b| &b.input)),
                Row::Menu(menu) => out.extend(menu.choices.iter().map(|c| &c.input)),
                Row::Steps { groups, .. } => out.extend(groups.iter().flat_map(|g| g.choices.iter().map(|c| &c.input))),
            }
        }
        out
    }

    /// Every input with the label it is shown with, in order (the terminal's menu).
    pub fn labelled(&self) -> Vec<(String, &I)> {
        let mut out = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => out.extend(buttons.iter().map(|b| (b.label.clone(), &b.input))),
                Row::Menu(menu) => out.extend(menu.choices.iter().map(|c| (c.label.clone(), &c.input))),
                Row::Steps { groups, .. } => {
                    for g in groups {
                        out.extend(g.choices.iter().map(|c| (c.label.clone(), &c.input)));
                    }
                }
            }
        }
        out
    }

    /// Every text these controls show: placeholders, labels, second lines and group names.
    pub fn texts(&self) -> Vec<&str> {
        let mut out = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => out.extend(buttons.iter().map(|b| b.label.as_str())),
                Row::Menu(menu) => {
                    out.push(menu.placeholder.as_str());
                    out.extend(menu.choices.iter().flat_map(choice_texts));
                }
                Row::Steps { placeholder, groups } => {
                    out.push(placeholder.as_str());
                    for g in groups {
                        out.extend([g.label.as_str(), g.placeholder.as_str()]);
                        out.extend(g.choices.iter().flat_map(choice_texts));
                    }
                }
            }
        }
        out
    }

    /// The button with this code.
    pub fn button(&self, code: &str) -> Option<&Button<I>> {
        self.rows.iter().find_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().find(|b| b.code == code),
            _ => None,
        })
    }

    /// The group of a two-step menu with this key.
    pub fn group(&self, key: &str) -> Option<&Group<I>> {
        self.rows.iter().find_map(|row| match row {
            Row::Steps { groups, .. } => groups.iter().find(|g| g.key == key),
            _ => None,
        })
    }

    /// The label an input is shown with.
    pub fn label_of(&self, input: &I) -> Option<String>
    where
        I: PartialEq,
    {
        self.labelled().into_iter().find(|(_, i)| *i == input).map(|(label, _)| label)
    }

    /// The same controls for another input type (a game's inputs into the registry's).
    pub fn map<J>(self, f: impl Fn(I) -> J) -> Controls<J> {
        self.rebuild(&|text, _| text, &f)
    }

    /// Every text rewritten by `text` (given the text and its length limit) and every input by
    /// `input`, in the same shape.
    fn rebuild<J>(self, text: &dyn Fn(String, usize) -> String, input: &dyn Fn(I) -> J) -> Controls<J> {
        let choice = |c: Choice<I>| Choice {
            label: text(c.label, MAX_LABEL),
            detail: c.detail.map(|d| text(d, MAX_LABEL)),
            input: input(c.input),
        };
        let rows = self
            .rows
            .into_iter()
            .map(|row| match row {
                Row::Buttons(buttons) => Row::Buttons(
                    buttons
                        .into_iter()
                        .map(|b| Button {
                            code: b.code,
                            key: b.key,
                            label: text(b.label, MAX_BUTTON_LABEL),
                            kind: b.kind,
                            input: input(b.input),
                        })
                        .collect(),
                ),
                Row::Menu(menu) => Row::Menu(Menu {
                    placeholder: text(menu.placeholder, MAX_LABEL),
                    choices: menu.choices.into_iter().map(choice).collect(),
                }),
                Row::Steps { placeholder, groups } => Row::Steps {
                    placeholder: text(placeholder, MAX_LABEL),
                    groups: groups
                        .into_iter()
                        .map(|g| Group {
                            key: g.key,
                            label: text(g.label, MAX_LABEL),
                            placeholder: text(g.placeholder, MAX_LABEL),
                            choices: g.choices.into_iter().map(choice).collect(),
                        })
                        .collect(),
                },
            })
            .collect();
        Controls { rows, in_the_open: self.in_the_open }
    }

    /// Whether these controls keep Discord's limits; the error names the first one broken.
    pub fn check(&self) -> Result<(), String> {
        let label = |text: &str, what: &str| -> Result<(), String> {
            let n = text.chars().count();
            let max = if what == "button" { MAX_BUTTON_LABEL } else { MAX_LABEL };
            if n == 0 || n > max {
                return Err(format!("{what} '{text}' has {n} characters (1 to {max})"));
            }
            Ok(())
        };
        if self.rows.len() > MAX_ROWS {
            return Err(format!("{} rows (at most {MAX_ROWS})", self.rows.len()));
        }
        let mut codes: Vec<&str> = Vec::new();
        let mut keys: Vec<&str> = Vec::new();
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => {
                    if buttons.is_empty() || buttons.len() > MAX_BUTTONS {
                        return Err(format!("a row of {} buttons (1 to {MAX_BUTTONS})", buttons.len()));
                    }
                    for b in buttons {
                        label(&b.label, "button")?;
                        let ok = !b.code.is_empty()
                            && b.code.len() <= MAX_CODE
                            && b.code.chars().all(|c| c.is_ascii_lowercase());
                        if !ok || codes.contains(&b.code) {
                            return Err(format!("button code '{}' is not a unique short lower-case word", b.code));
                        }
                        codes.push(b.code);
                        let key_ok = (1..=3).contains(&b.key.len()) && b.key.chars().all(|c| c.is_ascii_lowercase());
                        if !key_ok || keys.contains(&b.key) {
                            return Err(format!("button key '{}' is not a unique letter or two", b.key));
                        }
                        keys.push(b.key);
                    }
                }
                Row::Menu(menu) => {
                    label(&menu.placeholder, "placeholder")?;
                    if menu.choices.is_empty() || menu.choices.len() > MAX_CHOICES {
                        return Err(format!("a menu of {} choices (1 to {MAX_CHOICES})", menu.choices.len()));
                    }
                    for c in &menu.choices {
                        label(&c.label, "choice")?;
                        if let Some(d) = &c.detail {
                            label(d, "choice detail")?;
                        }
                    }
                }
                Row::Steps { placeholder, groups } => {
                    label(placeholder, "placeholder")?;
                    if groups.is_empty() || groups.len() > MAX_CHOICES {
                        return Err(format!("a two-step menu of {} groups (1 to {MAX_CHOICES})", groups.len()));
                    }
                    for g in groups {
                        label(&g.label, "group")?;
                        label(&g.placeholder, "placeholder")?;
                        if g.key.is_empty() || g.key.len() > MAX_LABEL || g.key.contains(':') {
                            return Err(format!("group key '{}' must be 1 to {MAX_LABEL} bytes, no ':'", g.key));
                        }
                        if g.choices.is_empty() || g.choices.len() > MAX_CHOICES {
                            return Err(format!(
                                "group '{}' has {} choices (1 to {MAX_CHOICES})",
                                g.key,
                                g.choices.len()
                            ));
                        }
                        for c in &g.choices {
                            label(&c.label, "choice")?;
                            if let Some(d) = &c.detail {
                                label(d, "choice detail")?;
                            }
                        }
                    }
                    if groups.iter().enumerate().any(|(i, g)| groups[..i].iter().any(|h| h.key == g.key)) {
                        return Err("two groups share a key".into());
                    }
                }
            }
        }
        Ok(())
    }
}

/// Another seat named in a label (a card's target, say): the game knows seats, not names, so it
/// writes this token and the front end puts the seat's name in its place ([`with_names`]).
pub fn seat_token(seat: usize) -> String {
    format!("⟨{}⟩", seat + 1)
}

/// `text` with every [`seat_token`] replaced by that seat's name ("player N" when the list is
/// short).
pub fn with_names(text: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('⟨') {
        out.push_str(&rest[..open]);
        let after = &rest[open + '⟨'.len_utf8()..];
        let number = after.find('⟩').and_then(|close| after[..close].parse::<usize>().ok().map(|n| (n, close)));
        match number {
            Some((n, close)) if n >= 1 => {
                match names.get(n - 1) {
                    Some(name) => out.push_str(name),
                    None => out.push_str(&format!("player {n}")),
                }
                rest = &after[close + '⟩'.len_utf8()..];
            }
            _ => {
                out.push('⟨');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

impl<I> Controls<I> {
    /// These controls with the seats named in their labels (see [`seat_token`]), kept within
    /// the limits.
    pub fn named(self, names: &[String]) -> Controls<I> {
        self.rebuild(&|text, max| fit(with_names(&text, names), max), &|i| i)
    }
}

/// A choice, for building menus.
pub fn choice<I>(label: impl Into<String>, input: I) -> Choice<I> {
    Choice { label: label.into(), detail: None, input }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbered(n: u32) -> Vec<Choice<u32>> {
        (0..n).map(|i| choice(format!("choice {i}"), i)).collect()
    }

    #[test]
    fn seat_tokens_become_names_and_anything_else_is_left_alone() {
        let names = ["Ann".to_string(), "Bøb 🦊".to_string()];
        let label = format!("Tackle −2 on {} then {}", seat_token(1), seat_token(0));
        assert_eq!(with_names(&label, &names), "Tackle −2 on Bøb 🦊 then Ann");
        assert_eq!(with_names(&seat_token(5), &names), "player 6", "a seat beyond the list");
        for odd in ["⟨", "⟨x⟩", "⟨0⟩", "a ⟨2", "⟨⟩"] {
            assert_eq!(with_names(odd, &names), odd, "not a token: left as it is");
        }
        assert_eq!(with_names("⟩⟨1⟩⟨", &names), "⟩Ann⟨");
        let mut controls = Controls::new();
        controls.menu(
            format!("on {}?", seat_token(1)),
            vec![choice(format!("to {}", seat_token(1)), 1)],
            |_| (String::new(), String::new()),
            |_| String::new(),
        );
        let named = controls.named(&names);
        assert_eq!(named.labelled()[0].0, "to Bøb 🦊");
        assert!(named.check().is_ok());
    }

    #[test]
    fn a_short_list_is_one_menu_and_a_long_one_comes_in_two_steps() {
        let mut short = Controls::new();
        short.menu("Pick", numbered(25), |i| (format!("{}", i / 10), format!("tens {}", i / 10)), |g| g.into());
        assert!(matches!(&short.rows[0], Row::Menu(m) if m.choices.len() == 25));
        let mut long = Controls::new();
        long.menu("Pick", numbered(60), |i| (format!("{}", i / 10), format!("tens {}", i / 10)), |g| g.into());
        let Row::Steps { groups, .. } = &long.rows[0] else { panic!("two steps") };
        assert_eq!(groups.len(), 6);
        assert_eq!(long.inputs().len(), 60);
        assert_eq!(long.group("3").unwrap().choices[0].input, 30);
        long.check().unwrap();
    }

    #[test]
    fn an_oversized_group_is_split_into_parts() {
        let mut c = Controls::new();
        c.menu("Pick", numbered(40), |_| ("all".to_string(), "All".to_string()), |g| format!("From {g}"));
        let Row::Steps { groups, .. } = &c.rows[0] else { panic!("two steps") };
        let keys: Vec<&str> = groups.iter().map(|g| g.key.as_str()).collect();
        assert_eq!(keys, ["all", "all#2"]);
        assert_eq!(groups[1].label, "All (2)");
        assert_eq!(groups[1].choices.len(), 15);
        c.check().unwrap();
    }

    #[test]
    fn limits_are_checked() {
        let mut c: Controls<u32> = Controls::new();
        c.buttons(
            (0..3)
                .map(|i| Button { code: "go", key: "g", label: "Go".into(), kind: ButtonKind::Go, input: i })
                .collect(),
        );
        assert!(c.check().unwrap_err().contains("unique"));
        let mut c: Controls<u32> = Controls::new();
        c.rows.push(Row::Menu(Menu { placeholder: "p".into(), choices: numbered(26) }));
        assert!(c.check().is_err());
        let mut c: Controls<u32> = Controls::new();
        c.menu("p", vec![choice("x".repeat(300), 1)], |_| (String::new(), String::new()), |g| g.into());
        c.check().unwrap();
        assert_eq!(c.labelled()[0].0.chars().count(), MAX_LABEL, "long labels are cut to fit");
    }
}
