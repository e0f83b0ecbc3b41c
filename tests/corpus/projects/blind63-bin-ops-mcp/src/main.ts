import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createServer } from 'node:http';
import { purgeBinTool, handlePurgeBin, PurgeArgs } from './tools/purge-bin.js';
import { zoneAuditTool, handleZoneAudit, ZoneArgs } from './tools/zone-audit.js';
import { continuationKey } from './continuation/key.js';
import { requireOperator } from './principal.js';

await continuationKey(); // fail fast at boot if the secret is missing or short

function build() {
  const server = new Server({ name: 'bin-ops', version: '2.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [purgeBinTool, zoneAuditTool] }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const operator = requireOperator(extra);
    const raw = request.params as typeof request.params & { requestState?: string; inputResponses?: Record<string, any> };
    const base = { operator, requestState: raw.requestState, inputResponses: raw.inputResponses };
    switch (raw.name) {
      case purgeBinTool.name:
        return (await handlePurgeBin({ ...base, args: PurgeArgs.parse(raw.arguments) })) as never;
      case zoneAuditTool.name:
        return (await handleZoneAudit({ ...base, args: ZoneArgs.parse(raw.arguments) })) as never;
      default:
        return { isError: true, content: [{ type: 'text', text: `unknown tool ${raw.name}` }] };
    }
  });
  return server;
}

createServer(async (req, res) => {
  const server = build();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}).listen(Number(process.env.PORT ?? 7400));
