import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/** A client on the 2026-07-28 revision, in manual multi round-trip mode, authenticated with a bearer token. */
export async function connectClient(url: URL, token: string): Promise<Client> {
  const client = new Client(
    { name: 'conformance-kit-test', version: '1.0.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    },
  );
  const transport = new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  return client;
}

/** A clock for a server under test: real time plus however far a test moved it. */
export function movableClock(): { now: () => number; advance: (milliseconds: number) => void } {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (milliseconds) => void (offset += milliseconds) };
}
