#!/bin/sh
# Makes docs/leaderboard.png and docs/profile.png (docs/playing.md, "Kept games,
# ratings and privacy") with the bot itself: console games of four local players, all
# rated, then `leaderboard` and `profile Ada` as Ada. Run from the repository root after
# `cargo build` (or with BIN=path/to/checkers-bot).
set -eu
bin=${BIN:-target/debug/checkers-bot}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Every game has two moves of each player, the least that rates it (docs/rules.md §5
# `rated`); the prompt passes to the player to move.
# A 2-player game: $1 opens it and wins, $2 joins and resigns.
two() {
    printf 'as %s\nnew 2 abandon=freeze rated=on first_player=creator\nas %s\njoin\nas %s\nstart\n' \
        "$1" "$2" "$1"
    printf 'd2 e7\nn2 m6\nd3 e8\nn3 m7\nas %s\nresign confirm\n' "$2"
}
# A 3-player game: $1 opens it and wins, $3 resigns first (third), then $2 (second).
three() {
    printf 'as %s\nnew 3 abandon=freeze rated=on first_player=creator\nas %s\njoin\nas %s\njoin\n' \
        "$1" "$2" "$3"
    printf 'as %s\nstart\nd2 e7\nk10 k9\nj1 j2\nd3 e8\nk11 k10\nk1 j1\n' "$1"
    printf 'as %s\nresign confirm\nas %s\nresign confirm\n' "$3" "$2"
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
