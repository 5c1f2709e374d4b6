import { useSession } from '@portal/shared';
import type { Activity } from '@portal/kit';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint, Player } from './styles';
import { PREVIEW_NS } from './translations';
import type { ActivityEventControls } from './useActivityEvent';
import { isHostedVideo, isSafeSource } from './videoRules';
import { YouTubeVideo } from './YouTubeVideo';

/**
 * Play starts the event and records the watch in the session (the shell's video guard reads it);
 * the end clears the watch and completes the event. The server checks the elapsed time.
 */
export function useVideoWatch(activity: Activity, events: ActivityEventControls, stop: () => void) {
  const watching = useRef(false);
  const onPlay = useCallback(() => {
    if (watching.current) return;
    watching.current = true;
    useSession.getState().setVideoPlayStatus({ activityId: activity.id });
    void events.start('view').then((id) => {
      if (id) return;
      // Nothing to earn: the maximum-points modal is open and the video stops.
      watching.current = false;
      useSession.getState().setVideoPlayStatus(null);
      stop();
    });
  }, [activity.id, events, stop]);
  const onEnded = useCallback(() => {
    if (!watching.current) return;
    watching.current = false;
    useSession.getState().setVideoPlayStatus(null);
    void events.complete('view');
  }, [events]);
  return { onPlay, onEnded };
}

export function VideoActivity({ activity, events }: { activity: Activity; events: ActivityEventControls }) {
  const { t } = useTranslation(PREVIEW_NS);
  const player = useRef<HTMLVideoElement>(null);
  const hosted = useRef<{ pause: () => void }>(null);
  const stop = useCallback(() => {
    player.current?.pause();
    hosted.current?.pause();
  }, []);
  const watch = useVideoWatch(activity, events, stop);
  return (
    <div>
      <Hint>{t('video.hint')}</Hint>
      {isHostedVideo(activity) ? (
        <YouTubeVideo
          ref={hosted}
          videoId={activity.data}
          title={t('video.title')}
          unavailable={t('video.unavailable')}
          {...watch}
        />
      ) : (
        isSafeSource(activity.data) && (
          <Player
            ref={player}
            src={activity.data}
            controls
            preload="metadata"
            aria-label={t('video.title')}
            onPlay={watch.onPlay}
            onEnded={watch.onEnded}
            data-testid="activity-video"
          />
        )
      )}
    </div>
  );
}
