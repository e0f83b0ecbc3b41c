import { AesCbcCodec } from "./cbcCodec";
import { HmacCodec } from "./hmacCodec";
import { PlainCodec } from "./plainCodec";
import { CodecName, StateCodec, StateCodecError, StateEnvelope } from "./types";

export * from "./types";

type CodecFactory = <T>() => StateCodec<T>;

const registry: Record<CodecName, CodecFactory> = {
  hmac: <T>() => new HmacCodec<T>(),
  "aes-cbc": <T>() => new AesCbcCodec<T>(),
  plain: <T>() => new PlainCodec<T>(),
};

export function resolveCodec<T>(name: string): StateCodec<T> {
  const factory = registry[name as CodecName];
  if (!factory) throw new Error(`unknown state codec: ${name}`);
  return factory<T>();
}

/** Tokens are prefixed with the codec name so we can rotate codecs without breaking in-flight prompts. */
export function encodeState<T>(codecName: string, envelope: StateEnvelope<T>, key: Buffer): string {
  const codec = resolveCodec<T>(codecName);
  return `${codec.name}~${codec.encode(envelope, key)}`;
}

export function decodeState<T>(token: string, key: Buffer): StateEnvelope<T> {
  const sep = token.indexOf("~");
  if (sep < 0) throw new StateCodecError();
  const codec = resolveCodec<T>(token.slice(0, sep));
  return codec.decode(token.slice(sep + 1), key);
}
