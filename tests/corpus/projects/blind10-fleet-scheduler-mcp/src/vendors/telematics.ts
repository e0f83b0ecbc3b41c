import { config } from '../config.js';

export interface ProviderCredentials {
  provider: 'samsara' | 'geotab' | 'webfleet';
  accountId: string;
  apiKey: string;
}

export interface VehicleSummary {
  id: string;
  depotId: string;
  status: 'idle' | 'en_route' | 'maintenance';
}

/**
 * Vehicles are spread across three telematics vendors; each vendor account
 * has its own API key, kept in the environment as TELEMATICS_KEY_<ACCOUNT>.
 */
export class TelematicsGateway {
  constructor(
    private readonly baseUrl: string = config.telematics.baseUrl,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async credentialsFor(vehicleId: string): Promise<ProviderCredentials> {
    const res = await fetch(`${this.baseUrl}/registry/vehicles/${encodeURIComponent(vehicleId)}`, {
      signal: AbortSignal.timeout(config.telematics.timeoutMs),
    });
    if (!res.ok) {
      throw new Error(`vehicle ${vehicleId} not in registry (${res.status})`);
    }
    const { provider, accountId } = (await res.json()) as Omit<ProviderCredentials, 'apiKey'>;
    const apiKey = this.env[`TELEMATICS_KEY_${accountId.toUpperCase()}`];
    if (!apiKey) {
      throw new Error(`no API key configured for telematics account ${accountId}`);
    }
    return { provider, accountId, apiKey };
  }

  async pushRoute(vehicleId: string, routeId: string, creds: Pick<ProviderCredentials, 'provider' | 'apiKey'>): Promise<void> {
    const res = await fetch(`${this.baseUrl}/${creds.provider}/vehicles/${encodeURIComponent(vehicleId)}/route`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${creds.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ routeId }),
      signal: AbortSignal.timeout(config.telematics.timeoutMs),
    });
    if (!res.ok) {
      throw new Error(`route push failed for ${vehicleId}: ${res.status}`);
    }
  }

  async listVehicles(depotId: string): Promise<VehicleSummary[]> {
    const res = await fetch(`${this.baseUrl}/registry/depots/${encodeURIComponent(depotId)}/vehicles`, {
      signal: AbortSignal.timeout(config.telematics.timeoutMs),
    });
    return res.ok ? ((await res.json()) as VehicleSummary[]) : [];
  }

  async reassign(vehicleIds: string[], targetDepotId: string): Promise<number> {
    const res = await fetch(`${this.baseUrl}/registry/reassign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicleIds, targetDepotId }),
    });
    const { moved } = (await res.json()) as { moved: number };
    return moved;
  }
}
