import { ImapFlow } from 'imapflow';
import { acceptedContent } from '@modelcontextprotocol/server';
import { RoundError, elicitForm, needsInput, openRound, sealRound, textResult, toolError } from '@acme/mcp-core';

const TOOL = 'connect_mailbox';

const loginForm = elicitForm('Which mailbox should be synced into the CRM timeline?', {
  host: { type: 'string', title: 'IMAP server', default: 'imap.gmail.com' },
  username: { type: 'string', title: 'User name' },
  password: { type: 'string', title: 'App password', format: 'password' },
});

async function withMailbox(login, fn) {
  const client = new ImapFlow({
    host: login.host,
    port: 993,
    secure: true,
    auth: { user: login.username, pass: login.password },
    logger: false,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.logout();
  }
}

/**
 * connect_mailbox takes three rounds: the IMAP login, then the folder (listed with that login), then the sync.
 */
export function registerMailbox(server, { crm, userOf }) {
  server.registerTool(
    TOOL,
    { description: 'Connect an IMAP mailbox and sync one of its folders into the CRM timeline' },
    async (ctx) => {
      const who = userOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw === undefined) {
        const login = acceptedContent(ctx.mcpReq.inputResponses, 'login');
        if (!login) return needsInput({ login: loginForm });

        const { host, username, password } = login;
        const folders = await withMailbox({ host, username, password }, async (client) => (await client.list()).map((box) => box.path));
        const next = {
          step: 'folder',
          host,
          username,
          password, // expect: no-secrets-in-state
        };
        return needsInput(
          { folder: elicitForm(`Connected as ${username}. Which folder should be synced?`, { folder: { type: 'string', enum: folders } }) },
          sealRound(next, who, TOOL),
        );
      }

      let saved;
      try {
        saved = openRound(raw, who, TOOL);
      } catch (err) {
        if (err instanceof RoundError) return toolError('That mailbox setup expired or was changed. Start again.');
        throw err;
      }

      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'folder');
      if (!pick) return textResult('Mailbox not connected.');

      const synced = await withMailbox(saved, async (client) => crm.syncFolder(who, client, pick.folder));
      return textResult(`Synced ${synced} messages from ${saved.username}/${pick.folder} into your timeline.`);
    },
  );
}
