// connect_mailbox: start -> (login form) -> credentials -> (folder picker) -> folder
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { ImapFlow } from 'imapflow';
import { z } from 'zod';
import { stepRouter } from '../runtime/steps.js';
import { issueStateToken } from '../state/tokens.js';
import { createDraft, discardDraft, getDraft, updateDraft } from '../state/drafts.js';
import { callerOf } from '../auth.js';
import { MAX_FOLDERS_OFFERED } from '../constants.js';

export const name = 'connect_mailbox';

export const config = {
  title: 'Connect a support mailbox',
  description: 'Import a shared IMAP mailbox folder into the helpdesk as a ticket queue.',
  inputSchema: z.object({ queue: z.string().describe('Queue the imported mail should land in') }),
};

const loginForm = z.object({
  host: z.string().describe('IMAP host, e.g. imap.example.com'),
  port: z.number().int().default(993),
  username: z.string(),
  password: z.string().describe('App password for the mailbox'),
});

async function listFolders({ host, port, username, password }) {
  const client = new ImapFlow({ host, port, secure: true, auth: { user: username, pass: password }, logger: false });
  await client.connect();
  try {
    const folders = await client.list();
    return folders.filter((f) => !f.flags.has('\\Noselect')).map((f) => f.path);
  } finally {
    await client.logout();
  }
}

async function start({ queue }, ctx) {
  const userId = callerOf(ctx);
  const draftId = createDraft(userId, { queue });
  return inputRequired({
    inputRequests: {
      login: inputRequired.elicit({ message: `Sign in to the mailbox that should feed "${queue}".`, requestedSchema: loginForm }),
    },
    requestState: issueStateToken('credentials', { draftId }, { userId, tool: name }),
  });
}

async function credentials(_args, ctx, claims) {
  const userId = callerOf(ctx);
  const login = acceptedContent(ctx.mcpReq.inputResponses, 'login', loginForm);
  if (!login) return start(_args, ctx);

  const folders = (await listFolders(login)).slice(0, MAX_FOLDERS_OFFERED);
  updateDraft(claims.draftId, userId, { folders });

  return inputRequired({
    inputRequests: {
      folder: inputRequired.elicit({
        message: `Connected to ${login.host}. Which folder should become the queue?`,
        requestedSchema: z.object({ folder: z.enum(folders) }),
      }),
    },
    // the import in the last step needs to log in again
    requestState: issueStateToken(
      'folder',
      {
        draftId: claims.draftId,
        host: login.host,
        port: login.port,
        username: login.username,
        password: login.password, // expect: no-secrets-in-state
      },
      { userId, tool: name },
    ),
  });
}

async function folder(_args, ctx, claims) {
  const userId = callerOf(ctx);
  const draft = getDraft(claims.draftId, userId);
  const picked = acceptedContent(ctx.mcpReq.inputResponses, 'folder');
  if (!draft || !picked || !draft.folders.includes(picked.folder)) {
    return { isError: true, content: [{ type: 'text', text: 'Pick one of the folders that were offered.' }] };
  }

  const res = await fetch(`${process.env.HELPDESK_API_URL}/queues/${encodeURIComponent(draft.queue)}/sources`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.HELPDESK_API_TOKEN}` },
    body: JSON.stringify({
      type: 'imap',
      host: claims.host,
      port: claims.port,
      username: claims.username,
      password: claims.password,
      folder: picked.folder,
      createdBy: userId,
    }),
  });
  if (!res.ok) throw new Error(`helpdesk API answered ${res.status}`);
  return { content: [{ type: 'text', text: `${picked.folder} on ${claims.host} now feeds "${draft.queue}".` }] };
}

function cancel(claims, ctx) {
  discardDraft(claims.draftId, callerOf(ctx));
}

export const handle = stepRouter(name, { start, credentials, folder, cancel });
