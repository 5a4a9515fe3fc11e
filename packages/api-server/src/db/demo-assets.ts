import fs from 'node:fs';
import path from 'node:path';
import { demoAssetPaths } from '@chairside/api-contract/demo';

/*
 * The demo data refers to photos, portfolio pictures and CVs under /demo/. No external host is
 * reachable where this runs, so the server draws simple placeholder files itself and serves them.
 */

const palettes = [
  ['#f4d7c5', '#b85c38'],
  ['#d8e2dc', '#4a6c6f'],
  ['#e8d5f0', '#7b4b94'],
  ['#fde2b8', '#c97c10'],
  ['#cfe3f5', '#2f6690'],
  ['#f7cad0', '#a4133c'],
  ['#d9ed92', '#52796f'],
  ['#e9ecef', '#495057'],
] as const;

const paletteFor = (n: number) => palettes[n % palettes.length] ?? palettes[0];

const avatarSvg = (n: number) => {
  const [background, foreground] = paletteFor(n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="Profile photo placeholder ${n}">
<rect width="256" height="256" fill="${background}"/>
<circle cx="128" cy="100" r="48" fill="${foreground}"/>
<path d="M40 236c8-52 44-80 88-80s80 28 88 80z" fill="${foreground}"/>
</svg>\n`;
};

const portfolioSvg = (n: number) => {
  const [background, foreground] = paletteFor(n + 3);
  const x = 40 + ((n * 37) % 180);
  const y = 60 + ((n * 53) % 140);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="Portfolio picture placeholder ${n}">
<rect width="640" height="480" fill="${background}"/>
<circle cx="${x + 200}" cy="${y}" r="${60 + (n % 5) * 12}" fill="${foreground}" opacity="0.55"/>
<path d="M0 400 C160 ${300 - (n % 7) * 10} 320 ${440 - (n % 4) * 20} 640 340 L640 480 L0 480 Z" fill="${foreground}"/>
<text x="32" y="64" font-family="sans-serif" font-size="32" fill="${foreground}">Look ${n}</text>
</svg>\n`;
};

const suiteSvg = (n: number) => {
  const [background, foreground] = paletteFor(n + 5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520" role="img" aria-label="Private suite picture placeholder ${n}">
<rect width="800" height="520" fill="${background}"/>
<rect x="80" y="120" width="260" height="300" rx="12" fill="${foreground}" opacity="0.35"/>
<rect x="380" y="200" width="320" height="40" rx="8" fill="${foreground}"/>
<circle cx="540" cy="340" r="70" fill="${foreground}" opacity="0.6"/>
<text x="80" y="90" font-family="sans-serif" font-size="36" fill="${foreground}">Suite ${n}</text>
</svg>\n`;
};

/** A one-page PDF with a few lines of text, built by hand: PDF needs byte offsets of its objects. */
const cvPdf = (n: number) => {
  const lines = [`Curriculum Vitae ${n}`, 'Licensed beauty professional', 'Experience: salon, suite and freelance work', 'References available on request'];
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${720 - index * 28} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
};

const contentFor = (fileName: string): string => {
  const match = /^(avatar|portfolio|suite|cv)-(\d+)\.(svg|pdf)$/.exec(fileName);
  if (!match) throw new Error(`No generator for demo file ${fileName}.`);
  const n = Number(match[2]);
  switch (match[1]) {
    case 'avatar':
      return avatarSvg(n);
    case 'portfolio':
      return portfolioSvg(n);
    case 'suite':
      return suiteSvg(n);
    default:
      return cvPdf(n);
  }
};

/** The folder the /demo/ files are served from. */
export const demoDir = (dataDir: string) => path.join(dataDir, 'demo');

/** The file name behind a `/demo/…` URL, or undefined for any other URL (or one that tries to leave the folder). */
export const demoFileName = (url: string): string | undefined => {
  const match = /^\/demo\/([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(url.trim());
  return match?.[1];
};

/**
 * Writes the demo files among `urls` that are missing; returns how many were written. Start-up passes
 * only the files rows still refer to (queries/file-references.ts), not every file the fixtures could
 * use: a purge removes the files of the account it purges, and writing every fixture file again at each
 * start would bring them back. A fresh data folder (a benchmark, a test) may ask for all of them.
 */
export const ensureDemoAssets = (dataDir: string, urls: Iterable<string> = demoAssetPaths()): number => {
  const dir = demoDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const known = new Set(demoAssetPaths());
  let written = 0;
  for (const url of urls) {
    const fileName = demoFileName(url);
    // Only the placeholders the fixtures name can be drawn; any other /demo/ URL stays a 404.
    if (!fileName || !known.has(`/demo/${fileName}`)) continue;
    const target = path.join(dir, fileName);
    if (fs.existsSync(target)) continue;
    fs.writeFileSync(target, contentFor(fileName));
    written += 1;
  }
  return written;
};

/** The placeholders the fixtures name whose files are not in DATA_DIR/demo, as URLs. */
export const missingDemoAssets = (dataDir: string): string[] =>
  demoAssetPaths().filter((url) => !fs.existsSync(path.join(demoDir(dataDir), demoFileName(url)!)));

/** Removes these demo files (those that exist); returns how many went. */
export const removeDemoFiles = (dataDir: string, urls: Iterable<string>): number => {
  let removed = 0;
  for (const url of urls) {
    const fileName = demoFileName(url);
    if (!fileName) continue;
    try {
      fs.unlinkSync(path.join(demoDir(dataDir), fileName));
      removed += 1;
    } catch (error) {
      // Another server purging an account that shared the file may have removed it first.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
};
