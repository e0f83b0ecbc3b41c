// Registers read_secret, which asks for a justification before reading a Vault secret.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { StateSealer } from '../seal.js';
import type { VaultClient } from '../vault.js';
import { bindTo, matchesBinding, type Binding } from '../binding.js';
import { principalOf } from '../identity.js';

const TOOL = 'read_secret';

interface ReadState extends Binding {
  path: string;
  leaseToken: string;
}

export function registerReadSecret(server: McpServer, sealer: StateSealer, vault: VaultClient): void {
  server.registerTool(
    TOOL,
    {
      description: 'Read a secret from Vault. Asks the user for a justification that is written to the audit log.',
      inputSchema: z.object({ path: z.string().regex(/^[a-z0-9/_-]+$/) }),
    },
    async ({ path }, ctx) => {
      const user = principalOf(ctx);
      const raw = await ctx.mcpReq.requestState<string>();

      if (!raw) {
        // log in now so a slow Vault doesn't make the user wait after answering
        const lease = await vault.loginFor(user);
        return inputRequired({
          inputRequests: {
            justification: inputRequired.elicit({
              message: `Why do you need ${path}?`,
              requestedSchema: {
                type: 'object',
                properties: { reason: { type: 'string', minLength: 10 } },
                required: ['reason'],
              },
            }),
          },
          requestState: sealer.seal<ReadState>({ ...bindTo(user, TOOL), path, leaseToken: lease.clientToken }), // expect: no-secrets-in-state
        });
      }

      const state = sealer.open<ReadState>(raw);
      if (!state || !matchesBinding(state, user, TOOL) || state.path !== path) {
        return { isError: true, content: [{ type: 'text', text: 'Request expired or was altered; start again.' }] };
      }
      const answer = acceptedContent<{ reason: string }>(ctx.mcpReq.inputResponses, 'justification');
      if (!answer) return { content: [{ type: 'text', text: 'Cancelled.' }] };

      console.info(JSON.stringify({ audit: 'read_secret', user, path, reason: answer.reason }));
      const values = await vault.read(path, state.leaseToken);
      return { content: [{ type: 'text', text: `Keys at ${path}: ${Object.keys(values).join(', ')}` }] };
    },
  );
}
