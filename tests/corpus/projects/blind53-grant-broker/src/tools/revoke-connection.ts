import { type CallToolResult, type McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { principalOf } from '../auth/principal.js';
import type { StateKeys } from '../config/keys.js';
import { CrmClient } from '../crm/client.js';
import { type Binding, SealedChannel } from '../crypto/envelope.js';
import { type TokenVault, summarize } from '../vault/token-vault.js';

const TOOL = 'revoke_connection';

const RevokeArgs = z.object({
  connectionId: z.string().startsWith('conn_'),
  purgeCachedData: z.boolean().default(false),
});
type RevokeArgs = z.output<typeof RevokeArgs>;

/**
 * What the user saw when confirming. `accessTokenExpiresAt` is only a
 * timestamp: if it moved, the grant was refreshed in between and we ask again.
 */
const ConfirmState = z.object({
  label: z.string(),
  instanceUrl: z.string().url(),
  accessTokenExpiresAt: z.number().int(),
  hasRefreshToken: z.boolean(),
  scopes: z.array(z.string()),
});

class ConfirmChannel extends SealedChannel<typeof ConfirmState> {
  protected readonly schema = ConfirmState;
}

const Confirm = z.object({ confirm: z.boolean() });

const say = (text: string, isError = false): CallToolResult => ({ ...(isError ? { isError } : {}), content: [{ type: 'text', text }] });

export function registerRevokeConnection(server: McpServer, deps: { readonly keys: StateKeys; readonly vault: TokenVault }): void {
  const channel = new ConfirmChannel(deps.keys);

  server.registerTool(
    TOOL,
    {
      title: 'Disconnect CRM',
      description: 'Revoke the CRM grant of a connection and forget it. Asks for confirmation.',
      inputSchema: RevokeArgs,
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true },
    },
    async (args: RevokeArgs, ctx) => {
      const userId = principalOf(ctx);
      const binding: Binding = { userId, tool: TOOL, args: { connectionId: args.connectionId, purgeCachedData: args.purgeCachedData } };

      const grant = await deps.vault.get(userId, args.connectionId);
      if (!grant) return say(`No connection ${args.connectionId} for this account.`, true);

      const raw = ctx.mcpReq.requestState<string>();
      if (raw === undefined) {
        const summary = summarize(grant);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message:
                `Disconnect "${summary.label}" (${summary.instanceUrl})` +
                `${args.purgeCachedData ? ' and delete cached CRM data' : ''}? Agents will lose access to it.`,
              requestedSchema: Confirm,
            }),
          },
          requestState: channel.seal(
            {
              label: summary.label,
              instanceUrl: summary.instanceUrl,
              accessTokenExpiresAt: summary.accessTokenExpiresAt,
              hasRefreshToken: summary.hasRefreshToken,
              scopes: [...summary.scopes],
            },
            binding,
          ),
        });
      }

      const opened = channel.open(raw, binding);
      if (!opened.ok) return say(`This confirmation can't be used (${opened.reason}). Ask again.`, true);
      if (opened.value.accessTokenExpiresAt !== grant.accessTokenExpiresAt) {
        return say('The connection was refreshed after you confirmed; nothing was revoked. Ask again.', true);
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (answer?.confirm !== true) return say('Kept the connection.');

      await new CrmClient(grant).revoke();
      await deps.vault.remove(userId, args.connectionId);
      return say(`Disconnected "${opened.value.label}"${args.purgeCachedData ? ' and purged cached data' : ''}.`);
    },
  );
}
