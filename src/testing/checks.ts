import { GARBAGE_STATE, reencode, tamper, tamperAt, truncate, type Reencoded, type Tampered, type TamperSite } from './mutations.js';
import type { InputRequests, McpTestClient, ToolCall } from './options.js';
import { CHECK_NAMES, NOTHING_SENT, type CheckName, type CheckNote, type CheckResult } from './report.js';
import { callTool, isRefusal, oneLine, type Outcome } from './round-trip.js';

/**
 * The checks of the reference's "How to check", shared by the kit (`checkSealedRequestState`) and the command
 * (`mcp-state-check`): each caller connects its clients and says which checks cannot run here and why; the checks,
 * what they send and what counts as a pass are written once, here.
 */

/** A connected client for one flow (a first round and its retries); `release` is called when the flow is done. */
export type FlowClient = { readonly client: McpTestClient; release(): Promise<void> };

/**
 * A user the checks act as. `open` is called at the start of every flow: the kit hands out the same connected client
 * each time, the command on stdio starts a server process for each flow.
 */
export type CheckUser = { readonly open: () => Promise<FlowClient> };

/** A user whose every flow runs on one client, connected once: the kit's users, and the command's over HTTP. */
export function sameClient(client: McpTestClient): CheckUser {
  const lease: FlowClient = { client, release: async () => undefined };
  return { open: async () => lease };
}

/** Something a check needs, or why the check is skipped. */
export type Planned<T> = { readonly run: T } | { readonly skip: string };

/** How the `expired` check makes state old: move the server's clock, or wait. */
export type Ageing = {
  /** How far, in milliseconds. */
  readonly milliseconds: number;
  /** Shown in the report: `the original requestState after ${how} ${seconds} s`, e.g. `moving the clock`, `waiting`. */
  readonly how: string;
  /** Makes the state that old: moves the clock, or waits. Called once, for the last check. */
  readonly pass: (milliseconds: number) => void | Promise<void>;
};

/** What the checks run against, and what each needs. */
export type CheckPlan = {
  /** The user who starts every flow. */
  readonly userA: CheckUser;
  /** Another user, for `other-user`. */
  readonly userB: Planned<CheckUser>;
  /** A tool call the server answers with `input_required` and a `requestState`. */
  readonly call: ToolCall;
  /** The `inputResponses` of a retry, for the `inputRequests` a flow of `call` was answered with. */
  readonly respond: (inputRequests: InputRequests, call: ToolCall) => Record<string, unknown>;
  /** Another tool that also hands out state, for `other-tool`. */
  readonly otherTool: Planned<ToolCall>;
  /** The same tool with other arguments, for `other-args`. */
  readonly otherArgs: Planned<ToolCall>;
  /** How state gets old, for `expired`. */
  readonly expiry: Planned<Ageing>;
  /** How long one request may take before it counts as a hang. */
  readonly timeoutMs: number;
  /** Called with each result as soon as it is known, in order. */
  readonly onResult?: (check: CheckResult) => void;
};

/** The first round of a flow: what the server asked for and the state it handed out, on the flow's client. */
type Flow = { readonly client: McpTestClient; readonly inputRequests: InputRequests; readonly requestState: string };

const TAMPER_SITES: ReadonlyArray<{ site: TamperSite; name: CheckName; where: string }> = [
  { site: 'first', name: 'tampered-first', where: 'the first character' },
  { site: 'middle', name: 'tampered-middle', where: 'the middle' },
  { site: 'last', name: 'tampered-last', where: 'the last character' },
  { site: 'mac', name: 'tampered-mac', where: 'inside the MAC' },
];

const BROKEN_STATES: ReadonlyArray<{ name: CheckName; sent: string; state: (requestState: string) => string }> = [
  { name: 'truncated', sent: 'the first half of requestState', state: truncate },
  { name: 'garbage', sent: `${GARBAGE_STATE.length} chars of non-base64 text with a NUL as requestState`, state: () => GARBAGE_STATE },
];

export function describeCall(call: ToolCall): string {
  return `${call.name}(${JSON.stringify(call.arguments ?? {})})`;
}

function failed(name: CheckName, sent: string, received: string): CheckResult {
  return { name, status: 'failed', sent, received };
}

