'use strict';

const { TOOL, syncContacts } = require('./tools/syncContacts');
const crm = require('./clients/crm');
const lists = require('./clients/lists');

const json = (statusCode, body) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

exports.handler = async (event) => {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims?.sub) return json(401, { error: 'unauthorized' });

  const msg = JSON.parse(event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString() : event.body);
  const { id, method, params = {} } = msg;

  if (method === 'tools/list') {
    return json(200, { jsonrpc: '2.0', id, result: { tools: [{ name: TOOL, inputSchema: { type: 'object', properties: { listId: { type: 'string' } } } }] } });
  }
  if (method !== 'tools/call' || params.name !== TOOL) {
    return json(200, { jsonrpc: '2.0', id, error: { code: -32601, message: 'not supported' } });
  }

  const crmToken = await crm.exchange(event.headers.authorization);
  try {
    const result = await syncContacts({ userId: claims.sub, crmToken, crm, lists }, params.arguments || {}, params);
    return json(200, { jsonrpc: '2.0', id, result });
  } catch (err) {
    console.error(err);
    return json(200, { jsonrpc: '2.0', id, result: { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] } });
  }
};
