import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { callerId } from '../auth.js';
import { dropSnapshot, findSnapshot, keepSnapshot } from '../snapshots.js';
import { stateCodec, upgrade } from '../state/codec.js';
import type { AnyState, Counts, RecountState } from '../state/codec.js';
import { wms } from '../wms.js';
import type { BinLine } from '../wms.js';

const TOOL = 'recount_bin';
const BATCH = 12;

const loginSchema = z.object({
  username: z.string().describe('WMS user'),
  password: z.string().describe('WMS password'),
});

const reviewSchema = z.object({ post: z.boolean().describe('Post these counts to the WMS') });

const text = (t: string): CallToolResult => ({ content: [{ type: 'text', text: t }] });
const refuse = (t: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: t }] });

function batchSchema(lines: BinLine[]) {
  return {
    type: 'object' as const,
    properties: Object.fromEntries(
      lines.map((l) => [l.sku, { type: 'integer' as const, minimum: 0, title: `${l.sku} ${l.description} (${l.uom})` }]),
    ),
    required: lines.map((l) => l.sku),
  };
}

function onlyListed(answer: Record<string, unknown>, lines: BinLine[]): Counts {
  const counts: Counts = {};
  for (const line of lines) {
    const value = Number(answer[line.sku]);
    if (Number.isInteger(value) && value >= 0) counts[line.sku] = value;
  }
  return counts;
}

async function askBatch(ctx: ServerContext, lines: BinLine[], state: RecountState) {
  const slice = lines.slice(state.cursor, state.cursor + BATCH);
  return inputRequired({
    inputRequests: {
      [`batch_${state.cursor}`]: inputRequired.elicit({
        message: `Bin ${state.bin}: count items ${state.cursor + 1}–${state.cursor + slice.length} of ${lines.length}`,
        requestedSchema: batchSchema(slice),
      }),
    },
    requestState: await stateCodec.mint(state, ctx),
  });
}

async function askReview(ctx: ServerContext, lines: BinLine[], state: RecountState) {
  const variances = lines
    .filter((l) => (state.counts[l.sku] ?? 0) !== l.expected)
    .map((l) => `${l.sku}: expected ${l.expected}, counted ${state.counts[l.sku] ?? 0}`);
  return inputRequired({
    inputRequests: {
      review: inputRequired.elicit({
        message: variances.length ? `Variances in ${state.bin}:\n${variances.join('\n')}` : `No variances in ${state.bin}.`,
        requestedSchema: reviewSchema,
      }),
    },
    requestState: await stateCodec.mint(state, ctx),
  });
}

export function registerRecountBin(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Recount a bin',
      description: 'Cycle-counts a bin: locks it in the WMS, asks for counts a batch of SKUs at a time, then posts the result.',
      inputSchema: z.object({ bin: z.string().regex(/^[A-Z]\d{2}-\d{2}-\d{2}$/) }),
    },
    async ({ bin }, ctx) => {
      const userId = callerId(ctx);
      const verified = ctx.mcpReq.requestState<AnyState>();

      if (verified === undefined) {
        const login = acceptedContent<{ username: string; password: string }>(ctx.mcpReq.inputResponses, 'wms_login');
        if (!login) {
          return inputRequired({
            inputRequests: {
              wms_login: inputRequired.elicit({ message: `Sign in to the WMS to lock ${bin} for counting.`, requestedSchema: loginSchema }),
            },
          });
        }
        const lock = await wms.lockBin(bin, login);
        const snapshotId = keepSnapshot({ bin, lockId: lock.lockId, lines: lock.lines, takenBy: userId, takenAt: Date.now() });
        return askBatch(ctx, lock.lines, {
          v: 3,
          tool: TOOL,
          step: 'counting',
          bin,
          snapshotId,
          cursor: 0,
          counts: {},
          // the WMS wants the counter's own login on the lock and again on the post
          counter: { username: login.username, password: login.password }, // expect: no-secrets-in-state
        });
      }

      const state = upgrade(verified);
      if (state.tool !== TOOL || state.bin !== bin) return refuse('That state belongs to another count. Start the recount again.');
      const snapshot = findSnapshot(state.snapshotId);
      if (!snapshot || snapshot.takenBy !== userId) return refuse('The bin snapshot has expired. Start the recount again.');

      if (state.step === 'counting') {
        const slice = snapshot.lines.slice(state.cursor, state.cursor + BATCH);
        const answer = acceptedContent(ctx.mcpReq.inputResponses, `batch_${state.cursor}`);
        if (!answer) return askBatch(ctx, snapshot.lines, state);
        const counts = { ...state.counts, ...onlyListed(answer, slice) };
        const cursor = state.cursor + BATCH;
        if (cursor < snapshot.lines.length) return askBatch(ctx, snapshot.lines, { ...state, cursor, counts });
        return askReview(ctx, snapshot.lines, { ...state, step: 'review', cursor, counts });
      }

      const review = acceptedContent<{ post: boolean }>(ctx.mcpReq.inputResponses, 'review');
      if (!review?.post) {
        await wms.unlockBin(bin, snapshot.lockId, state.counter);
        dropSnapshot(state.snapshotId);
        return text(`Recount of ${bin} discarded; the bin is unlocked.`);
      }
      const posted = await wms.postCount(bin, snapshot.lockId, state.counts, state.counter);
      dropSnapshot(state.snapshotId);
      return text(`Counts for ${bin} posted as ${posted.documentNo}.`);
    },
  );
}
