import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../docs/examples/serve-http.js';
import { startSdkCodecServer } from '../fixture-servers.js';
import { lines, runCli } from './spawn.js';

// mcp-state-check against servers on the SDK's createRequestStateCodec, started in this process: the codec decodes
// the MAC before comparing (as jose does), so every tampered character must change the decoded bytes, and the other
// encoding of the same MAC it accepts is a note, not a failure.

const RPC_REFUSED = 'JSON-RPC error -32602 "Invalid or expired requestState"';
const OTHER_ACTION = 'tool error "This confirmation was for another action."';
const MEANING =
  "Not a failure: the server reads the decoded bytes, not the string (as the SDK's createRequestStateCodec and jose do), so one state has several " +
  'valid strings; never key anything on the string itself (a list of used states, a cache)';

function argsFor(server: RunningServer): string[] {
  return [
    '--url', String(server.url), '--token', 'alice-token', '--other-token', 'bob-token', '--timeout', '20000',
    '--tool', 'deploy', '--args', '{"target":"api"}', '--other-tool', 'rename', '--other-args', '{"target":"draft"}', '--bind-args',
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line whose only unknowns are the state's length, the changed characters' indexes and the characters themselves. */
function line(text: string): RegExp {
  return new RegExp(`^${escape(text).replace(/<n>/g, '\\d+').replace(/<c>/g, '.')}$`);
}

describe.concurrent('mcp-state-check on servers using the SDK codec', () => {
  const servers: Record<'bound' | 'userOnly', RunningServer> = {} as never;
  beforeAll(async () => {
    [servers.bound, servers.userOnly] = await Promise.all([startSdkCodecServer('user, tool and args'), startSdkCodecServer('user')]);
  });
  afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())));

  it('passes a codec server bound to the user, the tool and the arguments on every check, and prints the malleable-encoding note; exit 0', async () => {
    const run = await runCli(argsFor(servers.bound));

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    const after = '; then an untouched flow got success "deploy api done"';
    const expected = [
      line('passed  untouched       sent the original requestState (<n> chars) with the answers → got success "deploy api done"'),
      line(`passed  tampered-first  sent requestState with char 0 of <n> (the first character) changed 'v'→'u' → got ${RPC_REFUSED}`),
      line(`passed  tampered-middle sent requestState with char <n> of <n> (the middle) changed '<c>'→'<c>' → got ${RPC_REFUSED}`),
      line(`passed  tampered-last   sent requestState with char <n> of <n> (the last character) changed '<c>'→'<c>' → got ${RPC_REFUSED}`),
      line(`passed  tampered-mac    sent requestState with char <n> of <n> (inside the MAC) changed '<c>'→'<c>' → got ${RPC_REFUSED}`),
      `passed  other-user      sent user A's requestState, retried as user B → got ${RPC_REFUSED}`,
      `passed  other-tool      sent requestState from deploy, retried on rename({"target":"draft"}) → got ${OTHER_ACTION}`,
      `passed  other-args      sent requestState from deploy({"target":"api"}), retried on deploy({"target":"api-other"}) → got ${OTHER_ACTION}`,
      `passed  truncated       sent the first half of requestState → got ${RPC_REFUSED}${after}`,
      `passed  garbage         sent 4119 chars of non-base64 text with a NUL as requestState → got ${RPC_REFUSED}${after}`,
      'skipped expired         needs --wait-expiry: the command would wait 605 s (--ttl 600 + 5 s), then retry',
      line(
        "note    malleable-encoding sent requestState with char <n> of <n> changed '<c>'→'<c>' in its unused low bits (another base64 encoding of the same bytes) " +
          `→ got success "deploy api done", while the same char changed in a used bit ('<c>'→'<c>') got ${RPC_REFUSED}. ${MEANING}`,
      ),
      'requestState is sealed: 10 checks passed; 1 skipped (expired); 1 note (malleable-encoding)',
    ];
    expect(lines(run.stdout)).toEqual(expected.map((each) => (typeof each === 'string' ? each : expect.stringMatching(each))));
    // the note is about the MAC's last character, the one tampered-last changed in a used bit (each flow mints its own
    // token, so the characters themselves may differ: only the position is the same)
    const output = lines(run.stdout);
    const tamperedLast = /char (\d+) of (\d+) \(the last character\) changed '(.)'/.exec(output[3]!)!;
    const note = /char (\d+) of (\d+) changed '(.)'/.exec(output[11]!)!;
    expect(Number(tamperedLast[1])).toBe(Number(tamperedLast[2]) - 1);
    expect(note.slice(1, 3)).toEqual(tamperedLast.slice(1, 3));
  }, 60_000);

  it('fails a codec server bound to the user only on other-tool and other-args, and reports the note apart in --json; exit 1', async () => {
    const run = await runCli([...argsFor(servers.userOnly), '--json']);

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 1, stderr: '' });
    const report = JSON.parse(run.stdout) as Record<string, unknown> & { checks: Array<Record<string, string>> };
    expect({ ...report, checks: report.checks.map((check) => `${check.name} ${check.status}`) }).toEqual({
      passed: false,
      exitCode: 1,
      server: { url: String(servers.userOnly.url), tool: 'deploy', destructive: false },
      summary: 'requestState is NOT sealed: 2 of 10 checks FAILED (other-tool, other-args); 1 skipped (expired); 1 note (malleable-encoding)',
      failed: ['other-tool', 'other-args'],
      skipped: ['expired'],
      notes: [
        {
          name: 'malleable-encoding',
          sent: expect.stringMatching(/^requestState with char \d+ of \d+ changed '.'→'.' in its unused low bits \(another base64 encoding of the same bytes\)$/),
          received: expect.stringMatching(new RegExp(`^success "deploy api done", while the same char changed in a used bit \\('.'→'.'\\) got ${escape(RPC_REFUSED)}$`)),
          meaning: MEANING,
        },
      ],
      checks: [
        'untouched passed', 'tampered-first passed', 'tampered-middle passed', 'tampered-last passed', 'tampered-mac passed', 'other-user passed',
        'other-tool failed', 'other-args failed', 'truncated passed', 'garbage passed', 'expired skipped',
      ],
    });
  }, 60_000);
});
