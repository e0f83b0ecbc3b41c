// Models a @modelcontextprotocol/server 2.x server without a verify hook whose tools call codec.verify themselves — except one that parses the raw state — next to argument JSON that is not state.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { reports, exportsQueue } from './analytics.mjs';

const MAX_STATE_BYTES = 16 * 1024;

const codec = createRequestStateCodec<{ reportId: string; columns: string[] }>({
  key: Buffer.from(process.env.ANALYTICS_STATE_KEY!, 'base64'),
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`,
});

export function createServer(): McpServer {
  const server = new McpServer({ name: 'analytics', version: '0.9.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'build_report',
    { description: 'Build a report, asking which columns to include', inputSchema: z.object({ reportId: z.string(), filters: z.string() }) },
    async ({ reportId, filters }, ctx) => {
      const parsedFilters = JSON.parse(filters);
      const raw = ctx.mcpReq.requestState<string>();
      if (raw !== undefined && Buffer.byteLength(raw) > MAX_STATE_BYTES) {
        return { isError: true, content: [{ type: 'text', text: 'requestState too large' }] };
      }
      if (!raw) {
        const columns = await reports.columns(reportId);
        return inputRequired({
          inputRequests: { columns: inputRequired.elicit({ message: 'Which columns?', requestedSchema: z.object({ columns: z.array(z.enum(columns)) }) }) },
          requestState: await codec.mint({ reportId, columns }, ctx),
        });
      }
      const state = await codec.verify(raw, ctx);
      const chosen = acceptedContent<{ columns: string[] }>(ctx.mcpReq.inputResponses, 'columns')?.columns ?? state.columns;
      const rows = await reports.run(state.reportId, chosen, parsedFilters);
      return { content: [{ type: 'text', text: `${rows.length} rows` }] };
    },
  );

  server.registerTool(
    'export_report',
    { description: 'Export a report to CSV', inputSchema: z.object({ reportId: z.string() }) },
    async ({ reportId }, ctx) => {
      const raw = ctx.mcpReq.requestState<string>();
      if (!raw) {
        return inputRequired({
          inputRequests: { email: inputRequired.elicit({ message: 'Send the CSV to which address?', requestedSchema: z.object({ email: z.string().email() }) }) },
          requestState: JSON.stringify({ reportId, requestedAt: new Date().toISOString() }), // expect: require-sealed-state
        });
      }
      const pending = JSON.parse(raw); // expect: require-sealed-state
      const email = acceptedContent<{ email: string }>(ctx.mcpReq.inputResponses, 'email')?.email;
      if (!email) return { content: [{ type: 'text', text: 'No export sent' }] };
      const job = await exportsQueue.push({ reportId: pending.reportId, email });
      return { content: [{ type: 'text', text: `Export ${job.id} queued` }] };
    },
  );

  return server;
}
