import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzles.errors import PuzzleError
from puzzles.lexicon import blocklist, is_blocked, load_lexicon


@pytest.fixture(scope="module")
def lex():
    return load_lexicon("en")


def test_holds_everyday_words_with_zipf(lex):
    for word in ("water", "house", "bill", "owl", "corn"):
        assert word in lex
    assert lex.frequency("the") > 7 > lex.frequency("water") > 4


def test_keeps_out_names_contractions_and_fragments(lex):
    for junk in ("london", "michael", "obama", "google", "don't", "dont", "ive", "lol", "xyz", "aaaaaaaa"):
        assert junk not in lex, junk


def test_no_blocked_word_or_its_inflections(lex):
    assert blocklist(), "the block-list is empty"
    for word in blocklist():
        assert word not in lex, word
        assert word + "s" not in lex, word + "s"
    assert is_blocked("slurs") is False
    assert is_blocked("wogs") is True


def test_words_are_sorted_by_familiarity_and_filtered(lex):
    found = lex.words(length=5, min_zipf=4)
    assert found and all(len(w) == 5 and lex.frequency(w) >= 4 for w in found)
    zipfs = [lex.frequency(w) for w in found]
    assert zipfs == sorted(zipfs, reverse=True)
    assert set(lex.words(length=3, tail="ap", min_zipf=3)) >= {"cap", "map", "gap", "nap"}
    assert all(w.startswith("wat") for w in lex.words(head="wat"))


@pytest.mark.parametrize(
    "pattern, regex",
    [("?a?e?", "^.a.e.$"), ("c*t", "^c.*t$"), ("@#@", "^[aeiou][^aeiou][aeiou]$"), ("[bh]ill", "^[bh]ill$"),
     ("[^b]ill", "^[ac-z]ill$"), (".o.", "^.o.$")],
)
def test_pattern_matches_a_plain_regex_scan(lex, pattern, regex):
    expected = sorted(w for w in lex.zipf if re.match(regex, w) and lex.frequency(w) >= 2)
    assert sorted(lex.words(pattern=pattern, min_zipf=2)) == expected


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("abcdeilnorst?"), min_size=3, max_size=6))
def test_bitset_pattern_agrees_with_the_slow_scan(pattern_letters):
    lex = load_lexicon("en")
    pattern = "".join(pattern_letters)
    slow = [w for w in lex.words(length=len(pattern)) if all(p in "?" or p == c for p, c in zip(pattern, w))]
    assert lex.words(pattern=pattern) == slow


def test_bad_patterns_and_letters_are_clear_errors(lex):
    with pytest.raises(PuzzleError, match="empty"):
        lex.words(pattern="  ")
    with pytest.raises(PuzzleError, match="never closed"):
        lex.words(pattern="[ab")
    with pytest.raises(PuzzleError, match="alphabet"):
        lex.normalise("caf3")


def test_other_languages_and_unknown_ones():
    french = load_lexicon("fr")
    assert "maison" in french and "était" in french
    with pytest.raises(PuzzleError, match="unknown language 'xx'"):
        load_lexicon("xx")


def test_warm_load_from_the_disk_cache_gives_the_same_words(lex):
    load_lexicon.cache_clear()
    again = load_lexicon("en")
    assert again.zipf == lex.zipf
