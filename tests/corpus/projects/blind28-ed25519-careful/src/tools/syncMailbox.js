import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { argsDigest } from '../argsDigest.js';

const TOOL = 'sync_mailbox';

export default function registerSyncMailbox(server, { signer, vault, mail }) {
  server.registerTool(
    TOOL,
    {
      description: 'Copy selected mail folders into the team archive.',
      inputSchema: { type: 'object', properties: { mailbox: { type: 'string' } }, required: ['mailbox'] },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      const binding = { sub: userId, tool: TOOL, digest: argsDigest(args) };

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        // Token exchange happens server-side; only a handle goes into the state.
        const upstreamToken = await mail.exchangeToken(ctx.http.authInfo.token);
        const folders = await mail.listFolders(upstreamToken, args.mailbox);
        const vaultRef = vault.put(userId, upstreamToken);
        return inputRequired({
          inputRequests: {
            folders: inputRequired.elicit({
              message: `Which folders of ${args.mailbox} should be archived?`,
              requestedSchema: {
                type: 'object',
                properties: { folders: { type: 'array', items: { type: 'string', enum: folders } } },
                required: ['folders'],
              },
            }),
          },
          requestState: signer.seal({ vaultRef, offered: folders }, binding),
        });
      }

      const state = signer.open(raw, binding);
      if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'folders');
      if (!answer) return { content: [{ type: 'text', text: 'Nothing archived.' }] };
      const chosen = answer.folders.filter((f) => state.offered.includes(f));

      const upstreamToken = vault.take(state.vaultRef, userId);
      if (!upstreamToken) return { isError: true, content: [{ type: 'text', text: 'Session expired, start again.' }] };
      const count = await mail.archive(upstreamToken, args.mailbox, chosen);
      return { content: [{ type: 'text', text: `Archived ${count} messages from ${chosen.length} folders.` }] };
    },
  );
}
