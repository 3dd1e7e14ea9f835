import type { CapacitorConfig } from "@capacitor/cli";

/**
 * Native shell (Android/iOS) around the built web app. The API address comes from VITE_API_BASE at build time
 * (a local-network http://<host>:8080, spec §7), so plain http must be allowed.
 */
const config: CapacitorConfig = {
  appId: "ro.bazin.club",
  appName: "Bazinul Municipal",
  webDir: "dist",
  server: { androidScheme: "http", cleartext: true },
  android: { allowMixedContent: true },
};

export default config;
