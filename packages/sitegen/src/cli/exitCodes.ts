/** Every exit code of the CLI. */
export const exitCodes = {
  ok: 0,
  /** a user's mistake: config, content, links, flags (SitegenError) */
  userError: 1,
  /** a bug in sitegen: printed with its stack */
  internal: 2,
  /** a build stopped by a signal, its temporary folder removed: the shell's 128 + the signal's number */
  signal: { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 },
} as const;
