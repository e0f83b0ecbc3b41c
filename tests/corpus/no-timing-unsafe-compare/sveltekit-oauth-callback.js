// SvelteKit server endpoint: `GET({ url, cookies })`, where `cookies.get()` gives the string the server set.
import { redirect } from '@sveltejs/kit';
import { finishSignIn } from '$lib/server/auth';

export async function GET({ url, cookies }) {
  const stateFromProvider = url.searchParams.get('state');
  const stateWeSet = cookies.get('oidc_state');
  const verifier = cookies.get('oidc_code_verifier');
  cookies.delete('oidc_state', { path: '/' });
  if (stateFromProvider === null || stateFromProvider !== stateWeSet) { // expect: no-timing-unsafe-compare
    return new Response('state mismatch', { status: 400 });
  }
  // look-alike: the provider's error parameter against a literal
  if (url.searchParams.get('error') === 'access_denied') redirect(303, '/login?denied=1');
  await finishSignIn(url.searchParams.get('code'), verifier);
  redirect(303, '/');
}

// look-alike: an exported helper named like a method whose first parameter is a plain string
export function HEAD(path) {
  return path === '/health';
}
