"""Coverage of the clue bank: per word length and Zipf band, the share of the default lexicon's words
with at least one bank clue and with two or more. The targets (issue: the clue bank) are every word of
3 to 8 letters with Zipf >= 3.5 clued, and at least half of those with two clues.

Run: .venv/bin/python benchmarks/clue_coverage.py
"""

from puzzles.clues import load_bank
from puzzles.lexicon import load_lexicon

BANDS = ((5.0, 9.0), (4.5, 5.0), (4.0, 4.5), (3.5, 4.0), (3.0, 3.5), (2.5, 3.0))


def main():
    lexicon, bank = load_lexicon("en"), load_bank("en")
    print(f"clue bank: {sum(len(c) for c in bank.by_word.values()):,} clues for {len(bank.by_word):,} words\n")
    header = "zipf band".ljust(11) + "".join(f"{n} letters".rjust(17) for n in range(3, 9))
    print(header)
    print(" " * 11 + "".join("words   1+    2+ ".rjust(17) for _ in range(3, 9)))
    target_words = target_one = target_two = 0
    for low, high in BANDS:
        row = f"{low:.1f}-{high:.1f}".ljust(11) if high < 9 else f">= {low:.1f}".ljust(11)
        for n in range(3, 9):
            words = [w for w in lexicon.words(length=n, min_zipf=low) if lexicon.frequency(w) < high]
            one = sum(bank.has_clue(w) for w in words)
            two = sum(len(bank.clues_for(w)) >= 2 for w in words)
            share = lambda k: f"{100 * k / len(words):4.0f}%" if words else "   - "  # noqa: E731
            row += f"{len(words):6d} {share(one)} {share(two)}"
            if low >= 3.5:
                target_words, target_one, target_two = target_words + len(words), target_one + one, target_two + two
        print(row)
    print(f"\ntarget (3-8 letters, Zipf >= 3.5): {target_words:,} words, "
          f"{100 * target_one / target_words:.1f}% with a clue (target 100%), "
          f"{100 * target_two / target_words:.1f}% with two or more (target 50%)")


if __name__ == "__main__":
    main()
