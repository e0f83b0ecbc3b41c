import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AppConfig } from './config/AppConfig';
import { buildContainer } from './container';
import { RoundTripParams, ToolRegistry } from './tools/LedgerTool';

async function main(): Promise<void> {
  const di = buildContainer();
  const config = di.resolve(AppConfig);
  const registry = di.resolve(ToolRegistry);

  const server = new Server(
    { name: 'ledger-ops-mcp', version: '1.4.2' },
    { capabilities: { tools: {} } },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.list() }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as unknown as RoundTripParams;
    const tool = registry.get(params.name);
    if (!tool) {
      return { content: [{ type: 'text', text: `Unknown tool: ${params.name}` }], isError: true };
    }
    const userId = (extra.authInfo?.extra?.userId as string | undefined) ?? config.settings.operatorId;
    if (!userId) {
      return { content: [{ type: 'text', text: 'No operator identity configured.' }], isError: true };
    }
    const outcome = await tool.invoke(params, { userId, clientId: extra.authInfo?.clientId });
    return outcome as unknown as Record<string, unknown>;
  });

  await server.connect(new StdioServerTransport());
  process.stderr.write('ledger-ops-mcp ready on stdio\n');
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
