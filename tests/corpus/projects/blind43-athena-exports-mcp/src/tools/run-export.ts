import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { savedQueryNames } from '../athena.js';
import { userIdOf } from '../principal.js';
import type { Deps } from '../server.js';
import type { Opened } from '../state/kms-sealer.js';

const TOOL = 'run_export';

interface PendingExport {
  queryExecutionId: string;
  rowCount: number;
  nextToken?: string;
}

const input = z.object({
  query: z.enum(savedQueryNames),
  from: z.string().date(),
  to: z.string().date(),
});

export function registerRunExport(server: McpServer, { sealer, exports }: Deps) {
  server.registerTool(
    TOOL,
    {
      title: 'Run an export',
      description: 'Run a saved Athena query, show a preview, and export the full result as CSV.',
      inputSchema: input,
    },
    async ({ query, from, to }, ctx) => {
      const userId = userIdOf(ctx);
      const resumed = ctx.mcpReq.requestState<Opened<PendingExport>>();

      if (resumed === undefined) {
        const queryExecutionId = await exports.run(query, from, to);
        const preview = await exports.preview(queryExecutionId);
        return inputRequired({
          inputRequests: {
            format: inputRequired.elicit({
              message: `${query} returned ${preview.rowCount} rows:\n${preview.sample.join('\n')}\n\nExport them?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  export: { type: 'boolean', title: 'Export to S3' },
                  gzip: { type: 'boolean', title: 'Compress (gzip)', default: true },
                },
                required: ['export'],
              },
            }),
          },
          requestState: await sealer.seal<PendingExport>(
            { queryExecutionId, rowCount: preview.rowCount, nextToken: preview.nextToken },
            { userId, tool: TOOL },
          ),
        });
      }

      if (resumed.tool !== TOOL) {
        return { isError: true, content: [{ type: 'text', text: 'That state belongs to another tool; run the export again.' }] };
      }
      const answer = acceptedContent<{ export: boolean; gzip?: boolean }>(ctx.mcpReq.inputResponses, 'format');
      if (answer?.export !== true) return { content: [{ type: 'text', text: 'Nothing exported.' }] };

      const gzip = answer.gzip ?? true;
      const manifest = await exports.export(resumed.payload.queryExecutionId, userId, gzip);
      const link = await exports.downloadLink(manifest.exportId, gzip);
      return {
        content: [
          { type: 'text', text: `Export ${manifest.exportId}: ${resumed.payload.rowCount} rows.` },
          { type: 'resource_link', uri: link, name: `${manifest.exportId}.csv${gzip ? '.gz' : ''}` },
        ],
      };
    },
  );
}
