"""Run every benchmark (`make bench`); each skips clearly when ../shared/data is absent."""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

for script in ("throughput.py", "scale.py", "page.py", "query.py", "corpus.py", "audit.py"):
    print(f"== {script}", flush=True)
    subprocess.run([sys.executable, str(HERE / script)], check=True)
