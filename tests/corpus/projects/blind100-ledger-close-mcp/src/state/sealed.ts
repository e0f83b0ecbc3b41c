// AES-256-GCM sealing of requestState, bound to user, tool, argument digest and a short expiry.
// @ts-nocheck
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { STATE_API_VERSION, type ArgsDigest, type ToolName, type UserId } from "../domain.js";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_TTL_MS = 10 * 60 * 1000;
const MAX_TOKEN_CHARS = 8_192;

export interface Seal {
  readonly userId: UserId;
  readonly tool: ToolName;
  readonly argsDigest: ArgsDigest;
}

interface Envelope<T> {
  readonly v: 1;
  readonly apiVersion: typeof STATE_API_VERSION;
  readonly uid: string;
  readonly tool: string;
  readonly args: string;
  readonly exp: number;
  readonly body: T;
}

export type SealFailure = "malformed" | "unauthentic" | "mismatch" | "expired";

export class StateSealError extends Error {
  constructor(readonly failure: SealFailure) {
    super(`request state ${failure}`);
    this.name = "StateSealError";
  }
}

function additionalData(seal: Seal): Buffer {
  return Buffer.from(`${seal.userId}\n${seal.tool}\n${seal.argsDigest}`, "utf8");
}

export class SealedState<T> {
  constructor(
    private readonly key: Buffer,
    private readonly guard: (x: unknown) => x is T,
    private readonly ttlMs: number = MAX_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    if (key.length !== 32) {
      throw new RangeError("state key must be 32 bytes");
    }
    if (!(ttlMs > 0 && ttlMs <= MAX_TTL_MS)) {
      throw new RangeError(`state ttl must be within (0, ${MAX_TTL_MS}] ms`);
    }
  }

  seal(body: T, seal: Seal): string {
    const envelope: Envelope<T> = {
      v: 1,
      apiVersion: STATE_API_VERSION,
      uid: seal.userId,
      tool: seal.tool,
      args: seal.argsDigest,
      exp: this.now() + this.ttlMs,
      body,
    };
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(seal));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(envelope), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
  }

  open(token: unknown, seal: Seal): T {
    if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_CHARS) {
      throw new StateSealError("malformed");
    }
    const raw = Buffer.from(token, "base64url");
    if (raw.toString("base64url") !== token || raw.length <= IV_BYTES + TAG_BYTES) {
      throw new StateSealError("malformed");
    }
    const iv = raw.subarray(0, IV_BYTES);
    const authTag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const ciphertext = raw.subarray(IV_BYTES + TAG_BYTES);

    const decipher = createDecipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(seal));
    decipher.setAuthTag(authTag);
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      throw new StateSealError("unauthentic");
    }

    const envelope = JSON.parse(plain.toString("utf8")) as Envelope<unknown>;
    if (
      envelope.v !== 1 ||
      envelope.uid !== seal.userId ||
      envelope.tool !== seal.tool ||
      envelope.args !== seal.argsDigest
    ) {
      throw new StateSealError("mismatch");
    }
    if (typeof envelope.exp !== "number" || envelope.exp <= this.now()) {
      throw new StateSealError("expired");
    }
    if (!this.guard(envelope.body)) {
      throw new StateSealError("malformed");
    }
    return envelope.body;
  }
}
