import { createServer, type IncomingMessage } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createLedgerCodec, Settings } from '@ledger/core';
import { verifyBankSignature } from '@/lib';
import { ApprovePayout } from '@/tools/approve-payout';
import { ExportStatement } from '@/tools/export-statement';

const codec = createLedgerCodec();

const issuer = process.env.LEDGER_IDP_ISSUER ?? 'https://id.ledger.example/';
const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', issuer));

const authenticate = requireBearerAuth({
  requiredScopes: ['payouts'],
  verifier: {
    async verifyAccessToken(token: string) {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'ledger-payouts' });
      return {
        token,
        clientId: String(payload.azp ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub },
      };
    },
  },
});

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'ledger-payouts', version: '2.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  new ApprovePayout(codec).attach(server);
  new ExportStatement(codec).attach(server);
  return server;
});

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

createServer(async (req, res) => {
  const body = await readBody(req);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);

  if (url.pathname === '/webhooks/bank' && req.method === 'POST') {
    const signature = req.headers[Settings.Bank.SIGNATURE_HEADER];
    const ok = verifyBankSignature(body.toString('utf8'), typeof signature === 'string' ? signature : null);
    res.writeHead(ok ? 204 : 401).end();
    if (ok) console.log('bank event', JSON.parse(body.toString('utf8')).type);
    return;
  }

  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'POST' ? body : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.env.PORT ?? 7070));
