// Process entry point: serves the dispatch MCP server over HTTP behind bearer-token auth.
// @ts-nocheck
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { verifyAccessToken } from "./auth/principal.js";
import { config } from "./config.js";
import { registerAll } from "./tools/registry.js";
import "./tools/reassignRoute.js";
import "./tools/scheduleMaintenance.js";
import "./tools/vehicleStatus.js";

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: "fleet-dispatch", version: "1.4.0" },
    { capabilities: { tools: {} } },
  );
  registerAll(server);
  return server;
});

const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken },
  requiredScopes: ["dispatch"],
});

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (typeof v === "string") headers.set(k, v);
    else if (Array.isArray(v)) headers.set(k, v.join(", "));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

const http = createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith("/mcp")) {
      res.writeHead(404).end();
      return;
    }
    const request = await toFetchRequest(req);
    const auth = await authenticate(request);
    if (auth instanceof Response) {
      await send(res, auth);
      return;
    }
    await send(res, await mcp.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error("request failed", err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

http.listen(config.port, () => {
  console.info(`fleet-dispatch listening on :${config.port} (${config.stage})`);
});
