import { z } from 'zod';
import { kb } from '../../utils/kb';
import { packRoundState, peekRoundState, unpackRoundState } from '../../utils/round-state';
import { callerId, confirmRequest, text, type ToolHandler } from './shared';

export const bulkRetagTool = {
  name: 'bulk_retag',
  description: 'Replace one tag with another on every article of a space. Locks the space while it runs.',
  inputSchema: {
    type: 'object',
    properties: {
      spaceId: { type: 'string' },
      fromTag: { type: 'string' },
      toTag: { type: 'string' },
    },
    required: ['spaceId', 'fromTag', 'toTag'],
  },
} as const;

const Args = z.object({ spaceId: z.string().min(1), fromTag: z.string().min(1), toTag: z.string().min(1) });

interface RetagState {
  lockId: string;
  spaceId: string;
  fromTag: string;
  toTag: string;
  count: number;
}

export const bulkRetag: ToolHandler = async (params, extra) => {
  const userId = callerId(extra);
  const args = Args.parse(params.arguments ?? {});
  const binding = { userId, tool: bulkRetagTool.name };
  const token = params.requestState;

  if (!token) {
    if (!(await kb.canEdit(args.spaceId, userId))) {
      return text(`You can't edit space ${args.spaceId}.`, true);
    }
    const { count } = await kb.countTagged(args.spaceId, args.fromTag);
    if (count === 0) return text(`No articles are tagged "${args.fromTag}".`);

    // Lock first so the count we show is still true when the user says yes.
    const lock = await kb.lockSpace(args.spaceId, userId);
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: confirmRequest(`Retag ${count} articles from "${args.fromTag}" to "${args.toTag}"?`),
      },
      requestState: packRoundState<RetagState>({ lockId: lock.lockId, ...args, count }, binding),
    };
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    // Declined: nothing was changed, we only have to give the lock back.
    const { lockId } = peekRoundState<RetagState>(token); // expect: require-sealed-state
    await kb.releaseLock(lockId);
    return text('Retag cancelled; the space is unlocked again.');
  }

  const state = unpackRoundState<RetagState>(token, binding);
  if (!state) return text('This confirmation is invalid or has expired. Run the tool again.', true);

  try {
    const { updated } = await kb.retag(state.spaceId, state.lockId, state.fromTag, state.toTag);
    return text(`Retagged ${updated} articles in ${state.spaceId}.`);
  } finally {
    await kb.releaseLock(state.lockId);
  }
};
