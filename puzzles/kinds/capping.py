"""Word-capping, or "change my head": words that differ only in their first letter.

BILL, FILL, HILL, KILL, MILL share the *tail* -ILL; each has its own *head*. The riddle gives one
clue per word, in order: "I am a bird's beak; change my head, and I mean to make full; change it
again, and I am a little mountain ..." The solver names every word.

Rules: all answers have the same length, share one tail, and have different heads.
"""

from collections import Counter, defaultdict

from puzzles.clues import Clue, candidates, load_bank
from puzzles.errors import PuzzleError
from puzzles.kinds import Kind, Option, RuleReport, Solution, register
from puzzles.lexicon import load_lexicon
from puzzles.model import Puzzle

MIN_SIZE, MAX_SIZE = 5, 10
SOLVE_MIN_ZIPF = 2.0  # words the solver considers: wider than the generator's, but no rarities

_TITLES = (
    "Change my Head", "Heads and Tails", "A Change of Head", "Off with my Head", "Many Heads, One Tail",
    "New Heads for Old", "The Same Tail", "A Family Likeness", "Head-Dresses", "Capped and Recapped",
    "One Tail Between Us", "A Chain of Heads",
)
_CHANGES = (
    "Change my head, and",
    "Change it again, and",
    "Another head, and",
    "Change once more, and",
    "A new head, and",
    "Yet another, and",
    "Change again, and",
    "Once more, and",
)
_LAST = "And with my last head,"
_ARTICLES = ("a ", "an ", "the ", "one ", "some ")


def family(tail: str, lang: str = "en", min_zipf: float = 0.0) -> list[str]:
    """The words made by putting one letter before `tail`, most familiar first ("ap": map, cap, gap ...)."""
    lexicon = load_lexicon(lang)
    tail = lexicon.normalise(tail)
    if not tail:
        raise PuzzleError("give a tail of one or more letters, e.g. 'ap' for CAP, GAP, MAP ...")
    return lexicon.words(pattern="?" + tail, min_zipf=min_zipf)


@register
class Capping(Kind):
    name = "capping"
    aliases = ("change-my-head", "heads")
    summary = "words that differ only in the first letter (CAP, NAP, GAP ...), one clue each"
    instructions = (
        "Each riddle hides a family of words alike in all but their first letter, as BILL, FILL and HILL. "
        "Each line of the riddle describes one of them; find every word, in order."
    )
    options = (
        Option("tail", str, None, "the shared ending, e.g. 'ill' for BILL, FILL, HILL (default: chosen by the seed)"),
        Option("size", int, None, f"how many words, {MIN_SIZE} to {MAX_SIZE} (default: 6 to 8, as the family allows)"),
        Option("length", int, None, "letters per word, 3 to 8 (default: any)"),
    )

    def generate(self, rng, *, lang="en", min_zipf=None, tail=None, size=None, length=None) -> Puzzle:
        settings = {"lang": lang, "min_zipf": min_zipf, "tail": tail, "size": size, "length": length}
        min_zipf = self.min_zipf if min_zipf is None else min_zipf
        if size is not None and not MIN_SIZE <= size <= MAX_SIZE:
            raise PuzzleError(f"--size must be from {MIN_SIZE} to {MAX_SIZE}, got {size}")
        lexicon, bank = load_lexicon(lang), load_bank(lang)
        if not bank.by_word:
            raise PuzzleError(f"capping riddles need clues, and there is no clue bank for {lang!r} yet")
        needed = size or MIN_SIZE
        families = self._families(lexicon, bank, min_zipf, length)
        if tail is not None:
            tail = lexicon.normalise(tail)
            words = families.get(tail, [])
            if len(words) < needed:
                raise PuzzleError(
                    f"only {len(words)} familiar words with clues end in -{tail.upper()} (need {needed}); "
                    "try a lower --min-zipf, a smaller --size or another --tail"
                )
        else:
            choices = sorted(t for t, ws in families.items() if len(ws) >= needed)
            if not choices:
                raise PuzzleError(f"no tail has {needed} familiar words with clues; try a lower --min-zipf or --size")
            tail = rng.choices(choices, weights=[len(families[t]) for t in choices])[0]
            words = families[tail]
        count = size or rng.randint(min(6, len(words)), min(8, len(words)))
        # From the most familiar few, so the riddle stays fair; then in the order of the alphabet,
        # as the old books print them.
        pool = words[: count + 3]
        chosen = sorted(rng.sample(pool, count))
        clues, used = [], set()
        for word in chosen:
            clue = bank.pick(word, rng, avoid=used, prefer=_reads_in_riddle) or bank.pick(word, rng)
            used.add(clue.text)
            clues.append(clue)
        return Puzzle(
            kind=self.name,
            title=rng.choice(_TITLES),
            text=riddle_text(clues, lexicon),
            hint=f"Every answer has {len(tail) + 1} letters; only the first letter changes.",
            clues=tuple(c.text for c in clues),
            answers=tuple(w.upper() for w in chosen),
            sources=tuple(c.source for c in clues),
            params={"tail": tail.upper()},
            generator={**settings, "lexicon": lexicon.source},
        )

    @staticmethod
    def _families(lexicon, bank, min_zipf, length) -> dict[str, list[str]]:
        """Tail -> clued familiar words with that tail, most familiar first."""
        families: dict[str, list[str]] = defaultdict(list)
        for n in range(3, 9) if length is None else (length,):
            for word in lexicon.words(length=n, min_zipf=min_zipf):
                if bank.has_clue(word) and not _is_inflection(word, lexicon):
                    families[word[1:]].append(word)
        return families

    def rules(self, puzzle, answers) -> RuleReport:
        given = [(i, a) for i, a in enumerate(answers) if a]
        broken: dict[int, str] = {}
        if not given:
            return RuleReport(broken, [])
        key_tail = puzzle.params.get("tail", "").upper()
        if puzzle.answers:
            key_tail = key_tail or puzzle.answers[0][1:].upper()
        tail = key_tail or Counter(a[1:] for _, a in given).most_common(1)[0][0]
        heads: dict[str, int] = {}
        for i, answer in given:
            if len(answer) != len(tail) + 1:
                broken[i] = f"{answer} has {len(answer)} letters; every answer has {len(tail) + 1}"
            elif answer[1:] != tail:
                broken[i] = f"{answer} does not end in -{tail} like the others"
            elif answer[0] in heads:
                broken[i] = f"{answer} has the same head as answer {heads[answer[0]] + 1}; each head is different"
            else:
                heads[answer[0]] = i
        return RuleReport(broken, [])

    def solve(self, puzzle, top=5) -> list[Solution]:
        lang = puzzle.generator.get("lang", "en")
        lexicon = load_lexicon(lang)
        n = len(puzzle.clues)
        scores = [candidates(clue, lang=lang) for clue in puzzle.clues]
        tail = puzzle.params.get("tail")
        if tail:
            tails = {lexicon.normalise(tail): family(tail, lang, SOLVE_MIN_ZIPF)}
        else:
            tails = defaultdict(list)
            for length in range(3, 9):
                for word in lexicon.words(length=length, min_zipf=SOLVE_MIN_ZIPF):
                    tails[word[1:]].append(word)
        solutions = []
        for words in tails.values():
            if len(words) >= n:
                answers, score = _best_assignment(scores, words)
                if score > 0:
                    solutions.append(Solution(tuple(a.upper() for a in answers), round(score / n, 3)))
        solutions.sort(key=lambda s: -s.score)
        return solutions[:top]


