// Fastify entry point: authenticates portal tokens and forwards /mcp traffic to the MCP handler.
// @ts-nocheck
import { Readable } from "node:stream";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { McpServer, createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { verifyPortalToken } from "./security/portalAuth.js";
import { settings } from "./settings.js";
import { installTools } from "./tools/toolkit.js";
import "./tools/findSlots.js";
import "./tools/bookAppointment.js";
import "./tools/cancelAppointment.js";

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: "clinic-scheduler", version: "2.1.0" },
    { capabilities: { tools: {} } },
  );
  installTools(server);
  return server;
});

const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken: verifyPortalToken },
  requiredScopes: ["appointments:read"],
});

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  const withBody = request.method === "POST";
  return new Request(`${request.protocol}://${request.hostname}${request.url}`, {
    method: request.method,
    headers,
    body: withBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

async function relay(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(response.body ? Readable.fromWeb(response.body) : null);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "info" }, bodyLimit: 512 * 1024 });

app.get("/healthz", async () => ({ ok: true }));

app.route({
  method: ["GET", "POST", "DELETE"],
  url: "/mcp",
  handler: async (request, reply) => {
    const webRequest = toWebRequest(request);
    const auth = await authenticate(webRequest);
    if (auth instanceof Response) {
      return relay(reply, auth);
    }
    return relay(reply, await mcp.fetch(webRequest, { authInfo: auth }));
  },
});

await app.listen({ host: settings.host, port: settings.port });
