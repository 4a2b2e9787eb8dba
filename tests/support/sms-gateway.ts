import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/** A template as MSG91 shows a DLT one: its registered text with ##var1##-style placeholders. */
export interface SmsTemplate {
  id: string;
  text: string;
}

/** Every request that reached the gateway, accepted or not. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body parsed as JSON, or its text when it was not JSON. */
  body: unknown;
}

/** One SMS the gateway accepted, with the text a parent's phone would show. */
export interface ReceivedSms {
  requestId: string;
  templateId: string;
  to: string;
  sender?: string;
  variables: Record<string, string>;
  text: string;
}

/** One number's fate, for `report`; the gateway groups them by request as MSG91 does. */
export interface GatewayReport {
  requestId: string;
  number: string;
  /** MSG91's code: "1" delivered, "2" failed, "9" NDNC, "16"/"25" rejected, "17" blocked. */
  status: string;
  desc: string;
  /** "2024-05-22 10:06:20" on India's clock; now, when absent. */
  date?: string;
  failedReason?: string;
}

export interface TestSmsGateway {
  /** http://127.0.0.1:{port}, the SMS channel's apiBase. */
  url: string;
  /** The SMS accepted so far. */
  received: ReceivedSms[];
  /** Every request so far, refused ones too. */
  requests: GatewayRequest[];
  /** Answer the next `count` requests with HTTP 500, as a gateway having a bad minute does. */
  failNext(count: number): void;
  /** Hold the next `count` requests without answering until the gateway closes. */
  stallNext(count: number): void;
  /** POST a delivery report to `url` as MSG91's webhook (version 2) does; its HTTP status. */
  report(url: string, reports: GatewayReport[]): Promise<number>;
  close(): Promise<void>;
}

export interface SmsGatewayOptions {
  authKey?: string;
  /** The DLT header registered with the templates. */
  senderId?: string;
  templates?: SmsTemplate[];
}

const placeholder = /##(\w+)##/g;

const flowSchema = z.object({
  template_id: z.string().min(1),
  short_url: z.enum(["0", "1"]).optional(),
  sender: z.string().optional(),
  recipients: z.array(z.object({ mobiles: z.string().min(1) }).catchall(z.string())).min(1),
});

/**
 * A real HTTP server on a free loopback port speaking MSG91's v5 Flow API (POST /api/v5/flow):
 * it checks the auth key, the JSON's shape, the template and that the variables fill exactly
 * that template's placeholders, as MSG91 does before it passes an SMS to the operator.
 */
export async function startSmsGateway(options: SmsGatewayOptions = {}): Promise<TestSmsGateway> {
  const authKey = options.authKey ?? "test-auth-key";
  const senderId = options.senderId ?? "SCHOOL";
  const templates = new Map((options.templates ?? []).map((t) => [t.id, t.text]));
  const received: ReceivedSms[] = [];
  const requests: GatewayRequest[] = [];
  let failing = 0;
  let stalling = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const body = parseJson(text);
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: body === undefined ? text : body,
      });
      const answer = (status: number, json: object) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json));
      };
      const refuse = (status: number, message: string) =>
        answer(status, { type: "error", message });

      if (stalling > 0) {
        stalling--;
        return;
      }
      if (failing > 0) {
        failing--;
        return refuse(500, "Internal Server Error");
      }
      if (request.method !== "POST" || !/^\/api\/v5\/flow\/?$/.test(request.url ?? "")) {
        return refuse(404, "Not found");
      }
      if (request.headers.authkey !== authKey) {
        return answer(401, { type: "error", message: "AuthenticationFailure", code: "401" });
      }
      if (!request.headers["content-type"]?.startsWith("application/json")) {
        return refuse(400, "Content-Type must be application/json");
      }
      const flow = flowSchema.safeParse(body);
      if (!flow.success) return refuse(400, "Invalid request body");
      const template = templates.get(flow.data.template_id);
      if (template === undefined) return refuse(400, "Invalid template id");
      if (flow.data.sender !== undefined && flow.data.sender !== senderId) {
        return refuse(400, "Sender id not approved for this template");
      }
      const names = [...new Set([...template.matchAll(placeholder)].map((m) => m[1]!))];
      for (const recipient of flow.data.recipients) {
        const given = Object.keys(recipient).filter((key) => key !== "mobiles");
        if (given.length !== names.length || !names.every((name) => given.includes(name))) {
          return refuse(400, `Variables do not match the template (${names.join(", ")})`);
        }
      }
      const requestId = randomBytes(12).toString("hex");
      for (const { mobiles, ...variables } of flow.data.recipients) {
        for (const to of mobiles.split(",")) {
          received.push({
            requestId,
            templateId: flow.data.template_id,
            to,
            ...(flow.data.sender === undefined ? {} : { sender: flow.data.sender }),
            variables,
            text: template.replace(placeholder, (_, name: string) => variables[name] ?? ""),
          });
        }
      }
      answer(200, { type: "success", message: requestId });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    failNext: (count) => void (failing = count),
    stallNext: (count) => void (stalling = count),
    async report(url, reports) {
      const byRequest = new Map<string, GatewayReport[]>();
      for (const report of reports) {
        byRequest.set(report.requestId, [...(byRequest.get(report.requestId) ?? []), report]);
      }
      const data = [...byRequest].map(([requestId, numbers]) => ({
        senderId,
        requestId,
        report: numbers.map((n) => ({
          date: n.date ?? indianNow(),
          number: n.number,
          status: n.status,
          desc: n.desc,
          failedReason: n.failedReason ?? "",
        })),
        userId: "100001",
        campaignName: "API",
      }));
      // Version 2 of the webhook posts a form whose one field holds the JSON as text.
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data: JSON.stringify(data) }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** "2024-05-22 10:06:20", the time now in India, as MSG91 writes it. */
function indianNow(): string {
  const india = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return india.toISOString().slice(0, 19).replace("T", " ");
}
