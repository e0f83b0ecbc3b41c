import SftpClient from 'ssh2-sftp-client';
import { UPLOAD_CHUNK_ROWS } from '../settings.js';
import { segments, type Contact } from '../crm/client.js';

/** What the user fills in when we ask where the export should go. */
export interface DeliveryForm {
  host: string;
  port?: number;
  username: string;
  password: string;
  directory?: string;
}

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  remoteDir: string;
}

export function deliveryTarget(form: DeliveryForm): SftpTarget {
  return {
    host: form.host.trim(),
    port: form.port ?? 22,
    username: form.username.trim(),
    password: form.password,
    remoteDir: (form.directory ?? '/incoming').replace(/\/+$/, ''),
  };
}

export const describeTarget = (t: SftpTarget) => `sftp://${t.username}@${t.host}:${t.port}${t.remoteDir}`;

function toCsv(rows: Contact[], withHeader: boolean): string {
  const esc = (v: string | undefined) => `"${(v ?? '').replaceAll('"', '""')}"`;
  const lines = rows.map((c) => [c.id, c.email, c.name, c.company, c.updatedAt].map(esc).join(','));
  return (withHeader ? 'id,email,name,company,updated_at\n' : '') + lines.join('\n') + '\n';
}

export async function uploadSegment(segmentId: string, format: 'csv' | 'ndjson', target: SftpTarget): Promise<string> {
  const sftp = new SftpClient('crm-export');
  const remotePath = `${target.remoteDir}/segment-${segmentId}-${new Date().toISOString().slice(0, 10)}.${format}`;
  await sftp.connect({ host: target.host, port: target.port, username: target.username, password: target.password });
  try {
    let first = true;
    for await (const rows of segments.rows(segmentId, UPLOAD_CHUNK_ROWS)) {
      const chunk = format === 'csv' ? toCsv(rows, first) : rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
      await sftp.append(Buffer.from(chunk), remotePath);
      first = false;
    }
  } finally {
    await sftp.end();
  }
  return remotePath;
}
