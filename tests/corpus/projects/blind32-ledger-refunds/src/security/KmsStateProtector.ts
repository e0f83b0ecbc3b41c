import { GenerateMacCommand, KMSInvalidMacException, VerifyMacCommand, type KMSClient } from '@aws-sdk/client-kms';
import { failure, StateRejected, type Result } from '../shared/result.js';
import {
  checkEnvelope,
  decodeCanonical,
  envelopeFor,
  nowSeconds,
  type SealedEnvelope,
  type StateBinding,
  type StateProtector,
} from './StateProtector.js';

const ALGORITHM = 'HMAC_SHA_256';

/** HMAC computed and checked inside KMS; the key material is never in this process. */
export class KmsStateProtector implements StateProtector {
  constructor(
    private readonly kms: KMSClient,
    private readonly keyArn: string,
    private readonly now: () => number = nowSeconds,
  ) {}

  async seal<T>(data: T, binding: StateBinding): Promise<string> {
    const body = Buffer.from(JSON.stringify(envelopeFor(data, binding, this.now())), 'utf8').toString('base64url');
    const { Mac } = await this.kms.send(
      new GenerateMacCommand({ KeyId: this.keyArn, MacAlgorithm: ALGORITHM, Message: Buffer.from(body, 'ascii') }),
    );
    if (!Mac) throw new Error('KMS returned no MAC');
    return `${body}.${Buffer.from(Mac).toString('base64url')}`;
  }

  async open<T>(token: string, binding: StateBinding): Promise<Result<T, StateRejected>> {
    const parts = token.split('.');
    if (parts.length !== 2) return failure(new StateRejected('malformed'));
    const [body, macText] = parts as [string, string];
    const mac = decodeCanonical(macText);
    if (!mac) return failure(new StateRejected('malformed'));

    try {
      const { MacValid } = await this.kms.send(
        new VerifyMacCommand({ KeyId: this.keyArn, MacAlgorithm: ALGORITHM, Message: Buffer.from(body, 'ascii'), Mac: mac }),
      );
      if (MacValid !== true) return failure(new StateRejected('signature'));
    } catch (error) {
      if (error instanceof KMSInvalidMacException) return failure(new StateRejected('signature'));
      throw error;
    }

    let envelope: SealedEnvelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedEnvelope<T>;
    } catch {
      return failure(new StateRejected('malformed'));
    }
    return checkEnvelope(envelope, binding, this.now());
  }
}
