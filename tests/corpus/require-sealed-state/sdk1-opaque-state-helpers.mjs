// Models an MCP SDK 1.x server whose requestState comes from imported or server-side helpers (a Redis ticket id, a sealing module in another file): provenance unknown, nothing to report.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { redis } from './redis.js';
import { encodeState, decodeState } from './state-codec.js';
import { runMigration } from './migrations.js';

const server = new McpServer({ name: 'db-admin', version: '1.7.1' });

async function stash(state) {
  const ticket = randomUUID();
  await redis.set(`mcp:state:${ticket}`, JSON.stringify(state), { EX: 600 });
  return ticket;
}

server.registerTool(
  'run_migration',
  {
    description: 'Run a schema migration after confirmation',
    inputSchema: { migration: z.string() },
    annotations: { destructiveHint: true },
  },
  async ({ migration }, extra) => {
    const { requestState, inputResponses } = extra._meta?.retry ?? {};
    if (!requestState) {
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Run ${migration}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
        },
        requestState: await stash({ migration, requestedBy: extra.authInfo?.clientId }),
      };
    }
    const saved = JSON.parse((await redis.get(`mcp:state:${requestState}`)) ?? 'null');
    if (!saved || saved.migration !== migration) {
      return { isError: true, content: [{ type: 'text', text: 'Confirmation expired' }] };
    }
    await redis.del(`mcp:state:${requestState}`);
    return inputResponses?.confirm?.content?.ok ? { content: [{ type: 'text', text: await runMigration(migration) }] } : { content: [{ type: 'text', text: 'Skipped' }] };
  },
);

server.registerTool(
  'seed_table',
  { description: 'Seed a table with fixtures', inputSchema: { table: z.string() } },
  async ({ table }, extra) => {
    const incoming = extra._meta?.retry?.requestState;
    if (!incoming) {
      return {
        resultType: 'input_required',
        inputRequests: { rows: { method: 'elicitation/create', params: { mode: 'form', message: 'How many rows?', requestedSchema: { type: 'object', properties: { rows: { type: 'number' } } } } } },
        requestState: encodeState({ table }),
      };
    }
    const { table: confirmedTable } = await decodeState(incoming);
    return { content: [{ type: 'text', text: `Seeded ${confirmedTable}` }] };
  },
);

export default server;
