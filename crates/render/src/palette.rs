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

// FUBA: the board's areas, the goal nets, the key, the offside line, cards and tiredness.
pub const AREA_LIGHT: Rgba = Rgba(255, 255, 255, 16);
pub const AREA_LIGHTER: Rgba = Rgba(255, 255, 255, 34);
pub const AREA_DARK: Rgba = Rgba(0, 30, 10, 8);
pub const AREA_DARKER: Rgba = Rgba(0, 30, 10, 56);
pub const AREA_EDGE: Rgba = Rgba(8, 30, 14, 90);
pub const NET: Rgba = Rgba(255, 255, 255, 60);
pub const KEY_PANEL: Rgba = Rgba(0, 20, 8, 70);
pub const OFFSIDE: Rgba = Rgba::hex(0xe84fd0);
pub const YELLOW_CARD: Rgba = Rgba::hex(0xffd60a);
pub const RED_CARD: Rgba = Rgba::hex(0xe5383b);
pub const TIRED: Rgba = Rgba::hex(0xff9f43);

/// A seat's team colour: home red, away blue.
pub fn team(seat: usize) -> Rgba {
    if seat == 0 {
        HOME
    } else {
        AWAY
    }
}
