import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USAGE } from '../../../src/testing/cli/args.js';
import { CHECK_NAMES } from '../../../src/testing/report.js';
import { lines, root, runCli } from './spawn.js';

const HELP = 'Run mcp-state-check --help to see every flag.';
const VERSION = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A bare JSON-RPC server over HTTP: answers `server/discover` and `tools/list` (one tool, `deploy`, destructive) to
 * the bearer tokens alice-token and bob-token, and then misbehaves as told — never answers, or answers HTTP 500, to
 * every request or to `tools/call` only.
 */
type Misbehaviour = 'hang' | 'hang-on-call' | 'http-500' | 'http-500-on-call';

const CACHEABLE = { resultType: 'complete', ttlMs: 0, cacheScope: 'private' };
const RESULTS: Readonly<Record<string, unknown>> = {
  'server/discover': { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, ...CACHEABLE },
  'tools/list': { tools: [{ name: 'deploy', inputSchema: { type: 'object', properties: {} }, annotations: { destructiveHint: true } }], ...CACHEABLE },
};

const fixtures: Server[] = [];
afterAll(() => fixtures.forEach((server) => (server.closeAllConnections(), server.close())));

async function startFixture(misbehaviour: Misbehaviour): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => void (body += chunk));
    request.on('end', () => {
      if (misbehaviour === 'hang') return;
      if (misbehaviour === 'http-500') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      if (!['Bearer alice-token', 'Bearer bob-token'].includes(request.headers.authorization ?? '')) {
        return void response.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
      }
      if (request.method !== 'POST') return void response.writeHead(405, { allow: 'POST' }).end();
      const message = JSON.parse(body) as { id?: unknown; method: string };
      if (message.id === undefined) return void response.writeHead(202).end();
      const result = RESULTS[message.method];
      if (result === undefined && misbehaviour === 'hang-on-call') return;
      if (result === undefined) return void response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    });
  });
  fixtures.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

const users = ['--token', 'alice-token', '--other-token', 'bob-token'];

describe.concurrent('mcp-state-check: usage errors exit 2 and say what to fix', () => {
  const cases: Array<[string[], string]> = [
    [['--tool', 'deploy'], 'which server? Give --url http://HOST:PORT/mcp (Streamable HTTP) or --command "python server.py" (stdio)'],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', '--token', 'a'], "--url needs --other-token: the bearer tokens of two different users (other-user retries user A's state as user B)"],
    [['--url', 'localhost:8000', '--tool', 'deploy', ...users], "--url must be an http:// or https:// URL, e.g. http://127.0.0.1:8000/mcp, not 'localhost:8000'"],
    [['--url', 'http://127.0.0.1:9/mcp', ...users], '--tool is required: a tool that answers its first call with input_required and a requestState'],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--args', '[1]'], "--args must be a JSON object, e.g. --args '{\"service\":\"api\"}', not [1]"],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--respond', '{x'], "--respond is not JSON (Expected property name or '}' in JSON at position 1): give an object, e.g. --respond '{\"confirm\":{\"action\":\"accept\",\"content\":{\"confirm\":true}}}'"],
    [['--command', 'python3 server.py', '--tool', 'deploy', '--token', 'a'], '--token and --other-token go with --url: a stdio server gets no bearer token (set what it needs in its environment)'],
    [['--command', "python3 'my server.py", '--tool', 'deploy'], "--command has an unclosed ' at character 9: quote the command as a shell would, e.g. --command \"python 'my server.py'\""],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--other-args', '{}'], '--other-args needs --other-tool: the tool they are for'],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--ttl', '10m'], "--ttl must be a whole number of seconds above 0, not '10m'"],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--timeout', '0'], "--timeout must be a whole number of milliseconds above 0, not '0'"],
    [['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--wait'], "Unknown option '--wait'"],
  ];
  for (const [args, message] of cases) {
    it(`${args.join(' ')}`, async () => {
      const run = await runCli(args);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({ code: 2, stdout: '', stderr: `mcp-state-check: ${message}\n${HELP}\n` });
    }, 30_000);
  }

  it('--help prints every flag and exits 0; --version prints the package version', async () => {
    const [help, version] = await Promise.all([runCli(['--help']), runCli(['--version'])]);
    expect({ code: help.code, stdout: help.stdout, stderr: help.stderr }).toEqual({ code: 0, stdout: USAGE, stderr: '' });
    for (const flag of ['--url', '--token', '--other-token', '--command', '--tool', '--args', '--other-tool', '--other-args', '--bind-args', '--changed-args', '--respond', '--ttl', '--wait-expiry', '--json', '--timeout']) {
      expect(USAGE).toMatch(new RegExp(`^ {2}${flag} `, 'm'));
    }
    expect({ code: version.code, stdout: version.stdout }).toEqual({ code: 0, stdout: `${VERSION}\n` });
  }, 30_000);
});

