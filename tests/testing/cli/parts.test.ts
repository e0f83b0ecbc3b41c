import { describe, expect, it } from 'vitest';
import { defaultInputResponse, fieldValue, formContent, inputResponses } from '../../../src/testing/cli/answers.js';
import { parseCommandLine, UsageError } from '../../../src/testing/cli/args.js';
import { changedArguments } from '../../../src/testing/cli/changed-args.js';
import { splitCommand } from '../../../src/testing/cli/command-line.js';
import { checkLine, clock, noteLine, styleFor, summaryLine, tally, waitSaying } from '../../../src/testing/cli/output.js';
import type { CheckNote, CheckResult } from '../../../src/testing/report.js';

describe('default answers to input requests', () => {
  it('fills a form from requestedSchema: first enum value, true, "test", 1', () => {
    expect(
      formContent({
        type: 'object',
        properties: {
          confirm: { type: 'boolean', default: false },
          environment: { type: 'string', enum: ['staging', 'production'] },
          titled: { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] },
          tags: { type: 'array', items: { anyOf: [{ const: 'x' }, { const: 'y' }] } },
          name: { type: 'string' },
          count: { type: 'integer' },
          ratio: { type: 'number', minimum: 2.5 },
          email: { type: 'string', format: 'email' },
          code: { type: 'string', minLength: 6 },
          short: { type: 'string', maxLength: 2 },
        },
      }),
    ).toEqual({ confirm: true, environment: 'staging', titled: 'a', tags: ['x'], name: 'test', count: 1, ratio: 2.5, email: 'test@example.com', code: 'testtt', short: 'te' });
    expect([fieldValue({ type: 'integer', maximum: 0 }), fieldValue({ type: 'integer', minimum: 1.5 }), fieldValue(undefined)]).toEqual([0, 2, 'test']);
    expect(formContent(undefined)).toEqual({});
  });

  it('accepts form and URL elicitations, answers sampling and roots, and leaves anything else to --respond', () => {
    const form = { mode: 'form', message: 'Go?', requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } };
    expect(defaultInputResponse({ method: 'elicitation/create', params: form })).toEqual({ action: 'accept', content: { confirm: true } });
    expect(defaultInputResponse({ method: 'elicitation/create', params: { ...form, mode: undefined } })).toEqual({ action: 'accept', content: { confirm: true } });
    expect(defaultInputResponse({ method: 'elicitation/create', params: { mode: 'url', url: 'https://x' } })).toEqual({ action: 'accept' });
    expect(defaultInputResponse({ method: 'sampling/createMessage' })).toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'test' },
      model: 'mcp-state-check',
      stopReason: 'endTurn',
    });
    expect(defaultInputResponse({ method: 'roots/list' })).toEqual({ roots: [] });
    expect(defaultInputResponse({ method: 'something/new' })).toBeUndefined();
  });

  it('takes --respond for the keys it names, the default for the others, and nothing for keys not asked', () => {
    const requests = {
      confirm: { method: 'elicitation/create', params: { requestedSchema: { properties: { confirm: { type: 'boolean' } } } } },
      other: { method: 'something/new' },
      roots: { method: 'roots/list' },
    };
    expect(inputResponses(requests, { confirm: { action: 'decline' }, other: { ok: 1 }, unasked: { action: 'accept' } })).toEqual({
      confirm: { action: 'decline' },
      other: { ok: 1 },
      roots: { roots: [] },
    });
  });
});

describe('changedArguments (other-args)', () => {
  const schema = {
    type: 'object',
    properties: {
      service: { type: 'string' },
      environment: { type: 'string', enum: ['staging', 'production'] },
      force: { type: 'boolean' },
      replicas: { type: 'integer', maximum: 3 },
      id: { type: 'string', pattern: '^[a-z]+$' },
    },
  };

  it('changes the one argument the schema is surest to accept: enum, then boolean, then number, then string', () => {
    expect(changedArguments({ service: 'api', environment: 'production', force: false }, schema)).toEqual({ service: 'api', environment: 'staging', force: false });
    expect(changedArguments({ service: 'api', force: false, replicas: 1 }, schema)).toEqual({ service: 'api', force: true, replicas: 1 });
    expect(changedArguments({ service: 'api', replicas: 3 }, schema)).toEqual({ service: 'api', replicas: 2 });
    expect(changedArguments({ service: 'api', id: 'abc' }, schema)).toEqual({ service: 'api-other', id: 'abc' });
    expect(changedArguments({ ratio: 0.5, n: 0 }, undefined)).toEqual({ ratio: 0.75, n: 0 });
  });

  it('gives up when nothing can be changed within the schema', () => {
    expect(changedArguments({}, schema)).toBeUndefined();
    expect(changedArguments({ id: 'abc' }, schema)).toBeUndefined();
    expect(changedArguments({ mode: 'only' }, { properties: { mode: { enum: ['only'] } } })).toBeUndefined();
    expect(changedArguments({ mode: 'x' }, { properties: { mode: { const: 'x' } } })).toBeUndefined();
    expect(changedArguments({ nested: { a: 1 }, list: [1] }, {})).toBeUndefined();
  });
});

