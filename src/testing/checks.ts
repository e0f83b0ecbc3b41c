import { GARBAGE_STATE, tamper, truncate, type TamperSite } from './mutations.js';
import type { InputRequests, McpTestClient, SealedRequestStateOptions, ToolCall } from './options.js';
import { buildReport, CHECK_NAMES, type CheckName, type CheckResult, type SealedStateReport } from './report.js';
import { callTool, isRefusal, type Outcome } from './round-trip.js';

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_AGE_SECONDS = 600;

/** The first round of a flow: what the server asked for and the state it handed out. */
type Flow = { readonly call: ToolCall; readonly inputRequests: InputRequests; readonly requestState: string };

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
      return { flow: { call, inputRequests: outcome.inputRequests, requestState: outcome.requestState } };
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

function failedToStart(name: CheckName, sent: string, failure: string): CheckResult {
  return { name, status: 'failed', sent, received: failure };
}

async function runChecks(prober: Prober, a: McpTestClient, b: McpTestClient, options: SealedRequestStateOptions): Promise<CheckResult[]> {
  const { call, otherTool } = options;
  const checks: CheckResult[] = [];

  const control = await prober.start(a, call);
  if ('failure' in control) {
    return withoutControl(failedToStart('untouched', describeCall(call), control.failure));
  }
  const controlOutcome = await prober.retry(a, call, control.flow.inputRequests, control.flow.requestState);
  const untouched: CheckResult = {
    name: 'untouched',
    status: controlOutcome.kind === 'success' ? 'passed' : 'failed',
    sent: `the original requestState (${control.flow.requestState.length} chars) with the answers`,
    received: controlOutcome.detail,
  };
  if (untouched.status === 'failed') return withoutControl(untouched);
  checks.push(untouched);

  for (const { site, name, where } of TAMPER_SITES) {
    const started = await prober.start(a, call);
    if ('failure' in started) {
      checks.push(failedToStart(name, `a tampered requestState (${where})`, started.failure));
      continue;
    }
    const { inputRequests, requestState } = started.flow;
    const changed = tamper(requestState, site);
    const place = site === 'mac' && !requestState.includes('.') ? "where a trailing MAC would be; the state has no '.'" : where;
    const sent = `requestState with char ${changed.index} of ${requestState.length} (${place}) changed '${changed.from}'→'${changed.to}'`;
    checks.push(refusalResult(name, sent, await prober.retry(a, call, inputRequests, changed.token)));
  }

  checks.push(await otherUser(prober, a, b, call));
  checks.push(otherTool === undefined ? skippedOtherTool() : await otherToolCheck(prober, a, call, otherTool));

  for (const [name, state, sent] of [
    ['truncated', truncate, 'the first half of requestState'],
    ['garbage', () => GARBAGE_STATE, `${GARBAGE_STATE.length} chars of non-base64 text with a NUL as requestState`],
  ] as const) {
    const started = await prober.start(a, call);
    if ('failure' in started) {
      checks.push(failedToStart(name, sent, started.failure));
      continue;
    }
    const { inputRequests, requestState } = started.flow;
    const outcome = await prober.retry(a, call, inputRequests, state(requestState));
    checks.push(refusalResult(name, sent, outcome, await prober.untouched(a, call)));
  }

  checks.push(await expired(prober, a, options));
  return checks;
}

async function otherUser(prober: Prober, a: McpTestClient, b: McpTestClient, call: ToolCall): Promise<CheckResult> {
  const sent = "user A's requestState, retried as user B";
  const ownFlow = await prober.untouched(b, call);
  if (!ownFlow.ok) {
    return failedToStart('other-user', sent, `inconclusive: user B's own untouched flow got ${ownFlow.detail}`);
  }
  const started = await prober.start(a, call);
  if ('failure' in started) return failedToStart('other-user', sent, started.failure);
  const { inputRequests, requestState } = started.flow;
  return refusalResult('other-user', sent, await prober.retry(b, call, inputRequests, requestState));
}

function skippedOtherTool(): CheckResult {
  return { name: 'other-tool', status: 'skipped', sent: 'nothing', received: 'no otherTool given' };
}

async function otherToolCheck(prober: Prober, a: McpTestClient, call: ToolCall, other: ToolCall): Promise<CheckResult> {
  const sent = `requestState from ${call.name}, retried on ${describeCall(other)}`;
  const own = await prober.start(a, other);
  if ('failure' in own) return failedToStart('other-tool', sent, own.failure);
  const ownOutcome = await prober.retry(a, other, own.flow.inputRequests, own.flow.requestState);
  if (ownOutcome.kind !== 'success') {
    return failedToStart('other-tool', sent, `inconclusive: ${other.name}'s own untouched retry got ${ownOutcome.detail}`);
  }
  const started = await prober.start(a, call);
  if ('failure' in started) return failedToStart('other-tool', sent, started.failure);
  return refusalResult('other-tool', sent, await prober.retry(a, other, own.flow.inputRequests, started.flow.requestState));
}

async function expired(prober: Prober, a: McpTestClient, options: SealedRequestStateOptions): Promise<CheckResult> {
  const maxAgeMs = (options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS) * 1000;
  const moveMs = maxAgeMs + 1000;
  const sent = `the original requestState after moving the clock ${moveMs / 1000} s`;
  const started = await prober.start(a, options.call);
  if ('failure' in started) return failedToStart('expired', sent, started.failure);
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
