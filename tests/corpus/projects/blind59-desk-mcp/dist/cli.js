#!/usr/bin/env node
import { createServer } from "node:http";
import { createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { loadEnv } from "./env.js";
import { createDeskServer, VERSION } from "./server.js";
import { readRawBody, verifyZendeskWebhook } from "./zendesk/webhook.js";
const env = loadEnv(), verifier = {
  async verifyAccessToken(token) {
    var _a, _b;
    const res = await fetch(`${env.issuer}/v1/introspect`, {
      method: "POST",
      headers: { authorization: env.introspectionAuth, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, token_type_hint: "access_token" })
    }), body = await res.json();
    if (!res.ok || !body.active) throw new Error("inactive token");
    return {
      token,
      clientId: body.client_id,
      scopes: String((_a = body.scope) != null ? _a : "").split(" ").filter(Boolean),
      expiresAt: body.exp,
      extra: { userId: body.sub, email: (_b = body.username) != null ? _b : void 0 }
    };
  }
}, auth = requireBearerAuth({ verifier, requiredScopes: ["desk:agent"] }), mcp = toNodeHandler({
  async fetch(request) {
    const authInfo = await auth(request);
    return authInfo instanceof Response ? authInfo : createMcpHandler(() => createDeskServer(env)).fetch(request, { authInfo });
  }
}), onWebhook = async (req, res) => {
  const raw = await readRawBody(req);
  if (!verifyZendeskWebhook(env.zendesk.webhookSecret, raw, req.headers)) return res.writeHead(401).end();
  const event = JSON.parse(raw);
  console.log(JSON.stringify({ msg: "zendesk event", type: event.type, ticket: event.detail && event.detail.id })), res.writeHead(204).end();
};
createServer((req, res) => {
  const { pathname } = new URL(req.url, "http://localhost");
  pathname === "/mcp" ? mcp(req, res) : pathname === "/hooks/zendesk" && req.method === "POST" ? onWebhook(req, res).catch((err) => {
    console.error(err), res.headersSent || res.writeHead(500).end();
  }) : pathname === "/healthz" ? res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: !0, version: VERSION })) : res.writeHead(404).end();
}).listen(env.port, () => console.error(`desk-mcp ${VERSION} on :${env.port}`));
