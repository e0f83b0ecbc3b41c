// What both example servers share: demo users behind bearer tokens, and a small node:http adapter that serves an
// SDK handler over streamable HTTP on 127.0.0.1. Nothing here touches requestState.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OAuthError,
  OAuthErrorCode,
  requireBearerAuth,
  type AuthInfo,
  type McpHttpHandler,
  type OAuthTokenVerifier,
} from '@modelcontextprotocol/server';

/** The demo's bearer tokens and the user each one stands for. A real server asks its authorization server. */
export const DEMO_TOKENS: Readonly<Record<string, string>> = Object.freeze({
  'alice-token': 'alice',
  'bob-token': 'bob',
});

/** Maps a bearer token to its user: the user id travels in `authInfo.extra.userId` to the tool handlers. */
export const demoTokenVerifier: OAuthTokenVerifier = {
  async verifyAccessToken(token) {
    const userId = DEMO_TOKENS[token];
    if (userId === undefined) throw new OAuthError(OAuthErrorCode.InvalidToken, 'Unknown token');
    const oneHourFromNow = Math.floor(Date.now() / 1000) + 3600;
    return { token, clientId: 'demo-client', scopes: ['mcp'], expiresAt: oneHourFromNow, extra: { userId } };
  },
};

export type RunningServer = {
  /** The MCP endpoint, e.g. `http://127.0.0.1:49152/mcp`. */
  readonly url: URL;
  /** Stops accepting requests, drops open connections and closes the MCP handler. */
  close(): Promise<void>;
};

async function toWebRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method ?? 'GET',
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeWebResponse(webResponse: Response, response: ServerResponse): Promise<void> {
  response.writeHead(webResponse.status, Object.fromEntries(webResponse.headers));
  if (webResponse.body) {
    for await (const chunk of webResponse.body) response.write(chunk);
  }
  response.end();
}

/**
 * Serves `handler` on 127.0.0.1 (port 0 picks a free port). Every request must carry a bearer token that
 * `demoTokenVerifier` knows; the verified `AuthInfo` reaches the handlers as `ctx.http.authInfo`.
 */
export async function serveOverHttp(handler: McpHttpHandler, port = 0): Promise<RunningServer> {
  const authenticate = requireBearerAuth({ verifier: demoTokenVerifier, requiredScopes: ['mcp'] });
  let origin = 'http://127.0.0.1';
  const server = createServer((request, response) => {
    void (async () => {
      const webRequest = await toWebRequest(request, origin);
      const auth: AuthInfo | Response = await authenticate(webRequest);
      const webResponse = auth instanceof Response ? auth : await handler.fetch(webRequest, { authInfo: auth });
      await writeWebResponse(webResponse, response);
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: new URL('/mcp', origin),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await handler.close();
      await closed;
    },
  };
}
