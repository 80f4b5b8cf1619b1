"""A loopback HTTP server that records every request: proof that nothing was fetched."""

import contextlib
import http.server
import threading


@contextlib.contextmanager
def recording_server():
    """Yield ``(port, hits)``; ``hits`` lists the paths of every request the server received."""
    hits: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()

        do_POST = do_GET  # noqa: N815

        def log_message(self, *args):
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server.server_address[1], hits
    finally:
        server.shutdown()
        server.server_close()
