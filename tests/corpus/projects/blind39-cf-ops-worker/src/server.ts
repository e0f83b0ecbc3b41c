import { McpServer } from '@modelcontextprotocol/server';
import type { Env } from './env';
import { callerOf } from './auth';
import { listZones } from './cloudflare';
import { registerPurge } from './tools/purge';
import { registerSecurityLevel } from './tools/security-level';

export function buildServer(env: Env, execution: ExecutionContext): McpServer {
  const server = new McpServer({ name: 'cf-ops', version: '0.7.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_zones',
    { description: 'List the zones of the Cloudflare accounts you manage.', annotations: { readOnlyHint: true } },
    async (ctx) => {
      const { accounts } = callerOf(ctx);
      const zones = (await listZones(env, accounts)).flat();
      const lines = zones.map((z) => `${z.name}  ${z.status}  ${z.plan.name}  (${z.account.name})`);
      return { content: [{ type: 'text', text: lines.join('\n') || 'No zones.' }] };
    },
  );

  registerPurge(server, env);
  registerSecurityLevel(server, env, execution);
  return server;
}
