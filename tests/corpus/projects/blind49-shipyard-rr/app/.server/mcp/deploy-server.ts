import { z } from 'zod';
import { acceptedContent, inputRequired, McpServer } from '@modelcontextprotocol/server';
import { callerId } from '../auth';
import { redis } from '../redis';
import { mintRoundToken, openRoundToken } from '../round-token';
import { freezeProduction, getRelease, getServiceSecret, promote, rotateServiceSecret } from '../shipyard-api';
import { askToConfirm, refuse, say } from './replies';

/** A confirmation is good for one use; the key outlives the token's five minutes. */
async function firstUse(jti: string): Promise<boolean> {
  return (await redis.set(`shipyard:round-used:${jti}`, '1', { nx: true, ex: 600 })) === 'OK';
}

function confirmed(inputResponses: unknown): boolean {
  return acceptedContent<{ confirm: boolean }>(inputResponses as never, 'confirm')?.confirm === true;
}

export function createDeployServer(): McpServer {
  const server = new McpServer({ name: 'shipyard', version: '3.2.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'promote_release',
    {
      title: 'Promote release',
      description: 'Deploys an already-built release of a service to staging or production.',
      inputSchema: {
        service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
        releaseId: z.string().regex(/^rel_[a-z0-9]{10}$/),
        environment: z.enum(['staging', 'production']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = callerId(ctx);
      const binding = { userId, tool: 'promote_release', args };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const release = await getRelease(args.service, args.releaseId);
        return inputRequired({
          inputRequests: askToConfirm(
            `Deploy ${args.service} ${release.commit.slice(0, 7)} (built ${release.builtAt}) to ${args.environment}?`,
          ),
          requestState: mintRoundToken({ commit: release.commit }, binding),
        });
      }

      const opened = openRoundToken<{ commit: string }>(token, binding);
      if (!opened.ok) return refuse(opened.reason);
      if (!(await firstUse(opened.jti))) return refuse('already used');
      if (!confirmed(ctx.mcpReq.inputResponses)) return say('Not deployed.');

      const { deploymentId } = await promote(args.service, opened.payload.commit, args.environment, userId);
      return say(`Deploying ${args.service}@${opened.payload.commit.slice(0, 7)} to ${args.environment} (${deploymentId}).`);
    },
  );

  server.registerTool(
    'freeze_production',
    {
      title: 'Freeze production',
      description: 'Stops every production deploy until someone unfreezes it in the dashboard.',
      annotations: { destructiveHint: true },
    },
    async (ctx) => {
      const userId = callerId(ctx);
      const binding = { userId, tool: 'freeze_production' };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        return inputRequired({
          inputRequests: askToConfirm('Freeze all production deploys?'),
          requestState: mintRoundToken({ step: 'confirm' }, binding),
        });
      }

      const opened = openRoundToken<{ step: 'confirm' }>(token, binding);
      if (!opened.ok) return refuse(opened.reason);
      if (!(await firstUse(opened.jti))) return refuse('already used');
      if (!confirmed(ctx.mcpReq.inputResponses)) return say('Production stays open.');

      const { frozenAt } = await freezeProduction(userId);
      return say(`Production frozen at ${frozenAt}.`);
    },
  );

  server.registerTool(
    'rotate_service_secret',
    {
      title: 'Rotate service secret',
      description: 'Issues a new value for one of a service’s secrets and restarts the service with it.',
      inputSchema: {
        service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
        secretName: z.string().regex(/^[A-Z][A-Z0-9_]{2,60}$/),
      },
      annotations: { destructiveHint: true },
    },
    async ({ service, secretName }, ctx) => {
      const userId = callerId(ctx);
      const binding = { userId, tool: 'rotate_service_secret', args: { service, secretName } };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const current = await getServiceSecret(service, secretName);
        return inputRequired({
          inputRequests: askToConfirm(
            `Rotate ${secretName} of ${service}? The current value (key ${current.keyId}, rotated ${current.lastRotatedAt}) stops working.`,
          ),
          requestState: mintRoundToken({ secretName, keyId: current.keyId, lastRotatedAt: current.lastRotatedAt }, binding),
        });
      }

      const opened = openRoundToken<{ secretName: string; keyId: string; lastRotatedAt: string }>(token, binding);
      if (!opened.ok) return refuse(opened.reason);
      if (!(await firstUse(opened.jti))) return refuse('already used');
      if (!confirmed(ctx.mcpReq.inputResponses)) return say(`${secretName} left as it is.`);

      const rotated = await rotateServiceSecret(service, secretName, userId);
      return say(`Rotated ${secretName} of ${service}: key ${opened.payload.keyId} → ${rotated.keyId}.`);
    },
  );

  return server;
}
