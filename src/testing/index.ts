/**
 * Conformance kit for MCP `requestState`: proves against a running server what the lint rules can only read in the
 * code — that changed, expired, replayed or foreign state is refused. Works with any test runner.
 *
 * @packageDocumentation
 */
import { checkSealedRequestState } from './kit.js';
import type { SealedRequestStateOptions } from './options.js';
import type { SealedStateReport } from './report.js';

export { checkSealedRequestState } from './kit.js';
export { flipBase64Character, GARBAGE_STATE, reencode, tamper, tamperAt, truncate, type Reencoded, type TamperSite, type Tampered } from './mutations.js';
export type { InputRequests, McpTestClient, SealedRequestStateOptions, ToolCall } from './options.js';
export {
  CHECK_NAMES,
  formatCheck,
  formatNote,
  NOTE_NAMES,
  type CheckName,
  type CheckNote,
  type CheckResult,
  type NoteName,
  type SealedStateReport,
} from './report.js';

/** Thrown by {@link expectSealedRequestState}; its message is the report. */
export class SealedRequestStateError extends Error {
  override readonly name = 'SealedRequestStateError';
  constructor(readonly report: SealedStateReport) {
    super(report.text);
  }
}

/**
 * `await expectSealedRequestState(options)` in a vitest, jest or node:test test: resolves with the report when every
 * check passed, rejects with a {@link SealedRequestStateError} whose message is the report otherwise.
 */
export async function expectSealedRequestState(options: SealedRequestStateOptions): Promise<SealedStateReport> {
  const report = await checkSealedRequestState(options);
  if (!report.passed) throw new SealedRequestStateError(report);
  return report;
}
