"""WordNet, the second clue source: where Debian's wordnet-base is installed, read with NLTK.

Used for a clue for a word the bank lacks (made short from a definition), for evidence that an
answer fits a clue (the checker), and for candidate answers to a clue (the solver). Where WordNet or
NLTK is missing, each function answers "nothing" and the tool says so once.

Debian's packages lack the small `lexnames` file that NLTK's reader wants, and NLTK reads only
files inside its own root, so the first use copies the dictionary files into the cache folder
(about 36 MB) and writes `lexnames` beside them.
"""

import os
import pickle
import re
import shutil
import sys
import warnings
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

from puzzles.clues import MAX_CLUE_LENGTH, clue_problems, content_words, ranked
from puzzles.lexicon import cache_dir

WORDNET_DIR = Path(os.environ.get("PUZZLES_WORDNET_DIR", "/usr/share/wordnet"))
SOURCE = "wordnet"

# The lexicographer files of WordNet 3.0, in their numbered order: name and part-of-speech number.
_LEXNAMES = (
    "adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
    "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
    "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
    "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
    "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
    "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather adj.ppl"
).split()
_POS_NUMBER = {"noun": 1, "verb": 2, "adj": 3, "adv": 4}
_INDEX_FORMAT = 1


def available() -> bool:
    return reader() is not None


@lru_cache(maxsize=1)
def reader():
    """NLTK's WordNet reader over the Debian files, or None (with one note on stderr) when missing."""
    if not (WORDNET_DIR / "data.noun").is_file():
        _note("WordNet is not installed (apt-get install wordnet-base wordnet-sense-index): using the clue bank only")
        return None
    try:
        import nltk
        from nltk.corpus.reader.wordnet import WordNetCorpusReader
    except ImportError:
        _note("NLTK is not installed (pip install nltk): using the clue bank only")
        return None

    class _Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):
            return None  # no Open Multilingual Wordnet here, so no version mapping to do

    root = _prepared_root()
    if str(root) not in nltk.data.path:
        nltk.data.path.append(str(root))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _Reader(str(root), None)


def _prepared_root() -> Path:
    root = cache_dir() / "wordnet"
    marker = root / "lexnames"
    if not marker.is_file():
        root.mkdir(parents=True, exist_ok=True)
        for path in WORDNET_DIR.iterdir():
            if path.is_file():
                shutil.copyfile(path, root / path.name)  # copies: NLTK refuses links out of its root
        lines = (f"{i:02d}\t{name}\t{_POS_NUMBER[name.split('.')[0]]}\n" for i, name in enumerate(_LEXNAMES))
        tmp = root / "lexnames.tmp"
        tmp.write_text("".join(lines), encoding="utf-8")
        tmp.replace(marker)
    return root


@lru_cache(maxsize=None)
def _note(message: str) -> None:
    print(f"puzzles: note: {message}", file=sys.stderr)


def _synsets(word: str):
    wn = reader()
    return wn.synsets(word.lower()) if wn else []


def definition_clue(word: str) -> str | None:
    """A short clue from WordNet's definitions of the word, never containing the answer, or None."""
    for synset in _synsets(word)[:4]:
        text = re.split(r"[;(]", synset.definition())[0].strip()
        if not text or len(text) > MAX_CLUE_LENGTH or clue_problems(word, text):
            continue
        return text[0].upper() + text[1:]
    return None


def _evidence(synset) -> set[str]:
    """Content words that describe a sense: its definition, its synonyms and what it is a kind of."""
    words = content_words(synset.definition())
    for related in (synset, *synset.hypernyms()):
        for name in related.lemma_names():
            words |= content_words(name.replace("_", " "))
    return words


def support(clue: str, word: str) -> float:
    """How well WordNet says `word` answers `clue`, from 0.0 to 0.8 (a little below the bank's own
    clues): the square of the best share of the clue's content words found in one sense of the word,
    since a definition that shares only some of them is weak evidence."""
    given = content_words(clue)
    if not given:
        return 0.0
    best = 0.0
    for synset in _synsets(word):
        best = max(best, len(given & _evidence(synset)) / len(given))
    return round(0.8 * best**2, 3)


def candidates(clue: str, words=None) -> dict[str, float]:
    """Words whose WordNet senses share content words with the clue, scored by `support`, best first."""
    index = _gloss_index()
    if not index:
        return {}
    pool: set[str] = set()
    for token in content_words(clue):
        pool |= index.get(token, set())
    if words is not None:
        pool &= set(words)
    return ranked({w: support(clue, w) for w in pool})


@lru_cache(maxsize=1)
def _gloss_index() -> dict[str, set[str]]:
    """Content word -> the single words whose senses use it. Reading every sense takes seconds, so
    the index is kept on disk beside the copied dictionary."""
    wn = reader()
    if wn is None:
        return {}
    path = _prepared_root() / f"gloss-index-{_INDEX_FORMAT}.pickle"
    try:
        with path.open("rb") as handle:
            return pickle.load(handle)
    except (OSError, pickle.PickleError, EOFError):
        pass
    index: dict[str, set[str]] = defaultdict(set)
    for synset in wn.all_synsets():
        evidence = _evidence(synset)
        for name in synset.lemma_names():
            if name.isalpha() and name.islower():
                for token in evidence:
                    index[token].add(name)
    index = dict(index)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    with tmp.open("wb") as handle:
        pickle.dump(index, handle, protocol=pickle.HIGHEST_PROTOCOL)
    tmp.replace(path)
    return index
