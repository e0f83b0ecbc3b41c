import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { mintAssertion } from './assertion.js';

// {"tickets":"http://relay-tickets.relay.svc:8080/mcp"}
const BACKENDS = JSON.parse(process.env.RELAY_BACKENDS ?? '{}');

async function connect(backend, userId) {
  const url = BACKENDS[backend];
  if (!url) throw new Error(`no backend named ${backend}`);
  const client = new Client(
    { name: 'relay-gateway', version: '2.3.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      // The end user's client answers input requests, not us: hand them back untouched.
      inputRequired: { autoFulfill: false },
    },
  );
  const assertion = await mintAssertion(userId, backend);
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${assertion}` } } }));
  return client;
}

export async function listBackendTools(backend) {
  const client = await connect(backend, 'relay-gateway:catalog');
  try {
    const { tools } = await client.listTools();
    return tools;
  } finally {
    await client.close();
  }
}

/**
 * Runs one round of tools/call on a backend for a user. The round's requestState belongs to the
 * backend that minted it: we pass it through in both directions and never look inside.
 */
export async function callBackend(backend, userId, params) {
  const client = await connect(backend, userId);
  try {
    return await client.request({ method: 'tools/call', params }, { allowInputRequired: true });
  } finally {
    await client.close();
  }
}
