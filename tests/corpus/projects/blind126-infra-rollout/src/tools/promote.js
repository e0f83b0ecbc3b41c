// promote_release tool that confirms, then records approval and deployment of a release.
'use strict';

const crypto = require('node:crypto');
const state = require('../state');
const { approvals, deployments } = require('../db');
const { environments } = require('../config');

const TOOL = 'promote_release';

const definition = {
  name: TOOL,
  description: 'Promote a built release of a service to an environment. Requires confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' },
      env: { type: 'string', enum: environments },
    },
    required: ['service', 'version', 'env'],
  },
  annotations: { destructiveHint: true },
};

function askConfirmation(args, user) {
  const deployId = crypto.randomUUID();
  return {
    resultType: 'input_required',
    inputRequests: {
      approve: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Promote ${args.service}@${args.version} to ${args.env}?`,
          requestedSchema: {
            type: 'object',
            properties: { approve: { type: 'boolean' }, note: { type: 'string' } },
            required: ['approve'],
          },
        },
      },
    },
    requestState: state.issue({ deployId, service: args.service, env: args.env, step: 'confirm' }, user, TOOL), // expect-todo: require-state-binding
  };
}

async function handle(args, params, user) {
  if (!params.requestState) {
    return askConfirmation(args, user);
  }

  const s = state.read(params.requestState, user, TOOL); // expect: require-sealed-state
  if (s.service !== args.service || s.env !== args.env) {
    return { content: [{ type: 'text', text: 'Confirmation was for a different target.' }], isError: true };
  }

  const reply = params.inputResponses && params.inputResponses.approve;
  if (!reply || reply.action !== 'accept' || !reply.content || reply.content.approve !== true) {
    return { content: [{ type: 'text', text: 'Promotion declined.' }] };
  }

  approvals.insert({ deployId: s.deployId, user, tool: TOOL, note: reply.content.note || null });
  deployments.insert({ deployId: s.deployId, service: args.service, version: args.version, env: args.env, by: user });
  return {
    content: [{ type: 'text', text: `Promoting ${args.service}@${args.version} to ${args.env} (deploy ${s.deployId}).` }],
  };
}

module.exports = { definition, handle };
