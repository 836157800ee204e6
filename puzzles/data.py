"""The one way to reach the project's data files (word lists and templates)."""

from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_REPO_ROOT = _PACKAGE.parent


@lru_cache(maxsize=None)
def data_dir(name: str) -> Path:
    """The folder `wordlists` or `templates`: at the top of a clone (also for `pip install -e .`),
    or inside the package after a plain `pip install .` (pyproject.toml maps them there)."""
    beside = _REPO_ROOT / name
    if (_REPO_ROOT / "pyproject.toml").is_file() and beside.is_dir():
        return beside
    return _PACKAGE / name


def wordlist_path(*parts: str) -> Path:
    """A file under `wordlists/`, e.g. wordlist_path("clues", "en.tsv")."""
    return data_dir("wordlists").joinpath(*parts)


def templates_dir() -> Path:
    return data_dir("templates")
