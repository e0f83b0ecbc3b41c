// Entry point: Hono app serving /mcp (bearer auth, verified request state) and the forge webhook.
// @ts-nocheck
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { verifyAccessToken } from "./auth/accessTokens.js";
import { env } from "./env.js";
import { recordForgeEvent, verifyForgeSignature } from "./forge/webhook.js";
import { requestStateOptions } from "./state/codec.js";
import { mountTools } from "./tools/kit.js";
import "./tools/deleteBranch.js";
import "./tools/archiveRepository.js";
import "./tools/transferIssue.js";

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: "repo-steward", version: "3.0.1" },
    { capabilities: { tools: {} }, requestState: requestStateOptions },
  );
  mountTools(server);
  return server;
});

const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ["steward"],
});

const app = new Hono();

app.get("/healthz", (c) => c.json({ ok: true }));

app.post("/hooks/forge", async (c) => {
  const raw = new Uint8Array(await c.req.arrayBuffer());
  if (!verifyForgeSignature(raw, c.req.header("x-forge-signature-256"))) {
    return c.body(null, 401);
  }
  await recordForgeEvent(c.req.header("x-forge-event"), JSON.parse(new TextDecoder().decode(raw)));
  return c.body(null, 204);
});

app.all("/mcp", async (c) => {
  const auth = await authenticate(c.req.raw);
  if (auth instanceof Response) {
    return auth;
  }
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

serve({ fetch: app.fetch, port: env.port }, (info) => {
  console.log(`repo-steward listening on ${info.port}`);
});
