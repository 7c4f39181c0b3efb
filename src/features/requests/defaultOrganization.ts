import type { OrganizationSelector } from '@/api/generated/accountApi';

/**
 * The organization a new request or software set belongs to until the user picks another: the
 * first of the user's organizations, in GetUserOrganizations' order. Kept apart from the dialog's
 * code so that the page can prepare that dialog without loading it.
 */
export function defaultOrganizationId(
  organizations: readonly OrganizationSelector[] | undefined,
): string | undefined {
  return organizations?.[0]?.id;
}
