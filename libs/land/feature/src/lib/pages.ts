/**
 * The market pages (seeds 000 §2 sdmarket, sdmarketdetail1, sdmarketdetail2), loaded on demand
 * with `loadLandPages()`. The Mantine styles they need beyond the shell's load with them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

export { MarketPage, MARKET_DEBOUNCE_MS, type MarketPageProps } from './market/market-page';
export { LandDetailPage, WorkshopDetailPage, type MarketDetailPageProps } from './detail/market-detail-page';
export { listingDetailHref, marketListHref, MARKET_PATH, LAND_DETAIL_PATH, WORKSHOP_DETAIL_PATH } from './shared/market-links';
