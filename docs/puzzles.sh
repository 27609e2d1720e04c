#!/bin/sh
# The example puzzle diagrams of docs/puzzles.md and the README
# (docs/screenshots/puzzles-<family>-<n>.png): five puzzles of each shipped set, chosen
# by docs/puzzle_examples.py, drawn by the app's diagram exporter. Needs only the
# README's build (cargo); run from anywhere: sh docs/puzzles.sh
set -e
cd "$(dirname "$0")/.."
cargo build -q -p otherworlds
python3 docs/puzzle_examples.py target/debug/otherworlds
