'use strict';

var https = require('https');
var util = require('util');
var config = require('./config');

function requestJson(options, body, callback) {
  var req = https.request(options, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      var parsed = null;
      try { parsed = text ? JSON.parse(text) : null; } catch (e) { /* not json */ }
      if (res.statusCode >= 400) {
        var err = new Error(options.method + ' ' + options.path + ' -> ' + res.statusCode);
        err.status = res.statusCode;
        err.body = parsed || text;
        return callback(err);
      }
      callback(null, parsed);
    });
  });
  req.on('error', callback);
  if (body !== undefined) req.write(JSON.stringify(body));
  req.end();
}

var requestJsonAsync = util.promisify(requestJson);

function zendeskOptions(method, path, bearer) {
  return {
    method: method,
    host: config.zendesk.subdomain + '.zendesk.com',
    path: '/api/v2' + path,
    headers: {
      'Authorization': 'Bearer ' + bearer,
      'Content-Type': 'application/json',
      'Accept': 'application/json'
    }
  };
}

// --- Zendesk, always as the calling agent -------------------------------------------------

exports.whoAmI = function (bearer, callback) {
  requestJson(zendeskOptions('GET', '/users/me.json', bearer), undefined, callback);
};

exports.getTicket = function (bearer, ticketId) {
  return requestJsonAsync(zendeskOptions('GET', '/tickets/' + encodeURIComponent(ticketId) + '.json', bearer), undefined)
    .then(function (body) { return body && body.ticket; });
};

exports.solveTicket = function (bearer, ticketId, comment) {
  return requestJsonAsync(zendeskOptions('PUT', '/tickets/' + encodeURIComponent(ticketId) + '.json', bearer), {
    ticket: { status: 'solved', comment: { body: comment, public: false } }
  });
};

// --- PagerDuty, with the agent's personal REST key -----------------------------------------

function pagerdutyOptions(method, path, apiKey) {
  var base = new URL(config.pagerduty.apiBase);
  return {
    method: method,
    host: base.host,
    path: path,
    headers: {
      'Authorization': 'Token token=' + apiKey,
      'Accept': 'application/vnd.pagerduty+json;version=2',
      'Content-Type': 'application/json',
      'From': config.pagerduty.fromEmail
    }
  };
}

exports.listEscalationPolicies = function (apiKey) {
  return requestJsonAsync(pagerdutyOptions('GET', '/escalation_policies?limit=25', apiKey), undefined)
    .then(function (body) { return (body && body.escalation_policies) || []; });
};

exports.triggerIncident = function (apiKey, serviceId, policyId, title, details) {
  return requestJsonAsync(pagerdutyOptions('POST', '/incidents', apiKey), {
    incident: {
      type: 'incident',
      title: title,
      service: { id: serviceId, type: 'service_reference' },
      escalation_policy: { id: policyId, type: 'escalation_policy_reference' },
      body: { type: 'incident_body', details: details }
    }
  }).then(function (body) { return body && body.incident; });
};
