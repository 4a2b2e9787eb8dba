// A stand-in for Meta's WhatsApp Business Cloud API (Graph API v24.0) as its documentation
// describes it: POST /{Version}/{Phone-Number-ID}/messages with a bearer token, the Graph API's
// error object with the Cloud API's codes, and webhook notifications signed with
// X-Hub-Signature-256 over Meta's own serialisation of them.

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

export interface WhatsAppServerOptions {
  phoneNumberId?: string;
  accessToken?: string;
  /** The names of the approved templates; absent, any name is taken. */
  templates?: readonly string[];
  /** What the webhooks say the business account and its number are. */
  businessAccountId?: string;
  displayPhoneNumber?: string;
}

/** A template message the server accepted. */
export interface ReceivedWhatsApp {
  /** The id it answered with (wamid.…), which the status webhooks name. */
  id: string;
  authorization: string;
  to: string;
  template: string;
  language: string;
  /** The body's variables, in order. */
  parameters: string[];
  /** The URL button's variable, when the message had one. */
  button?: string;
  body: TemplateMessage;
}

/** A status as the webhook carries it; the server fills in what is left out. */
export interface StatusUpdate {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  /** The parent's number; absent, the one the message with this id went to. */
  recipient_id?: string;
  /** Absent: now. */
  timestamp?: Date;
  errors?: { code: number; title: string; message?: string; error_data?: { details: string } }[];
}

/** A parent's message to the school's number: a typed text, or a quick-reply button's label. */
export interface IncomingReply {
  from: string;
  text: string;
  button?: boolean;
  timestamp?: Date;
  name?: string;
}

export interface TestWhatsAppServer {
  /** http://127.0.0.1:{port}: the channel's apiBase. */
  url: string;
  phoneNumberId: string;
  accessToken: string;
  received: ReceivedWhatsApp[];
  /** Refuse the next `count` requests, as Meta does when throttling (429) or failing (500). */
  failNext(count: number, status: 429 | 500): void;
  /** POST a signed "messages" notification with these statuses to the school's webhook. */
  deliver(url: string, appSecret: string, statuses: StatusUpdate[]): Promise<Response>;
  /** POST a signed notification of parents' messages (STOP, START...) to the school's webhook. */
  deliverReplies(url: string, appSecret: string, replies: IncomingReply[]): Promise<Response>;
  close(): Promise<void>;
}

const TextParameter = z.strictObject({ type: z.literal("text"), text: z.string().min(1) });
const Component = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("body"), parameters: z.array(TextParameter).min(1) }),
  z.strictObject({
    type: z.literal("button"),
    sub_type: z.literal("url"),
    index: z.union([z.string().regex(/^\d$/), z.number().int().min(0).max(9)]),
    parameters: z.tuple([TextParameter]),
  }),
]);
const TemplateMessage = z.strictObject({
  messaging_product: z.literal("whatsapp"),
  recipient_type: z.literal("individual").optional(),
  to: z.string().regex(/^\+?\d{7,15}$/),
  type: z.literal("template"),
  template: z.strictObject({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    language: z.strictObject({
      code: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/),
      policy: z.literal("deterministic").optional(),
    }),
    components: z.array(Component).optional(),
  }),
});
type TemplateMessage = z.output<typeof TemplateMessage>;

/**
 * A real HTTP server on a free loopback port that answers the message-sending call as the Cloud
 * API does, keeping each message it accepts.
 */
