import { z } from 'zod';
import type { ArgsOf } from '../mcp/catalog.js';
import type { CallContext } from '../mcp/call-context.js';
import { type ToolOutcome, ask, done, failed, form } from '../mcp/outcome.js';
import { StateJwt } from '../state/claims.js';
import { HelpdeskClient, type Queue, exchangeForHelpdeskToken } from '../upstream/helpdesk.js';

const EscalateClaims = z.object({
  ticketId: z.string(),
  tier: z.enum(['l2', 'l3', 'engineering']),
  queueIds: z.array(z.number().int()).min(1),
  note: z.string().optional(),
  helpdeskToken: z.string(),
});
type EscalateClaims = z.infer<typeof EscalateClaims>;

const byLoad = (a: Queue, b: Queue): number => a.open_count - b.open_count;

function queueQuestion(ticketSubject: string, queues: readonly Queue[]) {
  return form(
    `Which queue should "${ticketSubject}" go to?`,
    {
      queue: {
        type: 'string',
        title: 'Queue',
        oneOf: queues.map((q) => ({ const: String(q.id), title: `${q.name} (${q.open_count} open)` })),
      },
    },
    ['queue'],
  );
}

export async function escalateTicket(args: ArgsOf<'escalate_ticket'>, call: CallContext): Promise<ToolOutcome> {
  if (call.requestState === undefined) {
    const grant = await exchangeForHelpdeskToken(call.auth.token);
    const desk = new HelpdeskClient(grant.access_token);
    const [ticket, queues] = await Promise.all([desk.ticket(args.ticketId), desk.queues(args.tier)]);
    if (queues.length === 0) return failed(`No ${args.tier} queues are configured.`);

    const sorted = [...queues].sort(byLoad);
    const claims = {
      ticketId: ticket.id,
      tier: args.tier,
      queueIds: sorted.map((q) => q.id),
      ...(args.note ? { note: args.note } : {}),
      // saves a second token exchange when the user answers
      helpdeskToken: grant.access_token, // expect: no-secrets-in-state
    } satisfies EscalateClaims;

    return ask({ queue: queueQuestion(ticket.subject, sorted) }, await StateJwt.issue(claims, call));
  }

  const verified = await StateJwt.verify(call.requestState, call, EscalateClaims);
  if (!verified.ok) return failed(`The escalation could not be resumed (${verified.reason}); please run it again.`);
  const state = verified.claims;

  const answer = call.inputResponses['queue'];
  if (answer?.action !== 'accept') return done('Escalation cancelled.');
  const queueId = Number(answer.content?.['queue']);
  if (!state.queueIds.includes(queueId)) return failed('That queue was not one of the choices.');

  const desk = new HelpdeskClient(state.helpdeskToken);
  const ticket = await desk.assign(state.ticketId, queueId, state.note);
  return done(`Ticket #${ticket.id} escalated to ${state.tier} (group ${queueId}).`);
}
