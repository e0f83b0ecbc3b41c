import { z } from 'zod';
import { decodeJwt } from 'jose';
import { acquireLock, releaseLock } from '../db.js';
import { deleteList, getList, portalFor } from '../hubspot.js';
import { issueStateToken, readStateToken } from '../state/tokens.js';
import { failure, formRequest, text, type ToolHandler } from './context.js';

const TOOL = 'delete_segment';

const Args = z.object({ segmentId: z.string().regex(/^\d+$/) });

interface PendingDelete {
  segmentId: string;
  lockId: string;
}

export const deleteSegmentTool: ToolHandler = {
  definition: {
    name: TOOL,
    description: 'Delete one of your HubSpot lists (segments). Contacts are kept. Asks for confirmation.',
    inputSchema: { type: 'object', properties: { segmentId: { type: 'string' } }, required: ['segmentId'] },
    annotations: { destructiveHint: true },
  },

  async call(args, ctx) {
    const { segmentId } = Args.parse(args);
    const binding = { userId: ctx.userId, tool: TOOL };

    if (!ctx.requestState) {
      const portal = await portalFor(ctx.userId);
      const segment = await getList(portal, segmentId);
      const lock = await acquireLock(`hubspot-list:${portal.portalId}:${segmentId}`, ctx.userId);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: formRequest(`Delete "${segment.name}" (${segment.size} contacts)? The contacts themselves stay.`, {}),
        },
        requestState: await issueStateToken({ segmentId, lockId: lock.id }, binding),
      };
    }

    if (ctx.inputResponses?.confirm?.action !== 'accept') {
      // declined: let go of the lock now instead of making the nightly sync wait 15 minutes
      const { lockId } = decodeJwt<PendingDelete>(ctx.requestState); // expect: require-sealed-state
      await releaseLock(lockId);
      return text('Kept the segment.');
    }

    const pending = await readStateToken<PendingDelete>(ctx.requestState, binding);
    if (!pending || pending.segmentId !== segmentId) {
      return failure('This confirmation expired or was for another segment. Please ask again.');
    }
    const portal = await portalFor(ctx.userId);
    await deleteList(portal, pending.segmentId);
    await releaseLock(pending.lockId);
    return text(`Deleted segment ${pending.segmentId}.`);
  },
};
