"""The `puzzles` command: parses options, calls the library, prints. No puzzle logic lives here."""

import inspect
import json
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.table import Table
from typer.core import TyperGroup

from puzzles.errors import PuzzleError
from puzzles.kinds import Kind, all_kinds, generate, get_kind

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

_STATUS_STYLE = {"correct": "green", "accepted": "cyan", "unverified": "yellow", "wrong": "red", "missing": "red"}


class _GenerateGroup(TyperGroup):
    """`puzzles generate KIND`: one sub-command per registered kind, aliases included."""

    def resolve_command(self, ctx, args):
        if args and not args[0].startswith("-") and args[0] not in self.commands:
            args = [get_kind(args[0]).name, *args[1:]]  # an alias, or PuzzleError listing the kinds
        return super().resolve_command(ctx, args)


class _SolveGroup(TyperGroup):
    """`puzzles solve FILE` solves a puzzle file; `puzzles solve HELPER ...` runs a quick helper."""

    def resolve_command(self, ctx, args):
        if args and not args[0].startswith("-") and args[0] not in self.commands:
            args = ["file", *args]
        return super().resolve_command(ctx, args)


app = typer.Typer(
    help="A workshop for classic word puzzles: generate, check, solve and print them.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    add_completion=True,
)
generate_app = typer.Typer(
    cls=_GenerateGroup,
    no_args_is_help=True,
    help="Write a new puzzle of a KIND to a file (or print it).\n\n"
    "Examples:\n\n  puzzles generate capping --seed 7 -o riddle.toml\n\n"
    "  puzzles generate capping --tail ill --size 6\n\n"
    "Each kind has its own options: puzzles generate KIND --help.",
)
solve_app = typer.Typer(
    cls=_SolveGroup,
    no_args_is_help=True,
    help="Solve a puzzle FILE from its clues, or run a quick helper.\n\n"
    "Examples:\n\n  puzzles solve riddle.toml --top 3\n\n  puzzles solve capping ill\n\n"
    "  puzzles solve pattern '?a?e?' --min-zipf 4",
)
app.add_typer(generate_app, name="generate")
app.add_typer(solve_app, name="solve")

JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of a table.")]
LangOption = Annotated[str, typer.Option("--lang", help="wordfreq language code of the word list.")]
MinZipf = Annotated[
    Optional[float],
    typer.Option("--min-zipf", help="Familiarity floor on wordfreq's Zipf scale (3 = once per million words)."),
]


# -- generate ----------------------------------------------------------------------------------


def _generate_command(kind: Kind):
    """A `generate KIND` command whose options are the common ones plus the kind's own."""

    def command(seed, lang, min_zipf, output, **options):
        puzzle = generate(kind.name, seed=seed, lang=lang, min_zipf=min_zipf, **options)
        _write_or_print(puzzle, output)

    common = [
        ("seed", Optional[int], typer.Option(None, "--seed", "-s", help="Seed: the same seed makes the same puzzle.")),
        ("lang", str, typer.Option("en", "--lang", help="wordfreq language code of the word list.")),
        ("min_zipf", Optional[float], typer.Option(None, "--min-zipf", help=f"Familiarity floor (default {kind.min_zipf}).")),
        ("output", Optional[Path], typer.Option(None, "--output", "-o", help="Write here (.toml or .json); default: print.")),
    ]
    own = [
        (o.name, Optional[o.type], typer.Option(o.default, "--" + o.name.replace("_", "-"), help=o.help))
        for o in kind.options
    ]
    params = [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=d, annotation=t) for n, t, d in common + own]
    command.__signature__ = inspect.Signature(params)
    command.__annotations__ = {n: t for n, t, _ in common + own}
    command.__doc__ = f"Generate a {kind.name} puzzle: {kind.summary}."
    return command


for _kind in all_kinds():
    generate_app.command(_kind.name)(_generate_command(_kind))


def _write_or_print(puzzle, output: Path | None) -> None:
    from puzzles.model import dumps, write_puzzle

    if output is None:
        out.print(dumps(puzzle), end="", markup=False)
    else:
        write_puzzle(puzzle, output)
        err.print(f"wrote {output}")


# -- check -------------------------------------------------------------------------------------


