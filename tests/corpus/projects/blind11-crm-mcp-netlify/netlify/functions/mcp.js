'use strict';

const config = require('../../src/config');
const registry = require('../../src/tools');
const { authenticateApiKey } = require('../../src/auth/api-keys');
const { createStateTokens } = require('../../src/state/tokens');

const tokens = createStateTokens(config.state);

async function crm(method, path, body) {
  const res = await fetch(config.crmApiUrl + path, {
    method,
    headers: { authorization: `Bearer ${config.crmServiceToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`CRM ${method} ${path} failed with ${res.status}`);
  return res.json();
}

const json = (statusCode, payload) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(payload),
});

const isStateError = (e) => e && (e.name === 'JsonWebTokenError' || e.name === 'TokenExpiredError' || e.name === 'NotBeforeError');

exports.handler = async function handler(event) {
  if (event.httpMethod !== 'POST') return { statusCode: 405, headers: { allow: 'POST' }, body: '' };

  const principal = authenticateApiKey(event.headers['x-api-key']);
  if (!principal) return json(401, { error: 'invalid API key' });

  let rpc;
  try {
    rpc = JSON.parse(event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body);
  } catch {
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }

  const reply = (result) => json(200, { jsonrpc: '2.0', id: rpc.id, result });
  const fail = (code, message) => json(200, { jsonrpc: '2.0', id: rpc.id, error: { code, message } });

  if (rpc.method === 'tools/list') return reply({ tools: registry.list() });
  if (rpc.method !== 'tools/call') return fail(-32601, `Method not found: ${rpc.method}`);

  const tool = registry.get(rpc.params && rpc.params.name);
  if (!tool) return fail(-32602, `Unknown tool: ${rpc.params && rpc.params.name}`);

  try {
    const result = await tool.handler(rpc.params.arguments || {}, {
      principal,
      tokens,
      crm,
      requestState: rpc.params.requestState,
      inputResponses: rpc.params.inputResponses,
    });
    return reply(result.resultType ? result : { resultType: 'complete', ...result });
  } catch (e) {
    if (isStateError(e)) return fail(-32602, 'Invalid or expired requestState');
    return reply({ resultType: 'complete', isError: true, content: [{ type: 'text', text: e.message }] });
  }
};
