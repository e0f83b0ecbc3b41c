import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { PushCredentials } from '../../services/index.js';
import type { ToolDeps } from '../server-factory.js';

export interface DeployState {
  tool: 'deploy_service';
  service: string;
  version: string;
  pushAuth: PushCredentials;
}

const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerDeployTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    'deploy_service',
    {
      description: 'Promote a built image tag of a service to production.',
      inputSchema: { service: z.string().min(1), version: z.string().regex(/^v?\d+\.\d+\.\d+$/) },
      annotations: { destructiveHint: true },
    },
    async ({ service, version }, ctx) => {
      const user = deps.user;
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const requestState = await deps.codec.mint(
          {
            tool: 'deploy_service',
            service,
            version,
            pushAuth: await deps.registry.pushCredentials(user), // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Promote ${service}@${version} to production as ${user.login}?`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Ship it' } },
                required: ['approve'],
              },
            }),
          },
          requestState,
        });
      }

      let state: DeployState;
      try {
        state = await deps.codec.verify(raw, ctx);
      } catch {
        return fail('Invalid or expired request state');
      }
      if (state.tool !== 'deploy_service' || state.service !== service || state.version !== version) {
        return fail('Request state does not match this deployment');
      }

      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Deployment not approved.' }] };

      const rollout = await deps.deployments.roll(state.service, state.version, user.login, state.pushAuth);
      return { content: [{ type: 'text', text: `Rollout ${rollout.id} started for ${service}@${version}.` }] };
    },
  );
}
