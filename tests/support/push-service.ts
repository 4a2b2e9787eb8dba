import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A push service (RFC 8030) on a loopback port, standing in for the browsers' own, and the
// browsers it serves: each `browser()` has its own keys, as a phone's would, and reads what it
// is sent by decrypting it itself (RFC 8291's aes128gcm, written out here from the RFC rather
// than taken from the library that encrypts), after checking the sender's VAPID signature
// (RFC 8292). What the product sends is thus proven to be readable by that browser alone.

export interface TestBrowser {
  /** As `PushSubscription.toJSON()` gives it to the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages this browser received and could read, in order. */
  received: Record<string, unknown>[];
}

export interface ReceivedPush {
  browser: string;
  urgency: string | undefined;
  ttl: number;
  /** The VAPID key that signed it, base64url. */
  signedBy: string;
}

export interface TestPushService {
  origin: string;
  browser(): TestBrowser;
  /** Every accepted message, in order. */
  accepted: ReceivedPush[];
  /** This browser's address is gone: its messages are answered 410 Gone. */
  forget(browser: TestBrowser): void;
  /** The next `count` messages are answered 429, as a busy service does. */
  throttleNext(count: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, its padding delimiter 0x02. */
function decrypt(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("No last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed ES256 by that key for this origin. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`No VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID signature does not verify");
  const said = JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
  if (said.aud !== origin) throw new Error(`VAPID audience ${String(said.aud)}, not ${origin}`);
  if (typeof said.exp !== "number" || said.exp * 1000 < Date.now()) throw new Error("Expired");
  if (typeof said.sub !== "string" || !/^(mailto:|https:)/.test(said.sub)) {
    throw new Error("No VAPID subject");
  }
  return key;
}

export async function startPushService(): Promise<TestPushService> {
  const browsers = new Map<
    string,
    TestBrowser & { ecdh: ReturnType<typeof createECDH>; auth: Buffer }
  >();
  const forgotten = new Set<string>();
  const accepted: ReceivedPush[] = [];
  let throttled = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1] ?? "";
      const browser = browsers.get(id);
      const answer = (status: number) => {
        response.writeHead(status).end();
      };
      if (request.method !== "POST" || !browser) return answer(404);
      if (forgotten.has(id)) return answer(410);
      if (throttled > 0) {
        throttled--;
        return answer(429);
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("Not aes128gcm");
        const signedBy = checkVapid(request.headers.authorization, origin);
        const text = decrypt(Buffer.concat(chunks), browser.ecdh, browser.auth);
        browser.received.push(JSON.parse(text) as Record<string, unknown>);
        accepted.push({
          browser: id,
          urgency: request.headers.urgency as string | undefined,
          ttl: Number(request.headers.ttl),
          signedBy,
        });
        answer(201);
      } catch (error) {
        response.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    accepted,
    browser() {
      const id = randomBytes(12).toString("base64url");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const browser = {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: auth.toString("base64url"),
          },
        },
        received: [],
        ecdh,
        auth,
      };
      browsers.set(id, browser);
      return browser;
    },
    forget(browser) {
      forgotten.add(browser.subscription.endpoint.split("/").at(-1)!);
    },
    throttleNext(count) {
      throttled = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
