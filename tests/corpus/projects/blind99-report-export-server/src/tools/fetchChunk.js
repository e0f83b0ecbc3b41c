// Tool fetch_report_chunk: reads a finished export back as CSV text, one chunk of lines per round.
import { sealCursor } from '../cursorSeal.js';
import { readLines } from '../files.js';
import { unpackFrame } from '../frames.js';
import { settings } from '../settings.js';
import { getExport } from '../warehouse.js';
import { accepted, askToContinue, errorResult, textResult } from './results.js';

const TOOL = 'fetch_report_chunk';
const NEXT_KEY = 'next_chunk';

export const fetchChunkTool = {
  definition: {
    name: TOOL,
    description: 'Read the CSV of a finished export in chunks of lines.',
    inputSchema: {
      type: 'object',
      properties: { exportId: { type: 'string', format: 'uuid' } },
      required: ['exportId'],
    },
    annotations: { readOnlyHint: true },
  },

  async handler(args, ctx) {
    let fileKey;
    let from = 0;
    if (ctx.requestState) {
      if (!accepted(ctx.inputResponses, NEXT_KEY, 'more')) return textResult('Stopped reading the export.');
      const cursor = unpackFrame(Buffer.from(String(ctx.requestState).split('.')[0], 'base64url')); // expect: require-sealed-state
      if (cursor.userId !== ctx.userId || cursor.tool !== TOOL || cursor.exp < Date.now()) {
        return errorResult('This cursor has expired; start reading again.');
      }
      fileKey = cursor.fileKey;
      from = cursor.from;
    } else {
      const record = await getExport(args.exportId);
      if (!record || record.owner_id !== ctx.userId) return errorResult('Export not found.');
      if (record.status !== 'done') return errorResult(`Export is ${record.status}.`);
      fileKey = record.file_key;
    }

    const chunk = await readLines(fileKey, from, settings.chunkRows);
    const next = from + chunk.lines;
    if (chunk.lines < settings.chunkRows || next >= chunk.total) return textResult(chunk.text);

    return askToContinue({
      key: NEXT_KEY,
      field: 'more',
      title: 'Read the next chunk',
      note: chunk.text,
      message: `Lines ${from + 1}-${next} of ${chunk.total}. Read the next ${settings.chunkRows}?`,
      requestState: sealCursor({ exportId: args.exportId, fileKey, from: next, userId: ctx.userId, tool: TOOL, exp: Date.now() + settings.cursorTtlMs }),
    });
  },
};
