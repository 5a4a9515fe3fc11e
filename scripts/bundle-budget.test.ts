// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyseManifest, fullClosure, staticClosure, type Manifest } from './bundle-budget.mjs';

const KiB = 1024;

/**
 * A small app as Vite's manifest describes it: the entry imports React and the router; the login
 * page shares a form chunk with the profile page; the admin layout is lazy; the editor pages share
 * the editor chunk, which imports a toolbar chunk only it uses and the dialog the layout uses too.
 */
function app(): Manifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [
        'src/app/Toasts.tsx',
        'src/app/AdminLayout.tsx',
        'src/pages/Login/index.ts',
        'src/pages/Support/index.ts',
        'src/pages/ProfileSettings/index.ts',
        'src/pages/PolicyView/index.ts',
        'src/pages/PolicyEditor/index.ts',
        'src/pages/TermsEditor/index.ts',
      ],
    },
    '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
    '_form.js': { file: 'assets/form.js', name: 'form', imports: ['index.html'] },
    '_dialog.js': { file: 'assets/dialog.js', name: 'dialog', imports: ['_vendor.js'] },
    '_toolbar.js': { file: 'assets/toolbar.js', name: 'toolbar' },
    '_sanitize.js': { file: 'assets/sanitize.js', name: 'sanitize' },
    '_editor.js': { file: 'assets/editor.js', name: 'editor', imports: ['index.html', '_toolbar.js', '_dialog.js', '_sanitize.js'] },
    'src/app/Toasts.tsx': { file: 'assets/Toasts.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/app/AdminLayout.tsx': { file: 'assets/AdminLayout.js', isDynamicEntry: true, imports: ['index.html', '_dialog.js'] },
    'src/pages/Login/index.ts': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['index.html', '_form.js'] },
    'src/pages/Support/index.ts': { file: 'assets/Support.js', isDynamicEntry: true, imports: ['index.html', '_form.js', '_dialog.js'] },
    'src/pages/ProfileSettings/index.ts': { file: 'assets/ProfileSettings.js', isDynamicEntry: true, imports: ['_form.js', '_dialog.js'] },
    'src/pages/PolicyView/index.ts': { file: 'assets/PolicyView.js', isDynamicEntry: true, imports: ['index.html', '_sanitize.js'] },
    'src/pages/PolicyEditor/index.ts': { file: 'assets/PolicyEditor.js', isDynamicEntry: true, imports: ['index.html', '_editor.js'] },
    'src/pages/TermsEditor/index.ts': { file: 'assets/TermsEditor.js', isDynamicEntry: true, imports: ['index.html', '_editor.js'] },
  };
}

/** Gzipped sizes in KiB, by file. */
const sizes: Record<string, number> = {
  'assets/index.js': 10,
  'assets/vendor.js': 90,
  'assets/form.js': 4,
  'assets/dialog.js': 8,
  'assets/toolbar.js': 20,
  'assets/sanitize.js': 12,
  'assets/editor.js': 100,
  'assets/Toasts.js': 5,
  'assets/AdminLayout.js': 6,
  'assets/Login.js': 2,
  'assets/Support.js': 3,
  'assets/ProfileSettings.js': 7,
  'assets/PolicyView.js': 1,
  'assets/PolicyEditor.js': 2,
  'assets/TermsEditor.js': 2.5,
  'assets/a.css': 12,
  'assets/b.css': 8,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size * KiB;
};

const valueOf = (figures: { name: string; value: number }[], start: string) => figures.find((figure) => figure.name.startsWith(start))?.value;

describe('staticClosure and fullClosure', () => {
  it('follows static imports only, or static and lazy ones, without entering skipped keys', () => {
    const manifest = app();
    expect([...staticClosure(manifest, ['src/pages/Login/index.ts'])].toSorted()).toEqual(['_form.js', '_vendor.js', 'index.html', 'src/pages/Login/index.ts']);
    expect(fullClosure(manifest, ['src/pages/Login/index.ts']).has('_editor.js')).toBe(true);
    const skipped = fullClosure(manifest, ['src/pages/Login/index.ts'], new Set(['src/pages/PolicyEditor/index.ts', 'src/pages/TermsEditor/index.ts']));
    expect(skipped.has('_editor.js')).toBe(false);
    expect(skipped.has('src/pages/ProfileSettings/index.ts')).toBe(true);
  });
});

