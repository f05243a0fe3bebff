/**
 * The technology-service workbench pages (seeds 001 §1, §4, §7 /tech/*), loaded on demand with
 * `loadTechWorkPages()`: the four item kinds for staff (科技成果, 技术需求, 专家库, 研究院所) and for
 * their owners (我的科技成果, 我的技术需求, 我的专家信息, 我的研究院所) — one generic page —, 技术领域,
 * 洽谈管理 and 科技服务总览. Pages take no props; the Mantine styles they need load with them.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/TypographyStylesProvider.css';

export {
  TechAchievementPage,
  TechRequirementPage,
  TechExpertPage,
  TechInstitutePage,
  MyTechAchievementPage,
  MyTechRequirementPage,
  MyTechExpertPage,
  MyTechInstitutePage,
} from './items/tech-items-page';
export { TechDomainPage } from './domain/tech-domain-page';
export { TechTalkPage } from './talk/tech-talk-page';
export { TechVisualPage } from './visual/tech-visual-page';
