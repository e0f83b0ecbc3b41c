import { createCipheriv, createDecipheriv, randomBytes } from "crypto";
import { StateCodec, StateCodecError, StateEnvelope } from "./types";

/** Encrypts the envelope so clients cannot read ticket details. */
export class AesCbcCodec<T> implements StateCodec<T> {
  readonly name = "aes-cbc" as const;

  encode(value: StateEnvelope<T>, key: Buffer): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv("aes-256-cbc", key, iv);
    const ct = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
    return `${iv.toString("base64url")}.${ct.toString("base64url")}`;
  }

  decode(token: string, key: Buffer): StateEnvelope<T> {
    const [ivPart, ctPart] = token.split(".");
    if (!ivPart || !ctPart) throw new StateCodecError();
    try {
      const decipher = createDecipheriv("aes-256-cbc", key, Buffer.from(ivPart, "base64url"));
      const pt = Buffer.concat([decipher.update(Buffer.from(ctPart, "base64url")), decipher.final()]);
      return JSON.parse(pt.toString("utf8")) as StateEnvelope<T>;
    } catch {
      throw new StateCodecError();
    }
  }
}
