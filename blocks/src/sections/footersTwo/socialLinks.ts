/**
 * Which social icons the footer (and Header B) shows. A link shows when it is set:
 * not empty and a safe URL. Content schema 2 stores '' for "not filled in" (the
 * shared `social_link` field); the '#' that version 1 used for it is migrated away
 * before any tree reaches a renderer (docs/content-migrations.md). Editors still see
 * unset icons, dimmed, so they know where they go.
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
  return typeof value === 'string' && safeUrl(value) !== undefined;
}
