/** Every exit code of the CLI. */
export const exitCodes = {
  ok: 0,
  /** a user's mistake: config, content, links, flags (SitegenError) */
  userError: 1,
  /** a bug in sitegen: printed with its stack */
  internal: 2,
} as const;
