"""Where clues come from: the project's own clue bank (wordlists/clues/<lang>.tsv).

The bank is a tab-separated file, one clue a line:

    word<TAB>clue<TAB>tags

`tags` is optional: comma-separated, e.g. "n,easy" or "n,bird". Parts of speech are n, v, adj, adv,
prep, pron, conj, int; difficulty is easy or hard; anything else names a theme (river, bird ...).
Lines starting with # are comments. Every clue is written by us, in a short Victorian manner.
"""

import math
import random
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cached_property, lru_cache

from puzzles.data import wordlist_path
from puzzles.errors import PuzzleError

MAX_CLUE_LENGTH = 70  # characters: a clue fits on one short printed line
PARTS_OF_SPEECH = frozenset({"n", "v", "adj", "adv", "prep", "pron", "conj", "int", "det"})

BANK = "bank"  # the source name recorded in generated puzzles


@dataclass(frozen=True)
class Clue:
    word: str  # lower case
    text: str
    tags: frozenset[str] = frozenset()
    source: str = BANK


@dataclass
class ClueBank:
    """All clues of one language, by word, with a reverse index from clue words to answers."""

    by_word: dict[str, list[Clue]]

    def clues_for(self, word: str) -> list[Clue]:
        return self.by_word.get(word.lower(), [])

    def has_clue(self, word: str) -> bool:
        return word.lower() in self.by_word

    def pick(self, word: str, rng: random.Random, avoid=frozenset(), prefer=None) -> Clue | None:
        """A clue for the word chosen by rng, skipping clue texts in `avoid` (so that one puzzle never
        prints a clue twice); among the rest, one for which `prefer(clue)` is true when there is one."""
        choices = [c for c in self.clues_for(word) if c.text not in avoid]
        if prefer:
            choices = [c for c in choices if prefer(c)] or choices
        return rng.choice(choices) if choices else None

    def support(self, clue: str, word: str) -> float:
        """How well the bank says `word` answers `clue`: 1.0 for one of its own clues, else word overlap.

        The overlap is the best weighted share of content words a bank clue of the word has in common
        with the given clue, from 0.0 to 0.9; rare clue words weigh more than common ones, so "The
        household mouser" supports CAT through "The mouser by the fire" more than "small" supports MAT.
        """
        wanted = normalise_clue(clue)
        given = content_words(clue)
        best = 0.0
        for known in self.clues_for(word):
            if normalise_clue(known.text) == wanted:
                return 1.0
            theirs = content_words(known.text)
            if given & theirs:
                shared = self._weighted_share(given & theirs, given | theirs)
                # Same stem but another form ("mousers" for "mouser") counts for a little less, so a
                # singular clue prefers CAT to CATS.
                exact = len(_words(clue) & _words(known.text)) / len(given & theirs)
                best = max(best, 0.9 * shared * (0.8 + 0.2 * min(exact, 1.0)))
        return best

    def _weighted_share(self, part: set[str], whole: set[str]) -> float:
        return sum(map(self._weight, part)) / sum(map(self._weight, whole))

    def _weight(self, token: str) -> float:
        """Inverse document frequency: log of (words in the bank / words whose clues use the token)."""
        return math.log((len(self.by_word) + 1) / (len(self._index.get(token, ())) + 1)) + 1.0

    @cached_property
    def _index(self) -> dict[str, set[str]]:
        """Content word of a clue -> the words it clues; built when the solver first asks."""
        index: dict[str, set[str]] = defaultdict(set)
        for word, clues in self.by_word.items():
            for clue in clues:
                for token in content_words(clue.text):
                    index[token].add(word)
        return dict(index)

    def candidates(self, clue: str, words=None) -> dict[str, float]:
        """Answers for `clue` from the bank, best first: words whose own clues match it (scored by
        `support`), and words that its matching clues mention ("What the miller grinds" finds MILL's
        clue "A place for grinding corn", so CORN), at a lower score."""
        given = content_words(clue)
        pool = set().union(*(self._index.get(token, set()) for token in given)) if given else set()
        scored = {w: self.support(clue, w) for w in pool}
        for word in pool:
            for known in self.clues_for(word):
                theirs = content_words(known.text)
                if not given & theirs:
                    continue
                share = self._weighted_share(given & theirs, given)
                for mentioned in _words(known.text) - given:
                    if stem(mentioned) not in given:
                        scored[mentioned] = max(scored.get(mentioned, 0.0), round(0.6 * share, 3))
        if words is not None:
            scored = {w: s for w, s in scored.items() if w in words}
        return ranked(scored)


def ranked(scores: dict[str, float]) -> dict[str, float]:
    """The words with a score above zero, best first (alphabetical among equals)."""
    return dict(sorted(((w, s) for w, s in scores.items() if s > 0), key=lambda ws: (-ws[1], ws[0])))


_STOPWORDS = frozenset(
    "a an the of to in on at by for from with and or but as is are be it its this that one who what "
    "which where when how not no so very much some any into out up off over under than such may can "
    "will would his her their our your my me we you they them he she".split()
)