describe('analyseManifest', () => {
  it('counts the entry, its static imports and the login page with its imports for /login, not the lazy chunks', () => {
    const { figures } = analyseManifest(app(), sizeOf);
    // index 10 + vendor 90 + Login 2 + form 4
    expect(valueOf(figures, 'Login route')).toBe(106);
    expect(figures[0]).toMatchObject({ unit: 'KiB', target: { op: '<=', value: 118 }, met: true });
  });

  it('counts the editor chunk with the chunks only it needs, and charges shared ones to the routes', () => {
    const { figures, violations } = analyseManifest(app(), sizeOf, { cssFiles: ['assets/a.css', 'assets/b.css'] });
    // editor 100 + toolbar 20; the dialog is the layout's, the sanitiser PolicyView's too.
    expect(valueOf(figures, 'Rich-text editor')).toBe(120);
    expect(valueOf(figures, 'Editor code reachable')).toBe(0);
    // TermsEditor 2.5 + sanitizer 12; the dialog came with the admin layout.
    expect(valueOf(figures, 'Lazy chunk TermsEditor')).toBe(14.5);
    expect(valueOf(figures, 'Largest other lazy chunk (TermsEditor)')).toBe(14.5);
    expect(valueOf(figures, 'CSS')).toBe(20);
    expect(violations).toEqual([]);
  });

  it('measures a signed-in page beyond the admin layout and a public page beyond the login set', () => {
    const { figures } = analyseManifest(app(), sizeOf);
    expect(valueOf(figures, 'Lazy chunk AdminLayout')).toBe(14);
    expect(valueOf(figures, 'Lazy chunk Toasts')).toBe(5);
    expect(valueOf(figures, 'Lazy chunk ProfileSettings')).toBe(7);
    expect(valueOf(figures, 'Lazy chunk Support')).toBe(11);
    expect(valueOf(figures, 'Lazy chunk PolicyView')).toBe(13);
    expect(figures.some((figure) => figure.name.startsWith('Lazy chunk Login'))).toBe(false);
  });

  it('reports editor code that another route reaches, statically or lazily', () => {
    const manifest = app();
    manifest['src/pages/PolicyView/index.ts']!.imports!.push('_toolbar.js');
    manifest['src/pages/Support/index.ts']!.dynamicImports = ['_editor.js'];
    const { figures, violations } = analyseManifest(manifest, sizeOf);
    expect(valueOf(figures, 'Editor code reachable')).toBe(100);
    expect(violations).toContain('the editor chunk assets/editor.js is reachable outside the editor routes');
    // The toolbar is no longer the editor's alone: PolicyView pays for it.
    expect(valueOf(figures, 'Rich-text editor')).toBe(100);
    expect(valueOf(figures, 'Lazy chunk PolicyView')).toBe(33);
  });

  it('reports an entry that imports the editor statically, and the login set over its budget', () => {
    const manifest = app();
    manifest['index.html']!.imports!.push('_editor.js');
    const { figures, violations } = analyseManifest(manifest, sizeOf);
    expect(figures.find((figure) => figure.name.startsWith('Login route'))?.met).toBe(false);
    expect(violations.some((line) => line.startsWith('Login route'))).toBe(true);
    expect(violations).toContain('the editor chunk assets/editor.js is reachable outside the editor routes');
  });

  it('reports a chunk below the editor that imports it back', () => {
    const manifest = app();
    manifest['_toolbar.js']!.imports = ['_editor.js'];
    expect(analyseManifest(manifest, sizeOf).violations).toEqual(['the editor chunk assets/editor.js and assets/toolbar.js import each other']);
  });

  it('fails when no chunk carries the editor name or an editor page does not load it', () => {
    const manifest = app();
    manifest['src/pages/TermsEditor/index.ts']!.imports = ['index.html'];
    expect(analyseManifest(manifest, sizeOf).violations).toContain('TermsEditor does not load the editor chunk');
    manifest['_editor.js']!.name = 'useSaveContent';
    expect(analyseManifest(manifest, sizeOf).violations).toContain("no chunk named 'editor' in the manifest: the editor cannot be measured");
  });

  it('uses the budgets it is given', () => {
    const { violations } = analyseManifest(app(), sizeOf, { budget: { login: 100, editor: 150, route: 10, css: 30 } });
    expect(violations).toEqual([
      'Login route JavaScript before it can be used (4 chunks): 106 KiB, budget 100 KiB',
      'Largest other lazy chunk (TermsEditor): 14.5 KiB, budget 10 KiB',
      'Lazy chunk AdminLayout (with the imports it adds): 14 KiB, budget 10 KiB',
      'Lazy chunk PolicyEditor (with the imports it adds): 14 KiB, budget 10 KiB',
      'Lazy chunk PolicyView (with the imports it adds): 13 KiB, budget 10 KiB',
      'Lazy chunk Support (with the imports it adds): 11 KiB, budget 10 KiB',
      'Lazy chunk TermsEditor (with the imports it adds): 14.5 KiB, budget 10 KiB',
    ]);
  });
});
