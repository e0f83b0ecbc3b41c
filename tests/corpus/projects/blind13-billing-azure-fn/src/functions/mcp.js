const { app } = require('@azure/functions');
const util = require('util');

const settings = require('../lib/settings');
const rpc = require('../lib/rpc');
const RequestStateStore = require('../lib/RequestStateStore');
const ConfirmationFlow = require('../lib/ConfirmationFlow');
const TenantSecrets = require('../lib/secrets');
const Ledger = require('../lib/Ledger');
const refundInvoice = require('../lib/tools/refundInvoice');
const exportLedger = require('../lib/tools/exportLedger');

const store = new RequestStateStore({ key: settings.stateKey }); // expect: no-weak-state-key
const flow = new ConfirmationFlow(store, { ttlMs: settings.confirmationTtlMs });
const ledger = new Ledger(settings.databaseUrl);
const secrets = new TenantSecrets(settings.keyVaultUrl);

const deps = {
  flow,
  ledger,
  secrets,
  processorBaseUrl: settings.processorBaseUrl,
  exportStateSecret: settings.exportStateSecret
};

const tools = new Map(
  [refundInvoice(deps), exportLedger(deps)].map((t) => [t.name, Object.assign(t, { run: util.promisify(t.call) })])
);

/** App Service authentication (Easy Auth) injects the signed-in principal as base64 JSON. */
function principalFrom(request) {
  const header = request.headers.get('x-ms-client-principal');
  if (!header) return null;
  const decoded = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  const claim = (type) => (decoded.claims || []).find((c) => c.typ === type);
  const oid = claim('http://schemas.microsoft.com/identity/claims/objectidentifier');
  const tid = claim('http://schemas.microsoft.com/identity/claims/tenantid');
  if (!oid || !tid) return null;
  return { userId: oid.val, tenantId: tid.val, name: decoded.userDetails };
}

function audit(context) {
  return (kind) => (event) => context.log(JSON.stringify({ audit: kind, ...event }));
}

app.http('mcp', {
  methods: ['POST'],
  authLevel: 'anonymous',
  route: 'mcp',
  handler: async (request, context) => {
    const principal = principalFrom(request);
    if (!principal) return { status: 401, jsonBody: { error: 'unauthenticated' } };

    let body;
    try {
      body = await request.json();
    } catch {
      return rpc.error(null, -32700, 'Parse error');
    }
    const { id, method, params = {} } = body;

    if (method === 'initialize') {
      return rpc.result(id, {
        protocolVersion: rpc.PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'billing', version: '2.3.0' }
      });
    }
    if (method === 'tools/list') {
      return rpc.result(id, { resultType: 'complete', tools: [...tools.values()].map((t) => t.definition) });
    }
    if (method !== 'tools/call') return rpc.error(id, -32601, 'Method not found');

    const tool = tools.get(params.name);
    if (!tool) return rpc.error(id, -32602, 'Unknown tool ' + params.name);

    const log = audit(context);
    flow.on('confirmed', log('confirmed'));
    flow.on('rejected', log('rejected'));
    try {
      const result = await tool.run(params.arguments || {}, {
        principal,
        requestState: params.requestState,
        inputResponses: params.inputResponses
      });
      return rpc.result(id, result);
    } catch (err) {
      context.error(err);
      return rpc.error(id, -32603, 'Internal error');
    } finally {
      flow.removeAllListeners('confirmed');
      flow.removeAllListeners('rejected');
    }
  }
});
