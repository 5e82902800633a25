//! The words every game shares, in every language (`locales/<language>.ftl` beside this file):
//! the lines of `text`, the options' summaries and the `/rules` option list.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, Source};

/// The shared catalogue's files, English first.
pub const SOURCES: [Source; 5] = touchline_i18n::sources!("locales/", ".ftl");

pub(crate) static WORDS: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::lenient(&SOURCES));

/// A refusal still worded in English only, said as it is in every language.
pub(crate) fn verbatim(text: String) -> touchline_i18n::Message {
    touchline_i18n::message!(WORDS, "refused-verbatim", text = text)
}
