'use strict';

const { z } = require('zod');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { issueTicket, checkTicket } = require('../lib/approval-ticket');

const TOOL = 'delete_environment';

const reply = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

function registerDeleteEnvironment(server, { deployer, userIdOf, config }) {
  server.registerTool(
    TOOL,
    {
      description: 'Tear down a preview/ephemeral environment and everything in it.',
      inputSchema: z.object({ environment: z.string().regex(/^[a-z0-9-]{3,40}$/) }),
      annotations: { destructiveHint: true },
    },
    async ({ environment }, ctx) => {
      const actor = userIdOf(ctx);
      if (!actor) return reply('Not authenticated.', true);
      if (config.protectedEnvs.includes(environment)) {
        return reply(`${environment} is protected and cannot be deleted from here.`, true);
      }

      const raw = await ctx.mcpReq.requestState();
      if (raw) {
        const claims = checkTicket(config.stateKey, raw);
        if (!claims || claims.sub !== actor || claims.tool !== TOOL || claims.environment !== environment) {
          return reply('Approval ticket is invalid or expired.', true);
        }
        const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer || answer.typedName !== environment) {
          return reply('Name did not match; nothing was deleted.');
        }
        await deployer.deleteEnvironment(environment, { actor });
        return reply(`Environment ${environment} is being torn down.`);
      }

      const env = await deployer.describeEnvironment(environment);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Delete ${environment}? It runs ${env.services.length} services and ${env.databases.length} databases.`,
            requestedSchema: {
              type: 'object',
              properties: { typedName: { type: 'string', title: `Type "${environment}" to confirm` } },
              required: ['typedName'],
            },
          }),
        },
        requestState: issueTicket(config.stateKey, { sub: actor, tool: TOOL, environment }),
      });
    },
  );
}

module.exports = { registerDeleteEnvironment };
