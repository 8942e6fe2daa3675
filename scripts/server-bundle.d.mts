export declare const ROOT: string;
export declare const OUT_DIR: string;
export type ServerEntry = "start" | "serve" | "create-admin" | "backup" | "restore" | "seed-demo";
export declare function hashFiles<H extends import("node:crypto").Hash>(
  hash: H,
  root: string,
  inputs: readonly string[],
  skip?: (relativePath: string) => boolean,
): H;
export declare function serverInputsHash(): string;
export declare function bundlePath(entry: ServerEntry): string;
export declare function buildServer(): void;
export declare function ensureServerBundle(log?: (msg: string) => void): boolean;