describe('splitCommand (--command)', () => {
  it('splits words as a shell would, without expanding anything', () => {
    expect(splitCommand('python server.py --stdio')).toEqual(['python', 'server.py', '--stdio']);
    expect(splitCommand(`  uv run 'my server.py'  "a \\"b\\" $HOME" c\\ d ''`)).toEqual(['uv', 'run', 'my server.py', 'a "b" $HOME', 'c d', '']);
    expect(splitCommand('')).toEqual([]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => splitCommand(`python 'x`)).toThrow("--command has an unclosed ' at character 8");
    expect(() => splitCommand('python "x')).toThrow('--command has an unclosed " at character 8');
  });
});

describe('parseCommandLine', () => {
  it('reads every flag', () => {
    const parsed = parseCommandLine([
      '--url', 'http://127.0.0.1:8000/mcp', '--token', 'A', '--other-token', 'B', '--tool', 'deploy', '--args', '{"service":"api"}',
      '--other-tool', 'rename', '--other-args', '{"from":"x"}', '--bind-args', '--changed-args', '{"service":"web"}',
      '--respond', '{"confirm":{"action":"accept"}}', '--ttl', '60', '--wait-expiry', '--json', '--timeout', '900',
    ]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        target: { kind: 'http', url: new URL('http://127.0.0.1:8000/mcp'), tokenA: 'A', tokenB: 'B' },
        call: { name: 'deploy', arguments: { service: 'api' } },
        otherTool: { name: 'rename', arguments: { from: 'x' } },
        changedArgs: { service: 'web' },
        respond: { confirm: { action: 'accept' } },
        ttlSeconds: 60,
        waitExpiry: true,
        bindArgs: true,
        json: true,
        timeoutMs: 900,
      },
    });
  });

  it('has defaults, and a stdio target', () => {
    expect(parseCommandLine(['--command', 'python3 server.py --stdio', '--tool', 'deploy', '--other-tool', 'rename'])).toEqual({
      kind: 'run',
      options: {
        target: { kind: 'stdio', commandLine: 'python3 server.py --stdio', command: 'python3', args: ['server.py', '--stdio'] },
        call: { name: 'deploy', arguments: {} },
        otherTool: { name: 'rename', arguments: {} },
        changedArgs: undefined,
        respond: {},
        ttlSeconds: 600,
        waitExpiry: false,
        bindArgs: false,
        json: false,
        timeoutMs: 5000,
      },
    });
    expect([parseCommandLine(['-h']), parseCommandLine(['--version', '--tool', 'x'])]).toEqual([{ kind: 'help' }, { kind: 'version' }]);
  });

  it('refuses what cannot work, saying what to give instead', () => {
    const http = ['--url', 'http://h/mcp', '--token', 'A', '--other-token', 'B', '--tool', 'deploy'];
    const refused = (argv: string[]) => {
      try {
        parseCommandLine(argv);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused(['--url', 'http://h/mcp', '--command', 'x', '--tool', 't'])).toBe('give --url or --command, not both');
    expect(refused(['--url', 'ftp://h/mcp', '--token', 'A', '--other-token', 'B', '--tool', 't'])).toBe("--url must be an http:// or https:// URL, e.g. http://127.0.0.1:8000/mcp, not 'ftp://h/mcp'");
    expect(refused(['--url', 'http://h/mcp', '--tool', 't'])).toBe("--url needs --token and --other-token: the bearer tokens of two different users (other-user retries user A's state as user B)");
    expect(refused(['--url', 'http://h/mcp', '--token', 'A', '--other-token', 'A', '--tool', 't'])).toBe('--token and --other-token are the same: give the tokens of two different users');
    expect(refused(['--command', '  ', '--tool', 't'])).toBe('--command is empty: give the command that starts the server, e.g. --command "python server.py"');
    expect(refused([...http, '--other-tool', 'deploy'])).toBe('--other-tool is --tool: give another tool, or leave other-tool out');
    expect(refused([...http, '--tool', ' '])).toBe('--tool is empty: give a tool name');
    expect(refused([...http, '--args', '{"a":1}', '--changed-args', '{"a":1}'])).toBe('--changed-args are --args: give arguments that differ in at least one value');
    expect(refused([...http, 'extra'])).toBe("unexpected argument 'extra': every value goes after its flag, e.g. --tool deploy");
    expect(refused([...http, '--ttl', '1.5'])).toBe("--ttl must be a whole number of seconds above 0, not '1.5'");
    expect(refused([...http, '--ttl', '86401'])).toBe('--ttl must be at most 86400 seconds, not 86401');
    expect(refused([...http, '--timeout', '3600001'])).toBe('--timeout must be at most 3600000 milliseconds, not 3600001');
    expect(refused([...http, '--json=yes'])).toBe("Option '--json' does not take an argument");
  });
});

