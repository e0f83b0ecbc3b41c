import { runChecks, sameClient, type CheckPlan } from './checks.js';
import type { McpTestClient, SealedRequestStateOptions } from './options.js';
import { buildReport, type SealedStateReport } from './report.js';

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_AGE_SECONDS = 600;

async function connectBoth(options: SealedRequestStateOptions): Promise<[McpTestClient, McpTestClient]> {
  const [a, b] = await Promise.allSettled([options.userA(), options.userB()]);
  if (a.status === 'fulfilled' && b.status === 'fulfilled') return [a.value, b.value];
  await Promise.allSettled([a, b].flatMap((settled) => (settled.status === 'fulfilled' ? [settled.value.close()] : [])));
  const failure = a.status === 'rejected' ? { user: 'A', reason: a.reason as unknown } : { user: 'B', reason: (b as PromiseRejectedResult).reason as unknown };
  throw new Error(`Could not connect a client as user ${failure.user}: ${String(failure.reason)}`, { cause: failure.reason });
}

/** The kit's options as the shared checks' plan. */
export function kitPlan(options: SealedRequestStateOptions, a: McpTestClient, b: McpTestClient): CheckPlan {
  const { call } = options;
  const maxAgeSeconds = options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS;
  return {
    userA: sameClient(a),
    userB: { run: sameClient(b) },
    call,
    respond: options.respond,
    otherTool: options.otherTool === undefined ? { skip: 'no otherTool given' } : { run: options.otherTool },
    otherArgs:
      options.otherArguments === undefined
        ? { skip: 'no otherArguments given' }
        : { run: { name: call.name, arguments: options.otherArguments } },
    expiry: { run: { milliseconds: maxAgeSeconds * 1000 + 1000, how: 'moving the clock', pass: options.advanceClock } },
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

/**
 * Runs the reference's "How to check" against a running server: the untouched retry must succeed (the control);
 * `requestState` changed in one character (first, middle, last, inside the MAC), sent by another user, sent to
 * another tool or with other arguments, truncated, garbage, or older than `maxAgeSeconds` must be refused — with a
 * tool error (`isError: true`) or a JSON-RPC error — and the server must keep working afterwards. A success, a hang or
 * a transport failure fails the check. A server that accepts another encoding of the same bytes gets the
 * `malleable-encoding` note, which fails nothing. Resolves with the report; throws only when a client cannot connect.
 */
export async function checkSealedRequestState(options: SealedRequestStateOptions): Promise<SealedStateReport> {
  const [a, b] = await connectBoth(options);
  try {
    const { checks, notes } = await runChecks(kitPlan(options, a, b));
    return buildReport(checks, notes);
  } finally {
    await Promise.allSettled([a.close(), b.close()]);
  }
}
