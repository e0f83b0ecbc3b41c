import express, { type Request, type Response } from "express";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
import type { OAuthTokenVerifier } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { requireUserId, StateError } from "./lib/guards.js";
import { buildTools, toolError, type RoundTripParams, type ToolDeps } from "./tools/index.js";

export function createMcpServer(deps: ToolDeps): Server {
  const tools = buildTools(deps);
  const server = new Server(
    { name: "helpdesk-mcp", version: "0.4.2" },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) return toolError(`Unknown tool: ${request.params.name}`) as any;

    const auth = extra.authInfo;
    if (!auth) return toolError("Not authenticated.") as any;

    let userId: string;
    try {
      userId = requireUserId(auth.extra);
    } catch (err) {
      if (err instanceof StateError) return toolError(err.message) as any;
      throw err;
    }

    const { inputResponses, requestState } = request.params as RoundTripParams;
    const result = await tool.handler(request.params.arguments ?? {}, {
      userId,
      bearerToken: auth.token,
      roundTrip: { inputResponses, requestState },
    });
    return result as any;
  });

  return server;
}

export function createApp(deps: ToolDeps, verifier: OAuthTokenVerifier) {
  const app = express();
  app.use(express.json({ limit: "1mb" }));

  const auth = requireBearerAuth({
    verifier,
    requiredScopes: ["helpdesk"],
    resourceMetadataUrl: `${deps.config.publicUrl}/.well-known/oauth-protected-resource`,
  });

  app.post("/mcp", auth, async (req: Request, res: Response) => {
    const server = createMcpServer(deps);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  return app;
}

interface IntrospectionResponse {
  active: boolean;
  client_id: string;
  sub?: string;
  scope?: string;
  exp?: number;
  aud?: string | string[];
}

export function introspectionVerifier(url: string): OAuthTokenVerifier {
  return {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }),
      });
      if (!res.ok) throw new Error(`introspection failed: ${res.status}`);
      const body = (await res.json()) as IntrospectionResponse;
      if (!body.active) throw new Error("token inactive");
      return {
        token,
        clientId: body.client_id,
        scopes: body.scope?.split(" ") ?? [],
        expiresAt: body.exp,
        extra: { userId: body.sub },
      };
    },
  };
}
