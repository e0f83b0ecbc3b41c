import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { plainToInstance } from "class-transformer";
import { validate } from "class-validator";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { DependencyContainer } from "tsyringe";
import { ToolCallParamsDto } from "./state/dto";
import { ImportFromDriveTool } from "./tools/importFromDrive";
import { PurgeDatasetTool } from "./tools/purgeDataset";
import type { CallerIdentity, McpTool } from "./tools/types";

declare module "fastify" {
  interface FastifyRequest {
    caller?: CallerIdentity;
  }
}

const issuer = process.env.AUTH_ISSUER ?? "https://login.example.com/";
const jwks = createRemoteJWKSet(new URL(".well-known/jwks.json", issuer));

async function authenticate(req: FastifyRequest): Promise<CallerIdentity | undefined> {
  const header = req.headers.authorization ?? "";
  if (!header.startsWith("Bearer ")) return undefined;
  const bearerToken = header.slice("Bearer ".length);
  try {
    const { payload } = await jwtVerify(bearerToken, jwks, { issuer, audience: "warehouse-mcp" });
    return { userId: String(payload.sub), bearerToken, scopes: String(payload.scope ?? "").split(" ") };
  } catch {
    return undefined;
  }
}

export default fp<{ container: DependencyContainer }>(async (app: FastifyInstance, { container }) => {
  const tools = new Map<string, McpTool>(
    [container.resolve(PurgeDatasetTool), container.resolve(ImportFromDriveTool)].map((t) => [t.name, t]),
  );

  app.addHook("preHandler", async (req, reply) => {
    req.caller = await authenticate(req);
    if (!req.caller) return reply.code(401).header("www-authenticate", "Bearer").send();
  });

  app.post("/mcp", async (req) => {
    const { id, method, params } = req.body as { id: number | string; method: string; params?: unknown };
    if (method === "tools/list") {
      return { jsonrpc: "2.0", id, result: { tools: [...tools.values()].map((t) => t.definition) } };
    }
    if (method !== "tools/call") return { jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } };

    const dto = plainToInstance(ToolCallParamsDto, params ?? {});
    if ((await validate(dto)).length > 0) {
      return { jsonrpc: "2.0", id, error: { code: -32602, message: "Invalid or expired requestState" } };
    }
    const tool = tools.get(dto.name);
    if (!tool) return { jsonrpc: "2.0", id, error: { code: -32602, message: `Unknown tool ${dto.name}` } };
    return { jsonrpc: "2.0", id, result: await tool.call(dto, req.caller!) };
  });
});
