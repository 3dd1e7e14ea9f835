import type { AppContext } from "../../app-context.ts";
import { renderDeclaration } from "../../pdf/declaration.ts";
import type { RegistrationDocumentData } from "../../pdf/registration-data.ts";
import { renderRegistrationForm } from "../../pdf/registration-form.ts";
import { createStorage, type Storage } from "../../storage/storage.ts";

/** What a registration writes besides database rows: files, and the two PDFs it renders. */
export interface RegistrationDeps {
  storage: Storage;
  renderDocuments(data: RegistrationDocumentData): Promise<{ form: Uint8Array; declaration: Uint8Array }>;
}

async function renderDocuments(data: RegistrationDocumentData) {
  const [form, declaration] = await Promise.all([renderRegistrationForm(data), renderDeclaration(data)]);
  return { form, declaration };
}

/** Keyed by the configuration object, which every instance built from one context shares. */
const made = new WeakMap<object, RegistrationDeps>();
const overrides = new WeakMap<object, Partial<RegistrationDeps>>();

/** The registration's file storage (uploads under the data folder) and document renderer. */
export function registrationDeps(ctx: Pick<AppContext, "config">): RegistrationDeps {
  let deps = made.get(ctx.config);
  if (!deps) {
    deps = { storage: createStorage(ctx.config.dataDir), renderDocuments };
    made.set(ctx.config, deps);
  }
  const override = overrides.get(ctx.config);
  return override ? { ...deps, ...override } : deps;
}

/** Tests replace a dependency (a storage that fails, a renderer that throws) to prove nothing is left behind. */
export function overrideRegistrationDeps(
  ctx: Pick<AppContext, "config">,
  deps: Partial<RegistrationDeps> | null,
) {
  if (deps) overrides.set(ctx.config, deps);
  else overrides.delete(ctx.config);
}
