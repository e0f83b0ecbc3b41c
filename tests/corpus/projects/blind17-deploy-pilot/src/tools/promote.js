'use strict';

const { z } = require('zod');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');

const TOOL = 'promote_image';

// Written before state/codec.js existed. The payload here can get large
// (release notes are included for the confirmation screen) and the codec
// rejected it at the time.
// TODO(OPS-314): move to the shared codec.
const packState = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const unpackState = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')); // expect: require-sealed-state

const reply = (t, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

function registerPromote(server, { deployer, userIdOf, config }) {
  server.registerTool(
    TOOL,
    {
      description: 'Promote a built image to another environment (staging → production etc).',
      inputSchema: z.object({
        service: z.string().min(1),
        image: z.string().min(1).describe('registry/repo:tag'),
      }),
    },
    async (args, ctx) => {
      const actor = userIdOf(ctx);
      if (!actor) return reply('Not authenticated.', true);

      const raw = await ctx.mcpReq.requestState();
      if (raw) {
        let state;
        try {
          state = unpackState(raw);
        } catch {
          return reply('Could not read the promotion state, please start over.', true);
        }
        const choice = acceptedContent(ctx.mcpReq.inputResponses, 'target');
        if (!choice) return reply('Promotion cancelled.');
        if (config.protectedEnvs.includes(choice.environment) && choice.acknowledge !== true) {
          return reply(`${choice.environment} is protected; the acknowledgement box must be ticked.`, true);
        }

        const deployment = await deployer.promote({
          service: state.service,
          digest: state.digest,
          toEnv: choice.environment,
          runMigrations: Boolean(choice.runMigrations),
          actor,
          registryToken: state.registryToken,
        });
        return reply(`Deployment ${deployment.id} started: ${state.service}@${state.digest.slice(0, 19)} → ${choice.environment}.`);
      }

      const repository = args.image.split(':')[0];
      const pull = await deployer.registryPullToken(repository);
      const digest = await deployer.resolveDigest(args.image, pull.token);
      const releases = await deployer.listReleases(args.service, 3);

      const requestState = packState({
        service: args.service,
        image: args.image,
        digest,
        registryToken: pull.token, // expect: no-secrets-in-state
        notes: releases.map((r) => r.notes).join('\n---\n'),
        requestedBy: actor,
      });

      return inputRequired({
        inputRequests: {
          target: inputRequired.elicit({
            message: `Promote ${args.image} (${digest.slice(0, 19)}…) to which environment?`,
            requestedSchema: {
              type: 'object',
              properties: {
                environment: { type: 'string', enum: ['staging', 'production', 'prod-eu'] },
                runMigrations: { type: 'boolean', title: 'Run DB migrations', default: false },
                acknowledge: { type: 'boolean', title: 'I understand this targets a protected environment' },
              },
              required: ['environment'],
            },
          }),
        },
        requestState, // expect: require-sealed-state
      });
    },
  );
}

module.exports = { registerPromote };
