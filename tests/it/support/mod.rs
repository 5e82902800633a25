#![allow(dead_code)]

pub mod bot;
pub mod fakecord;
pub mod postgres;