export async function startWhatsAppServer(
  options: WhatsAppServerOptions = {},
): Promise<TestWhatsAppServer> {
  const phoneNumberId = options.phoneNumberId ?? "106540352242922";
  const accessToken = options.accessToken ?? "EAAtest-school-token";
  const businessAccountId = options.businessAccountId ?? "102290129340398";
  const displayPhoneNumber = options.displayPhoneNumber ?? "919812300000";
  const received: ReceivedWhatsApp[] = [];
  const failures: (429 | 500)[] = [];

  const server = createServer((request, response) => {
    readBody(request)
      .then((raw) => answer(request, raw, response))
      .catch(() => reply(response, 500, graphError(1, "An unknown error occurred")));
  });

  function answer(request: IncomingMessage, raw: string, response: ServerResponse) {
    const failure = failures.shift();
    if (failure === 429) {
      return reply(
        response,
        429,
        graphError(130429, "(#130429) Rate limit hit", {
          details: "Cloud API message throughput has been reached.",
        }),
      );
    }
    if (failure === 500) {
      return reply(
        response,
        500,
        graphError(131000, "(#131000) Something went wrong", {
          details: "Message failed to send due to an unknown error.",
        }),
      );
    }
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const route = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (request.method !== "POST" || !route || decodeURIComponent(route[1]!) !== phoneNumberId) {
      return reply(response, 400, {
        error: {
          message: `Unsupported ${request.method?.toLowerCase()} request. Object with ID '${path.split("/")[2] ?? ""}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          type: "GraphMethodException",
          code: 100,
          error_subcode: 33,
          fbtrace_id: traceId(),
        },
      });
    }
    const authorization = request.headers.authorization ?? "";
    if (authorization !== `Bearer ${accessToken}`) {
      return reply(
        response,
        401,
        graphError(190, "Invalid OAuth access token - Cannot parse access token"),
      );
    }
    const parsed = request.headers["content-type"]?.startsWith("application/json")
      ? TemplateMessage.safeParse(parseJson(raw))
      : undefined;
    if (!parsed?.success) {
      const details = parsed
        ? parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")
        : "The request's body is not JSON.";
      return reply(response, 400, graphError(100, "(#100) Invalid parameter", { details }));
    }
    const body = parsed.data;
    const { name, language } = body.template;
    if (options.templates && !options.templates.includes(name)) {
      return reply(
        response,
        404,
        graphError(132001, "(#132001) Template name does not exist in the translation", {
          details: `template name (${name}) does not exist in ${language.code}`,
        }),
      );
    }
    const id = `wamid.${randomBytes(24).toString("base64url")}`;
    const to = body.to.replace(/^\+/, "");
    const components = body.template.components ?? [];
    const button = components.find((component) => component.type === "button");
    received.push({
      id,
      authorization,
      to,
      template: name,
      language: language.code,
      parameters:
        components
          .find((component) => component.type === "body")
          ?.parameters.map((parameter) => parameter.text) ?? [],
      ...(button ? { button: button.parameters[0].text } : {}),
      body,
    });
    return reply(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: to }],
      messages: [{ id }],
    });
  }

  /** Meta's envelope of a "messages" notification for the school's number. */
  function notification(value: object) {
    return {
      object: "whatsapp_business_account",
      entry: [
        {
          id: businessAccountId,
          changes: [
            {
              value: {
                messaging_product: "whatsapp",
                metadata: {
                  display_phone_number: displayPhoneNumber,
                  phone_number_id: phoneNumberId,
                },
                ...value,
              },
              field: "messages",
            },
          ],
        },
      ],
    };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    phoneNumberId,
    accessToken,
    received,
    failNext(count, status) {
      failures.push(...Array.from({ length: count }, () => status));
    },
    deliver(url, appSecret, statuses) {
      const payload = notification({
        statuses: statuses.map((update) => ({
          id: update.id,
          status: update.status,
          timestamp: seconds(update.timestamp),
          recipient_id:
            update.recipient_id ?? received.find((message) => message.id === update.id)?.to ?? "",
          ...(update.status === "failed"
            ? {
                errors: (update.errors ?? []).map((error) => ({
                  message: error.title,
                  href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
                  ...error,
                })),
              }
            : {
                pricing: {
                  billable: true,
                  pricing_model: "PMP",
                  category: "utility",
                  type: "regular",
                },
              }),
        })),
      });
      return post(url, appSecret, payload);
    },
    deliverReplies(url, appSecret, replies) {
      const payload = notification({
        contacts: replies.map((r) => ({ profile: { name: r.name ?? "Parent" }, wa_id: r.from })),
        messages: replies.map((r) => ({
          from: r.from,
          id: `wamid.${randomBytes(24).toString("base64url")}`,
          timestamp: seconds(r.timestamp),
          ...(r.button
            ? { type: "button", button: { payload: r.text, text: r.text } }
            : { type: "text", text: { body: r.text } }),
        })),
      });
      return post(url, appSecret, payload);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a notification as Meta does: its JSON with every character beyond ASCII escaped as
 * \uXXXX (lowercase hex), signed over exactly those bytes, so that a webhook which checks a
 * re-serialised body instead of the raw one fails here as it would with Meta.
 */
async function post(url: string, appSecret: string, payload: object): Promise<Response> {
  const body = JSON.stringify(payload).replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const signature = createHmac("sha256", appSecret).update(body).digest("hex");
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "facebookexternalua",
      "x-hub-signature-256": `sha256=${signature}`,
    },
    body,
  });
}

function graphError(code: number, message: string, data?: { details: string }) {
  return {
    error: {
      message,
      type: "OAuthException",
      code,
      ...(data ? { error_data: { messaging_product: "whatsapp", ...data } } : {}),
      fbtrace_id: traceId(),
    },
  };
}

function reply(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const seconds = (at = new Date()) => String(Math.floor(at.getTime() / 1000));
const traceId = () => randomBytes(12).toString("base64url");
