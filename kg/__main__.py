"""``python -m kg`` and the ``kg`` command.

The CLI module imports click and parts of paper-kg before :func:`kg.cli.main`
can catch anything; a Ctrl-C in that moment would end in a traceback and a
death by signal. This entry point catches it there too, so an interrupt at
any point after start-up exits 130 with one line.
"""

from __future__ import annotations

import sys


def run() -> int:
    try:
        from kg.cli import main

        return main()
    except KeyboardInterrupt:
        sys.stderr.write("kg: interrupted\n")
        return 130


if __name__ == "__main__":
    sys.exit(run())
