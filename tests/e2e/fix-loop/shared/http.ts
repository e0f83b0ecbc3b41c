// Shared by the fix-loop fixture servers: serves an SDK 2.x MCP handler over node:http on 127.0.0.1, behind bearer
// auth with two test users. `alice-token` is alice, `bob-token` is bob; the user id reaches tool handlers as
// `ctx.http.authInfo.extra.userId`. Nothing here touches requestState.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuthError,
  OAuthErrorCode,
  requireBearerAuth,
  type McpHttpHandler,
  type OAuthTokenVerifier,
} from '@modelcontextprotocol/server';

const USERS = new Map<string, string>([
  ['alice-token', 'alice'],
  ['bob-token', 'bob'],
]);

const verifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const userId = USERS.get(token);
    if (userId === undefined) throw new OAuthError(OAuthErrorCode.InvalidToken, 'unknown bearer token');
    // The SDK refuses a token without an expiry. It is checked right after this, on the same (possibly sped-up) clock.
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    return { token, clientId: 'fix-loop-test', scopes: ['mcp'], expiresAt, extra: { userId } };
  },
};

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of incoming) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function toRequest(incoming: IncomingMessage, base: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
  return new Request(new URL(incoming.url ?? '/', base), { method, headers, body });
}

async function sendResponse(answer: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (answer.body !== null) {
    for await (const chunk of answer.body) outgoing.write(chunk);
  }
  outgoing.end();
}

/** Listens on 127.0.0.1:`port` (0 picks a free port) and resolves with the MCP endpoint, `http://127.0.0.1:<port>/mcp`. */
export async function serveHttp(handler: McpHttpHandler, port = 0): Promise<string> {
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['mcp'] });
  let base = 'http://127.0.0.1';
  const server = createServer((incoming, outgoing) => {
    const handle = async () => {
      const request = await toRequest(incoming, base);
      const auth = await authenticate(request);
      const answer = auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth });
      await sendResponse(answer, outgoing);
    };
    handle().catch((error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return `${base}/mcp`;
}
