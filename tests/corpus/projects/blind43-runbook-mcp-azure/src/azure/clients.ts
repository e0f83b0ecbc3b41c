import { AlertsManagementClient } from '@azure/arm-alertsmanagement';
import { WebSiteManagementClient } from '@azure/arm-appservice';
import { TableClient, odata } from '@azure/data-tables';
import { DefaultAzureCredential } from '@azure/identity';
import { SecretClient } from '@azure/keyvault-secrets';
import { settings } from '../settings.js';

// The function app's managed identity can read every resource group of the subscription;
// what an engineer may see is decided by the RunbookAccess table.
const credential = new DefaultAzureCredential();

export const webApps = new WebSiteManagementClient(credential, settings.subscriptionId).webApps;
export const vault = new SecretClient(settings.keyVaultUrl, credential);
export const pagerDutyLinks = new TableClient(settings.tablesUrl, 'PagerDutyLinks', credential);

const alertsClient = new AlertsManagementClient(credential, settings.subscriptionId);
const access = new TableClient(settings.tablesUrl, 'RunbookAccess', credential);

export async function resourceGroupsVisibleTo(userId: string): Promise<string[]> {
  const groups: string[] = [];
  const rows = access.listEntities<{ resourceGroup: string }>({
    queryOptions: { filter: odata`PartitionKey eq ${userId}` },
  });
  for await (const row of rows) groups.push(row.resourceGroup);
  return groups.sort();
}

export interface AlertSummary {
  resourceGroup: string;
  name: string;
  severity: string;
  state: string;
  startedAt: string;
}

export async function alertsFor(groups: string[], since: string, top: number): Promise<AlertSummary[]> {
  const out: AlertSummary[] = [];
  for (const resourceGroup of groups) {
    for await (const alert of alertsClient.alerts.listAll({ targetResourceGroup: resourceGroup, timeRange: '1d' })) {
      const essentials = alert.properties?.essentials;
      const startedAt = essentials?.startDateTime?.toISOString() ?? '';
      if (startedAt < since) continue;
      out.push({
        resourceGroup,
        name: alert.name ?? 'alert',
        severity: essentials?.severity ?? 'Sev?',
        state: essentials?.alertState ?? 'New',
        startedAt,
      });
      if (out.length >= top) return out;
    }
  }
  return out;
}
