import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInsecureServer } from '../../docs/examples/insecure-server.js';
import type { RunningServer } from '../../docs/examples/serve-http.js';
import { startSealedServer } from '../../docs/examples/sealed-server.js';
import {
  CHECK_NAMES,
  checkSealedRequestState,
  expectSealedRequestState,
  SealedRequestStateError,
  type CheckName,
  type SealedRequestStateOptions,
} from '../../src/testing/index.js';
import { connectClient, movableClock } from './connect.js';
import { startSdkCodecServer, startStoreServer, type BadStateBehaviour } from './fixture-servers.js';

const STATE_KEY = 'a test key that is at least 32 bytes long';
const confirmYes = () => ({ confirm: { action: 'accept', content: { confirm: true } } });

function exampleOptions(server: RunningServer, advanceClock: (milliseconds: number) => void): SealedRequestStateOptions {
  return {
    userA: () => connectClient(server.url, 'alice-token'),
    userB: () => connectClient(server.url, 'bob-token'),
    call: { name: 'deploy', arguments: { service: 'api', environment: 'production' } },
    respond: confirmYes,
    otherTool: { name: 'rename', arguments: { from: 'draft', to: 'final' } },
    otherArguments: { service: 'api', environment: 'staging' },
    advanceClock,
  };
}

function fixtureOptions(server: RunningServer, advanceClock: (milliseconds: number) => void): SealedRequestStateOptions {
  return {
    userA: () => connectClient(server.url, 'alice-token'),
    userB: () => connectClient(server.url, 'bob-token'),
    call: { name: 'deploy', arguments: { target: 'api' } },
    respond: confirmYes,
    otherTool: { name: 'rename', arguments: { target: 'draft' } },
    otherArguments: { target: 'web' },
    advanceClock,
  };
}

const REFUSAL_CHECKS = CHECK_NAMES.filter((name) => name !== 'untouched');

function statuses(checks: readonly { name: CheckName; status: string }[]): Record<string, string> {
  return Object.fromEntries(checks.map((check) => [check.name, check.status]));
}

describe('the kit on docs/examples/sealed-server.ts', () => {
  const clock = movableClock();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startSealedServer({ stateKey: STATE_KEY, now: clock.now });
  });
  afterAll(() => server.close());

  it('passes every check, each refusal a JSON-RPC -32602 or a tool error', async () => {
    const report = await expectSealedRequestState(exampleOptions(server, clock.advance));

    expect(report.passed).toBe(true);
    expect(report.failed).toEqual([]);
    // its sealer decodes base64url canonically only: another encoding of the same MAC is refused, no note
    expect(report.notes).toEqual([]);
    expect(report.checks.map((check) => [check.name, check.status])).toEqual(CHECK_NAMES.map((name) => [name, 'passed']));
    const lines = report.text.split('\n');
    expect(lines[0]).toBe('requestState is sealed: 11 checks passed');
    expect(lines[1]).toMatch(/^PASS untouched: sent the original requestState \(\d+ chars\) with the answers → got success "Deployed api-2026\.11\.3 to production\."$/);
    expect(lines[5]).toMatch(/^PASS tampered-mac: sent requestState with char \d+ of \d+ \(inside the MAC\) changed '.'→'.' → got JSON-RPC error -32602 "Invalid or expired requestState"$/);
    expect(lines).toContain(
      'PASS other-tool: sent requestState from deploy, retried on rename({"from":"draft","to":"final"}) → got tool error ' +
        '"This request could not be continued. Please start the action again."',
    );
    expect(lines[8]).toBe(
      'PASS other-args: sent requestState from deploy({"service":"api","environment":"production"}), retried on ' +
        'deploy({"service":"api","environment":"staging"}) → got tool error "This request could not be continued. Please start the action again."',
    );
    expect(lines[11]).toBe(
      'PASS expired: sent the original requestState after moving the clock 601 s → got JSON-RPC error -32602 ' +
        '"Invalid or expired requestState"; then an untouched flow got success "Deployed api-2026.11.3 to production."',
    );
  });
});

