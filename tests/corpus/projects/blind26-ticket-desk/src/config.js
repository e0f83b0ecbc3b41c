'use strict';

const MIN_STATE_KEY_BYTES = 32;

/**
 * The requestState key must be random and shared by all replicas. It comes from
 * the secret store as base64; anything short or missing aborts the boot.
 */
function readStateKey(env = process.env) {
  const key = Buffer.from(env.TICKET_DESK_STATE_KEY ?? '', 'base64');
  if (key.length < MIN_STATE_KEY_BYTES) {
    throw new Error(
      `TICKET_DESK_STATE_KEY must be base64 for at least ${MIN_STATE_KEY_BYTES} random bytes (got ${key.length})`,
    );
  }
  return key;
}

module.exports = {
  port: Number(process.env.PORT || 8080),
  logLevel: process.env.LOG_LEVEL || 'info',
  helpdeskUrl: process.env.HELPDESK_URL || 'https://helpdesk.internal',
  helpdeskServiceToken: process.env.HELPDESK_SERVICE_TOKEN,
  pagerRoutingKey: process.env.PAGER_ROUTING_KEY,
  issuer: process.env.OIDC_ISSUER || 'https://login.example.org',
  audience: 'ticket-desk',
  stateKey: readStateKey(),
  stateTtlSeconds: 300,
};
