"""Printing: Jinja templates to HTML, WeasyPrint to PDF. Sheets of puzzles, and whole books.

Everything taken from a puzzle file is escaped (autoescape), and the PDF renderer fetches nothing
from the network: only file: and data: URLs are allowed. Output is written whole or not at all.
"""

import datetime
import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2

from puzzles.data import templates_dir
from puzzles.errors import PuzzleError
from puzzles.files import write_atomic
from puzzles.kinds import all_kinds, generate, get_kind
from puzzles.model import Puzzle

PAGE_SIZES = ("a4", "letter")


@dataclass(frozen=True)
class Entry:
    """A puzzle as it appears in print: its number, the partial that draws it, its answer lengths."""

    number: int
    puzzle: Puzzle
    partial: str
    kind_title: str
    instructions: str
    lengths: list


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env


def _entries(puzzles: list[Puzzle]) -> list[Entry]:
    env = _environment()
    entries = []
    for number, puzzle in enumerate(puzzles, start=1):
        kind = get_kind(puzzle.kind)
        partial = env.select_template([f"kinds/{kind.name}.html.j2", "kinds/generic.html.j2"]).name
        title = kind.name.replace("-", " ").title()
        entries.append(Entry(number, puzzle, partial, title, kind.instructions, kind.answer_lengths(puzzle)))
    return entries


def _page_options(page_size: str, large_print: bool) -> dict:
    if page_size not in PAGE_SIZES:
        raise PuzzleError(f"unknown page size {page_size!r}; choose a4 or letter")
    return {"page_size": "A4" if page_size == "a4" else "letter", "large_print": large_print,
            "css": (templates_dir() / "print.css").read_text(encoding="utf-8")}


def sheets_html(puzzles: list[Puzzle], *, answers: bool = False, page_size: str = "a4", large_print: bool = False) -> str:
    """HTML for puzzle sheets: one puzzle a page, and the answers on pages of their own if asked."""
    template = _environment().get_template("sheets.html.j2")
    return template.render(entries=_entries(puzzles), answers=answers, **_page_options(page_size, large_print))


def book_html(puzzles: list[Puzzle], *, title: str, answers: bool = True, page_size: str = "a4",
              large_print: bool = False) -> str:
    """HTML for a book: title page, contents, the puzzles by kind, and the answer key at the back."""
    ordered = sorted(puzzles, key=lambda p: p.kind)  # grouped by kind, in a stable order
    template = _environment().get_template("book.html.j2")
    return template.render(entries=_entries(ordered), answers=answers, title=title,
                           year=datetime.date.today().year, kinds=sorted({p.kind for p in puzzles}),
                           **_page_options(page_size, large_print))


def html_to_pdf(html: str) -> bytes:
    """Lay out the HTML with WeasyPrint, fetching nothing but local files and data: URLs."""
    import weasyprint

    fetcher = weasyprint.URLFetcher(allowed_protocols={"file", "data"})
    return weasyprint.HTML(string=html, base_url=str(templates_dir()), url_fetcher=fetcher).write_pdf()


def render_sheets(puzzles: list[Puzzle], output: Path, *, answers=False, fmt="pdf", page_size="a4",
                  large_print=False) -> Path:
    """Write sheets for the puzzles to `output` as PDF or HTML."""
    html = sheets_html(puzzles, answers=answers, page_size=page_size, large_print=large_print)
    return write_atomic(output, html if fmt == "html" else html_to_pdf(html))


def book_puzzles(count: int, seed: int = 1, kinds: list[str] | None = None, progress=None) -> list[Puzzle]:
    """`count` generated puzzles, the kinds taken in turn, no answer used twice in the book."""
    names = kinds or [k.name for k in all_kinds()]
    rng = random.Random(seed)
    used: set[str] = set()
    puzzles = []
    for i in range(count):
        kind = names[i % len(names)]
        for _attempt in range(20):
            puzzle = generate(kind, seed=rng.randrange(1_000_000))
            answers = {a.upper() for a in puzzle.answers or ()}
            if not answers & used:
                break
        used |= answers
        puzzles.append(puzzle)
        if progress:
            progress(f"made {kind} {i + 1} of {count}")
    return puzzles


def make_book(output: Path, *, count: int = 30, seed: int = 1, kinds: list[str] | None = None,
              title: str = "A Book of Word Puzzles", answers: bool = True, page_size: str = "a4",
              large_print: bool = False, progress=None) -> int:
    """Generate a book of puzzles and write it as a PDF; returns how many puzzles it holds."""
    _page_options(page_size, large_print)  # fail early on a bad page size, before the slow part
    puzzles = book_puzzles(count, seed, kinds, progress)
    html = book_html(puzzles, title=title, answers=answers, page_size=page_size, large_print=large_print)
    pdf = html_to_pdf(html)
    if progress:
        progress("laid out the pages")
    write_atomic(output, pdf)
    return len(puzzles)