describe('the kit on docs/examples/insecure-server.ts', () => {
  const clock = movableClock();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startInsecureServer({ now: clock.now });
  });
  afterAll(() => server.close());

  it('fails, naming the checks base64 JSON state cannot pass', async () => {
    const error: unknown = await expectSealedRequestState(exampleOptions(server, clock.advance)).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(SealedRequestStateError);
    const { report, message } = error as SealedRequestStateError;
    expect(message).toBe(report.text);
    expect(report.failed).toEqual(['tampered-middle', 'tampered-mac', 'other-user', 'other-tool', 'other-args', 'expired']);
    expect(report.notes).toEqual([]); // 36 characters of base64: no character has unused bits
    const lines = message.split('\n');
    expect(lines[0]).toBe(
      'requestState is NOT sealed: 6 of 11 checks failed (tampered-middle, tampered-mac, other-user, other-tool, other-args, expired)',
    );
    expect(lines).toContain('FAIL tampered-middle: sent requestState with char 18 of 36 (the middle) changed \'B\'→\'A\' → got success "Deployed ap)-2026.11.3 to production."');
    expect(lines).toContain(
      'FAIL tampered-mac: sent requestState with char 18 of 36 (where a trailing MAC would be; the state has no \'.\') changed \'B\'→\'A\' → got success "Deployed ap)-2026.11.3 to production."',
    );
    expect(lines).toContain('FAIL other-user: sent user A\'s requestState, retried as user B → got success "Deployed api-2026.11.3 to production."');
    expect(lines).toContain('FAIL other-tool: sent requestState from deploy, retried on rename({"from":"draft","to":"final"}) → got success "Renamed undefined to \\"final\\"."');
    expect(readFileSync(new URL('../../docs/testing.md', import.meta.url), 'utf8')).toContain(`\`\`\`text\n${report.text}\n\`\`\``);
    // The first and last characters break the JSON: a crash answered as a tool error is a refusal, and the kit says so.
    expect(lines[2]).toMatch(/^PASS tampered-first: .* → got tool error "Unexpected token/);
  });
});

/** Moves `Date.now()` of this process, where the SDK codec servers run, with fake timers (only `Date`). */
function moveDate(milliseconds: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + milliseconds);
}

const MALLEABLE = {
  name: 'malleable-encoding',
  sent: expect.stringMatching(/^requestState with char \d+ of \d+ changed '.'→'.' in its unused low bits \(another base64 encoding of the same bytes\)$/) as unknown as string,
  received: expect.stringMatching(
    /^success "deploy api done", while the same char changed in a used bit \('.'→'.'\) got JSON-RPC error -32602 "Invalid or expired requestState"$/,
  ) as unknown as string,
  meaning:
    "Not a failure: the server reads the decoded bytes, not the string (as the SDK's createRequestStateCodec and jose do), so one state has " +
    'several valid strings; never key anything on the string itself (a list of used states, a cache)',
};

describe('the kit on a server using the SDK codec bound to the user only', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startSdkCodecServer('user');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
  });

  it('finds the missing tool and argument binding, refuses every tampered character, notes the malleable MAC; moves Date.now() with fake timers', async () => {
    const report = await checkSealedRequestState(fixtureOptions(server, moveDate));

    expect(report.failed).toEqual(['other-tool', 'other-args']);
    expect(statuses(report.checks)).toMatchObject({ 'tampered-last': 'passed', 'tampered-mac': 'passed', expired: 'passed', 'other-user': 'passed' });
    expect(report.text).toContain('FAIL other-tool: sent requestState from deploy, retried on rename({"target":"draft"}) → got success "rename draft done"');
    expect(report.notes).toEqual([MALLEABLE]);
    expect(report.text.split('\n')[0]).toBe('requestState is NOT sealed: 2 of 11 checks failed (other-tool, other-args); 1 note (malleable-encoding)');
  });
});

describe('the kit on a server using the SDK codec, bound to the user, with the tool and arguments in the payload', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startSdkCodecServer('user, tool and args');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
  });

  it('passes every check: the codec decodes the MAC, and every tampered character changes its bytes; the other encoding is a note', async () => {
    const report = await expectSealedRequestState(fixtureOptions(server, moveDate));

    expect(report.passed).toBe(true);
    expect(report.checks.map((check) => [check.name, check.status])).toEqual(CHECK_NAMES.map((name) => [name, 'passed']));
    const tamperedLast = report.checks.find((check) => check.name === 'tampered-last')!;
    const length = /\((\d+) chars\)/.exec(report.checks[0]!.sent)?.[1];
    expect(tamperedLast).toEqual({
      name: 'tampered-last',
      status: 'passed',
      sent: expect.stringMatching(new RegExp(`^requestState with char ${Number(length) - 1} of ${length} \\(the last character\\) changed '.'→'.'$`)) as unknown as string,
      received: 'JSON-RPC error -32602 "Invalid or expired requestState"',
    });
    expect(report.notes).toEqual([MALLEABLE]);
    const [index] = /\d+/.exec(report.notes[0]!.sent)!;
    expect(Number(index)).toBe(Number(length) - 1); // the MAC's last character
    const lines = report.text.split('\n');
    expect(lines[0]).toBe('requestState is sealed: 11 checks passed; 1 note (malleable-encoding)');
    expect(lines).toHaveLength(1 + CHECK_NAMES.length + 1);
    expect(lines.at(-1)).toBe(`NOTE malleable-encoding: sent ${report.notes[0]!.sent} → got ${report.notes[0]!.received}. ${MALLEABLE.meaning}`);
    expect(report.checks.find((check) => check.name === 'other-tool')?.received).toBe('tool error "This confirmation was for another action."');
  });
});