describe.concurrent('mcp-state-check: connection errors exit 2, a misbehaving server fails the control', () => {
  it('says which package to install when @modelcontextprotocol/client is missing', async () => {
    // The built package alone, outside this repository's node_modules: as installed without the optional peer.
    const alone = mkdtempSync(join(tmpdir(), 'mcp-state-check-alone-'));
    try {
      // Copied without blocking: the fixtures of the other tests answer from this process meanwhile.
      await cp(join(root, 'dist'), join(alone, 'dist'), { recursive: true });
      await cp(join(root, 'package.json'), join(alone, 'package.json'));
      const cli = join(alone, 'dist/src/testing/cli/main.js');
      const [run, json, help] = await Promise.all([
        runCli(['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users], { command: [process.execPath, cli] }),
        runCli(['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', ...users, '--json'], { command: [process.execPath, cli] }),
        runCli(['--help'], { command: [process.execPath, cli] }),
      ]);
      const message =
        'cannot load the official MCP client, @modelcontextprotocol/client 2.x, which this command runs on. It is an optional peer ' +
        'dependency of eslint-plugin-mcp-state: install it next to it with npm install --save-dev @modelcontextprotocol/client@^2';
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({ code: 2, stdout: '', stderr: `mcp-state-check: ${message}\n` });
      expect({ code: json.code, report: JSON.parse(json.stdout) as unknown }).toEqual({ code: 2, report: { passed: false, exitCode: 2, error: message } });
      expect({ code: help.code, stdout: help.stdout }).toEqual({ code: 0, stdout: USAGE });
    } finally {
      rmSync(alone, { recursive: true, force: true });
    }
  }, 30_000);

  it('gives up on a server that never answers after --timeout, exit 2', async () => {
    const url = await startFixture('hang');
    const run = await runCli(['--url', url, '--tool', 'deploy', ...users, '--timeout', '300']);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: `mcp-state-check: could not connect to ${url} as user A: Version negotiation probe timed out after 300ms — it did not answer within 300 ms (--timeout): is ${url} an MCP server?\n`,
    });
    // The message shows the 300 ms; this only shows the command ended on its own (a loaded machine starts node slowly).
    expect(run.milliseconds).toBeLessThan(20_000);
  }, 30_000);

  it('fails the untouched control, and runs nothing else, when tools/call hangs: bounded by --timeout, exit 1', async () => {
    // A timeout the fixture's quick answers to server/discover and tools/list meet on a busy machine too.
    const url = await startFixture('hang-on-call');
    const run = await runCli(['--url', url, '--tool', 'deploy', ...users, '--timeout', '4000']);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    expect(lines(run.stdout)).toEqual([
      'FAILED  untouched       sent deploy({}) → got deploy({}) did not answer input_required with a requestState, but no answer within 4000 ms',
      ...CHECK_NAMES.slice(1).map((name) => `FAILED  ${name.padEnd(15)} not run: the untouched control failed, so a refusal would prove nothing`),
      `requestState is NOT sealed: 11 of 11 checks FAILED (${CHECK_NAMES.join(', ')})`,
    ]);
    expect(run.milliseconds).toBeGreaterThan(4000);
    expect(run.milliseconds).toBeLessThan(20_000);
  }, 30_000);

  it('exits 2 on a server that answers HTTP 500 to everything', async () => {
    const url = await startFixture('http-500');
    const run = await runCli(['--url', url, '--tool', 'deploy', ...users]);
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: `mcp-state-check: could not connect to ${url} as user A: Version negotiation failed: the server answered the probe with HTTP 500 — the server failed: see its log\n`,
    });
  }, 30_000);

  it('fails the control on a server that answers HTTP 500 to tools/call, exit 1', async () => {
    const url = await startFixture('http-500-on-call');
    const run = await runCli(['--url', url, '--tool', 'deploy', ...users, '--json']);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    const report = JSON.parse(run.stdout) as { failed: string[]; checks: Array<{ name: string; received: string }> };
    expect(report.failed).toEqual(CHECK_NAMES);
    expect(report.checks[0]).toEqual({
      name: 'untouched',
      status: 'failed',
      sent: 'deploy({})',
      received: 'deploy({}) did not answer input_required with a requestState, but transport failure: "Error POSTing to endpoint: Internal Server Error"',
    });
  }, 30_000);

  it('names the token the server refused, and the tool it does not list', async () => {
    const url = await startFixture('hang-on-call');
    const [token, tool] = await Promise.all([
      runCli(['--url', url, '--tool', 'deploy', '--token', 'alice-token', '--other-token', 'mallory-token']),
      runCli(['--url', url, '--tool', 'delpoy', ...users]),
    ]);
    expect({ code: token.code, stdout: token.stdout, stderr: token.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: `mcp-state-check: could not connect to ${url} as user B: Version negotiation failed: the server requires authorization (HTTP 401) — check --other-token: the server did not accept it\n`,
    });
    expect({ code: tool.code, stdout: tool.stdout, stderr: tool.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: "mcp-state-check: the server lists no tool 'delpoy' in tools/list (it lists: deploy) — check --tool\n",
    });
  }, 30_000);
});
