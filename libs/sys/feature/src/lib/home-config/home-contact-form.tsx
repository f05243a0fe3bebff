import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PERM } from '@qifu/sdk';
import { Can, useCan } from '@qifu/session';
import { useSaveHomeContact, useSysHomeContact, type SysHomeContact, type SysHomeContactForm } from '@qifu/sys-data-access';
import { ErrorState, ListSkeleton } from '@qifu/ui';
import { submitWithErrorFocus, type MutationFeedback } from '@qifu/widgets';

type ContactValues = Required<SysHomeContactForm>;

function ContactForm({ contact, onSaved }: { contact: SysHomeContact; onSaved: MutationFeedback }) {
  const canSave = useCan(PERM.sysHomeConfigSave);
  const form = useForm<ContactValues>({
    initialValues: {
      serviceCentreName: contact.serviceCentreName,
      hotline: contact.hotline,
      mailbox: contact.mailbox,
      serviceHours: contact.serviceHours,
      address: contact.address ?? '',
      recordNumber: contact.recordNumber,
    },
    validate: {
      serviceCentreName: (v) => (v.trim() ? null : '请输入服务中心名称'),
      hotline: (v) => (!v.trim() ? '请输入服务热线' : /^[0-9-]+$/.test(v.trim()) ? null : '服务热线只能包含数字和 -'),
      mailbox: (v) => (!v.trim() ? '请输入服务邮箱' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : '服务邮箱格式错误'),
      serviceHours: (v) => (v.trim() ? null : '请输入服务时间'),
      recordNumber: (v) => (v.trim() ? null : '请输入备案号'),
    },
  });
  const save = useSaveHomeContact({ onSuccess: onSaved });
  const submit = (values: ContactValues) => {
    const body: SysHomeContactForm = {
      serviceCentreName: values.serviceCentreName.trim(),
      hotline: values.hotline.trim(),
      mailbox: values.mailbox.trim(),
      serviceHours: values.serviceHours.trim(),
      recordNumber: values.recordNumber.trim(),
    };
    if (values.address.trim()) body.address = values.address.trim();
    save.mutate(body);
  };
  return (
    <form
      noValidate
      aria-label="联系方式"
      onSubmit={submitWithErrorFocus(form, submit)}
    >
      <Stack gap="sm" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="服务中心名称" withAsterisk maxLength={50} readOnly={!canSave} {...form.getInputProps('serviceCentreName')} />
          <TextInput label="免费服务热线" withAsterisk maxLength={30} readOnly={!canSave} {...form.getInputProps('hotline')} />
          <TextInput label="服务邮箱" withAsterisk maxLength={100} readOnly={!canSave} {...form.getInputProps('mailbox')} />
          <TextInput label="服务时间" withAsterisk maxLength={50} readOnly={!canSave} {...form.getInputProps('serviceHours')} />
          <TextInput label="备案号" withAsterisk maxLength={50} readOnly={!canSave} {...form.getInputProps('recordNumber')} />
          <TextInput label="地址" maxLength={200} readOnly={!canSave} {...form.getInputProps('address')} />
        </SimpleGrid>
        <Can permission={PERM.sysHomeConfigSave}>
          <Group>
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Can>
      </Stack>
    </form>
  );
}

/**
 * The footer contact block of 首页配置 (seeds 000 §2, §9: service-centre name — also the page-title
 * suffix —, hotline, mailbox, service hours, record number, address): `getHomeContact` /
 * `saveHomeContact` (sys:homeConfig:save; read-only without it).
 */
export function HomeContactForm({ onSaved }: { onSaved: MutationFeedback }) {
  const contact = useSysHomeContact();
  if (contact.isLoading) return <ListSkeleton rows={3} />;
  if (contact.isError || !contact.data) return <ErrorState error={contact.error} onRetry={() => void contact.refetch()} />;
  return <ContactForm contact={contact.data} onSaved={onSaved} />;
}
