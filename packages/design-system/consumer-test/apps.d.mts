/**
 * The consumer apps (see apps.mjs): the React release each installs, its build's folder under .work/, its
 * port, and the exact releases of the design system's dependencies it already depends on.
 */
export declare const consumerApps: readonly { react: string; folder: string; port: number; dependencies: Readonly<Record<string, string>> }[];
/** The server-rendered consumer app (see apps.mjs): its React, its port, and the variable naming its folder. */
export declare const ssrConsumerApp: { readonly react: string; readonly port: number; readonly dirVariable: string };
