import json

import pytest

from puzzles.errors import PuzzleError
from puzzles.model import FORMAT_VERSION, Puzzle, dumps, read_puzzle, write_puzzle


def test_reads_a_hand_written_file(capping_file):
    puzzle = read_puzzle(capping_file)
    assert puzzle.kind == "capping"
    assert puzzle.answers == ("BILL", "HILL", "MILL", "PILL")
    assert puzzle.params == {"tail": "ILL"}
    assert [light.number for light in puzzle.lights] == [1, 2, 3, 4]
    assert puzzle.lights[2].clue == "Where corn is ground"


@pytest.mark.parametrize("suffix", [".toml", ".json"])
def test_round_trip(tmp_path, capping_file, suffix):
    puzzle = read_puzzle(capping_file)
    path = write_puzzle(puzzle, tmp_path / f"copy{suffix}")
    assert read_puzzle(path) == puzzle
    assert read_puzzle(path).format == FORMAT_VERSION


def test_json_has_the_same_keys(tmp_path, capping_file):
    data = json.loads(dumps(read_puzzle(capping_file), "json"))
    assert data["kind"] == "capping" and data["tail"] == "ILL" and len(data["clues"]) == 4


def test_verse_survives_the_round_trip(tmp_path):
    puzzle = Puzzle(kind="capping", clues=("A bird's beak",), text='Line one;\n"quoted" line two.')
    assert read_puzzle(write_puzzle(puzzle, tmp_path / "v.toml")).text == puzzle.text


@pytest.mark.parametrize(
    "text, message",
    [
        ('clues = ["x"]', "key 'kind': missing"),
        ('kind = "sudoku"\nclues = ["x"]', "key 'kind': unknown kind 'sudoku'; known kinds: capping"),
        ('kind = "capping"', "key 'clues': missing"),
        ('kind = "capping"\nclues = "A bird"', "key 'clues': must be a list of strings"),
        ('kind = "capping"\nclues = ["a", 3]', "key 'clues': item 2 must be a string"),
        ('kind = "capping"\nclues = ["a", "b"]\nanswers = ["X"]', "key 'answers': has 1 answers for 2 clues"),
        ('kind = "capping"\nclues = ["a"]\ncolour = "red"', "key 'colour': unknown key"),
        ('kind = "capping"\nclues = ["a"]\nformat = 99', "key 'format': version 99 is newer"),
        ('kind = "capping"\nclues = ["a"]\ntitle = 5', "key 'title': must be a string"),
        ('kind = "capping"\nclues = [\n', "not valid TOML"),
    ],
)
def test_malformed_files_name_the_file_key_and_problem(tmp_path, text, message):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PuzzleError) as caught:
        read_puzzle(path)
    assert str(caught.value).startswith(str(path))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_missing_file_and_bad_json(tmp_path):
    with pytest.raises(PuzzleError, match="no such file"):
        read_puzzle(tmp_path / "nope.toml")
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(PuzzleError, match="not valid JSON"):
        read_puzzle(bad)
    binary = tmp_path / "x.toml"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PuzzleError, match="not a text file"):
        read_puzzle(binary)
