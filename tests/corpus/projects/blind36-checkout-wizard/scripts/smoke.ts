/**
 * Drives the checkout wizard by hand against a running server, one round at a time,
 * the way an MCP host would. Usage: SHOPPER_TOKEN=… CART_ID=… npm run smoke
 */
import { Client, StreamableHTTPClientTransport, isInputRequiredResult } from '@modelcontextprotocol/client';

const url = new URL(process.env.MCP_URL ?? 'http://localhost:3000/mcp');
const client = new Client(
  { name: 'checkout-smoke', version: '0.0.0' },
  {
    capabilities: { elicitation: { form: {}, url: {} } },
    versionNegotiation: { mode: { pin: '2026-07-28' } },
    inputRequired: { autoFulfill: false },
  },
);
await client.connect(
  new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: `Bearer ${process.env.SHOPPER_TOKEN}` } } }),
);

// Canned answers for each question the wizard may ask.
const answers: Record<string, Record<string, unknown>> = {
  address: { addressId: process.env.ADDRESS_ID ?? 'addr_home' },
  shipping: { option: 'standard' },
  payment: {},
  review: { confirm: process.env.CONFIRM === '1' },
};

const params = { name: 'place_order', arguments: { cartId: process.env.CART_ID } };
let result = await client.request({ method: 'tools/call', params }, { allowInputRequired: true });

for (let round = 1; isInputRequiredResult(result) && round <= 8; round++) {
  const keys = Object.keys(result.inputRequests ?? {});
  console.log(`round ${round}: asked for ${keys.join(', ')}`);
  const inputResponses = Object.fromEntries(keys.map((k) => [k, { action: 'accept', content: answers[k] ?? {} }]));
  // Echo the state exactly as received; the server verifies it.
  result = await client.request(
    { method: 'tools/call', params: { ...params, inputResponses, requestState: result.requestState } },
    { allowInputRequired: true },
  );
}

console.log(JSON.stringify(result, null, 2));
await client.close();
