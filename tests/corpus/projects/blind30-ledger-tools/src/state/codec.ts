import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { callerId } from '../auth/identity.js';
import { loadStateKey } from '../env.js';

/**
 * What a wizard carries between rounds. The codec signs it and binds it to the caller; the tool and
 * the arguments are in the payload because the SDK's bind context does not know them, and
 * WizardTool compares both before it trusts anything else.
 */
export interface WizardState {
  tool: string;
  argsDigest: string;
  /** key of the question the previous round asked */
  asked: string;
  /** answers given so far, by question key */
  answers: Record<string, unknown>;
}

export const wizardCodec = createRequestStateCodec<WizardState>({
  key: loadStateKey(),
  ttlSeconds: 600,
  bind: (ctx) => callerId(ctx),
});

export type WizardCodec = typeof wizardCodec;
