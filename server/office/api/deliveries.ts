import { Hono } from "hono";
import { z } from "zod";
import { isAnnouncedTable } from "../../mail/items.ts";
import { itemReport, parentDeliveries } from "../../reach/delivery-report.ts";
import { allow, type OfficeEnv } from "../guard.ts";
import { staffRoles } from "../staff.ts";
import { schoolOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described } from "./openapi.ts";

// The delivery report: per item, how many parents each channel reached and why any failed
// (counts only, for any staff); per parent, what they were sent (the office role, which looks
// after the parents' subscriptions).

const tags = ["Delivery report"];
const channelNames = ["email", "push", "whatsapp", "sms"];
const statusNames = ["queued", "sent", "delivered", "read", "failed", "skipped"];

export function deliveriesApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();

  api.get(
    "/deliveries/:kind/:id",
    described({
      tags,
      summary: "How many parents an item reached on each channel, and why any failed (any staff)",
      parameters: [
        {
          name: "kind",
          in: "path",
          required: true,
          schema: { enum: ["news", "circulars", "events", "alerts"] },
        },
        { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
      ],
      responses: {
        "200": answer("Counts per channel and status, the failures' reasons.", {
          type: "object",
          properties: {
            channels: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  channel: { enum: channelNames },
                  counts: {
                    type: "object",
                    properties: Object.fromEntries(
                      statusNames.map((s) => [s, { type: "integer" }]),
                    ),
                  },
                  total: { type: "integer" },
                },
              },
            },
            failures: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  channel: { enum: channelNames },
                  reason: { type: "string" },
                  count: { type: "integer" },
                },
              },
            },
            waitingUntil: { type: ["string", "null"], format: "date-time" },
          },
        }),
        "404": answer("Not a kind whose items are sent to parents."),
      },
    }),
    allow(...staffRoles),
    async (c) => {
      const kind = c.req.param("kind");
      const id = c.req.param("id");
      if (!isAnnouncedTable(kind) || !z.uuid().safeParse(id).success) {
        return c.json({ error: "Not an item sent to parents." }, 404);
      }
      return c.json(await itemReport(deps.db, schoolOf(c), kind, id));
    },
  );

  api.get(
    "/subscriptions/:id/deliveries",
    described({
      tags,
      summary: "What one parent was sent, newest first: the last 100 (office role)",
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
      ],
      responses: {
        "200": answer("The parent's deliveries.", {
          type: "object",
          properties: {
            deliveries: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  table: { type: "string" },
                  id: { type: "string" },
                  title: { type: ["string", "null"] },
                  channel: { enum: channelNames },
                  status: { enum: statusNames },
                  reason: { type: ["string", "null"] },
                  at: { type: "string", format: "date-time" },
                },
              },
            },
          },
        }),
      },
    }),
    allow("administrator", "office"),
    async (c) => {
      const id = c.req.param("id");
      if (!z.uuid().safeParse(id).success) return c.json({ deliveries: [] });
      return c.json({ deliveries: await parentDeliveries(deps.db, schoolOf(c), id) });
    },
  );

  return api;
}
