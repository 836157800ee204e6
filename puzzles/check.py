"""The verifier: a person's answers against a puzzle's key, its kind's rules, and its clues.

Each light gets one status:

    correct     matches the key or one of its accepted alternatives
    accepted    differs from the key (or there is none), but keeps every rule of the kind, is a
                word, and the clue sources support it
    unverified  keeps the rules and is a word, but nothing found supports the clue (no key given)
    wrong       breaks a rule, is not a word, or differs from the key with nothing to support it
    missing     no answer given

The report is `ok` when no light is wrong or missing.
"""

from dataclasses import asdict, dataclass, field, replace

from puzzles.clues import clue_support
from puzzles.errors import PuzzleError
from puzzles.kinds import get_kind
from puzzles.lexicon import load_lexicon
from puzzles.model import Puzzle

SUPPORT_THRESHOLD = 0.3  # least clue support (see clues.clue_support) that counts as evidence

STATUSES = ("correct", "accepted", "unverified", "wrong", "missing")


@dataclass
class LightResult:
    index: int  # from 1
    clue: str
    given: str
    status: str
    reason: str = ""


@dataclass
class CheckReport:
    lights: list[LightResult]
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors and all(light.status not in ("wrong", "missing") for light in self.lights)

    def to_json(self) -> dict:
        return {"ok": self.ok, "lights": [asdict(light) for light in self.lights], "errors": list(self.errors)}


def parse_answer_list(text: str) -> list[str]:
    """Answers given as "A,B,C" on the command line: split on commas, spaces around them dropped."""
    return [part.strip() for part in text.split(",")]


def check_answers(puzzle: Puzzle, given: list[str]) -> CheckReport:
    """Judge `given` (in clue order; fewer answers than clues leaves the rest missing)."""
    if len(given) > len(puzzle.clues):
        raise PuzzleError(f"{len(given)} answers given for {len(puzzle.clues)} clues; give one per clue, in order")
    kind = get_kind(puzzle.kind)
    lang = puzzle.generator.get("lang", "en")
    lexicon = load_lexicon(lang)
    answers = [kind.normalise(a) for a in given] + [""] * (len(puzzle.clues) - len(given))
    rules = kind.rules(puzzle, answers)
    results = []
    for i, light in enumerate(puzzle.lights):
        answer = answers[i]
        keys = {kind.normalise(a) for a in (light.answer, *light.accept) if a}
        status, reason = _judge(answer, keys, rules.broken.get(i), light.clue, kind, lexicon, lang)
        results.append(LightResult(i + 1, light.clue, given[i] if i < len(given) else "", status, reason))
    return CheckReport(results, list(rules.errors))


def _judge(answer, keys, broken, clue, kind, lexicon, lang) -> tuple[str, str]:
    if not answer:
        return "missing", "no answer given"
    if answer in keys:
        return "correct", ""
    if broken:
        return "wrong", broken
    if not kind.is_word(answer, lexicon):
        return "wrong", f"{answer} is not in the word list"
    if clue_support(clue, answer.lower(), lang) >= SUPPORT_THRESHOLD:
        if keys:
            return "accepted", "not the key's answer, but it keeps the rules and fits the clue"
        return "accepted", "keeps the rules and fits the clue"
    if keys:
        return "wrong", "not the answer, and nothing shows that it fits the clue"
    return "unverified", "keeps the rules, but nothing found shows that it fits the clue"


def check_key(puzzle: Puzzle) -> CheckReport:
    """A setter's check: the file's own answers judged by the rules and clues alone, not by the key."""
    if not puzzle.answers:
        raise PuzzleError("the file has no answers: give --answers or --answers-file to check")
    unkeyed = replace(puzzle, answers=None, accept=())
    return check_answers(unkeyed, list(puzzle.answers))
