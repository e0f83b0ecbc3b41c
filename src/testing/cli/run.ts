import { createRequire } from 'node:module';
import { runChecks, sameClient, type CheckPlan, type CheckUser, type Planned } from '../checks.js';
import type { ToolCall } from '../options.js';
import type { CheckResult } from '../report.js';
import { inputResponses } from './answers.js';
import { parseCommandLine, USAGE, UsageError, type CliOptions, type Target } from './args.js';
import { changedArguments } from './changed-args.js';
import { checkLine, clock, noteLine, styleFor, summaryLine, tally, waitSaying, type Output } from './output.js';
import { connector, SetupError, type ConnectedClient, type Connector } from './sdk.js';

export type Io = { readonly stdout: Output; readonly stderr: Output; readonly env: NodeJS.ProcessEnv };

/** Exit statuses: every check that ran passed; one failed; the command could not run (usage, connection). */
export const EXIT = Object.freeze({ passed: 0, failed: 1, error: 2 });

/** Seconds `--wait-expiry` waits past `--ttl`. */
const EXPIRY_MARGIN_SECONDS = 5;

type Tool = { readonly name: string; readonly inputSchema?: unknown; readonly annotations?: { readonly destructiveHint?: unknown } };

function ownVersion(): string {
  try {
    return (createRequire(import.meta.url)('eslint-plugin-mcp-state/package.json') as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function where(target: Target): string {
  return target.kind === 'http' ? String(target.url) : `"${target.commandLine}"`;
}

/** What to look at when a connection fails, from what the client said. */
function hint(message: string, target: Target, tokenFlag: string, timeoutMs: number): string {
  if (/\b40[13]\b|authoriz/i.test(message)) return `check ${tokenFlag}: the server did not accept it`;
  if (/timed out|no answer within/i.test(message)) return `it did not answer within ${timeoutMs} ms (--timeout): is ${where(target)} an MCP server?`;
  if (/\b404\b/.test(message)) return 'check the path of --url (MCP servers often serve /mcp)';
  if (/\b5\d\d\b/.test(message)) return 'the server failed: see its log';
  if (/fetch failed|ECONNREFUSED|ENOTFOUND/i.test(message)) return 'is the server running and listening there?';
  if (/ENOENT|spawn/i.test(message)) return 'check --command: the program was not found';
  return target.kind === 'stdio' ? 'check --command: does it start an MCP server on stdin/stdout?' : 'is it an MCP server on the 2026-07-28 revision?';
}

/** An error's message on one line. */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
}

function connectionError(error: unknown, target: Target, who: string, tokenFlag: string, timeoutMs: number): SetupError {
  const message = messageOf(error);
  const how = target.kind === 'http' ? `connect to ${where(target)} as ${who}` : `start ${where(target)} and connect to it over stdio`;
  return new SetupError(`could not ${how}: ${message} — ${hint(message, target, tokenFlag, timeoutMs)}`);
}

/** The users the checks act as, the server's tools, and how to close what stays open for the run. */
type Connected = {
  readonly userA: CheckUser;
  /** `undefined` on stdio: no principal, no other user. */
  readonly userB: CheckUser | undefined;
  readonly tools: readonly Tool[];
  close(): Promise<void>;
};

async function listTools(client: ConnectedClient, timeoutMs: number): Promise<readonly Tool[]> {
  try {
    return (await client.listTools(undefined, { timeout: timeoutMs })).tools as readonly Tool[];
  } catch (error) {
    throw new SetupError(`tools/list failed: ${messageOf(error)} — the command reads the tool's annotations and inputSchema there`);
  }
}

/**
 * Over HTTP both users' clients, connected once for the whole run. Over stdio a server process for tools/list, then
 * one for each flow.
 */
async function connectAll(connect: Connector, { target, timeoutMs }: CliOptions): Promise<Connected> {
  if (target.kind === 'stdio') {
    const probe = await connect.connect(undefined).catch((error: unknown) => {
      throw connectionError(error, target, '', '', timeoutMs);
    });
    let tools: readonly Tool[];
    const discovered = probe.getDiscoverResult();
    try {
      tools = await listTools(probe, timeoutMs);
    } finally {
      await probe.close().catch(() => undefined);
    }
    const processPerFlow: CheckUser = {
      open: async () => {
        const client = await connect.connect(undefined, discovered);
        return { client, release: () => client.close() };
      },
    };
    return { userA: processPerFlow, userB: undefined, tools, close: async () => undefined };
  }
  const [a, b] = await Promise.allSettled([connect.connect(target.tokenA), connect.connect(target.tokenB)]);
  const opened = [a, b].flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value] : []));
  const close = async () => void (await Promise.allSettled(opened.map((client) => client.close())));
  if (a.status === 'fulfilled' && b.status === 'fulfilled') {
    try {
      return { userA: sameClient(a.value), userB: sameClient(b.value), tools: await listTools(a.value, timeoutMs), close };
    } catch (error) {
      await close();
      throw error;
    }
  }
  await close();
  if (a.status === 'rejected') throw connectionError(a.reason, target, 'user A', '--token', timeoutMs);
  throw connectionError((b as PromiseRejectedResult).reason, target, 'user B', '--other-token', timeoutMs);
}

