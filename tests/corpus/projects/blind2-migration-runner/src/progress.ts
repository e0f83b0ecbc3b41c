import { seal, unseal } from './crypto.js';

/**
 * Progress of a multi-step migration run, carried in requestState so that any
 * replica of the runner can pick the conversation up.
 */
export interface Progress {
  database: string;
  pending: string[]; // migration ids still to apply, in order
  applied: string[];
  dryRunChecksum: string;
}

interface Envelope {
  v: 1;
  progress: Progress;
  exp: number;
}

// Big schemas take a while to dry-run and review, so give people half an hour.
const REVIEW_WINDOW_MS = 30 * 60 * 1000;

export function encodeProgress(progress: Progress): string {
  const envelope: Envelope = {
    v: 1,
    progress,
    exp: Date.now() + REVIEW_WINDOW_MS,
  };
  return seal(Buffer.from(JSON.stringify(envelope)).toString('base64url'));
}

export class ProgressError extends Error {}

export function decodeProgress(token: string | undefined): Progress {
  if (!token) throw new ProgressError('missing state');
  const payload = unseal(token);
  if (payload === undefined) throw new ProgressError('state was modified');
  const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Envelope;
  if (envelope.v !== 1) throw new ProgressError('unknown state version');
  if (envelope.exp <= Date.now()) throw new ProgressError('state expired');
  return envelope.progress;
}
