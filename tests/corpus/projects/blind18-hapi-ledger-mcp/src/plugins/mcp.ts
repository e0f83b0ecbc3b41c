import type { IncomingMessage } from 'node:http';
import type { Plugin, Request, ResponseToolkit, Server as HapiServer } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { transferTool } from '../tools/transfer.js';
import { statementsTool } from '../tools/statements.js';
import { methods, toolError, type InputResponse, type LedgerTool } from '../tools/types.js';

const TOOLS: readonly LedgerTool[] = [transferTool, statementsTool];

// SDK 1.x has no types for multi round-trip params yet.
type RoundTripParams = { requestState?: string; inputResponses?: Record<string, InputResponse> };

function buildMcpServer(hapi: HapiServer): Server {
  const mcp = new Server({ name: 'ledger', version: '0.4.2' }, { capabilities: { tools: {} } });

  mcp.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => t.definition),
  }));

  mcp.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((t) => t.definition.name === request.params.name);
    if (!tool) return toolError(`Unknown tool: ${request.params.name}`);

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || !extra.authInfo) return toolError('Not signed in.');

    const { requestState, inputResponses } = request.params as typeof request.params & RoundTripParams;
    const result = await tool.handle(request.params.arguments ?? {}, {
      hapi,
      userId,
      authInfo: extra.authInfo,
      requestState,
      inputResponses: inputResponses ?? {},
    });
    return result as never;
  });

  return mcp;
}

export const mcpPlugin: Plugin<{ path: string }> = {
  name: 'ledger-mcp',
  version: '1.0.0',
  dependencies: ['ledger-state', 'ledger-bank'],
  register(server, options) {
    server.route({
      method: 'POST',
      path: options.path,
      options: { payload: { parse: true, output: 'data' } },
      async handler(request: Request, h: ResponseToolkit) {
        const header = request.headers.authorization ?? '';
        const [scheme, token] = header.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw Boom.unauthorized(null, 'Bearer');

        const principal = await methods(server).bank.introspect(token);
        if (!principal) throw Boom.unauthorized('invalid token', 'Bearer');

        (request.raw.req as IncomingMessage & { auth?: AuthInfo }).auth = {
          token,
          clientId: principal.clientId,
          scopes: principal.scopes,
          expiresAt: principal.expiresAt,
          extra: { userId: principal.userId, accountIds: principal.accountIds },
        };

        const mcp = buildMcpServer(server);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        request.raw.res.on('close', () => {
          void transport.close();
          void mcp.close();
        });
        await mcp.connect(transport);
        await transport.handleRequest(request.raw.req, request.raw.res, request.payload);
        return h.abandon;
      },
    });
  },
};
