'use strict';
const z = require('zod/v4');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { codec, principal } = require('../state');
const api = require('../deploy-api');

const TOOL = 'rollback_release';

function register(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Roll a service back to an earlier release after a human confirms.',
      inputSchema: z.object({ service: z.string(), toVersion: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ service, toVersion }, ctx) => {
      const actor = principal(ctx);
      const pending = ctx.mcpReq.requestState(); // verified by the server's requestState.verify hook

      if (pending) {
        if (pending.tool !== TOOL || pending.service !== service || pending.toVersion !== toVersion) {
          return { isError: true, content: [{ type: 'text', text: 'Confirmation does not match this rollback.' }] };
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer || answer.confirm !== true) return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
        const out = await api.rollback(pending.service, pending.toVersion, actor);
        return { content: [{ type: 'text', text: `${service} now at ${out.version}` }] };
      }

      const current = await api.current(service);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Roll ${service} back from ${current.version} to ${toVersion}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: await codec.mint({ tool: TOOL, service, toVersion, fromVersion: current.version }, ctx),
      });
    },
  );
}

module.exports = { register };
