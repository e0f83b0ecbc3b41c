import { McpServer, StdioServerTransport } from '@modelcontextprotocol/server';
import { loadStateKeys } from './state/keys.ts';
import { registerPurge } from './tools/purge.ts';

// Deno entry point. The server runs on stdio next to the developer's editor;
// there is no HTTP front, so no verify hook is installed on McpServer and the
// tool verifies its own state.

const VERSION = '0.4.0';

function banner(keysLoaded: number): string {
  return [
    `fs-purge-mcp ${VERSION}`,
    `deno ${Deno.version.deno}`,
    `${keysLoaded} state key(s)`,
    `cwd ${Deno.cwd()}`,
  ].join(' | ');
}

async function main(): Promise<void> {
  const keys = await loadStateKeys();

  const server = new McpServer(
    { name: 'fs-purge', version: VERSION },
    { capabilities: { tools: {} } },
  );
  registerPurge(server, keys);

  const transport = new StdioServerTransport();
  await server.connect(transport);
  console.error(banner(keys.length));

  const shutdown = async (signal: string) => {
    console.error(`received ${signal}, closing`);
    await server.close();
    Deno.exit(0);
  };
  Deno.addSignalListener('SIGINT', () => void shutdown('SIGINT'));
  Deno.addSignalListener('SIGTERM', () => void shutdown('SIGTERM'));
}

if (import.meta.main) {
  await main().catch((err) => {
    console.error('fatal:', err instanceof Error ? err.message : err);
    Deno.exit(1);
  });
}
