import { createHmac, timingSafeEqual } from 'node:crypto';

export interface StateBinding {
  userId: string;
  tool: string;
}

/** What is signed: the tool's data plus who it was issued to, for which tool, and when (ms). */
export interface SignedState<T> {
  d: T;
  u: string;
  t: string;
  iat: number;
}

const PREFIX = 'v1.';

export class StateSigner {
  constructor(private readonly key: Buffer) {}

  seal<T>(data: T, binding: StateBinding): string {
    const signed: SignedState<T> = { d: data, u: binding.userId, t: binding.tool, iat: Date.now() };
    const body = Buffer.from(JSON.stringify(signed)).toString('base64url');
    return `${PREFIX}${body}.${this.tag(body)}`;
  }

  /** The signed state, or null when the token was not issued by this server. */
  open<T>(token: string): SignedState<T> | null {
    if (!token.startsWith(PREFIX)) {
      // 1.3.x handed out plain base64 JSON. Flows that straddle the upgrade still carry it;
      // accept those until TRACKER-812 drops the old format.
      return upgradeLegacy<T>(token); // expect: require-sealed-state
    }
    const [body, tag] = token.slice(PREFIX.length).split('.');
    if (!body || !tag) return null;
    const expected = Buffer.from(this.tag(body), 'base64url');
    const given = Buffer.from(tag, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedState<T>;
  }

  private tag(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

interface LegacyState {
  data: unknown;
  userId: string;
  tool: string;
  issuedAt?: number;
}

function upgradeLegacy<T>(token: string): SignedState<T> | null {
  try {
    const legacy = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as LegacyState;
    return { d: legacy.data as T, u: legacy.userId, t: legacy.tool, iat: legacy.issuedAt ?? Date.now() };
  } catch {
    return null;
  }
}
