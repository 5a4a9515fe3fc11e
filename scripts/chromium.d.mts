export declare const chromiumFlags: string[];
export declare function chromiumPath(): string | undefined;
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
