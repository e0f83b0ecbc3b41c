import { parseArgs } from 'node:util';
import type { ToolCall } from '../options.js';
import { splitCommand } from './command-line.js';

/** A usage error: the message says what to fix. The command prints it and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The server under test: a Streamable HTTP endpoint with two users' tokens, or a stdio command. */
export type Target =
  | { readonly kind: 'http'; readonly url: URL; readonly tokenA: string; readonly tokenB: string }
  | { readonly kind: 'stdio'; readonly commandLine: string; readonly command: string; readonly args: readonly string[] };

export type CliOptions = {
  readonly target: Target;
  readonly call: ToolCall & { readonly arguments: Record<string, unknown> };
  readonly otherTool: ToolCall | undefined;
  /** `--changed-args`: the other arguments of `other-args`, instead of ones derived from the tool's inputSchema. */
  readonly changedArgs: Record<string, unknown> | undefined;
  /** `--respond`: inputResponses by input request key, instead of the defaults built from each request. */
  readonly respond: Record<string, unknown>;
  readonly ttlSeconds: number;
  readonly waitExpiry: boolean;
  readonly bindArgs: boolean;
  readonly json: boolean;
  readonly timeoutMs: number;
};

export type Parsed = { readonly kind: 'run'; readonly options: CliOptions } | { readonly kind: 'help' } | { readonly kind: 'version' };

export const USAGE = `Usage: mcp-state-check (--url URL --token TOKEN --other-token TOKEN | --command "CMD ARGS…") --tool NAME [options]

Runs the reference's "How to check" against a running MCP server (2026-07-28, multi round-trip requests): takes a
requestState from an input_required result and retries it untouched, changed in one character, as another user, on
another tool, with other arguments, truncated, as garbage and after it expired. Every changed retry must be refused.

The server
  --url URL              its Streamable HTTP endpoint, e.g. http://127.0.0.1:8000/mcp
  --token TOKEN          user A's bearer token (with --url): A starts every flow
  --other-token TOKEN    user B's bearer token (with --url), for other-user
  --command "CMD ARGS"   a stdio server instead of --url, started once for each flow; other-user is not applicable
What to call
  --tool NAME            a tool that answers its first call with input_required and a requestState
  --args JSON            its arguments, a JSON object (default {})
  --other-tool NAME      another such tool, for other-tool (skipped without it)
  --other-args JSON      the other tool's arguments (default {})
  --bind-args            require other-args even if --tool is not marked annotations.destructiveHint
  --changed-args JSON    the arguments other-args retries with (default: --args with one value changed, from the
                         tool's inputSchema: another enum value, the other boolean, a number ±1, a longer string)
  --respond JSON         inputResponses by input request key, e.g. '{"confirm":{"action":"accept","content":{"confirm":true}}}'
                         (default: accept every form elicitation with values from its requestedSchema)
Expiry
  --ttl SECONDS          how long the server's state lives (default 600)
  --wait-expiry          run expired: wait --ttl + 5 s, then retry (skipped without it)
Output
  --json                 print one JSON object instead of one line per check
  --timeout MS           how long one request may take before it counts as a hang (default 5000)
  --help, --version

Exit status: 0 when every check that ran passed, 1 when one failed, 2 on a usage or connection error.
`;

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  'other-token': { type: 'string' },
  command: { type: 'string' },
  tool: { type: 'string' },
  args: { type: 'string' },
  'other-tool': { type: 'string' },
  'other-args': { type: 'string' },
  'bind-args': { type: 'boolean' },
  'changed-args': { type: 'string' },
  respond: { type: 'string' },
  ttl: { type: 'string' },
  'wait-expiry': { type: 'boolean' },
  json: { type: 'boolean' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

function jsonObject(flag: string, text: string | undefined, example: string): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--${flag} is not JSON (${(error as Error).message}): give an object, e.g. --${flag} '${example}'`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`--${flag} must be a JSON object, e.g. --${flag} '${example}', not ${text}`);
  }
  return value as Record<string, unknown>;
}

function wholeNumber(flag: string, text: string | undefined, fallback: number, unit: string, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`--${flag} must be a whole number of ${unit} above 0, not '${text}'`);
  }
  if (value > max) throw new UsageError(`--${flag} must be at most ${max} ${unit}, not ${text}`);
  return value;
}

function name(flag: string, text: string | undefined): string | undefined {
  if (text !== undefined && text.trim() === '') throw new UsageError(`--${flag} is empty: give a tool name`);
  return text;
}

type Values = { -readonly [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : boolean };

function target(values: Values): Target {
  const { url, command, token } = values;
  const otherToken = values['other-token'];
  if (url === undefined && command === undefined) {
    throw new UsageError('which server? Give --url http://HOST:PORT/mcp (Streamable HTTP) or --command "python server.py" (stdio)');
  }
  if (url !== undefined && command !== undefined) throw new UsageError('give --url or --command, not both');
  if (command !== undefined) {
    if (token !== undefined || otherToken !== undefined) {
      throw new UsageError('--token and --other-token go with --url: a stdio server gets no bearer token (set what it needs in its environment)');
    }
    let words: string[];
    try {
      words = splitCommand(command);
    } catch (error) {
      throw new UsageError(`${(error as Error).message}: quote the command as a shell would, e.g. --command "python 'my server.py'"`);
    }
    const [program, ...args] = words;
    if (program === undefined) throw new UsageError('--command is empty: give the command that starts the server, e.g. --command "python server.py"');
    return { kind: 'stdio', commandLine: command, command: program, args };
  }
  let parsed: URL;
  try {
    parsed = new URL(url as string);
  } catch {
    throw new UsageError(`--url must be an http:// or https:// URL, e.g. http://127.0.0.1:8000/mcp, not '${url}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--url must be an http:// or https:// URL, e.g. http://127.0.0.1:8000/mcp, not '${url}'`);
  }
  if (token === undefined || otherToken === undefined) {
    const missing = [token === undefined ? '--token' : [], otherToken === undefined ? '--other-token' : []].flat().join(' and ');
    throw new UsageError(`--url needs ${missing}: the bearer tokens of two different users (other-user retries user A's state as user B)`);
  }
  if (token === otherToken) throw new UsageError('--token and --other-token are the same: give the tokens of two different users');
  return { kind: 'http', url: parsed, tokenA: token, tokenB: otherToken };
}

