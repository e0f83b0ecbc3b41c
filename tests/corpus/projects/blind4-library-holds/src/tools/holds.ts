import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import {
  branchName,
  isBranchId,
  isValidIsbn13,
  MAX_ACTIVE_HOLDS,
  TOOL_CANCEL_ALL,
  TOOL_PLACE_HOLD,
  type BranchId,
} from '../constants.js';
import { codecFor, openOrNothing, patronIdOf, StateRejected } from '../state.js';

export interface Catalogue {
  title(isbn: string): Promise<string | null>;
  activeHolds(patronId: string): Promise<Array<{ isbn: string; branch: BranchId }>>;
  placeHold(patronId: string, isbn: string, branch: BranchId): Promise<{ position: number }>;
  cancelHolds(patronId: string, branch: BranchId): Promise<number>;
}

interface PlaceHoldState { isbn: string; branch: BranchId; title: string }
interface CancelAllState { branch: BranchId; count: number }

const placeCodec = codecFor<PlaceHoldState>(TOOL_PLACE_HOLD);
const cancelCodec = codecFor<CancelAllState>(TOOL_CANCEL_ALL);

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });
const yesNo = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } as const;

export function registerHoldTools(server: McpServer, catalogue: Catalogue): void {
  server.registerTool(
    TOOL_PLACE_HOLD,
    {
      description: 'Reserve a copy of a book for pick-up at a branch.',
      inputSchema: z.object({ isbn: z.string(), branch: z.string() }),
    },
    async ({ isbn, branch }, ctx) => {
      const patron = patronIdOf(ctx);
      try {
        const pending = await openOrNothing(placeCodec, ctx.mcpReq.requestState<string>(), ctx);
        if (!pending) {
          if (!isValidIsbn13(isbn) || !isBranchId(branch)) return text('Unknown ISBN or branch.', true);
          const title = await catalogue.title(isbn);
          if (title === null) return text(`No record for ${isbn}.`, true);
          const holds = await catalogue.activeHolds(patron);
          if (holds.length >= MAX_ACTIVE_HOLDS) return text('Hold limit reached.', true);
          return inputRequired({
            inputRequests: { confirm: inputRequired.elicit({ message: `Hold "${title}" at ${branchName(branch)}?`, requestedSchema: yesNo }) },
            requestState: await placeCodec.mint({ isbn, branch, title }, ctx),
          });
        }
        if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.ok !== true) {
          return text('No hold placed.');
        }
        const { position } = await catalogue.placeHold(patron, pending.isbn, pending.branch);
        return text(`Hold placed on "${pending.title}" — you are number ${position} in the queue.`);
      } catch (err) {
        if (err instanceof StateRejected) return text(err.message, true);
        throw err;
      }
    },
  );

  server.registerTool(
    TOOL_CANCEL_ALL,
    {
      description: 'Cancel every hold the patron has at one branch.',
      inputSchema: z.object({ branch: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ branch }, ctx) => {
      const patron = patronIdOf(ctx);
      if (!isBranchId(branch)) return text(`Unknown branch ${branch}.`, true);
      try {
        const pending = await openOrNothing(cancelCodec, ctx.mcpReq.requestState<string>(), ctx);
        if (!pending) {
          const count = (await catalogue.activeHolds(patron)).filter((h) => h.branch === branch).length;
          if (count === 0) return text('No holds at that branch.');
          return inputRequired({
            inputRequests: { confirm: inputRequired.elicit({ message: `Cancel all ${count} holds at ${branchName(branch)}?`, requestedSchema: yesNo }) },
            requestState: await cancelCodec.mint({ branch, count }, ctx),
          });
        }
        // The confirmation covers exactly the branch it was shown for.
        if (pending.branch !== branch) return text('The branch changed since you confirmed; start again.', true);
        if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.ok !== true) {
          return text('Nothing cancelled.');
        }
        const cancelled = await catalogue.cancelHolds(patron, pending.branch);
        return text(`Cancelled ${cancelled} hold(s) at ${branchName(pending.branch)}.`);
      } catch (err) {
        if (err instanceof StateRejected) return text(err.message, true);
        throw err;
      }
    },
  );
}
