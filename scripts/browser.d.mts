export declare function chromium(options?: { full?: boolean }): { path: string; args: string[] };
