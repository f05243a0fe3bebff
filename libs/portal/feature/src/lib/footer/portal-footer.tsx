import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useSession } from '@qifu/session';

import { AppLink } from '@qifu/ui';
import { cutQuickLinksForConstructionArea } from '../menu/construction-area';
import { FRIEND_LINKS, MAIN_MENU } from '../menu/portal-links';
import { publicContacts, usePublicConfig } from '../use-public-config';


const linkStyle = { color: 'var(--mantine-color-blue-1)' } as const;
/** Each footer column: equal widths, wrapping under 240 px. */
const columnStyle = { flex: '1 1 240px' } as const;

function Heading({ children }: { children: string }) {
  return (
    <Text component="h2" fw={600} size="md" m={0}>
      {children}
    </Text>
  );
}

/**
 * The portal footer (seeds 000 §2 "Footer: quick links, friend links, a contact block, a record
 * number"; §9 service hours 08:30-17:00, hotline and mailbox from `getPublicConfig`). The quick
 * links are the main-menu entries; when logged in and the area check is true (`isPeopleBuild`)
 * they are cut to 政策服务, 关于我们, 诉求服务, 质量服务, 商事法律服务 and 首页. External quick links
 * carry `data-sign`: signed first for enterprise users (seeds 000 §6, `installSignedLinks`).
 */
export function PortalFooter() {
  const { data: config } = usePublicConfig();
  // Built-in contacts while the configuration is missing (API down): the hotline stays (issue 14).
  const contacts = publicContacts(config);
  const { isLoggedIn, isPeopleBuild } = useSession();
  const quickLinks = isLoggedIn && isPeopleBuild ? cutQuickLinksForConstructionArea(MAIN_MENU) : MAIN_MENU;
  return (
    <Box component="footer" bg="blue.9" c="white" mt="xl">
      <Container size="lg" py="xl">
        <Group align="flex-start" gap="xl">
          <Stack gap="xs" component="nav" aria-label="快捷链接" style={columnStyle}>
            <Heading>快捷链接</Heading>
              {quickLinks.map((entry) =>
                entry.kind === 'internal' ? (
                  <Anchor key={entry.key} component={AppLink} href={entry.path} size="sm" style={linkStyle}>
                    {entry.title}
                  </Anchor>
                ) : (
                  <Anchor key={entry.key} href={entry.href} size="sm" style={linkStyle} data-sign>
                    {entry.title}
                  </Anchor>
                ),
              )}
          </Stack>
          <Stack gap="xs" component="nav" aria-label="友情链接" style={columnStyle}>
            <Heading>友情链接</Heading>
            {FRIEND_LINKS.map((link) => (
              <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" size="sm" style={linkStyle}>
                {link.title}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs" component="address" style={{ ...columnStyle, fontStyle: 'normal' }}>
            <Heading>联系我们</Heading>
            <Text size="sm">{contacts.serviceCentreName}</Text>
            {contacts.hotline ? (
              <Text size="sm">
                免费服务热线：
                <Anchor href={`tel:${contacts.hotline}`} size="sm" style={linkStyle}>
                  {contacts.hotline}
                </Anchor>
              </Text>
            ) : null}
            {contacts.mailbox ? (
              <Text size="sm">
                服务邮箱：
                <Anchor href={`mailto:${contacts.mailbox}`} size="sm" style={linkStyle}>
                  {contacts.mailbox}
                </Anchor>
              </Text>
            ) : null}
            <Text size="sm">服务时间：{contacts.serviceHours}（工作日）</Text>
          </Stack>
        </Group>
        <Box my="lg" style={{ borderTop: '1px solid var(--mantine-color-blue-7)' }} />
        <Text size="xs" ta="center" c="blue.1">
          {contacts.orgName ? `主办单位：${contacts.orgName}经济和信息化局　` : ''}
          {contacts.recordNumber ? (
            <Anchor href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" size="xs" style={linkStyle}>
              {contacts.recordNumber}
            </Anchor>
          ) : null}
        </Text>
      </Container>
    </Box>
  );
}
