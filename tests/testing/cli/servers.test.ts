import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argsFor, CLI, lines, root, runCli, startExample, UNDER_A_TERMINAL, type RunningExample } from './spawn.js';

// mcp-state-check, spawned as users run it, against the example servers started by docs/examples/serve.js: the
// sealed and insecure TypeScript servers, the Python standard-library server and its variant without the signature
// check. Each server's state lives 5 s (--ttl 5), so --wait-expiry waits 10 s; those runs go side by side. Every run
// gets --timeout 20000 (see argsFor): on a loaded machine an answer can take seconds, and a hang is not what these test.

const DEPLOYED = 'success "Deployed api-2026.11.3 to production."';
const REFUSED = 'tool error "This request could not be continued. Please start the action again."';
const RPC_REFUSED = 'JSON-RPC error -32602 "Invalid or expired requestState"';
const DEPLOY = 'deploy({"service":"api","environment":"production"})';
const DEPLOY_STAGING = 'deploy({"service":"api","environment":"staging"})';
const RENAME = 'rename({"from":"draft","to":"final"})';
const SKIPPED_EXPIRED = 'skipped expired         needs --wait-expiry: the command would wait 605 s (--ttl 600 + 5 s), then retry';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line whose only unknowns are the state's length, the changed character's index and the characters themselves. */
function line(text: string): RegExp {
  const pattern = escape(text).replace(/<n>/g, '\\d+').replace(/<c>/g, '.');
  return new RegExp(`^${pattern}$`);
}

function tampered(mark: 'passed ' | 'FAILED ', site: string, where: string, got: string): RegExp {
  return line(`${mark} ${site.padEnd(15)} sent requestState with char <n> of <n> (${where}) changed '<c>'→'<c>' → got ${got}`);
}

/** The lines of a sealed server: every check passes, refusing with `refused` (and `rpc` where the verify hook answers). */
function sealedLines(rpc: string, refused: string, expired: 'waited' | 'skipped'): Array<string | RegExp> {
  const after = `; then an untouched flow got ${DEPLOYED}`;
  return [
    line(`passed  untouched       sent the original requestState (<n> chars) with the answers → got ${DEPLOYED}`),
    tampered('passed ', 'tampered-first', 'the first character', rpc),
    tampered('passed ', 'tampered-middle', 'the middle', rpc),
    tampered('passed ', 'tampered-last', 'the last character', rpc),
    tampered('passed ', 'tampered-mac', 'inside the MAC', rpc),
    `passed  other-user      sent user A's requestState, retried as user B → got ${rpc}`,
    `passed  other-tool      sent requestState from deploy, retried on ${RENAME} → got ${refused}`,
    `passed  other-args      sent requestState from ${DEPLOY}, retried on ${DEPLOY_STAGING} → got ${refused}`,
    `passed  truncated       sent the first half of requestState → got ${rpc}${after}`,
    `passed  garbage         sent 4119 chars of non-base64 text with a NUL as requestState → got ${rpc}${after}`,
    expired === 'waited' ? `passed  expired         sent the original requestState after waiting 10 s → got ${rpc}${after}` : SKIPPED_EXPIRED,
  ];
}

