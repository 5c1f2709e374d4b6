import { provideWidgetLoader, useSession, type Widget } from '@portal/shared';
import { fakeApi, renderPage } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { HomePage, preloadMemberHome } from './HomePage';

// A file of its own: the member's home chunk must not have been loaded by an earlier render.
provideWidgetLoader(async () => (() => null) as Widget);

test('a member’s home, preloaded, is there in the first render, where the server’s painted home was', async () => {
  fakeApi();
  useSession
    .getState()
    .login(
      { id: 'm1', email: 'dana@example.com', firstName: 'Dana', requestIntakeSurveySubmitted: true },
      { accessToken: 'a', refreshToken: 'r' },
    );
  await preloadMemberHome();
  renderPage(<HomePage />);
  // Not awaited: the first commit replaces member-home.html's painted home with the same, no spinner between.
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'How Vapor Rewards works' })).toBeInTheDocument();
});
