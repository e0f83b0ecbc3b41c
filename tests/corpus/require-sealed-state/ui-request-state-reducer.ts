// Models a React data-fetching reducer and an OAuth redirect helper that use the words requestState/state for UI flags and a login return path — no MCP, nothing to report.
// @ts-nocheck
import { useReducer } from 'react';

type RequestState = 'idle' | 'loading' | 'success' | 'error';

interface FetchState<T> {
  requestState: RequestState;
  data?: T;
  error?: string;
}

type Action<T> = { type: 'start' } | { type: 'done'; data: T } | { type: 'fail'; error: string };

function reducer<T>(state: FetchState<T>, action: Action<T>): FetchState<T> {
  switch (action.type) {
    case 'start':
      return { ...state, requestState: 'loading', error: undefined };
    case 'done':
      return { requestState: 'success', data: action.data };
    case 'fail':
      return { ...state, requestState: 'error', error: action.error };
  }
}

export function useFetch<T>(load: () => Promise<T>) {
  const [state, dispatch] = useReducer(reducer<T>, { requestState: 'idle' });
  const run = async () => {
    dispatch({ type: 'start' });
    try {
      dispatch({ type: 'done', data: await load() });
    } catch (error) {
      dispatch({ type: 'fail', error: String(error) });
    }
  };
  return { ...state, run };
}

export function loginUrl(returnTo: string): string {
  const state = Buffer.from(JSON.stringify({ returnTo, nonce: crypto.randomUUID() })).toString('base64url');
  sessionStorage.setItem('oauth_state', state);
  const params = new URLSearchParams({
    client_id: import.meta.env.VITE_OAUTH_CLIENT_ID,
    redirect_uri: `${location.origin}/callback`,
    response_type: 'code',
    state,
  });
  return `https://auth.example.com/authorize?${params}`;
}

export function readReturnTo(search: string): string {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (!state || state !== sessionStorage.getItem('oauth_state')) return '/';
  return JSON.parse(Buffer.from(state, 'base64url').toString()).returnTo ?? '/';
}

export const initialRequestState = { requestState: 'idle' as RequestState, retries: 0 };
