import type { Agent, Ticket } from './tickets.service';

/**
 * Everything the second round of `escalate_ticket` needs, so that we do not have
 * to hit the agent directory again when the client comes back with the answer.
 */
export interface EscalationContext {
  agentId: string;
  ticketId: string;
  fromTeam: string;
  upstream: { baseUrl: string; token: string };
}

export function buildEscalationContext(agent: Agent, ticket: Ticket): EscalationContext {
  return {
    agentId: agent.id,
    ticketId: ticket.id,
    fromTeam: agent.team,
    upstream: {
      baseUrl: `https://${agent.zendeskSubdomain}.zendesk.com/api/v2`,
      token: agent.zendeskApiToken,
    },
  };
}

export async function mirrorUpstream(ctx: EscalationContext, toTeam: string): Promise<void> {
  const res = await fetch(`${ctx.upstream.baseUrl}/tickets/${encodeURIComponent(ctx.ticketId)}.json`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${ctx.upstream.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ticket: { group: toTeam, status: 'open' } }),
  });
  if (!res.ok) throw new Error(`zendesk mirror failed: ${res.status}`);
}
