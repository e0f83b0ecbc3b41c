'use strict';

const env = process.env;

module.exports = {
  port: Number(env.PORT || 8080),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || 'postgres://helpdesk:helpdesk@localhost:5432/helpdesk',
  zendesk: {
    subdomain: env.ZENDESK_SUBDOMAIN || 'acme',
  },
  pagerDuty: {
    eventsUrl: env.PD_EVENTS_URL || 'https://events.pagerduty.com/v2/enqueue',
  },
  state: {
    secret: env.HELPDESK_STATE_SECRET || 'helpdesk-state-dev-secret',
    ttlMs: 5 * 60 * 1000,
  },
};
