'use strict';

var axios = require('axios');
var _ = require('lodash');

/**
 * Thin Zendesk REST client. Every call runs with the token of the agent it acts for.
 *
 * @constructor
 * @param {{ subdomain: string, timeoutMs?: number }} opts
 */
function ZendeskClient(opts) {
  this.baseUrl = 'https://' + opts.subdomain + '.zendesk.com';
  this.http = axios.create({ baseURL: this.baseUrl, timeout: opts.timeoutMs || 8000 });
}

ZendeskClient.prototype._auth = function (token) {
  return { headers: { Authorization: 'Bearer ' + token } };
};

/**
 * Node-style callback so the Express middleware can use it directly.
 * @param {string} token
 * @param {function(Error|null, object=)} cb
 */
ZendeskClient.prototype.whoAmI = function (token, cb) {
  this.http.get('/api/v2/users/me.json', this._auth(token)).then(
    function (res) { cb(null, res.data && res.data.user); },
    function (err) { cb(err); }
  );
};

ZendeskClient.prototype.getTicket = function (id, token) {
  return this.http.get('/api/v2/tickets/' + encodeURIComponent(id) + '.json', this._auth(token)).then(function (res) {
    return res.data.ticket;
  });
};

/**
 * Trades the agent's token for a short-lived token scoped to the tier-2 group, which is
 * what the escalation endpoints accept.
 * @returns {Promise<{ access_token: string, token_type: string, expires_in: number }>}
 */
ZendeskClient.prototype.exchangeForGroup = function (agentToken, groupId) {
  return this.http
    .post('/api/v2/oauth/tokens/exchange.json', { scope: 'tickets:write group:' + groupId }, this._auth(agentToken))
    .then(function (res) {
      return _.pick(res.data, ['access_token', 'token_type', 'expires_in']);
    });
};

ZendeskClient.prototype.escalate = function (ticketId, change, groupToken) {
  var body = {
    ticket: {
      group_id: change.groupId,
      priority: change.priority,
      comment: { body: change.note, public: false }
    }
  };
  return this.http.put('/api/v2/tickets/' + encodeURIComponent(ticketId) + '.json', body, this._auth(groupToken));
};

ZendeskClient.prototype.merge = function (sourceId, targetId, token) {
  return this.http.post(
    '/api/v2/tickets/' + encodeURIComponent(targetId) + '/merge.json',
    { ids: [sourceId], target_comment: 'Merged duplicate #' + sourceId, source_comment: 'Closed as duplicate of #' + targetId },
    this._auth(token)
  );
};

module.exports = ZendeskClient;
