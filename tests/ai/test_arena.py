"""The ``arena`` subcommand: rotating seats, per-level figures and paired differences."""

from __future__ import annotations

import argparse

import pytest

from table.arena import GameResult, add_arguments, mean_ci, play_game, report, run
from table.games import game_ids, get_game
from tests.per_game import sample_game

QUICK = game_ids()[0]  # the catalogue's first game: whole games played quickly (two seats or more)
SAMPLE = sample_game()  # any game of three seats or more


def arena_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def test_arena_plays_and_prints_each_level(capsys: pytest.CaptureFixture[str]) -> None:
    args = arena_args("--game", QUICK, "--seats", "normal,random,random", "--games", "3", "--seed", "4")
    assert run(args) == 0
    out = capsys.readouterr().out
    assert "3 games" in out and "seeds 4..6" in out
    lines = {line.split()[0]: line for line in out.splitlines() if line[:1].isalpha()}
    assert lines["normal"].split()[1] == "3" and lines["random"].split()[1] == "6"  # seats played
    assert "normal - random" in out


def test_arena_refuses_unknown_levels_and_seat_counts(capsys: pytest.CaptureFixture[str]) -> None:
    fewest = get_game(QUICK).min_players
    assert run(arena_args("--game", QUICK, "--seats", ",".join(["normal"] * (fewest - 1) + ["genius"]),
                          "--games", "1")) == 2
    too_few = ",".join(["normal"] * (get_game(SAMPLE).min_players - 1))
    assert run(arena_args("--game", SAMPLE, "--seats", too_few, "--games", "1")) == 2
    assert "Unknown level" in capsys.readouterr().out


def test_seats_rotate_and_results_follow_the_rules() -> None:
    result = play_game(SAMPLE, ["normal", "random", "random"], 9, 0.5, None)
    assert result.levels == ["normal", "random", "random"]
    assert len(result.scores) == 3 and sum(result.wins) == pytest.approx(1.0)
    assert set(result.times) == {"normal", "random"}


def test_report_computes_means_and_paired_differences() -> None:
    results = [
        GameResult(["normal", "random"], [30, 10], [1.0, 0.0], {"normal": [0.1], "random": [0.0]}),
        GameResult(["random", "normal"], [20, 40], [0.0, 1.0], {"normal": [0.3], "random": [0.0]}),
    ]
    text = report(results)
    normal = next(line for line in text.splitlines() if line.startswith("normal"))
    assert "100.0%" in normal and "35.0" in normal  # wins both, mean score 35
    assert "normal - random: win rate +100.0%" in text and "score +20.0 ± 0.0 (excludes 0)" in text


def test_mean_ci_is_the_normal_approximation() -> None:
    mean, half = mean_ci([1.0, 3.0])
    assert mean == 2.0 and half == pytest.approx(1.96 * 2 ** 0.5 / 2 ** 0.5)


def test_the_arena_knows_expert_and_generic_and_ranks_them(capsys: pytest.CaptureFixture[str]) -> None:
    args = arena_args("--game", QUICK, "--seats", "expert,generic", "--games", "2", "--budget", "0.01",
                      "--expert-budget", "0.02", "--seed", "3")
    assert run(args) == 0
    out = capsys.readouterr().out
    assert "Expert budget 0.02 s" in out
    assert "expert - generic" in out  # the stronger level first
    result = play_game(QUICK, ["generic", "expert"], 3, 0.01, 3, expert_budget=0.02)
    assert set(result.times) == {"generic", "expert"}


def test_the_report_says_how_much_each_search_searched() -> None:
    result = play_game(SAMPLE, ["hard", "normal", "normal"], 5, 1.0, 7)
    assert set(result.iterations) == {"hard"}  # Normal does not search
    assert result.iterations["hard"] and all(n == 7 for n in result.iterations["hard"])  # the cap
    assert "hard search iterations per searched decision: median 7" in report([result])