/** What a terminal shows: the text after the last "clear line" of each line, without colours. */
function shown(raw: string): string[] {
  return lines(raw.replace(/\r\n/g, '\n')).map((each) => (each.split('\r\u001b[K').at(-1) ?? '').replace(/\u001b\[[\d;]*m/g, ''));
}

describe.concurrent('mcp-state-check on the example servers', () => {
  const servers: Record<string, RunningExample> = {};
  beforeAll(async () => {
    const names = ['sealed', 'insecure', 'python', 'python-no-signature-check'];
    const started = await Promise.all(names.map((name) => startExample(name, ['--ttl', '5'])));
    names.forEach((name, index) => (servers[name] = started[index] as RunningExample));
  }, 30_000);
  afterAll(() => Promise.all(Object.values(servers).map((server) => server.stop())));

  it('passes docs/examples/sealed-server.ts on every check, in colour with a countdown on a terminal', async () => {
    const run = await runCli([...argsFor(servers['sealed']!), '--ttl', '5', '--wait-expiry'], {
      command: [...UNDER_A_TERMINAL, process.execPath, CLI],
    });

    expect(run.code, run.stdout).toBe(0);
    expect(shown(run.stdout)).toEqual([...sealedLines(RPC_REFUSED, REFUSED, 'waited'), 'requestState is sealed: 11 checks passed'].map((expected) =>
      typeof expected === 'string' ? expected : expect.stringMatching(expected),
    ));
    expect(run.stdout).toContain('\u001b[32mpassed \u001b[0m untouched');
    expect(run.stdout).toContain('\u001b[32;1mrequestState is sealed: 11 checks passed\u001b[0m');
    const countdown = 'expired: waiting 10 s (--ttl 5 + 5 s) for the state to expire';
    expect(run.stdout).toContain(`\r\u001b[K${countdown}: 10 s left`);
    expect(run.stdout).toContain(`\r\u001b[K${countdown}: 1 s left\r\u001b[K`);
    expect(run.milliseconds).toBeGreaterThan(10_000);
  }, 60_000);

  it('fails docs/examples/insecure-server.ts on exactly the checks base64 JSON state cannot pass, as docs/testing.md shows', async () => {
    const run = await runCli(argsFor(servers['insecure']!));

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    expect(lines(run.stdout)).toEqual([
      `passed  untouched       sent the original requestState (36 chars) with the answers → got ${DEPLOYED}`,
      'passed  tampered-first  sent requestState with char 0 of 36 (the first character) changed \'e\'→\'f\' → got tool error "Unexpected token \'\\u007f\', \\"\\u007f\\"release\\"\\"... is not valid JSON"',
      'FAILED  tampered-middle sent requestState with char 18 of 36 (the middle) changed \'B\'→\'A\' → got success "Deployed ap)-2026.11.3 to production."',
      'passed  tampered-last   sent requestState with char 35 of 36 (the last character) changed \'9\'→\'8\' → got tool error "Expected \',\' or \'}\' after property value in JSON at position 26"',
      'FAILED  tampered-mac    sent requestState with char 18 of 36 (where a trailing MAC would be; the state has no \'.\') changed \'B\'→\'A\' → got success "Deployed ap)-2026.11.3 to production."',
      `FAILED  other-user      sent user A's requestState, retried as user B → got ${DEPLOYED}`,
      `FAILED  other-tool      sent requestState from deploy, retried on ${RENAME} → got success "Renamed undefined to \\"final\\"."`,
      `FAILED  other-args      sent requestState from ${DEPLOY}, retried on ${DEPLOY_STAGING} → got success "Deployed api-2026.11.3 to staging."`,
      `passed  truncated       sent the first half of requestState → got tool error "Unterminated string in JSON at position 13"; then an untouched flow got ${DEPLOYED}`,
      `passed  garbage         sent 4119 chars of non-base64 text with a NUL as requestState → got tool error "Unexpected token '�', \\"��Z��y�-j�\\" is not valid JSON"; then an untouched flow got ${DEPLOYED}`,
      SKIPPED_EXPIRED,
      'requestState is NOT sealed: 5 of 10 checks FAILED (tampered-middle, tampered-mac, other-user, other-tool, other-args); 1 skipped (expired)',
    ]);
    expect(readFileSync(join(root, 'docs/testing.md'), 'utf8')).toContain(`\`\`\`text\n${run.stdout}\`\`\``);
  }, 60_000);

  it('prints one JSON object with --json', async () => {
    const run = await runCli([...argsFor(servers['insecure']!), '--json']);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    const report = JSON.parse(run.stdout) as Record<string, unknown> & { checks: Array<Record<string, string>> };
    expect({ ...report, checks: report.checks.map((check) => `${check.name} ${check.status}`) }).toEqual({
      passed: false,
      exitCode: 1,
      server: { url: servers['insecure']!.url, tool: 'deploy', destructive: true },
      summary: 'requestState is NOT sealed: 5 of 10 checks FAILED (tampered-middle, tampered-mac, other-user, other-tool, other-args); 1 skipped (expired)',
      failed: ['tampered-middle', 'tampered-mac', 'other-user', 'other-tool', 'other-args'],
      skipped: ['expired'],
      notes: [],
      checks: [
        'untouched passed', 'tampered-first passed', 'tampered-middle failed', 'tampered-last passed', 'tampered-mac failed', 'other-user failed',
        'other-tool failed', 'other-args failed', 'truncated passed', 'garbage passed', 'expired skipped',
      ],
    });
    expect(report.checks[7]).toEqual({
      name: 'other-args',
      status: 'failed',
      sent: `requestState from ${DEPLOY}, retried on ${DEPLOY_STAGING}`,
      received: 'success "Deployed api-2026.11.3 to staging."',
    });
    expect(report.checks[10]).toEqual({ name: 'expired', status: 'skipped', sent: 'nothing', received: 'needs --wait-expiry: the command would wait 605 s (--ttl 600 + 5 s), then retry' });
  }, 60_000);

  it('passes the Python standard-library server on every check, waiting for expiry as it says on stderr', async () => {
    const run = await runCli([...argsFor(servers['python']!), '--ttl', '5', '--wait-expiry']);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: 'mcp-state-check: expired: waiting 10 s (--ttl 5 + 5 s) for the state to expire\n' });
    const refusedEverywhere = sealedLines(REFUSED, REFUSED, 'waited');
    expect(lines(run.stdout)).toEqual([...refusedEverywhere, 'requestState is sealed: 11 checks passed'].map((expected) =>
      typeof expected === 'string' ? expected : expect.stringMatching(expected),
    ));
    expect(run.stdout).not.toContain('\u001b');
  }, 60_000);

  it('fails the Python server without its signature check on the characters changed inside the MAC', async () => {
    const run = await runCli(argsFor(servers['python-no-signature-check']!));

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    const expected = sealedLines(REFUSED, REFUSED, 'skipped');
    expected[3] = tampered('FAILED ', 'tampered-last', 'the last character', DEPLOYED);
    expected[4] = tampered('FAILED ', 'tampered-mac', 'inside the MAC', DEPLOYED);
    expect(lines(run.stdout)).toEqual(
      [...expected, 'requestState is NOT sealed: 2 of 10 checks FAILED (tampered-last, tampered-mac); 1 skipped (expired)'].map((each) =>
        typeof each === 'string' ? each : expect.stringMatching(each),
      ),
    );
  }, 60_000);

  it('checks a stdio server with --command, a process per flow, other-user not applicable', async () => {
    const run = await runCli(
      // A process per flow: a loaded machine may take seconds to start Python, so a long --timeout.
      ['--command', 'python3 docs/examples/python/server.py --stdio', '--timeout', '20000', '--tool', 'deploy', '--args', '{"service":"api","environment":"production"}', '--other-tool', 'rename', '--other-args', '{"from":"draft","to":"final"}'],
      { env: { STATE_KEY: 'the stdio test key, at least 32 bytes long' } },
    );

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const expected = sealedLines(REFUSED, REFUSED, 'skipped');
    expected[5] = 'skipped other-user      not applicable: a stdio server has no principal, so there is no other user to replay the state as';
    expect(lines(run.stdout)).toEqual(
      [...expected, 'requestState is sealed: 9 checks passed; 2 skipped (other-user, expired)'].map((each) =>
        typeof each === 'string' ? each : expect.stringMatching(each),
      ),
    );
  }, 60_000);

  it('skips other-args on a tool not marked destructive, and runs it with --bind-args on arguments from its inputSchema', async () => {
    const python = servers['python']!;
    const rename = ['--url', python.url, '--token', 'alice-token', '--other-token', 'bob-token', '--timeout', '20000', '--tool', 'rename', '--args', '{"from":"draft","to":"final"}'];
    const [plain, bound] = await Promise.all([runCli(rename), runCli([...rename, '--bind-args'])]);

    expect([plain.code, bound.code], plain.stdout + bound.stdout).toEqual([0, 0]);
    expect(lines(plain.stdout)).toContain('skipped other-args      not required: rename is not marked annotations.destructiveHint (--bind-args checks it anyway)');
    expect(lines(plain.stdout)).toContain('skipped other-tool      no --other-tool given');
    expect(lines(bound.stdout)).toContain(
      `passed  other-args      sent requestState from ${RENAME}, retried on rename({"from":"draft-other","to":"final"}) → got ${REFUSED}`,
    );
    expect(lines(bound.stdout).at(-1)).toBe('requestState is sealed: 9 checks passed; 2 skipped (other-tool, expired)');
  }, 60_000);

  it('the Python server speaks plain JSON-RPC over HTTP: initialize, notifications, bearer tokens, no GET stream', async () => {
    const post = (body: unknown, token = 'alice-token') =>
      fetch(servers['python']!.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify(body),
      });
    const initialize = await post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2026-07-28', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    expect(await initialize.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2026-07-28',
        capabilities: { tools: {} },
        serverInfo: { name: 'python-example', version: '1.0.0' },
        resultType: 'complete',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'python-example', version: '1.0.0' } },
      },
    });
    const notification = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const unknown = await post({ jsonrpc: '2.0', id: 2, method: 'resources/list' });
    const stranger = await post({ jsonrpc: '2.0', id: 3, method: 'tools/list' }, 'mallory-token');
    const stream = await fetch(servers['python']!.url, { headers: { authorization: 'Bearer alice-token' } });
    expect([notification.status, await notification.text()]).toEqual([202, '']);
    expect(await unknown.json()).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: resources/list' } });
    expect([stranger.status, stranger.headers.get('www-authenticate')]).toEqual([401, 'Bearer error="invalid_token"']);
    expect([stream.status, stream.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('answers with --respond instead of the defaults built from requestedSchema', async () => {
    const run = await runCli([...argsFor(servers['python']!), '--respond', '{"confirm":{"action":"decline"}}']);

    expect(run.code, run.stdout).toBe(0);
    expect(lines(run.stdout)[0]).toMatch(/^passed {2}untouched {7}sent the original requestState \(\d+ chars\) with the answers → got success "Deployment cancelled\."$/);
  });
});
