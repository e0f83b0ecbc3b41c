import { randomBytes } from 'node:crypto';
import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  GetQueryRuntimeStatisticsCommand,
  StartQueryExecutionCommand,
} from '@aws-sdk/client-athena';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const SAVED_QUERIES = {
  orders_by_region: 'SELECT region, count(*) AS orders, sum(total_cents) AS cents FROM orders WHERE order_date BETWEEN date(?) AND date(?) GROUP BY region',
  refunds_daily: 'SELECT date(refunded_at) AS day, count(*) AS refunds, sum(amount_cents) AS cents FROM refunds WHERE refunded_at BETWEEN date(?) AND date(?) GROUP BY 1 ORDER BY 1',
  churn_cohorts: 'SELECT cohort_month, months_since, retained FROM churn_cohorts WHERE cohort_month BETWEEN date(?) AND date(?)',
} as const;

export type SavedQuery = keyof typeof SAVED_QUERIES;
export const savedQueryNames = Object.keys(SAVED_QUERIES) as [SavedQuery, ...SavedQuery[]];

export interface ExportManifest {
  exportId: string;
  ownerId: string;
  queryExecutionId: string;
  objectCount: number;
  createdAt: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ExportStore {
  constructor(
    private readonly athena = new AthenaClient({}),
    private readonly s3 = new S3Client({}),
    private readonly bucket = process.env.EXPORT_BUCKET!,
    private readonly workGroup = process.env.ATHENA_WORKGROUP ?? 'exports',
  ) {}

  /** Runs a saved query and waits for it (Lambda timeout is 5 minutes). */
  async run(query: SavedQuery, from: string, to: string): Promise<string> {
    const { QueryExecutionId } = await this.athena.send(
      new StartQueryExecutionCommand({
        QueryString: SAVED_QUERIES[query],
        ExecutionParameters: [`'${from}'`, `'${to}'`],
        WorkGroup: this.workGroup,
      }),
    );
    for (;;) {
      const { QueryExecution } = await this.athena.send(new GetQueryExecutionCommand({ QueryExecutionId }));
      const state = QueryExecution?.Status?.State;
      if (state === 'SUCCEEDED') return QueryExecutionId!;
      if (state === 'FAILED' || state === 'CANCELLED') {
        throw new Error(`Query ${state.toLowerCase()}: ${QueryExecution?.Status?.StateChangeReason ?? ''}`);
      }
      await sleep(1000);
    }
  }

  async preview(queryExecutionId: string) {
    const [{ QueryRuntimeStatistics }, page] = await Promise.all([
      this.athena.send(new GetQueryRuntimeStatisticsCommand({ QueryExecutionId: queryExecutionId })),
      this.athena.send(new GetQueryResultsCommand({ QueryExecutionId: queryExecutionId, MaxResults: 6 })),
    ]);
    const rows = (page.ResultSet?.Rows ?? []).map((row) => (row.Data ?? []).map((d) => d.VarCharValue ?? '').join(' | '));
    return { rowCount: QueryRuntimeStatistics?.Rows?.OutputRows ?? 0, sample: rows, nextToken: page.NextToken };
  }

  /** Copies the query's CSV result into the export bucket under the owner's prefix. */
  async export(queryExecutionId: string, ownerId: string, gzip: boolean): Promise<ExportManifest> {
    const { QueryExecution } = await this.athena.send(new GetQueryExecutionCommand({ QueryExecutionId: queryExecutionId }));
    const source = new URL(QueryExecution!.ResultConfiguration!.OutputLocation!);
    const exportId = `exp_${randomBytes(10).toString('hex')}`;
    const key = `exports/${exportId}/result.csv${gzip ? '.gz' : ''}`;
    await this.s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: key,
        CopySource: `${source.hostname}${source.pathname}`,
        ContentEncoding: gzip ? 'gzip' : undefined,
        MetadataDirective: 'REPLACE',
      }),
    );
    const manifest: ExportManifest = {
      exportId,
      ownerId,
      queryExecutionId,
      objectCount: 1,
      createdAt: new Date().toISOString(),
    };
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: `exports/${exportId}/manifest.json`, Body: JSON.stringify(manifest) }),
    );
    return manifest;
  }

  async manifest(exportId: string): Promise<ExportManifest | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: `exports/${exportId}/manifest.json` }));
      return JSON.parse(await out.Body!.transformToString()) as ExportManifest;
    } catch {
      return undefined;
    }
  }

  /** A download link for the result file; S3 checks the signature and its 15-minute expiry. */
  downloadLink(exportId: string, gzip: boolean): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: `exports/${exportId}/result.csv${gzip ? '.gz' : ''}` });
    return getSignedUrl(this.s3, command, { expiresIn: 900 });
  }

  async purge(exportId: string): Promise<number> {
    const listed = await this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `exports/${exportId}/` }));
    const objects = (listed.Contents ?? []).map(({ Key }) => ({ Key: Key! }));
    if (objects.length === 0) return 0;
    await this.s3.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
    return objects.length;
  }
}
