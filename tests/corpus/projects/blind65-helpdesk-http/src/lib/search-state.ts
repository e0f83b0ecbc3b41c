// Compact state for the search refinement round: which query, which queues.
export interface SearchState {
  v: 1;
  query: string;
  queues: string[];
  total: number;
}

export function packSearch(state: Omit<SearchState, 'v'>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...state }), 'utf8').toString('base64url');
}

export function unpackSearch(token: string): SearchState | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as SearchState;
    return parsed && parsed.v === 1 && Array.isArray(parsed.queues) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
