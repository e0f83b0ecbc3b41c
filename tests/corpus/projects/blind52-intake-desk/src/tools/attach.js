import { getIntake } from '../db.js';
import { text, toolError, uploadRequest } from '../forms.js';
import { principalOf, refusal } from '../state.js';
import { attach, openSlot, slotFor } from '../uploads.js';

const ATTACH_DOCUMENT = 'attach_document';
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'http://localhost:3100';

async function attachDocument(params, extra) {
  const userId = principalOf(extra);
  const { intakeId, kind, fileName, sha256 } = params.arguments ?? {};

  const intake = getIntake(intakeId);
  if (!intake || intake.filed_by !== userId) return toolError('No open intake with that id was filed by you.');

  if (!params.requestState) {
    const slot = openSlot({ userId, tool: ATTACH_DOCUMENT, intakeId, kind, fileName, sha256 });
    return {
      resultType: 'input_required',
      inputRequests: { upload: uploadRequest(`${PUBLIC_URL}/upload/${slot.uploadId}`, fileName) },
      requestState: slot.handle,
    };
  }

  // The handle only finds the slot; the slot row holds who opened it, for which tool, file and time.
  const slot = slotFor(params.requestState);
  if (!slot || slot.user_id !== userId || slot.tool !== ATTACH_DOCUMENT || slot.expires_at <= Date.now()) {
    return refusal('expired');
  }
  if (slot.intake_id !== intakeId || slot.file_name !== fileName || slot.sha256 !== sha256 || slot.kind !== kind) {
    return refusal('args');
  }
  if (!slot.received_at) {
    // not uploaded yet: ask again with the same slot
    return {
      resultType: 'input_required',
      inputRequests: { upload: uploadRequest(`${PUBLIC_URL}/upload/${slot.upload_id}`, fileName) },
      requestState: slot.handle,
    };
  }
  if (!attach(slot.handle)) return toolError('That document is already attached.');
  return text(`${fileName} attached to intake ${intakeId}.`);
}

export const attachTools = [
  {
    name: ATTACH_DOCUMENT,
    title: 'Attach a document',
    description: 'Attaches a scanned document (insurance card, referral, ID) to a filed intake. Staff upload it in the browser.',
    inputSchema: {
      type: 'object',
      properties: {
        intakeId: { type: 'string' },
        kind: { type: 'string', enum: ['insurance-card', 'referral', 'photo-id', 'other'] },
        fileName: { type: 'string' },
        sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      },
      required: ['intakeId', 'kind', 'fileName', 'sha256'],
    },
    run: attachDocument,
  },
];
