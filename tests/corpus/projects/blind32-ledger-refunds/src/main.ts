import { createServer } from 'node:http';
import { KMSClient } from '@aws-sdk/client-kms';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import { AppConfig } from './config/AppConfig.js';
import { BillingToolsController } from './controllers/BillingToolsController.js';
import { LedgerClient } from './repositories/LedgerClient.js';
import { PgPendingRefundRepository } from './repositories/PendingRefundRepository.js';
import { HmacStateProtector } from './security/HmacStateProtector.js';
import { KmsStateProtector } from './security/KmsStateProtector.js';
import type { StateProtector } from './security/StateProtector.js';
import { BillingService } from './services/BillingService.js';

// ------------------------------------------------------------------ composition root

const config = AppConfig.fromEnv();

function stateProtector(cfg: AppConfig): StateProtector {
  if (cfg.protector === 'kms') {
    return new KmsStateProtector(new KMSClient({ region: cfg.awsRegion }), cfg.kmsKeyArn!);
  }
  return new HmacStateProtector(cfg.keyRing);
}

const pool = new pg.Pool({ connectionString: config.databaseUrl });
const billing = new BillingService(
  new LedgerClient(config.ledgerApiUrl, config.ledgerApiKey),
  new PgPendingRefundRepository(pool),
  stateProtector(config),
);
const controller = new BillingToolsController(billing);

// ------------------------------------------------------------------ auth

const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidcIssuer));

async function verifyAccessToken(token: string): Promise<AuthInfo> {
  const { payload } = await jwtVerify(token, jwks, { issuer: config.oidcIssuer, audience: config.oidcAudience });
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('token lacks sub or exp');
  return {
    token,
    clientId: typeof payload.client_id === 'string' ? payload.client_id : 'unknown',
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
    expiresAt: payload.exp,
    extra: { userId: payload.sub, accounts: Array.isArray(payload.accounts) ? payload.accounts : [] },
  };
}

const authenticate = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['billing'] });

// ------------------------------------------------------------------ http

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'ledger-refunds', version: '2.2.0' });
  controller.register(server);
  return server;
});

createServer(
  toNodeHandler(async (request: Request) => {
    const auth = await authenticate(request);
    if (auth instanceof Response) return auth;
    return mcp.fetch(request, { authInfo: auth });
  }),
).listen(config.port, () => console.log(`ledger-refunds on :${config.port} (${config.protector} state)`));
