import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse/sync';
import * as z from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { principal } from '../auth.js';
import { config } from '../config.js';
import { digestArgs, mintRound, readRound } from '../state.js';
import { canEdit, importRows } from '../termbase.js';

const TOOL = 'import_glossary';
const MAX_BYTES = 5 * 1024 * 1024;
const ALLOWED_HOST = /(^|\.)tms\.l10n\.example\.com$/;

const s3 = new S3Client({ region: config.s3.region });

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

interface Mapping {
  termKey: string;
  source: string;
  target: string;
  locale: string;
}

async function fetchCsv(sourceUrl: string): Promise<Buffer> {
  const url = new URL(sourceUrl);
  if (url.protocol !== 'https:' || !ALLOWED_HOST.test(url.hostname)) {
    throw new Error('Glossary exports can only be imported from the TMS.');
  }
  const res = await fetch(url, { redirect: 'error' });
  if (!res.ok) throw new Error(`Download failed: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error('Glossary file is larger than 5 MB.');
  return body;
}

export function registerImportGlossary(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      title: 'Import a glossary export',
      description:
        'Import terms from a CSV exported by the TMS. Asks which columns hold the key, source and target text. With onConflict=overwrite, existing terms are replaced.',
      inputSchema: z.object({
        glossaryId: z.string().uuid(),
        sourceUrl: z.string().url(),
        onConflict: z.enum(['skip', 'overwrite']).default('skip'),
      }),
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const userId = principal(ctx);
      if (!(await canEdit(userId, args.glossaryId))) return fail('You need editor rights on this glossary.');

      const round = readRound(ctx, TOOL, args);
      if (round === null) return fail('That column mapping belongs to another import. Start the import again.');

      if (round === undefined) {
        const csv = await fetchCsv(args.sourceUrl);
        const records: string[][] = parse(csv, { bom: true, skip_empty_lines: true });
        const [header, ...rows] = records;
        if (!header || rows.length === 0) return fail('The file has no rows.');

        // Park the file in our bucket so the second round doesn't download it again.
        const objectKey = `imports/${args.glossaryId}/${randomUUID()}.csv`;
        await s3.send(new PutObjectCommand({ Bucket: config.s3.bucket, Key: objectKey, Body: csv, ContentType: 'text/csv' }));

        const column = { type: 'string' as const, enum: header };
        return inputRequired({
          inputRequests: {
            mapping: inputRequired.elicit({
              message: `Found ${rows.length} rows. Which columns should I use?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  termKey: { ...column, title: 'Term key column' },
                  source: { ...column, title: 'Source text column' },
                  target: { ...column, title: 'Target text column' },
                  locale: { type: 'string', title: 'Target locale (BCP 47)', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' },
                },
                required: ['termKey', 'source', 'target', 'locale'],
              },
            }),
          },
          requestState: await mintRound(ctx, {
            tool: TOOL,
            argsDigest: digestArgs(args),
            upload: { objectKey, header, rows: rows.length },
          }),
        });
      }

      const mapping = acceptedContent<Mapping>(ctx.mcpReq.inputResponses, 'mapping');
      if (!mapping) return text('Import cancelled.');
      const col = (name: string) => round.upload.header.indexOf(name);
      const idx = { key: col(mapping.termKey), source: col(mapping.source), target: col(mapping.target) };
      if (Object.values(idx).some((i) => i < 0)) return fail('Pick columns from the file header.');

      const object = await s3.send(new GetObjectCommand({ Bucket: config.s3.bucket, Key: round.upload.objectKey }));
      const records: string[][] = parse(Buffer.from(await object.Body!.transformToByteArray()), { bom: true, skip_empty_lines: true });
      const rows = records.slice(1).map((r) => ({
        termKey: r[idx.key],
        source: r[idx.source],
        target: r[idx.target],
        locale: mapping.locale,
      }));
      const written = await importRows(args.glossaryId, rows, args.onConflict, userId);
      return text(`Imported ${written} of ${round.upload.rows} rows (${args.onConflict === 'overwrite' ? 'overwriting' : 'skipping'} existing terms).`);
    },
  );
}
