/**
 * `@qifu/land-rules` — the land and workshop market's pure rules, imported by the server and the
 * browser alike: the listing review-state table and its labels. Framework-free (no React, no
 * Mantine, no server code).
 *
 * @packageDocumentation
 */
export {
  isListingPublished,
  isListingStatus,
  LISTING_REVIEW_ACTION_LABELS,
  LISTING_STATUS,
  LISTING_STATUS_LABELS,
  listingActionsFrom,
  listingStatusMachine,
  listingTransition,
  PUBLISHED,
  type ListingAction,
  type ListingFrom,
  type ListingStatus,
  type LoggedListingAction,
} from './lib/listing-status';
