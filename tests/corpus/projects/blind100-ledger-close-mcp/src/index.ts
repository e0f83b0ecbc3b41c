// HTTP entry point: Express app with bearer auth for /mcp and the signed bank-feed webhook.
// @ts-nocheck
import express, { type NextFunction, type Request, type Response } from "express";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import { verifyBankFeedSignature } from "./bankFeed.js";
import { config } from "./config.js";
import { bankAccounts } from "./db.js";
import { registerTools } from "./tools/base.js";
import "./tools/closePeriod.js";
import "./tools/postJournalEntry.js";
import "./tools/reconcileAccount.js";

declare global {
  namespace Express {
    interface Request {
      auth?: AuthInfo;
    }
  }
}

interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
}

async function introspect(token: string): Promise<AuthInfo | null> {
  const credentials = Buffer.from(`${config.idp.clientId}:${config.idp.clientSecret}`).toString("base64");
  const res = await fetch(config.idp.introspectionUrl, {
    method: "POST",
    headers: { authorization: `Basic ${credentials}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(3_000),
  });
  if (!res.ok) return null;
  const data = (await res.json()) as Introspection;
  if (!data.active || !data.sub || !data.exp || data.exp * 1000 <= Date.now()) return null;
  return {
    token,
    clientId: data.client_id ?? "unknown",
    scopes: (data.scope ?? "").split(/\s+/).filter(Boolean),
    expiresAt: data.exp,
    extra: { userId: data.sub },
  };
}

async function bearer(req: Request, res: Response, next: NextFunction): Promise<void> {
  const header = req.get("authorization") ?? "";
  if (!header.startsWith("Bearer ")) {
    res.set("WWW-Authenticate", 'Bearer realm="ledger-close"').status(401).json({ error: "missing_token" });
    return;
  }
  try {
    const auth = await introspect(header.slice("Bearer ".length).trim());
    if (!auth) {
      res.set("WWW-Authenticate", 'Bearer error="invalid_token"').status(401).json({ error: "invalid_token" });
      return;
    }
    req.auth = auth;
    next();
  } catch (err) {
    next(err);
  }
}

function buildServer(): McpServer {
  const server = new McpServer({ name: "ledger-close", version: "0.9.2" }, { capabilities: { tools: {} } });
  registerTools(server);
  return server;
}

const app = express();
app.disable("x-powered-by");

app.post("/webhooks/bank-feed", express.raw({ type: "application/json", limit: "256kb" }), async (req, res) => {
  if (!verifyBankFeedSignature(req.body, req.get("x-bankfeed-signature"))) {
    res.status(401).end();
    return;
  }
  const event = JSON.parse(req.body.toString("utf8")) as { type: string; data?: { accountRef?: string } };
  if (event.type === "statement.updated" && event.data?.accountRef) {
    await bankAccounts.flagForReconcile(event.data.accountRef);
  }
  res.status(204).end();
});

app.post("/mcp", express.json({ limit: "1mb" }), bearer, async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => {
  console.log(`ledger-close listening on ${config.port}`);
});
