import express from "express";
import { lastValueFrom } from "rxjs";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
import { CallToolRequestSchema, type CallToolResult, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { Tool } from "./config.js";
import { deployRound$, type Round, type ToolResult } from "./flow/deploy.flow.js";
import { rollbackRound } from "./flow/rollback.flow.js";
import { PlatformClient } from "./services/platform.js";
import { DeployArgsSchema, type InputResponse, RollbackArgsSchema } from "./state/schemas.js";

type RetryParams = { requestState?: string; inputResponses?: Record<string, InputResponse> };

const platform = new PlatformClient();

function buildServer(): Server {
  const server = new Server({ name: "deploy-pilot", version: "0.9.3" }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      {
        name: Tool.Deploy,
        description: "Deploy a release to an environment (asks for confirmation).",
        inputSchema: zodToJsonSchema(DeployArgsSchema) as { type: "object" },
        annotations: { destructiveHint: true },
      },
      {
        name: Tool.Rollback,
        description: "Roll an environment back to an earlier successful release.",
        inputSchema: zodToJsonSchema(RollbackArgsSchema) as { type: "object" },
        annotations: { destructiveHint: true },
      },
    ],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as typeof request.params & RetryParams;
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== "string") {
      return { isError: true, content: [{ type: "text", text: "Sign in first." }] };
    }
    const base = { userId, requestState: params.requestState, inputResponses: params.inputResponses };

    let result: ToolResult;
    switch (params.name) {
      case Tool.Deploy: {
        const round: Round<ReturnType<typeof DeployArgsSchema.parse>> = { ...base, args: DeployArgsSchema.parse(params.arguments) };
        result = await lastValueFrom(deployRound$(platform, round));
        break;
      }
      case Tool.Rollback:
        result = await rollbackRound(platform, { ...base, args: RollbackArgsSchema.parse(params.arguments) });
        break;
      default:
        return { isError: true, content: [{ type: "text", text: `Unknown tool ${params.name}` }] };
    }
    return result as unknown as CallToolResult;
  });

  return server;
}

const app = express();
app.use(express.json());
app.post(
  "/mcp",
  requireBearerAuth({
    verifier: {
      async verifyAccessToken(token) {
        const res = await fetch(`${process.env.SSO_URL ?? "https://sso.example.net"}/userinfo`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok) throw new Error("invalid token");
        const info = (await res.json()) as { sub: string; exp: number; groups: string[] };
        return { token, clientId: "deploy-pilot", scopes: info.groups, expiresAt: info.exp, extra: { userId: info.sub } };
      },
    },
    requiredScopes: ["deployers"],
  }),
  async (req, res) => {
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    const server = buildServer();
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  },
);

app.listen(Number(process.env.PORT ?? 7070));
