// Starts the calendar-bridge HTTP server with bearer auth and the scheduling tools.
// @ts-nocheck
import { createServer } from "node:http";
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { env } from "./env.js";
import registerCancel from "./tools/cancel.js";
import registerSchedule from "./tools/schedule.js";
import { introspect } from "./introspect.js";

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: "calendar-bridge", version: "2.0.0" }, { capabilities: { tools: {} } });
  registerSchedule(server);
  registerCancel(server);
  return server;
});

const auth = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ["calendar"] });

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
  });
  const authInfo = await auth(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(env.port, () => console.log(`calendar-bridge on :${env.port}`));
