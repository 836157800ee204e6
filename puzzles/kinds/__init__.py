"""The registry of puzzle kinds.

Each kind is one module in this package that defines a subclass of `Kind` and decorates it with
`@register`. The command line and the book builder work from `all_kinds()`, never from a list of
names, so adding a kind means adding a module (and its template partial, and tests).
"""

import importlib
import pkgutil
import random
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from puzzles.errors import PuzzleError
from puzzles.model import Puzzle


@dataclass(frozen=True)
class Option:
    """One option of a kind's generator, e.g. capping's --tail."""

    name: str  # the keyword argument; the command-line flag is --name with _ as -
    type: type
    default: Any
    help: str


@dataclass(frozen=True)
class Solution:
    answers: tuple[str, ...]
    score: float  # higher is better; comparable between solutions of one puzzle


@dataclass
class RuleReport:
    """What a kind's rules say of a set of answers: a reason per broken light, and whole-puzzle errors."""

    broken: dict[int, str]  # light index (from 0) -> why it breaks the kind's rules
    errors: list[str]


class Kind:
    """A kind of puzzle: how to make one, what its rules are, and how to solve one from its clues."""

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    summary: ClassVar[str]
    instructions: ClassVar[str] = ""  # how to solve one, printed once before a book's section of the kind
    options: ClassVar[tuple[Option, ...]] = ()
    min_zipf: ClassVar[float] = 3.5  # default familiarity floor of generated words

    def generate(self, rng: random.Random, *, lang: str = "en", min_zipf: float | None = None, **options) -> Puzzle:
        raise NotImplementedError

    def rules(self, puzzle: Puzzle, answers: list[str]) -> RuleReport:
        """Check answers (upper case, already normalised; "" for missing) against the kind's rules."""
        raise NotImplementedError

    def solve(self, puzzle: Puzzle, top: int = 5) -> list[Solution]:
        raise NotImplementedError

    def normalise(self, answer: str) -> str:
        """An answer as the checker compares it: letters only, upper case."""
        return "".join(ch for ch in answer.upper() if ch.isalpha())

    def is_word(self, answer: str, lexicon) -> bool:
        """Whether the lexicon holds the answer (normalised) as a word."""
        return answer.lower() in lexicon

    def answer_lengths(self, puzzle: Puzzle) -> list[int | None]:
        """Letters per light for answer boxes on a sheet (None where the sheet should not say)."""
        return [len(self.normalise(a)) for a in puzzle.answers] if puzzle.answers else [None] * len(puzzle.clues)


_REGISTRY: dict[str, Kind] = {}


def register(cls: type[Kind]) -> type[Kind]:
    """Class decorator: make a kind known by its name and aliases."""
    kind = cls()
    for name in (cls.name, *cls.aliases):
        _REGISTRY[name] = kind
    return cls


@cache
def _load_all() -> None:
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


def all_kinds() -> list[Kind]:
    """Every registered kind, once each, by name."""
    _load_all()
    return sorted({id(k): k for k in _REGISTRY.values()}.values(), key=lambda k: k.name)


def get_kind(name: str, origin: str | None = None) -> Kind:
    """The kind called `name` (or an alias); PuzzleError listing the known kinds otherwise."""
    _load_all()
    kind = _REGISTRY.get(name.strip().lower())
    if kind is None:
        where = f"{origin}: key 'kind': " if origin else ""
        known = ", ".join(k.name for k in all_kinds())
        raise PuzzleError(f"{where}unknown kind {name!r}; known kinds: {known}")
    return kind




def generate(kind: str, seed: int | None = None, lang: str = "en", min_zipf: float | None = None, **options) -> Puzzle:
    """Make a puzzle of a kind. The same seed and options make the same puzzle; the seed (chosen at
    random when not given) and the settings are recorded in the puzzle's `generator` table."""
    import dataclasses

    chosen = get_kind(kind)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    puzzle = chosen.generate(random.Random(seed), lang=lang, min_zipf=min_zipf, **options)
    settings = {"seed": seed, **puzzle.generator}
    return dataclasses.replace(puzzle, generator={k: v for k, v in settings.items() if v is not None})


def solve(puzzle: Puzzle, top: int = 5) -> list[Solution]:
    """Solve a puzzle from its clues (and kind keys such as a tail), best solutions first."""
    return get_kind(puzzle.kind).solve(puzzle, top=top)
