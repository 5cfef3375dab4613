import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('When the address is the YouTube link %s, then the privacy-enhanced player of that video is used', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'embed', provider: 'youtube', src: expect.stringContaining(`youtube-nocookie.com/embed/${id}?`) });
  });

  it('When the address is a Vimeo link, then the Vimeo player is used', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ kind: 'embed', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?autoplay=1&api=1' });
  });

  it('When the address is a video file on this site or over https, then it plays natively', () => {
    expect(parseVideoUrl('/videos/party.mp4')).toEqual({ kind: 'file', src: '/videos/party.mp4' });
    expect(parseVideoUrl('https://cdn.example.com/a.webm')).toEqual({ kind: 'file', src: 'https://cdn.example.com/a.webm' });
  });

  it.each(['', '   ', 'javascript:alert(1)', 'http://example.com/a.mp4', 'https://example.com/page.html'])(
    'When the address is %j, then there is no video',
    (url) => {
      expect(parseVideoUrl(url)).toBeNull();
    },
  );
});
