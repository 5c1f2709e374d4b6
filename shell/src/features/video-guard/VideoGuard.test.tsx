import { useSession, useToasts } from '@portal/shared';
import { renderPage } from '@portal/shared/testing';
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { VideoGuard } from './VideoGuard';

const router: { go: (path: string) => void } = { go: () => undefined };
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.go = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

const mount = (path: string) =>
  renderPage(
    <>
      <Navigator />
      <VideoGuard />
    </>,
    { path },
  );

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  useSession.getState().setVideoPlayStatus(null);
});

test('staying on the video’s preview page keeps the watch going', () => {
  mount('/earn-points-action-preview/abc');
  act(() => useSession.getState().setVideoPlayStatus({ activityId: 'abc' }));
  expect(useSession.getState().videoPlayStatus).toEqual({ activityId: 'abc' });
  expect(useToasts.getState().toasts).toEqual([]);
});

test('leaving for any other path shows the error toast and clears the status', () => {
  mount('/earn-points-action-preview/abc');
  act(() => useSession.getState().setVideoPlayStatus({ activityId: 'abc' }));
  act(() => router.go('/earn-points-action-preview/other'));
  expect(useSession.getState().videoPlayStatus).toBeNull();
  expect(useToasts.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
    ['error', "Sorry! You haven't watched the full video, no points will be credited!"],
  ]);
  act(() => router.go('/rewards'));
  expect(useToasts.getState().toasts).toHaveLength(1);
});
