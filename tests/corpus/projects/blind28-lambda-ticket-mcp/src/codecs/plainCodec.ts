import { StateCodec, StateEnvelope } from "./types";

/** Human-readable codec for `sam local invoke` sessions; handy when debugging payloads. */
export class PlainCodec<T> implements StateCodec<T> {
  readonly name = "plain" as const;

  encode(value: StateEnvelope<T>): string {
    return Buffer.from(JSON.stringify(value)).toString("base64url");
  }

  decode(token: string): StateEnvelope<T> {
    return JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as StateEnvelope<T>;
  }
}
