import { createServer, type IncomingMessage } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import { buildContainer } from "./container.js";
import { installRoundTripShim } from "./mrtr/roundTrip.js";
import { TYPES, type ToolModule } from "./types.js";

const container = buildContainer();
const modules = container.getAll<ToolModule>(TYPES.Tool);

function buildServer(): McpServer {
  const server = new McpServer({ name: "crm", version: "1.4.1" }, { capabilities: { tools: {} } });
  for (const m of modules) m.register(server);
  installRoundTripShim(server);
  return server;
}

/** Bearer tokens are opaque and checked against the identity provider's introspection endpoint. */
async function authenticate(req: IncomingMessage): Promise<AuthInfo | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7);
  const res = await fetch(process.env.INTROSPECTION_URL!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!body.active) return null;
  return {
    token,
    clientId: body.client_id,
    scopes: body.scope?.split(" ") ?? [],
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

createServer(async (req, res) => {
  if (req.url !== "/mcp" || req.method !== "POST") {
    res.writeHead(404).end();
    return;
  }
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401, { "www-authenticate": 'Bearer realm="crm"' }).end();
    return;
  }

  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(Object.assign(req, { auth }), res, await readJson(req));
}).listen(Number(process.env.PORT ?? 8080));
