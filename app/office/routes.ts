import { layout, route } from "@react-router/dev/routes";

// The school office: its own pages at /office, drawn without the public site's frame.
export const officeRoutes = [
  layout("office/frame.tsx", [
    route("office", "office/dashboard.tsx"),
    route("office/sign-in", "office/sign-in.tsx"),
    route("office/second-step", "office/second-step.tsx"),
    route("office/second-factor", "office/second-factor.tsx"),
    route("office/sign-out", "office/sign-out.tsx"),
    route("office/password", "office/password.tsx"),
    route("office/upload", "office/upload.ts"),
    route("office/records/:kind", "office/record-list.tsx"),
    route("office/records/:kind/:id", "office/record-edit.tsx"),
    route("office/import/:kind", "office/import.tsx"),
    route("office/certificate-downloads", "office/certificate-downloads.tsx"),
    route("office/accounts", "office/accounts.tsx"),
    route("office/audit", "office/audit.tsx"),
    route("office/api-keys", "office/api-keys.tsx"),
    route("office/settings", "office/settings.tsx"),
    route("office/archive", "office/archive.tsx"),
    route("office/archive.tar", "office/archive-tar.ts"),
    route("office/enquiries", "office/enquiries.tsx"),
    route("office/enquiries.csv", "office/enquiries-csv.ts"),
    route("office/subscriptions", "office/subscriptions.tsx"),
    route("office/pages", "office/pages.tsx"),
    route("office/pages/:path", "office/page-edit.tsx"),
  ]),
];
