import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Container } from '../container.js';
import { TOKENS } from '../tokens.js';
import { argsDigest, principalOf, type AuthedContext } from '../state/vault.js';

const TOOL = 'send_campaign';

interface CampaignState {
  draft: string;
  args: string;
  /** provider token, AES-256-GCM boxed; the client cannot read it */
  providerToken: string;
}

const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerSendCampaign(server: McpServer, c: Container): void {
  const vault = c.resolve(TOKENS.vault);
  const drafts = c.resolve(TOKENS.drafts);
  const box = c.resolve(TOKENS.tokenBox);
  const mail = c.resolve(TOKENS.mail);
  const codec = vault.forTool<CampaignState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Send an email campaign to one of your mailing lists',
      inputSchema: { listId: z.string(), subject: z.string().max(150), html: z.string().max(200_000) },
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const authed = ctx as unknown as AuthedContext & { http?: { authInfo?: { token: string } } };
      const userId = principalOf(authed);
      const digest = argsDigest(args);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        // token exchange once; Redis never sees credentials, so the token rides along boxed
        const providerToken = await mail.exchange(authed.http!.authInfo!.token);
        const list = await mail.list(providerToken, args.listId);
        const draft = drafts.put({ owner: userId, listId: list.id, subject: args.subject, html: args.html });

        return inputRequired({
          inputRequests: {
            send: inputRequired.elicit({
              message: `Send "${args.subject}" to ${list.subscribers} subscribers of ${list.name}? This cannot be undone.`,
              requestedSchema: {
                type: 'object',
                properties: { send: { type: 'boolean', title: 'Send now' } },
                required: ['send'],
              },
            }),
          },
          requestState: await codec.mint(
            { draft, args: digest, providerToken: box.seal(providerToken, userId) },
            ctx,
          ),
        });
      }

      let state: CampaignState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return fail('Invalid or expired requestState');
      }
      if (state.args !== digest) return fail('The arguments changed since you confirmed; start again.');

      const answer = acceptedContent<{ send: boolean }>(ctx.mcpReq.inputResponses, 'send');
      if (!answer?.send) return { content: [{ type: 'text' as const, text: 'Campaign not sent.' }] };

      const draft = drafts.take(state.draft, userId);
      if (!draft) return fail('The draft expired; start again.');

      const providerToken = box.open(state.providerToken, userId);
      const { campaignId } = await mail.send(providerToken, draft.listId, draft.subject, draft.html);
      return { content: [{ type: 'text' as const, text: `Campaign ${campaignId} is being sent.` }] };
    },
  );
}
