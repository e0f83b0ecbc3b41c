// Tool stage_csv_import: downloads a ledger CSV, validates it and stages it batch by batch, asking before each further batch.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { currentUser } from '../auth.js';
import { config } from '../config.js';
import { fetchSource, normalizeRow, packRejects, parseAll, unpackRejects } from '../csv.js';
import { createImport, insertBatch } from '../db.js';
import { importStateCodec, MAX_REJECTS_IN_STATE, type StageState } from '../state.js';

const CONTINUE_KEY = 'continue_staging';

const text = (value: string, isError = false) => ({ isError, content: [{ type: 'text', text: value }] });

export function registerStageImport(server) {
  server.registerTool(
    'stage_csv_import',
    {
      description: 'Download a ledger CSV and stage its lines for review. Large files are staged in batches.',
      inputSchema: { sourceUrl: z.string().url(), ledgerId: z.string().min(1).max(64) },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const user = currentUser(ctx);
      if (!user) return text('Sign-in required.', true);

      const source = await fetchSource(args.sourceUrl);
      const records = parseAll(source.text);
      const resumed = ctx.mcpReq.requestState<StageState>();

      let importId: string;
      let offset = 0;
      let rejects = [];
      if (resumed) {
        const answer = acceptedContent<{ proceed: boolean }>(ctx.mcpReq.inputResponses, CONTINUE_KEY);
        if (!answer?.proceed) {
          return text(`Staging paused. Import ${resumed.importId} keeps its ${resumed.offset} staged lines.`);
        }
        if (source.checksum !== resumed.sourceChecksum) {
          return text('The source file changed since the previous batch; start a new import.', true);
        }
        importId = resumed.importId;
        offset = resumed.offset;
        rejects = unpackRejects(resumed.rejects);
      } else {
        if (records.length === 0) return text('The file has no data rows.', true);
        importId = await createImport({
          tenantId: user.tenantId,
          ledgerId: args.ledgerId,
          sourceUrl: args.sourceUrl,
          createdBy: user.userId,
          sourceChecksum: source.checksum,
        });
      }

      const slice = records.slice(offset, offset + config.batchSize);
      const accepted = [];
      slice.forEach((record, i) => {
        const result = normalizeRow(record, offset + i + 2);
        if (result.ok) accepted.push(result.row);
        else rejects.push({ line: result.lineNo, errors: result.errors });
      });
      await insertBatch(importId, accepted);
      const next = offset + slice.length;

      if (next >= records.length) {
        return text(JSON.stringify({ importId, totalLines: records.length, rejected: rejects.length, rejects: rejects.slice(0, 50) }));
      }

      const remaining = records.length - next;
      return inputRequired({
        inputRequests: {
          [CONTINUE_KEY]: inputRequired.elicit({
            message: `Staged ${next} of ${records.length} lines (${rejects.length} rejected so far). Stage the next ${Math.min(config.batchSize, remaining)}?`,
            requestedSchema: {
              type: 'object',
              properties: { proceed: { type: 'boolean', title: 'Continue staging' } },
              required: ['proceed'],
            },
          }),
        },
        requestState: await importStateCodec.mint({ importId, offset: next, sourceChecksum: source.checksum, rejects: packRejects(rejects.slice(-MAX_REJECTS_IN_STATE)) }),
      });
    },
  );
}
