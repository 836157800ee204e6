"""Word lists: wordfreq's words and frequencies, filtered to real words, with fast look-ups.

Frequencies are on wordfreq's Zipf scale: log10 of occurrences per billion words, so a word seen
once per million words has Zipf 3.0, "the" about 7.7, and "gnu" about 2.4. A floor on Zipf is how
puzzles choose familiar words: 3.5 and up is everyday vocabulary, below 2.5 is rare.

The lexicon sources:

- "standard" (the default): wordfreq's words that a dictionary also lists in lower case, so no
  proper names, typos, slang fragments or contractions. For English the dictionary is the system
  word list (Debian's wamerican and wbritish); for other languages there is none and the words are
  wordfreq's alphabetic ones.
- "wide": every lower-case word of the largest system dictionaries (Debian's wamerican-huge and
  wbritish-huge), with wordfreq's frequency where it has one and Zipf 0 otherwise. For searches
  that need many words (large word squares), at the cost of rare ones.

Both drop every word on the block-list (wordlists/blocklist.txt) and its simple inflections, and
the words of wordlists/excluded.txt (abbreviations, brands, names and slang that dictionaries list). Building a lexicon reads all of
wordfreq's list, so the result is cached on disk (see `cache_dir`) and in memory.
"""

import hashlib
import math
import os
import sys
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from puzzles.data import wordlist_path
from puzzles.errors import PuzzleError
from puzzles.pattern import compile_pattern

SOURCES = ("standard", "wide")
CACHE_FORMAT = 2  # bump when what a cached lexicon holds changes

_DICTIONARIES = {
    "standard": ("american-english", "british-english"),
    "wide": ("american-english-huge", "british-english-huge", "american-english", "british-english"),
}
_DICT_DIR = Path(os.environ.get("PUZZLES_DICT_DIR", "/usr/share/dict"))
_INFLECTIONS = ("s", "es", "d", "ed", "ing", "ly")  # blocked along with a block-listed stem

Word = str  # lower case, letters of the lexicon's alphabet only


