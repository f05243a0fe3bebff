/**
 * The policy pages and dialogs, loaded on demand with `loadPolicyPages()` so that the home page's
 * newest-policies block does not download them. The Mantine styles they need beyond the shell's
 * load with them.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

export { PolicyMarketPage, SEARCH_DEBOUNCE_MS, type PolicyMarketPageProps } from './policy-market/policy-market-page';
export { PolicyMarketItem, type PolicyMarketItemProps } from './policy-market/policy-market-item';
export { PolicyDetailPage, type PolicyDetailPageProps } from './policy-detail/policy-detail-page';
export { PolicyConsultDialog, type PolicyConsultDialogProps, type ConsultTarget } from './policy-consult/policy-consult-dialog';
export { usePolicyConsult } from './policy-consult/use-policy-consult';