@app.command()
def check(
    file: Annotated[Path, typer.Argument(help="The puzzle file (.toml or .json).")],
    answers: Annotated[Optional[str], typer.Option("--answers", "-a", help='Answers in clue order: "BILL,FILL,HILL".')] = None,
    answers_file: Annotated[Optional[Path], typer.Option("--answers-file", help="A file with one answer per line.")] = None,
    as_json: JsonFlag = False,
):
    """Check answers against a puzzle's key, its kind's rules and its clues.

    Without answers, checks the file's own answer key against the rules (for setters).
    Exit code 0 when every answer is right or accepted, 1 when not.

    Examples:

      puzzles check riddle.toml --answers "BILL,FILL,HILL,KILL,MILL"

      puzzles check riddle.toml --answers-file mine.txt --json
    """
    from puzzles.check import check_answers, check_key, parse_answer_list
    from puzzles.model import read_puzzle

    puzzle = read_puzzle(file)
    if answers is not None and answers_file is not None:
        raise PuzzleError("give --answers or --answers-file, not both")
    if answers is not None:
        report = check_answers(puzzle, parse_answer_list(answers))
    elif answers_file is not None:
        report = check_answers(puzzle, _read_lines(answers_file))
    else:
        report = check_key(puzzle)
    if as_json:
        out.print(json.dumps(report.to_json(), indent=2, ensure_ascii=False), markup=False)
    else:
        _print_report(report)
    raise typer.Exit(0 if report.ok else 1)


def _read_lines(path: Path) -> list[str]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise PuzzleError(f"{path}: cannot read answers ({getattr(error, 'strerror', None) or error})") from None
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _print_report(report) -> None:
    table = Table(show_lines=False)
    for column in ("#", "clue", "given", "verdict", "reason"):
        table.add_column(column, overflow="fold")
    for light in report.lights:
        style = _STATUS_STYLE[light.status]
        table.add_row(str(light.index), light.clue, light.given, f"[{style}]{light.status}[/]", light.reason)
    out.print(table)
    for error in report.errors:
        out.print(f"[red]{error}[/]")
    right = sum(light.status in ("correct", "accepted") for light in report.lights)
    verdict = "[green]all right[/]" if report.ok else "[red]not all right[/]"
    out.print(f"{right} of {len(report.lights)} answers right or accepted: {verdict}")


def _finish(as_json: bool, data: dict, lines: list[str], nothing: str) -> None:
    """Print a result as JSON or as lines (saying `nothing` when there are none); exit 1 when empty."""
    if as_json:
        out.print(json.dumps(data, indent=2, ensure_ascii=False), markup=False)
    else:
        for line in lines:
            out.print(line)
        if not lines:
            err.print(nothing)
    raise typer.Exit(0 if lines else 1)


# -- solve -------------------------------------------------------------------------------------


@solve_app.command("file", hidden=True)
def solve_file(
    file: Annotated[Path, typer.Argument(help="The puzzle file.")],
    top: Annotated[int, typer.Option("--top", "-k", min=1, help="How many solutions to print.")] = 3,
    as_json: JsonFlag = False,
):
    """Solve a puzzle file from its clues alone: the best solutions first."""
    from puzzles.kinds import solve
    from puzzles.model import read_puzzle

    solutions = solve(read_puzzle(file), top=top)
    _finish(
        as_json,
        {"solutions": [{"answers": list(s.answers), "score": s.score} for s in solutions]},
        [f"{rank}. {', '.join(s.answers)}  [dim](score {s.score:.2f})[/]" for rank, s in enumerate(solutions, start=1)],
        "no solution found",
    )


@solve_app.command("capping")
def solve_capping(
    tail: Annotated[str, typer.Argument(help="The shared ending, e.g. 'ill'.")],
    min_zipf: MinZipf = 2.5,
    lang: LangOption = "en",
    as_json: JsonFlag = False,
):
    """List the capping family of a TAIL: every word made by one letter before it.

    Example: puzzles solve capping ill
    """
    from puzzles.clues import load_bank
    from puzzles.kinds.capping import family

    words = family(tail, lang, min_zipf or 0.0)
    bank = load_bank(lang)
    rows = [(w.upper(), (bank.clues_for(w) or [None])[0]) for w in words]
    if as_json:
        out.print(json.dumps({"tail": tail.lower(), "words": [w for w, _ in rows]}), markup=False)
    else:
        for word, clue in rows:
            out.print(f"{word:10} [dim]{clue.text if clue else ''}[/]")
        err.print(f"{len(rows)} words end in -{tail.upper()}")
    raise typer.Exit(0 if rows else 1)


@solve_app.command("pattern")
def solve_pattern(
    pattern: Annotated[str, typer.Argument(help="? or . any letter, @ vowel, # consonant, [abc] one of, * any run.")],
    min_zipf: MinZipf = 2.5,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="Print at most this many.")] = 50,
    lang: LangOption = "en",
    as_json: JsonFlag = False,
):
    """Words matching a PATTERN, most familiar first.

    Examples: puzzles solve pattern '?a?e?'    puzzles solve pattern 'c*t' --min-zipf 4
    """
    _print_words(pattern=pattern, min_zipf=min_zipf, limit=limit, lang=lang, as_json=as_json)


