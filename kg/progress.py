"""A progress line on stderr for long builds: records done, records/s, ETA.

Silent when stderr is not a terminal (logs, CI, pipes) or when asked to be.
"""

from __future__ import annotations

import sys
import time


class Progress:
    def __init__(self, total: int | None, *, enabled: bool | None = None, stream=None, every: float = 0.5):
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.total = total
        self.done = 0
        self.started = time.monotonic()
        self.every = every
        self._last = 0.0

    def update(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if self.enabled and (now - self._last >= self.every or self.done == self.total):
            self._last = now
            self.stream.write("\r" + self.line(now) + "\x1b[K")
            self.stream.flush()

    def line(self, now: float | None = None) -> str:
        elapsed = max((now or time.monotonic()) - self.started, 1e-9)
        rate = self.done / elapsed
        if self.total:
            left = (self.total - self.done) / rate if rate > 0 else float("inf")
            eta = "?" if left == float("inf") else _clock(left)
            return f"{self.done:,}/{self.total:,} records  {rate:,.1f} records/s  ETA {eta}"
        return f"{self.done:,} records  {rate:,.1f} records/s"

    def close(self) -> None:
        if self.enabled and self.done:
            self.stream.write("\r\x1b[K")
            self.stream.flush()


def _clock(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
