'use strict';
const z = require('zod/v4');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { codec } = require('../state');
const api = require('../deploy-api');

const TOOL = 'release_notes';

function register(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Summarise what changed between two releases of a service.',
      inputSchema: z.object({ service: z.string() }),
      annotations: { readOnlyHint: true },
    },
    async ({ service }, ctx) => {
      const pending = ctx.mcpReq.requestState();
      const releases = await api.releases(service);

      if (pending && pending.tool === TOOL && pending.service === service) {
        const pick = acceptedContent(ctx.mcpReq.inputResponses, 'range');
        const from = releases.find((r) => r.version === (pick && pick.from));
        if (!from) return { content: [{ type: 'text', text: 'No release picked.' }] };
        const newer = releases.filter((r) => r.createdAt > from.createdAt);
        return { content: [{ type: 'text', text: newer.map((r) => `${r.version}: ${r.title}`).join('\n') || 'Nothing newer.' }] };
      }

      return inputRequired({
        inputRequests: {
          range: inputRequired.elicit({
            message: `Changes since which release of ${service}?`,
            requestedSchema: { type: 'object', properties: { from: { type: 'string', enum: releases.map((r) => r.version) } } },
          }),
        },
        requestState: await codec.mint({ tool: TOOL, service, tokenCount: releases.length, hasPassword: false }, ctx),
      });
    },
  );
}

module.exports = { register };
