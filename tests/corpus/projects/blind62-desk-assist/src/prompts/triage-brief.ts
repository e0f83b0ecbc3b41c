import { ErrorCode, McpError, type GetPromptRequest } from '@modelcontextprotocol/sdk/types.js';
import { DeskClient } from '../desk/client.js';
import { userOf, type RequestExtra } from '../mcp/dispatch.js';
import { accepted, form, incomingRound, needsInput, packBrief, unpackBrief } from '../mcp/wire.js';

export const TRIAGE_BRIEF = {
  name: 'triage_brief',
  description: 'Start a triage conversation about the recent tickets of one of your queues.',
  arguments: [],
};

const WINDOWS: Record<string, number> = { '24h': 24, '3d': 72, '7d': 168 };

/**
 * prompts/get handler. Three rounds: pick a queue (only the ones the agent can
 * see), pick the window, then the brief. Reporting reads go through the
 * service account, so the queue check happens when the queue is picked.
 */
export async function getTriageBrief(request: GetPromptRequest, extra: RequestExtra, legacyClient: boolean) {
  const userId = userOf(extra);
  const round = incomingRound(request.params as Record<string, unknown>, legacyClient);
  const reporting = DeskClient.service();
  const brief = round.requestState ? unpackBrief(round.requestState) : undefined; // expect: require-sealed-state

  if (!brief) {
    const picked = accepted<{ queue: string }>(round.inputResponses.queue);
    const visible = await reporting.queuesVisibleTo(userId);

    if (!picked) {
      return needsInput(
        {
          queue: form('Which queue should the brief cover?', {
            queue: { type: 'string', title: 'Queue', enum: visible.map((q) => q.id), enumNames: visible.map((q) => q.name) },
          }),
        },
        undefined,
        round.legacy,
      );
    }

    const queue = visible.find((q) => q.id === picked.queue);
    if (!queue) throw new McpError(ErrorCode.InvalidParams, 'You do not have access to that queue');

    const next = needsInput(
      {
        window: form(`Brief on ${queue.name}: how far back?`, {
          window: { type: 'string', title: 'Window', enum: Object.keys(WINDOWS), default: '24h' },
          includeSolved: { type: 'boolean', title: 'Include solved tickets', default: false },
        }),
      },
      packBrief({ queueId: queue.id, queueName: queue.name }), // expect: require-sealed-state
      round.legacy,
    );
    return next;
  }

  const window = accepted<{ window: string; includeSolved: boolean }>(round.inputResponses.window);
  const hours = WINDOWS[window?.window ?? '24h'] ?? 24;
  const since = new Date(Date.now() - hours * 3_600_000).toISOString();
  const tickets = (await reporting.ticketsIn(brief.queueId, since)).filter(
    (t) => window?.includeSolved || (t.status !== 'solved' && t.status !== 'closed'),
  );

  const lines = tickets.map((t) => `- #${t.id} [${t.priority}/${t.status}] ${t.subject} (requester ${t.requester}, updated ${t.updatedAt})`);
  return {
    description: `Triage brief for ${brief.queueName}`,
    messages: [
      {
        role: 'user' as const,
        content: {
          type: 'text' as const,
          text:
            `These are the tickets in ${brief.queueName} updated in the last ${window?.window ?? '24h'}:\n${lines.join('\n')}\n\n` +
            'Group them by likely root cause, flag anything that looks like an outage, and suggest who should take what.',
        },
      },
    ],
  };
}
