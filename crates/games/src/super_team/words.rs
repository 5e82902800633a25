//! Super Team's catalogue: every word the game says, in every language (`locales/<language>.ftl`
//! in this folder, English the source). Its own module so that the rules can refuse a move in
//! words without depending on the game's text.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, Source};

/// The game's catalogue files, English first.
pub const SOURCES: [Source; 5] = touchline_i18n::sources!("locales/", ".ftl");

pub(crate) static WORDS: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::lenient(&SOURCES));
