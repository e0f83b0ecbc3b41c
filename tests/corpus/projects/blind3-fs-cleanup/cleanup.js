import { readdir, stat } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export async function staleFiles(dir, olderThanDays) {
  const cutoff = Date.now() - olderThanDays * 86_400_000;
  const out = [];
  for (const name of await readdir(dir)) {
    const st = await stat(join(dir, name));
    if (st.isFile() && st.mtimeMs < cutoff) out.push(join(dir, name));
  }
  return out;
}

export function sudoRemove(files, password) {
  return new Promise((resolve, reject) => {
    const child = spawn('sudo', ['-S', 'rm', '-f', '--', ...files], { stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end(`${password}\n`);
    child.on('exit', (code) => (code === 0 ? resolve(files.length) : reject(new Error(`rm exited ${code}`))));
  });
}
