import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import uWS from 'uWebSockets.js';
import { env } from './env.js';
import { handleDelivery, verifyDelivery } from './github/webhook.js';
import { registerLabels } from './tools/labels.js';
import { registerMerge } from './tools/merge.js';

// No requestState.verify hook: every tool opens its own state (pipeline.ts `rounds`), bound to its name.
const buildServer = (): McpServer => {
  const server = new McpServer({ name: 'repo-steward', version: '1.2.0' }, { capabilities: { tools: {} } });
  registerMerge(server);
  registerLabels(server);
  return server;
};

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', env.oidcIssuer));

const bearer = requireBearerAuth({
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer: env.oidcIssuer, audience: 'repo-steward' });
      return {
        token,
        clientId: String(payload.azp ?? ''),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, login: payload.preferred_username },
      };
    },
  },
  requiredScopes: ['steward'],
});

const mcp = createMcpHandler(buildServer);

interface Pending {
  aborted: boolean;
}

// uWS hands out request data only synchronously, and reuses chunk memory: copy as it arrives.
const readBody = (res: uWS.HttpResponse, pending: Pending): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    let body = Buffer.alloc(0);
    res.onAborted(() => {
      pending.aborted = true;
      reject(new Error('client went away'));
    });
    res.onData((chunk, isLast) => {
      body = Buffer.concat([body, Buffer.from(chunk)]);
      if (isLast) resolve(body);
    });
  });

const reply = async (res: uWS.HttpResponse, pending: Pending, response: Response): Promise<void> => {
  const payload = Buffer.from(await response.arrayBuffer());
  if (pending.aborted) return;
  res.cork(() => {
    res.writeStatus(`${response.status} ${response.statusText || 'OK'}`);
    response.headers.forEach((value, name) => res.writeHeader(name, value));
    res.end(payload);
  });
};

uWS
  .App()
  .post('/mcp', (res, req) => {
    const headers = new Headers();
    req.forEach((name, value) => headers.append(name, value));
    const url = `http://${headers.get('host') ?? 'localhost'}${req.getUrl()}`;
    const pending: Pending = { aborted: false };

    readBody(res, pending)
      .then(async (body) => {
        const request = new Request(url, { method: 'POST', headers, body });
        const authInfo = await bearer(request);
        await reply(res, pending, authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo }));
      })
      .catch((error: unknown) => {
        console.error('[repo-steward]', error);
        if (!pending.aborted) res.cork(() => res.writeStatus('500 Internal Server Error').end());
      });
  })
  .post('/github/webhook', (res, req) => {
    const signature = req.getHeader('x-hub-signature-256');
    const event = req.getHeader('x-github-event');
    const pending: Pending = { aborted: false };

    readBody(res, pending)
      .then((body) => {
        if (!verifyDelivery(body, signature)) return reply(res, pending, new Response(null, { status: 401 }));
        handleDelivery(event, JSON.parse(body.toString('utf8')));
        return reply(res, pending, new Response(null, { status: 204 }));
      })
      .catch(() => undefined);
  })
  .listen(env.port, (socket) => {
    if (!socket) {
      console.error(`repo-steward: cannot listen on ${env.port}`);
      process.exit(1);
    }
    console.info(`repo-steward MCP on :${env.port}`);
  });
