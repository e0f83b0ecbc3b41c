import express from "express";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
import type { OAuthTokenVerifier } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { loadConfig } from "./config.js";
import { createContextFactory, type ContextFactory } from "./context.js";
import { StateError } from "./state/vault.js";
import { toolError, type Round, type ToolDefinition } from "./tools/kit.js";
import { draftMemo, exportStatement } from "./tools/accounts.js";
import transfer from "./tools/transfer.js";

const tools: readonly ToolDefinition[] = [transfer, exportStatement, draftMemo];
const toolsByName = new Map(tools.map((t) => [t.name, t] as const));

const config = loadConfig();
const makeContext = createContextFactory(config); // expect: no-weak-state-key

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const res = await fetch(config.introspectionUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    const info = (await res.json()) as { active: boolean; client_id: string; scope?: string; exp: number; sub: string };
    if (!info.active) throw new Error("inactive token");
    return {
      token,
      clientId: info.client_id,
      scopes: info.scope?.split(" ") ?? [],
      expiresAt: info.exp,
      extra: { userId: info.sub },
    };
  },
};

function buildServer(contextFor: ContextFactory): Server {
  const server = new Server({ name: "ledger-approvals", version: "0.9.0" }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: zodToJsonSchema(t.args) as { type: "object" },
      annotations: t.annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = toolsByName.get(request.params.name);
    if (!tool) return toolError(`Unknown tool ${request.params.name}`);

    const parsed = tool.args.safeParse(request.params.arguments ?? {});
    if (!parsed.success) return toolError(parsed.error.message);

    const { requestState, inputResponses } = request.params as Round;
    try {
      const outcome = await tool.run(parsed.data, contextFor(extra.authInfo), { requestState, inputResponses });
      return outcome as unknown as CallToolResult;
    } catch (err) {
      if (err instanceof StateError) return toolError(`Invalid or expired requestState: ${err.message}`);
      throw err;
    }
  });

  return server;
}

const app = express();
app.use(express.json({ limit: "256kb" }));

app.post("/mcp", requireBearerAuth({ verifier, requiredScopes: ["ledger"] }), async (req, res) => {
  const server = buildServer(makeContext);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => {
  console.log(`ledger-approvals listening on :${config.port}`);
});
