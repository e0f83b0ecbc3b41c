import { randomBytes, randomUUID } from 'node:crypto';
import { db } from './db.js';

const SLOT_TTL_MS = 10 * 60 * 1000;
const HANDLE_BYTES = 20; // 27 base64url characters

const insertSlot = db.prepare(`
  INSERT INTO upload_slots (handle, upload_id, user_id, tool, intake_id, kind, file_name, sha256, expires_at)
  VALUES (@handle, @uploadId, @userId, @tool, @intakeId, @kind, @fileName, @sha256, @expiresAt)
`);
const slotByHandle = db.prepare('SELECT * FROM upload_slots WHERE handle = ?');
const slotByUploadId = db.prepare('SELECT * FROM upload_slots WHERE upload_id = ?');
const markReceived = db.prepare(
  'UPDATE upload_slots SET received_at = ?, stored_path = ? WHERE upload_id = ? AND received_at IS NULL',
);
const markAttached = db.prepare('UPDATE upload_slots SET attached_at = ? WHERE handle = ? AND attached_at IS NULL');

/**
 * Opens an upload slot. The handle goes to the MCP client as requestState; the upload id goes
 * into the browser URL. Neither carries data: both only find this row, which holds the binding.
 */
export function openSlot({ userId, tool, intakeId, kind, fileName, sha256 }) {
  const slot = {
    handle: randomBytes(HANDLE_BYTES).toString('base64url'),
    uploadId: randomUUID(),
    userId,
    tool,
    intakeId,
    kind,
    fileName,
    sha256,
    expiresAt: Date.now() + SLOT_TTL_MS,
  };
  insertSlot.run(slot);
  return slot;
}

export function slotFor(handle) {
  if (typeof handle !== 'string' || handle.length !== 27) return undefined;
  return slotByHandle.get(handle);
}

export const slotForUpload = (uploadId) => slotByUploadId.get(uploadId);

export const recordReceived = (uploadId, storedPath) => markReceived.run(Date.now(), storedPath, uploadId).changes === 1;

export const attach = (handle) => markAttached.run(Date.now(), handle).changes === 1;
