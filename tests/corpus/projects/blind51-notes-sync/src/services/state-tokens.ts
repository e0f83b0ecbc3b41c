import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { STATE_SECRET, SERVICE_NAME } from '../env.js';

export interface Binding {
  userId: string;
  tool: string;
}

export class StateTokenError extends Error {}

/** Signs and reads the requestState we hand out between elicitation rounds. */
export class StateTokenService {
  constructor(private readonly secret: Uint8Array = STATE_SECRET) {}

  async issue<T extends Record<string, unknown>>(claims: T, binding: Binding): Promise<string> {
    return new SignJWT({ ...claims, tool: binding.tool })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(SERVICE_NAME)
      .setSubject(binding.userId)
      .setIssuedAt()
      .setExpirationTime('2h') // expect: require-state-binding
      .sign(this.secret); // expect: no-weak-state-key
  }

  async read<T>(token: string, binding: Binding): Promise<T & JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: SERVICE_NAME, subject: binding.userId });
      if (payload.tool !== binding.tool) throw new StateTokenError('state was issued for another tool');
      return payload as T & JWTPayload;
    } catch (err) {
      if (err instanceof StateTokenError) throw err;
      throw new StateTokenError('invalid or expired state');
    }
  }
}

export const stateTokens = new StateTokenService();
