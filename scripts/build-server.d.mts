/** Builds the server into `outdir` (default apps/server/dist). */
export function buildServer(opts?: { outdir?: string; quiet?: boolean }): Promise<void>;
