// rollback_service tool that confirms, then rolls a service back to its previous deployment.
'use strict';

const crypto = require('node:crypto');
const state = require('../state');
const { approvals, deployments } = require('../db');

const TOOL = 'rollback_service';

const definition = {
  name: TOOL,
  description: 'Roll a service in an environment back to its previous deployment.',
  inputSchema: {
    type: 'object',
    properties: { service: { type: 'string' }, env: { type: 'string' } },
    required: ['service', 'env'],
  },
  annotations: { destructiveHint: true },
};

const argsHash = (args) =>
  crypto.createHash('sha256').update(JSON.stringify([args.service, args.env])).digest('hex');

async function handle(args, params, user) {
  const history = deployments.where((d) => d.service === args.service && d.env === args.env);
  if (history.length < 2) {
    return { content: [{ type: 'text', text: 'Nothing to roll back to.' }], isError: true };
  }
  const target = history[history.length - 2];

  if (!params.requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Roll ${args.service} in ${args.env} back to ${target.version}?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          },
        },
      },
      requestState: state.issue({ argsHash: argsHash(args), targetId: target.id, step: 'confirm' }, user, TOOL),
    };
  }

  const s = state.read(params.requestState, user, TOOL); // todo-not: require-sealed-state
  if (s.argsHash !== argsHash(args) || s.targetId !== target.id) {
    return { content: [{ type: 'text', text: 'Deployment history changed; please retry.' }], isError: true };
  }
  const reply = params.inputResponses && params.inputResponses.approve;
  if (!reply || reply.action !== 'accept' || !reply.content || reply.content.approve !== true) {
    return { content: [{ type: 'text', text: 'Rollback declined.' }] };
  }
  approvals.insert({ user, tool: TOOL, targetId: target.id });
  deployments.insert({ service: args.service, version: target.version, env: args.env, by: user, rollback: true });
  return { content: [{ type: 'text', text: `Rolled ${args.service} back to ${target.version}.` }] };
}

module.exports = { definition, handle };
