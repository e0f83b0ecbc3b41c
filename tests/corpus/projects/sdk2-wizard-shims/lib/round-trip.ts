// Round-trip helpers of a stdio trip planner: the state is base64url JSON, as in the SDK's back-compat demos.
// @ts-nocheck
export type Answers = Record<string, { action: string; content?: Record<string, unknown> }>;

export function packState(state: object): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

export function unpackState<T>(blob: string | undefined): T | undefined {
  if (!blob) return undefined;
  try {
    return JSON.parse(Buffer.from(blob, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

export function answerOf<T>(responses: Answers | undefined, key: string): T | undefined {
  const entry = responses?.[key];
  return entry?.action === 'accept' ? (entry.content as T) : undefined;
}
