#!/usr/bin/env python3
"""An MCP server in Python 3 with nothing but the standard library: the reference's seal_state / open_state behind
a minimal MCP endpoint (2026-07-28 revision), over Streamable HTTP (http.server) or stdio.

Tools, as in the TypeScript examples next to it:
  deploy({ service, environment })  annotations.destructiveHint; asks to confirm the release it found
  rename({ from, to })              asks to confirm the document id it found

Both answer their first call with resultType "input_required", an elicitation form and requestState sealed by the
reference's seal_state, bound to the user and to the request: the tool name and a digest of its exact arguments.

    STATE_KEY=$(openssl rand -base64 32) python3 server.py [--port 8000]   # HTTP, bearer tokens alice-token, bob-token
    STATE_KEY=... python3 server.py --stdio                                # stdio: one local user, no token

STATE_TTL_SECONDS (default 600) sets how long state lives, so a test can see it expire in seconds.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import sys
import time

if b"STATE_KEY" not in os.environb:
    sys.exit("Set STATE_KEY to a secret of at least 32 bytes, e.g. STATE_KEY=$(openssl rand -base64 32)")

# --- The reference's Python example, unchanged but for the TTL, which the environment may shorten. ---------------

STATE_TTL_SECONDS = int(os.environ.get("STATE_TTL_SECONDS", "600"))
STATE_KEY = os.environb[b"STATE_KEY"]


def _sign(body: str) -> str:
    return base64.urlsafe_b64encode(hmac.new(STATE_KEY, body.encode(), hashlib.sha256).digest()).decode()


def seal_state(state: dict, user_id: str, tool: str) -> str:
    body = base64.urlsafe_b64encode(json.dumps({**state, "user_id": user_id, "tool": tool,
                                                "exp": time.time() + STATE_TTL_SECONDS}).encode()).decode()
    return f"{body}.{_sign(body)}"


def open_state(sealed: str, user_id: str, tool: str) -> dict | None:
    body, _, mac = sealed.partition(".")
    if not hmac.compare_digest(mac, _sign(body)):
        return None
    state = json.loads(base64.urlsafe_b64decode(body))
    return state if state["user_id"] == user_id and state["tool"] == tool and state["exp"] > time.time() else None

# --- The MCP server around it. ------------------------------------------------------------------------------------

PROTOCOL_VERSION = "2026-07-28"
SERVER_INFO = {"name": "python-example", "version": "1.0.0"}
TOKENS = {"alice-token": "alice", "bob-token": "bob"}
STDIO_USER = "local"
RELEASES = {"api": "api-2026.11.3", "web": "web-2026.11.1"}
REFUSED = "This request could not be continued. Please start the action again."
NOT_CACHED = {"ttlMs": 0, "cacheScope": "private"}

CONFIRMATION = {
    "type": "object",
    "properties": {"confirm": {"type": "boolean", "description": "Yes, go ahead"}},
    "required": ["confirm"],
}

TOOLS = [
    {
        "name": "deploy",
        "description": "Deploy the latest release of a service, after the user confirms",
        "inputSchema": {
            "type": "object",
            "properties": {"service": {"type": "string"}, "environment": {"type": "string", "enum": ["staging", "production"]}},
            "required": ["service", "environment"],
        },
        "annotations": {"destructiveHint": True},
    },
    {
        "name": "rename",
        "description": "Rename a document, after the user confirms",
        "inputSchema": {
            "type": "object",
            "properties": {"from": {"type": "string"}, "to": {"type": "string"}},
            "required": ["from", "to"],
        },
    },
]


class RpcError(Exception):
    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


def request_binding(tool: str, arguments: dict) -> str:
    """What the state is bound to besides the user: the tool and a digest of its exact arguments (key order ignored).
    Passed as open_state's `tool`, so a retry with other arguments is refused like one on another tool."""
    canonical = json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return f"{tool}:{hashlib.sha256(canonical.encode()).hexdigest()}"


def text_result(text: str, is_error: bool = False) -> dict:
    result = {"resultType": "complete", "content": [{"type": "text", "text": text}]}
    if is_error:
        result["isError"] = True
    return result


def ask_to_confirm(message: str, state: dict, user_id: str, binding: str) -> dict:
    return {
        "resultType": "input_required",
        "inputRequests": {
            "confirm": {"method": "elicitation/create", "params": {"mode": "form", "message": message, "requestedSchema": CONFIRMATION}},
        },
        "requestState": seal_state(state, user_id, binding),
    }


def confirmed(params: dict) -> bool:
    answer = (params.get("inputResponses") or {}).get("confirm") or {}
    return answer.get("action") == "accept" and (answer.get("content") or {}).get("confirm") is True


def invalid_arguments(tool: dict, arguments: object) -> str | None:
    if not isinstance(arguments, dict):
        return "arguments must be an object"
    for name, schema in tool["inputSchema"]["properties"].items():
        value = arguments.get(name)
        if value is None:
            return f"{name} is required"
        if not isinstance(value, str) or ("enum" in schema and value not in schema["enum"]):
            return f"{name} must be {' or '.join(schema['enum']) if 'enum' in schema else 'a string'}"
    return None


