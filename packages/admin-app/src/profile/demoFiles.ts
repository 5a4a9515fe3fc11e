/*
 * MSW handlers for the demo files the fixtures point at (/demo/avatar-N.svg, portfolio-N.svg,
 * suite-N.svg, cv-N.pdf). Our server draws these itself; in Storybook and the tests there is no
 * server, so the detail screens would show broken pictures and the CV could not be saved.
 */
import { http, HttpResponse } from 'msw';

const tints = ['#b85c38', '#4a6c6f', '#7b4b94', '#c97c10', '#2f6690', '#a4133c'] as const;

const pictureSvg = (label: string, n: number) => {
  const tint = tints[n % tints.length] ?? tints[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<rect width="640" height="480" fill="${tint}" opacity="0.25"/>
<circle cx="${200 + ((n * 67) % 240)}" cy="200" r="110" fill="${tint}" opacity="0.6"/>
<text x="40" y="80" font-family="sans-serif" font-size="40" fill="${tint}">${label} ${n}</text>
</svg>`;
};

const avatarSvg = (n: number) => {
  const tint = tints[n % tints.length] ?? tints[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${tint}" opacity="0.3"/>
<circle cx="128" cy="100" r="48" fill="${tint}"/>
<path d="M40 236c8-52 44-80 88-80s80 28 88 80z" fill="${tint}"/>
</svg>`;
};

/** The bytes a demo CV answers with: enough of a PDF for a browser to save it as one. */
export const demoCvBody = (n: number) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% Curriculum Vitae ${n}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

const svg = (body: string) => new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml' } });

/** Answers every /demo/ file the fixtures name; anything else there is a 404, like the server. */
export const demoFileHandlers = [
  http.get('*/demo/:file', ({ params }) => {
    const file = String(params.file);
    const match = /^(avatar|portfolio|suite|cv)-(\d+)\.(svg|pdf)$/.exec(file);
    if (!match) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    const [, kind, number] = match;
    const n = Number(number);
    if (kind === 'cv') return new HttpResponse(demoCvBody(n), { headers: { 'Content-Type': 'application/pdf' } });
    if (kind === 'avatar') return svg(avatarSvg(n));
    return svg(pictureSvg(kind === 'suite' ? 'Suite' : 'Look', n));
  }),
];
