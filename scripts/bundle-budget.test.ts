// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyseManifest, fullClosure, staticClosure, type Manifest } from './bundle-budget.mjs';

const KiB = 1024;

/**
 * A small app as Vite's manifest describes it: the entry imports React and loads either the login page
 * as a first visit gets it (before the router) or the app with the router, whose route table loads the
 * pages; the login form is shared by both login pages; the admin layout is lazy; the editor pages
 * share the editor chunk, which imports a toolbar chunk only it uses and the dialog the layout uses too.
 */
function app(): Manifest {
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/pages/Login/standalone.tsx', 'src/app/App.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
    '_router.js': { file: 'assets/router.js', name: 'router', imports: ['_vendor.js'] },
    '_form.js': { file: 'assets/form.js', name: 'form', imports: ['index.html'] },
    '_loginForm.js': { file: 'assets/loginForm.js', name: 'loginForm', imports: ['_form.js'] },
    '_dialog.js': { file: 'assets/dialog.js', name: 'dialog', imports: ['_vendor.js'] },
    '_toolbar.js': { file: 'assets/toolbar.js', name: 'toolbar' },
    '_sanitize.js': { file: 'assets/sanitize.js', name: 'sanitize' },
    '_editor.js': { file: 'assets/editor.js', name: 'editor', imports: ['index.html', '_toolbar.js', '_dialog.js', '_sanitize.js'] },
    'src/pages/Login/standalone.tsx': { file: 'assets/standalone.js', isDynamicEntry: true, imports: ['index.html', '_loginForm.js'] },
    'src/app/App.tsx': {
      file: 'assets/App.js',
      isDynamicEntry: true,
      imports: ['index.html', '_router.js'],
      dynamicImports: [
        'src/app/Toasts.tsx',
        'src/app/AdminLayout.tsx',
        'src/pages/Login/index.tsx',
        'src/pages/Support/index.ts',
        'src/pages/ProfileSettings/index.ts',
        'src/pages/PolicyView/index.ts',
        'src/pages/PolicyEditor/index.ts',
        'src/pages/TermsEditor/index.ts',
      ],
    },
    'src/app/Toasts.tsx': { file: 'assets/Toasts.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/app/AdminLayout.tsx': { file: 'assets/AdminLayout.js', isDynamicEntry: true, imports: ['index.html', '_router.js', '_dialog.js'] },
    'src/pages/Login/index.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['index.html', '_router.js', '_loginForm.js'] },
    'src/pages/Support/index.ts': { file: 'assets/Support.js', isDynamicEntry: true, imports: ['index.html', '_form.js', '_dialog.js'] },
    'src/pages/ProfileSettings/index.ts': { file: 'assets/ProfileSettings.js', isDynamicEntry: true, imports: ['_form.js', '_dialog.js'] },
    'src/pages/PolicyView/index.ts': { file: 'assets/PolicyView.js', isDynamicEntry: true, imports: ['index.html', '_sanitize.js'] },
    'src/pages/PolicyEditor/index.ts': { file: 'assets/PolicyEditor.js', isDynamicEntry: true, imports: ['index.html', '_editor.js'] },
    'src/pages/TermsEditor/index.ts': { file: 'assets/TermsEditor.js', isDynamicEntry: true, imports: ['index.html', '_editor.js'] },
  };
}

/** Gzipped sizes in KiB, by file. */
const sizes: Record<string, number> = {
  'assets/index.js': 2,
  'assets/vendor.js': 60,
  'assets/router.js': 30,
  'assets/App.js': 8,
  'assets/standalone.js': 1,
  'assets/loginForm.js': 2,
  'assets/form.js': 4,
  'assets/dialog.js': 8,
  'assets/toolbar.js': 20,
  'assets/sanitize.js': 12,
  'assets/editor.js': 100,
  'assets/Toasts.js': 5,
  'assets/AdminLayout.js': 6,
  'assets/Login.js': 0.5,
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
    expect([...staticClosure(manifest, ['src/pages/Login/standalone.tsx'])].toSorted()).toEqual([
      '_form.js',
      '_loginForm.js',
      '_vendor.js',
      'index.html',
      'src/pages/Login/standalone.tsx',
    ]);
    expect(fullClosure(manifest, ['src/pages/Login/standalone.tsx']).has('_editor.js')).toBe(true);
    const skipped = fullClosure(manifest, ['src/pages/Login/standalone.tsx'], new Set(['src/pages/PolicyEditor/index.ts', 'src/pages/TermsEditor/index.ts']));
    expect(skipped.has('_editor.js')).toBe(false);
    expect(skipped.has('src/pages/ProfileSettings/index.ts')).toBe(true);
  });
});