function findTool(tools: readonly Tool[], name: string, flag: string): Tool {
  const tool = tools.find((listed) => listed.name === name);
  if (tool !== undefined) return tool;
  const listed = tools.length === 0 ? 'none' : tools.map((each) => each.name).join(', ');
  throw new SetupError(`the server lists no tool '${name}' in tools/list (it lists: ${listed}) — check ${flag}`);
}

function otherArgsPlan(options: CliOptions, tool: Tool): Planned<ToolCall> {
  const { call } = options;
  if (tool.annotations?.destructiveHint !== true && !options.bindArgs) {
    return { skip: `not required: ${call.name} is not marked annotations.destructiveHint (--bind-args checks it anyway)` };
  }
  const changed = options.changedArgs ?? changedArguments(call.arguments, tool.inputSchema);
  if (changed === undefined) {
    return { skip: `no other arguments to try: none of --args can be changed within ${call.name}'s inputSchema (give --changed-args)` };
  }
  return { run: { name: call.name, arguments: changed } };
}

function plan(options: CliOptions, connected: Connected, io: Io, onResult: (check: CheckResult) => void): CheckPlan {
  const tool = findTool(connected.tools, options.call.name, '--tool');
  if (options.otherTool !== undefined) findTool(connected.tools, options.otherTool.name, '--other-tool');
  const { ttlSeconds } = options;
  const waitSeconds = ttlSeconds + EXPIRY_MARGIN_SECONDS;
  return {
    userA: connected.userA,
    userB:
      connected.userB === undefined
        ? { skip: 'not applicable: a stdio server has no principal, so there is no other user to replay the state as' }
        : { run: connected.userB },
    call: options.call,
    respond: (requests) => inputResponses(requests, options.respond),
    otherTool: options.otherTool === undefined ? { skip: 'no --other-tool given' } : { run: options.otherTool },
    otherArgs: otherArgsPlan(options, tool),
    expiry: options.waitExpiry
      ? {
          run: {
            milliseconds: waitSeconds * 1000,
            how: 'waiting',
            pass: (milliseconds) =>
              waitSaying(io.stderr, milliseconds, `expired: waiting ${clock(waitSeconds)} (--ttl ${ttlSeconds} + ${EXPIRY_MARGIN_SECONDS} s) for the state to expire`),
          },
        }
      : { skip: `needs --wait-expiry: the command would wait ${waitSeconds} s (--ttl ${ttlSeconds} + ${EXPIRY_MARGIN_SECONDS} s), then retry` },
    timeoutMs: options.timeoutMs,
    onResult,
  };
}

async function check(options: CliOptions, io: Io): Promise<number> {
  const style = styleFor(io.stdout, io.env);
  const connect = await connector(options.target, ownVersion(), options.timeoutMs);
  const connected = await connectAll(connect, options);
  try {
    const onResult = (result: CheckResult) => void (options.json ? undefined : io.stdout.write(`${checkLine(result, style)}\n`));
    const { checks, notes } = await runChecks(plan(options, connected, io, onResult));
    const counts = tally(checks);
    const noteNames = notes.map((note) => note.name);
    const exitCode = counts.failed.length === 0 ? EXIT.passed : EXIT.failed;
    if (options.json) {
      const { target } = options;
      const server = target.kind === 'http' ? { url: String(target.url) } : { command: target.commandLine };
      const tool = connected.tools.find((listed) => listed.name === options.call.name);
      const report = {
        passed: exitCode === EXIT.passed,
        exitCode,
        server: { ...server, tool: options.call.name, destructive: tool?.annotations?.destructiveHint === true },
        summary: summaryLine(counts, { colour: false }, noteNames),
        failed: counts.failed,
        skipped: counts.skipped,
        notes,
        checks,
      };
      io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      for (const note of notes) io.stdout.write(`${noteLine(note, style)}\n`);
      io.stdout.write(`${summaryLine(counts, style, noteNames)}\n`);
    }
    return exitCode;
  } finally {
    await connected.close();
  }
}

function fail(io: Io, json: boolean, message: string, help = ''): number {
  io.stderr.write(`mcp-state-check: ${message}\n${help}`);
  if (json) io.stdout.write(`${JSON.stringify({ passed: false, exitCode: EXIT.error, error: message }, null, 2)}\n`);
  return EXIT.error;
}

/** The command: parses `argv`, runs the checks, writes to `io` and resolves with the exit status. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const json = argv.includes('--json');
  try {
    const parsed = parseCommandLine(argv);
    if (parsed.kind === 'help') return (io.stdout.write(USAGE), EXIT.passed);
    if (parsed.kind === 'version') return (io.stdout.write(`${ownVersion()}\n`), EXIT.passed);
    return await check(parsed.options, io);
  } catch (error) {
    if (error instanceof UsageError) return fail(io, json, error.message, 'Run mcp-state-check --help to see every flag.\n');
    if (error instanceof SetupError) return fail(io, json, error.message);
    return fail(io, json, `unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
