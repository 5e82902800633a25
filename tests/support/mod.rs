pub mod fakecord;
