// clinicctl: front-desk command-line client that books or cancels through the MCP server.
// @ts-nocheck
import { createInterface } from 'node:readline/promises';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

const rl = createInterface({ input: process.stdin, output: process.stdout });

async function fill(request) {
  const { message, requestedSchema } = request.params;
  console.log(message);
  const content = {};
  for (const [name, schema] of Object.entries(requestedSchema.properties ?? {})) {
    if (schema.oneOf) {
      schema.oneOf.forEach((o, i) => console.log(`  ${i + 1}. ${o.title}`));
      const n = Number(await rl.question('Choose: '));
      content[name] = schema.oneOf[n - 1]?.const;
    } else if (schema.type === 'boolean') {
      content[name] = /^y/i.test(await rl.question(`${schema.title} [y/N]: `));
    } else {
      content[name] = await rl.question(`${schema.title ?? name}: `);
    }
  }
  return { action: 'accept', content };
}

async function run(client, name: string, args: Record<string, unknown>) {
  let params: Record<string, unknown> = { name, arguments: args };
  for (let round = 0; round < 4; round++) {
    const result = await client.request({ method: 'tools/call', params }, { allowInputRequired: true });
    if (result.resultType !== 'input_required') return result;
    const inputResponses = {};
    for (const [key, req] of Object.entries(result.inputRequests ?? {})) inputResponses[key] = await fill(req);
    params = { name, arguments: args, inputResponses, requestState: result.requestState };
  }
  throw new Error('too many rounds');
}

async function main() {
  const token = process.env.CLINIC_TOKEN;
  if (!token) throw new Error('set CLINIC_TOKEN (from `clinic-login`)');
  const client = new Client(
    { name: 'clinicctl', version: '3.0.1' },
    { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } }, inputRequired: { autoFulfill: false } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(process.env.CLINIC_MCP_URL ?? 'http://127.0.0.1:8787/mcp'), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  const [cmd, ...rest] = process.argv.slice(2);
  const result =
    cmd === 'cancel'
      ? await run(client, 'cancel_appointment', { appointmentId: rest[0], reason: rest.slice(1).join(' ') || 'Requested by patient', notifyPatient: true })
      : await run(client, 'book_appointment', { clinicId: rest[0], patientId: rest[1], day: rest[2], reason: rest.slice(3).join(' ') });
  for (const c of result.content ?? []) if (c.type === 'text') console.log(c.text);
  await client.close();
}

main()
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(() => rl.close());
