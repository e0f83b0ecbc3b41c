import { GARBAGE_STATE, tamper, truncate, type TamperSite } from './mutations.js';
import type { InputRequests, McpTestClient, SealedRequestStateOptions, ToolCall } from './options.js';
import { buildReport, CHECK_NAMES, type CheckName, type CheckResult, type SealedStateReport } from './report.js';
import { callTool, isRefusal, type Outcome } from './round-trip.js';

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_AGE_SECONDS = 600;

/** The first round of a flow: what the server asked for and the state it handed out. */
type Flow = { readonly inputRequests: InputRequests; readonly requestState: string };

type Started = { readonly flow: Flow } | { readonly failure: string };

const TAMPER_SITES: ReadonlyArray<{ site: TamperSite; name: CheckName; where: string }> = [
  { site: 'first', name: 'tampered-first', where: 'the first character' },
  { site: 'middle', name: 'tampered-middle', where: 'the middle' },
  { site: 'last', name: 'tampered-last', where: 'the last character' },
  { site: 'mac', name: 'tampered-mac', where: 'inside the MAC' },
];

function describeCall(call: ToolCall): string {
  return `${call.name}(${JSON.stringify(call.arguments ?? {})})`;
}

class Prober {
  constructor(
    private readonly options: SealedRequestStateOptions,
    private readonly timeoutMs: number,
  ) {}

  /** Calls `call` and expects `input_required` with a `requestState`. */
  async start(client: McpTestClient, call: ToolCall): Promise<Started> {
    const outcome = await callTool(client, call, undefined, this.timeoutMs);
    if (outcome.kind === 'input-required' && outcome.requestState !== undefined) {
      return { flow: { inputRequests: outcome.inputRequests, requestState: outcome.requestState } };
    }
    return { failure: `${describeCall(call)} did not answer input_required with a requestState, but ${outcome.detail}` };
  }

  /** Retries `call` with `requestState` and the answers to `answered`'s input requests. */
  retry(client: McpTestClient, call: ToolCall, answered: InputRequests, requestState: string): Promise<Outcome> {
    const inputResponses = this.options.respond(answered, call);
    return callTool(client, call, { requestState, inputResponses }, this.timeoutMs);
  }

  /** A whole flow done right: first round, then the retry with the untouched state. */
  async untouched(client: McpTestClient, call: ToolCall): Promise<{ ok: boolean; detail: string }> {
    const started = await this.start(client, call);
    if ('failure' in started) return { ok: false, detail: started.failure };
    const { inputRequests, requestState } = started.flow;
    const outcome = await this.retry(client, call, inputRequests, requestState);
    return { ok: outcome.kind === 'success', detail: outcome.detail };
  }
}

function refusalResult(name: CheckName, sent: string, outcome: Outcome, after?: { ok: boolean; detail: string }): CheckResult {
  const refused = isRefusal(outcome);
  const received = after === undefined ? outcome.detail : `${outcome.detail}; then an untouched flow got ${after.detail}`;
  return { name, status: refused && (after?.ok ?? true) ? 'passed' : 'failed', sent, received };
}

/** The failed control, and every other check failed as not run: a refusal proves nothing without it. */
function withoutControl(untouched: CheckResult): CheckResult[] {
  const notRun = CHECK_NAMES.filter((name) => name !== 'untouched').map(
    (name): CheckResult => ({ name, status: 'failed', sent: 'nothing', received: 'not run: the untouched control failed, so a refusal would prove nothing' }),
  );
  return [untouched, ...notRun];
}

function failed(name: CheckName, sent: string, received: string): CheckResult {
  return { name, status: 'failed', sent, received };
}

async function untouchedCheck(prober: Prober, a: McpTestClient, call: ToolCall): Promise<CheckResult> {
  const started = await prober.start(a, call);
  if ('failure' in started) return failed('untouched', describeCall(call), started.failure);
  const { inputRequests, requestState } = started.flow;
  const outcome = await prober.retry(a, call, inputRequests, requestState);
  return {
    name: 'untouched',
    status: outcome.kind === 'success' ? 'passed' : 'failed',
    sent: `the original requestState (${requestState.length} chars) with the answers`,
    received: outcome.detail,
  };
}

async function tamperedCheck(prober: Prober, a: McpTestClient, call: ToolCall, { site, name, where }: (typeof TAMPER_SITES)[number]): Promise<CheckResult> {
  const started = await prober.start(a, call);
  if ('failure' in started) return failed(name, `a tampered requestState (${where})`, started.failure);
  const { inputRequests, requestState } = started.flow;
  const changed = tamper(requestState, site);
  const place = site === 'mac' && !requestState.includes('.') ? "where a trailing MAC would be; the state has no '.'" : where;
  const sent = `requestState with char ${changed.index} of ${requestState.length} (${place}) changed '${changed.from}'→'${changed.to}'`;
  return refusalResult(name, sent, await prober.retry(a, call, inputRequests, changed.token));
}

const BROKEN_STATES: ReadonlyArray<{ name: CheckName; sent: string; state: (requestState: string) => string }> = [
  { name: 'truncated', sent: 'the first half of requestState', state: truncate },
  { name: 'garbage', sent: `${GARBAGE_STATE.length} chars of non-base64 text with a NUL as requestState`, state: () => GARBAGE_STATE },
];

