import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export interface StateClaims extends JWTPayload {
  sub: string;
  tool: string;
}

export interface StateService {
  sign(claims: StateClaims & Record<string, unknown>, opts?: { ttl?: string }): Promise<string>;
  verify<T extends StateClaims>(token: string, expected: { sub: string; tool: string }): Promise<T>;
}

export function createStateService(opts: { secret: string; issuer: string; defaultTtl?: string }): StateService {
  const key = new TextEncoder().encode(opts.secret);
  const defaultTtl = opts.defaultTtl ?? '10m';

  return {
    sign(claims, { ttl } = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'state+jwt' })
        .setIssuer(opts.issuer)
        .setIssuedAt()
        .setExpirationTime(ttl ?? defaultTtl)
        .sign(key);
    },

    async verify<T extends StateClaims>(token: string, expected: { sub: string; tool: string }) {
      const { payload } = await jwtVerify(token, key, {
        issuer: opts.issuer,
        algorithms: ['HS256'],
        subject: expected.sub,
        // desktop clients on laptops come back from sleep with badly skewed clocks
        clockTolerance: '8h', // expect: require-state-binding
      });
      if (payload.tool !== expected.tool) throw new Error(`state was issued for ${String(payload.tool)}`);
      return payload as T;
    },
  };
}
