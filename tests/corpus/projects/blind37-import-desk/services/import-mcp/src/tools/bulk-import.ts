import { randomUUID } from 'node:crypto';
import SftpClient from 'ssh2-sftp-client';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { importQueue } from '@import-desk/shared/queues';
import { config } from '@import-desk/shared/config';
import { importState, userOf, type ImportRound } from '../state-codec.js';

const TOOL = 'bulk_import';

const Dataset = z.enum(['customers', 'orders', 'products']);
type Dataset = z.infer<typeof Dataset>;

interface SftpLogin {
  host: string;
  port?: number;
  username: string;
  password: string;
}

const say = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], isError });

async function readHeader(login: SftpLogin, remotePath: string): Promise<string[]> {
  const sftp = new SftpClient('import-desk-probe');
  await sftp.connect({ host: login.host, port: login.port ?? 22, username: login.username, password: login.password, readyTimeout: 8_000 });
  try {
    const head = (await sftp.get(remotePath, undefined, { readStreamOptions: { start: 0, end: 4095 } })) as Buffer;
    return head.toString('utf8').split(/\r?\n/, 1)[0].split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
  } finally {
    await sftp.end();
  }
}

async function suggestMapping(dataset: Dataset, columns: string[]): Promise<Record<string, string>> {
  const res = await fetch(`${config.catalogApi}/datasets/${dataset}/fields`);
  const fields = (await res.json()) as { name: string; aliases: string[] }[];
  const mapping: Record<string, string> = {};
  for (const column of columns) {
    const key = column.toLowerCase().replace(/[^a-z0-9]/g, '');
    const field = fields.find((f) => f.name === key || f.aliases.includes(key));
    if (field) mapping[column] = field.name;
  }
  return mapping;
}

export function registerBulkImport(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Import a CSV file from a partner SFTP server into the catalog.',
      inputSchema: z.object({ dataset: Dataset, remotePath: z.string().startsWith('/') }),
      annotations: { openWorldHint: true },
    },
    async ({ dataset, remotePath }, ctx) => {
      const userId = userOf(ctx);
      const round = ctx.mcpReq.requestState<ImportRound>();
      if (round && (round.tool !== TOOL || round.dataset !== dataset || round.remotePath !== remotePath)) {
        return say('This answer belongs to another import. Start again.', true);
      }

      if (!round) {
        return inputRequired({
          inputRequests: {
            sftp: inputRequired.elicit({
              message: `Where should I read ${remotePath} from?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  host: { type: 'string', title: 'SFTP host' },
                  port: { type: 'integer', default: 22 },
                  username: { type: 'string' },
                  password: { type: 'string', title: 'Password', format: 'password' },
                },
                required: ['host', 'username', 'password'],
              },
            }),
          },
          requestState: await importState.mint({ tool: TOOL, step: 'credentials', importId: randomUUID(), dataset, remotePath }, ctx),
        });
      }

      if (round.step === 'credentials') {
        const login = acceptedContent<SftpLogin>(ctx.mcpReq.inputResponses, 'sftp');
        if (!login) return say('Import cancelled.');
        const columns = await readHeader(login, remotePath);
        const mapping = await suggestMapping(dataset, columns);
        const unmapped = columns.filter((c) => !(c in mapping));
        return inputRequired({
          inputRequests: {
            mapping: inputRequired.elicit({
              message:
                `Columns → fields:\n${Object.entries(mapping).map(([c, f]) => `  ${c} → ${f}`).join('\n')}` +
                (unmapped.length ? `\nIgnored: ${unmapped.join(', ')}` : '') +
                '\nImport with this mapping?',
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: await importState.mint(
            {
              ...round,
              step: 'mapping',
              mapping,
              // the worker downloads the file later, so keep the login with the round
              sftp: { host: login.host, port: login.port ?? 22, username: login.username, password: login.password }, // expect: no-secrets-in-state
            },
            ctx,
          ),
        });
      }

      const decision = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'mapping');
      if (!decision?.ok || !round.mapping || !round.sftp) return say('Import cancelled.');
      await importQueue.add(
        'import',
        {
          importId: round.importId,
          dataset: round.dataset,
          source: { ...round.sftp, remotePath: round.remotePath },
          mapping: round.mapping,
          requestedBy: userId,
        },
        { jobId: round.importId },
      );
      return say(`Import ${round.importId} queued. You will get an e-mail when it finishes.`);
    },
  );
}
