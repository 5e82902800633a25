//! The terminal front end: `touchline play` and `touchline simulate`.

pub mod play;
pub mod simulate;

use touchline_games::fuba::Config as FubaConfig;
use touchline_games::kix::{Config as KixConfig, Format};
use touchline_games::{AnyConfig, GameKind};

/// Options common to every game on the command line.
#[derive(Clone, Debug, Default)]
pub struct GameOptions {
    pub format: Option<String>,
    pub result_needed: bool,
    /// FUBA's advanced rules, as `a1,a3` (or `all`).
    pub advanced: Option<String>,
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
            if options.advanced.is_some() {
                return Err("KIX has no advanced rules; --advanced is for FUBA".into());
            }
            Ok(AnyConfig::Kix(KixConfig { format, result_needed: options.result_needed, clubs: [None, None] }))
        }
        GameKind::Fuba => {
            if let Some(f) = &options.format {
                return Err(format!(
                    "FUBA has one format; '{f}' is for KIX (use --advanced a1,a2,… for FUBA's options)"
                ));
            }
            let base = FubaConfig { result_needed: options.result_needed, ..FubaConfig::default() };
            let config = base.with_advanced(options.advanced.as_deref().unwrap_or(""))?;
            Ok(AnyConfig::Fuba(config))
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
        let eleven = game_config(
            GameKind::Kix,
            &GameOptions { format: Some("Eleven".into()), result_needed: true, advanced: None },
        )
        .unwrap();
        match eleven {
            AnyConfig::Kix(c) => {
                assert_eq!(c.format, Format::Eleven);
                assert!(c.result_needed);
            }
            other => panic!("not a KIX config: {other:?}"),
        }
        let err = game_config(GameKind::Kix, &GameOptions { format: Some("seven".into()), ..GameOptions::default() })
            .unwrap_err();
        assert_eq!(err, "KIX has no format 'seven'; use 'five' or 'eleven'");
    }

    #[test]
    fn fuba_advanced_rules_parse_and_bad_ones_are_explained() {
        let options = GameOptions { advanced: Some("a1, a3,A5".into()), ..GameOptions::default() };
        let AnyConfig::Fuba(c) = game_config(GameKind::Fuba, &options).unwrap() else { panic!("not FUBA") };
        assert!(c.condition && c.substitutions && c.keeper && c.injuries);
        assert!(!c.roles && !c.styles);
        let options = GameOptions { advanced: Some("-a4".into()), ..GameOptions::default() };
        let AnyConfig::Fuba(c) = game_config(GameKind::Fuba, &options).unwrap() else { panic!("not FUBA") };
        assert!(!c.injuries);
        let err = game_config(GameKind::Fuba, &GameOptions { advanced: Some("a9".into()), ..GameOptions::default() })
            .unwrap_err();
        assert!(err.starts_with("unknown advanced rule 'a9'"), "{err}");
        let err = game_config(GameKind::Fuba, &GameOptions { format: Some("eleven".into()), ..GameOptions::default() })
            .unwrap_err();
        assert!(err.contains("FUBA has one format"), "{err}");
    }
}
