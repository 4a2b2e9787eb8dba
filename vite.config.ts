import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { site } from "./content/site.ts";

export default defineConfig({
  // The school's own images (logo, QR code, badges) belong to the content, not the code.
  publicDir: "content/public",
  define: {
    // Canonical addresses are written into prerendered pages, so the origin is a build setting.
    "import.meta.env.SITE_URL": JSON.stringify(new URL(process.env.SITE_URL || site.url).origin),
  },
  plugins: [reactRouter()],
});
