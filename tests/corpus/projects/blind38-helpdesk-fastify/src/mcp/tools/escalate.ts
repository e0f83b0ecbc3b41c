import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { escalate, escalationTeams, ticketFor, type Agent } from '../../desk.js';
import { accepted, askInput, form, refused, text, type CallParams } from '../results.js';

const TOOL = 'escalate_ticket';
const PENDING_TTL_MS = 5 * 60 * 1000;

export const escalateTool = {
  name: TOOL,
  description: 'Escalate a ticket to a specialist team. Asks which team and for a handover note.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'string' } },
    required: ['ticketId'],
  },
} as const;

const Args = z.object({ ticketId: z.string().uuid() });

interface PendingEscalation {
  userId: string;
  tool: typeof TOOL;
  ticketId: string;
  teamIds: string[];
  expiresAt: number;
}

/**
 * The team list can be long and changes often, so it stays on the server; the client only gets
 * a random handle. We run a single replica (see fly.toml), so process memory is enough.
 */
const pending = new Map<string, PendingEscalation>();

function sweep(now: number) {
  for (const [handle, record] of pending) {
    if (record.expiresAt <= now) pending.delete(handle);
  }
}

export async function runEscalate(params: CallParams, agent: Agent) {
  const { ticketId } = Args.parse(params.arguments ?? {});
  const now = Date.now();
  sweep(now);

  if (params.requestState === undefined) {
    const ticket = await ticketFor(agent, ticketId);
    const teams = await escalationTeams(ticket.teamId);
    if (teams.length === 0) return text('There is no team to escalate this ticket to.');

    const handle = randomUUID();
    pending.set(handle, { userId: agent.id, tool: TOOL, ticketId, teamIds: teams.map((t) => t.id), expiresAt: now + PENDING_TTL_MS });
    return askInput(
      {
        handover: form(
          `Escalate #${ticket.number}. Pick a team and write a short handover note.`,
          {
            teamId: { type: 'string', enum: teams.map((t) => t.id), enumNames: teams.map((t) => t.name) },
            note: { type: 'string', maxLength: 500 },
          },
          ['teamId', 'note'],
        ),
      },
      handle,
    );
  }

  const record = pending.get(params.requestState);
  pending.delete(params.requestState);
  if (
    !record ||
    record.userId !== agent.id ||
    record.tool !== TOOL ||
    record.ticketId !== ticketId ||
    record.expiresAt <= now
  ) {
    return refused('This escalation request is no longer valid. Ask again.');
  }

  const answer = accepted(params.inputResponses?.handover);
  const teamId = answer?.teamId;
  if (typeof teamId !== 'string' || !record.teamIds.includes(teamId)) {
    return text('Not escalated.');
  }
  await escalate(agent, record.ticketId, teamId, String(answer?.note ?? ''));
  return text('Escalated.');
}
