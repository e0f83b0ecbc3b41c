// Deno entry point that wires Deno KV, bearer auth and the notes MCP tools into an HTTP server.
// @ts-nocheck
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { makeVerifier } from "./auth.ts";
import { createPurgeCodec } from "./codec.ts";
import { loadStateKey, PORT } from "./config.ts";
import { NotesRepo } from "./notes.ts";
import { PendingShares } from "./pending.ts";
import { registerPurgeNotebook } from "./tools/purge.ts";
import { registerShareNote } from "./tools/share.ts";

const kv = await Deno.openKv();
const codec = createPurgeCodec(loadStateKey());
const notes = new NotesRepo(kv);
const pending = new PendingShares(kv);
const authenticate = requireBearerAuth({ verifier: makeVerifier(kv), requiredScopes: ["notes"] });

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: "notes-vault", version: "1.2.0" }, { capabilities: { tools: {} } });
  registerShareNote(server, notes, pending);
  registerPurgeNotebook(server, notes, codec);
  return server;
});

Deno.serve({ port: PORT }, async (req) => {
  if (new URL(req.url).pathname !== "/mcp") return new Response("not found", { status: 404 });
  const auth = await authenticate(req);
  if (auth instanceof Response) return auth;
  return mcp.fetch(req, { authInfo: auth });
});
