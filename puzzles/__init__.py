"""puzzles: a workshop for classic word puzzles.

Generate them from word lists, check a person's answers, solve them from their clues, and print
them as PDF sheets and books. The command line (`puzzles --help`) is a thin layer over this
package: everything it does can be called from Python.
"""

__version__ = "0.1.0"
