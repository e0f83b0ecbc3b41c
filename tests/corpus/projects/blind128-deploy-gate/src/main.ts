// Starts the deploy-gate HTTP server with gateway auth and deployment tools.
// @ts-nocheck
import http from "node:http";
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { registerRollback } from "./tools/rollback";
import { registerStatus } from "./tools/status";
import { gatewayVerifier } from "./gateway";

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: "deploy-gate", version: "0.5.0" }, { capabilities: { tools: {} } });
  registerStatus(server);
  registerRollback(server);
  return server;
});

const authenticate = requireBearerAuth({ verifier: gatewayVerifier, requiredScopes: ["deploy"] });

async function toRequest(req: http.IncomingMessage): Promise<Request> {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  return new Request(new URL(req.url ?? "/", "http://deploy-gate.local"), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])) as [string, string][],
    body: body.length ? Buffer.concat(body) : undefined,
  });
}

http
  .createServer(async (req, res) => {
    try {
      const request = await toRequest(req);
      const authInfo = await authenticate(request);
      const response = authInfo instanceof Response ? authInfo : await handler.fetch(request, { authInfo });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      console.error(err);
      res.writeHead(500).end();
    }
  })
  .listen(Number(process.env.PORT ?? 7070));
