'use strict';

const config = require('../config');

const TOOL = 'escalate_ticket';
const SEVERITIES = ['sev1', 'sev2', 'sev3'];

const definition = {
  name: TOOL,
  description: 'Page the on-call engineer about a ticket.',
  inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } }, required: ['ticketId'] },
};

const text = (t, isError = false) => ({ isError, content: [{ type: 'text', text: t }] });

async function firstN(iterable, n) {
  const out = [];
  for await (const item of iterable) {
    out.push(item);
    if (out.length >= n) break;
  }
  return out;
}

module.exports = function escalateTool({ helpdesk, drafts, stateSeal }) {
  async function call(params, ctx) {
    const { ticketId } = params.arguments ?? {};
    const binding = { sub: ctx.userId, tool: TOOL };

    if (!params.requestState) {
      const ticket = await helpdesk.ticket(ticketId);
      const recent = await firstN(helpdesk.comments(ticketId), 3);
      // The page is prepared now; the routing key never leaves the server,
      // the client only carries the random draft handle.
      const handle = drafts.put({
        sub: ctx.userId,
        ticketId,
        routingKey: config.pagerRoutingKey,
        summary: `${ticket.key}: ${ticket.subject}`,
        context: recent.map((c) => `${c.author}: ${c.body.slice(0, 200)}`),
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          details: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Page on-call about ${ticket.key}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  severity: { type: 'string', enum: SEVERITIES },
                  note: { type: 'string', maxLength: 500 },
                },
                required: ['severity'],
              },
            },
          },
        },
        requestState: stateSeal.seal({ handle }, binding),
      };
    }

    const claims = stateSeal.open(params.requestState, binding);
    if (!claims) return text('Invalid or expired requestState', true);
    const draft = drafts.take(claims.handle);
    if (!draft || draft.sub !== ctx.userId || draft.ticketId !== ticketId) {
      return text('This escalation is no longer pending.', true);
    }

    const answer = params.inputResponses?.details;
    if (answer?.action !== 'accept' || !SEVERITIES.includes(answer.content?.severity)) return text('No page sent.');

    const res = await fetch('https://events.pagerduty.com/v2/enqueue', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        routing_key: draft.routingKey,
        event_action: 'trigger',
        dedup_key: `ticket-${draft.ticketId}`,
        payload: {
          summary: draft.summary,
          severity: answer.content.severity === 'sev1' ? 'critical' : 'error',
          source: 'ticket-desk',
          custom_details: { note: answer.content.note ?? '', recent: draft.context, escalatedBy: ctx.userId },
        },
      }),
    });
    if (!res.ok) return text(`Pager refused the event (${res.status}).`, true);
    return text(`On-call paged for ${draft.summary}.`);
  }

  return { definition, call };
};
