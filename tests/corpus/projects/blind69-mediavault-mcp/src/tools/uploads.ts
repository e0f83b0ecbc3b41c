// upload_file: opens a resumable upload session, sends the user to the upload page, then completes it.
// @ts-nocheck
import { z } from 'zod';
import { jwtVerify } from 'jose';
import { exchangeForStorageToken } from '../auth.js';
import { config } from '../config.js';
import { stateKey } from '../keys.js';
import { answer, callerOf, done, fail, incomingState, pendingInput, urlElicitation } from '../rounds.js';
import { STATE_ISSUER, mintState } from '../stateJwt.js';
import { storage, StorageError } from '../storageApi.js';

const TOOL = 'upload_file';

function humanSize(bytes: number) {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let i = 0;
  let n = bytes;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return `${n.toFixed(i === 0 ? 0 : 1)} ${units[i]}`;
}

async function startSession(args, extra) {
  const userId = callerOf(extra);
  if (args.sizeBytes > config.maxUploadBytes) return fail(`Files above ${humanSize(config.maxUploadBytes)} are not accepted.`);
  const { accessToken } = await exchangeForStorageToken(extra.authInfo.token);
  const folder = await storage.getFolder(accessToken, args.folderId);
  if (!folder.permissions?.includes('upload')) return fail(`You cannot upload into "${folder.name}".`);

  const session = await storage.createUploadSession(accessToken, {
    folderId: args.folderId,
    fileName: args.fileName,
    sizeBytes: args.sizeBytes,
    contentType: args.contentType,
    partSize: config.defaultPartSize,
  });
  const requestState = await mintState(
    {
      uploadId: session.id,
      folderId: args.folderId,
      fileName: args.fileName,
      partCount: session.partCount,
      storageToken: accessToken, // expect: no-secrets-in-state
    },
    { userId, tool: TOOL },
  );
  return pendingInput(
    {
      upload: urlElicitation(
        `Upload ${args.fileName} (${humanSize(args.sizeBytes)}, ${session.partCount} parts) to "${folder.name}", then come back and confirm.`,
        session.uploadPageUrl,
        session.id,
      ),
    },
    requestState,
    `Upload session ${session.id} is open until ${session.expiresAt}.`,
  );
}

async function finishSession(raw: string, extra) {
  const { payload: upload } = await jwtVerify(raw, stateKey(), { algorithms: ['HS256'], issuer: STATE_ISSUER }); // expect-todo: require-state-binding
  const reply = answer(extra, 'upload');
  if (!reply) {
    await storage.abortUpload(upload.storageToken, upload.uploadId);
    return done(`Upload of ${upload.fileName} cancelled.`);
  }
  const parts = await storage.listUploadedParts(upload.storageToken, upload.uploadId);
  if (parts.length < upload.partCount) {
    return fail(`Only ${parts.length} of ${upload.partCount} parts have arrived. Finish the upload page first, then confirm again.`);
  }
  const asset = await storage.completeUpload(
    upload.storageToken,
    upload.uploadId,
    parts.map((p) => ({ number: p.part_number, etag: p.etag })),
  );
  return done(`Stored ${upload.fileName} as asset ${asset.id} (${asset.content_type}, ${humanSize(asset.size_bytes)}). Transcoding has started.`);
}

export function registerUploadTools(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Upload a file',
      description: 'Start a resumable upload into a MediaVault folder and finish it once the bytes are uploaded.',
      inputSchema: {
        folderId: z.string().min(1),
        fileName: z.string().min(1).max(255),
        sizeBytes: z.number().int().positive(),
        contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/),
      },
    },
    async (args, extra) => {
      const raw = incomingState(extra);
      try {
        return raw ? await finishSession(raw, extra) : await startSession(args, extra);
      } catch (err) {
        if (err instanceof StorageError) return fail(`MediaVault refused: ${err.message} (${err.code}).`);
        if (err?.code?.startsWith?.('ERR_JW')) return fail('This upload session is no longer valid; start again.');
        throw err;
      }
    },
  );
}
