//! The terminal front end: `touchline play` and `touchline simulate`.

pub mod play;
pub mod simulate;

use touchline_games::kix::{Config as KixConfig, Format};
use touchline_games::{AnyConfig, GameKind};

/// Options common to every game on the command line.
#[derive(Clone, Debug, Default)]
pub struct GameOptions {
    pub format: Option<String>,
    pub result_needed: bool,
}

/// Build a game's options from the command line, with a clear message when they do not fit.
pub fn game_config(kind: GameKind, options: &GameOptions) -> Result<AnyConfig, String> {
    match kind {
        GameKind::Kix => {
            let format = match options.format.as_deref().map(|f| f.trim().to_ascii_lowercase()) {
                None => Format::Five,
                Some(f) if f == "five" || f == "5" => Format::Five,
                Some(f) if f == "eleven" || f == "11" => Format::Eleven,
                Some(other) => return Err(format!("KIX has no format '{other}'; use 'five' or 'eleven'")),
            };
            Ok(AnyConfig::Kix(KixConfig { format, result_needed: options.result_needed, clubs: [None, None] }))
        }
    }
}

/// A fresh match seed from the operating system (the bot package may use OS randomness; the
/// rules never do).
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No OS randomness is not worth failing over: fall back to the time.
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        return nanos as u64;
    }
    u64::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_parse_and_bad_ones_are_explained() {
        let five = game_config(GameKind::Kix, &GameOptions::default()).unwrap();
        assert_eq!(five, AnyConfig::Kix(KixConfig::default()));
        let eleven =
            game_config(GameKind::Kix, &GameOptions { format: Some("Eleven".into()), result_needed: true }).unwrap();
        match eleven {
            AnyConfig::Kix(c) => {
                assert_eq!(c.format, Format::Eleven);
                assert!(c.result_needed);
            }
        }
        let err = game_config(GameKind::Kix, &GameOptions { format: Some("seven".into()), result_needed: false })
            .unwrap_err();
        assert_eq!(err, "KIX has no format 'seven'; use 'five' or 'eleven'");
    }
}
