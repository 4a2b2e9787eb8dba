import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The school's own images (logo, QR code, badges) belong to the content, not the code.
  publicDir: "content/public",
  plugins: [reactRouter()],
});