describe('output', () => {
  const checks: CheckResult[] = [
    { name: 'untouched', status: 'passed', sent: 'the original requestState (9 chars) with the answers', received: 'success "ok"' },
    { name: 'tampered-middle', status: 'failed', sent: 'requestState with char 4 of 9 (the middle) changed \'A\'→\'B\'', received: 'success "ok"' },
    { name: 'other-user', status: 'skipped', sent: 'nothing', received: 'not applicable: stdio' },
    { name: 'garbage', status: 'failed', sent: 'nothing', received: 'not run: the untouched control failed, so a refusal would prove nothing' },
  ];

  it('writes one line a check: the status, the name in a column, and why', () => {
    expect(checks.map((check) => checkLine(check, { colour: false }))).toEqual([
      'passed  untouched       sent the original requestState (9 chars) with the answers → got success "ok"',
      'FAILED  tampered-middle sent requestState with char 4 of 9 (the middle) changed \'A\'→\'B\' → got success "ok"',
      'skipped other-user      not applicable: stdio',
      'FAILED  garbage         not run: the untouched control failed, so a refusal would prove nothing',
    ]);
    expect(checkLine(checks[1]!, { colour: true })).toBe('\u001b[31;1mFAILED \u001b[0m tampered-middle sent requestState with char 4 of 9 (the middle) changed \'A\'→\'B\' → got success "ok"');
  });

  it('sums up: sealed or not, what failed, what was skipped', () => {
    expect(summaryLine(tally(checks), { colour: false })).toBe(
      'requestState is NOT sealed: 2 of 3 checks FAILED (tampered-middle, garbage); 1 skipped (other-user)',
    );
    expect(summaryLine(tally([checks[0]!]), { colour: false })).toBe('requestState is sealed: 1 check passed');
    expect(summaryLine(tally([checks[0]!, checks[2]!]), { colour: true })).toBe('\u001b[32;1mrequestState is sealed: 1 check passed; 1 skipped (other-user)\u001b[0m');
  });

  it('writes a note on a line of its own, and counts notes in the summary without failing anything', () => {
    const note: CheckNote = { name: 'malleable-encoding', sent: "requestState with char 8 of 9 changed 'Q'→'R'", received: 'success "ok"', meaning: 'Not a failure' };
    expect(noteLine(note, { colour: false })).toBe('note    malleable-encoding sent requestState with char 8 of 9 changed \'Q\'→\'R\' → got success "ok". Not a failure');
    expect(noteLine(note, { colour: true })).toMatch(/^\u001b\[36mnote   \u001b\[0m malleable-encoding sent /);
    expect(summaryLine(tally([checks[0]!]), { colour: false }, ['malleable-encoding'])).toBe('requestState is sealed: 1 check passed; 1 note (malleable-encoding)');
    expect(summaryLine(tally(checks), { colour: false }, ['malleable-encoding'])).toBe(
      'requestState is NOT sealed: 2 of 3 checks FAILED (tampered-middle, garbage); 1 skipped (other-user); 1 note (malleable-encoding)',
    );
  });

  it('colours only a terminal, and never with NO_COLOR', () => {
    const terminal = { write: () => true, isTTY: true };
    expect([styleFor(terminal, {}), styleFor(terminal, { NO_COLOR: '1' }), styleFor({ write: () => true }, {})]).toEqual([
      { colour: true },
      { colour: false },
      { colour: false },
    ]);
  });

  it('counts down on a terminal and says it once elsewhere', async () => {
    const written: string[] = [];
    await waitSaying({ write: (text: string) => written.push(text) }, 5, 'expired: waiting');
    expect(written).toEqual(['mcp-state-check: expired: waiting\n']);
    const shown: string[] = [];
    await waitSaying({ write: (text: string) => shown.push(text), isTTY: true }, 1200, 'expired: waiting');
    expect(shown).toEqual(['\r\u001b[Kexpired: waiting: 2 s left', '\r\u001b[Kexpired: waiting: 1 s left', '\r\u001b[K']);
    expect([clock(605), clock(59), clock(60)]).toEqual(['10:05', '59 s', '1:00']);
  });
});
