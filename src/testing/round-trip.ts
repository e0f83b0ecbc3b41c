import type { InputRequests, McpTestClient, ToolCall } from './options.js';

/** How the server answered one `tools/call`. */
export type Outcome =
  | { readonly kind: 'success'; readonly detail: string }
  | { readonly kind: 'input-required'; readonly detail: string; readonly inputRequests: InputRequests; readonly requestState?: string }
  | { readonly kind: 'tool-error'; readonly detail: string }
  | { readonly kind: 'rpc-error'; readonly code: number; readonly detail: string }
  | { readonly kind: 'hang'; readonly detail: string }
  | { readonly kind: 'transport-failure'; readonly detail: string };

/** A tool error or a JSON-RPC error: the only answers that count as refusing state. */
export function isRefusal(outcome: Outcome): boolean {
  return outcome.kind === 'tool-error' || outcome.kind === 'rpc-error';
}

const MAX_DETAIL = 100;

/** `text` on one line, shortened, quoted and escaped (control characters included), for the report. */
export function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const quoted = JSON.stringify(flat.length > MAX_DETAIL ? `${flat.slice(0, MAX_DETAIL - 1)}…` : flat);
  return quoted.replace(/[\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function firstText(result: Record<string, unknown>): string {
  const content = Array.isArray(result['content']) ? (result['content'] as unknown[]) : [];
  for (const block of content) {
    if (typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text') {
      return oneLine(String((block as { text?: unknown }).text));
    }
  }
  return '(no text content)';
}

function readInputRequests(value: unknown): InputRequests {
  return typeof value === 'object' && value !== null ? (value as InputRequests) : {};
}

function fromResult(result: unknown): Outcome {
  if (typeof result !== 'object' || result === null) return { kind: 'success', detail: `a ${typeof result} result` };
  const record = result as Record<string, unknown>;
  if (record['resultType'] === 'input_required') {
    const inputRequests = readInputRequests(record['inputRequests']);
    const requestState = typeof record['requestState'] === 'string' ? record['requestState'] : undefined;
    const keys = Object.keys(inputRequests).join(', ') || 'none';
    return {
      kind: 'input-required',
      detail: `input_required (inputRequests: ${keys}; ${requestState === undefined ? 'no requestState' : `requestState of ${requestState.length} chars`})`,
      inputRequests,
      ...(requestState === undefined ? {} : { requestState }),
    };
  }
  if (record['isError'] === true) return { kind: 'tool-error', detail: `tool error ${firstText(record)}` };
  return { kind: 'success', detail: `success ${firstText(record)}` };
}

function fromError(error: unknown, timeoutMs: number): Outcome {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  const text = oneLine(typeof message === 'string' ? message : String(error));
  if (typeof code === 'number') return { kind: 'rpc-error', code, detail: `JSON-RPC error ${code} ${text}` };
  if (code === 'REQUEST_TIMEOUT') return { kind: 'hang', detail: `no answer within ${timeoutMs} ms` };
  return { kind: 'transport-failure', detail: `transport failure: ${text}` };
}

/** Sends one `tools/call` (with `requestState` and `inputResponses` when given) and classifies the answer. */
export async function callTool(
  client: McpTestClient,
  call: ToolCall,
  retry: { requestState: string; inputResponses: Record<string, unknown> } | undefined,
  timeoutMs: number,
): Promise<Outcome> {
  const params = { name: call.name, arguments: call.arguments ?? {}, ...retry };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<Outcome>((resolve) => {
    // The client's own timeout should fire first; this bounds clients that ignore it.
    timer = setTimeout(() => resolve({ kind: 'hang', detail: `no answer within ${timeoutMs} ms` }), timeoutMs + 250);
  });
  const answer = client
    .request({ method: 'tools/call', params }, { allowInputRequired: true, timeout: timeoutMs })
    .then(fromResult, (error: unknown) => fromError(error, timeoutMs));
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}
