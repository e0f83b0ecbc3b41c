// Carries multi-round tool state and input requests through result/request _meta for 1.x clients.
// @ts-nocheck
import { config } from './config.js';
import { decryptBlob, encryptBlob } from './crypto/blob.js';

export const INPUT_META_KEY = 'io.northlab/inputRequired';
export const STATE_META_KEY = 'io.northlab/requestState';
export const RESPONSES_META_KEY = 'io.northlab/inputResponses';
const STATE_TTL_MS = 10 * 60 * 1000;

export function askForInput(tool: string, inputRequests: Record<string, unknown>, payload: Record<string, unknown>) {
  const plain = Buffer.from(JSON.stringify({ ...payload, tool, exp: Date.now() + STATE_TTL_MS }), 'utf8');
  return {
    content: [{ type: 'text', text: 'More input is needed before this can continue.' }],
    _meta: {
      [INPUT_META_KEY]: { resultType: 'input_required', inputRequests, requestState: encryptBlob(config().stateKey, plain) }, // expect: require-sealed-state
    },
  };
}

export function readToolState<T>(extra, tool: string): (T & { sub: string }) | null {
  const raw = extra?._meta?.[STATE_META_KEY];
  if (typeof raw !== 'string' || raw.length === 0) return null;
  const [ivPart, bodyPart] = raw.split('.'); // expect: require-sealed-state
  if (!ivPart || !bodyPart) return null;
  let state;
  try {
    state = JSON.parse(decryptBlob(config().stateKey, ivPart, bodyPart).toString('utf8'));
  } catch {
    return null;
  }
  if (state.tool !== tool || typeof state.exp !== 'number' || state.exp < Date.now()) return null;
  return state;
}

export function inputResponse(extra, key: string) {
  const response = extra?._meta?.[RESPONSES_META_KEY]?.[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function formQuestion(message: string, properties: Record<string, unknown>, required: string[]) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}
