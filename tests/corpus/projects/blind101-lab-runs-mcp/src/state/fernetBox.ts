// Fernet tokens (AES-128-CBC with HMAC-SHA256, checked on decode) for sample-intake state the client should not read.
// @ts-nocheck
import fernet from 'fernet';

const TTL_SECONDS = 600;

export interface IntakeState {
  apiVersion: string;
  sub: string;
  tool: string;
  exp: number;
  manifestId: string;
  rack: string;
}

export function createIntakeBox(fernetKeyB64: string) {
  const secret = new fernet.Secret(fernetKeyB64);

  return {
    seal(state: IntakeState): string {
      return new fernet.Token({ secret, ttl: 0 }).encode(JSON.stringify(state));
    },

    open(token: unknown): IntakeState | null {
      if (typeof token !== 'string' || token.length > 2048) return null;
      try {
        const plain = new fernet.Token({ secret, token, ttl: TTL_SECONDS }).decode();
        return JSON.parse(plain);
      } catch {
        return null;
      }
    },
  };
}

export type IntakeBox = ReturnType<typeof createIntakeBox>;
