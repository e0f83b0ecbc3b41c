// fleetctl: command-line client that calls the fleet MCP tools and answers their questions on the terminal.
// @ts-nocheck
import { createInterface } from 'node:readline/promises';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const [command, ...rest] = process.argv.slice(2);
const endpoint = process.env.FLEET_MCP_URL ?? 'http://127.0.0.1:8080/mcp';
const token = process.env.FLEET_TOKEN;

if (!command || !token) {
  console.error('usage: FLEET_TOKEN=... fleetctl <retire|trips> <fleetId> [vehicleId] [reason...]');
  process.exit(2);
}

const rl = createInterface({ input: process.stdin, output: process.stdout });

async function answer(key: string, req) {
  const props = req.params.requestedSchema?.properties ?? {};
  console.log(`\n${req.params.message}`);
  const content = {};
  for (const [name, schema] of Object.entries(props)) {
    const raw = await rl.question(`  ${schema.title ?? name}: `);
    content[name] = schema.type === 'boolean' ? /^y(es)?$/i.test(raw.trim()) : raw.trim();
  }
  return { action: 'accept', content };
}

async function main() {
  const client = new Client(
    { name: 'fleetctl', version: '1.4.2' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
  );

  const [fleetId, vehicleId, ...reason] = rest;
  const params =
    command === 'retire'
      ? { name: 'decommission_vehicle', arguments: { fleetId, vehicleId, reason: reason.join(' ') } }
      : { name: 'export_trip_report', arguments: { fleetId } };

  let result = await client.request({ method: 'tools/call', params }, { allowInputRequired: true });
  for (let round = 0; result.resultType === 'input_required' && round < 5; round++) {
    const inputResponses = {};
    for (const [key, req] of Object.entries(result.inputRequests ?? {})) {
      inputResponses[key] = await answer(key, req);
    }
    result = await client.request(
      { method: 'tools/call', params: { ...params, inputResponses, requestState: result.requestState } },
      { allowInputRequired: true },
    );
  }

  for (const item of result.content ?? []) {
    if (item.type === 'text') console.log(item.text);
    if (item.type === 'resource') console.log(item.resource.text);
  }
  process.exitCode = result.isError ? 1 : 0;
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(() => rl.close());
