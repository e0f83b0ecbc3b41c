// Ledger MCP server entry point: Express app with a stateless Streamable HTTP endpoint per request.
import express from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { jwtBearer } from '../../../libs/auth/src/index.js';
import { createStamp, resolveStampKey } from '../../../libs/crypto/src/index.js';
import { createLedgerServer } from '../../../libs/mcp/src/index.js';
import { createRepo } from './repo.js';
import { createGateway } from './gateway.js';
import { invoiceTools } from './tools/invoices.js';
import { refundTools } from './tools/refunds.js';
import { vendorTools } from './tools/vendors.js';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const config = {
  port: Number(process.env.PORT ?? 3100),
  databaseUrl: need('DATABASE_URL'),
  issuer: need('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'https://ledger.example.com/mcp',
  taxServiceUrl: need('TAX_SERVICE_URL'),
  taxApiKey: need('TAX_API_KEY'),
  erpUrl: need('ERP_URL'),
  erpApiKey: need('ERP_API_KEY'),
  gateway: {
    baseUrl: process.env.GATEWAY_URL ?? 'https://api.payments.example.com',
    secretKey: need('GATEWAY_SECRET_KEY'),
    apiVersion: '2024-06-20',
  },
};

const repo = createRepo(config.databaseUrl);
const gateway = createGateway(config.gateway);
const stamp = createStamp(resolveStampKey(), { ttlMs: 10 * 60 * 1000 }); // expect: no-weak-state-key

const tools = [
  ...invoiceTools({ repo, config }),
  ...refundTools({ repo, stamp, gateway, gatewayApiVersion: config.gateway.apiVersion }),
  ...vendorTools({ repo, config }),
];

const app = express();
app.use(express.json({ limit: '1mb' }));
app.get('/healthz', (_req, res) => res.send('ok'));

app.post(
  '/mcp',
  jwtBearer({ issuer: config.issuer, audience: config.audience, jwksUrl: `${config.issuer}/.well-known/jwks.json`, requiredScope: 'ledger:use' }),
  async (req, res) => {
    const server = createLedgerServer(tools);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (err) {
      console.error('mcp request failed', err);
      if (!res.headersSent) res.status(500).json({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null });
    }
  },
);

app.listen(config.port, () => console.log(`ledger-desk MCP on :${config.port}`));
