import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { KMSClient } from '@aws-sdk/client-kms';
import { McpServer, createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import pg from 'pg';
import { AppConfig } from './config/AppConfig.js';
import { PurchaseOrderController } from './controllers/PurchaseOrderController.js';
import { SupplierPortalClient } from './integrations/SupplierPortalClient.js';
import { PgPurchaseOrderRepository } from './repositories/PurchaseOrderRepository.js';
import type { ApprovalTokenCodec } from './security/ApprovalTokenCodec.js';
import { HmacApprovalTokenCodec } from './security/HmacApprovalTokenCodec.js';
import { KmsApprovalTokenCodec } from './security/KmsApprovalTokenCodec.js';
import { PurchaseOrderService } from './services/PurchaseOrderService.js';

// ---- composition root ----------------------------------------------------------------------

const config = AppConfig.fromEnv();

function approvalTokens(cfg: AppConfig): ApprovalTokenCodec {
  switch (cfg.tokenBackend) {
    case 'kms':
      return new KmsApprovalTokenCodec(new KMSClient({ region: cfg.awsRegion }), cfg.kmsKeyId!);
    case 'hmac':
      return new HmacApprovalTokenCodec(cfg.approvalSigningKey);
  }
}

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
const controller = new PurchaseOrderController(
  new PurchaseOrderService(
    new PgPurchaseOrderRepository(pool),
    new SupplierPortalClient(config.supplierPortalUrl, config.supplierApiKey),
    approvalTokens(config),
  ),
);

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'procurement-approvals', version: '0.4.2' });
  controller.register(server);
  return server;
});

// ---- authentication ------------------------------------------------------------------------

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  roles?: string[];
  approval_limit_cents?: number;
}

async function introspect(token: string): Promise<AuthInfo> {
  const basic = Buffer.from(`${config.introspectionClientId}:${config.introspectionClientSecret}`).toString('base64');
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) throw new Error(`Token introspection failed with ${res.status}`);

  const data = (await res.json()) as IntrospectionResponse;
  if (!data.active || !data.sub || !data.exp) throw new Error('Inactive token');
  return {
    token,
    clientId: data.client_id ?? 'unknown',
    scopes: data.scope?.split(' ').filter(Boolean) ?? [],
    expiresAt: data.exp,
    extra: { userId: data.sub, roles: data.roles ?? [], approvalLimitCents: data.approval_limit_cents ?? 0 },
  };
}

const authenticate = requireBearerAuth({
  verifier: { verifyAccessToken: introspect },
  requiredScopes: [config.requiredScope],
});

// ---- node:http adapter ---------------------------------------------------------------------

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

createServer(async (req, res) => {
  try {
    if (req.url === '/healthz') {
      res.writeHead(200).end('ok');
      return;
    }
    const request = await toFetchRequest(req);
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) {
      await writeResponse(res, authInfo);
      return;
    }
    await writeResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (error) {
    console.error('request failed', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}).listen(config.port, () => {
  console.log(`procurement-approvals listening on :${config.port} (${config.tokenBackend} approval tokens)`);
});
