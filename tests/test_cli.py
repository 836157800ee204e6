"""The command-line contract of ../shared/design.md: commands, exit codes, JSON shapes."""

import json
import os
import subprocess
import sys

import pytest


def test_generate_is_reproducible_across_processes(tmp_path):
    # Separate processes with different hash seeds: nothing may depend on set order.
    texts = []
    for hash_seed in ("1", "2"):
        out = tmp_path / f"a{hash_seed}.toml"
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-m", "puzzles", "generate", "capping", "--seed", "7", "-o", str(out)],
                              env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        texts.append(out.read_text(encoding="utf-8"))
    assert texts[0] == texts[1]
    assert 'kind = "capping"' in texts[0] and "seed = 7" in texts[0]


def test_generate_prints_without_output_and_takes_kind_options(run):
    result = run("generate", "capping", "--seed", "2", "--tail", "ake", "--size", "5")
    assert result.code == 0
    assert 'tail = "AKE"' in result.out and result.out.count('AKE",') == 5


def test_generate_help_lists_the_kind_options(run):
    result = run("generate", "capping", "--help")
    assert result.code == 0 and "--tail" in result.out and "--size" in result.out


@pytest.mark.parametrize(
    "args, message",
    [
        (["generate", "sudoku"], "unknown kind 'sudoku'; known kinds: capping"),
        (["generate", "capping", "--tail", "qx", "--seed", "1"], "end in -QX"),
        (["generate", "capping", "--lang", "xx"], "unknown language 'xx'"),
        (["solve", "capping", "a1"], "outside the en alphabet"),
        (["solve", "pattern", ""], "the pattern is empty"),
        (["words", "--pattern", "[ab"], "never closed"),
        (["check", "nowhere.toml", "--answers", "A"], "no such file"),
        (["generate", "capping", "--size", "many"], "Invalid value for '--size'"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(run, args, message):
    result = run(*args)
    assert result.code == 2
    assert message in result.err
    assert len(result.err.strip().splitlines()) == 1, result.err
    assert "Traceback" not in result.err + result.out


def test_malformed_file_exits_2_naming_file_and_key(run, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('kind = "capping"\nclues = "one clue"\n', encoding="utf-8")
    result = run("check", bad, "--answers", "BILL")
    assert result.code == 2
    assert str(bad) in result.err and "'clues'" in result.err
    assert len(result.err.strip().splitlines()) == 1


def test_check_exit_codes_and_json(run, capping_file):
    right = run("check", capping_file, "--answers", "BILL,HILL,MILL,PILL", "--json")
    assert right.code == 0
    data = json.loads(right.out)
    assert data["ok"] is True and data["errors"] == []
    assert data["lights"][0] == {"index": 1, "clue": "A bird's beak", "given": "BILL", "status": "correct", "reason": ""}

    wrong = run("check", capping_file, "--answers", "BILL,HALL,MILL", "--json")
    assert wrong.code == 1
    data = json.loads(wrong.out)
    assert [l["status"] for l in data["lights"]] == ["correct", "wrong", "correct", "missing"]
    assert data["lights"][1]["reason"]


def test_check_table_and_answers_file(run, capping_file, tmp_path):
    answers = tmp_path / "mine.txt"
    answers.write_text("bill\nhill\nmill\npill\n", encoding="utf-8")
    result = run("check", capping_file, "--answers-file", answers)
    assert result.code == 0 and "correct" in result.out and "4 of 4" in result.out


def test_check_without_answers_checks_the_key(run, capping_file):
    result = run("check", capping_file, "--json")
    assert result.code == 0 and json.loads(result.out)["ok"]


def test_solve_file_and_helpers(run, capping_file):
    result = run("solve", capping_file, "--json", "--top", "2")
    assert result.code == 0
    solutions = json.loads(result.out)["solutions"]
    assert solutions[0]["answers"] == ["BILL", "HILL", "MILL", "PILL"] and isinstance(solutions[0]["score"], float)

    family = run("solve", "capping", "ap", "--json")
    assert family.code == 0 and {"CAP", "MAP", "GAP"} <= set(json.loads(family.out)["words"])

    words = run("solve", "pattern", "?a?e?", "--min-zipf", "4", "--json")
    assert "water" in [w["word"] for w in json.loads(words.out)["words"]]


def test_words_prints_the_lexicon(run):
    result = run("words", "--length", "5", "--pattern", "?a?e?", "--min-zipf", "3.5")
    assert result.code == 0
    assert "water" in result.out.split() and "words" in result.err
    assert run("words", "--pattern", "qqqqq").code == 1  # nothing found


def test_export_json_round_trips(run, capping_file, tmp_path):
    out = tmp_path / "riddle.json"
    assert run("export", capping_file, "--format", "json", "-o", out).code == 0
    assert json.loads(out.read_text())["answers"] == ["BILL", "HILL", "MILL", "PILL"]
    assert run("check", out, "--answers", "BILL,HILL,MILL,PILL").code == 0


def test_kinds_lists_the_registry(run):
    result = run("kinds")
    assert result.code == 0 and "capping" in result.out


def test_python_dash_m_runs_the_tool():
    done = subprocess.run([sys.executable, "-m", "puzzles", "--help"], capture_output=True, text=True)
    assert done.returncode == 0 and "generate" in done.stdout and "book" in done.stdout
