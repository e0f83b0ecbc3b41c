// Models an MCP client (2.x, manual mode) that answers input requests itself and echoes result.requestState back untouched; a debug helper peeks at it.
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client/streamableHttp.js';
import { promptUser } from './tty.js';

const MAX_ROUNDS = 5;

export async function connect(url, bearer) {
  const client = new Client(
    { name: 'ops-cli', version: '0.9.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${bearer}` } } }));
  return client;
}

async function answer(inputRequests) {
  const inputResponses = {};
  for (const [key, request] of Object.entries(inputRequests ?? {})) {
    if (request.method !== 'elicitation/create') {
      inputResponses[key] = { action: 'decline' };
      continue;
    }
    inputResponses[key] = await promptUser(request.params.message, request.params.requestedSchema);
  }
  return inputResponses;
}

export function describeState(result) {
  if (typeof result.requestState !== 'string') return 'no state';
  try {
    return JSON.stringify(JSON.parse(Buffer.from(result.requestState, 'base64url').toString('utf8')), null, 2);
  } catch {
    return `${result.requestState.length} opaque characters`;
  }
}

export async function callTool(client, name, args) {
  let params = { name, arguments: args };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await client.request({ method: 'tools/call', params }, { allowInputRequired: true });
    if (result.resultType !== 'input_required') return result;
    if (process.env.MCP_DEBUG) console.error(describeState(result));
    params = {
      name,
      arguments: args,
      inputResponses: await answer(result.inputRequests),
      requestState: result.requestState,
    };
  }
  throw new Error(`${name} still needs input after ${MAX_ROUNDS} rounds`);
}

export function retryParams(previous, result, inputResponses) {
  return { ...previous, inputResponses, requestState: result.requestState };
}
