type SharedModule = typeof import('@orbit/shared');

let loaded: SharedModule | undefined;

/**
 * The shared zod schemas, loaded on first use. The login page imports them only when the form is
 * sent, which keeps zod out of the code a guest downloads before they have done anything.
 */
export async function loadSharedSchemas(): Promise<SharedModule> {
  loaded ??= await import('@orbit/shared');
  return loaded;
}

/** The schemas if something already loaded them, without waiting. */
export function sharedSchemasIfLoaded(): SharedModule | undefined {
  return loaded;
}
