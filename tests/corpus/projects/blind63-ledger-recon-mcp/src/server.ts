import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from 'node:http';
import { config } from './config.js';
import { reconcileTool, reconcileLine } from './tools/reconcile.js';
import { voidInvoiceTool, voidInvoice } from './tools/voidInvoice.js';
import { text, type ToolInvocation, type ToolOutcome } from './tools/types.js';
import { authenticate } from './auth.js';

const handlers: Record<string, (inv: ToolInvocation) => Promise<ToolOutcome>> = {
  [reconcileTool.name]: reconcileLine,
  [voidInvoiceTool.name]: voidInvoice,
};

function buildServer() {
  const server = new Server({ name: 'ledger-recon', version: '0.4.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [reconcileTool, voidInvoiceTool] }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) return text(`Unknown tool ${request.params.name}`, true);
    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') return text('Not authenticated', true);
    const params = request.params as typeof request.params & {
      requestState?: string;
      inputResponses?: ToolInvocation['answers'];
    };
    return (await handler({
      userId,
      args: params.arguments ?? {},
      continuation: params.requestState,
      answers: params.inputResponses,
    })) as never;
  });

  return server;
}

createServer(async (req, res) => {
  const auth = await authenticate(req);
  if (!auth) {
    res.writeHead(401).end();
    return;
  }
  (req as typeof req & { auth?: unknown }).auth = auth;
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = buildServer();
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(config.port);
