import type { RefusalReason } from './open-result.js';

/** An MCP tool result with `isError: true`, the shape a tool handler returns to refuse a call. */
export type RefusalResult = {
  isError: true;
  content: Array<{ type: 'text'; text: string }>;
};

const EXPIRED = 'This confirmation has expired. Please start the action again.';
const REFUSED = 'This request could not be continued. Please start the action again.';

/**
 * The tool error to return when {@link StateSealer.open} refuses a token. The text asks the user to start the
 * action again and reveals no internals: only an expired token is named as such, every other reason reads the same.
 */
export function refusal(reason?: RefusalReason): RefusalResult {
  return { isError: true, content: [{ type: 'text', text: reason === 'expired' ? EXPIRED : REFUSED }] };
}
