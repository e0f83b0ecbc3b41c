// AES-256-GCM container (node-forge) for invoice drafts carried in requestState between rounds.
import forge from 'node-forge';

const IV_LEN = 12;
const TAG_LEN = 16;

const toUrl = (b64) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromUrl = (s) => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
};

export function createDraftCipher(keyBuf) {
  if (!Buffer.isBuffer(keyBuf) || keyBuf.length !== 32) throw new Error('draft key must be 32 bytes');
  const key = keyBuf.toString('binary');

  return {
    seal(obj, aad) {
      const iv = forge.random.getBytesSync(IV_LEN);
      const cipher = forge.cipher.createCipher('AES-GCM', key);
      cipher.start({ iv, additionalData: aad, tagLength: TAG_LEN * 8 });
      cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(obj))));
      cipher.finish();
      return toUrl(forge.util.encode64(iv + cipher.mode.tag.getBytes() + cipher.output.getBytes()));
    },

    open(token, aad) {
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const raw = forge.util.decode64(fromUrl(token));
      if (raw.length <= IV_LEN + TAG_LEN) return null;
      const decipher = forge.cipher.createDecipher('AES-GCM', key);
      decipher.start({
        iv: raw.slice(0, IV_LEN),
        additionalData: aad,
        tagLength: TAG_LEN * 8,
        tag: forge.util.createBuffer(raw.slice(IV_LEN, IV_LEN + TAG_LEN)),
      });
      decipher.update(forge.util.createBuffer(raw.slice(IV_LEN + TAG_LEN)));
      decipher.finish();
      return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes())); // expect-todo: require-sealed-state
    },
  };
}
