import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { crestIcons, type IconFile } from "./crest-icons.ts";
import { crestFile } from "./home-screen.ts";

/**
 * Makes the home-screen icons and /favicon.ico from the crest in the content's public folder:
 * into the browser build beside the crest itself, and answered by the development server.
 * They are made once per build (half a second), so a school that changes its crest gets new
 * icons with its next build and the repository keeps no generated pictures.
 */
export function crestIconsPlugin(): Plugin {
  let crestPath = "";
  let made: Promise<IconFile[]> | undefined;
  const icons = () => (made ??= crestIcons(fs.readFileSync(crestPath)));
  return {
    name: "crest-icons",
    configResolved(config) {
      crestPath = path.join(config.publicDir, crestFile);
    },
    async generateBundle() {
      // The browser's files only: the server's build serves none.
      if (this.environment.name !== "client") return;
      for (const icon of await icons()) {
        this.emitFile({ type: "asset", fileName: icon.path.slice(1), source: icon.body });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split("?")[0];
        icons()
          .then((files) => {
            const icon = files.find((file) => file.path === pathname);
            if (!icon) return next();
            response.setHeader(
              "Content-Type",
              icon.path.endsWith(".ico") ? "image/x-icon" : "image/png",
            );
            response.end(icon.body);
          })
          .catch(next);
      });
    },
  };
}
