'use strict';

const zendesk = require('node-zendesk');

const SUBDOMAIN = process.env.ZENDESK_SUBDOMAIN || 'acme-support';

/**
 * Builds a Zendesk client acting as the given agent (OAuth token from the
 * agent's own login). Callback-style API wrapped in promises where handy.
 */
function clientFor(oauthToken) {
  return zendesk.createClient({
    subdomain: SUBDOMAIN,
    token: oauthToken,
    oauth: true,
  });
}

function getTicket(oauthToken, ticketId) {
  return new Promise((resolve, reject) => {
    clientFor(oauthToken).tickets.show(ticketId, (err, _req, ticket) => (err ? reject(err) : resolve(ticket)));
  });
}

function updateTicket(oauthToken, ticketId, patch, cb) {
  clientFor(oauthToken).tickets.update(ticketId, { ticket: patch }, (err, _req, ticket) => cb(err, ticket));
}

module.exports = { getTicket, updateTicket };
