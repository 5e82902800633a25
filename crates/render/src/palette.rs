//! Colours, in one place.

use crate::scene::Rgba;

pub const BACKGROUND: Rgba = Rgba::hex(0x0e1726);
pub const HEADER: Rgba = Rgba::hex(0x0a111d);
pub const PANEL: Rgba = Rgba::hex(0x18263d);
pub const GRASS: Rgba = Rgba::hex(0x2f7d3b);
pub const GRASS_DARK: Rgba = Rgba::hex(0x29703a);
pub const LINE: Rgba = Rgba::hex(0xf2f5ef);
pub const WHITE: Rgba = Rgba::hex(0xffffff);
pub const MUTED: Rgba = Rgba::hex(0x9fb0c6);
pub const HOME: Rgba = Rgba::hex(0xe63946);
pub const AWAY: Rgba = Rgba::hex(0x2f80ed);
pub const GOLD: Rgba = Rgba::hex(0xffc533);
pub const READY: Rgba = Rgba::hex(0x5dd39e);
pub const CARD: Rgba = Rgba::hex(0xf7f3e8);
pub const INK: Rgba = Rgba::hex(0x1d232d);
pub const MUTED_INK: Rgba = Rgba::hex(0x5a6272);
pub const TRACK: Rgba = Rgba::hex(0xd9d3c3);
pub const SHADOW: Rgba = Rgba(0, 0, 0, 90);

// League pictures: tables and brackets.
pub const ROW_ALT: Rgba = Rgba::hex(0x15223a);
pub const LEADER_ROW: Rgba = Rgba::hex(0x2f2d20);
pub const RULE: Rgba = Rgba::hex(0x2c3c58);
pub const TABLE_TEXT: Rgba = Rgba::hex(0xd3dcea);
pub const FORM_WIN: Rgba = Rgba::hex(0x2e9d57);
pub const FORM_DRAW: Rgba = Rgba::hex(0x6b7789);
pub const FORM_LOSS: Rgba = Rgba::hex(0xd2453f);
pub const CONNECTOR: Rgba = Rgba::hex(0x465a7a);
pub const CHAMPION: Rgba = Rgba::hex(0x2e2a1c);

/// Colours for the seats beyond the first two (games for more players), in seat order.
pub const MORE_SEATS: [Rgba; 6] = [
    Rgba::hex(0xf4a261),
    Rgba::hex(0x9b5de5),
    Rgba::hex(0x2ec4b6),
    Rgba::hex(0xf15bb5),
    Rgba::hex(0xc0c0c0),
    Rgba::hex(0x8ac926),
];

/// A seat's team colour: home red, away blue, then the others.
pub fn team(seat: usize) -> Rgba {
    match seat {
        0 => HOME,
        1 => AWAY,
        n => MORE_SEATS[(n - 2) % MORE_SEATS.len()],
    }
}
