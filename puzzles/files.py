"""Writing output files whole or not at all."""

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path | str, data: bytes | str) -> Path:
    """Write to a temporary file beside `path`, then move it into place: no half-written output."""
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    handle, tmp = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(payload)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes the file private; give it the usual mode
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
