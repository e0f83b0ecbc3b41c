import { McpServer } from '@modelcontextprotocol/server';
import type { ExportStore } from './athena.js';
import { userIdOf } from './principal.js';
import type { KmsStateSealer } from './state/kms-sealer.js';
import { registerPurgeExport } from './tools/purge-export.js';
import { registerRunExport } from './tools/run-export.js';

export interface Deps {
  sealer: KmsStateSealer;
  exports: ExportStore;
}

export function buildServer(deps: Deps): McpServer {
  const server = new McpServer(
    { name: 'athena-exports', version: '0.7.1' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked here before a handler sees it: MAC (KMS), expiry, user.
      requestState: { verify: (state, ctx) => deps.sealer.open(state, userIdOf(ctx)) },
    },
  );
  registerRunExport(server, deps);
  registerPurgeExport(server, deps);
  return server;
}
