#![allow(dead_code)]

pub mod bot;
pub mod engines;
pub mod fakecord;
pub mod formats;
pub mod postgres;
