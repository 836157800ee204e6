"""Lexicon load times (cold: built from wordfreq; warm: read from the disk cache) and pattern look-ups
(bitset indexes against a plain regular-expression scan of the same words).

Run: .venv/bin/python benchmarks/lexicon.py
"""

import os
import random
import re
import statistics
import tempfile
import time

os.environ["PUZZLES_CACHE_DIR"] = tempfile.mkdtemp(prefix="puzzles-bench-")

from puzzles.lexicon import load_lexicon  # noqa: E402


def timed(fn, repeat=1):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main():
    cold, lex = timed(lambda: load_lexicon("en"))
    load_lexicon.cache_clear()
    warm, _ = timed(lambda: (load_lexicon.cache_clear(), load_lexicon("en"))[1], repeat=5)
    memory, _ = timed(lambda: load_lexicon("en"), repeat=5)
    print(f"lexicon: {len(lex):,} words")
    print(f"  cold load (build from wordfreq + dictionaries): {cold * 1000:8.1f} ms")
    print(f"  warm load (disk cache):                          {warm * 1000:8.1f} ms   {cold / warm:5.1f}x faster than cold")
    print(f"  in-process (memory cache):                       {memory * 1e6:8.1f} us")

    rng = random.Random(1)
    patterns = []
    for length in (4, 5, 6, 7):
        for word in rng.sample(lex.words(length=length, min_zipf=3), 50):
            patterns.append("".join(ch if rng.random() < 0.4 else "?" for ch in word))
    lex.words(pattern=patterns[0])  # build the indexes once, as any first look-up does

    def indexed():
        return [lex.words(pattern=p) for p in patterns]

    def scan():
        everything = lex.words()
        return [[w for w in everything if re.fullmatch(p.replace("?", "."), w)] for p in patterns]

    fast, found_fast = timed(indexed, repeat=3)
    slow, found_slow = timed(scan, repeat=1)
    assert [sorted(f) for f in found_fast] == [sorted(f) for f in found_slow], "the two disagree"
    print(f"pattern look-ups ({len(patterns)} patterns of 4-7 letters, e.g. {patterns[0]!r}):")
    print(f"  bitset index: {fast / len(patterns) * 1e6:9.1f} us per pattern")
    print(f"  regex scan:   {slow / len(patterns) * 1e6:9.1f} us per pattern   (baseline)")
    print(f"  ratio: the index is {slow / fast:.0f}x faster")


if __name__ == "__main__":
    main()
