import { Hono, type Context } from "hono";
import { z } from "zod";
import type { StaffRole } from "../auth.ts";
import { approvalSetting } from "../approvals.ts";
import { actorOf, allow, type OfficeEnv } from "../guard.ts";
import { pageOf } from "../list-query.ts";
import {
  NewStaff,
  StaffError,
  createStaff,
  listStaff,
  resetPassword,
  staffRoles,
  updateStaff,
} from "../staff.ts";
import { schoolOf, someFields, staffOf, type OfficeRouteDeps } from "./deps.ts";
import { answer, described, officeBody, queryParameter } from "./openapi.ts";
import { pagedAnswer, pagedJson, pagingParameters } from "./paged.ts";

// The staff's accounts: administrators make them, set their passwords, change their roles and
// turn them off.

const AccountChange = z.object({
  role: z.enum(staffRoles).optional(),
  disabled: z.boolean().optional(),
});
const tags = ["Accounts"];
const idParameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
const refusedBy = (c: Context, error: StaffError) =>
  c.json({ error: error.message, fields: { [error.field]: error.message } }, 400);

// A contributor's work waits for an approver: none can be made while the school has none.
const noApprover = {
  error: "A contributor's work goes on the site only once approved, and nobody approves yet.",
  fields: { role: "Choose who approves first, on the Approvals page." },
};

export function accountsApi(deps: OfficeRouteDeps) {
  const api = new Hono<OfficeEnv>();
  const administrators = allow("administrator");
  const contributorWithoutApprover = async (c: Context<OfficeEnv>, role: string | undefined) =>
    role === "contributor" && (await approvalSetting(deps.db, schoolOf(c))) === "none";

  api.get(
    "/accounts",
    described({
      tags,
      summary: "The school's staff accounts by name, a page at a time (administrators)",
      description: "`q`: words each found in the name or the e-mail.",
      parameters: [
        queryParameter("q", { type: "string" }),
        queryParameter("role", { enum: [...staffRoles] }),
        ...pagingParameters,
      ],
      responses: {
        "200": pagedAnswer("A page of the accounts.", {
          type: "object",
          properties: {
            id: { type: "string" },
            name: { type: "string" },
            email: { type: "string" },
            role: { enum: [...staffRoles] },
            twoFactorEnabled: { type: "boolean" },
            disabled: { type: "boolean" },
          },
        }),
      },
    }),
    administrators,
    async (c) => {
      const page = pageOf((name) => c.req.query(name));
      const role = c.req.query("role");
      const { staff, total } = await listStaff(
        deps.db,
        schoolOf(c),
        {
          q: c.req.query("q")?.slice(0, 200),
          role: staffRoles.includes(role as never) ? (role as StaffRole) : undefined,
        },
        page,
      );
      return pagedJson(c, staff, total, page);
    },
  );

  api.post(
    "/accounts",
    described({
      tags,
      summary: "Makes an account with a first password (administrators)",
      responses: { "201": answer("Made.") },
    }),
    administrators,
    officeBody(NewStaff, someFields),
    async (c) => {
      if (await contributorWithoutApprover(c, c.req.valid("json").role)) {
        return c.json(noApprover, 400);
      }
      try {
        const member = await createStaff(
          deps.auth,
          deps.db,
          schoolOf(c),
          c.req.valid("json"),
          actorOf(staffOf(c)),
        );
        return c.json(member, 201);
      } catch (error) {
        if (!(error instanceof StaffError)) throw error;
        return refusedBy(c, error);
      }
    },
  );

  api.post(
    "/accounts/:id/password",
    described({
      tags,
      summary: "Sets another account's password (administrators)",
      parameters: [idParameter],
      responses: { "404": answer("No such account.") },
    }),
    administrators,
    officeBody(NewStaff.pick({ password: true }), someFields),
    async (c) => {
      try {
        const done = await resetPassword(
          deps.auth,
          deps.db,
          schoolOf(c),
          c.req.param("id"),
          c.req.valid("json").password,
          actorOf(staffOf(c)),
        );
        return done ? c.json({ reset: true }) : c.json({ error: "No such account." }, 404);
      } catch (error) {
        if (!(error instanceof StaffError)) throw error;
        return refusedBy(c, error);
      }
    },
  );

  api.patch(
    "/accounts/:id",
    described({
      tags,
      summary: "Changes an account's role, or turns it off or on (administrators)",
      parameters: [idParameter],
      responses: { "404": answer("No such account.") },
    }),
    administrators,
    officeBody(AccountChange, someFields),
    async (c) => {
      const id = c.req.param("id");
      // An administrator cannot lock themselves out: another administrator must do it.
      if (id === staffOf(c).id) {
        return c.json(
          { error: "You cannot change your own role or turn off your own account." },
          400,
        );
      }
      if (await contributorWithoutApprover(c, c.req.valid("json").role)) {
        return c.json(noApprover, 400);
      }
      const done = await updateStaff(
        deps.auth,
        deps.db,
        schoolOf(c),
        id,
        c.req.valid("json"),
        actorOf(staffOf(c)),
      );
      return done ? c.json({ updated: true }) : c.json({ error: "No such account." }, 404);
    },
  );

  return api;
}
