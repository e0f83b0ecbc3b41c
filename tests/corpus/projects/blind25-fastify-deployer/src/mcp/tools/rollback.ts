import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { ToolDeps } from '../server-factory.js';

/**
 * Rollback only carries the list of candidate tags we offered, so there is
 * nothing worth signing here - we just need it to survive the round trip.
 */
interface RollbackState {
  service: string;
  candidates: string[];
  requestedBy: string;
}

const packState = (s: RollbackState): string => Buffer.from(JSON.stringify(s), 'utf8').toString('base64url');

const unpackState = (raw: string): RollbackState =>
  JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as RollbackState; // expect: require-sealed-state

export function registerRollbackTool(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    'rollback_service',
    {
      description: 'Roll a service back to one of its recent releases.',
      inputSchema: { service: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    async ({ service }, ctx) => {
      const user = deps.user;
      const raw = ctx.mcpReq.requestState<string>();

      if (!raw) {
        const current = deps.deployments.current(service);
        const candidates = (await deps.registry.recentTags(service)).filter((t) => t !== current?.version);
        if (candidates.length === 0) {
          return { content: [{ type: 'text', text: `No earlier release of ${service} to roll back to.` }] };
        }
        return inputRequired({
          inputRequests: {
            target: inputRequired.elicit({
              message: `Roll ${service} back from ${current?.version ?? 'unknown'} to which release?`,
              requestedSchema: {
                type: 'object',
                properties: { version: { type: 'string', enum: candidates } },
                required: ['version'],
              },
            }),
          },
          requestState: packState({ service, candidates, requestedBy: user.id }), // expect: require-sealed-state
        });
      }

      const state = unpackState(raw);
      if (state.requestedBy !== user.id || state.service !== service) {
        return { isError: true, content: [{ type: 'text', text: 'This rollback was started by someone else.' }] };
      }
      const picked = acceptedContent<{ version: string }>(ctx.mcpReq.inputResponses, 'target');
      if (!picked || !state.candidates.includes(picked.version)) {
        return { content: [{ type: 'text', text: 'Rollback cancelled.' }] };
      }
      const rollout = await deps.deployments.rollback(state.service, picked.version, user.login);
      return { content: [{ type: 'text', text: `Rollback ${rollout.id}: ${service} -> ${picked.version}.` }] };
    },
  );
}
