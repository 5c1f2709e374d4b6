import type { Language } from '../i18n/language';

/** The member as the session keeps it (docs/architecture.md, Session module). */
export interface SessionUser {
  id: string;
  email: string;
  username?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  requestIntakeSurveySubmitted?: boolean;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A started video watch: leaving its preview page early clears it with a toast (docs/product/shell.md). */
export interface VideoPlayStatus {
  activityId: string;
}

export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  pointBalance: number;
  /** Points ever earned, which the tier is measured on; redeeming never lowers them. */
  lifetimePoints: number;
  tier: number | null;
  language: Language;
  videoPlayStatus: VideoPlayStatus | null;
  login: (user: SessionUser, tokens: SessionTokens) => void;
  setTokens: (tokens: SessionTokens) => void;
  setUser: (user: SessionUser) => void;
  setPointBalance: (points: number) => void;
  setLifetimePoints: (points: number) => void;
  setLanguage: (language: Language) => void;
  setVideoPlayStatus: (status: VideoPlayStatus | null) => void;
  logout: () => void;
}
