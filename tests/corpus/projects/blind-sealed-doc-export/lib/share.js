// Models the share_document tool, which confirms the recipient list before changing permissions.
const { z } = require('zod');
const { createHash } = require('node:crypto');
const { inputRequired, acceptedContent } = require('@modelcontextprotocol/server');
const { sealState, openState } = require('eslint-plugin-mcp-state/seal');

const TOOL = 'share_document';

const argsDigest = (args) => createHash('sha256').update(JSON.stringify([args.docId, args.emails])).digest('hex');

module.exports = function registerShare(server, wiki) {
  server.registerTool(
    TOOL,
    {
      description: 'Share a wiki document with people outside the team',
      inputSchema: { docId: z.string(), emails: z.array(z.string().email()) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in to share documents.' }] };

      const sealed = ctx.mcpReq.requestState();
      if (sealed) {
        const state = openState(sealed, userId, TOOL);
        if (!state || state.digest !== argsDigest(args)) {
          return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
        }
        const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_share');
        if (!ok?.confirm) return { content: [{ type: 'text', text: 'Not shared.' }] };
        await wiki.share(state.docId, args.emails);
        return { content: [{ type: 'text', text: `Shared ${state.docId} with ${args.emails.length} people.` }] };
      }

      return inputRequired({
        inputRequests: {
          confirm_share: inputRequired.elicit({
            message: `Share ${args.docId} with ${args.emails.join(', ')}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: sealState({ docId: args.docId, digest: argsDigest(args) }, userId, TOOL),
      });
    },
  );
};
