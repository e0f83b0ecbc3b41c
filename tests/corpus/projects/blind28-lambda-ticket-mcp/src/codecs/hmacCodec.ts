import { createHmac } from "crypto";
import { StateCodec, StateCodecError, StateEnvelope } from "./types";

export class HmacCodec<T> implements StateCodec<T> {
  readonly name = "hmac" as const;

  private tag(body: string, key: Buffer): Buffer {
    return createHmac("sha256", key).update(body).digest();
  }

  encode(value: StateEnvelope<T>, key: Buffer): string {
    const body = Buffer.from(JSON.stringify(value)).toString("base64url");
    return `${body}.${this.tag(body, key).toString("base64url")}`;
  }

  decode(token: string, key: Buffer): StateEnvelope<T> {
    const [body, mac] = token.split(".");
    if (!body || !mac) throw new StateCodecError();
    const expected = this.tag(body, key);
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || Buffer.compare(given, expected) !== 0) { // expect: no-timing-unsafe-compare
      throw new StateCodecError();
    }
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as StateEnvelope<T>;
  }
}
