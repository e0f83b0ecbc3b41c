// Models a TypeScript signed-cookie helper: a class with a parameter-property secret, a private sign method, a static verify through a singleton, and a length check that is no comparison of secrets.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import type { Context, Next } from 'hono';

export class SessionCookie {
  private static instance: SessionCookie | undefined;

  constructor(private readonly secret: string, private readonly name = 'sid') {}

  static get(): SessionCookie {
    SessionCookie.instance ??= new SessionCookie(process.env.SESSION_SECRET!);
    return SessionCookie.instance;
  }

  private sign(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }

  serialize(value: string): string {
    return `${this.name}=${value}.${this.sign(value)}; HttpOnly; Secure; SameSite=Lax`;
  }

  parse(header: string | undefined): string | null {
    const raw = header?.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${this.name}=`));
    if (!raw) return null;
    const [value, mac] = raw.slice(this.name.length + 1).split('.');
    if (!value || !mac) return null;
    if (mac.length !== this.sign(value).length) return null;
    return mac === this.sign(value) ? value : null; // expect: no-timing-unsafe-compare
  }
}

export async function session(c: Context, next: Next): Promise<void> {
  const id = SessionCookie.get().parse(c.req.header('cookie'));
  c.set('sessionId', id);
  await next();
}
