/**
 * Compact encoding for in-progress note drafts that ride along in requestState
 * while the user fills in the remaining fields.
 */

export interface Draft {
  title: string;
  ownerId: string;
  folderId?: string;
  tags?: string[];
  step: 'folder' | 'body';
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

export function encodeDraft(draft: Draft): string {
  const compact = [draft.step, draft.ownerId, draft.title, draft.folderId ?? '', (draft.tags ?? []).join(',')];
  return toBase64Url(utf8.encode(JSON.stringify(compact)));
}

export function decodeDraft(text: string): Draft {
  const [step, ownerId, title, folderId, tags] = JSON.parse(fromUtf8.decode(fromBase64Url(text))) as string[];
  if (step !== 'folder' && step !== 'body') throw new Error('unknown draft step');
  return {
    step,
    ownerId,
    title,
    folderId: folderId || undefined,
    tags: tags ? tags.split(',') : [],
  };
}
