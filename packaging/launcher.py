"""Entry point of the frozen program: the same ``main`` as ``spooky-table``."""

import sys

from table.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
