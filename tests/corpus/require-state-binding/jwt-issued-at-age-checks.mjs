// Models an MCP SDK 1.x server whose jsonwebtoken request state expires where it is verified: the claims carry their issue time and the verifier limits the age, once with a day-long limit, once in the wrong unit, once only for another token.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { archiveNotebook, exportNotebook, publishNotebook, shareNotebook } from './notebooks.js';

const STATE_SECRET = process.env.NOTEBOOK_STATE_SECRET;
const SESSION_SECRET = process.env.NOTEBOOK_SESSION_SECRET;
const MAX_STATE_AGE_MS = 10 * 60 * 1000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

class StateExpiredError extends Error {}

const confirm = (message) => ({
  confirm: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
});

function mintState(sub, tool, notebookId) {
  return jwt.sign({ sub, tool, notebookId, issuedAt: Date.now() }, STATE_SECRET, { algorithm: 'HS256' });
}

/** Verifies a state and enforces its age: the token itself has no exp. */
function readState(token) {
  const claims = jwt.verify(token, STATE_SECRET, { algorithms: ['HS256'] });
  if (Date.now() - claims.issuedAt > MAX_STATE_AGE_MS) throw new StateExpiredError('requestState expired');
  return claims;
}

export function register(server = new McpServer({ name: 'notebooks', version: '2.1.0' })) {
  server.registerTool('publish_notebook', { description: 'Publish a notebook', inputSchema: { notebookId: z.string() } }, async ({ notebookId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const { requestState } = extra._meta ?? {};
    if (requestState === undefined) {
      return { resultType: 'input_required', inputRequests: confirm(`Publish ${notebookId}?`), requestState: mintState(sub, 'publish_notebook', notebookId) };
    }
    const state = readState(requestState);
    if (state.sub !== sub || state.tool !== 'publish_notebook') return { isError: true, content: [{ type: 'text', text: 'Invalid state' }] };
    await publishNotebook(state.notebookId);
    return { content: [{ type: 'text', text: `Published ${state.notebookId}` }] };
  });

  server.registerTool('export_notebook', { description: 'Export a notebook', inputSchema: { notebookId: z.string() } }, async ({ notebookId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const { requestState } = extra._meta ?? {};
    if (requestState === undefined) {
      // jsonwebtoken adds iat; verify's maxAge enforces it.
      const token = jwt.sign({ sub, tool: 'export_notebook', notebookId }, STATE_SECRET);
      return { resultType: 'input_required', inputRequests: confirm(`Export ${notebookId}?`), requestState: token };
    }
    const state = jwt.verify(requestState, STATE_SECRET, { maxAge: '5m' }); // expect: require-state-binding
    await exportNotebook(state.notebookId);
    return { content: [{ type: 'text', text: `Exported ${state.notebookId}` }] };
  });
}

const ARCHIVE_SECRET = process.env.NOTEBOOK_ARCHIVE_SECRET;

export function registerArchive(server) {
  server.registerTool('archive_notebook', { description: 'Archive a notebook', inputSchema: { notebookId: z.string() } }, async ({ notebookId }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const { requestState } = extra._meta ?? {};
    if (requestState === undefined) {
      const token = jwt.sign({ sub, tool: 'archive_notebook', notebookId, ts: nowSeconds() }, ARCHIVE_SECRET, { noTimestamp: true });
      return { resultType: 'input_required', inputRequests: confirm(`Archive ${notebookId}?`), requestState: token };
    }
    jwt.verify(requestState, ARCHIVE_SECRET, (error, decoded) => {
      if (error || nowSeconds() - decoded.ts > 24 * 60 * 60) throw new StateExpiredError('requestState expired'); // expect: require-state-binding
      void archiveNotebook(decoded.notebookId);
    });
    return { content: [{ type: 'text', text: `Archiving ${notebookId}` }] };
  });
}

const SHARE_SECRET = process.env.NOTEBOOK_SHARE_SECRET;

export function registerSharing(server) {
  server.registerTool('share_notebook', { description: 'Share a notebook', inputSchema: { notebookId: z.string(), email: z.string() } }, async ({ notebookId, email }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    const { requestState } = extra._meta ?? {};
    if (requestState === undefined) {
      // createdAt is in milliseconds, but the check below reads it as seconds: the state never ages out.
      const token = jwt.sign({ sub, tool: 'share_notebook', notebookId, email, createdAt: Date.now() }, SHARE_SECRET, { noTimestamp: true }); // expect: require-state-binding
      return { resultType: 'input_required', inputRequests: confirm(`Share ${notebookId} with ${email}?`), requestState: token };
    }
    const state = jwt.verify(requestState, SHARE_SECRET); // expect: require-state-binding
    if (nowSeconds() - state.createdAt > 600) return { isError: true, content: [{ type: 'text', text: 'Expired' }] };
    await shareNotebook(state.notebookId, state.email);
    return { content: [{ type: 'text', text: `Shared ${state.notebookId}` }] };
  });

  server.registerTool('rename_notebook', { description: 'Rename a notebook', inputSchema: { notebookId: z.string(), title: z.string() } }, async ({ notebookId, title }, extra) => {
    const sub = extra.authInfo?.extra?.userId;
    return {
      resultType: 'input_required',
      inputRequests: confirm(`Rename ${notebookId} to ${title}?`),
      requestState: jwt.sign({ sub, tool: 'rename_notebook', notebookId, title, issuedAt: Date.now() }, STATE_SECRET + ':rename'), // expect: require-state-binding
    };
  });
}

/** A session cookie with its own age check: it says nothing about the state above. */
export function readSession(cookie) {
  const session = jwt.verify(cookie, SESSION_SECRET);
  return Date.now() - session.issuedAt < MAX_STATE_AGE_MS ? session : null;
}
