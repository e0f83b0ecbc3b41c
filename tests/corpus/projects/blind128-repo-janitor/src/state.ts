// Defines the janitor state shape and the process-wide request-state codec.
// @ts-nocheck
import { createRequestStateCodec } from "@modelcontextprotocol/server";
import { config } from "./config.js";

/**
 * What we carry between the "here is what I'd close" round and the
 * "yes, go ahead" round.
 */
export interface JanitorState {
  repo: string;
  issueNumbers: number[];
  ghToken: string;
  preparedAt: number;
}

const encoder = new TextEncoder();

// One codec for the whole process; the verify hook is installed on every
// McpServer we build so handlers only ever see verified payloads.
export const stateCodec = createRequestStateCodec<JanitorState>({ // expect: require-state-binding
  key: encoder.encode(config.stateKey), // expect: no-weak-state-key
  ttlSeconds: 600,
});

export type StateCodec = typeof stateCodec;
