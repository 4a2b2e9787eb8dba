/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The school the build's pages are drawn for (app/settings.ts), set by vite.config.ts. */
  readonly SCHOOL_CODE?: string;
  /** The public origin, set by vite.config.ts (app/settings.ts). */
  readonly SITE_URL?: string;
}
