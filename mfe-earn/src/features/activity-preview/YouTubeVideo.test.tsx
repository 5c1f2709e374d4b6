import { renderPage } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YouTubeVideo } from './YouTubeVideo';

const UNAVAILABLE = 'The video could not load.';
const youTubeScripts = () => document.head.querySelectorAll('script[src="https://www.youtube.com/iframe_api"]');

const show = () =>
  renderPage(
    <YouTubeVideo
      videoId="dQw4w9WgXcQ"
      title="Activity video"
      unavailable={UNAVAILABLE}
      onPlay={jest.fn()}
      onEnded={jest.fn()}
    />,
  );

afterEach(() => {
  delete window.YT;
  youTubeScripts().forEach((script) => script.remove());
});

describe('a YouTube video', () => {
  it('says the video could not load when YouTube is unreachable, and a retry loads the player', async () => {
    show();
    expect(youTubeScripts()).toHaveLength(1);
    act(() => {
      youTubeScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(youTubeScripts()).toHaveLength(1);
    const destroy = jest.fn();
    const Player = jest.fn(() => ({ destroy, pauseVideo: jest.fn() }));
    window.YT = { Player };
    await act(async () => {
      window.onYouTubeIframeAPIReady?.();
      await Promise.resolve();
    });
    expect(Player).toHaveBeenCalledWith(
      expect.any(HTMLDivElement),
      expect.objectContaining({ videoId: 'dQw4w9WgXcQ' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
