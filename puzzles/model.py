"""Puzzles and their lights, and the puzzle file format (TOML, or JSON with the same keys).

A *light* is one clue with its answer, as crossword setters say. A puzzle file a person might
write by hand:

    kind = "square"
    title = "A word square"
    clues = ["A playing piece of pasteboard", "Extent of a surface", "The hinder part", "To mend a stocking"]
    answers = ["CARD", "AREA", "REAR", "DARN"]    # optional

Common keys: kind, title, text (the riddle's prose or verse), hint, clues, answers, accept (per
light, a list of accepted alternatives), sources (per light, where the clue came from). Kind keys:
initials, finals, centrals, center, start, end, tail. Generated files also carry `format` (the
version of this format) and a [generator] table with the seed and word-list settings that made them.
"""

import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from puzzles.errors import PuzzleError
from puzzles.files import write_atomic

FORMAT_VERSION = 1
KIND_KEYS = ("initials", "finals", "centrals", "center", "start", "end", "tail")
_TEXT_KEYS = ("title", "text", "hint")
_ORDER = ("format", "kind", "title", "text", "hint", *KIND_KEYS, "clues", "answers", "accept", "sources", "generator")


@dataclass(frozen=True)
class Light:
    number: int  # from 1, in clue order
    clue: str
    answer: str | None = None
    accept: tuple[str, ...] = ()
    source: str = ""  # "bank", "wordnet", or "" for a clue a person wrote


@dataclass(frozen=True)
class Puzzle:
    kind: str
    clues: tuple[str, ...]
    title: str = ""
    text: str = ""
    hint: str = ""
    answers: tuple[str, ...] | None = None
    accept: tuple[tuple[str, ...], ...] = ()
    sources: tuple[str, ...] = ()
    params: dict[str, str] = field(default_factory=dict)  # the kind keys present (tail, initials ...)
    generator: dict[str, Any] = field(default_factory=dict)
    format: int = FORMAT_VERSION

    @property
    def lights(self) -> list[Light]:
        return [
            Light(
                number=i + 1,
                clue=clue,
                answer=self.answers[i] if self.answers else None,
                accept=self.accept[i] if i < len(self.accept) else (),
                source=self.sources[i] if i < len(self.sources) else "",
            )
            for i, clue in enumerate(self.clues)
        ]

    def to_dict(self) -> dict[str, Any]:
        """The file's keys, in the order a person reads them, leaving out what is empty."""
        data: dict[str, Any] = {
            "format": self.format,
            "kind": self.kind,
            "title": self.title,
            "text": self.text,
            "hint": self.hint,
            **self.params,
            "clues": list(self.clues),
            "answers": list(self.answers) if self.answers else None,
            "accept": [list(a) for a in self.accept] if any(self.accept) else None,
            "sources": list(self.sources) if any(self.sources) else None,
            "generator": dict(self.generator) or None,
        }
        return {k: data[k] for k in _ORDER if data.get(k) not in (None, "", [], {})}


