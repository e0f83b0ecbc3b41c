// Implements the merge_contacts tool, which confirms before irreversibly merging duplicate contacts.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { mergeContacts } from '../crm';
import { signState, verifyState } from '../jwtState';
import { parseStateCookie, serializeStateCookie } from '../stateCookie';
import { STATE_TTL_MS } from '../config';
import { text, confirmRequest, type ToolModule } from './types';

const TOOL = 'merge_contacts';

const digest = (primaryId: string, duplicateIds: string[]) =>
  createHash('sha256').update(JSON.stringify([primaryId, [...duplicateIds].sort()])).digest('hex');

const tool: ToolModule = {
  definition: {
    name: TOOL,
    description: 'Merge duplicate contacts into a primary contact (irreversible)',
    inputSchema: {
      type: 'object',
      properties: { primaryId: { type: 'string' }, duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['primaryId', 'duplicateIds'],
    },
    annotations: { destructiveHint: true },
  },
  async run(params, userId) {
    const primaryId = String(params.arguments?.primaryId);
    const duplicateIds = (params.arguments?.duplicateIds as string[]) ?? [];
    const binding = { userId, tool: TOOL };

    if (!params.requestState) {
      const token = signState({ args: digest(primaryId, duplicateIds) }, binding, STATE_TTL_MS); // expect: require-state-binding
      return {
        resultType: 'input_required',
        inputRequests: { confirm: confirmRequest(`Merge ${duplicateIds.length} contacts into ${primaryId}? This cannot be undone.`) },
        requestState: serializeStateCookie('crm_merge', token, STATE_TTL_MS / 1000, TOOL),
      };
    }

    const cookie = parseStateCookie(params.requestState);
    const claims = cookie && verifyState<{ args: string }>(cookie.value, binding);
    if (!claims || claims.args !== digest(primaryId, duplicateIds)) {
      return text('Merge confirmation is invalid or has expired.', true);
    }
    if (params.inputResponses?.confirm?.content?.confirm !== true) return text('Merge cancelled.');
    const { merged } = await mergeContacts(primaryId, duplicateIds);
    return text(`Merged ${merged} contacts into ${primaryId}.`);
  },
};

export default tool;
