/** Group ids in our Zendesk instance. */
export const GROUPS = Object.freeze({ tier1: 9001, billing: 9002, tier2: 9003 });

/**
 * What escalate_ticket remembers between asking the agent for details and applying them.
 * @param {{ id: number, group_id: number, subject: string }} ticket
 * @param {{ access_token: string, expires_in: number }} grant  the exchanged Zendesk token
 */
export function buildEscalationDraft(ticket, grant) {
  return {
    tool: 'escalate_ticket',
    ticketId: ticket.id,
    fromGroup: ticket.group_id,
    targetGroup: ticket.group_id === GROUPS.billing ? GROUPS.billing : GROUPS.tier2,
    // keep the exchanged token so the second round does not hit the STS again
    upstream: {
      access_token: grant.access_token,
      expires_at: Date.now() + grant.expires_in * 1000,
    },
  };
}

/** The exchanged token is only worth reusing if it has a minute left. */
export const upstreamUsable = (draft) => Boolean(draft.upstream?.access_token) && draft.upstream.expires_at - 60_000 > Date.now();
