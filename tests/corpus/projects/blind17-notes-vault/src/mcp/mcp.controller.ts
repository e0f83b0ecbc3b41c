import { Controller, Post, Req, Res } from "@nestjs/common";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createMcpHandler, McpServer, requireBearerAuth } from "@modelcontextprotocol/server";
import { TokenVerifier } from "./token-verifier";
import { ShareNotebookTool } from "./tools/share-notebook.tool";
import { PurgeNotebookTool } from "./tools/purge-notebook.tool";

@Controller()
export class McpController {
  private readonly handler: ReturnType<typeof createMcpHandler>;
  private readonly authenticate: ReturnType<typeof requireBearerAuth>;

  constructor(verifier: TokenVerifier, share: ShareNotebookTool, purge: PurgeNotebookTool) {
    this.handler = createMcpHandler(() => {
      const server = new McpServer({ name: "notes-vault", version: "1.0.0" }, { capabilities: { tools: {} } });
      share.register(server);
      purge.register(server);
      return server;
    });
    this.authenticate = requireBearerAuth({ verifier, requiredScopes: ["notes"] });
  }

  @Post("mcp")
  async handle(@Req() req: ExpressRequest, @Res() res: ExpressResponse): Promise<void> {
    const request = new Request(new URL(req.originalUrl, `${req.protocol}://${req.get("host")}`), {
      method: req.method,
      headers: new Headers(
        Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : [[k, v] as [string, string]],
        ),
      ),
      body: JSON.stringify(req.body),
    });

    const auth = await this.authenticate(request);
    const response = auth instanceof Response ? auth : await this.handler.fetch(request, { authInfo: auth });

    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  }
}
