import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchInsights } from '@/test/insights';
import { renderScreen } from '@/test/render-screen';
import { VideoFacade } from './video-facade';

const poster = { src: '/images/hero.webp', width: 800, height: 600 };

describe('VideoFacade', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When the picture of a configured video is clicked, then the player opens and the play is counted with the video key', async () => {
    // jsdom has no IntersectionObserver (the player mutes when scrolled away).
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const { sent } = watchInsights();
    renderScreen(<VideoFacade url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" videoKey="candyMix" poster={poster} alt="Candy" title="CANDY MIX" />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reproducir video: CANDY MIX' }));

    expect(screen.getByTitle('CANDY MIX').tagName).toBe('IFRAME');
    expect(sent()).toMatchObject([{ type: 'event', name: 'video_play', props: { detail: 'candyMix' } }]);
  });
});
