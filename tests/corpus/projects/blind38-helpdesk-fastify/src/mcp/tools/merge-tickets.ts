import { z } from 'zod';
import { mergeTickets, ticketFor, type Agent } from '../../desk.js';
import { accepted, askInput, form, refused, text, type CallParams } from '../results.js';
import * as stateBox from '../state-box.js';

const TOOL = 'merge_tickets';

export const mergeTicketsTool = {
  name: TOOL,
  description: 'Merge a duplicate ticket into another: its messages move over and it is closed as merged.',
  inputSchema: {
    type: 'object',
    properties: {
      survivorId: { type: 'string', description: 'Ticket that stays open' },
      duplicateId: { type: 'string', description: 'Ticket that is merged away' },
    },
    required: ['survivorId', 'duplicateId'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
} as const;

const MergeArgs = z
  .object({ survivorId: z.string().uuid(), duplicateId: z.string().uuid() })
  .refine((a) => a.survivorId !== a.duplicateId, 'A ticket cannot be merged into itself');

interface PendingMerge {
  survivorId: string;
  duplicateId: string;
}

export async function runMergeTickets(params: CallParams, agent: Agent) {
  const { survivorId, duplicateId } = MergeArgs.parse(params.arguments ?? {});
  const binding = { userId: agent.id, tool: TOOL };

  if (params.requestState === undefined) {
    const [survivor, duplicate] = await Promise.all([ticketFor(agent, survivorId), ticketFor(agent, duplicateId)]);
    return askInput(
      {
        confirm: form(
          `Merge #${duplicate.number} “${duplicate.subject}” into #${survivor.number}? #${duplicate.number} will be closed.`,
          { confirm: { type: 'boolean', title: 'Merge' } },
          ['confirm'],
        ),
      },
      // The exact pair the agent saw goes into the sealed state; the retry must name the same pair.
      stateBox.seal<PendingMerge>({ survivorId, duplicateId }, binding),
    );
  }

  const pending = stateBox.open<PendingMerge>(params.requestState, binding);
  if (!pending || pending.survivorId !== survivorId || pending.duplicateId !== duplicateId) {
    return refused('This confirmation has expired or was for other tickets. Ask again.');
  }
  if (accepted(params.inputResponses?.confirm)?.confirm !== true) {
    return text('Nothing merged.');
  }

  const survivor = await mergeTickets(agent, pending.survivorId, pending.duplicateId);
  return text(`Merged into #${survivor.number}.`);
}
