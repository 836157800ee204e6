import os
import shutil
import tempfile

import pytest

from puzzles import cli

_CACHE = tempfile.mkdtemp(prefix="puzzles-test-cache-")


def pytest_configure(config):
    """Build lexicons (and WordNet's copy) into a fresh cache before any test module is imported, so
    the tests exercise the cold path and leave no trace."""
    os.environ["PUZZLES_CACHE_DIR"] = _CACHE


def pytest_unconfigure(config):
    shutil.rmtree(_CACHE, ignore_errors=True)


class Result:
    def __init__(self, code, out, err):
        self.code, self.out, self.err = code, out, err


@pytest.fixture
def run(capsys):
    """Run the command line in this process: run("check", "a.toml") -> Result(code, out, err)."""

    def invoke(*args):
        try:
            cli.main([str(a) for a in args])
            code = 0
        except SystemExit as stop:
            code = stop.code
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return invoke


CAPPING_RIDDLE = '''\
kind = "capping"
title = "A hand-made capping riddle"
text = """I am a bird's beak;
change my head, and I am a little mountain;
change it again, and I am where corn is ground;
and last, I am a drug in a small round form."""
clues = ["A bird's beak", "A little mountain", "Where corn is ground", "A small round dose of medicine"]
answers = ["BILL", "HILL", "MILL", "PILL"]
tail = "ILL"
'''


@pytest.fixture
def capping_file(tmp_path):
    path = tmp_path / "riddle.toml"
    path.write_text(CAPPING_RIDDLE, encoding="utf-8")
    return path
