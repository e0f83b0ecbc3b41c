import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { callerOf } from '../auth/entra.js';
import { pagerDutyLinks, resourceGroupsVisibleTo, vault } from '../azure/clients.js';
import { readConfirmation, signConfirmation } from '../state/confirmations.js';
import { failure, text } from './results.js';

const TOOL = 'link_pagerduty';

async function pagerDuty<T>(path: string, apiKey: string): Promise<T> {
  const res = await fetch(`https://api.pagerduty.com${path}`, {
    headers: { Authorization: `Token token=${apiKey}`, Accept: 'application/vnd.pagerduty+json;version=2' },
  });
  if (!res.ok) throw new Error(`PagerDuty answered ${res.status}`);
  return (await res.json()) as T;
}

type LinkState = { step: 'credentials' | 'policy'; resourceGroup: string; pdKey?: string };

export function registerPagerDutyLink(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Link PagerDuty',
      description: 'Route alerts of a resource group to a PagerDuty escalation policy.',
      inputSchema: z.object({ resourceGroup: z.string().min(1) }),
    },
    async ({ resourceGroup }, ctx) => {
      const userId = callerOf(ctx);
      if (!(await resourceGroupsVisibleTo(userId)).includes(resourceGroup)) {
        return failure(`You are not on call for ${resourceGroup}.`);
      }
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        return inputRequired({
          inputRequests: {
            pagerduty: inputRequired.elicit({
              message: 'Paste a PagerDuty REST API key for the account that owns the escalation policy.',
              requestedSchema: {
                type: 'object',
                properties: { apiKey: { type: 'string', title: 'API key', minLength: 20 } },
                required: ['apiKey'],
              },
            }),
          },
          requestState: await signConfirmation({ step: 'credentials', resourceGroup }, userId, TOOL), // expect: require-state-binding
        });
      }

      const saved = await readConfirmation<LinkState>(raw, userId, TOOL);
      if (!saved || saved.resourceGroup !== resourceGroup) return failure('That link request expired; start again.');

      if (saved.step === 'credentials') {
        const creds = acceptedContent<{ apiKey: string }>(ctx.mcpReq.inputResponses, 'pagerduty');
        if (!creds?.apiKey) return text('Nothing linked.');
        const { escalation_policies: policies } = await pagerDuty<{ escalation_policies: { id: string; name: string }[] }>(
          '/escalation_policies?limit=100',
          creds.apiKey,
        );
        if (policies.length === 0) return text('That PagerDuty account has no escalation policies.');
        return inputRequired({
          inputRequests: {
            policy: inputRequired.elicit({
              message: `Which escalation policy should page for ${resourceGroup}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  policyId: { type: 'string', enum: policies.map((p) => p.id), enumNames: policies.map((p) => p.name) },
                },
                required: ['policyId'],
              },
            }),
          },
          requestState: await signConfirmation( // expect: require-state-binding
            { step: 'policy', resourceGroup, pdKey: creds.apiKey }, // expect: no-secrets-in-state
            userId,
            TOOL,
          ),
        });
      }

      const choice = acceptedContent<{ policyId: string }>(ctx.mcpReq.inputResponses, 'policy');
      if (!choice?.policyId || !saved.pdKey) return text('Nothing linked.');
      await vault.setSecret(`pagerduty-${resourceGroup}`, saved.pdKey, { tags: { linkedBy: userId } });
      await pagerDutyLinks.upsertEntity({
        partitionKey: 'link',
        rowKey: resourceGroup,
        policyId: choice.policyId,
        linkedBy: userId,
      });
      return text(`${resourceGroup} now pages escalation policy ${choice.policyId}.`);
    },
  );
}
