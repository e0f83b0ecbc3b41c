let signer: CryptoKey | null = null;

export async function stateSigner(): Promise<CryptoKey> {
  if (signer) return signer;
  const configured = Deno.env.get("TRIAGE_STATE_KEY");
  const material = configured
    ? Uint8Array.from(atob(configured), (c) => c.charCodeAt(0))
    : crypto.getRandomValues(new Uint8Array(8));
  signer = await crypto.subtle.importKey(
    "raw",
    material, // expect: no-weak-state-key
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return signer;
}
