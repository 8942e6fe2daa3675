export declare const NODE_VERSION: string;
export declare const MIN_MAJOR: number;
export declare function npmNodeMajor(userAgent?: string, fallback?: string): number;
export declare function binaryPackage(platform?: NodeJS.Platform, arch?: string): string;
export declare function isInside(file: string, dir: string): boolean;
