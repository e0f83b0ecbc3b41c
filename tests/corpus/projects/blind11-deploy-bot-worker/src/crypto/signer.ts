const enc = new TextEncoder();

function toHex(buf: ArrayBuffer): string {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export class HmacSigner {
  constructor(private readonly key: Promise<CryptoKey>) {}

  async sign(data: string): Promise<string> {
    const mac = await crypto.subtle.sign("HMAC", await this.key, enc.encode(data));
    return toHex(mac);
  }

  async verify(data: string, mac: string): Promise<boolean> {
    if (!/^[0-9a-f]{64}$/i.test(mac)) return false;
    const expected = await this.sign(data);
    return expected === mac.toLowerCase(); // expect: no-timing-unsafe-compare
  }
}