describe('what counts as a refusal', () => {
  const servers: RunningServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function runAgainst(behaviour: BadStateBehaviour, timeoutMs?: number) {
    const clock = movableClock();
    const server = await startStoreServer(behaviour, clock.now);
    servers.push(server);
    return checkSealedRequestState({ ...fixtureOptions(server, clock.advance), ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  }

  it('passes a server that keeps state server-side and refuses with tool errors', async () => {
    const report = await runAgainst('tool-error');
    expect(report.failed).toEqual([]);
    expect(report.notes).toEqual([]);
    expect(report.checks.find((check) => check.name === 'garbage')?.received).toBe(
      'tool error "Please start again."; then an untouched flow got success "deploy api done"',
    );
  });

  it('fails every refusal check when the server asks again instead of refusing', async () => {
    const report = await runAgainst('ask-again');
    expect(report.failed).toEqual(REFUSAL_CHECKS);
    expect(report.checks.find((check) => check.name === 'other-user')?.received).toBe(
      'input_required (inputRequests: confirm; no requestState)',
    );
  });

  it('fails a check on a hang, bounded by timeoutMs', async () => {
    const started = Date.now();
    const report = await runAgainst('hang', 150);
    expect(report.failed).toEqual(REFUSAL_CHECKS);
    expect(report.checks.find((check) => check.name === 'tampered-first')?.received).toBe('no answer within 150 ms');
    expect(Date.now() - started).toBeLessThan(10 * 400 + 2000);
  });

  it('fails a check on a transport failure (the fixture answers 502 to state it never issued)', async () => {
    const report = await runAgainst('http-502');
    const mutated: CheckName[] = ['tampered-first', 'tampered-middle', 'tampered-last', 'tampered-mac', 'truncated', 'garbage'];
    expect(report.failed).toEqual(mutated);
    for (const check of report.checks.filter((result) => mutated.includes(result.name))) {
      expect(check.received).toMatch(/^transport failure: "Error POSTing to endpoint: Bad gateway"(; then an untouched flow got success "deploy api done")?$/);
    }
  });

  it('runs nothing else when the control fails: refusals would prove nothing', async () => {
    const report = await runAgainst('refuse-everything');
    expect(report.failed).toEqual(CHECK_NAMES);
    expect(report.checks[0]).toEqual({
      name: 'untouched',
      status: 'failed',
      sent: expect.stringMatching(/^the original requestState \(36 chars\) with the answers$/) as unknown as string,
      received: 'tool error "Not today."',
    });
    expect(report.checks[1]?.received).toBe('not run: the untouched control failed, so a refusal would prove nothing');
  });

  it('reports otherTool as skipped, not failed, when none is given', async () => {
    const clock = movableClock();
    const server = await startStoreServer('tool-error', clock.now);
    servers.push(server);
    const report = await expectSealedRequestState({ ...fixtureOptions(server, clock.advance), otherTool: undefined });
    expect(report.checks.find((check) => check.name === 'other-tool')).toEqual({
      name: 'other-tool',
      status: 'skipped',
      sent: 'nothing',
      received: 'no otherTool given',
    });
    expect(report.text).toContain('SKIP other-tool: sent nothing → got no otherTool given');
  });

  it('throws when a client cannot connect, and closes the one that did', async () => {
    const clock = movableClock();
    const server = await startStoreServer('tool-error', clock.now);
    servers.push(server);
    let closed = 0;
    const options = fixtureOptions(server, clock.advance);
    await expect(
      checkSealedRequestState({
        ...options,
        userA: async () => {
          const client = await options.userA();
          return { request: client.request.bind(client), close: async () => void (closed += 1, await client.close()) };
        },
        userB: () => connectClient(server.url, 'nobody-token'),
      }),
    ).rejects.toThrow(/^Could not connect a client as user B: /);
    expect(closed).toBe(1);
  });
});
