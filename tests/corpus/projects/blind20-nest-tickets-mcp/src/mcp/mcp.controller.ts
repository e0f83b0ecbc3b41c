import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { SERVICE_INFO } from '../config';
import { MCP_TOOLS, type McpTool, type ToolCall } from './tool.types';

type RoundTripParams = {
  requestState?: string;
  inputResponses?: ToolCall['inputResponses'];
};

@Controller('mcp')
export class McpController {
  private readonly byName: Map<string, McpTool>;

  constructor(@Inject(MCP_TOOLS) private readonly tools: McpTool[]) {
    this.byName = new Map(tools.map((tool) => [tool.definition.name, tool]));
  }

  /** Stateless Streamable HTTP: one SDK server + transport per request. */
  @Post()
  async handle(@Req() req: Request & { auth?: AuthInfo }, @Res() res: Response): Promise<void> {
    const server = this.buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  private buildServer(): Server {
    const server = new Server({ ...SERVICE_INFO }, { capabilities: { tools: {} } });

    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: this.tools.map((tool) => tool.definition),
    }));

    server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
      const tool = this.byName.get(request.params.name);
      if (!tool) {
        return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
      }
      const auth = extra.authInfo;
      const userId = auth?.extra?.userId;
      if (!auth || typeof userId !== 'string') {
        return { isError: true, content: [{ type: 'text', text: 'Sign in to use the helpdesk tools.' }] };
      }

      const params = request.params as typeof request.params & RoundTripParams;
      const outcome = await tool.handle({
        args: params.arguments ?? {},
        requestState: params.requestState,
        inputResponses: params.inputResponses ?? {},
        auth,
        userId,
      });

      if (outcome.kind === 'ask') {
        // SDK 1.x does not know multi round-trip results yet, so shape it by hand.
        return {
          resultType: 'input_required',
          inputRequests: outcome.inputRequests,
          requestState: outcome.requestState,
        } as unknown as CallToolResult;
      }
      return { content: [{ type: 'text', text: outcome.text }], isError: outcome.isError };
    });

    return server;
  }
}