describe('analyseManifest', () => {
  it('counts for /login the entry and the login page before the router, with their static imports, not the lazy chunks', () => {
    const { figures } = analyseManifest(app(), sizeOf);
    // index 2 + vendor 60 + standalone 1 + login form 2 + form 4
    expect(valueOf(figures, 'Login route')).toBe(69);
    expect(figures[0]).toMatchObject({ unit: 'KiB', target: { op: '<=', value: 100 }, met: true });
    // index 2 + vendor 60 + App 8 + router 30
    expect(valueOf(figures, "Every other page's start")).toBe(100);
    expect(figures[1]).toMatchObject({ target: { op: '<=', value: 118 }, met: true });
  });

  it('counts the editor chunk with the chunks only it needs, and charges shared ones to the routes', () => {
    const { figures, violations } = analyseManifest(app(), sizeOf, { cssFiles: ['assets/a.css', 'assets/b.css'] });
    // editor 100 + toolbar 20; the dialog is the layout's, the sanitiser PolicyView's too.
    expect(valueOf(figures, 'Rich-text editor')).toBe(120);
    expect(valueOf(figures, 'Editor code reachable')).toBe(0);
    // TermsEditor 2.5 + sanitizer 12; the dialog came with the admin layout.
    expect(valueOf(figures, 'Lazy chunk TermsEditor')).toBe(14.5);
    expect(valueOf(figures, 'Largest other lazy chunk (Support)')).toBe(15);
    expect(valueOf(figures, 'CSS')).toBe(20);
    expect(violations).toEqual([]);
  });

  it('measures a signed-in page beyond the start and the admin layout, a public page beyond the start', () => {
    const { figures } = analyseManifest(app(), sizeOf);
    expect(valueOf(figures, 'Lazy chunk AdminLayout')).toBe(14);
    expect(valueOf(figures, 'Lazy chunk Toasts')).toBe(5);
    // ProfileSettings 7 + form 4: the form is not in the start.
    expect(valueOf(figures, 'Lazy chunk ProfileSettings')).toBe(11);
    expect(valueOf(figures, 'Lazy chunk Support')).toBe(15);
    expect(valueOf(figures, 'Lazy chunk PolicyView')).toBe(13);
    // The login page inside the app: 0.5 + login form 2 + form 4.
    expect(valueOf(figures, 'Lazy chunk Login')).toBe(6.5);
    expect(figures.some((figure) => /^Lazy chunk (standalone|App) /.test(figure.name))).toBe(false);
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
    const { violations } = analyseManifest(app(), sizeOf, { budget: { login: 60, start: 90, editor: 150, route: 10, css: 30 } });
    expect(violations).toEqual([
      'Login route JavaScript before it can be used (5 chunks): 69 KiB, budget 60 KiB',
      "Every other page's start: the entry and the router (4 chunks): 100 KiB, budget 90 KiB",
      'Largest other lazy chunk (Support): 15 KiB, budget 10 KiB',
      'Lazy chunk AdminLayout (with the imports it adds): 14 KiB, budget 10 KiB',
      'Lazy chunk PolicyEditor (with the imports it adds): 14 KiB, budget 10 KiB',
      'Lazy chunk PolicyView (with the imports it adds): 13 KiB, budget 10 KiB',
      'Lazy chunk ProfileSettings (with the imports it adds): 11 KiB, budget 10 KiB',
      'Lazy chunk Support (with the imports it adds): 15 KiB, budget 10 KiB',
      'Lazy chunk TermsEditor (with the imports it adds): 14.5 KiB, budget 10 KiB',
    ]);
  });
});
