import { createRequestStateCodec } from "@modelcontextprotocol/server";

export type GatePayload =
  | {
      kind: "promote";
      service: string;
      fromEnv: string;
      toEnv: string;
      imageDigest: string;
      changeId: string;
      pullToken: string;
    }
  | {
      kind: "rollback";
      service: string;
      env: string;
      toRelease: string;
    };

export type GateCodec = ReturnType<typeof createGateCodec>;

export function createGateCodec(key: Uint8Array, ttlSeconds: number) {
  return createRequestStateCodec<GatePayload>({ key, ttlSeconds }); // expect: require-state-binding
}
