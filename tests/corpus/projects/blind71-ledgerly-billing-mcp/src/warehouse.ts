// HTTP client for the data-warehouse export service that receives ledger extracts.
// @ts-nocheck
import { config } from './config.js';

export interface ExportJob {
  jobId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  estimatedRows: number;
}

export async function startLedgerExport(
  apiKey: string,
  body: { tenantId: string; dataset: string; period: string; format: 'csv' | 'parquet'; columns: string[]; requestedBy: string },
): Promise<ExportJob> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.warehouseTimeoutMs);
  try {
    const res = await fetch(`${config.warehouseBaseUrl}/v3/exports/ledger`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        'x-ledgerly-tenant': body.tenantId,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (res.status === 409) throw new Error('an export for this period is already running');
    if (!res.ok) throw new Error(`warehouse responded ${res.status}`);
    const json = await res.json();
    return { jobId: json.id, status: json.status, estimatedRows: json.estimated_rows ?? 0 };
  } finally {
    clearTimeout(timer);
  }
}
