// Everything the server reads from its environment, checked once at startup.

const MIN_SECRET_BYTES = 32;

export const STATE_SECRET = process.env.WIKI_STATE_SECRET ?? '';
export const WIKI_API_URL = process.env.WIKI_API_URL ?? 'http://localhost:8090';
export const WIKI_API_TOKEN = process.env.WIKI_API_TOKEN ?? '';

export function assertEnv(): void {
  const problems: string[] = [];
  if (Buffer.byteLength(STATE_SECRET, 'utf8') < MIN_SECRET_BYTES) {
    problems.push(`WIKI_STATE_SECRET must be at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 48)`);
  }
  if (WIKI_API_TOKEN === '') problems.push('WIKI_API_TOKEN is required');
  if (problems.length > 0) {
    throw new Error(`wiki-publisher cannot start:\n  - ${problems.join('\n  - ')}`);
  }
}

// Fail fast on import: nothing below this module may sign with an empty key.
assertEnv();