/** Reads the command line. Throws a {@link UsageError} that says what to fix. */
export function parseCommandLine(argv: readonly string[]): Parsed {
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: true }));
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
  if (values.help === true) return { kind: 'help' };
  if (values.version === true) return { kind: 'version' };
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}': every value goes after its flag, e.g. --tool deploy`);

  const server = target(values);
  const tool = name('tool', values.tool);
  if (tool === undefined) throw new UsageError('--tool is required: a tool that answers its first call with input_required and a requestState');
  const args = jsonObject('args', values.args, '{"service":"api"}') ?? {};
  const otherToolName = name('other-tool', values['other-tool']);
  const otherArgs = jsonObject('other-args', values['other-args'], '{"from":"draft"}');
  if (otherArgs !== undefined && otherToolName === undefined) throw new UsageError('--other-args needs --other-tool: the tool they are for');
  if (otherToolName === tool) throw new UsageError('--other-tool is --tool: give another tool, or leave other-tool out');
  const changedArgs = jsonObject('changed-args', values['changed-args'], '{"service":"web"}');
  if (changedArgs !== undefined && JSON.stringify(changedArgs) === JSON.stringify(args)) {
    throw new UsageError('--changed-args are --args: give arguments that differ in at least one value');
  }
  return {
    kind: 'run',
    options: {
      target: server,
      call: { name: tool, arguments: args },
      otherTool: otherToolName === undefined ? undefined : { name: otherToolName, arguments: otherArgs ?? {} },
      changedArgs,
      respond: jsonObject('respond', values.respond, '{"confirm":{"action":"accept","content":{"confirm":true}}}') ?? {},
      ttlSeconds: wholeNumber('ttl', values.ttl, 600, 'seconds', 86_400),
      waitExpiry: values['wait-expiry'] === true,
      bindArgs: values['bind-args'] === true,
      json: values.json === true,
      timeoutMs: wholeNumber('timeout', values.timeout, 5000, 'milliseconds', 3_600_000),
    },
  };
}
