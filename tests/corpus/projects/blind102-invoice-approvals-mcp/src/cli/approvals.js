// approvals: terminal client for the approvals MCP server that walks through confirmation rounds.
'use strict';
const readline = require('node:readline/promises');
const { z } = require('zod');
const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
const { StreamableHTTPClientTransport } = require('@modelcontextprotocol/sdk/client/streamableHttp.js');

const AnyResult = z.object({}).passthrough();

async function ask(rl, request) {
  const { message, requestedSchema } = request.params;
  console.log(`\n${message}`);
  const content = {};
  for (const [name, schema] of Object.entries(requestedSchema.properties || {})) {
    if (schema.oneOf) schema.oneOf.forEach((o, i) => console.log(`  ${i + 1}) ${o.title}`));
    const raw = (await rl.question(`${schema.title || name}: `)).trim();
    if (schema.type === 'boolean') content[name] = /^y(es)?$/i.test(raw);
    else if (schema.oneOf) content[name] = (schema.oneOf[Number(raw) - 1] || {}).const;
    else content[name] = raw;
  }
  return { action: 'accept', content };
}

async function main() {
  const [name, ...pairs] = process.argv.slice(2);
  if (!name || !process.env.APPROVALS_TOKEN) {
    console.error('usage: APPROVALS_TOKEN=... approvals <tool> key=value ...');
    process.exit(2);
  }
  const args = Object.fromEntries(pairs.map((p) => p.split(/=(.*)/s).slice(0, 2)));
  const url = new URL(process.env.APPROVALS_URL || 'http://localhost:3000/mcp');
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { Authorization: `Bearer ${process.env.APPROVALS_TOKEN}` } },
  });
  const client = new Client({ name: 'approvals-cli', version: '0.9.3' }, { capabilities: {} });
  await client.connect(transport);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });

  try {
    let params = { name, arguments: args };
    let result = await client.request({ method: 'tools/call', params }, AnyResult);
    while (result.resultType === 'input_required') {
      const inputResponses = {};
      for (const [key, request] of Object.entries(result.inputRequests || {})) {
        inputResponses[key] = await ask(rl, request);
      }
      params = { name, arguments: args, inputResponses, requestState: result.requestState };
      result = await client.request({ method: 'tools/call', params }, AnyResult);
    }
    for (const c of result.content || []) if (c.type === 'text') console.log(c.text);
    process.exitCode = result.isError ? 1 : 0;
  } finally {
    rl.close();
    await client.close();
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
