// returns-cli: desk tool that calls the returns MCP server and can resume a pending confirmation later.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const CREDENTIALS_FILE = join(homedir(), '.config', 'returns-cli', 'credentials.json');
const PENDING_FILE = join(homedir(), '.cache', 'returns-cli', 'pending.json');
const INPUT_META_KEY = 'returns.acme/inputRequired';
const STATE_META_KEY = 'returns.acme/requestState';
const RESPONSES_META_KEY = 'returns.acme/inputResponses';
const AnyResult = z.object({}).passthrough();

async function credentials() {
  const { url, token } = JSON.parse(await readFile(CREDENTIALS_FILE, 'utf8'));
  if (!token) throw new Error(`no token in ${CREDENTIALS_FILE}; run "returns-login" first`);
  return { url: url ?? 'http://localhost:8090/mcp', token };
}

async function promptFor(rl, request) {
  const { message, requestedSchema } = request.params;
  console.log(message);
  const content = {};
  for (const [name, schema] of Object.entries(requestedSchema.properties)) {
    if (schema.oneOf) {
      schema.oneOf.forEach((o, i) => console.log(`  ${i + 1}) ${o.title}`));
      content[name] = schema.oneOf[Number(await rl.question('> ')) - 1]?.const;
    } else {
      content[name] = /^y/i.test(await rl.question(`${schema.title ?? name}? [y/N] `));
    }
  }
  return { action: 'accept', content };
}

function callFromArgv([cmd, ...rest]) {
  if (cmd === 'refund') return { name: 'issue_refund', arguments: { rmaId: rest[0], amountCents: Math.round(Number(rest[1]) * 100) } };
  if (cmd === 'label') return { name: 'create_return_label', arguments: { rmaId: rest[0], weightGrams: Number(rest[1] ?? 1000) } };
  throw new Error('usage: returns-cli refund <rma> <amount> | label <rma> [grams] | resume');
}

async function main() {
  const { url, token } = await credentials();
  const argv = process.argv.slice(2);
  const resuming = argv[0] === 'resume';
  const saved = resuming ? JSON.parse(await readFile(PENDING_FILE, 'utf8')) : null;
  const call = saved ? saved.call : callFromArgv(argv);

  const client = new Client({ name: 'returns-cli', version: '1.7.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  const rl = createInterface({ input: process.stdin, output: process.stdout });

  try {
    let needed = saved?.needed;
    let result = needed ? null : await client.request({ method: 'tools/call', params: call }, AnyResult);
    needed ??= result._meta?.[INPUT_META_KEY];
    while (needed?.resultType === 'input_required') {
      await mkdir(dirname(PENDING_FILE), { recursive: true });
      await writeFile(PENDING_FILE, JSON.stringify({ call, needed }), { mode: 0o600 });
      const inputResponses = {};
      for (const [key, req] of Object.entries(needed.inputRequests ?? {})) inputResponses[key] = await promptFor(rl, req);
      const params = { ...call, _meta: { [STATE_META_KEY]: needed.requestState, [RESPONSES_META_KEY]: inputResponses } };
      result = await client.request({ method: 'tools/call', params }, AnyResult);
      needed = result._meta?.[INPUT_META_KEY];
    }
    await rm(PENDING_FILE, { force: true });
    for (const c of result.content ?? []) if (c.type === 'text') console.log(c.text);
    process.exitCode = result.isError ? 1 : 0;
  } finally {
    rl.close();
    await client.close();
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