@solve_app.command("clue")
def solve_clue(
    clue: Annotated[str, typer.Argument(help="The clue, in quotes.")],
    length: Annotated[Optional[int], typer.Option("--length", "-l", min=1, help="Letters in the answer.")] = None,
    pattern: Annotated[Optional[str], typer.Option("--pattern", "-p", help="Letters known so far, e.g. 'o?l'.")] = None,
    top: Annotated[int, typer.Option("--top", "-k", min=1, help="How many candidates to print.")] = 10,
    lang: LangOption = "en",
    as_json: JsonFlag = False,
):
    """Candidate answers for a CLUE from the clue bank and WordNet, best first.

    Example: puzzles solve clue "a bird of the night" --length 3
    """
    from puzzles.clues import candidates

    found = list(candidates(clue, length=length, pattern=pattern, lang=lang).items())[:top]
    _finish(
        as_json,
        {"candidates": [{"word": w.upper(), "score": s} for w, s in found]},
        [f"{w.upper():12} [dim]{s:.2f}[/]" for w, s in found],
        "no candidates found",
    )


@app.command("clue")
def clue_for(
    word: Annotated[str, typer.Argument(help="The word to look up.")],
    lang: LangOption = "en",
    as_json: JsonFlag = False,
):
    """Print the clues we hold for a WORD and where each comes from (the bank or WordNet).

    Example: puzzles clue owl
    """
    from puzzles.clues import clues_with_sources
    from puzzles.lexicon import load_lexicon

    word = load_lexicon(lang).normalise(word)
    found = clues_with_sources(word, lang)
    _finish(
        as_json,
        {"word": word.upper(), "clues": [{"clue": c.text, "source": c.source, "tags": sorted(c.tags)} for c in found]},
        [f"{c.text}  [cyan]{c.source}[/]" + (f" [dim]({', '.join(sorted(c.tags))})[/]" if c.tags else "") for c in found],
        f"no clue for {word.upper()}",
    )


# -- words -------------------------------------------------------------------------------------


@app.command()
def words(
    length: Annotated[Optional[int], typer.Option("--length", "-l", min=1, help="Letters per word.")] = None,
    pattern: Annotated[Optional[str], typer.Option("--pattern", "-p", help="e.g. '?a?e?' (see 'solve pattern').")] = None,
    min_zipf: MinZipf = 3.0,
    head: Annotated[Optional[str], typer.Option("--head", help="Words starting with these letters.")] = None,
    tail: Annotated[Optional[str], typer.Option("--tail", help="Words ending with these letters.")] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="Print at most this many.")] = 100,
    wide: Annotated[bool, typer.Option("--wide", help="Use the wide lexicon (large dictionaries, rare words).")] = False,
    lang: LangOption = "en",
    as_json: JsonFlag = False,
):
    """Show what the word list holds for the given filters, most familiar first.

    Example: puzzles words --length 5 --pattern "?a?e?" --min-zipf 3.5
    """
    _print_words(length=length, pattern=pattern, min_zipf=min_zipf, head=head, tail=tail, limit=limit,
                 lang=lang, as_json=as_json, source="wide" if wide else "standard")


def _print_words(*, limit, lang, as_json, min_zipf, source="standard", **filters) -> None:
    from puzzles.lexicon import load_lexicon

    lexicon = load_lexicon(lang, source)
    found = lexicon.words(min_zipf=min_zipf or 0.0, **filters)
    shown = found[:limit]
    if as_json:
        data = {"count": len(found), "words": [{"word": w, "zipf": lexicon.frequency(w)} for w in shown]}
        out.print(json.dumps(data, ensure_ascii=False), markup=False)
    else:
        for word in shown:
            out.print(f"{word:16} {lexicon.frequency(word):5.2f}", markup=False)
        more = f" (showing {len(shown)}; --limit for more)" if len(found) > len(shown) else ""
        err.print(f"{len(found)} words{more}")
    raise typer.Exit(0 if found else 1)


# -- render, book, export ---------------------------------------------------------------------


class PageSizeName(str, Enum):
    a4 = "a4"
    letter = "letter"


class SheetFormat(str, Enum):
    pdf = "pdf"
    html = "html"


class FileFormat(str, Enum):
    json = "json"
    toml = "toml"


PageSize = Annotated[PageSizeName, typer.Option("--page-size", help="Paper size.")]
LargePrint = Annotated[bool, typer.Option("--large-print", help="Bigger type and grids.")]


