#!/usr/bin/env node
// Starts one of the example servers on 127.0.0.1 and prints one JSON line saying how to check it:
//
//   node docs/examples/serve.js sealed|insecure|python|python-no-signature-check [--port 0] [--ttl 600]
//   {"url":"http://127.0.0.1:41234/mcp","tokens":{"a":"alice-token","b":"bob-token"},"tool":"deploy",...}
//
// then runs until it is interrupted (Ctrl-C, SIGTERM). `--ttl` is how long the server's state lives, in seconds
// (default 600), so `mcp-state-check --ttl 2 --wait-expiry` sees it expire in seconds. The TypeScript servers need
// `npm run build` first (they import eslint-plugin-mcp-state/seal); the Python ones need only `python3`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

/** What every example serves: the same tools, arguments and demo users. */
const CHECK = {
  tokens: { a: 'alice-token', b: 'bob-token' },
  tool: 'deploy',
  args: { service: 'api', environment: 'production' },
  otherTool: 'rename',
  otherArgs: { from: 'draft', to: 'final' },
};

const SERVERS = {
  sealed: { ts: 'sealed-server.ts', start: 'startSealedServer' },
  insecure: { ts: 'insecure-server.ts', start: 'startInsecureServer' },
  python: { py: 'python/server.py' },
  'python-no-signature-check': { py: 'python/server_without_signature_check.py' },
};

function usage(message) {
  console.error(`serve.js: ${message}\nusage: node docs/examples/serve.js ${Object.keys(SERVERS).join('|')} [--port 0] [--ttl 600]`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { port: { type: 'string', default: '0' }, ttl: { type: 'string', default: '600' } } });
} catch (error) {
  usage(error.message);
}
const [name, ...extra] = parsed.positionals;
const server = SERVERS[name];
if (server === undefined || extra.length > 0) usage(name === undefined ? 'which server?' : `no server '${[name, ...extra].join(' ')}'`);
const port = Number(parsed.values.port);
const ttlSeconds = Number(parsed.values.ttl);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port must be a port number, not '${parsed.values.port}'`);
if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) usage(`--ttl must be a whole number of seconds, not '${parsed.values.ttl}'`);

const announce = (url) => console.log(JSON.stringify({ url: String(url), ...CHECK }));

if (server.ts !== undefined) {
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(`./${server.ts}`, import.meta.url);
  const stateKey = process.env.STATE_KEY ?? randomBytes(32).toString('base64');
  const running = await module[server.start]({ port, stateKey, ttlSeconds });
  announce(running.url);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
} else {
  const python = process.env.PYTHON ?? (process.platform === 'win32' ? 'python' : 'python3');
  const child = spawn(python, [join(here, server.py), '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STATE_KEY: process.env.STATE_KEY ?? randomBytes(32).toString('base64'), STATE_TTL_SECONDS: String(ttlSeconds) },
  });
  child.once('error', (error) => {
    console.error(`serve.js: could not start ${python}: ${error.message}`);
    process.exit(2);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
  const lines = createInterface({ input: child.stdout });
  lines.once('line', (line) => {
    const url = /https?:\/\/\S+\/mcp/.exec(line)?.[0];
    if (url === undefined) {
      console.error(`serve.js: the Python server said '${line}', not its URL`);
      child.kill();
      return;
    }
    announce(url);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill('SIGTERM'));
}
