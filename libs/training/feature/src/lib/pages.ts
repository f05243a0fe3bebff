/**
 * The training and publicity pages (seeds 000 §2 propaganda, propagandaEventsList, propagandaDetails),
 * loaded on demand with `loadTrainingPages()`. The Mantine styles they need beyond the shell's load
 * with them, in Mantine's order.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

export { PropagandaPage, FEATURED_COUNT, LIVE_COUNT } from './propaganda/propaganda-page';
export { PropagandaEventsListPage, KEYWORD_DEBOUNCE_MS, type PropagandaEventsListPageProps } from './events-list/propaganda-events-list-page';
export { PropagandaDetailsPage, type PropagandaDetailsPageProps } from './details/propaganda-details-page';
export { ApplyDialog, APPLY_NAME_REQUIRED, MAX_APPLY_NUM, type ApplyDialogProps, type ApplyTarget } from './details/apply-dialog';
export { LoginPrompt, type LoginPromptProps } from './details/login-prompt';
