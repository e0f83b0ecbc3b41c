export type CodecName = "hmac" | "aes-cbc" | "plain";

export interface StateEnvelope<T> {
  data: T;
  sub: string;
  tool: string;
  expiresAt: number;
}

export interface StateCodec<T> {
  readonly name: CodecName;
  encode(value: StateEnvelope<T>, key: Buffer): string;
  decode(token: string, key: Buffer): StateEnvelope<T>;
}

export class StateCodecError extends Error {
  constructor(message = "Invalid or expired requestState") {
    super(message);
    this.name = "StateCodecError";
  }
}
