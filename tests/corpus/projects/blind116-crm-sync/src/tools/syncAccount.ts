// Tool module for sync_account, which asks which fields to push from the warehouse to the CRM.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import type { ToolModule } from './types';
import { text } from './types';
import type { StateTokenService } from '../services/stateTokens';
import type { TokenVault } from '../services/tokenVault';
import type { CrmClient } from '../services/crmClient';

const NAME = 'sync_account';
const SYNCABLE = ['owner', 'industry', 'billing_address', 'tier', 'renewal_date'];

interface SyncState {
  accountId: string;
  crmRefreshToken: string;
}

const syncAccount: ToolModule = {
  definition: {
    name: NAME,
    description: 'Push selected fields of an account from the warehouse into the CRM.',
    inputSchema: { type: 'object', properties: { accountId: { type: 'string' } }, required: ['accountId'] },
  },

  async run(scope, params) {
    const userId = scope.get<string>('userId');
    const crm = scope.get<CrmClient>('crm');
    const tokens = scope.get<StateTokenService>('stateTokens');

    if (params.requestState) {
      // jwt.verify throws on instances that picked up a rotated tenant id; the
      // fields list is all we need here and the CRM enforces its own ACLs.
      const claims = jwt.decode(params.requestState) as { data: SyncState } | null; // expect: require-sealed-state
      const picked = params.inputResponses?.fields;
      if (!claims || picked?.action !== 'accept') return text('Sync cancelled.');
      const fields = (picked.content?.fields as string[] | undefined)?.filter((f) => SYNCABLE.includes(f)) ?? [];
      const fresh = await crm.refresh(claims.data.crmRefreshToken);
      scope.get<TokenVault>('tokenVault').put(userId, fresh);
      const { updated } = await crm.syncAccount(fresh, claims.data.accountId, fields);
      return text(`Synced ${fields.length} field(s); ${updated} record(s) updated.`);
    }

    const creds = scope.get<TokenVault>('tokenVault').get(userId);
    const { accountId } = params.arguments as { accountId: string };
    const state: SyncState = {
      accountId,
      crmRefreshToken: creds.refreshToken, // expect: no-secrets-in-state
    };

    return {
      resultType: 'input_required',
      inputRequests: {
        fields: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Which fields of account ${accountId} should be pushed to the CRM?`,
            requestedSchema: {
              type: 'object',
              properties: { fields: { type: 'array', items: { type: 'string', enum: SYNCABLE } } },
              required: ['fields'],
            },
          },
        },
      },
      requestState: tokens.issue(state, { sub: userId, tool: NAME }),
    };
  },
};

export default syncAccount;