def puzzle_from_dict(data: dict[str, Any], origin: str = "<puzzle>") -> Puzzle:
    """Validate the keys of a puzzle file; PuzzleError names the file, the key and the problem."""

    def fail(key: str, problem: str):
        raise PuzzleError(f"{origin}: key '{key}': {problem}")

    if not isinstance(data, dict):
        raise PuzzleError(f"{origin}: a puzzle file must be a table of keys, not {type(data).__name__}")
    unknown = sorted(set(data) - set(_ORDER))
    if unknown:
        fail(unknown[0], f"unknown key (known keys: {', '.join(_ORDER)})")
    version = data.get("format", FORMAT_VERSION)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        fail("format", f"must be a whole number, got {version!r}")
    if version > FORMAT_VERSION:
        fail("format", f"version {version} is newer than this program reads ({FORMAT_VERSION}); upgrade puzzles")
    if "kind" not in data:
        fail("kind", "missing: say which kind of puzzle this is, e.g. kind = \"capping\"")
    if not isinstance(data["kind"], str):
        fail("kind", f"must be a string, got {data['kind']!r}")
    from puzzles.kinds import get_kind

    kind = get_kind(data["kind"], origin=origin).name
    for key in (*_TEXT_KEYS, *KIND_KEYS):
        if key in data and not isinstance(data[key], str):
            fail(key, f"must be a string, got {_describe(data[key])}")
    clues = _string_list(data, "clues", fail, required=True)
    if not clues:
        fail("clues", "is empty: a puzzle needs at least one clue")
    answers = _string_list(data, "answers", fail)
    if answers is not None and len(answers) != len(clues):
        fail("answers", f"has {len(answers)} answers for {len(clues)} clues; give one per clue, in clue order")
    accept = _accept_list(data, len(clues), fail)
    sources = _string_list(data, "sources", fail) or []
    if sources and len(sources) != len(clues):
        fail("sources", f"has {len(sources)} entries for {len(clues)} clues")
    generator = data.get("generator", {})
    if not isinstance(generator, dict):
        fail("generator", "must be a table")
    return Puzzle(
        kind=kind,
        clues=tuple(clues),
        title=data.get("title", ""),
        text=data.get("text", ""),
        hint=data.get("hint", ""),
        answers=tuple(answers) if answers is not None else None,
        accept=accept,
        sources=tuple(sources),
        params={k: data[k] for k in KIND_KEYS if k in data},
        generator=generator,
        format=version,
    )


def _describe(value) -> str:
    return f"a {type(value).__name__} ({value!r})" if not isinstance(value, (list, dict)) else f"a {type(value).__name__}"


def _string_list(data, key, fail, required=False) -> list[str] | None:
    if key not in data:
        if required:
            fail(key, "missing: give a list of strings")
        return None
    value = data[key]
    if not isinstance(value, list):
        fail(key, f"must be a list of strings, got {_describe(value)}")
    for i, item in enumerate(value, start=1):
        if not isinstance(item, str):
            fail(key, f"item {i} must be a string, got {_describe(item)}")
        if key in ("clues", "answers") and not item.strip():
            fail(key, f"item {i} is blank")
    return [item.strip() for item in value]


def _accept_list(data, count, fail) -> tuple[tuple[str, ...], ...]:
    if "accept" not in data:
        return ()
    value = data["accept"]
    if not isinstance(value, list) or len(value) != count:
        fail("accept", f"must be a list with one entry per clue ({count}), each a list of alternatives")
    lists = []
    for i, item in enumerate(value, start=1):
        if isinstance(item, str):
            item = [item] if item.strip() else []
        if not isinstance(item, list) or not all(isinstance(a, str) for a in item):
            fail("accept", f"entry {i} must be a list of strings")
        lists.append(tuple(a.strip() for a in item if a.strip()))
    return tuple(lists)


def read_puzzle(path: Path | str) -> Puzzle:
    """Read a .toml or .json puzzle file (other names: TOML first, then JSON)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise PuzzleError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise PuzzleError(f"{path}: is a folder, not a puzzle file") from None
    except OSError as err:
        raise PuzzleError(f"{path}: cannot read it ({err.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not a text file (a puzzle file is TOML or JSON in UTF-8)") from None
    return puzzle_from_dict(_parse(text, path), str(path))


def _parse(text: str, path: Path) -> dict:
    suffix = path.suffix.lower()
    if suffix == ".json" or (suffix != ".toml" and text.lstrip().startswith("{")):
        try:
            return json.loads(text)
        except json.JSONDecodeError as err:
            raise PuzzleError(f"{path}: not valid JSON: {err.msg} (line {err.lineno}, column {err.colno})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise PuzzleError(f"{path}: not valid TOML: {err}") from None


def dumps(puzzle: Puzzle, fmt: str = "toml") -> str:
    """The puzzle as TOML or JSON text."""
    data = puzzle.to_dict()
    if fmt == "json":
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    import tomli_w

    return tomli_w.dumps(data, multiline_strings=True)


def write_puzzle(puzzle: Puzzle, path: Path | str) -> Path:
    """Write a puzzle file, TOML unless the name ends in .json; atomically."""
    path = Path(path)
    return write_atomic(path, dumps(puzzle, "json" if path.suffix.lower() == ".json" else "toml"))
