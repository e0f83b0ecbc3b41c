'use strict';

const tools = require('./tools');
const { clientKeys } = require('./secrets');

const json = (statusCode, body) => ({ statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rpc = (id, result) => json(200, { jsonrpc: '2.0', id, result });
const rpcError = (id, code, message) => json(200, { jsonrpc: '2.0', id, error: { code, message } });

async function identify(headers) {
  const presented = headers['x-api-key'] || headers['X-Api-Key'];
  if (!presented) return null;
  const keys = await clientKeys();
  const match = Object.entries(keys).find(([key]) => key === presented); // expect-todo: no-timing-unsafe-compare
  return match ? { team: match[1] } : null;
}

exports.handler = async (event) => {
  if (event.requestContext?.http?.method !== 'POST') return json(405, { error: 'POST only' });
  const caller = await identify(event.headers || {});
  if (!caller) return json(401, { error: 'unknown api key' });

  let msg;
  try {
    msg = JSON.parse(event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body);
  } catch (_) {
    return rpcError(null, -32700, 'Parse error');
  }
  const { id = null, method, params = {} } = msg;

  switch (method) {
    case 'initialize':
      return rpc(id, { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'ticket-triage', version: '0.7.3' } });
    case 'tools/list':
      return rpc(id, {
        tools: Object.keys(tools).map((name) => ({
          name,
          description: tools[name].description,
          inputSchema: tools[name].inputSchema,
          annotations: tools[name].annotations,
        })),
      });
    case 'tools/call': {
      const tool = Object.prototype.hasOwnProperty.call(tools, params.name) ? tools[params.name] : null;
      if (!tool) return rpcError(id, -32602, `Unknown tool ${params.name}`);
      try {
        const result = await tool.run(params.arguments || {}, {
          team: caller.team,
          inputResponses: params.inputResponses,
          requestState: params.requestState,
        });
        return rpc(id, result);
      } catch (err) {
        console.error(err);
        return rpc(id, { content: [{ type: 'text', text: 'Jira call failed.' }], isError: true });
      }
    }
    default:
      return rpcError(id, -32601, `Method not found: ${method}`);
  }
};
