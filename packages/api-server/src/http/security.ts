import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where policy and terms may embed video from: the players the sanitiser lets through. */
export const videoFrameSources = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The headers of an error answered before helmet's hook can run (a URL Fastify cannot parse, a
 * request Node cannot read): the same protections, and a CSP that allows nothing, as a JSON error
 * needs nothing.
 */
export const bareErrorHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Security headers on every answer, errors and static files included. Scripts only from this origin
 * and never inline; no framing by other sites; no MIME sniffing.
 */
export const installSecurityHeaders = (app: FastifyInstance) =>
  app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // The editor injects its base stylesheet and positioning libraries write style attributes; an
        // inline style cannot run code, unlike an inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Policy and terms may show images over http and https (the sanitiser's allowlist).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: videoFrameSources,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    // Video players refuse to play without knowing the embedding origin; the origin alone leaks no path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin video players and images in policy pages would be blocked by COEP.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
