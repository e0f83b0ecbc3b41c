import { EncryptJWT, jwtDecrypt, errors } from 'jose';

export interface VaultBinding {
  userId: string;
  tool: string;
  argsDigest: string;
}

/**
 * requestState as a JWE (dir + A256GCM): the client can neither read nor
 * change it. Bound to user (sub), tool (aud) and an argument digest; 10 min.
 */
export class StateVault {
  static readonly ISSUER = 'drive-import-mcp';
  static readonly TTL = '10m';

  constructor(private readonly key: Uint8Array) {
    if (key.byteLength !== 32) throw new Error('StateVault needs a 256-bit key');
  }

  seal<T extends Record<string, unknown>>(data: T, binding: VaultBinding): Promise<string> {
    return new EncryptJWT({ data, args: binding.argsDigest })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'mcp-state' })
      .setIssuer(StateVault.ISSUER)
      .setSubject(binding.userId)
      .setAudience(binding.tool)
      .setIssuedAt()
      .setExpirationTime(StateVault.TTL)
      .encrypt(this.key);
  }

  async open<T>(token: string, binding: VaultBinding): Promise<T | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.key, {
        issuer: StateVault.ISSUER,
        subject: binding.userId,
        audience: binding.tool,
        maxTokenAge: StateVault.TTL,
        clockTolerance: 5,
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      });
      if (payload.args !== binding.argsDigest) return null;
      return payload.data as T;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
