// Models a scripted client that drives input_required rounds by hand and echoes requestState back.
// @ts-nocheck
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client/streamableHttp';

async function main() {
  const client = new Client(
    { name: 'calendar-demo', version: '0.5.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(process.env.CAL_MCP_URL ?? 'http://localhost:3000/mcp'), {
      requestInit: { headers: { Authorization: `Bearer ${process.env.CAL_TOKEN}` } },
    }),
  );

  const params = { name: 'schedule_meeting', arguments: { title: 'Sprint review', attendees: ['ana@example.com'] } };
  let result = await client.request({ method: 'tools/call', params }, { allowInputRequired: true });

  for (let round = 0; round < 5 && result.resultType === 'input_required'; round++) {
    const inputResponses = {};
    for (const [key, req] of Object.entries(result.inputRequests ?? {})) {
      const firstOption = Object.values(req.params.requestedSchema.properties)[0]?.enum?.[0];
      inputResponses[key] = { action: 'accept', content: { start: firstOption } };
    }
    result = await client.request(
      { method: 'tools/call', params: { ...params, inputResponses, requestState: result.requestState } },
      { allowInputRequired: true },
    );
  }

  console.log(JSON.stringify(result.content, null, 2));
  await client.close();
}

main();
