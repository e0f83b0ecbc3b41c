// Fixture for tests/e2e/fix-loop.test.ts: TypeScript over HTTP, a PendingStore class from ./state-store.ts packs the state. Insecure on purpose.
import { McpServer, acceptedContent, createMcpHandler, inputRequired, type CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { serveHttp } from '../../shared/http.js';
import { PendingStore } from './state-store.js';

const store = new PendingStore();
const ConfirmSchema = z.object({ confirm: z.boolean().describe('Proceed with this operation') });

const tableSizes: Record<string, number> = { sessions: 48_211, audit_log: 1_902_344, carts: 7_310 };

const reply = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });

export function createDbServer(): McpServer {
  const mcp = new McpServer({ name: 'db-admin', version: '0.9.2' }, { capabilities: { tools: {} } });

  mcp.registerTool(
    'drop_table',
    {
      description: 'Drop a table from one of the managed databases',
      inputSchema: z.object({ database: z.enum(['primary', 'analytics']), table: z.string() }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ database, table }, ctx) => {
      const token = ctx.mcpReq.requestState<string>();
      if (token === undefined) {
        const rows = tableSizes[table] ?? 0;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Drop ${database}.${table} (${rows} rows)? This cannot be undone.`,
              requestedSchema: ConfirmSchema,
            }),
          },
          requestState: store.pack({ op: 'drop', target: `${database}.${table}`, rows, createdAt: Date.now() }),
        });
      }
      const pending = store.unpack(token);
      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema)?.confirm ?? false;
      return confirmed ? reply(`Dropped ${pending.target}, ${pending.rows} rows removed.`) : reply('Nothing dropped.');
    },
  );

  mcp.registerTool(
    'vacuum_table',
    {
      description: 'Reclaim storage of a table',
      inputSchema: z.object({ database: z.enum(['primary', 'analytics']), table: z.string() }),
      annotations: { readOnlyHint: false },
    },
    async ({ database, table }, ctx) => {
      const token = ctx.mcpReq.requestState<string>();
      if (token === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Vacuum ${database}.${table}?`, requestedSchema: ConfirmSchema }),
          },
          requestState: store.pack({ op: 'vacuum', target: `${database}.${table}`, rows: 0, createdAt: Date.now() }),
        });
      }
      const pending = store.unpack(token);
      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema)?.confirm ?? false;
      return confirmed ? reply(`Vacuumed ${pending.target}.`) : reply('Vacuum skipped.');
    },
  );

  return mcp;
}

const port = Number(process.env.PORT ?? 0);
serveHttp(createMcpHandler(createDbServer), port)
  .then((url) => console.log(`db-admin ready: ${url}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