def _is_inflection(word: str, lexicon) -> bool:
    """DAYS, RAYS, SAYS make a dull family: keep to words that are not plurals or verb forms of another."""
    stems = []
    if word.endswith("s") and not word.endswith("ss"):
        stems += [word[:-1], word[:-2] if word.endswith("es") else "", word[:-3] + "y" if word.endswith("ies") else ""]
    if word.endswith("ed"):
        stems += [word[:-2], word[:-1]]
    if word.endswith("ing"):
        stems += [word[:-3], word[:-3] + "e"]
    return any(len(stem) > 1 and stem in lexicon for stem in stems)


def _best_assignment(scores: list[dict[str, float]], words: list[str]) -> tuple[list[str], float]:
    """Give each clue a different word of the family, greedily by clue support; the rest by familiarity."""
    pairs = sorted(
        ((s[w], i, w) for i, s in enumerate(scores) for w in words if s.get(w, 0) > 0),
        key=lambda p: (-p[0], p[1], p[2]),
    )
    chosen: dict[int, str] = {}
    total = 0.0
    for score, i, word in pairs:
        if i not in chosen and word not in chosen.values():
            chosen[i] = word
            total += score
    spare = iter(w for w in words if w not in chosen.values())
    return [chosen.get(i) or next(spare) for i in range(len(scores))], total


def _reads_in_riddle(clue: Clue) -> bool:
    """Clues that slot into "... and I am <clue>" or "I mean <clue>" read best in the riddle."""
    return clue.text.lower().startswith(_ARTICLES + ("to ",))


def riddle_text(clues: list[Clue], lexicon) -> str:
    """The riddle in the old manner, a line per word: "I am ...; change my head, and I am ..."."""
    lines = []
    for i, clue in enumerate(clues):
        verb, phrase = _as_predicate(clue, lexicon)
        if i == 0:
            lines.append(f"{verb} {phrase};")
        elif i == len(clues) - 1:
            lines.append(f"{_LAST} {verb} {phrase}.")
        else:
            lines.append(f"{_CHANGES[(i - 1) % len(_CHANGES)]} {verb} {phrase};")
    lines.append("What am I, each time?")
    return "\n".join(lines)


def _as_predicate(clue: Clue, lexicon) -> tuple[str, str]:
    """How a clue reads after "I": ("I am", "a bird of the night"), ("I mean", "to mend a stocking")."""
    text = clue.text
    first = text.split(" ", 1)[0]
    if first.lower() in lexicon:  # an ordinary word, not a name: it may lose its capital
        text = first.lower() + text[len(first):]
    if text.startswith("to "):
        return "I mean", text
    if text.lower().startswith(_ARTICLES) or clue.tags & {"n", "adj"}:
        return "I am", text
    return "I mean", f"\u201c{clue.text}\u201d"
