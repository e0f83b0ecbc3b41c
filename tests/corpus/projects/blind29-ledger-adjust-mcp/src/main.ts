import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { env } from './env.js';
import { buildServer } from './server.js';

interface Introspection {
  readonly active: boolean;
  readonly sub?: string;
  readonly client_id?: string;
  readonly scope?: string;
  readonly exp?: number;
}

const introspect = (token: string) =>
  pipe(
    TE.tryCatch(
      () =>
        fetch(env.introspectionUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }),
        }),
      () => new Error('introspection endpoint unreachable'),
    ),
    TE.chain((res) => TE.tryCatch(() => res.json() as Promise<Introspection>, () => new Error('bad introspection reply'))),
    TE.filterOrElse(
      (body) => body.active && typeof body.sub === 'string',
      () => new Error('token is not active'),
    ),
  );

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const result = await introspect(token)();
      if (result._tag === 'Left') throw result.left;
      const body = result.right;
      return {
        token,
        clientId: body.client_id ?? 'unknown-client',
        scopes: (body.scope ?? '').split(' ').filter(Boolean),
        expiresAt: body.exp,
        extra: { userId: body.sub },
      };
    },
  },
  requiredScopes: ['ledger'],
});

const toRequest = async (req: IncomingMessage): Promise<Request> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
};

const send = async (res: ServerResponse, response: Response): Promise<void> => {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
};

const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = await toRequest(req);
    const authInfo = await bearer(request);
    if (authInfo instanceof Response) return await send(res, authInfo);
    await send(res, await mcp.fetch(request, { authInfo }));
  } catch (error) {
    console.error('[ledger-mcp]', error);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(env.port, () => console.log(`ledger-adjust MCP listening on :${env.port}`));
