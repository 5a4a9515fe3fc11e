/** The consumer apps (see apps.mjs): the React release each installs, its build's folder under .work/ and its port. */
export declare const consumerApps: readonly { react: string; folder: string; port: number }[];
