// delete_tag tool that confirms with the user and then removes an image tag from the container registry.
// @ts-nocheck
import { PendingStore } from '@harbor/vault-state';
import { accepted, digestCall, text, toolError, userIdOf, type Extra, type RoundParams } from '@common/principal';
import { registryClient } from './registry-client';

export const DELETE_TAG = 'delete_tag';

interface PendingDelete {
  repository: string;
  tag: string;
  digest: string;
}

const pending = new PendingStore<PendingDelete>();

export async function deleteTag(params: RoundParams, extra: Extra) {
  const userId = userIdOf(extra);
  const args = (params.arguments ?? {}) as { repository?: string; tag?: string };
  if (!args.repository || !args.tag) return toolError('repository and tag are required');
  const callDigest = digestCall(DELETE_TAG, args);

  if (params.requestState === undefined) {
    const manifest = await registryClient.manifest(args.repository, args.tag);
    if (!manifest) return toolError(`${args.repository}:${args.tag} not found`);
    const handle = pending.put({
      userId,
      tool: DELETE_TAG,
      argsDigest: callDigest,
      data: { repository: args.repository, tag: args.tag, digest: manifest.digest },
    });
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete ${args.repository}:${args.tag} (${manifest.digest.slice(0, 19)}, pulled ${manifest.pulls} times this week)?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      // an opaque random handle; the record it names lives only in `pending`
      requestState: handle,
    };
  }

  const job = pending.take(params.requestState, userId, DELETE_TAG, callDigest);
  if (!job) return toolError('Invalid or expired requestState');
  if (!accepted(params, 'confirm')?.confirm) return text('Kept the tag.');

  // If the tag was re-pushed in the meantime, don't delete the new image.
  const current = await registryClient.manifest(job.repository, job.tag);
  if (!current || current.digest !== job.digest) return toolError('Tag now points at a different image; not deleted.');
  await registryClient.deleteManifest(job.repository, job.digest);
  return text(`Deleted ${job.repository}:${job.tag}`);
}
