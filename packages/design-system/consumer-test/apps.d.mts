/** The consumer apps (see apps.mjs): the React release each installs, its build's folder under .work/ and its port. */
export declare const consumerApps: readonly { react: string; folder: string; port: number }[];
/** The server-rendered consumer app (see apps.mjs): its React, its port, and the variable naming its folder. */
export declare const ssrConsumerApp: { readonly react: string; readonly port: number; readonly dirVariable: string };
