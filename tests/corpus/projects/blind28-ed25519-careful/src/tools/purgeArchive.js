import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { argsDigest } from '../argsDigest.js';

const TOOL = 'purge_archive';

export default function registerPurgeArchive(server, { signer, mail }) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently delete archived mail older than a date.',
      inputSchema: {
        type: 'object',
        properties: { mailbox: { type: 'string' }, before: { type: 'string', format: 'date' } },
        required: ['mailbox', 'before'],
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      const binding = { sub: userId, tool: TOOL, digest: argsDigest(args) };

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const count = await mail.countArchived(args.mailbox, args.before);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${count} archived messages from ${args.mailbox} before ${args.before}? Type the mailbox name to confirm.`,
              requestedSchema: { type: 'object', properties: { mailbox: { type: 'string' } }, required: ['mailbox'] },
            }),
          },
          requestState: signer.seal({ count }, binding),
        });
      }

      if (!signer.open(raw, binding)) {
        return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      }
      const typed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.mailbox;
      if (typed !== args.mailbox) return { content: [{ type: 'text', text: 'Mailbox name did not match; nothing deleted.' }] };

      const deleted = await mail.purge(args.mailbox, args.before);
      return { content: [{ type: 'text', text: `Deleted ${deleted} messages.` }] };
    },
  );
}
