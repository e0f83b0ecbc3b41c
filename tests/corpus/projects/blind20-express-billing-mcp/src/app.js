import { createHash } from 'node:crypto';
import express from 'express';
import { JSONRPCServer, JSONRPCErrorException } from 'json-rpc-2.0';
import pg from 'pg';
import { loadKeyring } from './config/keyring.js';
import { createPendingRefunds } from './db/pending-refunds.js';
import { audit } from './events/audit.js';
import { BillingApi } from './services/billing-api.js';
import { ReplayGuard } from './state/replay-guard.js';
import { SignedState } from './state/signed-state.js';
import { createChangePlanTool } from './tools/change-plan.js';
import { createRefundInvoiceTool } from './tools/refund-invoice.js';
import { toolError } from './tools/results.js';

const PROTOCOL_VERSION = '2026-07-28';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const billing = BillingApi.fromEnv();
const signedState = SignedState.fromKeyring(loadKeyring());

const tools = new Map(
  [
    createChangePlanTool({ signedState, replay: new ReplayGuard(), billing, audit }),
    createRefundInvoiceTool({ pendingRefunds: createPendingRefunds(pool), billing, audit }),
  ].map((tool) => [tool.definition.name, tool]),
);

/**
 * Opaque API tokens; only their SHA-256 is stored, so lookup is by hash.
 * @type {express.RequestHandler}
 */
async function authenticate(req, res, next) {
  const header = req.get('authorization') ?? '';
  if (!header.startsWith('Bearer ') || header.length < 'Bearer '.length + 20) {
    res.set('WWW-Authenticate', 'Bearer realm="billing-mcp"').sendStatus(401);
    return;
  }
  try {
    const tokenHash = createHash('sha256').update(header.slice('Bearer '.length)).digest('hex');
    const { rows } = await pool.query(
      'SELECT user_id FROM api_tokens WHERE token_sha256 = $1 AND revoked_at IS NULL AND expires_at > now()',
      [tokenHash],
    );
    if (rows.length === 0) {
      res.sendStatus(401);
      return;
    }
    res.locals.userId = rows[0].user_id;
    next();
  } catch (err) {
    next(err);
  }
}

/** @type {JSONRPCServer<{ userId: string }>} */
const rpc = new JSONRPCServer();

rpc.addMethod('initialize', () => ({
  protocolVersion: PROTOCOL_VERSION,
  capabilities: { tools: {} },
  serverInfo: { name: 'express-billing-mcp', version: '2.3.0' },
}));

rpc.addMethod('ping', () => ({}));

rpc.addMethod('tools/list', () => ({ tools: [...tools.values()].map((tool) => tool.definition) }));

rpc.addMethod('tools/call', async (params, { userId }) => {
  if (!params || typeof params.name !== 'string') {
    throw new JSONRPCErrorException('params.name is required', -32602);
  }
  const tool = tools.get(params.name);
  if (!tool) return toolError(`Unknown tool: ${params.name}`);
  return tool.call(params.arguments ?? {}, {
    userId,
    requestState: params.requestState,
    inputResponses: params.inputResponses ?? {},
  });
});

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '128kb' }));

app.post('/mcp', authenticate, async (req, res) => {
  const reply = await rpc.receive(req.body, { userId: res.locals.userId });
  if (reply) res.json(reply);
  else res.sendStatus(202);
});

const port = Number(process.env.PORT ?? 3100);
app.listen(port, () => console.log(`billing MCP listening on :${port}`));
