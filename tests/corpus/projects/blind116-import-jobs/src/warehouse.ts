// HTTP client for the data warehouse: datasets, CSV previews, imports and purges.
// @ts-nocheck
export interface WarehouseOptions {
  url: string;
  serviceKey: string;
}

export interface Dataset {
  id: string;
  name: string;
  ownerId: string;
  rows: number;
  columns: string[];
}

export class Warehouse {
  constructor(private readonly opts: WarehouseOptions) {}

  private async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path, this.opts.url), {
      method,
      headers: { authorization: `ServiceKey ${this.opts.serviceKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`warehouse ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  dataset(id: string) {
    return this.send<Dataset>('GET', `/datasets/${encodeURIComponent(id)}`);
  }

  previewCsv(sourceUrl: string) {
    return this.send<{ header: string[]; sample: string[][] }>('POST', '/imports/preview', { sourceUrl });
  }

  startImport(datasetId: string, sourceUrl: string, mapping: Record<string, string>, requestedBy: string) {
    return this.send<{ jobId: string }>('POST', `/datasets/${encodeURIComponent(datasetId)}/imports`, {
      sourceUrl,
      mapping,
      requestedBy,
    });
  }

  purge(datasetId: string, requestedBy: string) {
    return this.send<{ deletedRows: number }>('DELETE', `/datasets/${encodeURIComponent(datasetId)}/rows`, { requestedBy });
  }
}
