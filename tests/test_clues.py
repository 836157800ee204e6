"""The clue bank's rules, over the whole bank."""

import pytest

from puzzles.clues import PARTS_OF_SPEECH, clue_problems, load_bank, stem
from puzzles.data import wordlist_path
from puzzles.lexicon import blocklist, is_blocked


@pytest.fixture(scope="module")
def bank():
    return load_bank("en")


def test_every_clue_keeps_the_rules(bank):
    broken = [
        f"{clue.word}: {clue.text}: {problem}"
        for clues in bank.by_word.values()
        for clue in clues
        for problem in clue_problems(clue.word, clue.text)
    ]
    assert broken == []


def test_every_line_has_a_word_a_clue_and_known_tags():
    lines = wordlist_path("clues", "en.tsv").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        assert 2 <= len(fields) <= 3, f"line {number}: {line!r}"
        assert fields[0] == fields[0].lower() and fields[0].isalpha(), f"line {number}: {line!r}"
        if len(fields) == 3 and fields[2]:
            first_tag = fields[2].split(",")[0]
            assert first_tag in PARTS_OF_SPEECH, f"line {number}: tags should start with a part of speech: {line!r}"


def test_no_word_has_the_same_clue_twice(bank):
    for word, clues in bank.by_word.items():
        texts = [c.text.lower() for c in clues]
        assert len(texts) == len(set(texts)), word


def test_no_blocked_word_is_clued(bank):
    assert not [w for w in bank.by_word if is_blocked(w, blocklist())]


@pytest.mark.parametrize(
    "word, clue",
    [("water", "Watery stuff"), ("bake", "Baking in an oven"), ("gifts", "A gift"), ("run", "Running fast"),
     ("owl", "An OWL"), ("cheering", "Cheers from the crowd")],
)
def test_the_rule_catches_the_answer_and_its_forms(word, clue):
    assert clue_problems(word, clue)


@pytest.mark.parametrize("word, clue", [("owl", "A bird of the night"), ("art", "An article of faith"), ("corn", "What the miller grinds")])
def test_the_rule_lets_fair_clues_pass(word, clue):
    assert clue_problems(word, clue) == []


def test_other_rules():
    assert clue_problems("owl", "") == ["the clue is blank"]
    assert "shouting" in clue_problems("owl", "A BIRD OF THE NIGHT")[0]
    assert "longer" in clue_problems("owl", "A " + "very " * 20 + "wise bird")[0]
    assert stem("birds") == stem("bird") == stem("birding")


def test_support_and_candidates(bank):
    # Clues written here, not taken from the bank.
    assert bank.support("a beak of a bird", "bill") > 0.3
    assert bank.support("a beak of a bird", "hill") < 0.3
    assert "bill" in list(bank.candidates("the beak of a bird"))[:10]
