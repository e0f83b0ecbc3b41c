import { GenerateMacCommand, KMSInvalidMacException, VerifyMacCommand, type KMSClient } from '@aws-sdk/client-kms';
import { err, TokenRejectedError, type Result } from '../shared/result.js';
import {
  buildClaims,
  checkClaims,
  epochSeconds,
  type ApprovalClaims,
  type ApprovalTokenCodec,
  type TokenBinding,
} from './ApprovalTokenCodec.js';

const MAC_ALGORITHM = 'HMAC_SHA_256';

/**
 * Same wire format as the HMAC codec, but the key never leaves KMS: the MAC is
 * generated and verified by the service (GenerateMac / VerifyMac).
 */
export class KmsApprovalTokenCodec implements ApprovalTokenCodec {
  constructor(
    private readonly kms: KMSClient,
    private readonly keyId: string,
    private readonly now: () => number = epochSeconds,
  ) {}

  async issue<T>(data: T, binding: TokenBinding): Promise<string> {
    const body = Buffer.from(JSON.stringify(buildClaims(data, binding, this.now()))).toString('base64url');
    const { Mac } = await this.kms.send(
      new GenerateMacCommand({ KeyId: this.keyId, MacAlgorithm: MAC_ALGORITHM, Message: Buffer.from(body) }),
    );
    if (!Mac) throw new Error('KMS GenerateMac returned no MAC');
    return `${body}.${Buffer.from(Mac).toString('base64url')}`;
  }

  async redeem<T>(token: string, binding: TokenBinding): Promise<Result<T, TokenRejectedError>> {
    const [body, macText, ...rest] = token.split('.');
    if (!body || !macText || rest.length > 0) return err(new TokenRejectedError('malformed'));

    const mac = Buffer.from(macText, 'base64url');
    // Reject re-encodings of the same bytes (the spare bits of the last base64 character).
    if (mac.toString('base64url') !== macText) return err(new TokenRejectedError('malformed'));

    try {
      const { MacValid } = await this.kms.send(
        new VerifyMacCommand({ KeyId: this.keyId, MacAlgorithm: MAC_ALGORITHM, Message: Buffer.from(body), Mac: mac }),
      );
      if (!MacValid) return err(new TokenRejectedError('signature'));
    } catch (error) {
      if (error instanceof KMSInvalidMacException) return err(new TokenRejectedError('signature'));
      throw error;
    }

    let claims: ApprovalClaims<T>;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ApprovalClaims<T>;
    } catch {
      return err(new TokenRejectedError('malformed'));
    }
    return checkClaims(claims, binding, this.now());
  }
}
