// Registers rotate_secret, which confirms before rotating a secret and pruning versions.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { StateSealer } from '../seal.js';
import type { VaultClient } from '../vault.js';
import { bindTo, matchesBinding, type Binding } from '../binding.js';
import { principalOf } from '../identity.js';

const TOOL = 'rotate_secret';

const schema = z.object({
  path: z.string().regex(/^[a-z0-9/_-]+$/),
  keepVersions: z.number().int().min(0).max(10).default(1),
});

export function registerRotateSecret(server: McpServer, sealer: StateSealer, vault: VaultClient): void {
  server.registerTool(
    TOOL,
    {
      description: 'Rotate a secret and prune old versions. Irreversible for pruned versions.',
      inputSchema: schema,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const user = principalOf(ctx);
      const raw = await ctx.mcpReq.requestState<string>();

      if (!raw) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Rotate ${args.path} and keep only ${args.keepVersions} old version(s)?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, rotate it' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealer.seal<Binding>(bindTo(user, TOOL, args)),
        });
      }

      const state = sealer.open<Binding>(raw);
      if (!state || !matchesBinding(state, user, TOOL)) { // expect-todo: require-state-binding
        return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or invalid.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Rotation cancelled.' }] };

      const lease = await vault.loginFor(user);
      const version = await vault.rotate(args.path, args.keepVersions, lease.clientToken);
      return { content: [{ type: 'text', text: `Rotated ${args.path}; now at version ${version}.` }] };
    },
  );
}