@app.command()
def render(
    files: Annotated[list[Path], typer.Argument(help="Puzzle files, one sheet each.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF (or .html) to write.")],
    answers: Annotated[bool, typer.Option("--answers", help="Add the answers on a page of their own.")] = False,
    fmt: Annotated[Optional[SheetFormat], typer.Option("--format", help="Default: from the output's name.")] = None,
    page_size: PageSize = PageSizeName.a4,
    large_print: LargePrint = False,
):
    """Print puzzle files as sheets, ready to print.

    Examples:

      puzzles render riddle.toml -o sheet.pdf

      puzzles render a.toml b.toml -o sheets.pdf --answers --page-size letter
    """
    from puzzles.model import read_puzzle
    from puzzles.render import render_sheets

    puzzles = [read_puzzle(f) for f in files]
    fmt = fmt.value if fmt else ("html" if output.suffix.lower() in (".html", ".htm") else "pdf")
    render_sheets(puzzles, output, answers=answers, fmt=fmt, page_size=page_size.value, large_print=large_print)
    err.print(f"wrote {output}")


@app.command()
def book(
    output: Annotated[Path, typer.Option("--output", "-o", help="The PDF to write.")] = Path("book.pdf"),
    count: Annotated[int, typer.Option("--count", "-n", min=1, max=500, help="How many puzzles.")] = 30,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: the same seed makes the same book.")] = 1,
    kinds: Annotated[Optional[str], typer.Option("--kinds", help="Kinds to include, comma-separated (default: all).")] = None,
    title: Annotated[str, typer.Option("--title", help="The book's title.")] = "A Book of Word Puzzles",
    answers: Annotated[bool, typer.Option("--answers/--no-answers", help="Print the answer key at the back.")] = True,
    page_size: PageSize = PageSizeName.a4,
    large_print: LargePrint = False,
):
    """Make a book of puzzles: title page, contents, puzzles and answer key.

    With no options it makes a mixed sample book, book.pdf.

    Examples:

      puzzles book

      puzzles book -o capping.pdf --kinds capping --count 12 --seed 5 --page-size letter
    """
    from rich.progress import Progress

    from puzzles.render import make_book

    chosen = [get_kind(k.strip()).name for k in kinds.split(",") if k.strip()] if kinds else None
    with Progress(console=err, transient=True) as progress:
        task = progress.add_task("making puzzles", total=count + 1)

        def advance(stage: str) -> None:
            progress.update(task, advance=1, description=stage)

        made = make_book(output, count=count, seed=seed, kinds=chosen, title=title, answers=answers,
                         page_size=page_size.value, large_print=large_print, progress=advance)
    err.print(f"wrote {output}: {made} puzzles")


@app.command()
def export(
    file: Annotated[Path, typer.Argument(help="The puzzle file.")],
    fmt: Annotated[FileFormat, typer.Option("--format", "-f", help="The format to write.")] = FileFormat.json,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", help="Write here; default: print.")] = None,
):
    """Write a puzzle file in another format.

    Example: puzzles export riddle.toml --format json -o riddle.json
    """
    from puzzles.files import write_atomic
    from puzzles.model import dumps, read_puzzle

    text = dumps(read_puzzle(file), fmt.value)
    if output is None:
        out.print(text, end="", markup=False)
    else:
        write_atomic(output, text)
        err.print(f"wrote {output}")


@app.command("kinds")
def list_kinds():
    """List the kinds of puzzle this tool knows."""
    for kind in all_kinds():
        aliases = f" [dim](also {', '.join(kind.aliases)})[/]" if kind.aliases else ""
        out.print(f"[bold]{kind.name}[/]{aliases}: {kind.summary}")


# -- entry point -------------------------------------------------------------------------------


def _help_hint(error) -> str:
    context = getattr(error, "ctx", None)
    return f" (see '{context.command_path} --help')" if context is not None else ""


def main(argv: list[str] | None = None) -> None:
    """Run the command line; bad input ends with one line on stderr and exit code 2."""
    command = typer.main.get_command(app)
    try:
        code = command.main(args=argv, prog_name="puzzles", standalone_mode=False)
    except PuzzleError as error:
        err.print(f"puzzles: error: {error}", markup=False)
        code = 2
    except typer.Abort:
        err.print("aborted")
        code = 1
    except Exception as error:
        # Typer's usage errors (bad options, bad values) carry their message and exit code; anything
        # else is a bug and keeps its traceback.
        if not (hasattr(error, "format_message") and hasattr(error, "exit_code")):
            raise
        message = error.format_message()
        if message:  # empty when the help was shown because no arguments were given
            err.print(f"puzzles: error: {message}{_help_hint(error)}", markup=False)
        code = error.exit_code
    sys.exit(code if isinstance(code, int) else 0)
