import { SignJWT, errors, jwtVerify } from 'jose';
import type { z } from 'zod';
import type { ToolName } from '../mcp/catalog.js';
import { stateSigningKey } from './key.js';

declare const stateTokenBrand: unique symbol;
/** A compact JWS we minted; opaque to everyone else. */
export type StateToken = string & { readonly [stateTokenBrand]: true };

declare const userIdBrand: unique symbol;
export type UserId = string & { readonly [userIdBrand]: true };

export namespace StateJwt {
  const ISSUER = 'urn:helpdesk-escalation';
  const TYPE = 'mcp-state+jwt';

  export interface Audience {
    readonly userId: UserId;
    readonly tool: ToolName;
  }

  export type Verified<S extends z.ZodType> =
    | { readonly ok: true; readonly claims: z.output<S> }
    | { readonly ok: false; readonly reason: 'expired' | 'invalid' | 'shape' };

  export async function issue<C extends Record<string, unknown>>(claims: C, to: Audience): Promise<StateToken> {
    // Agents regularly wait on a human for a while before the second round; 10 min kept timing out.
    const jwt = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setIssuer(ISSUER)
      .setSubject(to.userId)
      .setAudience(to.tool)
      .setIssuedAt()
      .setExpirationTime('45m') // expect: require-state-binding
      .sign(stateSigningKey);
    return jwt as StateToken;
  }

  export async function verify<S extends z.ZodType>(token: string, to: Audience, schema: S): Promise<Verified<S>> {
    try {
      const { payload } = await jwtVerify(token, stateSigningKey, {
        issuer: ISSUER,
        audience: to.tool,
        subject: to.userId,
        typ: TYPE,
        algorithms: ['HS256'],
      });
      const parsed = schema.safeParse(payload);
      return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'shape' };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
