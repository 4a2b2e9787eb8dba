/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The public origin, set at build time by vite.config.ts (app/seo/site-url.ts). */
  readonly SITE_URL?: string;
}
