"""Sheets and books: read the PDFs back and check what is printed where."""

import pytest
from pypdf import PdfReader

from puzzles.errors import PuzzleError
from puzzles.model import Puzzle
from puzzles.render import make_book, render_sheets, sheets_html


def pdf_pages(path):
    return [page.extract_text() for page in PdfReader(path).pages]


def test_sheet_shows_the_riddle_and_hides_the_answers(capping_file, tmp_path, run):
    out = tmp_path / "sheet.pdf"
    assert run("render", capping_file, "-o", out).code == 0
    pages = pdf_pages(out)
    assert len(pages) == 1
    assert "A hand-made capping riddle" in pages[0] and "little mountain" in pages[0]
    assert "BILL" not in pages[0] and "ILL" not in pages[0]


def test_answers_come_on_a_page_of_their_own(capping_file, tmp_path, run):
    out = tmp_path / "sheet.pdf"
    assert run("render", capping_file, capping_file, "-o", out, "--answers", "--page-size", "letter").code == 0
    pages = pdf_pages(out)
    assert len(pages) == 3
    assert "BILL" not in pages[0] + pages[1]
    assert "Answers" in pages[2] and "BILL, HILL, MILL, PILL" in pages[2]
    reader = PdfReader(out)
    assert round(float(reader.pages[0].mediabox.width)) == 612  # US Letter, in points


def test_html_output(capping_file, tmp_path, run):
    out = tmp_path / "sheet.html"
    assert run("render", capping_file, "-o", out).code == 0
    assert out.read_text().startswith("<!doctype html>")


def test_text_from_a_file_is_escaped_and_nothing_is_fetched(tmp_path):
    hostile = Puzzle(
        kind="capping",
        title="<script>alert(1)</script>",
        clues=('<img src="http://example.com/x.png"> A bird\'s beak',),
        answers=("BILL",),
    )
    html = sheets_html([hostile])
    assert "<script>alert" not in html and "&lt;script&gt;" in html
    assert '<img src="http' not in html
    out = render_sheets([hostile], tmp_path / "x.pdf")
    text = pdf_pages(out)[0]
    assert "<script>alert(1)</script>" in text
    assert '<img src="http://example.com/x.png">' in text


def test_book_has_title_contents_puzzles_and_key(tmp_path):
    out = tmp_path / "book.pdf"
    assert make_book(out, count=4, seed=3, title="Riddles for a Winter Evening") == 4
    pages = pdf_pages(out)
    assert "Riddles for a Winter Evening" in pages[0]
    assert "Contents" in pages[1] and "No. 4." in pages[1]
    body = "\n".join(pages[2:-1])
    for n in range(1, 5):
        assert f"No. {n}." in body
    assert "Answers" in pages[-1] and "No. 4." in pages[-1]
    assert pages[2].strip().endswith("3") or "3" in pages[2].split()[-3:]  # page numbers are printed


def test_book_without_answers_and_a_failed_render_writes_nothing(tmp_path):
    out = tmp_path / "book.pdf"
    make_book(out, count=2, seed=1, answers=False)
    assert "Answers" not in "".join(pdf_pages(out))
    missing = tmp_path / "never.pdf"
    with pytest.raises(PuzzleError):
        make_book(missing, count=2, page_size="a5")
    assert not missing.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["book.pdf"]


def test_book_command_on_small_settings(tmp_path, run):
    out = tmp_path / "b.pdf"
    result = run("book", "-o", out, "--count", "3", "--kinds", "capping", "--large-print")
    assert result.code == 0 and "3 puzzles" in result.err
    assert run("book", "-o", tmp_path / "c.pdf", "--kinds", "sudoku").code == 2
