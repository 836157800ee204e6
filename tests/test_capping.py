import pytest

from puzzles.check import check_answers, check_key
from puzzles.clues import clue_problems, load_bank
from puzzles.errors import PuzzleError
from puzzles.kinds import generate, get_kind, solve
from puzzles.kinds.capping import family
from puzzles.lexicon import load_lexicon
from puzzles.model import Puzzle, read_puzzle


@pytest.mark.parametrize("seed", range(8))
def test_generated_riddles_are_fair(seed):
    puzzle = generate("capping", seed=seed)
    lexicon, bank = load_lexicon("en"), load_bank("en")
    answers = puzzle.answers
    assert 5 <= len(answers) <= 10
    assert len(set(answers)) == len(answers), "an answer repeats"
    assert len({a[1:] for a in answers}) == 1 and len({a[0] for a in answers}) == len(answers)
    assert puzzle.params["tail"] == answers[0][1:]
    assert len(set(puzzle.clues)) == len(puzzle.clues), "a clue repeats"
    for answer, clue, source in zip(answers, puzzle.clues, puzzle.sources):
        assert lexicon.frequency(answer) >= 3.5, answer
        assert source == "bank" and clue in [c.text for c in bank.clues_for(answer)]
        assert clue_problems(answer, clue) == []
        assert answer.lower() not in puzzle.text.lower().split()
    assert puzzle.text.count("\n") == len(answers)  # a line per word and the closing question
    assert puzzle.generator["seed"] == seed
    assert check_key(puzzle).ok


def test_same_seed_same_riddle_and_options_are_kept():
    assert generate("capping", seed=3) == generate("capping", seed=3)
    assert generate("capping", seed=3) != generate("capping", seed=4)
    riddle = generate("capping", seed=1, tail="ill", size=5)
    assert riddle.params["tail"] == "ILL" and len(riddle.answers) == 5
    assert all(a.endswith("ILL") for a in riddle.answers)


def test_impossible_requests_stop_with_a_reason():
    with pytest.raises(PuzzleError, match="end in -QX"):
        generate("capping", seed=1, tail="qx")
    with pytest.raises(PuzzleError, match="--size"):
        generate("capping", seed=1, size=40)
    with pytest.raises(PuzzleError, match="no clue bank"):
        generate("capping", seed=1, lang="fr")


def test_family_lists_the_words_of_a_tail():
    assert {"cap", "gap", "map", "nap", "tap"} <= set(family("ap", min_zipf=3))
    with pytest.raises(PuzzleError, match="alphabet"):
        family("a1")


def test_check_right_wrong_and_missing(capping_file):
    puzzle = read_puzzle(capping_file)
    right = check_answers(puzzle, ["bill", " Hill ", "MILL", "pill"])
    assert right.ok and [l.status for l in right.lights] == ["correct"] * 4

    report = check_answers(puzzle, ["BILL", "HILT", "MALL", ""])
    statuses = [l.status for l in report.lights]
    assert statuses == ["correct", "wrong", "wrong", "missing"] and not report.ok
    assert "-ILL" in report.lights[1].reason and "-ILL" in report.lights[2].reason


def test_check_rules_without_a_key():
    puzzle = Puzzle(kind="capping", clues=("A bird's beak", "A little mountain", "A bird's beak"))
    report = check_answers(puzzle, ["BILL", "HILL", "BILL"])
    assert [l.status for l in report.lights][:2] == ["accepted", "accepted"]
    assert report.lights[2].status == "wrong" and "same head" in report.lights[2].reason
    report = check_answers(puzzle, ["BILL", "HILLS", "QILL"])
    assert "letters" in report.lights[1].reason and "not in the word list" in report.lights[2].reason


def test_an_answer_other_than_the_key_is_accepted_when_the_clue_supports_it():
    # The key says WILL for "A little mountain"; HILL keeps the rules and fits the clue.
    puzzle = Puzzle(kind="capping", clues=("A bird's beak", "A little mountain"), answers=("BILL", "WILL"))
    report = check_answers(puzzle, ["BILL", "HILL"])
    assert [l.status for l in report.lights] == ["correct", "accepted"]
    assert check_answers(puzzle, ["BILL", "KILL"]).lights[1].status == "wrong"


def test_unverified_when_nothing_supports_the_clue():
    puzzle = Puzzle(kind="capping", clues=("Something nobody wrote down", "A bird's beak"))
    report = check_answers(puzzle, ["FILL", "BILL"])
    assert report.lights[0].status == "unverified" and report.ok


def test_too_many_answers_is_an_input_error(capping_file):
    with pytest.raises(PuzzleError, match="5 answers given for 4 clues"):
        check_answers(read_puzzle(capping_file), list("ABCDE"))


def test_solve_a_hand_written_riddle(capping_file):
    # Clues written for this test; the solver must find the words from them and the tail.
    best = solve(read_puzzle(capping_file), top=3)[0]
    assert best.answers == ("BILL", "HILL", "MILL", "PILL")


def test_solve_without_the_tail():
    puzzle = Puzzle(kind="capping", clues=("A mouser by the hearth", "Worn on the head", "A rodent larger than a mouse"))
    solutions = solve(puzzle, top=5)
    assert solutions and solutions[0].answers == ("CAT", "HAT", "RAT")


def test_registry_knows_capping_by_aliases():
    assert get_kind("change-my-head") is get_kind("capping")
    with pytest.raises(PuzzleError, match="known kinds: capping"):
        get_kind("sudoku")
