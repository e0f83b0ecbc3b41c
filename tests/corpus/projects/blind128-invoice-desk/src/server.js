// Stdio MCP server that lists and dispatches the invoice tools.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const StateSigner = require('./stateSigner');
const { stateKey } = require('./keys');
const voidInvoice = require('./tools/voidInvoice');
const sendReminder = require('./tools/sendReminder');

const tools = [voidInvoice, sendReminder];
const byName = new Map(tools.map((t) => [t.definition.name, t]));
const signer = new StateSigner(stateKey()); // expect: no-weak-state-key

const server = new Server(
  { name: 'invoice-desk', version: '1.2.0' },
  { capabilities: { tools: {} } },
);

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map((t) => t.definition),
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const tool = byName.get(request.params.name);
  if (!tool) {
    return { content: [{ type: 'text', text: `No such tool: ${request.params.name}` }], isError: true };
  }
  const userId = extra.authInfo?.extra?.userId ?? process.env.INVOICE_DESK_OPERATOR ?? 'operator';
  try {
    return await tool.handle(request, { userId, signer });
  } catch (err) {
    return { content: [{ type: 'text', text: String(err.message || err) }], isError: true };
  }
});

async function main() {
  await server.connect(new StdioServerTransport());
  console.error('invoice-desk MCP server ready on stdio');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
