//! The bot package's integration tests, in one program so that the whole crate is linked once:
//! the store and the use-cases on a real database, the command line run as a user runs it, the
//! real `touchline serve` binary against the fake Discord in [`support`], the web pages, the
//! container (ignored unless `scripts/docker-smoke.sh` runs it) and the purity of the pure crates.

mod support;

mod activity;
mod board;
mod breaks_e2e;
mod chances_e2e;
mod cli;
mod cluster;
mod crests;
mod db_copy;
mod deputies_e2e;
mod discord_e2e;
mod docker_smoke;
mod fasisac_e2e;
mod fences;
mod follow_e2e;
mod futbol_dash_e2e;
mod kickoff_e2e;
mod kickoff_store;
mod languages_e2e;
mod league_e2e;
mod league_store;
mod live;
mod pg_restart;
mod pings_e2e;
mod pings_store;
mod purity;
mod pyramid_e2e;
mod pyramid_store;
mod replays_e2e;
mod restart;
mod schemas;
mod scripts;
mod slow_clocks;
mod smoke;
mod statements;
mod store;
mod super_team_e2e;
mod tables_e2e;
mod web;