def call_tool(params: dict, user_id: str) -> dict:
    name = params.get("name")
    tool = next((tool for tool in TOOLS if tool["name"] == name), None)
    if tool is None:
        raise RpcError(-32602, f"Unknown tool: {name}")
    arguments = params.get("arguments") or {}
    problem = invalid_arguments(tool, arguments)
    if problem is not None:
        return text_result(f"Invalid arguments for {name}: {problem}", is_error=True)
    binding = request_binding(name, arguments)
    sealed = params.get("requestState")

    if sealed is None:
        if name == "deploy":
            release = RELEASES.get(arguments["service"], f"{arguments['service']}-latest")
            return ask_to_confirm(f"Deploy {release} to {arguments['environment']}?", {"release": release}, user_id, binding)
        document_id = "doc-" + arguments["from"].encode().hex()[:8]
        return ask_to_confirm(f'Rename "{arguments["from"]}" to "{arguments["to"]}"?', {"documentId": document_id}, user_id, binding)

    # open_state returns None for state that is not this user's, this request's or fresh. It raises on state that is
    # not even well-formed (bad base64, bad JSON, a non-ASCII MAC): that is a refusal too, never a crash.
    try:
        state = open_state(sealed, user_id, binding) if isinstance(sealed, str) else None
    except Exception:  # ValueError (base64, JSON, UTF-8), TypeError (a non-ASCII MAC, JSON that is not an object), KeyError
        state = None
    if not isinstance(state, dict):
        return text_result(REFUSED, is_error=True)

    if name == "deploy":
        text = f"Deployed {state['release']} to {arguments['environment']}." if confirmed(params) else "Deployment cancelled."
    else:
        text = f'Renamed {state["documentId"]} to "{arguments["to"]}".' if confirmed(params) else "Rename cancelled."
    return text_result(text)


def with_meta(result: dict) -> dict:
    return {**result, "_meta": {"io.modelcontextprotocol/serverInfo": SERVER_INFO}}


def dispatch(method: str, params: dict, user_id: str) -> dict:
    # Cacheable results of the 2026-07-28 revision say how long a client may keep them: not at all, here.
    if method == "server/discover":
        return {"supportedVersions": [PROTOCOL_VERSION], "capabilities": {"tools": {}}, "resultType": "complete", **NOT_CACHED}
    if method == "initialize":
        return {"protocolVersion": PROTOCOL_VERSION, "capabilities": {"tools": {}}, "serverInfo": SERVER_INFO, "resultType": "complete"}
    if method == "ping":
        return {"resultType": "complete"}
    if method == "tools/list":
        return {"tools": TOOLS, "resultType": "complete", **NOT_CACHED}
    if method == "tools/call":
        return call_tool(params, user_id)
    raise RpcError(-32601, f"Method not found: {method}")


def handle_message(message: object, user_id: str) -> dict | None:
    """The JSON-RPC response to one message, or None for a notification."""
    if not isinstance(message, dict) or not isinstance(message.get("method"), str):
        return {"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Invalid request"}}
    if "id" not in message:
        return None
    params = message.get("params")
    try:
        result = dispatch(message["method"], params if isinstance(params, dict) else {}, user_id)
        return {"jsonrpc": "2.0", "id": message["id"], "result": with_meta(result)}
    except RpcError as error:
        return {"jsonrpc": "2.0", "id": message["id"], "error": {"code": error.code, "message": str(error)}}
    except Exception as error:  # a bug here must still answer, not drop the connection
        return {"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32603, "message": f"Internal error: {error}"}}


def serve_http(port: int):
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer  # here, so that stdio starts faster

    class McpHandler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format, *args):  # quiet: the command's output is what matters
            pass

        def send(self, status: int, body: dict | None = None, headers: dict | None = None):
            data = b"" if body is None else json.dumps(body).encode()
            self.send_response(status)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            if body is not None:
                self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if self.path.split("?")[0] != "/mcp":
                return self.send(404, {"error": "not found"})
            authorization = self.headers.get("Authorization") or ""
            user_id = TOKENS.get(authorization[len("Bearer "):]) if authorization.startswith("Bearer ") else None
            if user_id is None:
                return self.send(401, {"error": "invalid_token"}, {"WWW-Authenticate": 'Bearer error="invalid_token"'})
            try:
                message = json.loads(raw)
            except ValueError:
                return self.send(400, {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
            response = handle_message(message, user_id)
            if response is None:
                return self.send(202)
            self.send(200, response)

        def do_GET(self):  # no server-to-client stream: every answer comes back on its POST
            self.send(405, None, {"Allow": "POST"})

        do_DELETE = do_GET

    server = ThreadingHTTPServer(("127.0.0.1", port), McpHandler)
    server.daemon_threads = True
    print(f"python example server: http://127.0.0.1:{server.server_address[1]}/mcp (bearer tokens: alice-token, bob-token)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def serve_stdio():
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            message = json.loads(line)
        except ValueError:
            response = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}
        else:
            response = handle_message(message, STDIO_USER)
        if response is not None:
            sys.stdout.write(json.dumps(response) + "\n")
            sys.stdout.flush()


def main(argv: list[str]):
    if "--stdio" in argv:
        return serve_stdio()
    port = int(argv[argv.index("--port") + 1]) if "--port" in argv else int(os.environ.get("PORT", "0"))
    serve_http(port)


if __name__ == "__main__":
    main(sys.argv[1:])
