import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dataDir = process.env.DATA_DIR ?? './data';
const records = JSON.parse(await readFile(new URL('../seed/notebooks.json', import.meta.url), 'utf8')) as { id: string }[];

await mkdir(dataDir, { recursive: true });
for (const record of records) {
  await writeFile(join(dataDir, `${record.id}.json`), JSON.stringify(record, null, 2));
}
console.log(`seeded ${records.length} notebooks into ${dataDir}`);
