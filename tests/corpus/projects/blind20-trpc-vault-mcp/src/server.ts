import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { LeaseBox } from './crypto/lease-box.js';
import { env } from './env.js';
import { OidcVerifier } from './services/oidc.js';
import { VaultClient } from './services/vault.client.js';
import { VaultStateService } from './services/vault-state.service.js';
import { StateCodecs } from './state/codecs.js';
import { registerVaultTools } from './tools.js';

const vault = new VaultClient(env.vaultAddr);
const state = new VaultStateService(StateCodecs.fromEnv(), LeaseBox.fromMasterKey(env.leaseMasterKey));

const authenticate = requireBearerAuth({
  verifier: new OidcVerifier(env.oidcIssuer, env.audience),
  requiredScopes: ['vault.mcp'],
});

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'trpc-vault-mcp', version: '0.9.1' }, { capabilities: { tools: {} } });
  registerVaultTools(server, { vault, state });
  return server;
});

function toWebRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

createServer(async (req, res) => {
  try {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    const request = toWebRequest(req);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) {
      await sendWebResponse(res, authInfo);
      return;
    }
    await sendWebResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500).end();
  }
}).listen(env.port, () => console.log(`vault MCP listening on :${env.port}`));
