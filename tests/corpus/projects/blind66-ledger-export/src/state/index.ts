import { LEGACY_V1_SUNSET } from '../config.js';
import { decodeV1, toEnvelope } from './legacy.js';
import { openV2, sealV2, type Binding, type Envelope } from './v2.js';

export type { Binding } from './v2.js';

let legacyResumes = 0;
export const legacyResumeCount = (): number => legacyResumes;

function openAnyVersion(token: string): Envelope | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const version = token.slice(0, dot);

  if (version === 'v2') return openV2(token);

  if (version === 'v1' && Date.now() < LEGACY_V1_SUNSET) {
    legacyResumes += 1;
    return toEnvelope(decodeV1(token.slice(dot + 1))); // expect: require-sealed-state
  }
  return null;
}

export function openRequestState<T>(token: string, binding: Binding): T | null {
  const envelope = openAnyVersion(token);
  if (!envelope) return null;
  if (envelope.exp <= Date.now()) return null;
  if (envelope.u !== binding.userId || envelope.t !== binding.tool) return null;
  return envelope.d as T;
}

export const sealRequestState = (data: unknown, binding: Binding): string => sealV2(data, binding);
