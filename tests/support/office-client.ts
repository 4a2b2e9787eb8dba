import { demoAccounts } from "#demo/office-accounts.ts";
import { schoolCode } from "./test-backend.ts";
import { unusedTotp, unusedTotpNow } from "./totp.ts";

type Request = (path: string, init?: RequestInit) => Promise<Response>;

export const accounts = Object.fromEntries(
  demoAccounts(schoolCode).map((account) => [account.role, account]),
) as Record<"administrator" | "editor" | "office", ReturnType<typeof demoAccounts>[number]>;

/**
 * A member of staff calling the office API as the office's pages do: JSON bodies, the
 * cookies the API sets kept and sent back, as a browser keeps them, and where the call comes
 * from, as a browser says it.
 */
export class OfficeClient {
  readonly cookies = new Map<string, string>();
  readonly #request: Request;
  readonly #address: string;
  readonly #code: string;

  constructor(request: Request, address = "203.0.113.10", code = schoolCode) {
    this.#request = request;
    this.#address = address;
    this.#code = code;
  }

  /** `/api/office/{schoolCode}` + `path`, with a JSON body when one is given. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.#request(`/api/office/${this.#code}${path}`, {
      method,
      headers: {
        ...(body === undefined
          ? {}
          : {
              "Content-Type": body instanceof Uint8Array ? "application/x-tar" : "application/json",
            }),
        ...(this.cookies.size > 0 && {
          Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        }),
        "X-Forwarded-For": this.#address,
        // As a browser sends them with the office's own calls.
        Origin: "http://school.test",
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      },
      body:
        body === undefined || body instanceof Uint8Array
          ? (body as BodyInit | undefined)
          : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (/Max-Age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (CSV)
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  signIn(email: string, password: string) {
    return this.call("POST", "/session", { email, password });
  }
}

/** A published Notice Board notice as the office's form sends it, with `extra` fields over it. */
export const notice = (title: string, extra: Record<string, unknown> = {}) => ({
  category: "NoticeBoard",
  title,
  fromDate: "2026-11-20",
  description: "School remains closed.",
  attachments: "",
  status: "published",
  ...extra,
});

/** An editor or office clerk, signed in. */
export async function signedIn(request: Request, role: "editor" | "office", address?: string) {
  const client = new OfficeClient(request, address);
  const answer = await client.signIn(accounts[role].email, accounts[role].password);
  if (answer.status !== 200) throw new Error(`sign-in as ${role}: ${answer.status} ${answer.text}`);
  return client;
}

let adminSecret: string | undefined;
let adminRecoveryCodes: string[] = [];

/** The cookies of the administrator's last full sign-in, per backend (its request function). */
const administratorSessions = new WeakMap<Request, Map<string, string>>();

/**
 * The demo administrator, signed in with both steps; the first call sets up the second factor
 * (as the administrator does on first sign-in) and keeps its secret for later sign-ins.
 *
 * A later call carries on the last sign-in's session while the office still knows it, from
 * `address`, as a browser that kept its cookies does: an app shows three codes a minute and the
 * recovery codes are ten, so signing in afresh for every file would wait for the clock. A test
 * about signing in itself signs in with `OfficeClient.signIn`.
 */
export async function signedInAdministrator(request: Request, address?: string) {
  const kept = administratorSessions.get(request);
  if (kept) {
    const client = new OfficeClient(request, address);
    for (const [name, value] of kept) client.cookies.set(name, value);
    const me = await client.call("GET", "/me");
    if (me.status === 200 && me.json.role === "administrator") return client;
  }
  const client = await signInAdministrator(request, address);
  administratorSessions.set(request, new Map(client.cookies));
  return client;
}

async function signInAdministrator(request: Request, address?: string) {
  const client = new OfficeClient(request, address);
  const { email, password } = accounts.administrator;
  const first = await client.signIn(email, password);
  if (first.json.next === "set-up-second-factor") {
    const setUp = await client.call("POST", "/second-factor", { password });
    adminSecret = String(setUp.json.secret);
    adminRecoveryCodes = [...(setUp.json.recoveryCodes as string[])];
    const confirmed = await client.call("POST", "/second-factor/confirm", {
      code: await unusedTotp(adminSecret),
    });
    if (confirmed.status !== 200) throw new Error(`second factor: ${confirmed.text}`);
  } else if (first.json.next === "second-factor") {
    if (!adminSecret) throw new Error("the administrator's second factor was set up elsewhere");
    // A code used once is refused again, and an app shows three at a time: past those, one of
    // the recovery codes, as an administrator would, rather than wait for the next.
    const code = unusedTotpNow(adminSecret);
    const recoveryCode = code ? undefined : adminRecoveryCodes.shift();
    const second = await client.call("POST", "/session/second-factor", {
      ...(code || !recoveryCode
        ? { code: code ?? (await unusedTotp(adminSecret)) }
        : { recoveryCode }),
    });
    if (second.status !== 200) throw new Error(`second step: ${second.text}`);
  } else throw new Error(`sign-in as administrator: ${first.status} ${first.text}`);
  return client;
}

/** A password the office's strength rule takes, for accounts a test makes. */
export const goodPassword = "kettle violet monsoon ladder";

/** A new editor's account, made by `administrator` with `goodPassword`; answers its id. */
export async function newEditor(administrator: OfficeClient, email: string, name: string) {
  const made = await administrator.call("POST", "/accounts", {
    name,
    email,
    role: "editor",
    password: goodPassword,
  });
  if (made.status !== 201) throw new Error(`account ${email}: ${made.status} ${made.text}`);
  return String(made.json.id);
}
