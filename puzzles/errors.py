"""The one exception type for input a person can fix."""


class PuzzleError(Exception):
    """Unusable input: a malformed file, an unknown kind, an impossible request.

    The message is one line, written for the person at the keyboard; the command line prints it
    and exits with code 2.
    """
