// Reads port, helpdesk URL and request-state signing settings from the environment.
'use strict';

// Central place for env handling so the tools don't poke at process.env directly.
var config = {
  port: parseInt(process.env.PORT || '3030', 10),
  helpdeskUrl: process.env.HELPDESK_URL || 'https://helpdesk.internal.example.com/api/v2',
  // Used to sign the requestState blobs we hand to the client between rounds.
  stateSecret: process.env.TICKET_STATE_SECRET || 'ticket-desk-dev-secret',
  stateTtlMs: 5 * 60 * 1000
};

module.exports = config;
