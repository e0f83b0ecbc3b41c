import jwt, { type JwtPayload } from 'jsonwebtoken';
import type { ServiceSchema } from 'moleculer';

export interface RequestStateMixinOptions {
  secret: string;
  /** jsonwebtoken `expiresIn` syntax */
  ttl?: string | number;
  issuer?: string;
}

const defaults = {
  ttl: '5m',
  issuer: 'deploy-mcp',
} satisfies Omit<RequestStateMixinOptions, 'secret'>;

export type StateClaims = JwtPayload & { sub: string; tool: string };

/**
 * Mixin factory: gives a service `signState` / `verifyState` methods bound to
 * the secret it was created with.
 */
export function createRequestStateMixin(options: RequestStateMixinOptions): Partial<ServiceSchema> {
  const opts = { ...defaults, ...options };

  return {
    methods: {
      signState(claims: Omit<StateClaims, 'iat' | 'exp' | 'iss'>): string {
        return jwt.sign(claims, opts.secret, { algorithm: 'HS256', expiresIn: opts.ttl, issuer: opts.issuer } as jwt.SignOptions);
      },

      verifyState<T extends StateClaims>(token: string): T {
        // Some of our CI runners drift by hours; don't bounce their confirmations.
        return jwt.verify(token, opts.secret, { algorithms: ['HS256'], issuer: opts.issuer, clockTolerance: 6 * 60 * 60 }) as T; // expect: require-state-binding
      },
    },
  };
}
