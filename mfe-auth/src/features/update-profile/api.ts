import { apiCall } from '@portal/shared';
import { type MemberProfile, type ProfileUpdateRequest, type ProfileUpdateResult } from '@portal/kit';

export const profilePath = (id: string) => `/s2/identities/${encodeURIComponent(id)}`;
export const updateProfilePath = (id: string) => `/s1/user/${encodeURIComponent(id)}`;

export const fetchProfile = (id: string) => apiCall<MemberProfile>({ method: 'GET', url: profilePath(id) });

export const saveProfile = (id: string, request: ProfileUpdateRequest) =>
  apiCall<ProfileUpdateResult>({ method: 'PUT', url: updateProfilePath(id), data: request });
