"""The clue sources together: bank coverage, candidates for a clue, and WordNet where installed.

The clues here are written for the tests, not taken from the bank."""

import pytest

from puzzles import wordnet
from puzzles.clues import candidates, clue_problems, clue_support, clues_with_sources, load_bank
from puzzles.lexicon import load_lexicon

needs_wordnet = pytest.mark.skipif(not wordnet.available(), reason="WordNet is not installed (Debian wordnet-base)")


def test_every_everyday_word_has_a_clue_and_most_have_two():
    lexicon, bank = load_lexicon("en"), load_bank("en")
    words = [w for n in range(3, 9) for w in lexicon.words(length=n, min_zipf=3.5)]
    assert len(words) > 8000
    missing = [w for w in words if not bank.has_clue(w)]
    assert missing == []
    with_two = sum(len(bank.clues_for(w)) >= 2 for w in words)
    assert with_two >= len(words) / 2


@pytest.mark.parametrize(
    "clue, length, answer",
    [
        ("a bird of the night", 3, "owl"),
        ("what the miller grinds", 4, "corn"),
        ("a bird that hoots after dark", 3, "owl"),
        ("grain ground at the mill", 4, "corn"),
        ("a playing piece of pasteboard", 4, "card"),
        ("to mend a stocking", 4, "darn"),
    ],
)
def test_candidates_put_the_answer_in_the_first_five(clue, length, answer):
    found = list(candidates(clue, length=length))
    assert answer in found[:5], found[:10]
    assert all(len(w) == length for w in found)


def test_candidates_follow_a_pattern():
    found = list(candidates("a bird of the night", pattern="o?l"))
    assert found[0] == "owl" and all(len(w) == 3 and w[0] == "o" and w[2] == "l" for w in found)


def test_clue_support_tells_fitting_from_unfitting():
    assert clue_support("a little mountain", "hill") > clue_support("a little mountain", "bill")


@needs_wordnet
def test_wordnet_clue_for_a_word_the_bank_lacks():
    bank = load_bank("en")
    assert not bank.has_clue("zephyr")
    clue = wordnet.definition_clue("zephyr")
    assert clue and clue_problems("zephyr", clue) == []
    sources = [c.source for c in clues_with_sources("zephyr")]
    assert sources == ["wordnet"]


@needs_wordnet
def test_wordnet_gives_evidence_and_candidates_beyond_the_bank():
    # Nothing in the bank links these words to these clues; WordNet's senses do.
    assert wordnet.support("a nocturnal bird of prey", "owl") >= 0.5
    assert "owl" in list(wordnet.candidates("nocturnal bird of prey"))[:20]


def test_clue_command_shows_sources(run):
    result = run("clue", "owl", "--json")
    assert result.code == 0 and '"source": "bank"' in result.out
    assert run("clue", "ow1").code == 2


def test_solve_clue_helper(run):
    result = run("solve", "clue", "a bird of the night", "--length", "3", "--json")
    assert result.code == 0 and '"OWL"' in result.out
