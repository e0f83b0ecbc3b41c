// Builds the edge-deploy-gate MCP server and registers the rollback and purge tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateSecret, type Env } from './env';
import { ReleasesClient } from './releases';
import { StateSealer } from './seal';
import { registerPurge } from './tools/purge';
import { registerRollback } from './tools/rollback';

let sealer: StateSealer | undefined;

export function buildServer(env: Env): McpServer {
  sealer ??= new StateSealer(stateSecret(env)); // expect: no-weak-state-key
  const deps = { sealer, releases: new ReleasesClient(env) };

  const server = new McpServer(
    { name: 'edge-deploy-gate', version: '0.3.1' },
    { capabilities: { tools: {} } },
  );
  registerRollback(server, deps);
  registerPurge(server, deps);
  return server;
}
