export declare const DEFAULT_CHROMIUM: string;
export declare const INSTALL_COMMAND: string;
export type ChromiumChecks = {
  path: string;
  exists: (path: string) => boolean;
  isRoot: () => boolean;
  install: () => boolean;
  log: (line: string) => void;
};
export declare function ensureChromium(checks: ChromiumChecks): { ok: true; installed: boolean } | { ok: false; message: string };
