import { describe, expect, it } from 'vitest';
import { checkImageUrl, checkLinkUrl, checkVideoUrl, toVideoEmbedUrl, urlMessages } from './urls';

describe('toVideoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
  ])('converts %s', (input, expected) => {
    expect(toVideoEmbedUrl(input)).toBe(expected);
  });

  it.each([
    '',
    'not a url',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil-youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.evil.example/dQw4w9WgXcQ',
    'https://vimeo.com.evil.example/76979871',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    'https://www.youtube.com/',
    'https://vimeo.com/staff',
    'https://player.vimeo.com/video/76979871/../../x',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pass@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com:8443/watch?v=dQw4w9WgXcQ',
  ])('rejects %s', (input) => {
    expect(toVideoEmbedUrl(input)).toBeNull();
  });

  it('gives the dialog a message for empty and foreign addresses', () => {
    expect(checkVideoUrl('')).toEqual({ ok: false, message: urlMessages.videoEmpty });
    expect(checkVideoUrl('https://www.dailymotion.com/video/x7tgad0')).toEqual({ ok: false, message: urlMessages.video });
    expect(checkVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual({ ok: true, url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
  });
});

describe('checkLinkUrl', () => {
  it.each([
    ['https://chairside.app/privacy', 'https://chairside.app/privacy'],
    ['http://chairside.app', 'http://chairside.app/'],
    ['HTTPS://Chairside.app/Help', 'https://chairside.app/Help'],
    ['mailto:privacy@chairside.app', 'mailto:privacy@chairside.app'],
    ['privacy@chairside.app', 'mailto:privacy@chairside.app'],
    ['chairside.app/help', 'https://chairside.app/help'],
    ['www.chairside.app', 'https://www.chairside.app/'],
    ['  https://chairside.app  ', 'https://chairside.app/'],
  ])('accepts %s', (input, url) => {
    expect(checkLinkUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.chairside.app',
    'tel:+15550100',
    'file:///etc/passwd',
    '/privacy',
    '//evil.example',
    'not a link',
    'https://',
    'mailto:',
  ])('refuses %s', (input) => {
    expect(checkLinkUrl(input)).toEqual({ ok: false, message: urlMessages.link });
  });

  it('asks for an address when the field is empty', () => {
    expect(checkLinkUrl('   ')).toEqual({ ok: false, message: urlMessages.linkEmpty });
  });
});

describe('checkImageUrl', () => {
  it.each([
    ['https://cdn.chairside.app/salon.jpg', 'https://cdn.chairside.app/salon.jpg'],
    ['http://cdn.chairside.app/salon.jpg', 'http://cdn.chairside.app/salon.jpg'],
    ['/uploads/salon.jpg', '/uploads/salon.jpg'],
  ])('accepts %s', (input, url) => {
    expect(checkImageUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/with space.png',
    'ftp://files.chairside.app/x.png',
    'salon.jpg',
    'cdn.chairside.app/salon.jpg',
    'blob:https://chairside.app/1234',
  ])('refuses %s', (input) => {
    expect(checkImageUrl(input)).toEqual({ ok: false, message: urlMessages.image });
  });

  it('asks for an address when the field is empty', () => {
    expect(checkImageUrl('')).toEqual({ ok: false, message: urlMessages.imageEmpty });
  });
});
