// Models an ESM module of signer classes that keep their key in a field: hard-coded in the constructor, a private field literal, an env key with a literal fallback, a short random key, and look-alikes that take the key from the environment, the caller or a later configure().
import { createHmac, randomBytes } from 'node:crypto';

export class DevStateSigner {
  constructor() {
    this.key = 'hardcoded';
  }

  sign(data) {
    return createHmac('sha256', this.key).update(data).digest('base64url'); // expect: no-weak-state-key
  }
}

export class PreviewSigner {
  #secret = 'preview-links-secret';

  sign(url) {
    return createHmac('sha256', this.#secret).update(url).digest('hex'); // expect: no-weak-state-key
  }
}

export class FallbackSigner {
  constructor() {
    this.secret = process.env.STATE_SECRET || 'local-dev-secret';
  }

  sign(data) {
    return createHmac('sha256', this.secret).update(data).digest('hex'); // expect: no-weak-state-key
  }
}

export class EphemeralSigner {
  key = randomBytes(16);

  sign(data) {
    return createHmac('sha256', this.key).update(data).digest('hex'); // expect: no-weak-state-key
  }
}

export class EnvSigner {
  constructor() {
    this.key = process.env.STATE_KEY;
    if (!this.key) throw new Error('STATE_KEY is not set');
  }

  sign(data) {
    return createHmac('sha256', this.key).update(data).digest('hex');
  }
}

export class InjectedSigner {
  constructor(key) {
    this.key = key;
  }

  sign(data) {
    return createHmac('sha256', this.key).update(data).digest('hex');
  }
}

export class ConfiguredSigner {
  key = '';

  configure({ key }) {
    this.key = key;
  }

  sign(data) {
    return createHmac('sha256', this.key).update(data).digest('hex');
  }
}

export const linkSigner = {
  key: 'link-signing-key',
  sign(path) {
    return createHmac('sha1', this.key).update(path).digest('hex'); // expect: no-weak-state-key
  },
};
