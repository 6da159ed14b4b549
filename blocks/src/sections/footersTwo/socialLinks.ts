/**
 * Which social icons the footer shows. A link shows when it is set: not empty and
 * not the schema default '#', which means "not filled in yet" (an icon pointing to
 * '#' would only send visitors to the top of the page). Editors still see unset
 * icons, dimmed, so they know where they go.
 */
import { safeUrl } from '../../links/safeUrl.ts';

export const SOCIAL_NETWORKS = [
  { key: 'facebook_link', label: 'Facebook' },
  { key: 'instagram_link', label: 'Instagram' },
  { key: 'linkedin_link', label: 'LinkedIn' },
  { key: 'twitter_link', label: 'Twitter' },
  { key: 'youtube_link', label: 'YouTube' },
  { key: 'github_link', label: 'GitHub' },
] as const;

export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key'];

export function isSetLink(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== '#' && safeUrl(value) !== undefined;
}
