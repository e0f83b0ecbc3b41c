import { GenerateMacCommand, KMSClient, KMSInvalidMacException, VerifyMacCommand } from '@aws-sdk/client-kms';
import { fromBase64url, toBase64url } from './encoding.js';

export interface Binding {
  userId: string;
  tool: string;
}

/** What the verify hook hands a tool handler: the verified payload and the tool it was sealed for. */
export interface Opened<T> {
  tool: string;
  payload: T;
}

export class StateRejected extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'expired' | 'user') {
    super(`Invalid or expired requestState (${reason})`);
  }
}

const MAC_ALGORITHM = 'HMAC_SHA_256';
const MAC_BYTES = 32;
const MAX_TTL_SECONDS = 600;

/**
 * requestState = base64url(JSON envelope) "." base64url(HMAC-SHA256 by a KMS HMAC key).
 * The key never leaves KMS; GenerateMac signs, VerifyMac checks. Signed, not encrypted: nothing secret goes in.
 */
export class KmsStateSealer {
  constructor(
    private readonly kms: KMSClient,
    private readonly keyId: string,
    private readonly ttlSeconds = 300,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    if (ttlSeconds > MAX_TTL_SECONDS) throw new RangeError(`requestState must not live longer than ${MAX_TTL_SECONDS}s`);
  }

  async seal<T>(payload: T, { userId, tool }: Binding): Promise<string> {
    const envelope = { v: 1, sub: userId, tool, exp: this.nowSeconds() + this.ttlSeconds, p: payload };
    const body = toBase64url(JSON.stringify(envelope));
    const { Mac } = await this.kms.send(
      new GenerateMacCommand({ KeyId: this.keyId, MacAlgorithm: MAC_ALGORITHM, Message: Buffer.from(body, 'utf8') }),
    );
    if (!Mac) throw new Error('KMS returned no MAC');
    return `${body}.${toBase64url(Mac)}`;
  }

  /** Checks the MAC (in KMS), then expiry and user. The caller compares the tool. Throws StateRejected. */
  async open<T>(token: string, userId: string): Promise<Opened<T>> {
    const parts = token.split('.');
    if (parts.length !== 2 || parts[0] === '') throw new StateRejected('malformed');
    const [body, macText] = parts;

    let mac: Buffer;
    try {
      mac = fromBase64url(macText);
    } catch {
      throw new StateRejected('malformed');
    }
    // Refuse other spellings of the same bytes (the last character of a 32-byte MAC has two unused bits).
    if (mac.length !== MAC_BYTES || toBase64url(mac) !== macText) throw new StateRejected('malformed');

    try {
      const { MacValid } = await this.kms.send(
        new VerifyMacCommand({ KeyId: this.keyId, MacAlgorithm: MAC_ALGORITHM, Message: Buffer.from(body, 'utf8'), Mac: mac }),
      );
      if (MacValid !== true) throw new StateRejected('signature');
    } catch (err) {
      if (err instanceof KMSInvalidMacException) throw new StateRejected('signature');
      throw err;
    }

    const envelope = JSON.parse(fromBase64url(body).toString('utf8'));
    if (envelope.v !== 1 || typeof envelope.exp !== 'number' || envelope.exp <= this.nowSeconds()) {
      throw new StateRejected('expired');
    }
    if (typeof envelope.sub !== 'string' || envelope.sub !== userId) throw new StateRejected('user');
    return { tool: String(envelope.tool), payload: envelope.p as T };
  }
}
