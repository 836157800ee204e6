"""The pattern language of `puzzles words --pattern` and `puzzles solve pattern`.

    ? or .   any one letter          @   a vowel (a e i o u)
    #        a consonant             [abc]  one of the letters a, b, c   [^abc] none of them
    *        any run of letters, possibly empty
    a letter stands for itself (case is ignored)

"?a?e?" matches BAKER and WATER; "c*t" matches CAT and CARPET.
"""

import re
from dataclasses import dataclass

from puzzles.errors import PuzzleError

VOWELS = frozenset("aeiou")


@dataclass(frozen=True)
class Pattern:
    text: str
    slots: tuple[frozenset | None, ...]  # None: any letter. Only for patterns without '*'.
    regex: re.Pattern

    @property
    def fixed_length(self) -> int | None:
        return None if "*" in self.text else len(self.slots)

    def matches(self, word: str) -> bool:
        return self.regex.fullmatch(word) is not None


def compile_pattern(text: str, alphabet: frozenset[str]) -> Pattern:
    """Parse a pattern; raise PuzzleError naming the fault for an empty or malformed one."""
    source = text.strip().lower()
    if not source:
        raise PuzzleError("the pattern is empty: give letters and wildcards, e.g. '?a?e?'")
    consonants = frozenset(alphabet) - VOWELS
    slots: list[frozenset | None] = []
    parts: list[str] = []
    i = 0
    while i < len(source):
        ch = source[i]
        if ch in "?.":
            slots.append(None)
            parts.append(".")
        elif ch == "*":
            parts.append(".*")
        elif ch == "@":
            slots.append(VOWELS & alphabet)
            parts.append(_char_class(VOWELS & alphabet))
        elif ch == "#":
            slots.append(consonants)
            parts.append(_char_class(consonants))
        elif ch == "[":
            end = source.find("]", i)
            if end == -1:
                raise PuzzleError(f"pattern {text!r}: '[' at position {i + 1} is never closed")
            inside = source[i + 1 : end]
            negate = inside.startswith("^")
            letters = frozenset(inside.lstrip("^"))
            _check_letters(letters, alphabet, text)
            if not letters:
                raise PuzzleError(f"pattern {text!r}: empty brackets at position {i + 1}")
            chosen = (frozenset(alphabet) - letters) if negate else letters
            slots.append(chosen)
            parts.append(_char_class(chosen))
            i = end
        elif ch in alphabet:
            slots.append(frozenset(ch))
            parts.append(re.escape(ch))
        else:
            raise PuzzleError(
                f"pattern {text!r}: {ch!r} is neither a letter of the alphabet nor a wildcard (? . @ # [..] *)"
            )
        i += 1
    return Pattern(source, tuple(slots), re.compile("".join(parts)))


def _char_class(letters) -> str:
    return "[" + "".join(sorted(letters)) + "]" if letters else "(?!)"


def _check_letters(letters, alphabet, text):
    stray = sorted(set(letters) - set(alphabet))
    if stray:
        raise PuzzleError(f"pattern {text!r}: {''.join(stray)!r} is not in the alphabet")
