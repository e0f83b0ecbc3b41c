import { Controller, Inject, Post, Req, Res } from "@nestjs/common";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createMcpHandler, McpServer, requireBearerAuth } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { MCP_TOOLS, type McpTool } from "../tools";

@Controller("mcp")
export class McpController {
  private readonly node: (req: ExpressRequest, res: ExpressResponse) => void;

  constructor(@Inject(MCP_TOOLS) tools: McpTool[]) {
    const mcp = createMcpHandler(() => {
      const server = new McpServer({ name: "docs-vault", version: "2.1.0" }, { capabilities: { tools: {} } });
      for (const tool of tools) tool.register(server);
      return server;
    });

    const auth = requireBearerAuth({
      verifier: {
        verifyAccessToken: async (token: string) => {
          const res = await fetch(`${process.env.OIDC_ISSUER}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
          if (!res.ok) throw new Error("invalid token");
          const info = (await res.json()) as { sub: string; exp: number; scope: string; azp: string };
          return { token, clientId: info.azp, scopes: info.scope.split(" "), expiresAt: info.exp, extra: { userId: info.sub } };
        },
      },
      requiredScopes: ["docs"],
    });

    this.node = toNodeHandler(async (request: Request) => {
      const authInfo = await auth(request);
      return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
    });
  }

  @Post()
  handle(@Req() req: ExpressRequest, @Res() res: ExpressResponse): void {
    this.node(req, res);
  }
}
