//! What the test Discord refuses in a message, as Discord does: the bot's messages,
//! follow-ups, edits and interaction responses that break a documented limit get `400`,
//! code 50035 "Invalid Form Body" with the `errors` tree naming each field (or Discord's
//! own code where it has one), instead of being taken.
//!
//! The limits, from Discord's developer documentation:
//! - "Message Resource", Create Message: `content` up to 2,000 characters; at most 10
//!   `embeds`; at most 10 files; a new message needs content, an embed, a file, a
//!   component or a sticker (code 50006 "Cannot send an empty message"); at most 100
//!   `allowed_mentions.users`.
//! - "Message Components": at most 5 action rows; a row holds 1–5 buttons or one select
//!   menu; a button's label up to 80 characters, a `custom_id` 1–100 characters (none on
//!   a link button, which has a `url`), custom ids distinct within a message; a select
//!   menu's `custom_id` up to 100, 1–25 options, each label, value and description up to
//!   100, a placeholder up to 150, `min_values` 0–25 and `max_values` 1–25.
//! - "Interactions: Receiving and Responding": an autocomplete result has at most 25
//!   choices, each named 1–100 characters.
//! - "Uploading Files": a file larger than the upload limit is `413`, code 40005
//!   "Request entity too large" (25 MiB for a bot).

use std::collections::HashSet;

use checkers_bot::discord::limits::Problem;
use serde_json::Value;

/// The largest file a bot may upload (Discord's "Uploading Files"), bytes.
pub const UPLOAD_LIMIT: usize = 25 * 1024 * 1024;

fn problem(path: &[String], tail: &[&str], code: &'static str, message: String) -> Problem {
    let mut path = path.to_vec();
    path.extend(tail.iter().map(|s| (*s).to_string()));
    Problem {
        path,
        code,
        message,
    }
}

fn too_long(out: &mut Vec<Problem>, at: &[String], value: &Value, key: &str, most: usize) {
    if let Some(text) = value[key].as_str() {
        if text.chars().count() > most {
            out.push(problem(
                at,
                &[key],
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {most} or fewer in length."),
            ));
        }
    }
}

fn bad_length(
    out: &mut Vec<Problem>,
    at: &[String],
    value: &Value,
    key: &str,
    range: (usize, usize),
) {
    let n = value[key].as_str().map_or(0, |t| t.chars().count());
    if n < range.0 || n > range.1 {
        out.push(problem(
            at,
            &[key],
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {} and {} in length.", range.0, range.1),
        ));
    }
}

fn too_many(out: &mut Vec<Problem>, at: &[String], value: &Value, key: &str, most: usize) {
    if value[key].as_array().is_some_and(|a| a.len() > most) {
        out.push(problem(
            at,
            &[key],
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {most} or fewer in length."),
        ));
    }
}

fn at(base: &[String], tail: &[String]) -> Vec<String> {
    let mut path = base.to_vec();
    path.extend(tail.iter().cloned());
    path
}

/// The problems of one component of a row.
fn component(out: &mut Vec<Problem>, path: &[String], c: &Value, ids: &mut HashSet<String>) {
    if let Some(id) = c["custom_id"].as_str() {
        if !ids.insert(id.to_string()) {
            out.push(problem(
                path,
                &["custom_id"],
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated".into(),
            ));
        }
    }
    match c["type"].as_u64() {
        Some(2) => {
            too_long(out, path, c, "label", 80);
            if c["style"] == 5 {
                if c["url"].as_str().is_none_or(str::is_empty) || !c["custom_id"].is_null() {
                    out.push(problem(
                        path,
                        &["url"],
                        "BUTTON_COMPONENT_INVALID_URL",
                        "A link button has a url and no custom id".into(),
                    ));
                }
            } else {
                bad_length(out, path, c, "custom_id", (1, 100));
            }
        }
        Some(3) => {
            bad_length(out, path, c, "custom_id", (1, 100));
            too_long(out, path, c, "placeholder", 150);
            let options = c["options"].as_array().map_or(0, Vec::len);
            if !(1..=25).contains(&options) {
                out.push(problem(
                    path,
                    &["options"],
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 25 in length.".into(),
                ));
            }
            for (i, option) in c["options"].as_array().into_iter().flatten().enumerate() {
                let here = at(path, &["options".into(), i.to_string()]);
                bad_length(out, &here, option, "label", (1, 100));
                bad_length(out, &here, option, "value", (1, 100));
                too_long(out, &here, option, "description", 100);
            }
            for (key, low) in [("min_values", 0), ("max_values", 1)] {
                if let Some(n) = c[key].as_u64() {
                    if n < low || n > 25 {
                        out.push(problem(
                            path,
                            &[key],
                            "NUMBER_TYPE_MAX",
                            format!("int value should be between {low} and 25."),
                        ));
                    }
                }
            }
        }
        other => out.push(problem(
            path,
            &["type"],
            "UNION_TYPE_CHOICES",
            format!("Value of field \"type\" must be one of (2, 3, 4, 5, 6, 7, 8); got {other:?}."),
        )),
    }
}

/// The problems of a message body `m` sent with `files` attached; `new`: a message being
/// created (not an edit), which may not be empty.
pub fn problems(m: &Value, files: usize, new: bool) -> Vec<Problem> {
    let mut out = Vec::new();
    let root: Vec<String> = Vec::new();
    too_long(&mut out, &root, m, "content", 2000);
    too_many(&mut out, &root, m, "embeds", 10);
    too_many(&mut out, &root, &m["allowed_mentions"], "users", 100);
    if files > 10 {
        out.push(problem(
            &root,
            &["files"],
            "BASE_TYPE_MAX_LENGTH",
            "Must be 10 or fewer in length.".into(),
        ));
    }
    too_many(&mut out, &root, m, "components", 5);
    let mut ids = HashSet::new();
    for (r, row) in m["components"].as_array().into_iter().flatten().enumerate() {
        let here = vec!["components".to_string(), r.to_string()];
        let inner = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        let selects = inner.iter().filter(|c| c["type"] != 2).count();
        if row["type"] != 1
            || inner.is_empty()
            || inner.len() > 5
            || (selects > 0 && inner.len() > 1)
        {
            out.push(problem(
                &here,
                &["components"],
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 buttons or one select menu.".into(),
            ));
        }
        for (i, c) in inner.iter().enumerate() {
            component(
                &mut out,
                &at(&here, &["components".into(), i.to_string()]),
                c,
                &mut ids,
            );
        }
    }
    let empty = m["content"].as_str().is_none_or(str::is_empty)
        && m["embeds"].as_array().is_none_or(Vec::is_empty)
        && m["components"].as_array().is_none_or(Vec::is_empty)
        && m["sticker_ids"].as_array().is_none_or(Vec::is_empty)
        && m["poll"].is_null()
        && files == 0;
    if new && empty {
        out.push(problem(
            &root,
            &[],
            "EMPTY_MESSAGE",
            "Cannot send an empty message".into(),
        ));
    }
    out
}

/// The problems of an autocomplete result's `choices`.
pub fn choice_problems(data: &Value) -> Vec<Problem> {
    let mut out = Vec::new();
    let root: Vec<String> = Vec::new();
    too_many(&mut out, &root, data, "choices", 25);
    for (i, choice) in data["choices"].as_array().into_iter().flatten().enumerate() {
        let here = vec!["choices".to_string(), i.to_string()];
        bad_length(&mut out, &here, choice, "name", (1, 100));
        if choice["value"].is_string() {
            bad_length(&mut out, &here, choice, "value", (1, 100));
        }
    }
    out
}
