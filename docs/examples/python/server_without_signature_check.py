#!/usr/bin/env python3
"""DO NOT COPY. server.py with the signature check of open_state removed: whatever body the client sends back is
trusted, and the MAC after the '.' is never looked at. The user, the request and the expiry are still checked, so
only the tampering checks of mcp-state-check (the characters it changes inside the MAC) catch it.

    STATE_KEY=$(openssl rand -base64 32) python3 server_without_signature_check.py [--port 8000 | --stdio]
"""

from __future__ import annotations

import base64
import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ next to the example
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import server  # noqa: E402  (the same server; only open_state changes)


def open_state_without_signature_check(sealed: str, user_id: str, tool: str) -> dict | None:
    body, _, mac = sealed.partition(".")
    # Removed: if not hmac.compare_digest(mac, _sign(body)): return None
    state = json.loads(base64.urlsafe_b64decode(body))
    return state if state["user_id"] == user_id and state["tool"] == tool and state["exp"] > time.time() else None


server.open_state = open_state_without_signature_check

if __name__ == "__main__":
    server.main(sys.argv[1:])
