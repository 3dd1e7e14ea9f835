/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API address for the native shell, e.g. http://192.168.1.20:8080 (spec §7). Unused in browsers. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
