// rollback_release tool that confirms with the caller before rolling a service back to an earlier release.
'use strict';

const api = require('../releaseApi');
const { seal, open, StateError } = require('../state/token');
const { argsDigest } = require('../state/digest');

const TOOL = 'rollback_release';

function refuse(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

module.exports = {
  definition: {
    name: TOOL,
    description: 'Roll a service back to an earlier release. Asks the caller to confirm first.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string' },
        toRelease: { type: 'string', description: 'release id to roll back to' },
      },
      required: ['service', 'toRelease'],
    },
    annotations: { destructiveHint: true },
  },

  async handle({ args, user, requestState, inputResponses }) {
    const digest = argsDigest(TOOL, args);

    if (!requestState) {
      const current = await api.currentRelease(args.service);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Roll ${args.service} back from ${current.version} to release ${args.toRelease}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, roll back' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: seal({ sub: user.id, tool: TOOL, args: digest, from: current.id }),
      };
    }

    let claims;
    try {
      claims = open(requestState);
    } catch (err) {
      if (err instanceof StateError) return refuse('Confirmation expired or invalid; please run the rollback again.');
      throw err;
    }
    // plain ids and a public digest of the arguments, nothing secret here
    if (claims.sub !== user.id || claims.tool !== TOOL || claims.args !== digest) {
      return refuse('This confirmation was issued for a different user or request.');
    }

    const answer = inputResponses && inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
    }

    const current = await api.currentRelease(args.service);
    if (current.id !== claims.from) {
      return refuse(`${args.service} was redeployed since you confirmed; please check and try again.`);
    }
    const result = await api.rollback(args.service, args.toRelease, user.id);
    return { content: [{ type: 'text', text: `Rolled ${args.service} back to ${result.version}.` }] };
  },
};
