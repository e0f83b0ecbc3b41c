import { createServer } from 'node:http';
import pg from 'pg';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { ApiKeyVerifier, type ApiKeyRecord } from './auth/identity.js';
import { databaseUrl, port } from './env.js';
import { LedgerStore } from './ledger/store.js';
import { wizardCodec } from './state/codec.js';
import { ImportStatementTool } from './tools/import-statement.js';
import { PurgePeriodTool } from './tools/purge-period.js';
import { ToolRegistry } from './wizard/registry.js';

const store = new LedgerStore(databaseUrl());
const keysDb = new pg.Pool({ connectionString: databaseUrl(), max: 2 });

const registry = new ToolRegistry()
  .add(new ImportStatementTool(wizardCodec, store))
  .add(new PurgePeriodTool(wizardCodec, store));

const mcp = createMcpHandler(() =>
  registry.attach(
    new McpServer(
      { name: 'ledger-tools', version: '0.6.0' },
      // every continuation is verified here, before a tool sees it
      { capabilities: { tools: {} }, requestState: { verify: wizardCodec.verify } },
    ),
  ),
);

const verifier = new ApiKeyVerifier({
  async find(keyId) {
    const { rows } = await keysDb.query<ApiKeyRecord>(
      'select user_id as "userId", secret_sha256 as "secretSha256", scopes, revoked_at as "revokedAt" from api_keys where id = $1',
      [keyId],
    );
    return rows[0];
  },
});
const authenticate = requireBearerAuth({ verifier, requiredScopes: ['ledger:write'] });

createServer(async (req, res) => {
  const body: Buffer[] = [];
  for await (const chunk of req) body.push(chunk as Buffer);
  const request = new Request(`http://localhost${req.url ?? '/'}`, {
    method: req.method,
    headers: new Headers(req.headers as Record<string, string>),
    body: body.length > 0 ? Buffer.concat(body) : undefined,
  });
  const authInfo = await authenticate(request);
  const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(port(), () => console.log(`ledger-tools on :${port()} (${registry.names.join(', ')})`));