function skipped(name: CheckName, reason: string): CheckResult {
  return { name, status: 'skipped', sent: NOTHING_SENT, received: reason };
}

function refusalResult(name: CheckName, sent: string, outcome: Outcome, after?: { ok: boolean; detail: string }): CheckResult {
  const refused = isRefusal(outcome);
  const received = after === undefined ? outcome.detail : `${outcome.detail}; then an untouched flow got ${after.detail}`;
  return { name, status: refused && (after?.ok ?? true) ? 'passed' : 'failed', sent, received };
}

class Prober {
  constructor(private readonly plan: CheckPlan) {}

  /**
   * Starts a flow of `call` as `user` — `tools/call` answered with `input_required` and a `requestState` — runs
   * `body` on it and releases the flow's client. `failure` says why there was no flow.
   */
  async flow<T>(user: CheckUser, call: ToolCall, body: (flow: Flow) => Promise<T>, failure: (why: string) => T): Promise<T> {
    let lease: FlowClient;
    try {
      lease = await user.open();
    } catch (error) {
      return failure(`could not connect: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    }
    try {
      const outcome = await callTool(lease.client, call, undefined, this.plan.timeoutMs);
      if (outcome.kind !== 'input-required' || outcome.requestState === undefined) {
        return failure(`${describeCall(call)} did not answer input_required with a requestState, but ${outcome.detail}`);
      }
      return await body({ client: lease.client, inputRequests: outcome.inputRequests, requestState: outcome.requestState });
    } finally {
      await lease.release().catch(() => undefined);
    }
  }

  /** Retries `call` on `client` with `requestState` and the answers to `answered`'s input requests. */
  retry(client: McpTestClient, call: ToolCall, answered: InputRequests, requestState: string): Promise<Outcome> {
    const inputResponses = this.plan.respond(answered, call);
    return callTool(client, call, { requestState, inputResponses }, this.plan.timeoutMs);
  }

  /** Retries `call` as `user`, on a client of its own. */
  async retryAs(user: CheckUser, call: ToolCall, answered: InputRequests, requestState: string): Promise<Outcome> {
    let lease: FlowClient;
    try {
      lease = await user.open();
    } catch (error) {
      return { kind: 'transport-failure', detail: `could not connect: ${oneLine(error instanceof Error ? error.message : String(error))}` };
    }
    try {
      return await this.retry(lease.client, call, answered, requestState);
    } finally {
      await lease.release().catch(() => undefined);
    }
  }

  /** A whole flow done right: the first round, then the retry with the untouched state. */
  untouched(user: CheckUser, call: ToolCall): Promise<{ ok: boolean; detail: string; length?: number }> {
    return this.flow(
      user,
      call,
      async ({ client, inputRequests, requestState }) => {
        const outcome = await this.retry(client, call, inputRequests, requestState);
        return { ok: outcome.kind === 'success', detail: outcome.detail, length: requestState.length };
      },
      (why): { ok: boolean; detail: string; length?: number } => ({ ok: false, detail: why }),
    );
  }
}

async function untouchedCheck(prober: Prober, plan: CheckPlan): Promise<CheckResult> {
  const flow = await prober.untouched(plan.userA, plan.call);
  if (flow.length === undefined) return failed('untouched', describeCall(plan.call), flow.detail);
  return {
    name: 'untouched',
    status: flow.ok ? 'passed' : 'failed',
    sent: `the original requestState (${flow.length} chars) with the answers`,
    received: flow.detail,
  };
}

function tamperedCheck(prober: Prober, plan: CheckPlan, { site, name, where }: (typeof TAMPER_SITES)[number]): Promise<CheckResult> {
  return prober.flow(
    plan.userA,
    plan.call,
    async ({ client, inputRequests, requestState }) => {
      const changed = tamper(requestState, site);
      const place = site === 'mac' && !requestState.includes('.') ? "where a trailing MAC would be; the state has no '.'" : where;
      const sent = `requestState with char ${changed.index} of ${requestState.length} (${place}) changed '${changed.from}'→'${changed.to}'`;
      return refusalResult(name, sent, await prober.retry(client, plan.call, inputRequests, changed.token));
    },
    (why) => failed(name, `a tampered requestState (${where})`, why),
  );
}

const MALLEABLE_MEANING =
  'Not a failure: the server reads the decoded bytes, not the string (as the SDK\'s createRequestStateCodec and jose do), ' +
  'so one state has several valid strings; never key anything on the string itself (a list of used states, a cache)';

/**
 * The `malleable-encoding` note: state whose last character with unused bits (normally the MAC's) is changed in
 * those bits only — the same bytes — is accepted, while the state of a second flow changed at that character in a
 * used bit is refused. `undefined` when the state has no such character, the server refuses the other encoding (what
 * a verifier that compares the string or decodes canonically does), or accepts the real change too (a tampered check
 * reports that).
 */
async function malleableNote(prober: Prober, plan: CheckPlan): Promise<CheckNote | undefined> {
  type Probe = { readonly changed: Omit<Tampered, 'site'>; readonly length: number; readonly outcome: Outcome } | undefined;
  /** A flow whose state is retried changed at its last character with unused bits, by `change`. */
  const probe = (change: (requestState: string, index: number) => Omit<Tampered, 'site'>): Promise<Probe> =>
    prober.flow(
      plan.userA,
      plan.call,
      async ({ client, inputRequests, requestState }): Promise<Probe> => {
        const index = reencode(requestState)?.index;
        if (index === undefined) return undefined;
        const changed = change(requestState, index);
        return { changed, length: requestState.length, outcome: await prober.retry(client, plan.call, inputRequests, changed.token) };
      },
      (): Probe => undefined,
    );
  const same = await probe((requestState) => reencode(requestState) as Reencoded);
  if (same?.outcome.kind !== 'success') return undefined;
  const used = await probe(tamperAt);
  if (used === undefined || !isRefusal(used.outcome)) return undefined;
  const { index, from, to } = same.changed;
  return {
    name: 'malleable-encoding',
    sent: `requestState with char ${index} of ${same.length} changed '${from}'→'${to}' in its unused low bits (another base64 encoding of the same bytes)`,
    received: `${same.outcome.detail}, while the same char changed in a used bit ('${used.changed.from}'→'${used.changed.to}') got ${used.outcome.detail}`,
    meaning: MALLEABLE_MEANING,
  };
}

async function otherUserCheck(prober: Prober, plan: CheckPlan, b: CheckUser): Promise<CheckResult> {
  const sent = "user A's requestState, retried as user B";
  const ownFlow = await prober.untouched(b, plan.call);
  if (!ownFlow.ok) return failed('other-user', sent, `inconclusive: user B's own untouched flow got ${ownFlow.detail}`);
  return prober.flow(
    plan.userA,
    plan.call,
    async ({ inputRequests, requestState }) => refusalResult('other-user', sent, await prober.retryAs(b, plan.call, inputRequests, requestState)),
    (why) => failed('other-user', sent, why),
  );
}

/**
 * State from `call`, retried on `other` (another tool, or the same tool with other arguments) with the answers
 * `other` asked for, must be refused — once `other`'s own untouched flow has shown that it works.
 */
async function elsewhereCheck(prober: Prober, plan: CheckPlan, name: CheckName, other: ToolCall, sent: string, whose: string): Promise<CheckResult> {
  return prober.flow(
    plan.userA,
    other,
    async (own) => {
      const ownOutcome = await prober.retry(own.client, other, own.inputRequests, own.requestState);
      if (ownOutcome.kind !== 'success') return failed(name, sent, `inconclusive: ${whose} own untouched retry got ${ownOutcome.detail}`);
      return prober.flow(
        plan.userA,
        plan.call,
        async ({ client, requestState }) => refusalResult(name, sent, await prober.retry(client, other, own.inputRequests, requestState)),
        (why) => failed(name, sent, why),
      );
    },
    (why) => failed(name, sent, why),
  );
}

function otherToolCheck(prober: Prober, plan: CheckPlan, other: ToolCall): Promise<CheckResult> {
  const sent = `requestState from ${plan.call.name}, retried on ${describeCall(other)}`;
  return elsewhereCheck(prober, plan, 'other-tool', other, sent, `${other.name}'s`);
}

function otherArgsCheck(prober: Prober, plan: CheckPlan, other: ToolCall): Promise<CheckResult> {
  const sent = `requestState from ${describeCall(plan.call)}, retried on ${describeCall(other)}`;
  return elsewhereCheck(prober, plan, 'other-args', other, sent, "the other arguments'");
}

/** Broken state must be refused, and must not take the server down: the next untouched flow still works. */
function brokenCheck(prober: Prober, plan: CheckPlan, { name, sent, state }: (typeof BROKEN_STATES)[number]): Promise<CheckResult> {
  return prober.flow(
    plan.userA,
    plan.call,
    async ({ client, inputRequests, requestState }) => {
      const outcome = await prober.retry(client, plan.call, inputRequests, state(requestState));
      return refusalResult(name, sent, outcome, await prober.untouched(plan.userA, plan.call));
    },
    (why) => failed(name, sent, why),
  );
}

function expiredCheck(prober: Prober, plan: CheckPlan, ageing: Ageing): Promise<CheckResult> {
  const sent = `the original requestState after ${ageing.how} ${ageing.milliseconds / 1000} s`;
  return prober.flow(
    plan.userA,
    plan.call,
    async ({ client, inputRequests, requestState }) => {
      await ageing.pass(ageing.milliseconds);
      const outcome = await prober.retry(client, plan.call, inputRequests, requestState);
      return refusalResult('expired', sent, outcome, await prober.untouched(plan.userA, plan.call));
    },
    (why) => failed('expired', sent, why),
  );
}

/** The failed control, and every other check failed as not run: a refusal proves nothing without it. */
function withoutControl(untouched: CheckResult): CheckResult[] {
  const notRun = CHECK_NAMES.filter((name) => name !== 'untouched').map((name) =>
    failed(name, NOTHING_SENT, 'not run: the untouched control failed, so a refusal would prove nothing'),
  );
  return [untouched, ...notRun];
}

function planned<T>(name: CheckName, what: Planned<T>, run: (value: T) => Promise<CheckResult>): () => Promise<CheckResult> {
  return 'skip' in what ? async () => skipped(name, what.skip) : () => run(what.run);
}

/** The checks' results, in the order of {@link CHECK_NAMES}, and the notes (never a failure). */
export type CheckRun = { readonly checks: CheckResult[]; readonly notes: CheckNote[] };

/**
 * Runs every check of {@link CHECK_NAMES}, in that order, against a running server: the untouched retry must succeed
 * (the control; when it fails nothing else runs); `requestState` changed in one character (first, middle, last,
 * inside the MAC; in bits the decoder uses), sent by another user, sent to another tool or with other arguments,
 * truncated, garbage, or older than the server's maximum age must be refused — with a tool error (`isError: true`) or
 * a JSON-RPC error — and the server must keep working afterwards. A success, a hang or a transport failure fails the
 * check. After the tampered checks it looks for the `malleable-encoding` note, which fails nothing.
 */
export async function runChecks(plan: CheckPlan): Promise<CheckRun> {
  const report = (check: CheckResult): CheckResult => (plan.onResult?.(check), check);
  const prober = new Prober(plan);
  const untouched = await untouchedCheck(prober, plan);
  if (untouched.status === 'failed') return { checks: withoutControl(untouched).map(report), notes: [] };
  const notes: CheckNote[] = [];
  const noting = async (): Promise<undefined> => {
    const note = await malleableNote(prober, plan);
    if (note !== undefined) notes.push(note);
  };
  const rest: Array<() => Promise<CheckResult | undefined>> = [
    ...TAMPER_SITES.map((site) => () => tamperedCheck(prober, plan, site)),
    noting,
    planned('other-user', plan.userB, (b) => otherUserCheck(prober, plan, b)),
    planned('other-tool', plan.otherTool, (other) => otherToolCheck(prober, plan, other)),
    planned('other-args', plan.otherArgs, (other) => otherArgsCheck(prober, plan, other)),
    ...BROKEN_STATES.map((broken) => () => brokenCheck(prober, plan, broken)),
    planned('expired', plan.expiry, (ageing) => expiredCheck(prober, plan, ageing)),
  ];
  const checks = [report(untouched)];
  for (const step of rest) {
    const check = await step();
    if (check !== undefined) checks.push(report(check));
  }
  return { checks, notes };
}
