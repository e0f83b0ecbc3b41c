import http from 'http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { loadStateKey } from './config/state-key';
import { SealedBox } from './crypto/sealed-box';
import { registerToolHandlers } from './handlers/call-tool.handler';
import { NoteRepository, PendingOperationRepository } from './repositories';
import { RoundTripService } from './services/round-trip.service';

// Throws at startup when NOTES_STATE_KEY is missing or short.
const roundTrip = new RoundTripService(new SealedBox(loadStateKey()));
const notes = new NoteRepository();
const pending = new PendingOperationRepository();
setInterval(() => void pending.sweep(), 60_000).unref();

const STS_URL = process.env.STS_URL ?? 'https://sts.example.com/token';
const USERINFO_URL = process.env.USERINFO_URL ?? 'https://id.example.com/userinfo';

async function exchangeDriveToken(subjectToken: string) {
  const res = await fetch(STS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'https://www.googleapis.com/drive/v3',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  return (await res.json()) as { access_token: string; expires_in: number };
}

async function importFromDrive(driveToken: string, folderId: string, ownerId: string): Promise<number> {
  const q = encodeURIComponent(`'${folderId}' in parents and mimeType='application/vnd.google-apps.document'`);
  const res = await fetch(`https://www.googleapis.com/drive/v3/files?q=${q}`, { headers: { authorization: `Bearer ${driveToken}` } });
  const { files } = (await res.json()) as { files: { id: string; name: string }[] };
  for (const f of files) await notes.create({ id: f.id, notebookId: folderId, ownerId, title: f.name });
  return files.length;
}

async function authenticate(header: string | undefined): Promise<AuthInfo | null> {
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length);
  const res = await fetch(USERINFO_URL, { headers: { authorization: header } });
  if (!res.ok) return null;
  const info = (await res.json()) as { sub: string; scope?: string; exp: number; client_id: string };
  return { token, clientId: info.client_id, scopes: (info.scope ?? '').split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
}

http
  .createServer(async (req, res) => {
    const auth = await authenticate(req.headers.authorization);
    if (!auth) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    const server = new Server({ name: 'notes-vault', version: '3.1.0' }, { capabilities: { tools: {} } });
    registerToolHandlers(server, { notes, pending, roundTrip, exchangeDriveToken, importFromDrive });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(Object.assign(req, { auth }), res);
  })
  .listen(Number(process.env.PORT ?? 7300));
