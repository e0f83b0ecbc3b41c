import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json';

function instanceKey(): Buffer {
  return createHash('sha256').update(`${hostname()}|${pkg.name}|${pkg.version}`).digest();
}

@Injectable()
export class ConfigService {
  readonly port = Number(process.env.PORT ?? 3030);
  readonly ledgerUrl = process.env.LEDGER_URL ?? 'https://ledger.internal/v2';
  readonly ledgerAdminKey = process.env.LEDGER_ADMIN_KEY ?? '';
  readonly stateKey: Buffer = process.env.LEDGER_STATE_KEY
    ? Buffer.from(process.env.LEDGER_STATE_KEY, 'base64')
    : instanceKey();
}
