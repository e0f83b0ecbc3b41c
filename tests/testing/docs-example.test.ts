// The complete example of docs/testing.md (a test keeps the two identical).
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectSealedRequestState } from 'eslint-plugin-mcp-state/testing';
// Your server's start function: it listens on 127.0.0.1, port 0, and takes the clock its sealer uses.
import { startSealedServer } from '../../docs/examples/sealed-server.js';

let offset = 0;
const now = () => Date.now() + offset;
let server: Awaited<ReturnType<typeof startSealedServer>>;

beforeAll(async () => {
  server = await startSealedServer({ stateKey: 'test key, at least 32 bytes long!!', now });
});
afterAll(() => server.close());

async function connectAs(token: string): Promise<Client> {
  const client = new Client(
    { name: 'state-conformance', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(
    new StreamableHTTPClientTransport(server.url, { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
  );
  return client;
}

it('seals requestState', async () => {
  const report = await expectSealedRequestState({
    userA: () => connectAs('alice-token'),
    userB: () => connectAs('bob-token'),
    call: { name: 'deploy', arguments: { service: 'api', environment: 'production' } },
    respond: () => ({ confirm: { action: 'accept', content: { confirm: true } } }),
    otherTool: { name: 'rename', arguments: { from: 'draft', to: 'final' } },
    otherArguments: { service: 'api', environment: 'staging' },
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
  });
  expect(report.failed).toEqual([]);
});
