#!/bin/sh
# Makes docs/leaderboard.png and docs/profile.png (docs/playing.md, "Kept games,
# ratings and privacy") with the bot itself: console games of four local players, all
# rated, then `leaderboard` and `profile Ada` as Ada. Run from the repository root after
# `cargo build` (or with BIN=path/to/checkers-bot).
set -eu
bin=${BIN:-target/debug/checkers-bot}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# A 2-player game: $1 opens it and wins, $2 joins and resigns.
two() {
    printf 'as %s\nnew 2 abandon=freeze rated=on\nas %s\njoin\nas %s\nstart\nas %s\nresign\n' \
        "$1" "$2" "$1" "$2"
}
# A 3-player game: $1 opens it and wins, $3 resigns first (third), then $2 (second).
three() {
    printf 'as %s\nnew 3 abandon=freeze rated=on\nas %s\njoin\nas %s\njoin\nas %s\nstart\n' \
        "$1" "$2" "$3" "$1"
    printf 'as %s\nresign\nas %s\nresign\n' "$3" "$2"
}

{
    two Ada Ben
    two Ada Cy
    two Ben Ada
    two Ada Dee
    three Ada Ben Cy
    two Cy Ada
    two Ada Ben
    two Dee Cy
    two Ben Dee
    two Ada Cy
    three Ben Dee Ada
    two Ada Dee
    two Cy Ben
    two Ada Ben
    printf 'as Ada\nleaderboard\nprofile Ada\nquit\n'
} | "$bin" play --no-ascii --seed 0 --name Ada --db "$dir/db" --out "$dir/out" > "$dir/log"

cp "$(ls "$dir"/out/leaderboard-*.png | tail -n 1)" docs/leaderboard.png
cp "$(ls "$dir"/out/profile-*.png | tail -n 1)" docs/profile.png
grep -A 12 '^Leaderboard' "$dir/log"
