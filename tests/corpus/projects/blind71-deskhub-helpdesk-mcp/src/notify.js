// Outbound notifications: pages the on-call rotation of a workspace through the pager bridge.
'use strict';

const config = require('./config');

async function pageOnCall(tenant, { ticketId, subject, level, requestedBy, reason }) {
  if (!tenant.pagerRoutingKey) return { skipped: true };
  const res = await fetch(config.pagerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      routing_key: tenant.pagerRoutingKey,
      event_action: 'trigger',
      dedup_key: `deskhub-${tenant.id}-${ticketId}`,
      payload: {
        summary: `[${level.toUpperCase()}] ${subject}`,
        source: `deskhub/${tenant.slug}`,
        severity: level === 'urgent' ? 'critical' : 'error',
        custom_details: { ticketId, requestedBy, reason, service: tenant.pagerService },
      },
    }),
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`pager bridge answered ${res.status}`);
  return res.json();
}

module.exports = { pageOnCall };