@dataclass
class Lexicon:
    """The words of one language and source, with their Zipf frequencies and look-up indexes."""

    lang: str
    source: str
    zipf: dict[Word, float]
    notes: tuple[str, ...] = ()  # what a user should know, e.g. that no dictionary was found
    alphabet: frozenset[str] = field(init=False)
    _by_length: dict[int, list[Word]] = field(init=False, repr=False)
    _masks: dict[tuple[int, int, str], int] = field(init=False, repr=False)

    def __post_init__(self):
        self.alphabet = frozenset("".join(self.zipf)) if self.lang != "en" else frozenset("abcdefghijklmnopqrstuvwxyz")
        by_length: dict[int, list[Word]] = defaultdict(list)
        for word in sorted(self.zipf, key=lambda w: (-self.zipf[w], w)):
            by_length[len(word)].append(word)
        self._by_length = dict(by_length)
        self._masks = {}

    def __contains__(self, word: str) -> bool:
        return word.lower() in self.zipf

    def __len__(self) -> int:
        return len(self.zipf)

    def frequency(self, word: str) -> float:
        """Zipf frequency of a word, 0.0 for a word the lexicon lacks."""
        return self.zipf.get(word.lower(), 0.0)

    def words(
        self,
        length: int | None = None,
        min_zipf: float = 0.0,
        pattern: str | None = None,
        head: str | None = None,
        tail: str | None = None,
    ) -> list[Word]:
        """Words passing every filter, most familiar first.

        >>> lex.words(length=5, pattern="?a?e?", min_zipf=4)[:3]
        ['later', 'water', 'games']
        """
        compiled = compile_pattern(pattern, self.alphabet) if pattern is not None else None
        if compiled and compiled.fixed_length is not None:
            if length is not None and length != compiled.fixed_length:
                return []
            length = compiled.fixed_length
        if length is not None:
            if compiled and compiled.fixed_length is not None:
                pool = self._match_slots(compiled.slots)
            else:
                pool = self._by_length.get(length, [])
        else:
            pool = [w for n in sorted(self._by_length) for w in self._by_length[n]]
            pool.sort(key=lambda w: (-self.zipf[w], w))
        head = self.normalise(head) if head else None
        tail = self.normalise(tail) if tail else None
        found = []
        for word in pool:
            if self.zipf[word] < min_zipf:
                if length is not None:
                    break  # each length's list is sorted by frequency
                continue
            if head and not word.startswith(head):
                continue
            if tail and not word.endswith(tail):
                continue
            if compiled and not compiled.matches(word):
                continue
            found.append(word)
        return found

    def _match_slots(self, slots) -> list[Word]:
        """Words of len(slots) letters whose letters lie in the slots, by AND-ing bitset indexes."""
        length = len(slots)
        words = self._by_length.get(length, [])
        chosen = (1 << len(words)) - 1
        for position, letters in enumerate(slots):
            if letters is None:
                continue
            allowed = 0
            for letter in letters:
                allowed |= self._mask(length, position, letter)
            chosen &= allowed
            if not chosen:
                return []
        # The set bits' positions, found by str.find in C rather than by testing every bit in Python.
        bits = format(chosen, "b")[::-1]
        found, i = [], bits.find("1")
        while i != -1:
            found.append(words[i])
            i = bits.find("1", i + 1)
        return found

    def _mask(self, length: int, position: int, letter: str) -> int:
        """Bit i is set when word i of that length has `letter` at `position` (built per length, once)."""
        if (length, 0, "") not in self._masks:
            bits: dict[tuple[int, int, str], int] = defaultdict(int)
            for i, word in enumerate(self._by_length.get(length, [])):
                for p, ch in enumerate(word):
                    bits[(length, p, ch)] |= 1 << i
            self._masks.update(bits)
            self._masks[(length, 0, "")] = 0  # marks the length as indexed
        return self._masks.get((length, position, letter), 0)

    def normalise(self, text: str) -> Word:
        """Lower-case a word and check its letters; PuzzleError names any letter outside the alphabet."""
        word = text.strip().lower()
        stray = sorted({ch for ch in word if ch not in self.alphabet})
        if stray:
            raise PuzzleError(f"{text!r} has letters outside the {self.lang} alphabet: {' '.join(stray)}")
        return word


