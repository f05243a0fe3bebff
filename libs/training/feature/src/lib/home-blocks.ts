/**
 * The training blocks of the portal home, loaded on demand with `loadTrainingHomeBlocks()` (only for
 * a logged-in enterprise): 我的活动.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';

export { HomeMyActivity, HOME_MY_ACTIVITY_TITLE, HOME_MY_ACTIVITY_MORE, type HomeMyActivityProps } from './home/home-my-activity';
