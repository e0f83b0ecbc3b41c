// Writes a local tenant secrets file and demo samples so the server can run against the LIMS sandbox.
// @ts-nocheck
import { writeFile } from 'node:fs/promises';
import pg from 'pg';

const out = process.argv[2] ?? './.local/lims-tenants.json';

const tenants = [
  {
    id: 'tn_northlab_demo',
    lims_base_url: 'https://sandbox.lims-vendor.example/api',
    lims_api_key: 'sbx_live_demo_4f1c2a9e7d',
    release_portal_url: 'http://localhost:7171',
  },
  {
    id: 'tn_riverside_demo',
    lims_base_url: 'https://sandbox.lims-vendor.example/api',
    lims_api_key: 'sbx_live_demo_88b0e31c55',
    release_portal_url: 'http://localhost:7171',
  },
];

async function main() {
  await writeFile(out, JSON.stringify({ tenants }, null, 2), { mode: 0o600 });
  console.log(`wrote ${tenants.length} tenants to ${out}; set TENANT_SECRETS_PATH=${out}`);

  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? 'postgres://lab@localhost:5432/lab_dev' });
  for (const t of tenants) {
    for (let i = 1; i <= 5; i++) {
      const accession = `${t.id === 'tn_northlab_demo' ? 'NL' : 'RS'}${String(24000000 + i)}`;
      await pool.query(
        `INSERT INTO samples (tenant_id, accession, patient_ref, collected_at) VALUES ($1, $2, $3, now() - interval '1 day')
         ON CONFLICT DO NOTHING`,
        [t.id, accession, `PT-${1000 + i}`],
      );
    }
  }
  await pool.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
