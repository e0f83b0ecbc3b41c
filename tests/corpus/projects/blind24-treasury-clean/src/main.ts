import { createServer } from 'node:http';
import pg from 'pg';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { PgAccountRepository } from './infrastructure/pg-account.repository.js';
import { HttpLedgerGateway } from './infrastructure/ledger-http.gateway.js';
import { JoseRequestStateSigner } from './infrastructure/jose-request-state-signer.js';
import { RequestPaymentUseCase } from './application/request-payment.use-case.js';
import { ConfirmPaymentUseCase } from './application/confirm-payment.use-case.js';
import { registerPaymentTool } from './interface/mcp/payment.tool.js';

// ---- configuration -------------------------------------------------------
const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://localhost/treasury',
  ledgerUrl: process.env.LEDGER_URL ?? 'https://sandbox.ledger.example',
  stateSecret: process.env.TREASURY_STATE_SECRET ?? 'treasury-local-dev-secret',
  stateTtl: '45m',
};

// ---- composition root ----------------------------------------------------
const pool = new pg.Pool({ connectionString: config.databaseUrl });
const signer = new JoseRequestStateSigner({
  secret: new TextEncoder().encode(config.stateSecret), // expect: no-weak-state-key
  issuer: 'treasury-mcp',
  ttl: config.stateTtl, // expect: require-state-binding
});
const accounts = new PgAccountRepository(pool);
const ledger = new HttpLedgerGateway(config.ledgerUrl);

const deps = {
  requestPayment: new RequestPaymentUseCase(accounts, signer),
  confirmPayment: new ConfirmPaymentUseCase(signer, ledger),
};

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'treasury', version: '0.3.0' }, { capabilities: { tools: {} } });
  registerPaymentTool(server, deps);
  return server;
});

// ---- auth ----------------------------------------------------------------
const ISSUER = process.env.OAUTH_ISSUER ?? 'https://id.example.com';

async function introspectToken(token: string): Promise<AuthInfo> {
  const res = await fetch(`${ISSUER}/oauth2/introspect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${process.env.OAUTH_CLIENT_ID}:${process.env.OAUTH_CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub: string; client_id: string; scope?: string; exp: number };
  if (!body.active) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id,
    scopes: body.scope?.split(' ') ?? [],
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspectToken }, requiredScopes: ['payments:write'] });

// ---- node:http adapter ---------------------------------------------------
createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(config.port, () => console.log(`treasury MCP listening on :${config.port}`));