/** Broken state must be refused, and must not take the server down: the next untouched flow still works. */
async function brokenCheck(prober: Prober, a: McpTestClient, call: ToolCall, { name, sent, state }: (typeof BROKEN_STATES)[number]): Promise<CheckResult> {
  const started = await prober.start(a, call);
  if ('failure' in started) return failed(name, sent, started.failure);
  const { inputRequests, requestState } = started.flow;
  const outcome = await prober.retry(a, call, inputRequests, state(requestState));
  return refusalResult(name, sent, outcome, await prober.untouched(a, call));
}

async function runChecks(prober: Prober, a: McpTestClient, b: McpTestClient, options: SealedRequestStateOptions): Promise<CheckResult[]> {
  const { call, otherTool } = options;
  const untouched = await untouchedCheck(prober, a, call);
  if (untouched.status === 'failed') return withoutControl(untouched);
  const checks = [untouched];
  for (const site of TAMPER_SITES) checks.push(await tamperedCheck(prober, a, call, site));
  checks.push(await otherUserCheck(prober, a, b, call));
  checks.push(otherTool === undefined ? skippedOtherTool() : await otherToolCheck(prober, a, call, otherTool));
  for (const broken of BROKEN_STATES) checks.push(await brokenCheck(prober, a, call, broken));
  checks.push(await expiredCheck(prober, a, options));
  return checks;
}

async function otherUserCheck(prober: Prober, a: McpTestClient, b: McpTestClient, call: ToolCall): Promise<CheckResult> {
  const sent = "user A's requestState, retried as user B";
  const ownFlow = await prober.untouched(b, call);
  if (!ownFlow.ok) {
    return failed('other-user', sent, `inconclusive: user B's own untouched flow got ${ownFlow.detail}`);
  }
  const started = await prober.start(a, call);
  if ('failure' in started) return failed('other-user', sent, started.failure);
  const { inputRequests, requestState } = started.flow;
  return refusalResult('other-user', sent, await prober.retry(b, call, inputRequests, requestState));
}

function skippedOtherTool(): CheckResult {
  return { name: 'other-tool', status: 'skipped', sent: 'nothing', received: 'no otherTool given' };
}

async function otherToolCheck(prober: Prober, a: McpTestClient, call: ToolCall, other: ToolCall): Promise<CheckResult> {
  const sent = `requestState from ${call.name}, retried on ${describeCall(other)}`;
  const own = await prober.start(a, other);
  if ('failure' in own) return failed('other-tool', sent, own.failure);
  const ownOutcome = await prober.retry(a, other, own.flow.inputRequests, own.flow.requestState);
  if (ownOutcome.kind !== 'success') {
    return failed('other-tool', sent, `inconclusive: ${other.name}'s own untouched retry got ${ownOutcome.detail}`);
  }
  const started = await prober.start(a, call);
  if ('failure' in started) return failed('other-tool', sent, started.failure);
  return refusalResult('other-tool', sent, await prober.retry(a, other, own.flow.inputRequests, started.flow.requestState));
}

async function expiredCheck(prober: Prober, a: McpTestClient, options: SealedRequestStateOptions): Promise<CheckResult> {
  const maxAgeMs = (options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000;
  const moveMs = maxAgeMs + 1000;
  const sent = `the original requestState after moving the clock ${moveMs / 1000} s`;
  const started = await prober.start(a, options.call);
  if ('failure' in started) return failed('expired', sent, started.failure);
  await options.advanceClock(moveMs);
  const { inputRequests, requestState } = started.flow;
  const outcome = await prober.retry(a, options.call, inputRequests, requestState);
  return refusalResult('expired', sent, outcome, await prober.untouched(a, options.call));
}

async function connectBoth(options: SealedRequestStateOptions): Promise<[McpTestClient, McpTestClient]> {
  const [a, b] = await Promise.allSettled([options.userA(), options.userB()]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  await Promise.allSettled([a, b].flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value.close()] : [])));
  const failure = a.status === 'rejected' ? { user: 'A', reason: a.reason as unknown } : { user: 'B', reason: (b as PromiseRejectedResult).reason as unknown };
  throw new Error(`Could not connect a client as user ${failure.user}: ${String(failure.reason)}`, { cause: failure.reason });
}

/**
 * Runs the reference's "How to check" against a running server: the untouched retry must succeed (the control);
 * `requestState` changed in one character (first, middle, last, inside the MAC), sent by another user, sent to
 * another tool, truncated, garbage, or older than `maxAgeSeconds` must be refused — with a tool error (`isError: true`)
 * or a JSON-RPC error — and the server must keep working afterwards. A success, a hang or a transport failure fails
 * the check. Resolves with the report; throws only when a client cannot connect.
 */
export async function checkSealedRequestState(options: SealedRequestStateOptions): Promise<SealedStateReport> {
  const prober = new Prober(options, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const [a, b] = await connectBoth(options);
  try {
    return buildReport(await runChecks(prober, a, b, options));
  } finally {
    await Promise.allSettled([a.close(), b.close()]);
  }
}