def cache_dir() -> Path:
    """Where built lexicons are kept: $PUZZLES_CACHE_DIR, else $XDG_CACHE_HOME/puzzles, else ~/.cache/puzzles."""
    if "PUZZLES_CACHE_DIR" in os.environ:
        return Path(os.environ["PUZZLES_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "puzzles"


@lru_cache(maxsize=8)
def load_lexicon(lang: str = "en", source: str = "standard") -> Lexicon:
    """The lexicon for a language and source, from the disk cache when it is fresh."""
    _check_language(lang)
    if source not in SOURCES:
        raise PuzzleError(f"unknown lexicon source {source!r}; known: {', '.join(SOURCES)}")
    dictionaries = _dictionary_files(lang, source)
    if source == "wide" and not any("huge" in p.name for p in dictionaries):
        raise PuzzleError("the wide lexicon needs Debian's wamerican-huge or wbritish-huge (apt-get install wamerican-huge)")
    notes = ()
    if lang == "en" and not dictionaries:
        notes = ("no system dictionary found (apt-get install wamerican wbritish): the word list may hold names and slang",)
    cached = cache_dir() / f"lexicon-{lang}-{source}-{_cache_key(lang, source, dictionaries)}.tsv"
    zipf = _read_cache(cached)
    if zipf is None:
        zipf = _build(lang, source, dictionaries)
        _write_cache(cached, zipf)
    for note in notes:
        print(f"puzzles: note: {note}", file=sys.stderr)
    return Lexicon(lang, source, zipf, notes)


def _check_language(lang: str) -> None:
    from wordfreq import available_languages

    known = available_languages("best")
    if lang not in known:
        raise PuzzleError(f"unknown language {lang!r}; wordfreq knows: {', '.join(sorted(known))}")


def _dictionary_files(lang: str, source: str) -> list[Path]:
    if lang != "en":
        return []
    return [p for name in _DICTIONARIES[source] if (p := _DICT_DIR / name).is_file()]


def _cache_key(lang: str, source: str, dictionaries: list[Path]) -> str:
    h = hashlib.sha256(f"{CACHE_FORMAT} {_wordfreq_version()}".encode())
    for path in dictionaries:
        stat = path.stat()
        h.update(f"{path}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    h.update(wordlist_path("blocklist.txt").read_bytes())
    h.update(wordlist_path("excluded.txt").read_bytes())
    return h.hexdigest()[:12]


def _wordfreq_version() -> str:
    from importlib.metadata import version

    return version("wordfreq")


def _read_cache(path: Path) -> dict[Word, float] | None:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    zipf = {}
    for line in text.splitlines():
        word, _, value = line.partition("\t")
        zipf[word] = float(value)
    return zipf


def _write_cache(path: Path, zipf: dict[Word, float]) -> None:
    """Write atomically; a cache that cannot be written only costs time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text("".join(f"{w}\t{z:.2f}\n" for w, z in zipf.items()), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass


def _build(lang: str, source: str, dictionaries: list[Path]) -> dict[Word, float]:
    from wordfreq import get_frequency_dict

    frequencies = get_frequency_dict(lang, wordlist="best")
    blocked = blocklist() if lang == "en" else frozenset()
    dropped = excluded() if lang == "en" else frozenset()
    is_letters = _ascii_letters if lang == "en" else _letters

    def zipf_of(proportion: float) -> float:
        return round(math.log10(proportion) + 9, 2)

    if source == "wide":
        zipf = {w: zipf_of(frequencies[w]) if w in frequencies else 0.0 for w in _dictionary_words(dictionaries)}
    else:
        allowed = _dictionary_words(dictionaries) if dictionaries else None
        zipf = {
            w: zipf_of(p)
            for w, p in frequencies.items()
            if is_letters(w) and (allowed is None or w in allowed)
        }
    return {
        w: z
        for w, z in zipf.items()
        if (len(w) > 1 or w in ("a", "i")) and w not in dropped and not is_blocked(w, blocked)
    }


def _dictionary_words(paths: list[Path]) -> set[Word]:
    """Lower-case, purely alphabetic entries: capitals mark proper names, apostrophes possessives."""
    words = set()
    for path in paths:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if _ascii_letters(line):
                words.add(line)
    return words


def _ascii_letters(word: str) -> bool:
    return word.isascii() and word.isalpha() and word.islower()


def _letters(word: str) -> bool:
    return word.isalpha() and word.islower() and unicodedata.is_normalized("NFC", word)


@lru_cache(maxsize=1)
def blocklist() -> frozenset[Word]:
    """The words that must never reach a puzzle (wordlists/blocklist.txt)."""
    return _word_file("blocklist.txt")


def is_blocked(word: Word, blocked: frozenset[Word] | None = None) -> bool:
    """True for a block-listed word or a simple inflection of one ("slurs" for "slur")."""
    blocked = blocklist() if blocked is None else blocked
    if word in blocked:
        return True
    stems = [word[: -len(end)] for end in _INFLECTIONS if word.endswith(end)]
    if word.endswith("ing"):
        stems.append(word[:-3] + "e")  # raping -> rape
    return any(stem in blocked for stem in stems)


@lru_cache(maxsize=1)
def excluded() -> frozenset[Word]:
    """Dictionary words kept out of puzzles all the same: abbreviations, brands, names, crude slang
    (wordlists/excluded.txt). Unlike the block-list, only the exact word is excluded."""
    return _word_file("excluded.txt")


def _word_file(name: str) -> frozenset[Word]:
    lines = wordlist_path(name).read_text(encoding="utf-8").splitlines()
    return frozenset(w for line in lines if (w := line.split("#", 1)[0].strip().lower()))
