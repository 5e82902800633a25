//! The words every game shares, in every language (`locales/<language>.ftl` beside this file):
//! the lines of `text`, the options' summaries and the `/rules` option list.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, Source};

/// The shared catalogue's files, English first.
pub const SOURCES: [Source; 5] = touchline_i18n::sources!("locales/", ".ftl");

pub(crate) static WORDS: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::lenient(&SOURCES));
