import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { isVideoId } from './videoRules';

/** The parts of the YouTube IFrame API this page uses. */
interface YouTubePlayer {
  destroy(): void;
}
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: { videoId: string; events: { onStateChange: (event: { data: number }) => void } },
  ) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const PLAYING = 1;
const ENDED = 0;
const API_URL = 'https://www.youtube.com/iframe_api';

let loading: Promise<YouTubeNamespace> | null = null;

function loadYouTube(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise((resolve) => {
    window.onYouTubeIframeAPIReady = () => window.YT && resolve(window.YT);
    const script = document.createElement('script');
    script.src = API_URL;
    document.head.appendChild(script);
  });
  return loading;
}

const Box = styled.div`
  width: 100%;
  max-width: 800px;
  aspect-ratio: 16 / 9;
  iframe {
    width: 100%;
    height: 100%;
  }
`;

interface Props {
  videoId: string;
  title: string;
  onPlay: () => void;
  onEnded: () => void;
}

/** A hosted video through the YouTube IFrame API: its playing and ended states drive the event. */
export function YouTubeVideo({ videoId, title, onPlay, onEnded }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onPlay, onEnded });
  useEffect(() => {
    handlers.current = { onPlay, onEnded };
  }, [onPlay, onEnded]);

  useEffect(() => {
    let player: YouTubePlayer | null = null;
    let alive = true;
    if (!isVideoId(videoId)) return undefined;
    void loadYouTube().then((YT) => {
      if (!alive || !host.current) return;
      player = new YT.Player(host.current, {
        videoId,
        events: {
          onStateChange: ({ data }) => {
            if (data === PLAYING) handlers.current.onPlay();
            if (data === ENDED) handlers.current.onEnded();
          },
        },
      });
    });
    return () => {
      alive = false;
      player?.destroy();
    };
  }, [videoId]);

  return (
    <Box aria-label={title} role="region">
      <div ref={host} />
    </Box>
  );
}
