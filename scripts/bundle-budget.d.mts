/** One chunk or asset of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type Figure = { name: string; value: number; unit: 'KiB'; target: { op: '<='; value: number }; met: boolean };
export type Budgets = { login: number; start: number; editor: number; route: number; css: number };
export type Layout = {
  loginPage: string;
  startChunks: string[];
  adminLayout: string;
  publicPages: string[];
  editorPages: string[];
  editorChunkName: string;
};

export declare const budgets: Budgets;
export declare const layout: Layout;
export declare const method: string;
export declare function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string>;
export declare function fullClosure(manifest: Manifest, keys: Iterable<string>, skip?: Set<string>): Set<string>;
export declare function analyseManifest(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  options?: { cssFiles?: string[]; budget?: Budgets; where?: Layout },
): { figures: Figure[]; violations: string[] };
export declare function measureBundle(distDir?: string): { figures: Figure[]; violations: string[] };
export declare function writeBenchPart(outFile: string, distDir?: string, figures?: Figure[]): Figure[];
