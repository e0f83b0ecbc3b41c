'use strict';

var upstream = require('../lib/upstream');
var roundState = require('../lib/round-state');
var respond = require('../lib/respond');

var NAME = 'escalate_ticket';
var DEFAULT_SERVICE = process.env.PAGERDUTY_SUPPORT_SERVICE || 'PSUPP01';

exports.definition = {
  name: NAME,
  title: 'Escalate to on-call',
  description: 'Open a PagerDuty incident for a ticket. Uses the agent\'s own PagerDuty REST key, which it asks for.',
  inputSchema: {
    type: 'object',
    properties: { ticketId: { type: 'integer' }, urgency: { type: 'string', enum: ['high', 'low'] } },
    required: ['ticketId']
  }
};

function askForKey() {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Paste your PagerDuty user API key (My Profile > User Settings > Create API User Token).',
      requestedSchema: {
        type: 'object',
        properties: { apiKey: { type: 'string', title: 'PagerDuty API key', minLength: 20 } },
        required: ['apiKey']
      }
    }
  };
}

function askForPolicy(policies) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Which escalation policy should be paged?',
      requestedSchema: {
        type: 'object',
        properties: {
          policy: {
            type: 'string',
            enum: policies.map(function (p) { return p.id; }),
            enumNames: policies.map(function (p) { return p.name; })
          }
        },
        required: ['policy']
      }
    }
  };
}

exports.call = async function (params, extra) {
  var auth = extra.authInfo;
  var userId = auth.extra.userId;
  var args = params.arguments || {};
  var responses = params.inputResponses || {};
  var token = respond.stateFrom(params);

  // Round 1: we need the agent's PagerDuty key.
  if (!token) {
    var ticket = await upstream.getTicket(auth.token, args.ticketId);
    if (!ticket) return respond.fail('Ticket #' + args.ticketId + ' not found.');
    return respond.needInput(
      { pd_login: askForKey() },
      roundState.pack({ step: 'login', ticketId: ticket.id, title: ticket.subject, urgency: args.urgency || 'high' }, userId, NAME)
    );
  }

  var state = roundState.unpack(token, userId, NAME);
  if (!state) return respond.fail('This escalation expired; start again.');

  // Round 2: list the policies the key can see and let the agent pick one.
  if (state.step === 'login') {
    var login = responses.pd_login;
    if (!login || login.action !== 'accept') return respond.text('Escalation cancelled.');
    var apiKey = String(login.content.apiKey || '').trim();
    var policies;
    try {
      policies = await upstream.listEscalationPolicies(apiKey);
    } catch (err) {
      if (err.status === 401) return respond.fail('PagerDuty rejected that key.');
      throw err;
    }
    if (!policies.length) return respond.fail('That PagerDuty key cannot see any escalation policy.');
    return respond.needInput(
      { policy: askForPolicy(policies) },
      roundState.pack({
        step: 'policy',
        ticketId: state.ticketId,
        title: state.title,
        urgency: state.urgency,
        pdApiKey: apiKey // expect: no-secrets-in-state
      }, userId, NAME)
    );
  }

  // Round 3: page.
  if (state.step === 'policy') {
    var pick = responses.policy;
    if (!pick || pick.action !== 'accept') return respond.text('Escalation cancelled.');
    var incident = await upstream.triggerIncident(
      state.pdApiKey,
      DEFAULT_SERVICE,
      pick.content.policy,
      '[#' + state.ticketId + '] ' + state.title,
      'Escalated from Zendesk by ' + (auth.extra.email || userId) + ' (urgency ' + state.urgency + ')'
    );
    return respond.text('Paged: ' + incident.html_url);
  }

  return respond.fail('Unexpected escalation step.');
};
