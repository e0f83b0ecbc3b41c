import pg from 'pg';
import SftpClient from 'ssh2-sftp-client';
import { databaseUrl } from './config.js';

const pool = new pg.Pool({ connectionString: databaseUrl });

export interface SftpTarget {
  host: string;
  path: string;
  username: string;
  password: string;
}

export async function countRows(userId: string, period: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `select count(*) as n
       from ledger_entries e
       join team_members m on m.team_id = e.team_id
      where m.user_id = $1 and to_char(e.booked_at, 'YYYY-MM') = $2`,
    [userId, period],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function runExport(userId: string, period: string, target: SftpTarget): Promise<string> {
  const { rows } = await pool.query(
    `select e.* from ledger_entries e
       join team_members m on m.team_id = e.team_id
      where m.user_id = $1 and to_char(e.booked_at, 'YYYY-MM') = $2
      order by e.booked_at`,
    [userId, period],
  );
  const csv = [Object.keys(rows[0] ?? {}).join(','), ...rows.map((r) => Object.values(r).join(','))].join('\n');
  const sftp = new SftpClient();
  await sftp.connect({ host: target.host, username: target.username, password: target.password });
  const file = `${target.path.replace(/\/$/, '')}/ledger-${period}.csv`;
  try {
    await sftp.put(Buffer.from(csv, 'utf8'), file);
  } finally {
    await sftp.end();
  }
  return file;
}
