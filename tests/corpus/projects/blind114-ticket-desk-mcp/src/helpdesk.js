// Thin wrapper over the Helpdesk REST API using each user's own API key.
'use strict';

var config = require('./config');

// Thin wrapper over the Helpdesk REST API. Each user has their own API key,
// stored in the accounts table and looked up by user id.
function Helpdesk(baseUrl) {
  this.baseUrl = baseUrl || config.helpdeskUrl;
}

Helpdesk.prototype.request = function (apiKey, method, path, body) {
  return fetch(this.baseUrl + path, {
    method: method,
    headers: {
      'content-type': 'application/json',
      authorization: 'Token ' + apiKey
    },
    body: body ? JSON.stringify(body) : undefined
  }).then(function (res) {
    if (!res.ok) {
      var err = new Error('helpdesk ' + method + ' ' + path + ' -> ' + res.status);
      err.status = res.status;
      throw err;
    }
    return res.status === 204 ? null : res.json();
  });
};

Helpdesk.prototype.lookupAccount = function (userId) {
  return this.request(process.env.HELPDESK_ADMIN_KEY, 'GET', '/accounts/by-user/' + encodeURIComponent(userId));
};

Helpdesk.prototype.getTicket = function (apiKey, id) {
  return this.request(apiKey, 'GET', '/tickets/' + encodeURIComponent(id));
};

Helpdesk.prototype.closeTicket = function (apiKey, id, resolution) {
  return this.request(apiKey, 'POST', '/tickets/' + encodeURIComponent(id) + '/close', { resolution: resolution });
};

Helpdesk.prototype.mergeTickets = function (apiKey, targetId, sourceIds) {
  return this.request(apiKey, 'POST', '/tickets/' + encodeURIComponent(targetId) + '/merge', { sources: sourceIds });
};

module.exports = new Helpdesk();
module.exports.Helpdesk = Helpdesk;
