import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Inject, Injectable } from "@nestjs/common";
import { GRANT_BOX_KEY } from "../config/keys.provider";

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DelegatedGrant {
  accessToken: string;
  expiresAt: number;
  scope: string;
}

/**
 * AES-256-GCM box for the delegated drive grant that has to survive between the
 * two rounds of `share_document`. The sealed form is opaque to the client and any
 * change to it fails the tag check. The AAD pins a box to one user and document.
 */
@Injectable()
export class GrantBoxService {
  constructor(@Inject(GRANT_BOX_KEY) private readonly key: Buffer) {}

  seal(grant: DelegatedGrant, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, "utf8"));
    const body = Buffer.concat([cipher.update(JSON.stringify(grant), "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  open(sealed: string, aad: string): DelegatedGrant {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error("sealed grant too short");
    const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    return JSON.parse(json) as DelegatedGrant;
  }
}
