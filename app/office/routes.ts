import { layout, route } from "@react-router/dev/routes";

// The school office: its own pages at /office, drawn without the public site's frame.
export const officeRoutes = [
  layout("office/routes/frame.tsx", [
    route("office", "office/routes/dashboard.tsx"),
    route("office/sign-in", "office/routes/sign-in.tsx"),
    route("office/second-step", "office/routes/second-step.tsx"),
    route("office/second-factor", "office/routes/second-factor.tsx"),
    route("office/sign-out", "office/routes/sign-out.tsx"),
    route("office/password", "office/routes/password.tsx"),
    route("office/forgot-password", "office/routes/forgot-password.tsx"),
    route("office/reset-password", "office/routes/reset-password.tsx"),
    route("office/upload", "office/routes/upload.ts"),
    route("office/files", "office/routes/files.tsx"),
    route("office/files.json", "office/routes/files-json.ts"),
    route("office/records/:kind", "office/routes/record-list.tsx"),
    route("office/records/:kind/:id", "office/routes/record-edit.tsx"),
    route("office/import/:kind", "office/routes/import.tsx"),
    route("office/certificate-downloads", "office/routes/certificate-downloads.tsx"),
    route("office/accounts", "office/routes/accounts.tsx"),
    route("office/audit", "office/routes/audit.tsx"),
    route("office/api-keys", "office/routes/api-keys.tsx"),
    route("office/settings", "office/routes/settings.tsx"),
    route("office/archive", "office/routes/archive.tsx"),
    route("office/archive.tar", "office/routes/archive-tar.ts"),
    route("office/enquiries", "office/routes/enquiries.tsx"),
    route("office/enquiries.csv", "office/routes/enquiries-csv.ts"),
    route("office/subscriptions", "office/routes/subscriptions.tsx"),
    route("office/search", "office/routes/search.tsx"),
    route("office/pages", "office/routes/pages.tsx"),
    route("office/pages/:path", "office/routes/page-edit.tsx"),
  ]),
];
