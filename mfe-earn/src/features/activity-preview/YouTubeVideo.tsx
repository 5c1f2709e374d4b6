import { LoadFailed, Spinner } from '@portal/kit';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import styled from 'styled-components';
import { isVideoId } from './videoRules';

/** The parts of the YouTube IFrame API this page uses. */
interface YouTubePlayer {
  pauseVideo(): void;
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
  loading ??= new Promise((resolve, reject) => {
    window.onYouTubeIframeAPIReady = () => window.YT && resolve(window.YT);
    const script = document.createElement('script');
    script.src = API_URL;
    // Offline, or blocked on this device: the member is told, and a retry adds the script again.
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The YouTube IFrame API did not load'));
    };
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
  /** Shown with a retry when YouTube's player cannot load. */
  unavailable: string;
  onPlay: () => void;
  onEnded: () => void;
  /** Lets the page stop the video (the maximum-points modal), as it pauses its own player. */
  ref?: Ref<{ pause: () => void }>;
}

/** A hosted video through the YouTube IFrame API: its playing and ended states drive the event. */
export function YouTubeVideo({ videoId, title, unavailable, onPlay, onEnded, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<YouTubePlayer | null>(null);
  useImperativeHandle(ref, () => ({ pause: () => player.current?.pauseVideo() }), []);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const handlers = useRef({ onPlay, onEnded });
  useEffect(() => {
    handlers.current = { onPlay, onEnded };
  }, [onPlay, onEnded]);

  useEffect(() => {
    let alive = true;
    if (!isVideoId(videoId)) return undefined;
    loadYouTube().then(
      (YT) => {
        if (!alive || !host.current) return;
        setState('ready');
        player.current = new YT.Player(host.current, {
          videoId,
          events: {
            onStateChange: ({ data }) => {
              if (data === PLAYING) handlers.current.onPlay();
              if (data === ENDED) handlers.current.onEnded();
            },
          },
        });
      },
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
      player.current?.destroy();
      player.current = null;
    };
  }, [videoId, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };
  return (
    <Box aria-label={title} role="region">
      {state === 'loading' && <Spinner />}
      {state === 'failed' ? <LoadFailed message={unavailable} onRetry={retry} /> : <div key={attempt} ref={host} />}
    </Box>
  );
}
