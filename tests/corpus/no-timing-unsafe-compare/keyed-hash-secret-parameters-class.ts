// Models a TypeScript CSRF helper class whose methods take the secret from their caller: the token joins a salt with a SHA-256 of the salt and that secret in a template literal, and the check compares with ===.
import { createHash, randomBytes } from 'node:crypto';

export class DoubleSubmit {
  constructor(private readonly saltBytes = 6) {}

  issue(sessionSecret: string): string {
    return this.tokenFor(randomBytes(this.saltBytes).toString('base64url'), sessionSecret);
  }

  check(sessionSecret: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const [salt = ''] = presented.split('.');
    return presented === this.tokenFor(salt, sessionSecret); // expect: no-timing-unsafe-compare
  }

  private tokenFor(salt: string, sessionSecret: string): string {
    return `${salt}.${createHash('sha256').update(`${salt}|${sessionSecret}`).digest('base64url')}`;
  }
}

export function matchesMasterKey(masterKey: string, requestId: string, proof: string): boolean {
  const expected = createHash('sha256').update(requestId).update(masterKey).digest('hex');
  return proof === expected; // expect: no-timing-unsafe-compare
}

// Not secret: the digest of a key alone, compared with the thumbprint a client names.
export function thumbprintMatches(apiKey: string, thumbprint: string): boolean {
  return createHash('sha256').update(apiKey).digest('hex') === thumbprint;
}

// Not secret: a sort key and a token count hashed with data.
export function sameShard(sortKey: string, tenant: string, shard: string): boolean {
  return createHash('md5').update(`${tenant}/${sortKey}`).digest('hex').slice(0, 4) === shard;
}
