// Implements the sync_hubspot tool, which asks which pipelines to push to the caller's HubSpot portal.
// @ts-nocheck
import { hubspotTokenFor, pipelinesFor, pushToHubspot } from '../crm';
import { signState, verifyState } from '../jwtState';
import { parseStateCookie, serializeStateCookie } from '../stateCookie';
import { text, type ToolModule } from './types';

const TOOL = 'sync_hubspot';

interface SyncClaims {
  hs: string;
  pipelines: string[];
}

const tool: ToolModule = {
  definition: {
    name: TOOL,
    description: 'Push selected CRM pipelines to the caller\'s HubSpot portal',
    inputSchema: { type: 'object', properties: {} },
  },
  async run(params, userId) {
    const binding = { userId, tool: TOOL };

    if (params.requestState) {
      const cookie = parseStateCookie(params.requestState);
      const claims = cookie && verifyState<SyncClaims>(cookie.value, binding);
      if (!claims) return text('Sync session expired; please start again.', true);
      const picked = params.inputResponses?.pick?.content?.pipelines;
      const chosen = Array.isArray(picked) ? picked.filter((p): p is string => claims.pipelines.includes(String(p))) : [];
      if (chosen.length === 0) return text('No pipelines selected.');
      const n = await pushToHubspot(claims.hs, chosen);
      return text(`Synced ${n} pipelines to HubSpot.`);
    }

    // Look the token up now so a disconnected account fails before we ask anything.
    const hs = await hubspotTokenFor(userId);
    const pipelines = await pipelinesFor(userId);
    const token = signState({ hs, pipelines: pipelines.map((p) => p.id) }, binding); // expect: no-secrets-in-state
    return {
      resultType: 'input_required',
      inputRequests: {
        pick: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which pipelines should be pushed to HubSpot?',
            requestedSchema: {
              type: 'object',
              properties: { pipelines: { type: 'array', items: { type: 'string', enum: pipelines.map((p) => p.id) } } },
            },
          },
        },
      },
      requestState: serializeStateCookie('crm_sync', token, 600, TOOL),
    };
  },
};

export default tool;
