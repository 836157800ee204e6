"""The one way to reach the project's data files (word lists and templates)."""

from functools import lru_cache
from importlib.resources import files
from pathlib import Path

_REPO_ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=None)
def data_dir(name: str) -> Path:
    """The folder `wordlists` or `templates`: beside the package in a clone, inside it when installed."""
    beside = _REPO_ROOT / name
    if (_REPO_ROOT / "pyproject.toml").is_file() and beside.is_dir():
        return beside
    return Path(str(files(f"puzzles.{name}")))


def wordlist_path(*parts: str) -> Path:
    """A file under `wordlists/`, e.g. wordlist_path("clues", "en.tsv")."""
    return data_dir("wordlists").joinpath(*parts)


def templates_dir() -> Path:
    return data_dir("templates")