def normalise_clue(text: str) -> str:
    return " ".join(re.findall(r"[a-z]+", text.lower()))


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOPWORDS and len(w) > 1}


def content_words(text: str) -> set[str]:
    """The clue's words that carry meaning, crudely stemmed ("Birds of the night" -> bird, night)."""
    return {stem(w) for w in _words(text)}


def stem(word: str) -> str:
    """A crude stem, enough to tell that BIRDS, BIRDED and BIRDING are forms of BIRD."""
    w = word.lower()
    for suffix, keep in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)] + keep
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiousl":
        w = w[:-1]  # running -> runn -> run
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]  # baking -> bak, bake -> bak
    return w


def clue_problems(word: str, clue: str) -> list[str]:
    """What breaks the bank's rules in one clue for `word` (empty when it is fine)."""
    problems = []
    text = clue.strip()
    if not text:
        return ["the clue is blank"]
    if len(text) > MAX_CLUE_LENGTH:
        problems.append(f"longer than {MAX_CLUE_LENGTH} characters")
    letters = [c for c in text if c.isalpha()]
    if len(letters) > 3 and all(c.isupper() for c in letters):
        problems.append("shouting (all capitals)")
    answer = word.lower()
    answer_stem = stem(answer)
    for token in re.findall(r"[a-z]+", text.lower()):
        if token == answer or stem(token) == answer_stem or (len(answer) >= 4 and token.startswith(answer)):
            problems.append(f"contains the answer or a form of it ({token!r})")
            break
    return problems


@lru_cache(maxsize=4)
def load_bank(lang: str = "en") -> ClueBank:
    """The clue bank of a language (empty for a language with no bank yet)."""
    path = wordlist_path("clues", f"{lang}.tsv")
    by_word: dict[str, list[Clue]] = defaultdict(list)
    if not path.is_file():
        return ClueBank({})
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 2 or not fields[0].strip() or not fields[1].strip():
            raise PuzzleError(f"{path}:{number}: a clue line needs a word and a clue, separated by a tab")
        tags = frozenset(t.strip() for t in fields[2].split(",") if t.strip()) if len(fields) > 2 else frozenset()
        by_word[fields[0].strip().lower()].append(Clue(fields[0].strip().lower(), fields[1].strip(), tags))
    return ClueBank(dict(by_word))


def candidates(clue: str, length: int | None = None, pattern: str | None = None, lang: str = "en") -> dict[str, float]:
    """Answers for a clue from every clue source, best first: {word: score from 0 to 1}.

    The bank's reverse index and WordNet's senses each score a word (see ClueBank.support and
    wordnet.support); a word takes its better score, plus a little when both sources agree, and
    familiar words come first among equals. Only words of the lexicon count.

    >>> list(candidates("a bird of the night", length=3))[:1]
    ['owl']
    """
    from puzzles import wordnet
    from puzzles.lexicon import load_lexicon

    lexicon = load_lexicon(lang)
    allowed = set(lexicon.words(length=length, pattern=pattern)) if (length or pattern) else None
    from_bank = load_bank(lang).candidates(clue, allowed)
    from_wordnet = wordnet.candidates(clue, allowed) if lang == "en" else {}
    scores = {}
    for word in (from_bank.keys() | from_wordnet.keys()) & lexicon.zipf.keys():
        bank_score, wordnet_score = from_bank.get(word, 0.0), from_wordnet.get(word, 0.0)
        both = 0.1 if bank_score and wordnet_score else 0.0
        scores[word] = round(min(1.0, max(bank_score, wordnet_score) + both), 3)
    return dict(sorted(scores.items(), key=lambda ws: (-ws[1], -lexicon.frequency(ws[0]), ws[0])))


def clue_support(clue: str, word: str, lang: str = "en") -> float:
    """How strongly the clue sources say `word` answers `clue`, from 0.0 to 1.0."""
    from puzzles import wordnet

    score = load_bank(lang).support(clue, word)
    if score < 1.0 and lang == "en":
        score = max(score, wordnet.support(clue, word))
    return score


def clues_with_sources(word: str, lang: str = "en") -> list[Clue]:
    """Every clue we hold for a word: the bank's first, then one made from WordNet when it has one."""
    from puzzles import wordnet

    found = list(load_bank(lang).clues_for(word))
    if lang == "en" and (text := wordnet.definition_clue(word)):
        found.append(Clue(word.lower(), text, frozenset(), wordnet.SOURCE))
    return found


def main(argv=None) -> int:
    """Lint clue files: python -m puzzles.clues FILE... prints every rule broken, one per line."""
    import sys

    bad = 0
    for name in argv or sys.argv[1:]:
        with open(name, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                if len(fields) < 2:
                    print(f"{name}:{number}: needs word<TAB>clue[<TAB>tags]")
                    bad += 1
                    continue
                for problem in clue_problems(fields[0], fields[1]):
                    print(f"{name}:{number}: {fields[0]}: {problem}: {fields[1]}")
                    bad += 1
    print(f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
