//! The integration tests: one test binary (`cargo test --test integration`), one module
//! per subject, with the shared helpers (`common`, the fake Discord and its harness, the
//! throwaway PostgreSQL servers, …) as modules beside them. One binary links the crate
//! once instead of once per file; `cargo test --test integration discord_play::` runs one
//! subject.

// Shared helpers.
mod bot_process;
mod common;
mod discord_harness;
mod fake_discord;
mod kept_ratings;
mod pg_server;
mod render_views;

// The subjects.
mod ai;
mod announcements;
mod arena_ladder;
mod assist;
mod buttons;
mod capture;
mod challenge_table;
mod command_line;
mod concurrency;
mod console;
mod container;
mod crash;
mod discord_board_buttons;
mod discord_challenge;
mod discord_deferral;
mod discord_intent;
mod discord_kept;
mod discord_languages;
mod discord_lobby;
mod discord_metrics;
mod discord_notify;
mod discord_outage;
mod discord_payloads;
mod discord_play;
mod discord_process;
mod discord_quiet;
mod discord_seek;
mod discord_startup;
mod discord_user_install;
mod discord_web;
mod docs;
mod endings;
mod engine;
mod follow;
mod games;
mod help;
mod hostile;
mod house_rule_words;
mod house_rules;
mod i18n;
mod kept;
mod kept_table;
mod kept_words;
mod load;
mod logs;
mod notify;
mod one_door;
mod outcomes;
mod postgres;
mod postgres_tls;
mod profile;
mod puzzle;
mod rated;
mod render;
mod render_pixels;
mod render_seen;
mod results;
mod rules;
mod seek_table;
mod seeks;
mod solo;
mod store;
mod stranded;
mod table;
mod table_computers;
mod table_images;
mod table_settings;
mod teams;
mod timers;
mod tournament;
mod web_activity;
mod web_browser;
