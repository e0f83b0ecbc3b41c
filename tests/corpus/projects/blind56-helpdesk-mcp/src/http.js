import { createServer as createHttpServer } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Okta access tokens; the agent's id goes to authInfo.extra.userId. */
export function oktaVerifier({ issuer, audience }) {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/v1/keys`));
  return {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience });
      return {
        token,
        clientId: String(payload.cid ?? payload.azp ?? ''),
        scopes: Array.isArray(payload.scp) ? payload.scp.map(String) : [],
        expiresAt: payload.exp,
        extra: { userId: payload.sub, email: payload.email },
      };
    },
  };
}

function toFetchRequest(req) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
}

async function send(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/**
 * @param {{ port: number, verifier: { verifyAccessToken(token: string): Promise<any> }, makeServer: () => any, handleWebhook: (req: any, res: any) => Promise<void> }} opts
 */
export function startHttp({ port, verifier, makeServer, handleWebhook }) {
  const authenticate = requireBearerAuth({ verifier, requiredScopes: ['helpdesk.agent'] });
  const mcp = createMcpHandler(makeServer);

  const server = createHttpServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/webhooks/zendesk') return await handleWebhook(req, res);
      if (req.url !== '/mcp') {
        res.writeHead(404).end();
        return;
      }
      const request = toFetchRequest(req);
      const authInfo = await authenticate(request);
      if (authInfo instanceof Response) return await send(res, authInfo);
      await send(res, await mcp.fetch(request, { authInfo }));
    } catch (err) {
      console.error('request failed', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.listen(port, () => console.log(`helpdesk-mcp on :${port}`));
  return server;
}
